package dev.ply.games.heroquest;

import static dev.ply.games.heroquest.HeroQuestPositions.faces;
import static dev.ply.games.heroquest.HeroQuestPositions.p;
import static dev.ply.games.heroquest.content.DieFace.SKULL;
import static dev.ply.games.heroquest.content.Hero.BARBARIAN;
import static dev.ply.games.heroquest.content.Hero.DWARF;
import static dev.ply.games.heroquest.content.Hero.ELF;
import static dev.ply.games.heroquest.content.Hero.WIZARD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.rules.DungeonSetup;
import dev.ply.games.heroquest.rules.Legality;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules the §11 scenarios do not pin down: setup, reveals, rejections, views. */
class RulesTest {
  final HeroQuestGame game = new HeroQuestGame();

  Scenario<HeroQuestState, HeroQuestAction> given(HeroQuestPositions table) {
    return Scenario.givenState(game, table.build());
  }

  @Test
  @DisplayName("HQ-R02 HQ-R03 2 to 4 heroes, each a different one; a hero is its sheet, no side option exists")
  void heroCount() {
    assertTrue(game.checkSetup(Setup.of(1, 1)).isDefined());
    assertTrue(game.checkSetup(Setup.of(5, 1)).isDefined());
    for (int n = 2; n <= 4; n++) {
      assertTrue(game.checkSetup(Setup.of(n, 1)).isEmpty());
    }
    assertEquals(Rejection.BAD_SETUP, game.checkSetup(Setup.of(2, 1).withOption("heroes", "elf,ELF")).get().code());
    assertTrue(game.checkSetup(Setup.of(2, 1).withOption("heroes", "elf,orc")).isDefined());
    assertTrue(game.checkSetup(Setup.of(2, 1).withOption("side", "female")).isDefined());
    HeroQuestState s = game.start(Setup.of(3, 1).withOption("heroes", "wizard,barbarian,elf"));
    assertEquals(Vector.of(WIZARD, BARBARIAN, ELF), s.heroes().map(h -> h.hero()));
    assertEquals(Vector.of(BARBARIAN, DWARF, ELF, WIZARD), game.start(Setup.of(4, 1)).heroes().map(h -> h.hero()));
  }

  @Test
  @DisplayName("HQ-R04 HQ-R05 HQ-R07 25/35/45 cards in the dungeon, the rest out of the game; two cards each")
  void dungeonSize() {
    int[] sizes = {0, 0, 25, 35, 45};
    for (int n = 2; n <= 4; n++) {
      HeroQuestState s = game.start(Setup.of(n, 11));
      assertEquals(sizes[n], s.dungeonSize());
      assertEquals(sizes[n] - 2 * n, s.deck().size());
      assertEquals(56 - sizes[n], s.outOfGame().size());
      for (int seat = 0; seat < n; seat++) {
        assertEquals(2, s.hero(seat).hand().size());
      }
      Invariants.check(s);
    }
    assertFalse(game.start(Setup.of(2, 1)).outOfGame().equals(game.start(Setup.of(2, 2)).outOfGame()),
        "HQ-R04: a random subset per game");
  }

  @Test
  @DisplayName("HQ-R06 HQ-R07 HQ-R08 chests shuffled face-down; the chosen first seat is dealt first and starts")
  void firstSeat() {
    Setup setup = Setup.of(3, 5).withOption("first", "p2");
    var started = DungeonSetup.begin(setup);
    HeroQuestState s = started.state();
    assertEquals(1, s.active());
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(6, s.chests().size());
    assertEquals(Vector.of(new HeroQuestEvent.DungeonBuilt(35, 21), new HeroQuestEvent.ChestsShuffled(6)),
        started.events().take(2));
    assertEquals(Vector.of(p(2), p(3), p(1)),
        started.events().filter(e -> e instanceof HeroQuestEvent.CardsDrawn)
            .map(e -> ((HeroQuestEvent.CardsDrawn) e).player()));
    assertTrue(game.checkSetup(Setup.of(3, 5).withOption("first", "p9")).isDefined());
    assertTrue(game.view(s, p(1)).chests().forAll(c -> c.isEmpty()), "HQ-R06: symbols hidden");
  }

