package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P3;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Outcome;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setup, turn order, movement details, Town bookkeeping, the bank and the safety caps. */
class CoreRulesTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  @Test
  @DisplayName("DG-R1 2 to 4 players")
  void playerCount() {
    assertTrue(GAME.checkSetup(Setup.of(1, 1)).isDefined());
    assertTrue(GAME.checkSetup(Setup.of(5, 1)).isDefined());
    assertTrue(GAME.checkSetup(Setup.of(4, 1)).isEmpty());
    assertTrue(GAME.checkSetup(Setup.of(2, 1).withOption("maxRounds", "x")).isDefined());
  }

  @Test
  @DisplayName("DG-R2 DG-R3 DG-R4 setup: shuffled decks, a store of 3, everyone in Town with 3 HP and no coins")
  void setup() {
    DgState s = GAME.start(Setup.of(4, 5));
    assertEquals(Vector.of(7, 7, 7, 6), s.decks().map(Vector::size));
    // DG-R2: each deck shuffled on its own; two seeds deal different orders
    DgState other = GAME.start(Setup.of(4, 6));
    for (int d = 0; d < 4; d++) {
      assertEquals(dev.ply.games.desperategods.content.Cards.deck(d).sorted(), s.decks().get(d).sorted(), "deck " + d + " holds its own cards");
    }
    assertTrue(!s.decks().equals(other.decks()) && !s.townDeck().equals(other.townDeck()), "the decks are shuffled by the seed");
    assertEquals(3, s.store().filter(Option::isDefined).size());
    assertEquals(14, s.townDeck().size());
    for (PlayerState p : s.players()) {
      assertEquals(0, p.square());
      assertEquals(3, p.hp());
      assertEquals(0, p.coins());
      assertTrue(p.items().isEmpty() && p.victory().isEmpty());
      assertFalse(p.counterClockwise() || p.bound() || p.explorerBonus());
    }
    assertEquals(300, s.bank());
    assertEquals(0, s.limbo());
    assertTrue(s.townDiscard().isEmpty() && s.removed().isEmpty());
    assertEquals(Option.none(), s.puppeteer());
    assertEquals(1, s.round());
  }

  @Test
  @DisplayName("DG-R5 DG-R6 roll-off: the tied highest roll again; play goes in seat order from the winner")
  void rollOff() {
    int[] draws = new int[39 + 5];
    int[] rolls = Scenario.toDraws(4, 6, 6, 2, 5);
    System.arraycopy(rolls, 0, draws, 39, 5);
    Setup setup = Setup.of(3, 1).withRandom(RandomSource.scripted(draws));
    DgState s = GAME.start(setup);
    assertEquals(2, s.active());
    assertEquals(2, s.first());
    assertEquals(new Step.PreRoll(2), top(s));
  }

  @Test
  @DisplayName("DG-R5 a roll-off still tied after 20 re-rolls goes to the lowest tied seat")
  void rollOffCap() {
    int[] draws = new int[39 + 42];
    Arrays.fill(draws, 39, draws.length, 3);
    DgState s = GAME.start(Setup.of(2, 1).withRandom(RandomSource.scripted(draws)));
    assertEquals(0, s.active());
  }

  @Test
  @DisplayName("DG-R11 DG-R105 a scenario from a real setup replays equal to the live game at every step")
  void scenarioFromSetup() {
    var sc = Scenario.given(GAME, Setup.of(2, 3));
    dev.ply.core.PlayerId who = GAME.awaiting(sc.state()).head();
    var t = sc.faces(5, 2).play(new RollMove(who)).when(new ChooseDie(who, 0));
    assertEquals(Board.find("O05").get(), t.state().players().find(p -> p.id().equals(who)).get().square());
    assertEquals(Vector.of(new RollMove(who)), GAME.legalActions(t.state(), who), "the Meadow's extra turn");
  }

  @Test
  @DisplayName("DG-R11 doubles: with no potion the die choice resolves by itself; with one, keep the die or drink")
  void doublesResolveByThemselves() {
    var t = given(DesperateGodsPositions.players(2).build()).faces(5, 5).when(new RollMove(P1));
    assertEquals(Board.find("O05").get(), t.accepted().state().player(0).square(), "the 5 was kept without asking");
    assertEquals(new Step.PreRoll(0), top(t.state()), "the Meadow's extra turn, no die choice on the way");
    var potion = given(DesperateGodsPositions.players(2).items(P1, "T-04").build()).faces(5, 5).play(new RollMove(P1));
    assertEquals(Vector.of(new ChooseDie(P1, 0), new UsePotion(P1)), GAME.legalActions(potion.state(), P1));
    assertEquals("DG-R11", potion.when(new ChooseDie(P1, 1)).rejected(Rejection.ILLEGAL_ACTION).rule().get());
  }

  @Test
  @DisplayName("DG-R6 the turn passes in seat order and the round grows when play wraps to the first player")
  void turnOrder() {
    DgState s = DesperateGodsPositions.players(3).active(P3).pending(new Step.TurnEnd()).dice().start().state();
    assertEquals(0, s.active());
    assertEquals(2, s.round());
  }

  @Test
  @DisplayName("DG-R10 moving is compulsory: without scrolls the only pre-roll choice is to roll")
  void compulsoryMove() {
    assertEquals(Vector.of(new RollMove(P1)), GAME.legalActions(DesperateGodsPositions.players(2).build(), P1));
  }

  @Test
  @DisplayName("DG-R15 passing Town: stop (a Town visit) or continue")
  void townStop() {
    var sc = given(DesperateGodsPositions.players(2).at(P1, "O26").build()).faces(4, 6).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(Vector.of(new StopInTown(P1), new ContinuePast(P1)), GAME.legalActions(sc.state(), P1));
    DgState stop = sc.when(new StopInTown(P1)).accepted().state();
    assertEquals(0, stop.player(0).square());
    assertEquals(new Step.TownWindow(0), top(stop));
    DgState go = sc.when(new ContinuePast(P1)).accepted().state();
    assertEquals(Board.find("O02").get(), go.player(0).square());
  }

  @Test
  @DisplayName("DG-R16 DG-R14 forced moves follow the ring, never a bridge")
  void forcedMoveNoBridge() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "O13").pending(new Step.ForcedMove(0, 1, false, "DG-R16"), new Step.TurnEnd()).dice(3).start().state();
    assertEquals(Board.find("O16").get(), s.player(0).square());
  }

  @Test
  @DisplayName("DG-R20 an encounter opens on the last square of a move, not on the starting square")
  void encounterSquares() {
    var sc = given(DesperateGodsPositions.players(2).at(P2, "O02").build()).faces(2, 6).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(new Step.Encounter(0, 1, false, false, false), top(sc.state()));
    DgState after = sc.play(new Pass(P1), new Pass(P2)).state();
    assertTrue(top(after) instanceof Step.PickCard, "the landing square resolves after the encounter");
    var start = given(DesperateGodsPositions.players(2).at(P2, "O00").build()).faces(2, 6).play(new RollMove(P1)).when(new ChooseDie(P1, 0));
    assertFalse(start.has(DgEvent.EncounterOpened.class));
  }

  @Test
  @DisplayName("DG-R24 one encounter per pair per move, even when the move passes the same player twice")
  void oneEncounterPerMove() {
    var sc = given(DesperateGodsPositions.players(2).at(P1, "I00").at(P2, "I01").build()).faces(6, 1).play(new RollMove(P1));
    var t = sc.when(new ChooseDie(P1, 0));
    assertEquals(1, t.events(DgEvent.EncounterOpened.class).size());
    DgState s = t.next().play(new Pass(P1), new Pass(P2), new Ring(P1)).state();
    assertEquals(Board.ALTAR, s.player(0).square());
    assertEquals(1, s.player(0).hp(), "landed on the Altar after passing P2 twice");
  }

  @Test
  @DisplayName("DG-R27 DG-R98a DG-R98 a PvP combat stops after 20 rounds with no winner")
  void pvpCap() {
    Step.Pvp last = new Step.Pvp(0, 1, 20, Step.PvpStage.APPLY, Vector.of(3), Vector.of(3), false, false,
        Vector.empty(), Vector.empty(), Step.Hit.PREVENTED, Step.Hit.PREVENTED, false, Option.none());
    var s = DesperateGodsPositions.players(2).coins(P1, 1).coins(P2, 1).pending(last, new Step.TurnEnd()).dice().start().state();
    assertEquals(1, s.active());
    assertEquals(1, s.player(0).coins());
    assertEquals(3, s.player(0).hp());
  }

  @Test
  @DisplayName("DG-R98b after the 10th Golem re-fight is won the win stands without a roll")
  void golemCap() {
    Step.Fight f = new Step.Fight(0, "W-5", Step.FightKind.MONSTER, Option.none(), 10, Step.FightStage.COMPARE, Vector.of(6),
        false, Vector.empty());
    DgState s = DesperateGodsPositions.players(2).inPlay("W-5").pending(f, new Step.TurnEnd()).dice().start().state();
    assertEquals(Vector.of("W-5"), s.player(0).victory());
    assertEquals(2, s.player(0).coins());
  }

  @Test
  @DisplayName("DG-R98c the 21st forced move or relocation of a turn is skipped entirely")
  void forcedCap() {
    DesperateGodsPositions p = DesperateGodsPositions.players(2).at(P1, "O12");
    p.forcedMoves(20);
    DgState s = p.pending(new Step.ResolveSquare(0, Board.find("O12").get()), new Step.TurnEnd()).dice().start().state();
    assertEquals(Board.find("O12").get(), s.player(0).square());
    assertEquals(3, s.player(0).hp(), "none of the Trap Door's damage");
    assertEquals(1, s.active());
  }

  @Test
  @DisplayName("DG-R98d DG-R9 at most 10 consecutive extra turns")
  void extraTurnCap() {
    DesperateGodsPositions p = DesperateGodsPositions.players(2).turns(P1, 0, 1);
    p.extraChain(10);
    DgState s = p.pending(new Step.TurnEnd()).dice().start().state();
    assertEquals(1, s.active());
    assertEquals(0, s.player(0).extraTurns());
    DesperateGodsPositions q = DesperateGodsPositions.players(2).turns(P1, 0, 2);
    DgState t = q.pending(new Step.TurnEnd()).dice().start().state();
    assertEquals(0, t.active());
    assertEquals(1, t.player(0).extraTurns());
  }

  @Test
  @DisplayName("DG-R91 the game ends at the end of round MAX_ROUNDS and is scored normally")
  void roundCap() {
    DesperateGodsPositions p = DesperateGodsPositions.players(2).active(P2).victory(P2, "W-2");
    p.maxRounds(1);
    DgState s = p.pending(new Step.TurnEnd()).dice().start().state();
    assertTrue(s.over());
    assertEquals("ROUND_CAP", s.ending().get().reason());
    assertEquals(Vector.of(P2), GAME.outcome(s).get().winners());
  }

  @Test
  @DisplayName("DG-R93 ties: coins, then the number of victory cards, then a shared win")
  void tieBreaks() {
    DgState cards = DesperateGodsPositions.players(2).victory(P1, "W-2", "L1-1").victory(P2, "W-4").coins(P1, 1).coins(P2, 1)
        .deck("W").deck("L1").deck("L2").deck("L3").pending(new Step.TurnEnd()).dice().start().state();
    assertEquals(Vector.of(P1), GAME.outcome(cards).get().winners(), "2 VP each, 1 coin each: 2 cards beat 1");
    DgState shared = DesperateGodsPositions.players(3).victory(P1, "W-2").victory(P2, "W-4").deck("W").deck("L1").deck("L2").deck("L3")
        .pending(new Step.TurnEnd()).dice().start().state();
    Outcome o = GAME.outcome(shared).get();
    assertEquals(Vector.of(P1, P2), o.winners());
    assertEquals(DesperateGodsPositions.P3, o.ranking().last());
  }

  @Test
  @DisplayName("DG-R34 DG-R33 fewer cards than asked: draw what exists, going deeper when the shallow decks are empty")
  void fewerCards() {
    DgState s = DesperateGodsPositions.players(2).deck("W", "W-2").deck("L1").deck("L2").deck("L3", "L3-5").at(P1, "O04")
        .pending(new Step.ResolveSquare(0, 4), new Step.TurnEnd()).dice().start().state();
    assertEquals(Vector.of("W-2", "L3-5"), ((Step.PickCard) top(s)).cards());
  }

  @Test
  @DisplayName("DG-R35 §8 a view hides the deck orders and the random source, nothing else")
  void view() {
    DgState s = GAME.start(Setup.of(3, 9));
    DgState v = GAME.view(s, P1);
    assertEquals(RandomSource.sealed(), v.random());
    assertEquals(s.players(), v.players());
    assertEquals(s.store(), v.store());
    assertEquals(s.decks().map(d -> d.sorted()), v.decks().map(d -> d.sorted()));
    assertEquals(v, GAME.view(GAME.determinize(v, P1, RandomSource.seeded(3)), P1));
  }

  @Test
  @DisplayName("DG-R58 DG-R60 bought items go to the end of the equipment; an empty Town deck is reshuffled")
  void townDeckReshuffle() {
    DgState s = DesperateGodsPositions.players(2).coins(P1, 5).items(P1, "T-09").store("T-01", "T-02", "T-03").townDeck()
        .pending(new Step.TownWindow(0), new Step.TurnEnd()).build();
    assertEquals(13, s.townDiscard().size());
    var t = given(s).when(new Buy(P1, 2));
    assertEquals(Vector.of(Item.T09, Item.T02), t.state().player(0).items());
    assertTrue(t.has(DgEvent.DeckShuffled.class));
    assertEquals(3, t.state().store().filter(Option::isDefined).size());
    assertTrue(t.state().townDiscard().isEmpty());
  }

  @Test
  @DisplayName("DG-R62 DG-R57 buying happens only in one's own Town visit, with enough coins")
  void buyingOnlyInTown() {
    Rejection r = given(DesperateGodsPositions.players(2).coins(P1, 9).build()).when(new Buy(P1, 1)).rejected(Rejection.ILLEGAL_ACTION);
    assertEquals("DG-R62", r.rule().get());
    assertTrue(r.message().contains("own Town visit"), r.message());
    DgState town = DesperateGodsPositions.players(2).coins(P1, 0).store("T-09", "T-01", "T-02").pending(new Step.TownWindow(0), new Step.TurnEnd()).build();
    Rejection poor = given(town).when(new Buy(P1, 1)).rejected("NOT_ENOUGH_COINS");
    assertEquals("DG-R57", poor.rule().get());
    assertEquals("Unflinching Sword costs 9 coins; you have 0", poor.message());
  }

  @Test
  @DisplayName("DG-R63 DG-R64 coins are integer units; a short bank pays what it has")
  void shortBank() {
    DgState s = CardScenariosTest.draws(DesperateGodsPositions.players(2).coins(P2, 299), "L1", "L1-1", 4);
    assertEquals(1, s.player(0).coins());
    assertEquals(0, s.bank());
  }

  @Test
  @DisplayName("DG-R99 DG-R51 a dead player stays in the game and plays from Town")
  void noElimination() {
    DgState s = CardScenariosTest.draws(DesperateGodsPositions.players(2).hp(P1, 1), "L3", "L3-3", 1);
    assertEquals(1, s.active());
    DgState next = given(s).faces(1, 1).when(new RollMove(P2)).accepted().state();
    assertEquals(new Step.PreRoll(0), top(next));
    assertEquals(0, next.player(0).square());
  }

  @Test
  @DisplayName("DG-R22b TRADE_START needs something to trade; each player drafts once per encounter")
  void tradeStartNeedsSomething() {
    var sc = given(DesperateGodsPositions.players(2).at(P2, "O01").build()).faces(1, 6).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(Vector.of(new DgAction.Fight(P1), new Pass(P1)), GAME.legalActions(sc.state(), P1));
    var rich = given(DesperateGodsPositions.players(2).coins(P1, 1).at(P2, "O01").build()).faces(1, 6)
        .play(new RollMove(P1), new ChooseDie(P1, 0));
    assertTrue(GAME.legalActions(rich.state(), P1).contains(new StartTrade(P1)));
    DgState abandoned = rich.play(new StartTrade(P1), new AbandonTrade(P1)).state();
    assertFalse(GAME.legalActions(abandoned, P1).contains(new StartTrade(P1)), "one draft per player per encounter");
    assertTrue(GAME.legalActions(abandoned, P1).contains(new Pass(P1)), "back at the encounter choice");
  }

  static int[] concat(int[] a, int[] b) {
    int[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
