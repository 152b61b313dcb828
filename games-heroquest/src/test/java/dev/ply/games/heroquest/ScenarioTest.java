package dev.ply.games.heroquest;

import static dev.ply.games.heroquest.HeroQuestPositions.faces;
import static dev.ply.games.heroquest.HeroQuestPositions.p;
import static dev.ply.games.heroquest.content.DieFace.BLACK_SHIELD;
import static dev.ply.games.heroquest.content.DieFace.SKULL;
import static dev.ply.games.heroquest.content.DieFace.WHITE_SHIELD;
import static dev.ply.games.heroquest.content.Hero.BARBARIAN;
import static dev.ply.games.heroquest.content.Hero.DWARF;
import static dev.ply.games.heroquest.content.Hero.ELF;
import static dev.ply.games.heroquest.content.Hero.WIZARD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Outcome;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.rules.Acting;
import dev.ply.games.heroquest.rules.Counting;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The acceptance scenarios of the spec (§11), SC-01 to SC-26, with forced dice. */
class ScenarioTest {
  final HeroQuestGame game = new HeroQuestGame();

  Scenario<HeroQuestState, HeroQuestAction> given(HeroQuestPositions table) {
    return Scenario.givenState(game, table.build());
  }

  static Vector<String> v(String... ids) {
    return Vector.of(ids);
  }

