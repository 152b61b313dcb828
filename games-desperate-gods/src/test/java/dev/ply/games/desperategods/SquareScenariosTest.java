package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One scenario for each board square whose effect §11 does not already cover (§6.1). */
class SquareScenariosTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  /** P1 resolves {@code square} as if landing there (DG-R18), with these dice. */
  static DgState lands(DesperateGodsPositions p, String square, int... faces) {
    return p.at(P1, square).pending(new Step.ResolveSquare(0, Board.find(square).get()), new Step.TurnEnd()).dice(faces).start().state();
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  static Stream<Arguments> drawSquares() {
    return Stream.of(
        Arguments.of("DG-R102 Clearing", "O02", 0, 2, false, 0),
        Arguments.of("DG-R104 Tall Trees", "O04", 0, 3, false, 1),
        Arguments.of("DG-R106 Swamp", "O06", 0, 2, false, 0),
        Arguments.of("DG-R107 Wasteland", "O07", 0, 2, true, 0),
        Arguments.of("DG-R110 Cells", "O10", 1, 2, false, 0),
        Arguments.of("DG-R111 Library", "O11", 1, 4, false, 1),
        Arguments.of("DG-R113 Laboratory", "O13", 1, 2, false, 0),
        Arguments.of("DG-R120 Guard Tower", "O20", 1, 3, false, 0),
        Arguments.of("DG-R121 Bright Stairs", "O21", 1, 2, false, 0),
        Arguments.of("DG-R126 Oasis", "O26", 0, 3, false, 0),
        Arguments.of("DG-R128 Guillotine", "M00", 2, 3, true, 0),
        Arguments.of("DG-R131 Church", "M03", 2, 2, false, 0),
        Arguments.of("DG-R139 Stacks", "M11", 2, 3, false, 0));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("drawSquares")
  @DisplayName("DG-R32 DG-R94 draw N from the square's own deck; you or the left opponent pick one")
  void drawSquare(String rule, String square, int deck, int count, boolean opponent, int skip) {
    DgState s = lands(DesperateGodsPositions.players(3), square);
    Step.PickCard pick = (Step.PickCard) top(s);
    assertEquals(opponent ? 1 : 0, pick.picker(), rule);
    assertEquals(count, pick.cards().size());
    assertEquals(Cards.deck(deck).take(count), pick.cards(), "drawn from the top of " + Cards.DECK_NAMES[deck]);
    assertEquals(skip, s.player(0).skipTurns());
    assertEquals(Cards.deck(deck).size() - count, s.decks().get(deck).size());
    String picker = opponent ? "p2" : "p1";
    assertFalse(GAME.legalActions(s, dev.ply.core.PlayerId.of(picker)).isEmpty());
  }

  static Stream<Arguments> drawOneSquares() {
    return Stream.of(Arguments.of("DG-R103 Undergrowth", "O03", "W-1"), Arguments.of("DG-R109 Dark Stairs", "O09", "L1-1"),
        Arguments.of("DG-R124 Desert", "O24", "W-1"), Arguments.of("DG-R140 Hellgate", "I00", "L3-1"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("drawOneSquares")
  @DisplayName("DG-R34 DG-R36 a single drawn card is resolved at once, without a pick")
  void drawOne(String rule, String square, String card) {
    DgState s = lands(DesperateGodsPositions.players(2), square, 6);
    assertTrue(s.player(0).victory().contains(card), rule);
  }

  @Test
  @DisplayName("DG-R101 DG-R16 Rapids: ride (1 damage, forward 2D6) or decline")
  void rapids() {
    DgState s = lands(DesperateGodsPositions.players(2), "O01");
    assertEquals(new Step.RapidsChoice(0), top(s));
    var t = given(s).faces(2, 3).when(new Ride(P1));
    assertEquals(2, t.state().player(0).hp());
    assertEquals(Board.find("O06").get(), t.state().player(0).square());
    assertEquals(5, t.events(DgEvent.Moved.class).size());
    assertTrue(top(t.state()) instanceof Step.PickCard, "the Swamp is resolved");
    DgState d = given(s).when(new Decline(P1)).accepted().state();
    assertEquals(Board.find("O01").get(), d.player(0).square());
    assertEquals(1, d.active());
  }

  @Test
  @DisplayName("DG-R108 DG-R122 DG-R117 Entrance, Exit and Wrong Turn: forced moves of D6 along the ring")
  void forcedMoves() {
    DgState entrance = lands(DesperateGodsPositions.players(2), "O08", 2);
    assertEquals(Board.find("O10").get(), entrance.player(0).square());
    assertTrue(top(entrance) instanceof Step.PickCard);
    DgState exit = lands(DesperateGodsPositions.players(2), "O22", 1);
    assertEquals(Board.HEDGE_MAZE, exit.player(0).square());
    assertEquals(1, exit.player(0).skipTurns());
    DgState wrong = lands(DesperateGodsPositions.players(2), "O17", 1);
    assertEquals(Board.find("O16").get(), wrong.player(0).square());
    assertEquals(new Step.MirrorTarget(0), top(wrong));
  }

  @Test
  @DisplayName("DG-R112 DG-R17 DG-R18 Trap Door: fall to the Stacks, 1 damage, resolve the Stacks; no encounter")
  void trapDoor() {
    DgState s = lands(DesperateGodsPositions.players(2).at(P2, "M11"), "O12");
    assertEquals(Board.STACKS, s.player(0).square());
    assertEquals(2, s.player(0).hp());
    assertTrue(top(s) instanceof Step.PickCard, "no encounter with P2 on the Stacks");
  }

  @Test
  @DisplayName("DG-R114 DG-R59 Kennel: gain the top Town card, then draw 3 from L1, the opponent picks")
  void kennel() {
    DgState s = lands(DesperateGodsPositions.players(2).store("T-01", "T-02", "T-03").townDeck("T-09", "T-04", "T-05", "T-06", "T-07", "T-08", "T-10", "T-11", "T-12", "T-13", "T-14", "T-15", "T-16", "T-17"), "O14");
    assertEquals(Vector.of(Item.T09), s.player(0).items());
    Step.PickCard pick = (Step.PickCard) top(s);
    assertEquals(1, pick.picker());
    assertEquals(3, pick.cards().size());
    assertEquals("L1-1", pick.cards().head());
  }

  @Test
  @DisplayName("DG-R115 DG-R55 Town Portal: to Town for a Town visit")
  void townPortal() {
    DgState s = lands(DesperateGodsPositions.players(2).hp(P1, 2), "O15");
    assertEquals(0, s.player(0).square());
    assertEquals(3, s.player(0).hp());
    assertEquals(new Step.TownWindow(0), top(s));
  }

  @Test
  @DisplayName("DG-R116 DG-R97 Mirror: swap places with another player (even in Town); nothing else resolves")
  void mirror() {
    DgState s = lands(DesperateGodsPositions.players(2).at(P2, "O00"), "O16");
    assertEquals(Vector.of(new ChooseMirrorTarget(P1, P2)), GAME.legalActions(s, P1));
    var t = given(s).when(new ChooseMirrorTarget(P1, P2));
    assertEquals(0, t.state().player(0).square());
    assertEquals(Board.find("O16").get(), t.state().player(1).square());
    assertEquals(1, t.state().active(), "no Town visit for P1");
  }

  @Test
  @DisplayName("DG-R118 DG-R94 Junk Heap: 3 Town cards, the opponent picks one for you, the rest to the bottom")
  void junkHeap() {
    DgState s = lands(DesperateGodsPositions.players(2).store("T-01", "T-02", "T-03").townDeck("T-09", "T-04", "T-17", "T-05", "T-06", "T-07", "T-08", "T-10", "T-11", "T-12", "T-13", "T-14", "T-15", "T-16"), "O18");
    assertEquals(new Step.JunkPick(1, 0, Vector.of(Item.T09, Item.T04, Item.T17)), top(s));
    DgState t = given(s).when(new PickCard(P2, 2)).accepted().state();
    assertEquals(Vector.of(Item.T17), t.player(0).items());
    assertEquals(Vector.of(Item.T09, Item.T04), t.townDeck().takeRight(2));
  }

  @Test
  @DisplayName("DG-R119 DG-R9 Hidden Door: take another turn")
  void hiddenDoor() {
    DgState s = lands(DesperateGodsPositions.players(2), "O19");
    assertEquals(0, s.active());
    assertEquals(new Step.PreRoll(0), top(s));
  }

  @Test
  @DisplayName("DG-R123 DG-R129 Hedge Maze and Solitary: skip the next turn")
  void skipSquares() {
    assertEquals(1, lands(DesperateGodsPositions.players(2), "O23").player(0).skipTurns());
    assertEquals(1, lands(DesperateGodsPositions.players(2), "M01").player(0).skipTurns());
  }

  @Test
  @DisplayName("DG-R125 DG-R124 Mirage: to the Desert, then resolve it")
  void mirage() {
    DgState s = lands(DesperateGodsPositions.players(2), "O25", 6);
    assertEquals(Board.DESERT, s.player(0).square());
    assertEquals(Vector.of("W-1"), s.player(0).victory());
  }

  @Test
  @DisplayName("DG-R127 DG-R64 Outskirts: pay 1 coin to the bank to go to Town, or decline")
  void outskirts() {
    DgState s = lands(DesperateGodsPositions.players(2).coins(P1, 2).hp(P1, 1), "O27");
    assertEquals(Vector.of(new Pay(P1), new Decline(P1)), GAME.legalActions(s, P1));
    DgState t = given(s).when(new Pay(P1)).accepted().state();
    assertEquals(1, t.player(0).coins());
    assertEquals(299, t.bank());
    assertEquals(0, t.player(0).square());
    assertEquals(new Step.TownWindow(0), top(t));
    DgState broke = lands(DesperateGodsPositions.players(2), "O27");
    assertEquals(Vector.of(new Decline(P1)), GAME.legalActions(broke, P1));
  }

  @Test
  @DisplayName("DG-R130 DG-R96 Interrogation: cash a victory card for its skulls; it leaves the game")
  void interrogation() {
    DgState s = lands(DesperateGodsPositions.players(2).victory(P1, "L2-4"), "M02");
    DgState t = given(s).when(new Interrogate(P1, "L2-4")).accepted().state();
    assertEquals(4, t.player(0).coins());
    assertTrue(t.removed().contains("L2-4"));
    assertTrue(t.player(0).victory().isEmpty());
  }

  @Test
  @DisplayName("DG-R132 Cemetery: fight a monster from an opponent's pile; a win takes it, a loss leaves it")
  void cemetery() {
    DgState s = lands(DesperateGodsPositions.players(2).victory(P2, "W-5", "L2-2"), "M04");
    assertEquals(Vector.of(new ChooseCemeteryTarget(P1, P2, "W-5")), GAME.legalActions(s, P1), "monsters only");
    DgState w = given(s).faces(3).when(new ChooseCemeteryTarget(P1, P2, "W-5")).accepted().state();
    assertEquals(Vector.of("W-5"), w.player(0).victory());
    assertEquals(0, w.player(0).coins(), "no coins, no Golem roll");
    DgState l = given(s).faces(2).when(new ChooseCemeteryTarget(P1, P2, "W-5")).accepted().state();
    assertEquals(Vector.of("W-5", "L2-2"), l.player(1).victory());
    assertEquals(2, l.player(0).hp());
    DgState none = lands(DesperateGodsPositions.players(2).victory(P2, "L2-2"), "M04");
    assertEquals(1, none.active(), "no monster anywhere: nothing happens");
  }

  @Test
  @DisplayName("DG-R133 Infirmary: heal to 3 and skip the next turn")
  void infirmary() {
    DgState s = lands(DesperateGodsPositions.players(2).hp(P1, 1), "M05");
    assertEquals(3, s.player(0).hp());
    assertEquals(1, s.player(0).skipTurns());
  }

  @Test
  @DisplayName("DG-R134 DG-R141 Labyrinth and Darkness: back D6")
  void backSquares() {
    DgState lab = lands(DesperateGodsPositions.players(2), "M06", 2);
    assertEquals(Board.find("M04").get(), lab.player(0).square());
    DgState dark = lands(DesperateGodsPositions.players(2).at(P2, "O16"), "I01", 1, 6);
    assertEquals(40, dark.player(0).square());
    assertEquals(Vector.of("L3-1"), dark.player(0).victory());
  }

  @Test
  @DisplayName("DG-R135 Gauntlet: draw 1 and resolve it, then draw 1 more from L2")
  void gauntlet() {
    DgState s = lands(DesperateGodsPositions.players(2).deckTop("L2", "L2-7", "L2-3"), "M07", 6, 1, 6);
    assertEquals(Vector.of("L2-7", "L2-3"), s.player(0).victory());
    assertEquals(6, s.player(0).coins());
  }

  @Test
  @DisplayName("DG-R136 Marionette: the puppeteer makes the others' movement choices until their own turn")
  void marionette() {
    DgState s = lands(DesperateGodsPositions.players(2).at(P2, "O21"), "M08");
    assertEquals(Option.some(0), s.puppeteer());
    var sc = given(s).faces(1, 2).play(new RollMove(P2));
    assertTrue(GAME.legalActions(sc.state(), P2).isEmpty());
    assertEquals(Vector.of(new ChooseDie(P1, 0), new ChooseDie(P1, 1)), GAME.legalActions(sc.state(), P1));
    assertEquals("move 1 square", GAME.describe(sc.state(), new ChooseDie(P1, 0)));
    assertEquals("move 2 squares", GAME.describe(sc.state(), new ChooseDie(P1, 1)));
    DgState after = sc.when(new ChooseDie(P1, 1)).accepted().state();
    assertEquals(Board.HEDGE_MAZE, after.player(1).square(), "the puppeteer chose the 2");
  }

  @Test
  @DisplayName("DG-R136 DG-R7 the puppeteer status ends when the puppeteer's own turn starts")
  void puppeteerEnds() {
    DgState s = DesperateGodsPositions.players(2).puppeteer(P1).pending(new Step.TurnStart()).dice().start().state();
    assertEquals(Option.none(), s.puppeteer());
  }

  @Test
  @DisplayName("DG-R137 DG-R143 Abyss: to the Pentacle: 1 damage, then draw 2 from L3")
  void abyss() {
    DgState s = lands(DesperateGodsPositions.players(2), "M09");
    assertEquals(Board.PENTACLE, s.player(0).square());
    assertEquals(2, s.player(0).hp());
    assertEquals(2, ((Step.PickCard) top(s)).cards().size());
  }

  @Test
  @DisplayName("DG-R138 DG-R19 Asylum: draw 1, then reverse; later moves go counter-clockwise")
  void asylum() {
    DgState s = lands(DesperateGodsPositions.players(2).at(P2, "O16"), "M10", 6);
    assertTrue(s.player(0).counterClockwise());
    DgState mine = DesperateGodsPositions.players(2).at(P1, "M10").at(P2, "O16").turns(P1, 0, 0).counterClockwise(P1).build();
    var moved = given(mine).faces(1, 1).when(new RollMove(P1));
    assertEquals("M09", moved.event(DgEvent.Moved.class).to(), "one step back along the ring");
    assertEquals(Board.PENTACLE, moved.state().player(0).square(), "then the Abyss");
  }
}
