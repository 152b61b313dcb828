package dev.ply.games.dungeonlords;

import static dev.ply.games.dungeonlords.Table.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.*;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Spied;
import dev.ply.games.dungeonlords.rules.Scoring;
import dev.ply.games.dungeonlords.rules.Stages;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules of §3–§7 beyond the scenarios of §11, each test citing the rules it would catch breaking. */
class RulesTest {
  static final DungeonLordsGame GAME = Table.GAME;
  static final Square S20 = Square.of(2, 0);
  static final String H = DungeonLordsState.HIDDEN;

  static Table start(int players, long seed) {
    return new Table(GAME.start(Setup.of(players, seed)));
  }

  /** Everybody keeps the first of his three drawn cards. */
  static Table pastSetup(Table t) {
    for (PlayerId who : GAME.awaiting(t.s)) {
      t.act(GAME.legalActions(t.s, who).head());
    }
    return t;
  }

  @Test
  @DisplayName("DL-R1 DL-R2 DL-R6 setup: 3 gold, food, imps, evil 5, three tunnels down from the entrance; year decks; a Starting Player")
  void setup() {
    DungeonLordsState s = GAME.start(Setup.of(4, 7).withOption("first", "p3"));
    assertEquals(2, s.starting());
    for (var l : s.lords()) {
      assertEquals(Vector.of(3, 3, 3, 5), Vector.of(l.gold(), l.food(), l.imps(), l.evil()));
      assertEquals(Vector.of(S20, Square.of(2, 1), Square.of(2, 2)), l.tiles().map(Tile::square));
    }
    assertEquals(Vector.of(12, 12), s.monsterDecks().map(Vector::size));
    assertEquals(Vector.of(8, 8), s.roomDecks().map(Vector::size));
    assertEquals(Vector.of(16, 16), s.adventurerDecks().map(Vector::size));
    assertEquals(27, s.trapDeck().size());
    assertTrue(GAME.checkSetup(Setup.of(5, 1)).isDefined(), "DL-R2: 2-4 players");
    assertTrue(GAME.checkSetup(Setup.of(4, 1).withOption("first", "p9")).isDefined());
  }

  @Test
  @DisplayName("DL-R3 DL-R4 two face-down special events; 2 of 3 drawn orders become unavailable, revealed together")
  void unavailableOrders() {
    Table t = start(3, 11);
    assertEquals(2, t.s.specials().distinct().size());
    assertEquals(Vector.of(H, H), GAME.view(t.s, p("p1")).specials(), "nobody may look at them");
    assertEquals(Phase.UNAVAILABLE, t.s.phase());
    Vector<Order> drawn = t.lord("p1").drawn();
    t.act(new KeepOrder(p("p1"), drawn.get(1)));
    assertTrue(t.lord("p1").unavailable().isEmpty(), "nothing is revealed before all have chosen");
    t.act(GAME.legalActions(t.s, p("p2")).head()).act(GAME.legalActions(t.s, p("p3")).head());
    assertEquals(drawn.remove(drawn.get(1)).sorted(), t.lord("p1").unavailable());
    assertEquals(6, t.lord("p1").hand().size());
  }

  @Test
  @DisplayName("DL-R5 DL-R40 DL-R57 non-player lords: one with 3 players, A and B and an evil counter with 2, none with 4")
  void nonPlayers() {
    assertEquals(1, start(3, 1).s.nonPlayers().size());
    Table two = start(2, 1);
    assertEquals(Vector.of("A", "B"), two.s.nonPlayers().map(n -> n.name()));
    assertEquals(Option.of(5), two.s.nonPlayerEvil());
    assertEquals(2, two.s.nonPlayers().head().unavailable().size());
    assertTrue(start(4, 1).s.nonPlayers().isEmpty());
  }

  @Test
  @DisplayName("DL-R8 DL-R10 DL-R11 DL-R12 DL-R13 a year and a season begin: 4 combat cards, 3 monsters, 2 rooms, adventurers weakest first, next event face up")
  void seasonStart() {
    Table t = pastSetup(start(4, 5));
    DungeonLordsState s = t.s;
    assertEquals(4, s.combatCards().size());
    assertEquals(3, s.monsterOffer().size());
    assertEquals(2, s.roomOffer().size());
    Vector<String> group = s.waiting().head();
    assertEquals(4, group.size(), "4 adventurers with 4 players");
    assertEquals(group.sortBy(id -> dev.ply.games.dungeonlords.content.Adventurers.get(id).level()), group);
    assertEquals(1, s.eventsRevealed());
    DungeonLordsState spectator = GAME.view(s, PlayerId.SPECTATOR);
    assertEquals(s.monsterOffer(), spectator.monsterOffer(), "DL-R13: the offer is public");
    assertEquals(s.waiting(), spectator.waiting());
    assertEquals(s.eventTiles().head(), spectator.eventTiles().head());
    assertEquals(H, spectator.eventTiles().get(1));
    assertEquals(Vector.of(H, H, H, H), spectator.combatCards());
    assertEquals(3, pastSetup(start(3, 5)).s.waiting().head().size(), "3 with fewer players");
  }

