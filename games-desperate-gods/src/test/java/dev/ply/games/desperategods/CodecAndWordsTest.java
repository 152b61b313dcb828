package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.log.LogCodec;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Seq;
import java.util.HashSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Actions round-trip through the log codec; every legal action has plain words; the board renders. */
class CodecAndWordsTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Test
  @DisplayName("§4.6 every action type met in playouts round-trips through LogCodec and is described in words")
  void roundTripAndDescribe() throws Exception {
    ObjectMapper m = LogCodec.mapper();
    HashSet<Class<?>> seen = new HashSet<>();
    for (int g = 0; g < 6; g++) {
      DgState s = GAME.start(Setup.of(2 + g % 3, 100 + g));
      Dice dice = new Dice(RandomSource.seeded(g));
      while (!s.over()) {
        PlayerId who = GAME.awaiting(s).head();
        Seq<DgAction> legal = GAME.legalActions(s, who);
        for (DgAction a : legal) {
          if (seen.add(a.getClass())) {
            String json = m.writeValueAsString(a);
            assertEquals(a, m.readValue(json, DgAction.class), json);
          }
          String words = GAME.describe(s, a);
          assertFalse(words.isBlank());
          assertFalse(words.contains("DgAction"), words);
        }
        s = GAME.apply(s, legal.get(dice.nextInt(legal.size()))).get().state();
      }
      String board = GAME.render(GAME.view(s, PlayerId.seat(1)), PlayerId.seat(1));
      assertTrue(board.contains("game over: "), board);
      assertFalse(board.contains("DECKS_EMPTY") || board.contains("Vector("), board);
    }
    assertTrue(seen.size() > 30, "action types seen: " + seen.size());
  }

  @Test
  @DisplayName("describe never throws, even for actions naming unknown things")
  void describeIsRobust() {
    DgState s = DesperateGodsPositions.players(2).build();
    assertFalse(GAME.describe(s, new DgAction.Buy(DesperateGodsPositions.P1, 9)).isBlank());
    assertFalse(GAME.describe(s, new DgAction.TeleportTo(DesperateGodsPositions.P1, "Z99")).isBlank());
    assertFalse(GAME.describe(s, new DgAction.Sell(DesperateGodsPositions.P1, 42)).isBlank());
    assertFalse(GAME.describe(s, new DgAction.Interrogate(DesperateGodsPositions.P1, "X-1")).isBlank());
  }

  @Test
  @DisplayName("render shows squares with their effects, HP, coins, items, the store, victory piles with the score, cards with their numbers")
  void render() {
    DgState s = DesperateGodsPositions.players(3).coins(P1, 4).coins(P2, 1).items(P1, "T-09").victory(P1, "W-5", "W-2")
        .inPlay("L1-3").pending(new dev.ply.games.desperategods.state.Step.Fight(0, "L1-3",
            dev.ply.games.desperategods.state.Step.FightKind.MONSTER, io.vavr.control.Option.none(), 0,
            dev.ply.games.desperategods.state.Step.FightStage.PRE, io.vavr.collection.Vector.empty(), false,
            io.vavr.collection.Vector.empty()), new dev.ply.games.desperategods.state.Step.TurnEnd()).build();
    String text = GAME.render(GAME.view(s, DesperateGodsPositions.P1), DesperateGodsPositions.P1);
    assertTrue(text.contains("p1's turn"), text);
    assertTrue(text.contains("HP 3/3  4 coins  score 6 skulls"), text);
    assertTrue(text.contains("1 coin "), text);
    assertTrue(text.contains("Unflinching Sword (T-09)"), text);
    assertTrue(text.contains("victory pile: Cold Golem (W-5) \u26204 Eager Guardian (W-2) \u26202"), text);
    assertTrue(text.contains("Store:\n  1) Brittle Dagger (T-01), 1 coin: reroll a die once a round; breaks on 1-3"), text);
    assertTrue(text.contains("p3 on I03 Pentacle (take 1 damage, then draw 2, you pick 1)"), text);
    assertTrue(text.contains("Concerned Swordsman (L1-3): strength 4, 2 skulls, 2 coins; on loss: take 2 damage"), text);
    assertFalse(text.contains("puppeteer") || text.contains("-1") || text.contains("stack"), text);
  }

  @Test
  @DisplayName("DG-R211 DG-R32 DG-R43 a prompt names the card or square that asks for the choice")
  void promptsNameTheirSource() {
    DgState slime = DesperateGodsPositions.players(2).items(P1, "T-11").inPlay("L1-4")
        .pending(new dev.ply.games.desperategods.state.Step.StealPick(0, true),
            new dev.ply.games.desperategods.state.Step.TurnEnd()).build();
    String text = GAME.render(GAME.view(slime, P1), P1);
    assertTrue(text.contains("Waiting for p1: Clever Slime (L1-4): choose an item to discard"), text);
    DgState pentacle = DesperateGodsPositions.players(2).at(P1, "I03").inPlay("W-1", "W-2")
        .pending(new dev.ply.games.desperategods.state.Step.PickCard(0, 0, io.vavr.collection.Vector.of("W-1", "W-2")),
            new dev.ply.games.desperategods.state.Step.TurnEnd()).build();
    text = GAME.render(GAME.view(pentacle, P1), P1);
    assertTrue(text.contains("Waiting for p1: the Pentacle (I03): pick a card for p1:"), text);
  }
}
