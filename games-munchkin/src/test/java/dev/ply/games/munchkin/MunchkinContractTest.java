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
 * The kit's runaway-bound check applies with its default slack: {@link MunchkinGame#maxActions}
 * (250 actions per player and turn, derived there from measured turns) is eight to nine times the
 * longest playout.
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
    Vector<MunchkinAction> out = Vector.of(new MunchkinAction.Pass(player), new MunchkinAction.PlayCurse(player, card, other),
        new MunchkinAction.PlayItem(player, card, true), new MunchkinAction.PlayGoUpLevel(player, card, player),
        new MunchkinAction.Choose(player, "KEEP"), new MunchkinAction.AskForHelp(player, other, Option.none(), 3, true),
        new MunchkinAction.LootTheRoom(player), new MunchkinAction.ConfirmSale(player),
        new MunchkinAction.PlayItem(player, "X99", false), new MunchkinAction.Pass(PlayerId.SPECTATOR),
        new MunchkinAction.Choose(player, null));
    return out.appendAll(nearMisses(s, player, other, card, dice));
  }

  /**
   * Near misses for every decision whose membership test is direct rather than "is in the list"
   * (rules/Decision): a SetupDone, a look for trouble, Choose options and proposal answers out of
   * place; Equip and AddToSale of cards one holds, does not hold, has toggled, equipped or put up
   * for sale; trade proposals to oneself, with the sides swapped, with nothing on either side.
   */
  private static Vector<MunchkinAction> nearMisses(MunchkinState s, PlayerId player, PlayerId other, String card,
      Dice dice) {
    int me = s.seatOf(player);
    if (me < 0) {
      return Vector.empty();
    }
    PlayerState p = s.seat(me);
    PlayerState q = s.seat(s.seatOf(other));
    Vector<String> mine = p.hand().appendAll(p.items());
    String own = mine.isEmpty() ? card : mine.get(dice.nextInt(mine.size()));
    String theirs = q.items().isEmpty() ? card : q.items().get(dice.nextInt(q.items().size()));
    String chosen = CHOICES.get(dice.nextInt(CHOICES.size()));
    Vector<MunchkinAction> out = Vector.of(new MunchkinAction.SetupDone(player),
        new MunchkinAction.LookForTrouble(player, own), new MunchkinAction.LookForTrouble(player, card),
        new MunchkinAction.Choose(player, chosen), new MunchkinAction.Choose(player, other.name()),
        new MunchkinAction.AcceptHelp(player), new MunchkinAction.AcceptCounter(player),
        new MunchkinAction.AcceptOffer(player), new MunchkinAction.DeclineTrade(player),
        new MunchkinAction.Equip(player, own), new MunchkinAction.Equip(player, theirs),
        new MunchkinAction.AddToSale(player, own), new MunchkinAction.AddToSale(player, theirs),
        new MunchkinAction.ProposeTrade(player, other, Option.of(own), Option.none()),
        new MunchkinAction.ProposeTrade(player, other, Option.none(), Option.of(theirs)),
        new MunchkinAction.ProposeTrade(player, other, Option.of(theirs), Option.of(own)),
        new MunchkinAction.ProposeTrade(player, other, Option.none(), Option.none()),
        new MunchkinAction.ProposeTrade(player, player, Option.of(own), Option.none()),
        new MunchkinAction.ProposeTrade(player, PlayerId.of("nobody"), Option.of(own), Option.none()));
    for (String item : p.items()) {
      out = out.append(new MunchkinAction.Equip(player, item)).append(new MunchkinAction.AddToSale(player, item));
    }
    for (String sold : s.sale()) {
      out = out.append(new MunchkinAction.AddToSale(player, sold));
    }
    return out;
  }

  private static final Vector<String> CHOICES = Vector.of("KEEP", "NO", "YES", "DRAW", "LOOT", "SKIP", "FACE_3",
      "FIRST", "HAND", "NONE", "D01", "T01");

  /**
   * The hidden variants with the top {@value #REVEALABLE} cards of each deck kept in place: a step may
   * draw face up (a helped kill's reward, MK-R58; the Hoard! and Divine Intervention reveals, MK-R93,
   * MK-R94; the kicked door) and §8 makes such draws public to everyone, even when the card then goes
   * into a hand where the view after no longer shows it. The rest of each deck, and every other hand,
   * still varies, so a face-down draw named to everyone would still be caught.
   */
  @Override
  protected Seq<MunchkinState> eventVariants(MunchkinState s, PlayerId viewer, Dice dice) {
    return hiddenVariants(s, viewer, dice).map(v -> v
        .withDoorDeck(s.doorDeck().take(REVEALABLE).appendAll(dice.shuffle(s.doorDeck().drop(REVEALABLE))))
        .withTreasureDeck(s.treasureDeck().take(REVEALABLE).appendAll(dice.shuffle(s.treasureDeck().drop(REVEALABLE)))));
  }

  /** More cards than one step can draw face up (monsters' treasures, Hoard! extras, the kicked door). */
  private static final int REVEALABLE = 20;

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