  @Test
  @DisplayName("DL-R14 DL-R41 DL-R42 DL-R43 2 players: non-player lords reveal 2 orders, each player picks a 3rd; their minions go on II, then III, first")
  void nonPlayerOrders() {
    Table t = pastSetup(start(2, 3));
    assertEquals(Vector.of(2, 2), t.s.nonPlayers().map(n -> n.played().size()));
    Vector<Order> p1hand = t.lord("p1").hand();
    for (int i = 0; i < 3; i++) {
      t.act(new PickOrder(p("p1"), p1hand.get(i)));
    }
    assertTrue(t.legal("p1").forAll(a -> a instanceof PickNonPlayerOrder), "DL-R14: one card for the non-player lord");
    Order third = t.s.nonPlayers().head().hand().head();
    t.act(new PickNonPlayerOrder(p("p1"), third)).act(new Confirm(p("p1")));
    Vector<Order> p2hand = t.lord("p2").hand();
    for (int i = 0; i < 3; i++) {
      t.act(new PickOrder(p("p2"), p2hand.get(i)));
    }
    t.act(t.legal("p2").head()).act(new Confirm(p("p2")));
    assertEquals(3, t.s.nonPlayers().head().played().size());
    assertEquals(third, t.s.nonPlayers().head().played().last());
    for (var np : t.s.nonPlayers()) {
      for (Order o : np.played()) {
        boolean onIIorIII = t.s.spaces().get(o.ordinal() * 3 + 1).exists(x -> x.nonPlayer())
            || t.s.spaces().get(o.ordinal() * 3 + 2).exists(x -> x.nonPlayer());
        assertTrue(onIIorIII, "DL-R42: " + o + " on II or III");
        assertTrue(t.s.spaces().get(o.ordinal() * 3).forAll(x -> !x.nonPlayer()), "never on I");
      }
    }
  }

  @Test
  @DisplayName("DL-R41 DL-R44 3 players: the non-player reveals 3 orders; at return its 1st comes back and the other two are unavailable")
  void nonPlayerReturn() {
    Table t = pastSetup(start(3, 9));
    Vector<Order> played = t.s.nonPlayers().head().played();
    assertEquals(3, played.size());
    while (t.s.phase() != Phase.ORDERS || t.s.season() == 1) {
      t.act(GAME.legalActions(t.s, GAME.awaiting(t.s).head()).last());
    }
    var np = t.s.nonPlayers().head();
    assertEquals(played.tail().sorted(), np.unavailable());
    assertTrue(np.hand().contains(played.head()) || np.played().contains(played.head()), "the 1st order came back");
    assertFalse(np.hand().contains(played.get(1)) && np.hand().contains(played.get(2)));
  }

