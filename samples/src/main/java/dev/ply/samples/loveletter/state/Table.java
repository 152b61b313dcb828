package dev.ply.samples.loveletter.state;

import dev.ply.core.PlayerId;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import java.util.Arrays;

/**
 * The seated players, in turn order, shared by every state of a game. Its value is the seating
 * alone ({@code equals}, {@code hashCode} and {@code toString} look at nothing else).
 *
 * <p>It also memoises values that depend only on the seating — the action records and the
 * lists of legal actions for a given hand — so the hot path allocates nothing for them. These
 * caches hold immutable values and are filled lazily; two threads racing on a slot at worst
 * build equal values twice (records and Vavr vectors are safely published through their final
 * fields), so a table is safe to share. The default seatings {@code p1..pN} are shared by all
 * games.
 */
public final class Table {
  private static final Table[] DEFAULTS = new Table[5];

  static {
    for (int n = 2; n <= 4; n++) {
      PlayerId[] ids = new PlayerId[n];
      for (int i = 0; i < n; i++) {
        ids[i] = PlayerId.seat(i + 1);
      }
      DEFAULTS[n] = new Table(ids);
    }
  }

  private final PlayerId[] seats;
  private final Vector<PlayerId> seatList;
  private final Set<PlayerId>[] awaiting;
  private final LoveLetterAction[] actions;
  private final Seq<LoveLetterAction>[] legal;

  @SuppressWarnings("unchecked")
  private Table(PlayerId[] seats) {
    this.seats = seats;
    this.seatList = Vector.of(seats);
    this.awaiting = new Set[seats.length];
    for (int i = 0; i < seats.length; i++) {
      awaiting[i] = LinkedHashSet.of(seats[i]);
    }
    this.actions = new LoveLetterAction[4 * 9 * 5 * 9];
    this.legal = new Seq[4 * 9 * 9 * 16];
  }

  /** The table for these players in this order (2 to 4 of them). */
  public static Table of(Seq<PlayerId> players) {
    int n = players.size();
    if (n < 2 || n > 4) {
      throw new IllegalArgumentException("Love Letter seats 2 to 4 players, not " + n);
    }
    Table d = DEFAULTS[n];
    if (d.seatList.equals(players)) {
      return d;
    }
    return new Table(players.toJavaArray(PlayerId[]::new));
  }

  /** Seats at the table. */
  public int size() {
    return seats.length;
  }

  /** The player in {@code seat} (0-based). */
  public PlayerId player(int seat) {
    return seats[seat];
  }

  /** The players in turn order. */
  public Vector<PlayerId> players() {
    return seatList;
  }

  /** The seat of {@code player}, or -1 when not seated (e.g. the spectator). */
  public int seatOf(PlayerId player) {
    for (int i = 0; i < seats.length; i++) {
      if (seats[i] == player) {
        return i;
      }
    }
    for (int i = 0; i < seats.length; i++) {
      if (seats[i].equals(player)) {
        return i;
      }
    }
    return -1;
  }

  /** The one-element set of the player in {@code seat}, for {@code awaiting}. */
  public Set<PlayerId> awaitingSeat(int seat) {
    return awaiting[seat];
  }

  /**
   * The action of {@code seat} playing {@code card} at {@code target} (a seat, or -1 for none)
   * naming {@code guess} (a card value, or 0), always the same record for the same arguments.
   */
  public LoveLetterAction action(int seat, int card, int target, int guess) {
    int key = ((seat * 9 + card) * 5 + (target + 1)) * 9 + guess;
    LoveLetterAction a = actions[key];
    if (a == null) {
      a = build(seat, card, target, guess);
      actions[key] = a;
    }
    return a;
  }

  private LoveLetterAction build(int seat, int card, int target, int guess) {
    PlayerId actor = seats[seat];
    PlayerId t = target < 0 ? null : seats[target];
    switch (Card.of(card)) {
      case GUARD: return new LoveLetterAction.PlayGuard(actor, t, guess == 0 ? null : Card.of(guess));
      case PRIEST: return new LoveLetterAction.PlayPriest(actor, t);
      case BARON: return new LoveLetterAction.PlayBaron(actor, t);
      case HANDMAID: return new LoveLetterAction.PlayHandmaid(actor);
      case PRINCE: return new LoveLetterAction.PlayPrince(actor, t);
      case KING: return new LoveLetterAction.PlayKing(actor, t);
      case COUNTESS: return new LoveLetterAction.PlayCountess(actor);
      default: return new LoveLetterAction.PlayPrincess(actor);
    }
  }

  /** The memoised legal actions under {@code key} (see {@code rules.Choices}), or null. */
  public Seq<LoveLetterAction> legal(int key) {
    return legal[key];
  }

  /** Remembers the legal actions under {@code key}; returns them. */
  public Seq<LoveLetterAction> rememberLegal(int key, Seq<LoveLetterAction> actions) {
    legal[key] = actions;
    return actions;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Table t && Arrays.equals(seats, t.seats));
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(seats);
  }

  @Override
  public String toString() {
    return seatList.mkString(",");
  }
}
