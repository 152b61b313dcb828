package org.example.lowestbid;

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

/** Lowest Unique Bid passes the whole core test kit, with its own invariants. */
class LowestUniqueBidContractTest extends GameContractTest<BidState, BidAction> {
  private final LowestUniqueBid game = new LowestUniqueBid();

  @Override
  protected Game<BidState, BidAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1), Setup.of(3, 2).withOption("numbers", "3"), Setup.of(5, 3).withOption("numbers", "9"));
  }

  @Override
  protected int playouts() {
    return 30;
  }

  @Override
  protected void checkInvariants(BidState s) {
    int players = s.players().size();
    int[] scores = new int[players];
    int pot = 0;
    for (Vector<Integer> round : s.rounds()) {
      assertEquals(players, round.size(), "LUB-R3: a finished round holds one pick per player");
      Seq<Integer> unique = round.filter(n -> round.count(m -> m.equals(n)) == 1);
      if (unique.isEmpty()) {
        pot += round.min().get();
      } else {
        int lowest = unique.min().get();
        scores[round.indexOf(lowest)] += lowest + pot;
        pot = 0;
      }
    }
    assertEquals(Vector.ofAll(scores), s.scores(), "LUB-R3: each round scores its lowest unique number and the pot");
    assertEquals(pot, s.pot(), "LUB-R3: the pot holds the lowest numbers of the rounds since the last score");
    for (int seat = 0; seat < players; seat++) {
      int seatIndex = seat;
      Vector<Integer> spent = s.rounds().map(r -> r.get(seatIndex));
      assertEquals(spent.size(), spent.distinct().size(), "LUB-R2: a number is picked once per game");
      assertTrue(spent.forAll(n -> n >= 1 && n <= s.numbers()), "LUB-R1: picks are 1..N");
    }
    assertEquals(s.over(), s.picks().waitingFor().isEmpty(), "LUB-R4: everyone is awaited until the last round");
  }

  @Override
  protected Seq<BidAction> arbitraryActions(BidState s, PlayerId player, Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(s.players().size()));
    return Vector.of(
        new BidAction.Pick(player, dice.nextInt(12) - 1),
        new BidAction.Pick(other, 1),
        new BidAction.Pick(PlayerId.of("nobody"), 1),
        new BidAction.Pick(PlayerId.SPECTATOR, 2));
  }

  /** The other players' secret picks changed, and the random source. */
  @Override
  protected Seq<BidState> hiddenVariants(BidState s, PlayerId viewer, Dice dice) {
    CommitWindow<Integer> w = s.picks();
    for (int seat = 0; seat < s.players().size(); seat++) {
      PlayerId p = s.players().get(seat);
      if (!p.equals(viewer) && w.hasCommitted(p)) {
        Vector<Integer> unspent = s.unspent(seat);
        w = w.reveal(p, unspent.get(dice.nextInt(unspent.size())));
      }
    }
    return Vector.of(s.withPicks(w).withRandom(RandomSource.seeded(dice.nextInt(1000))));
  }
}