  @Test
  @DisplayName("HQ-R09 HQ-R08 a turn is PLAY, ACTION, DRAW, then the next seat clockwise")
  void turnSteps() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, DWARF, ELF).active(p(1), Phase.PLAY).hand(p(1), "T05", "T06").hand(p(2), "T13")
        .deck(5)).when(new PlayCard(p(1), "T05"));
    assertEquals(Phase.ACTION, t.state().phase());
    var end = t.next().when(new Pass(p(1)));
    assertEquals(2, end.state().hero(0).hand().size(), "DRAW back to two");
    assertEquals(1, end.state().active());
    assertEquals(Phase.PLAY, end.state().phase());
    assertEquals(2, end.state().turnNumber());
    assertEquals(new HeroQuestEvent.TurnEnded(1, p(1)), end.event(HeroQuestEvent.TurnEnded.class));
  }

  @Test
  @DisplayName("HQ-R12 HQ-R21 a wound card that kills stops resolution before the triple check: no shuffle")
  void killBeforeTriple() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).roundsLost(2).wounds(p(1), "W09").floor("T05", "T06").active(p(2), Phase.PLAY)
        .hand(p(2), "W02", "T02").deck(6)).when(new PlayWound(p(2), "W02", p(1)));
    HeroQuestState s = t.state();
    assertEquals(Result.heroesDied(Vector.of(p(1))), s.result().get());
    assertFalse(t.has(HeroQuestEvent.RoundLost.class) || t.has(HeroQuestEvent.DeckShuffled.class));
    assertEquals(Vector.of("T05", "T06"), s.floor());
    assertEquals(3, dev.ply.games.heroquest.rules.Counting.count(s, Symbol.CHAOS_WARRIOR),
        "inv. 5: a lost game may show a third symbol");
    Invariants.check(s);
  }

  @Test
  @DisplayName("HQ-R12 a wound card's symbol completing a triple loses the round after the death check")
  void woundTriple() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).floor("T05", "T06").active(p(2), Phase.PLAY).hand(p(2), "W02", "T02").deck(6))
        .when(new PlayWound(p(2), "W02", p(1)));
    assertTrue(t.has(HeroQuestEvent.RoundLost.class));
    assertEquals(Vector.of("W02"), t.state().hero(0).wounds(), "the wound card stays attached");
    assertEquals(2, t.state().hero(0).total());
    assertEquals(8, t.state().deck().size());
  }

  @Test
  @DisplayName("HQ-R14 a door with an empty deck reveals nothing")
  void doorEmptyDeck() {
    var t = given(HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "G01").deck(0)).when(new PlayCard(p(1), "G01"));
    assertFalse(t.has(HeroQuestEvent.CardRevealed.class));
    assertEquals(Phase.ACTION, t.state().phase());
  }

  @Test
  @DisplayName("HQ-R17 HQ-R18 a door that completes a triple loses the round before it reveals")
  void doorTripleNoReveal() {
    var t = given(HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "G01").floor("T01", "T02").deck(5, "T13"))
        .when(new PlayCard(p(1), "G01"));
    assertTrue(t.has(HeroQuestEvent.RoundLost.class));
    assertFalse(t.has(HeroQuestEvent.CardRevealed.class));
    assertEquals(8, t.state().deck().size());
  }

  @Test
  @DisplayName("HQ-R15 HQ-R12b HQ-R12 a revealed wound card waits for the active player's choice of hero")
  void revealedWound() {
    var t = given(HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "G03", "T02").deck(5, "W06"))
        .when(new PlayCard(p(1), "G03"));
    HeroQuestState s = t.state();
    assertEquals(Phase.REVEAL_TARGET, s.phase());
    assertEquals("W06", s.pending().get());
    assertEquals(Vector.of(new AssignWound(p(1), p(1)), new AssignWound(p(1), p(2))), game.legalActions(s, p(1)));
    assertTrue(game.legalActions(s, p(2)).isEmpty());
    var a = t.next().when(new AssignWound(p(1), p(2)));
    assertEquals(Vector.of("W06"), a.state().hero(1).wounds());
    assertEquals(Phase.ACTION, a.state().phase());
    assertTrue(a.state().pending().isEmpty());
    t.next().when(new AssignPotion(p(1), p(2), HeroQuestAction.PERMANENT)).rejected(Legality.BAD_TARGET);
  }

  @Test
  @DisplayName("HQ-R15 HQ-R35 a revealed Potion: a choice when someone is wounded, discarded when nobody is")
  void revealedPotion() {
    var wounded = given(HeroQuestPositions.heroes(ELF, DWARF).skulls(p(2), 1).roundLosses(1).active(p(1), Phase.PLAY).hand(p(1), "G03", "T02")
        .deck(5, "B01")).when(new PlayCard(p(1), "G03"));
    assertEquals(Phase.REVEAL_TARGET, wounded.state().phase());
    assertEquals(Vector.of(new AssignPotion(p(1), p(2), HeroQuestAction.PERMANENT)),
        game.legalActions(wounded.state(), p(1)));
    var cured = wounded.next().when(new AssignPotion(p(1), p(2), HeroQuestAction.PERMANENT));
    assertEquals(0, cured.state().hero(1).total());
    var nobody = given(HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "G03", "T02").deck(5, "B01"))
        .when(new PlayCard(p(1), "G03"));
    assertEquals(Phase.ACTION, nobody.state().phase());
    assertTrue(nobody.state().discard().contains("B01"));
  }

  @Test
  @DisplayName("HQ-R15 HQ-R37 HQ-R13 a revealed Courage boosts the active player's action and is discarded")
  void revealedCourage() {
    var t = given(HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "G03", "T02").deck(5, "B04"))
        .when(new PlayCard(p(1), "G03"));
    assertEquals(1, t.state().courageThisTurn());
    assertTrue(t.state().discard().contains("B04"));
  }

  @Test
  @DisplayName("HQ-R35 Healing Potion forms: one per skull-token hero and per wound card; a target-free play when nobody is wounded")
  void potionForms() {
    HeroQuestState s = HeroQuestPositions.heroes(ELF, DWARF).roundLosses(1).skulls(p(1), 1).wounds(p(2), "W05").active(p(1), Phase.PLAY)
        .hand(p(1), "B01").deck(5).build();
    assertEquals(Vector.of(new PlayPotion(p(1), "B01", p(1), HeroQuestAction.PERMANENT),
        new PlayPotion(p(1), "B01", p(2), "W05")), game.legalActions(s, p(1)));
    Scenario.givenState(game, s).when(new PlayCard(p(1), "B01")).rejected(Legality.BAD_TARGET);
    HeroQuestState healthy = HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "B01").deck(5).build();
    assertEquals(Vector.of(new PlayCard(p(1), "B01")), game.legalActions(healthy, p(1)));
    var t = Scenario.givenState(game, healthy).when(new PlayCard(p(1), "B01"));
    assertEquals(Vector.of("B01"), t.state().discard());
  }

  @Test
  @DisplayName("HQ-R20 HQ-R22 HQ-R28 HEAL only own wound cards; permanent wounds stay")
  void healOwnOnly() {
    var s = given(HeroQuestPositions.heroes(ELF, DWARF).roundLosses(1).skulls(p(1), 1).wounds(p(2), "W05").active(p(1), Phase.ACTION).deck(5));
    assertEquals(1, s.state().hero(0).total(), "HQ-R20: a skull token is a wound");
    assertEquals(1, s.state().hero(1).total(), "HQ-R20: an attached wound card is a wound");
    s.when(new Heal(p(1), "W05")).rejected(Legality.NOT_YOUR_WOUND);
    s.when(new Heal(p(1), HeroQuestAction.PERMANENT)).rejected(Legality.NOT_YOUR_WOUND);
  }

  @Test
  @DisplayName("HQ-R39 HQ-R46 under Sleep ATTACK is refused (ASLEEP) and not listed")
  void sleep() {
    var s = given(HeroQuestPositions.heroes(BARBARIAN, DWARF).wounds(p(1), "W08").active(p(1), Phase.ACTION).floor("T05").deck(5));
    s.when(new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR)).rejected(Legality.ASLEEP);
    assertFalse(game.legalActions(s.state(), p(1)).exists(a -> a instanceof Attack));
  }

  @Test
  @DisplayName("HQ-R46 HQ-R45 illegal input is refused with the spec's codes and the state is untouched; nothing after the turn limit")
  void rejections() {
    var play = given(HeroQuestPositions.heroes(BARBARIAN, DWARF).active(p(1), Phase.PLAY).hand(p(1), "T05", "W01").floor("T13").deck(5)
        .chests(0));
    play.when(new Pass(p(2))).rejected(Rejection.NOT_YOUR_TURN);
    play.when(new Pass(p(1))).rejected(Legality.WRONG_PHASE);
    play.when(new PlayCard(p(1), "T06")).rejected(Legality.CARD_NOT_IN_HAND);
    play.when(new PlayCard(p(1), "W01")).rejected(Legality.BAD_TARGET);
    play.when(new PlayWound(p(1), "T05", p(2))).rejected(Legality.BAD_TARGET);
    play.when(new PlayWound(p(1), "W01", PlayerId.of("p7"))).rejected(Legality.BAD_TARGET);
    play.when(new AssignWound(p(1), p(2))).rejected(Legality.WRONG_PHASE);
    var act = given(HeroQuestPositions.heroes(BARBARIAN, DWARF).active(p(1), Phase.ACTION).floor("T13", "G01").deck(5).chests(0));
    act.when(new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR)).rejected(Legality.NOT_ON_FLOOR);
    act.when(new Attack(p(1), "T13", Symbol.ORC)).rejected(Legality.SYMBOL_NOT_ON_CARD);
    act.when(new Attack(p(1), "G01", Symbol.DOOR)).rejected(Legality.SYMBOL_NOT_ON_CARD);
    act.when(new Search(p(1))).rejected(Legality.NO_CHESTS);
    act.when(new Heal(p(1), "W01")).rejected(Legality.NOT_YOUR_WOUND);
    act.when(new PlayCard(p(1), "T05")).rejected(Legality.WRONG_PHASE);
    Rejection r = act.when(new PlayCard(p(1), "T05")).rejected(Legality.WRONG_PHASE);
    assertTrue(r.rule().isDefined());
    var over = given(HeroQuestPositions.heroes(BARBARIAN, DWARF).active(p(1), Phase.ACTION).turn(1000).deck(0).floor("T13").chests(0))
        .play(new Pass(p(1)));
    over.when(new Pass(p(2))).rejected(Rejection.GAME_OVER);
    assertTrue(game.outcome(over.state()).isDefined(), "HQ-R45: the 1,000th turn ends the game");
  }

  @Test
  @DisplayName("HQ-R42 hidden hands, deck, out-of-game cards and chests; openHands shows every hand")
  void views() {
    HeroQuestState s = game.start(Setup.of(3, 9));
    HeroQuestState v = game.view(s, p(1));
    assertEquals(s.hero(0).hand(), v.hero(0).hand());
    assertEquals(Vector.of(Cards.HIDDEN, Cards.HIDDEN), v.hero(1).hand());
    assertTrue(v.deck().forAll(Cards.HIDDEN::equals) && v.deck().size() == s.deck().size());
    assertTrue(v.outOfGame().forAll(Cards.HIDDEN::equals));
    HeroQuestState spectator = game.view(s, PlayerId.SPECTATOR);
    assertTrue(spectator.heroes().forAll(h -> h.hand().forAll(Cards.HIDDEN::equals)));
    HeroQuestState open = game.start(Setup.of(3, 9).withOption("openHands", "true"));
    assertEquals(open.hero(1).hand(), game.view(open, p(1)).hero(1).hand());
    var drawn = DungeonSetup.begin(Setup.of(2, 9)).events().filter(e -> e instanceof HeroQuestEvent.CardsReceived);
    assertTrue(drawn.head().visibility().visibleTo(p(1)) && !drawn.head().visibility().visibleTo(p(2)));
    var shown = DungeonSetup.begin(Setup.of(2, 9).withOption("openHands", "true")).events()
        .filter(e -> e instanceof HeroQuestEvent.CardsReceived);
    assertTrue(shown.head().visibility().visibleTo(p(2)));
    String text = game.render(v, p(1));
    assertTrue(text.contains("(you)") && text.contains("2 cards (hidden)") && text.contains("Deck 29"), text);
  }

  @Test
  @DisplayName("HQ-R42 determinize keeps every card seen in play inside the dungeon")
  void determinizeKeepsSeenCards() {
    // T01, T02, D01 were returned to the deck by a lost round: known to be in the dungeon
    var t = given(HeroQuestPositions.heroes(DWARF, ELF).active(p(1), Phase.PLAY).hand(p(1), "T02", "T21").hand(p(2), "T22", "T23")
        .floor("T01", "D01").deck(10)).when(new PlayCard(p(1), "T02"));
    HeroQuestState v = game.view(t.state(), p(1));
    var rng = dev.ply.core.RandomSource.seeded(3);
    for (int i = 0; i < 50; i++) {
      HeroQuestState d = game.determinize(v, p(1), rng);
      rng = rng.nextInt(1000).next();
      assertEquals(v, game.view(d, p(1)));
      for (String id : Vector.of("T01", "T02", "D01")) {
        assertFalse(d.outOfGame().contains(id), id + " was seen, so it is not out of the game");
      }
      Invariants.check(d);
    }
  }

  @Test
  @DisplayName("describe and render in plain words; the game is found through ServiceLoader")
  void wordsAndRegistration() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION).floor("T05").wounds(p(1), "W07").deck(3)
        .build();
    assertEquals("attack the Chaos Warrior of T05 Chaos Warrior [Chaos Warrior] (1 die, need 1 skull)",
        game.describe(s, new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR)));
    assertEquals("heal W07 Chaos Spell: Fear (2 dice, need 2 white shields)", game.describe(s, new Heal(p(1), "W07")));
    assertEquals("play W01 Orc Cleaver [Orc] on the Wizard (p2)",
        game.describe(s, new PlayWound(p(1), "W01", p(2))));
    String text = game.render(game.view(s, p(2)), p(2));
    assertTrue(text.contains("p1 (Barbarian) to act"), text);
    assertTrue(text.contains("Floor: T05 Chaos Warrior [Chaos Warrior]"), text);
    assertTrue(text.contains("wounds 1/4 [W07 Chaos Spell: Fear]"), text);
    assertTrue(Games.byId("heroquest").isDefined());
    assertTrue(game.descriptor().cooperative() && game.descriptor().hiddenInformation());
    assertEquals(Hero.values().length, game.descriptor().maxPlayers());
  }

  @Test
  @DisplayName("the rules code uses no clock, global randomness, I/O or threads")
  void pureRules() {
    assertEquals(java.util.List.of(), dev.ply.core.testkit.SourcePurity.violations(
        java.nio.file.Path.of("src/main/java/dev/ply/games/heroquest")));
  }

  @Test
  @DisplayName("HQ-R24 HQ-R12b default actions: PASS in ACTION, a non-wound card first, wounds to the least wounded hero")
  void defaults() {
    HeroQuestState act = HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.ACTION).floor("T05").deck(3).build();
    assertEquals(new Pass(p(1)), game.defaultAction(act, p(1)));
    HeroQuestState mixed = HeroQuestPositions.heroes(ELF, DWARF).active(p(1), Phase.PLAY).hand(p(1), "W01", "T05").deck(3).build();
    assertEquals(new PlayCard(p(1), "T05"), game.defaultAction(mixed, p(1)));
    HeroQuestState wounds = HeroQuestPositions.heroes(ELF, DWARF).roundLosses(1).skulls(p(1), 1).active(p(1), Phase.PLAY)
        .hand(p(1), "W01", "W02").deck(3).build();
    assertEquals(new PlayWound(p(1), "W01", p(2)), game.defaultAction(wounds, p(1)));
  }

  @Test
  @DisplayName("a game of default actions from a real setup ends, replay equal to live after every step (kit scenario)")
  void replayEqualsLive() {
    Setup setup = Setup.of(3, 12).withOption("heroes", "elf,wizard,dwarf");
    var s = Scenario.given(game, setup);
    int steps = 0;
    while (game.outcome(s.state()).isEmpty() && steps++ < game.maxActions(setup)) {
      PlayerId who = game.awaiting(s.state()).head();
      s = s.when(game.defaultAction(s.state(), who)).accepted().next();
      Invariants.check(s.state());
    }
    assertTrue(game.outcome(s.state()).isDefined(), "a game of default actions ends within the bound (HQ-R45)");
  }

  @Test
  @DisplayName("HQ-R45 the declared bound: 1,000 turns of at most 3 decisions")
  void bound() {
    assertEquals(3000, game.maxActions(Setup.of(2, 1)));
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION).floor("T05").deck(2))
        .dice(faces(SKULL, SKULL)).when(new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(2, t.state().turnNumber());
  }
}