  @Test
  @DisplayName("SC-01 HQ-R27 HQ-R31 HQ-R09 attack success discards the card, then DRAW and the next seat's PLAY")
  void sc01() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION).hand(p(1), "T02").hand(p(2), "T21", "T22").deck(10)
        .floor("T05", "T13"))
        .dice(faces(SKULL, BLACK_SHIELD)).when(new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR));
    HeroQuestState s = t.state();
    assertEquals(v("T13"), s.floor());
    assertEquals(v("T05"), s.discard());
    assertEquals(2, s.hero(0).hand().size());
    assertEquals(9, s.deck().size());
    assertEquals(2, s.turnNumber());
    assertEquals(1, s.active());
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(Vector.of(SKULL, BLACK_SHIELD), t.event(HeroQuestEvent.DiceRolled.class).faces());
    assertTrue(t.event(HeroQuestEvent.SymbolAttacked.class).success());
  }

  @Test
  @DisplayName("SC-02 HQ-R27 attack failure: one skull against the Wizard's 2 leaves the card")
  void sc02() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(2), Phase.ACTION).deck(10).floor("T05"))
        .dice(faces(SKULL, WHITE_SHIELD)).when(new Attack(p(2), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(v("T05"), t.state().floor());
    assertTrue(t.state().discard().isEmpty());
    assertFalse(t.event(HeroQuestEvent.SymbolAttacked.class).success());
  }

  @Test
  @DisplayName("SC-03 HQ-R27 HQ-R16 a double card leaves entirely when one symbol is beaten")
  void sc03() {
    var start = given(HeroQuestPositions.heroes(ELF, BARBARIAN).active(p(1), Phase.ACTION).deck(10).floor("D08", "T09"));
    assertEquals(2, Counting.count(start.state(), Symbol.UNDEAD));
    assertEquals(1, Counting.count(start.state(), Symbol.MAGIC));
    var t = start.dice(faces(BLACK_SHIELD, SKULL)).when(new Attack(p(1), "D08", Symbol.MAGIC));
    assertEquals(v("D08"), t.state().discard());
    assertEquals(1, Counting.count(t.state(), Symbol.UNDEAD));
    assertEquals(0, Counting.count(t.state(), Symbol.MAGIC));
  }

  @Test
  @DisplayName("SC-04 HQ-R17 HQ-R18 HQ-R19 a triple on the floor loses the round; the turn goes on in ACTION")
  void sc04() {
    var t = given(HeroQuestPositions.heroes(DWARF, ELF).active(p(1), Phase.PLAY).hand(p(1), "T02", "T21").floor("T01", "D01").deck(10))
        .when(new PlayCard(p(1), "T02"));
    HeroQuestState s = t.state();
    assertEquals(new HeroQuestEvent.RoundLost(Symbol.ORC, 3, 1), t.event(HeroQuestEvent.RoundLost.class));
    assertEquals(1, s.hero(0).skulls());
    assertEquals(1, s.hero(1).skulls());
    assertEquals(13, s.deck().size());
    assertTrue(s.deck().containsAll(v("T01", "D01", "T02")));
    assertTrue(s.floor().isEmpty());
    assertEquals(1, s.roundLosses());
    assertEquals(Phase.ACTION, s.phase());
    assertEquals(0, s.active());
    assertEquals(v("T21"), s.hero(0).hand());
    assertEquals(new HeroQuestEvent.DeckShuffled(13), t.event(HeroQuestEvent.DeckShuffled.class));
  }

  @Test
  @DisplayName("SC-05 HQ-R16 HQ-R18 a wound card's symbol counts toward the triple and stays on its hero")
  void sc05() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, ELF).active(p(1), Phase.PLAY).hand(p(1), "T03").wounds(p(2), "W01").floor("T01")
        .deck(10)).when(new PlayCard(p(1), "T03"));
    HeroQuestState s = t.state();
    assertTrue(t.has(HeroQuestEvent.RoundLost.class));
    assertTrue(s.floor().isEmpty());
    assertTrue(s.deck().containsAll(v("T01", "T03")));
    assertEquals(v("W01"), s.hero(1).wounds());
    assertEquals(2, s.hero(1).total());
    assertEquals(1, s.hero(0).total());
  }

  @Test
  @DisplayName("SC-06 HQ-R14 HQ-R11 the door cascade reveals until a card without a door")
  void sc06() {
    var t = given(HeroQuestPositions.heroes(WIZARD, ELF).active(p(1), Phase.PLAY).hand(p(1), "G03", "T02").floor("T17")
        .deck(10, "G01", "T13", "T21")).when(new PlayCard(p(1), "G03"));
    HeroQuestState s = t.state();
    assertEquals(v("T17", "G03", "G01", "T13"), s.floor());
    assertEquals("T21", s.deck().head());
    assertEquals(8, s.deck().size());
    assertEquals(Phase.ACTION, s.phase());
    assertEquals(Vector.of(new HeroQuestEvent.CardRevealed("G01"), new HeroQuestEvent.CardRevealed("T13")),
        t.events(HeroQuestEvent.CardRevealed.class));
  }

  @Test
  @DisplayName("SC-07 HQ-R14 HQ-R18 a cascade ending in a triple returns the floor, revealed card included")
  void sc07() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.PLAY).hand(p(1), "G02", "T02").floor("T13", "T14")
        .deck(12, "D10", "T01")).when(new PlayCard(p(1), "G02"));
    HeroQuestState s = t.state();
    assertEquals(new HeroQuestEvent.RoundLost(Symbol.MAGIC, 3, 1), t.event(HeroQuestEvent.RoundLost.class));
    assertEquals(v("T13", "T14", "G02", "D10"), t.event(HeroQuestEvent.FloorReturnedToDeck.class).cards());
    assertEquals(15, s.deck().size());
    assertTrue(s.deck().containsAll(v("T13", "T14", "G02", "D10", "T01")));
    assertEquals(1, s.hero(0).skulls());
    assertEquals(1, s.hero(1).skulls());
    assertEquals(Phase.ACTION, s.phase());
  }

  @Test
  @DisplayName("SC-08 HQ-R12 HQ-R38 HQ-R25 a wound card on a companion; Fear leaves an attack pool of 1")
  void sc08() {
    var t = given(HeroQuestPositions.heroes(DWARF, BARBARIAN).active(p(1), Phase.PLAY).hand(p(1), "W07", "T02").deck(10))
        .when(new PlayWound(p(1), "W07", p(2)));
    assertEquals(1, t.state().hero(1).total());
    assertEquals(v("W07"), t.state().hero(1).wounds());
    assertEquals(new HeroQuestEvent.WoundAttached(p(2), "W07", 1), t.event(HeroQuestEvent.WoundAttached.class));
    // later: the Barbarian, still carrying W07, attacks with exactly one die
    var later = given(HeroQuestPositions.heroes(DWARF, BARBARIAN).active(p(2), Phase.ACTION).wounds(p(2), "W07").floor("T05").deck(10));
    assertEquals(1, Acting.attackPool(later.state()));
    var a = later.dice(faces(SKULL)).when(new Attack(p(2), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(1, a.event(HeroQuestEvent.DiceRolled.class).pool());
    assertEquals(v("T05"), a.state().discard());
  }

  @Test
  @DisplayName("SC-09 HQ-R21 HQ-R20 HQ-R33 HQ-R01 a wound card bringing a hero to 4 loses the game for everyone")
  void sc09() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).roundsLost(2).wounds(p(1), "W09").active(p(2), Phase.PLAY).hand(p(2), "W02", "T02")
        .deck(10)).when(new PlayWound(p(2), "W02", p(1)));
    HeroQuestState s = t.state();
    assertEquals(Phase.GAME_OVER, s.phase());
    assertEquals(Result.heroesDied(Vector.of(p(1))), s.result().get());
    assertEquals(4, s.hero(0).total());
    assertFalse(t.has(HeroQuestEvent.CardsDrawn.class), "no draw");
    assertFalse(t.has(HeroQuestEvent.RoundLost.class), "death stops resolution before the triple check");
    Outcome o = game.outcome(s).get();
    assertTrue(o.cooperative() && o.winners().isEmpty(), "HQ-R01: everyone loses");
    assertTrue(game.legalActions(s, p(1)).isEmpty() && game.legalActions(s, p(2)).isEmpty());
  }

  @Test
  @DisplayName("SC-10 HQ-R18 HQ-R21 a lost round resolves atomically, then the death check")
  void sc10() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, DWARF, ELF).roundsLost(1).wounds(p(2), "W07", "W08").floor("T09", "T10")
        .deck(10).active(p(3), Phase.PLAY).hand(p(3), "T11", "T02")).when(new PlayCard(p(3), "T11"));
    HeroQuestState s = t.state();
    assertEquals(13, s.deck().size());
    assertTrue(s.floor().isEmpty());
    assertEquals(2, s.roundLosses());
    assertEquals(Result.heroesDied(Vector.of(p(2))), s.result().get());
    assertEquals(2, s.hero(0).skulls());
    assertEquals(2, s.hero(2).skulls());
    assertEquals(4, s.hero(1).total());
    assertFalse(t.has(HeroQuestEvent.CardsDrawn.class));
  }

  @Test
  @DisplayName("SC-11 HQ-R28 HQ-R23 a successful heal removes the wound card and its penalty")
  void sc11() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).roundsLost(1).skulls(p(2), 0).wounds(p(1), "W07").active(p(1), Phase.ACTION)
        .deck(10)).dice(faces(WHITE_SHIELD, SKULL)).when(new Heal(p(1), "W07"));
    HeroQuestState s = t.state();
    assertTrue(s.hero(0).wounds().isEmpty());
    assertEquals(1, s.hero(0).total());
    assertTrue(s.discard().contains("W07"));
    assertEquals(2, Acting.attackPool(ImmutableHeroQuestState.copyOf(s).withActive(0)));
  }

  @Test
  @DisplayName("SC-12 HQ-R28 HQ-R39 a heal-2 hero fails on one shield; Sleep still forbids attacking")
  void sc12() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).wounds(p(1), "W08").active(p(1), Phase.ACTION).floor("T05").deck(10))
        .dice(faces(WHITE_SHIELD, SKULL)).when(new Heal(p(1), "W08"));
    assertEquals(v("W08"), t.state().hero(0).wounds());
    assertFalse(t.state().hero(0).mayAttack());
    assertFalse(t.event(HeroQuestEvent.HealTried.class).success());
  }

  @Test
  @DisplayName("SC-13 HQ-R22 permanent wounds cannot be healed: no HEAL among the legal actions")
  void sc13() {
    HeroQuestState s = HeroQuestPositions.heroes(DWARF, ELF).roundsLost(2).active(p(1), Phase.ACTION).floor("T21").deck(5).build();
    assertEquals(Vector.of(new Attack(p(1), "T21", Symbol.TRAP), new HeroQuestAction.Search(p(1)), new Pass(p(1))),
        game.legalActions(s, p(1)));
  }

  HeroQuestPositions sc14Table() {
    return HeroQuestPositions.heroes(ELF, WIZARD).active(p(1), Phase.ACTION).floor("D02", "T01", "T17").wounds(p(2), "W03")
        .chests(6, Symbol.UNDEAD).deck(10);
  }

  @Test
  @DisplayName("SC-14 HQ-R29 HQ-R30 a chest sweeps its symbol from the floor only")
  void sc14() {
    var start = given(sc14Table());
    assertEquals(2, Counting.count(start.state(), Symbol.UNDEAD));
    var t = start.dice(faces(BLACK_SHIELD, WHITE_SHIELD)).when(new Search(p(1)));
    HeroQuestState s = t.state();
    assertEquals(new HeroQuestEvent.ChestOpened(Symbol.UNDEAD, 5), t.event(HeroQuestEvent.ChestOpened.class));
    assertEquals(v("D02"), s.discard());
    assertEquals(v("T01", "T17"), s.floor());
    assertEquals(v("W03"), s.hero(1).wounds());
    assertEquals(5, s.chests().size());
    assertEquals(Vector.of(Symbol.UNDEAD), s.revealedChests());
  }

  @Test
  @DisplayName("SC-15 HQ-R29 a search with only black shields fails and keeps the chest")
  void sc15() {
    var t = given(sc14Table()).dice(faces(BLACK_SHIELD, BLACK_SHIELD)).when(new Search(p(1)));
    assertEquals(6, t.state().chests().size());
    assertEquals(v("D02", "T01", "T17"), t.state().floor());
    assertFalse(t.event(HeroQuestEvent.Searched.class).success());
  }

  @Test
  @DisplayName("SC-16 HQ-R29 a chest with no matching card is used up for nothing")
  void sc16() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).active(p(1), Phase.ACTION).floor("T01", "T17").chests(6, Symbol.TRAP).deck(10))
        .dice(faces(SKULL, SKULL)).when(new Search(p(1)));
    assertEquals(v("T01", "T17"), t.state().floor());
    assertTrue(t.state().discard().isEmpty());
    assertEquals(5, t.state().chests().size());
    assertEquals(Vector.of(Symbol.TRAP), t.state().revealedChests());
  }

  @Test
  @DisplayName("SC-17 HQ-R37 HQ-R25 HQ-R13 Courage adds a die to this turn's attack and is discarded")
  void sc17() {
    var played = given(HeroQuestPositions.heroes(WIZARD, ELF).active(p(1), Phase.PLAY).hand(p(1), "B03", "T02").floor("T05").deck(10))
        .when(new PlayCard(p(1), "B03"));
    assertEquals(v("B03"), played.state().discard());
    assertEquals(v("T02"), played.state().hero(0).hand());
    assertEquals(1, played.state().courageThisTurn());
    var t = played.next().dice(faces(SKULL, WHITE_SHIELD, SKULL)).when(new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(3, t.event(HeroQuestEvent.DiceRolled.class).pool());
    assertTrue(t.state().discard().contains("T05"));
    assertEquals(2, t.state().hero(0).hand().size(), "DRAW: hand 1 draws 1");
    assertEquals(0, t.state().courageThisTurn(), "Courage expires with the turn");
  }

  @Test
  @DisplayName("SC-18 HQ-R25 HQ-R41 HQ-R38 HQ-R23 penalties stack down to a pool of 1; HEAL keeps 2")
  void sc18() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, ELF).wounds(p(1), "W07", "W10").active(p(1), Phase.ACTION).floor("T05")
        .deck(10).build();
    assertEquals(1, Acting.attackPool(s));
    assertEquals(1, Acting.searchPool(s));
    assertEquals(2, Acting.healPool(s));
    var t = Scenario.givenState(game, s).dice(faces(BLACK_SHIELD)).when(new Search(p(1)));
    assertEquals(1, t.event(HeroQuestEvent.DiceRolled.class).pool());
  }

  @Test
  @DisplayName("SC-19 HQ-R31 HQ-R40 DRAW refills to 2, or to 1 under Tempest")
  void sc19() {
    var dwarf = given(HeroQuestPositions.heroes(DWARF, ELF).active(p(1), Phase.ACTION).hand(p(1), "T01").deck(5)).when(new Pass(p(1)));
    assertEquals(2, dwarf.state().hero(0).hand().size());
    assertEquals(4, dwarf.state().deck().size());
    var elf = given(HeroQuestPositions.heroes(DWARF, ELF).active(p(2), Phase.ACTION).wounds(p(2), "W09").deck(5)).when(new Pass(p(2)));
    assertEquals(1, elf.state().hero(1).hand().size());
    assertEquals(4, elf.state().deck().size());
  }

  @Test
  @DisplayName("SC-20 HQ-R36 Healing Water takes one skull token from every hero, not wound cards")
  void sc20() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, DWARF, ELF).roundsLost(1).wounds(p(2), "W07").wounds(p(3), "W01")
        .active(p(3), Phase.PLAY).hand(p(3), "B02", "T02").deck(10)).when(new PlayCard(p(3), "B02"));
    HeroQuestState s = t.state();
    assertEquals(0, s.hero(0).total());
    assertEquals(1, s.hero(1).total());
    assertEquals(1, s.hero(2).total());
    assertEquals(v("W07"), s.hero(1).wounds());
    assertEquals(3, t.events(HeroQuestEvent.WoundHealed.class).size());
  }

  @Test
  @DisplayName("SC-21 HQ-R35 HQ-R22 a Healing Potion may take a wound card (and its Sleep) from a companion")
  void sc21() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, DWARF).roundsLost(1).wounds(p(1), "W08").active(p(2), Phase.PLAY)
        .hand(p(2), "B01", "T02").deck(10)).when(new PlayPotion(p(2), "B01", p(1), "W08"));
    HeroQuestState s = t.state();
    assertTrue(s.hero(0).wounds().isEmpty());
    assertEquals(1, s.hero(0).total());
    assertTrue(s.hero(0).mayAttack());
    assertTrue(s.discard().containsAll(v("W08", "B01")));
  }

  @Test
  @DisplayName("SC-22 HQ-R32 HQ-R01 deck, hands and floor cleared: the heroes win together")
  void sc22() {
    var t = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.PLAY).hand(p(1), "T22").deck(0))
        .play(new PlayCard(p(1), "T22"))
        .dice(faces(SKULL, SKULL)).when(new Attack(p(1), "T22", Symbol.TRAP));
    HeroQuestState s = t.state();
    assertEquals(Result.victory(), s.result().get());
    assertTrue(t.has(HeroQuestEvent.GameWon.class));
    Outcome o = game.outcome(s).get();
    assertTrue(o.cooperative() && o.won(p(1)) && o.won(p(2)));
  }

  @Test
  @DisplayName("SC-23 HQ-R32 HQ-R34 HQ-R10 HQ-R24 not yet a victory while a hand holds a card; empty hands skip PLAY")
  void sc23() {
    var start = given(HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION).hand(p(2), "T13").deck(0));
    assertEquals(Vector.of(new Search(p(1)), new Pass(p(1))), game.legalActions(start.state(), p(1)));
    var t = start.when(new Pass(p(1)));
    HeroQuestState s = t.state();
    assertTrue(s.result().isEmpty());
    assertFalse(t.has(HeroQuestEvent.CardsDrawn.class));
    assertEquals(1, s.active());
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(Vector.of(new PlayCard(p(2), "T13")), game.legalActions(s, p(2)));
    // the Wizard plays the last card; the Barbarian's next turn skips PLAY (HQ-R10)
    var after = t.next().play(new PlayCard(p(2), "T13"), new Pass(p(2)));
    assertEquals(Phase.ACTION, after.state().phase());
    assertEquals(0, after.state().active());
  }

  @Test
  @DisplayName("SC-24 HQ-R45 the end of turn 1,000 loses the game")
  void sc24() {
    var t = given(HeroQuestPositions.heroes(WIZARD, BARBARIAN).active(p(1), Phase.ACTION).turn(1000).floor("T05").chests(0).deck(0))
        .when(new Pass(p(1)));
    HeroQuestState s = t.state();
    assertEquals(Result.turnLimit(), s.result().get());
    assertEquals(1000, s.turnNumber());
    assertTrue(game.legalActions(s, p(1)).isEmpty() && game.legalActions(s, p(2)).isEmpty());
    assertTrue(game.awaiting(s).isEmpty());
  }

  @Test
  @DisplayName("SC-25 HQ-R10 HQ-R12b two wound cards in hand: forced, and the active player picks any hero")
  void sc25() {
    var start = given(HeroQuestPositions.heroes(DWARF, ELF, WIZARD).active(p(1), Phase.PLAY).hand(p(1), "W05", "W09").deck(10));
    HeroQuestState s = start.state();
    assertEquals(Vector.of(new PlayWound(p(1), "W05", p(1)), new PlayWound(p(1), "W05", p(2)),
        new PlayWound(p(1), "W05", p(3)), new PlayWound(p(1), "W09", p(1)), new PlayWound(p(1), "W09", p(2)),
        new PlayWound(p(1), "W09", p(3))), game.legalActions(s, p(1)));
    assertTrue(game.legalActions(s, p(2)).isEmpty() && game.legalActions(s, p(3)).isEmpty());
    var t = start.when(new PlayWound(p(1), "W05", p(2)));
    assertEquals(1, t.state().hero(1).total());
    assertEquals(1, Counting.count(t.state(), Symbol.MELEE));
    assertEquals(Phase.ACTION, t.state().phase());
  }

  @Test
  @DisplayName("SC-26 HQ-R18 HQ-R21 two heroes die at once; both are reported, active seat first")
  void sc26() {
    var t = given(HeroQuestPositions.heroes(ELF, WIZARD).roundsLost(3).active(p(1), Phase.PLAY).hand(p(1), "T07", "T18").floor("T05", "T06")
        .deck(4)).when(new PlayCard(p(1), "T07"));
    HeroQuestState s = t.state();
    assertEquals(4, s.hero(0).skulls());
    assertEquals(4, s.hero(1).skulls());
    assertEquals(7, s.deck().size());
    assertTrue(s.floor().isEmpty());
    assertEquals(4, s.roundLosses());
    assertEquals(Result.heroesDied(Vector.of(p(1), p(2))), s.result().get());
  }
}
