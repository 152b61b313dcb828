package org.example.goofspiel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.flow.CommitWindow;
import dev.ply.core.testkit.GameContractTest;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/** Goofspiel passes the whole core test kit, with its own invariants. */
class GoofspielContractTest extends GameContractTest<GoofState, GoofAction> {
  private final GoofspielGame game = new GoofspielGame();

  @Override
  protected Game<GoofState, GoofAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1), Setup.of(2, 2).withOption("cards", "3"), Setup.of(2, 3).withOption("cards", "13"));
  }

  @Override
  protected int playouts() {
    return 30;
  }

  @Override
  protected void checkInvariants(GoofState s) {
    int n = s.past().size() + s.prizes().size() + (s.over() ? 0 : 1);
    Vector<Integer> prizes = s.past().appendAll(s.prizes());
    if (!s.over()) {
      prizes = prizes.append(s.prize());
    }
    assertEquals(Vector.rangeClosed(1, n), prizes.sorted(), "GS-R1: every prize card is somewhere, once");
    for (int seat = 0; seat < 2; seat++) {
      int spent = s.bids().hasCommitted(s.players().get(seat)) ? 1 : 0;
      assertEquals(n - s.past().size(), s.hands().get(seat).size(), "GS-R3: one card spent per finished round");
      assertTrue(spent == 0 || !s.over());
    }
    assertTrue(s.scores().sum().intValue() <= s.past().sum().intValue(), "GS-R3: only won prizes score");
  }

  @Override
  protected Seq<GoofAction> arbitraryActions(GoofState s, PlayerId player, Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(2));
    return Vector.of(
        new GoofAction.Bid(player, dice.nextInt(16) - 1),
        new GoofAction.Bid(other, 1),
        new GoofAction.Bid(PlayerId.of("nobody"), 1),
        new GoofAction.Bid(PlayerId.SPECTATOR, 2));
  }

  /** The prize deck reordered and the other player's secret bid changed. */
  @Override
  protected Seq<GoofState> hiddenVariants(GoofState s, PlayerId viewer, Dice dice) {
    CommitWindow<Integer> w = s.bids();
    for (int seat = 0; seat < 2; seat++) {
      PlayerId p = s.players().get(seat);
      if (!p.equals(viewer) && w.hasCommitted(p)) {
        Vector<Integer> hand = s.hands().get(seat);
        w = w.reveal(p, hand.get(dice.nextInt(hand.size())));
      }
    }
    return Vector.of(s.withPrizes(dice.shuffle(s.prizes())).withBids(w).withRandom(RandomSource.seeded(dice.nextInt(1000))));
  }
}