  @Test
  @DisplayName("DL-R18 DL-R33 a non-player minion on MONSTERS takes a space and nothing else")
  void nonPlayerTakesNothing() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(3).nonPlayerSpace(Order.MONSTERS, 2, 0)
        .space(Order.MONSTERS, 1, "p1").space(Order.ROOMS, 1, "p2").build()));
    Vector<String> offer = t.s.monsterOffer();
    assertEquals(Vector.of(p("p1")), GAME.awaiting(t.s).toVector(), "the non-player's space II is skipped");
    assertEquals(offer, t.s.monsterOffer());
  }

  @Test
  @DisplayName("DL-R24 REPUTATION I: evil −1 and a private look at a combat card")
  void spy() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).space(Order.REPUTATION, 1, "p1")
        .space(Order.ROOMS, 1, "p2").build()));
    t.act(new Execute(p("p1")));
    assertEquals(4, t.lord("p1").evil());
    assertEquals(Phase.SPYING, t.s.phase());
    t.act(new Spy(p("p1"), 2));
    Spied spied = (Spied) t.events.find(e -> e instanceof Spied).get();
    assertFalse(spied.visibility().visibleTo(p("p2")));
    assertEquals(t.s.combatCards().get(1), GAME.view(t.s, p("p1")).combatCards().get(1));
    assertEquals(H, GAME.view(t.s, p("p2")).combatCards().get(1));
    assertEquals(Vector.of(2), GAME.view(t.s, p("p2")).lord(0).spied(), "DECISION: the spied position is public");
  }

  @Test
  @DisplayName("DL-R29 DL-R29b DL-R34 traps: year 2 draws one more and discards one; an empty deck and discard skip the draw")
  void traps() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).year2().space(Order.TRAPS, 3, "p1")
        .space(Order.ROOMS, 1, "p2").build()));
    t.act(new Execute(p("p1")));
    assertEquals(3, t.lord("p1").traps().size(), "2 + 1 in year 2");
    assertEquals(Phase.TRAP_DISCARD, t.s.phase());
    t.act(t.legal("p1").head());
    assertEquals(2, t.lord("p1").traps().size());
    assertEquals(1, t.s.trapDiscard().size());
    DungeonLordsPositions pos = DungeonLordsPositions.players(4).space(Order.TRAPS, 2, "p1").space(Order.ROOMS, 1, "p2");
    for (Trap k : Trap.values()) {
      for (int i = 0; i < 3; i++) {
        pos.trap(i == 2 && k == Trap.PENDULUM ? "p3" : "p1", k);
      }
    }
    Table u = new Table(Stages.resolveActions(pos.build()));
    assertEquals(26, u.lord("p1").traps().size());
    u.act(new Execute(p("p1")));
    assertEquals(26, u.lord("p1").traps().size(), "DL-R29b: nothing to draw; DL-R34: no hand limit");
  }

  @Test
  @DisplayName("DL-R30 DL-R32 DL-R95 hiring: pay the cost, the tile leaves the offer; a Demon needs a monster to sacrifice, a Golem a trap")
  void hiring() {
    // year 2: the Demon and the Golem are year-2 monsters (DL-R10)
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).year2().monsterOffer("DEMON-2a", "GOLEM-2a", "TROLL-2a")
        .space(Order.MONSTERS, 3, "p1").space(Order.ROOMS, 1, "p2").build()));
    assertEquals(Vector.of(new Hire(p("p1"), "TROLL-2a", ""), new Decline(p("p1"))), t.legal("p1").toVector(),
        "no monster to sacrifice, no trap to discard");
    t.act(new Hire(p("p1"), "TROLL-2a", ""));
    assertEquals(0, t.lord("p1").food(), "2 food + 1 food on space III");
    assertEquals(Vector.of("DEMON-2a", "GOLEM-2a"), t.s.monsterOffer());
    assertEquals(1, t.lord("p1").trolls());
    Table u = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).year2().monsterOffer("DEMON-2a", "GOLEM-2a", "TROLL-2a")
        .monster("p1", "GOBLIN-1a").monster("p1", "GHOST-1a").trap("p1", Trap.PENDULUM)
        .space(Order.MONSTERS, 2, "p1").space(Order.ROOMS, 1, "p2").build()));
    assertTrue(u.legal("p1").contains(new Hire(p("p1"), "DEMON-2a", "GOBLIN-1a")));
    assertFalse(u.legal("p1").contains(new Hire(p("p1"), "DEMON-2a", "GHOST-1a")), "never a ghost");
    u.act(new Hire(p("p1"), "GOLEM-2a", "PENDULUM"));
    assertTrue(u.lord("p1").traps().isEmpty());
    assertEquals(2, u.lord("p1").gold());
  }

  @Test
  @DisplayName("DL-R35 DL-R36 DL-R37 DL-R38 production: a troll token stands in for an imp, the Magic Room's imp works at once, once a season in year 1")
  void production() {
    DungeonLordsState s = DungeonLordsPositions.players(4).tunnels("p1", Square.of(1, 1))
        .room("p1", Room.MAGIC_ROOM, Square.of(1, 1)).room("p1", Room.MINT, Square.of(2, 2))
        .monster("p1", "TROLL-1a").imps("p1", 3).space(Order.ROOMS, 1, "p2").build();
    Table t = new Table(Stages.resolveActions(s));
    t.act(new Decline(p("p2")));
    assertEquals(Phase.PRODUCTION, t.s.phase());
    assertTrue(t.legal("p1").contains(new Activate(p("p1"), Square.of(1, 1), 1, Square.of(1, 1))), "DL-R37: a troll token");
    t.act(new Activate(p("p1"), Square.of(1, 1), 0, Square.of(1, 1)));
    assertEquals(4, t.lord("p1").imps());
    assertEquals(2, t.lord("p1").availableImps(), "DL-R38: the new imp is available");
    assertFalse(t.legal("p1").exists(a -> a instanceof Activate ac && ac.room().equals(Square.of(1, 1))), "DL-R36: once a season");
    Activate mint = new Activate(p("p1"), Square.of(2, 2), 1, Square.of(2, 2));
    assertTrue(GAME.describe(GAME.view(t.s, p("p1")), mint).contains(" with 2 imps and 1 troll token"),
        GAME.describe(GAME.view(t.s, p("p1")), mint));
    t.act(mint);
    assertEquals(4, t.lord("p1").gold());
    assertTrue(t.words("DL-R35").last().contains(" with 2 imps and 1 troll token"), "the event names every worker: "
        + t.words("DL-R35").last());
  }

  @Test
  @DisplayName("DL-R50 DL-R52 DL-R92 payday in turn order; a Demon's sacrifice is not paid for and brings no evil; a ghost costs 1 evil")
  void paydayDemon() {
    Table t = new Table(Stages.event(DungeonLordsPositions.players(4).year2().season(2).starting("p2")
        .monster("p1", "GHOST-1a").monster("p2", "DEMON-2a").monster("p2", "GOBLIN-1a").build(), EventTile.PAYDAY));
    assertEquals(Vector.of(p("p2")), GAME.awaiting(t.s).toVector(), "DL-R50: the Starting Player first");
    t.act(new PayMonster(p("p2"), "DEMON-2a", "GOBLIN-1a"));
    assertEquals(6, t.lord("p2").evil(), "1 evil for the Demon, none for the Goblin");
    assertEquals(Vector.of("DEMON-2a"), t.lord("p2").lair().map(m -> m.tile()));
    assertTrue(t.legal("p1").contains(new PayMonster(p("p1"), "GHOST-1a", "")));
    t.act(new PayMonster(p("p1"), "GHOST-1a", ""));
    assertEquals(6, t.lord("p1").evil());
  }

  @Test
  @DisplayName("DL-R54 DL-R56 a special event: Scandal's evil brings the paladin; Ministry Banquet feeds everyone")
  void specialEvents() {
    Table t = new Table(Stages.event(DungeonLordsPositions.players(4).season(2).evil("p3", 8)
        .special(SpecialEvent.SCANDAL).build(), EventTile.SPECIAL));
    assertEquals(10, t.lord("p3").evil());
    assertEquals(Option.of(p("p3")), t.s.paladinHolder());
    Table u = new Table(Stages.event(DungeonLordsPositions.players(4).season(2).special(SpecialEvent.MINISTRY_BANQUET).build(),
        EventTile.SPECIAL));
    assertTrue(u.s.lords().forAll(l -> l.food() == 5));
  }

  @Test
  @DisplayName("DL-R55 Monster Strike: an unpaid monster is face down until the year ends")
  void monsterStrike() {
    Table t = new Table(Stages.event(DungeonLordsPositions.players(4).season(2).special(SpecialEvent.MONSTER_STRIKE)
        .monster("p1", "TROLL-1a").build(), EventTile.SPECIAL));
    t.act(new LetGo(p("p1"), "TROLL-1a"));
    assertFalse(t.lord("p1").monster("TROLL-1a").get().ready());
    assertEquals(1, t.lord("p1").lair().size(), "it stays in the lair");
  }

  @Test
  @DisplayName("DL-R57 DL-R59 DL-R62 2 players: the non-player counter rises 1 and its adventurer leaves the game; parties are public")
  void twoPlayerAdventurers() {
    Table t = new Table(Stages.adventurers(DungeonLordsPositions.players(2).season(2).evil("p1", 3).evil("p2", 4)
        .waiting("T1a", "P1c", "M1d").build()));
    assertEquals(Option.of(6), t.s.nonPlayerEvil());
    assertTrue(t.s.removed().contains("M1d"), "the strongest goes to the most evil: the non-player at 6");
    assertEquals(Vector.of("T1a"), GAME.view(t.s, PlayerId.SPECTATOR).lord(0).party().map(Fighter::id));
  }

  @Test
  @DisplayName("DL-R66 year 2 begins: the paladin goes to the most evil, ties to the last in turn order")
  void yearTwoPaladin() {
    DungeonLordsState s = DungeonLordsPositions.players(4).evil("p1", 12).evil("p3", 12).evil("p2", 11).year2().build();
    assertEquals(Option.of(p("p3")), s.paladinHolder());
    assertEquals("PAL2", s.lord(2).party().head().id());
  }

  @Test
  @DisplayName("DL-R68 DL-R70 a paladin arriving in combat keeps his damage and resumes a finished combat")
  void paladinInCombat() {
    DungeonLordsState s = DungeonLordsPositions.players(4).evil("p1", 10).evil("p2", 9).party("p1", "PAL1", "W1d")
        .damage("p1", "PAL1", 2).build();
    s = Stages.combat(s).state();
    assertFalse(s.lord(1).fighting(), "DL-R70: an empty party skips combat");
    assertEquals(Vector.of(p("p1")), GAME.awaiting(s).toVector());
    s = Stages.evil(s, p("p2"), 3).state();
    assertEquals(new Fighter("PAL1", 2, 0), s.lord(1).party().head());
    assertTrue(s.lord(1).fighting());
  }

  @Test
  @DisplayName("DL-R71 DL-R100 DL-R73 DL-R74 DL-R75 DL-R75b planning: the nearest unconquered tile, conquered ones passable; hidden until revealed")
  void planning() {
    Table t = new Table(Stages.combat(DungeonLordsPositions.players(4).party("p1", "W1a").party("p2", "W1b")
        .conquered("p1", S20).tunnels("p1", Square.of(1, 1)).monster("p1", "GOBLIN-1a").exhausted("p1", "GOBLIN-1a")
        .party("p3", "T1a").conquered("p3", S20).conquered("p3", Square.of(2, 1)).conquered("p3", Square.of(2, 2))
        .prison("p3", "W1c").build()));
    assertEquals(Vector.of(new ChooseTile(p("p1"), Square.of(2, 1))), t.legal("p1").toVector(), "(2,1) at distance 2; (1,1) at 3");
    t.act(new ChooseTile(p("p1"), Square.of(2, 1)));
    assertTrue(t.s.window().get().hasCommitted(p("p1")), "DL-R74: the exhausted Goblin cannot be added: auto-confirmed");
    assertEquals(Vector.of(new Release(p("p3"), "W1c")), t.legal("p3").toVector(), "DL-R73");
    DungeonLordsState v = GAME.view(t.s, p("p2"));
    assertTrue(v.window().get().choiceOf(p("p1")).isEmpty(), "DL-R75: hidden until revealed");
    t.act(new Release(p("p3"), "W1c"));
    t.act(new ChooseTile(p("p2"), S20));
    assertTrue(t.s.removed().contains("W1c"));
    assertTrue(t.lord("p1").tileAt(Square.of(2, 1)).get().conquered());
  }

  @Test
  @DisplayName("DL-R75 a committed plan shows how many traps and which monsters, not the tile or the traps")
  void announcedPlan() {
    Table t = new Table(Stages.combat(DungeonLordsPositions.players(4).party("p1", "W1d").party("p2", "W1c")
        .tunnels("p1", Square.of(1, 0)).trap("p1", Trap.PENDULUM).monster("p1", "GOBLIN-1a").build()));
    t.act(new ChooseTile(p("p1"), S20)).act(new AddTrap(p("p1"), "PENDULUM")).act(new AddMonster(p("p1"), "GOBLIN-1a"));
    DungeonLordsState v = GAME.view(t.s, p("p2"));
    var shown = v.plans().get(0).get();
    assertEquals(Vector.of(H), shown.traps());
    assertEquals(Vector.of("GOBLIN-1a"), shown.monsters());
    assertTrue(shown.tile().isEmpty(), "the tile stays secret until the reveal");
    assertTrue(v.window().get().choiceOf(p("p1")).isEmpty());
    DungeonLordsState d = GAME.determinize(v, p("p2"), dev.ply.core.RandomSource.seeded(3));
    var dealt = d.window().get().choiceOf(p("p1")).get();
    assertEquals(Vector.of("GOBLIN-1a"), dealt.monsters(), "determinize agrees with what was shown");
    assertEquals(1, dealt.traps().size());
  }

  @Test
  @DisplayName("DL-R75 setting a trap reads \"set a trap\" in another lord's view, by its name in one's own")
  void trapWordsFollowTheView() {
    DungeonLordsState s = Stages.combat(DungeonLordsPositions.players(4).party("p1", "W1d").party("p2", "W1c")
        .trap("p1", Trap.PENDULUM).build()).state();
    AddTrap pendulum = new AddTrap(p("p1"), "PENDULUM");
    assertEquals("set a Pendulum on the battle tile", GAME.describe(GAME.view(s, p("p1")), pendulum));
    assertEquals("set a trap on the battle tile", GAME.describe(GAME.view(s, p("p2")), pendulum));
    assertEquals("set a trap on the battle tile", GAME.describe(GAME.view(s, PlayerId.SPECTATOR), pendulum));
  }

  @Test
  @DisplayName("DL-R75 another lord sees nothing of a plan still being drafted: no tile, no trap, no monster, no count")
  void draftIsHidden() {
    Table t = new Table(Stages.combat(DungeonLordsPositions.players(4).party("p1", "W1d").party("p2", "W1c")
        .tunnels("p1", Square.of(1, 0)).trap("p1", Trap.PENDULUM)
        .monster("p1", "GOBLIN-1a").monster("p1", "GHOST-1a").build()));
    DungeonLordsState before = GAME.view(t.s, p("p2"));
    t.act(new ChooseTile(p("p1"), S20)).act(new AddTrap(p("p1"), "PENDULUM"));
    assertFalse(t.s.window().get().hasCommitted(p("p1")), "a ghost and the Goblin may still be added: still a draft");
    for (String other : new String[] {"p2", "p3", "p4"}) {
      DungeonLordsState v = GAME.view(t.s, p(other));
      assertTrue(v.drafts().get(p("p1")).isEmpty(), "DL-R75: the draft is p1's alone");
      assertTrue(v.plans().get(0).isEmpty(), "DL-R75: nothing is announced before the plan is committed");
    }
    assertEquals(before, GAME.view(t.s, p("p2")), "DL-R75: drafting changes nothing another lord sees");
    t.act(new Confirm(p("p1")));
    var shown = GAME.view(t.s, p("p2")).plans().get(0).get();
    assertEquals(Vector.of(H), shown.traps(), "DL-R75: once committed, the number of traps is public, not which");
    assertTrue(shown.monsters().isEmpty() && shown.tile().isEmpty());
  }

  static Table battle(DungeonLordsPositions pos, DungeonLordsAction... plan) {
    return ScenarioTest.battle(pos, plan);
  }

  @Test
  @DisplayName("DL-R77 DL-R78 DL-R82 a trap in a room costs 1 gold; without it the trap is discarded; extra damage is lost")
  void trapInRoom() {
    Table t = battle(DungeonLordsPositions.players(4).room("p1", Room.CHICKEN_COOP, S20).party("p1", "W1a", "W1b")
        .trap("p1", Trap.ROLLING_STONE).combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "ROLLING_STONE"));
    assertEquals(2, t.lord("p1").gold());
    assertTrue(t.lord("p1").prison().contains("W1a"));
    assertEquals(0, ScenarioTest.member(t, "p1", "W1b").damage(), "DL-R82: the 4th point is lost");
    assertEquals(1, t.s.combatRevealed(), "DL-R77");
    Table u = battle(DungeonLordsPositions.players(4).gold("p1", 0).room("p1", Room.CHICKEN_COOP, S20).party("p1", "W1a")
        .trap("p1", Trap.ROLLING_STONE).combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "ROLLING_STONE"));
    assertTrue(u.lord("p1").prison().isEmpty(), "DECISION: unpaid, discarded without effect");
    assertTrue(u.s.trapDiscard().contains("ROLLING_STONE"));
  }

  @Test
  @DisplayName("DL-R80 §6.6 anti-trap never prevents the killing amount of a Poisoned Meal")
  void poisonedMealIgnoresAntiTrap() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "T1b", "W1b").trap("p1", Trap.POISONED_MEAL)
        .combatCard(1, CombatCard.INVISIBILITY), new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "POISONED_MEAL"));
    assertEquals(2, t.lord("p1").food(), "§6.6: the meal costs 1 food");
    assertTrue(t.lord("p1").prison().contains("T1b"), "DL-R80: his own 2 anti-trap do not save the thief");
    assertEquals(0, ScenarioTest.member(t, "p1", "W1b").damage());
  }

  @Test
  @DisplayName("DL-R80 DL-R81 a Poisoned Meal uses up none of the anti-trap total a Labyrinth's second trap meets")
  void poisonedMealLeavesAntiTrap() {
    Table t = battle(DungeonLordsPositions.players(4).year2().room("p1", Room.LABYRINTH, S20)
        .party("p1", "W2a", "T2a").trap("p1", Trap.POISONED_MEAL).trap("p1", Trap.ROLLING_STONE)
        .combatCard(1, CombatCard.DIMENSIONAL_GATE), new ChooseTile(p("p1"), S20),
        new AddTrap(p("p1"), "POISONED_MEAL"), new AddTrap(p("p1"), "ROLLING_STONE"));
    t.act(new FirstTrap(p("p1"), "POISONED_MEAL"));
    assertEquals(Vector.of("W2a 5", "T2a 2"), ScenarioTest.trapDamage(t),
        "DL-R80: the meal kills the warrior in front; DL-R81: the thief's 2 anti-trap are all left against the Rolling Stone's 4");
    assertTrue(t.lord("p1").prison().contains("W2a"));
  }

  @Test
  @DisplayName("DL-R83 DL-R84 DL-R85 Word of Peace: cast with enough magic, withdraws monsters but not ghosts, which stay ready")
  void wordOfPeace() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "M1b", "W1d").monster("p1", "GOBLIN-1a")
        .monster("p1", "GHOST-1a").combatCard(1, CombatCard.WORD_OF_PEACE),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "GOBLIN-1a"), new AddMonster(p("p1"), "GHOST-1a"));
    assertEquals(Vector.of(new SpellChoice(p("p1"), "withdraw"), new SpellChoice(p("p1"), "evil")), t.legal("p1").toVector());
    t.act(new SpellChoice(p("p1"), "withdraw"));
    assertTrue(t.lord("p1").monster("GOBLIN-1a").get().ready(), "DL-R85: withdrawn, ready");
    assertTrue(t.legal("p1").forAll(a -> a instanceof AttackWith aw && aw.monster().equals("GHOST-1a")), "the Ghost stays");
  }

  @Test
  @DisplayName("DL-R83 DL-R84 DL-R23 Suggestion: the lord pays a monster's upkeep, evil as a cost, or withdraws it; never a ghost")
  void suggestion() {
    // Suggestion is a year-1 card, so a Demon or a Golem (year 2) never meets it: a Vampire's 2 evil it is
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "M1b", "W1d").monster("p1", "VAMPIRE-1a")
        .monster("p1", "GHOST-1a").combatCard(1, CombatCard.SUGGESTION),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "VAMPIRE-1a"), new AddMonster(p("p1"), "GHOST-1a"));
    assertEquals(Vector.of(new SpellChoice(p("p1"), "pay:VAMPIRE-1a"), new SpellChoice(p("p1"), "withdraw:VAMPIRE-1a")),
        t.legal("p1").toVector(), "never the ghost");
    t.act(new SpellChoice(p("p1"), "pay:VAMPIRE-1a"));
    assertEquals(7, t.lord("p1").evil());
    assertTrue(t.legal("p1").exists(a -> a instanceof AttackWith aw && aw.monster().equals("VAMPIRE-1a")));
  }

  @Test
  @DisplayName("DL-R83 a spell needs the party's magic; the Antimagic Room stops it")
  void spellNeedsMagic() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "M1b", "W1d").combatCard(1, CombatCard.DETECT_EVIL),
        new ChooseTile(p("p1"), S20));
    assertEquals(7, t.lord("p1").evil(), "Detect Evil cast with 2 magic");
    Table u = battle(DungeonLordsPositions.players(4).party("p1", "M1a", "W1d").combatCard(1, CombatCard.DETECT_EVIL),
        new ChooseTile(p("p1"), S20));
    assertEquals(5, u.lord("p1").evil(), "1 magic is not enough");
    Table w = battle(DungeonLordsPositions.players(4).year2().room("p1", Room.ANTIMAGIC_ROOM, S20).party("p1", "M2c", "W2d")
        .combatCard(1, CombatCard.REGENERATION).damage("p1", "W2d", 1), new ChooseTile(p("p1"), S20));
    assertEquals(1, ScenarioTest.member(w, "p1", "W2d").damage(), "no Regeneration in the Antimagic Room");
    assertEquals(3, ScenarioTest.member(w, "p1", "M2c").damage(), "fatigue 3 on the first");
  }

  @Test
  @DisplayName("DL-R86b DL-R76 a Golem stays ready but attacks once a round")
  void golemOnce() {
    // year 2: the Golem is a year-2 monster (DL-R10); Aura of Fear is not cast (no magic in the party)
    Table t = battle(DungeonLordsPositions.players(4).year2().party("p1", "W2d", "W2c").monster("p1", "GOLEM-2a")
        .combatCard(1, CombatCard.AURA_OF_FEAR), new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "GOLEM-2a"));
    t.act(new AttackWith(p("p1"), "GOLEM-2a", 0, 0, 0));
    assertTrue(t.lord("p1").monster("GOLEM-2a").get().ready());
    assertEquals(2, t.s.round(), "the monster step ended after its one attack");
  }

  @Test
  @DisplayName("DL-R87 DL-R96 a Slime's prevention is not an attack, so no healing; an attack lets priests heal")
  void attackAndHealing() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "W1d", "P1b").damage("p1", "W1d", 2)
        .monster("p1", "SLIME-1a").combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "SLIME-1a"));
    t.act(new AttackWith(p("p1"), "SLIME-1a", 1, 0, 0));
    assertEquals(2, ScenarioTest.member(t, "p1", "W1d").damage());
    Table u = battle(DungeonLordsPositions.players(4).party("p1", "W1d", "P1b").damage("p1", "W1d", 2)
        .monster("p1", "SLIME-1a").combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "SLIME-1a"));
    u.act(new AttackWith(p("p1"), "SLIME-1a", 0, 0, 0));
    assertEquals(1, ScenarioTest.member(u, "p1", "W1d").damage(), "3 - 2 healed");
    assertEquals(1, ScenarioTest.member(u, "p1", "P1b").damage(), "front-most first");
  }

  @Test
  @DisplayName("DL-R88 DL-R89 the Training Room adds 1 per damage amount; the Troll's second option needs food")
  void trainingRoom() {
    Table t = battle(DungeonLordsPositions.players(4).year2().food("p1", 0).room("p1", Room.TRAINING_ROOM, S20)
        .party("p1", "W2d").monster("p1", "TROLL-2a").combatCard(1, CombatCard.DIMENSIONAL_GATE),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "TROLL-2a"));
    assertEquals(Vector.of(new AttackWith(p("p1"), "TROLL-2a", 0, 0, 0)), t.legal("p1").toVector(), "no food for option b");
    t.act(new AttackWith(p("p1"), "TROLL-2a", 0, 0, 0));
    assertEquals(4 + 3, ScenarioTest.member(t, "p1", "W2d").damage(), "3 + 1, then fatigue 3");
  }

  @Test
  @DisplayName("DL-R90 DL-R94 any number of ghosts beside the one monster of a tunnel; a Vampire never targets a priest")
  void ghostsAndVampires() {
    Table t = new Table(Stages.combat(DungeonLordsPositions.players(4).party("p1", "P1a", "W1d")
        .monster("p1", "VAMPIRE-1a").monster("p1", "GHOST-1a").monster("p1", "GHOST-1b").combatCard(1, CombatCard.INVISIBILITY).build()));
    t.act(new ChooseTile(p("p1"), S20)).act(new AddMonster(p("p1"), "VAMPIRE-1a")).act(new AddMonster(p("p1"), "GHOST-1a"))
        .act(new AddMonster(p("p1"), "GHOST-1b"));
    assertTrue(t.s.plans().get(0).isDefined(), "three on one tunnel");
    assertFalse(t.legal("p1").exists(a -> a instanceof AttackWith aw && aw.monster().startsWith("VAMPIRE") && aw.target() == 0),
        "the priest in front cannot be the Vampire's target");
  }

  @Test
  @DisplayName("DL-R102 DL-R103 DL-R104 DL-R104b DL-R105 combat ends after 4 rounds; survivors leave; year 2 carries everything over")
  void yearEnd() {
    DungeonLordsState s = DungeonLordsPositions.players(4).party("p1", "W1d").gold("p1", 7).penalties("p1", 1)
        .monster("p2", "GOBLIN-1a").exhausted("p2", "GOBLIN-1a").unavailable("p1", Order.FOOD, Order.GOLD)
        .combatCard(1, CombatCard.INVISIBILITY).combatCard(2, CombatCard.FIST_OF_JUSTICE)
        .combatCard(3, CombatCard.DETECT_TREASURE).combatCard(4, CombatCard.FIREBALL).starting("p2")
        .season(4).waiting().build(); // Autumn: every group has arrived (DL-R11)
    Table t = new Table(Stages.combat(s));
    for (int round = 0; round < 4 && t.s.year() == 1; round++) {
      t.act(t.legal("p1").head());
      while (t.s.phase() == Phase.PLANNING && t.legal("p1").nonEmpty() && t.s.year() == 1) {
        t.act(t.legal("p1").last());
      }
    }
    assertEquals(2, t.s.year(), "DL-R104");
    assertTrue(t.s.removed().contains("W1d"), "DL-R102: the survivor left");
    assertTrue(t.s.removed().contains("PAL1"), "DL-R105: the year-1 paladin never returns");
    assertTrue(t.lord("p2").monster("GOBLIN-1a").get().ready(), "DL-R103");
    assertEquals(1, t.s.starting(), "DL-R104: the same Starting Player");
    assertEquals(1, t.lord("p1").penalties(), "DL-R104b");
    assertEquals(Vector.of(Order.FOOD, Order.GOLD), t.lord("p1").unavailable(), "DL-R104b: order cards carry over");
  }

  @Test
  @DisplayName("DL-R110 DL-R111 DL-R93 scoring: rooms, conquests, monsters and ghosts, prisoners, penalties, scoring rooms, titles")
  void scoring() {
    DungeonLordsState s = DungeonLordsPositions.players(2).year2().tunnels("p1", Square.of(1, 1))
        .room("p1", Room.CHAPEL, Square.of(1, 1)).conquered("p1", S20).monster("p1", "GHOST-1a").monster("p1", "VAMPIRE-1a")
        .prison("p1", "W1a").penalties("p1", 1).monster("p2", "GOBLIN-1a").build();
    // +2 room, -2 conquered, +2 monsters, +2 prisoner, -3 penalty, Chapel +2 +2
    assertEquals(2 - 2 + 2 + 2 - 3 + 4, Scoring.base(s.lord(0)));
    int[] titles = Scoring.titles(s.lords());
    // p1: Halls 3, Battle 3; Monsters tie 2 (ghost not counted); Tunnels: p1 2 vs p2 3 -> p2; Imps, Riches, Dark Deeds tie 2 each
    assertEquals(3 + 3 + 2 + 2 + 2 + 2, titles[0]);
    assertEquals(2 + 3 + 2 + 2 + 2, titles[1]);
  }

  @Test
  @DisplayName("DL-R111 DL-R22 the rules text names every order, monster, room, trap, combat card and special event")
  void rulesText() {
    var text = GAME.rulesText();
    // orders, monsters, rooms, traps, combat cards, special events, 2 event tiles, 4 classes, 32 adventurers and
    // 2 paladins, 4 words of the game (imp, troll token, evil, penalty token)
    assertEquals(8 + 9 + 16 + 9 + 18 + 9 + 2 + 4 + 34 + 4, text.terms().size());
    assertTrue(text.goal().contains("Dark Deeds"));
    assertTrue(text.terms().exists(t -> t.name().equals("Rolling Stone") && t.text().contains("4 damage")));
    assertEquals(Vector.of("first"), GAME.descriptor().options().map(o -> o.name()).toVector());
  }

  @Test
  @DisplayName("DL-R112 the winner has the most points; ties go to more prisoners, then fewer penalty tokens")
  void winner() {
    DungeonLordsState s = DungeonLordsPositions.players(2).prison("p2", "W1a").build();
    DungeonLordsState over = dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState.copyOf(s)
        .withPhase(Phase.GAME_OVER).withScores(Vector.of(10, 10));
    assertEquals(Vector.of(p("p2")), GAME.outcome(over).get().winners().toVector());
    DungeonLordsState tied = dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState.copyOf(
        DungeonLordsPositions.players(2).build()).withPhase(Phase.GAME_OVER).withScores(Vector.of(10, 10));
    assertEquals(2, GAME.outcome(tied).get().winners().size(), "a shared win");
  }
}
