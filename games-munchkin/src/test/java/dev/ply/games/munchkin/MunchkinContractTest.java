package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.testkit.GameContractTest;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The core test kit with the §9 invariants after every step (I-C1, I-C3, I-P1, I-P3, I-P5, I-P6),
 * random playouts for 3–6 players with {@code autoPass} off (MK-R103) and short games
 * ({@code maxTurns}) so that every step can be checked, and the no-leak check of hands and decks.
 */
class MunchkinContractTest extends GameContractTest<MunchkinState, MunchkinAction> {
  private final MunchkinGame game = new MunchkinGame();

  @Override
  protected Game<MunchkinState, MunchkinAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(3, 1).withOption("maxTurns", "12"), Setup.of(4, 2).withOption("maxTurns", "12"),
        Setup.of(5, 3).withOption("maxTurns", "12"), Setup.of(6, 4).withOption("maxTurns", "12"));
  }

  @Override
  protected int playouts() {
    return 8;
  }

  @Override
  protected void checkInvariants(MunchkinState s) {
    MunchkinInvariants.check(s);
  }

  @Override
  protected Seq<MunchkinAction> arbitraryActions(MunchkinState s, PlayerId player, Dice dice) {
    String card = Cards.ALL.get(dice.nextInt(168)).id();
    PlayerId other = s.players().get(dice.nextInt(s.size()));
    return Vector.of(new MunchkinAction.Pass(player), new MunchkinAction.PlayCurse(player, card, other),
        new MunchkinAction.PlayItem(player, card, true), new MunchkinAction.PlayGoUpLevel(player, card, player),
        new MunchkinAction.Choose(player, "KEEP"), new MunchkinAction.AskForHelp(player, other, Option.none(), 3, true),
        new MunchkinAction.LootTheRoom(player), new MunchkinAction.ConfirmSale(player),
        new MunchkinAction.PlayItem(player, "X99", false), new MunchkinAction.Pass(PlayerId.SPECTATOR),
        new MunchkinAction.Choose(player, null));
  }

  /** Other hands and both decks redealt among their slots, another random source. */
  @Override
  protected Seq<MunchkinState> hiddenVariants(MunchkinState s, PlayerId viewer, Dice dice) {
    Vector<String> doors = s.doorDeck();
    Vector<String> treasures = s.treasureDeck();
    Vector<String> pool = Vector.empty();
    for (PlayerState p : s.seats()) {
      if (!p.id().equals(viewer)) {
        pool = pool.appendAll(p.hand());
      }
    }
    pool = dice.shuffle(pool);
    Vector<PlayerState> seats = Vector.empty();
    for (PlayerState p : s.seats()) {
      if (p.id().equals(viewer)) {
        seats = seats.append(p);
      } else {
        seats = seats.append(p.withHand(pool.take(p.hand().size())).withFresh(Vector.empty()));
        pool = pool.drop(p.hand().size());
      }
    }
    boolean freshMatters = s.seats().exists(p -> !p.id().equals(viewer) && !p.fresh().isEmpty());
    if (freshMatters) {
      seats = s.seats();
    }
    return Vector.of(s.withSeats(seats).withDoorDeck(dice.shuffle(doors)).withTreasureDeck(dice.shuffle(treasures))
        .withRandom(RandomSource.seeded(dice.nextInt(1 << 20))));
  }
}
