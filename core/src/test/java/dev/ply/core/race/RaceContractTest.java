package dev.ply.core.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.GameContractTest;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/** The test game passes the whole test kit, with its own invariants. */
public class RaceContractTest extends GameContractTest<RaceState, RaceAction> {
  private final RaceGame game = new RaceGame();

  @Override
  protected Game<RaceState, RaceAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1), Setup.of(3, 2), Setup.of(4, 3));
  }

  @Override
  protected int playouts() {
    return 40;
  }

  @Override
  protected void checkInvariants(RaceState s) {
    int n = s.players().size();
    Vector<Integer> all = s.deck().appendAll(s.discard());
    for (Vector<Integer> h : s.hands()) {
      assertTrue(h.size() <= 2, "a hand holds at most two cards");
      all = all.appendAll(h);
    }
    assertEquals(RaceGame.FULL_DECK, all.sorted(), "the twelve boost cards are all somewhere, once");
    int coins = 0;
    for (int i = 0; i < n; i++) {
      assertTrue(s.coins().get(i) >= 0, "coins never go negative");
      assertTrue(s.positions().get(i) >= 0 && s.positions().get(i) <= RaceGame.GOAL, "positions stay on the track");
      coins += s.coins().get(i);
    }
    assertTrue(coins <= 3 * n, "coins only leave for the bank");
    assertEquals(s.winner().isDefined(), s.positions().contains(RaceGame.GOAL), "a winner exactly at the goal");
  }

  @Override
  protected Seq<RaceAction> arbitraryActions(RaceState s, PlayerId player, Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(s.players().size()));
    return Vector.of(
        new RaceAction.Bid(player, dice.nextInt(7) - 2),
        new RaceAction.Bid(other, 1),
        new RaceAction.Roll(player),
        new RaceAction.Roll(PlayerId.of("nobody")),
        new RaceAction.Boost(player, dice.nextInt(5)),
        new RaceAction.Boost(other, 2),
        new RaceAction.Pass(player),
        new RaceAction.Pass(PlayerId.SPECTATOR));
  }

  /** Other hands and the deck redealt, other secret bids changed: nothing {@code viewer} may see. */
  @Override
  protected Seq<RaceState> hiddenVariants(RaceState s, PlayerId viewer, Dice dice) {
    RaceState redealt = redealOthers(s, viewer, dice);
    var bidding = s.bidding().map(w -> {
      var out = w;
      for (PlayerId p : s.players()) {
        if (!p.equals(viewer) && w.hasCommitted(p)) {
          out = out.reveal(p, 1 - Math.min(1, w.choiceOf(p).getOrElse(0)));
        }
      }
      return out;
    });
    return Vector.of(ImmutableRaceState.copyOf(redealt).withBidding(bidding)
        .withRandom(dev.ply.core.RandomSource.seeded(dice.nextInt(1000))));
  }

  /** {@code s} with every hand but the viewer's, and the deck, dealt again from the same cards. */
  public static RaceState redealOthers(RaceState s, PlayerId viewer, Dice dice) {
    int me = s.players().indexOf(viewer);
    Vector<Integer> pool = s.deck();
    for (int i = 0; i < s.players().size(); i++) {
      if (i != me) {
        pool = pool.appendAll(s.hands().get(i));
      }
    }
    pool = dice.shuffle(pool);
    Vector<Vector<Integer>> hands = s.hands();
    for (int i = 0; i < s.players().size(); i++) {
      if (i != me) {
        int size = hands.get(i).size();
        hands = hands.update(i, pool.take(size));
        pool = pool.drop(size);
      }
    }
    return ImmutableRaceState.copyOf(s).withHands(hands).withDeck(pool);
  }
}
