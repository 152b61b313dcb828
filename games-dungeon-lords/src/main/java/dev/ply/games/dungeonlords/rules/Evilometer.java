package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.EvilMoved;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.PaladinMoved;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** The Evilometer (§6.2, DL-R23) and the paladin who follows it (DL-R65..R68). */
public final class Evilometer {
  private Evilometer() {}

  public static final int MIN = 1;
  public static final int MAX = 15;
  public static final int START = 5;
  public static final int PALADIN_MARK = 10;

  /** DL-R23: evil as a cost can be paid only if the counter can move up that far. */
  public static boolean canPay(Lord lord, int evil) {
    return lord.evil() + evil <= MAX;
  }

  /** Pay evil as a cost (checked before), then the paladin check. */
  static void pay(Ctx x, int seat, int evil, String rule) {
    move(x, seat, x.lord(seat).evil() + evil, rule);
  }

  /** DL-R23: evil gained stops at 15 ("absolute evil"). */
  static void gain(Ctx x, int seat, int evil, String rule) {
    move(x, seat, Math.min(MAX, x.lord(seat).evil() + evil), rule);
  }

  /** DL-R23: lowering evil stops at 1. */
  static void lower(Ctx x, int seat, int evil, String rule) {
    move(x, seat, Math.max(MIN, x.lord(seat).evil() - evil), rule);
  }

  private static void move(Ctx x, int seat, int to, String rule) {
    int from = x.lord(seat).evil();
    if (from == to) {
      return;
    }
    x.update(seat, l -> l.withEvil(to));
    x.event(new EvilMoved(x.s.players().get(seat), from, to, rule));
    check(x, seat);
  }

  /**
   * DL-R65: after every single Evilometer move. 1. from the tent to the mover if he reached 10;
   * 2. from the holder H to the most evil Q with evil ≥ 10 and evil(Q) > evil(H), every player
   * checked (DECISION), ties to the last in turn order (DL-R66); 3. never leaves on a drop below
   * 10 by itself; 4. non-player counters ignored.
   */
  static void check(Ctx x, int mover) {
    if (x.s.paladinInTent()) {
      if (x.lord(mover).evil() >= PALADIN_MARK) {
        give(x, mover, Fighter.fresh(Adventurers.paladin(x.s.year()).id()), "DL-R65");
      }
      return;
    }
    if (x.s.paladinHolder().isEmpty()) {
      return;
    }
    int holder = x.s.seat(x.s.paladinHolder().get()).get(); // the holder is seated (Checks, DL-R65)
    Option<Integer> more = mostEvil(x, x.lord(holder).evil());
    if (more.isDefined()) {
      int best = more.get();
      Lord h = x.lord(holder);
      Option<Fighter> pal = h.party().find(f -> f.tile().paladin());
      Fighter f = pal.getOrElse(Fighter.fresh(Adventurers.paladin(x.s.year()).id()));
      x.update(holder, l -> l.withParty(l.party().remove(f)));
      give(x, best, f, "DL-R65");
    }
  }

  /** DL-R66: the year-2 paladin checked against everybody at the start of the year. */
  static void yearStart(Ctx x) {
    Option<Integer> best = mostEvil(x, PALADIN_MARK - 1);
    if (best.isDefined()) {
      give(x, best.get(), Fighter.fresh(Adventurers.paladin(x.s.year()).id()), "DL-R66");
    }
  }

  /** The most evil seat with evil ≥ 10 and evil > {@code above}; ties: last in turn order (DL-R66). */
  private static Option<Integer> mostEvil(Ctx x, int above) {
    Option<Integer> best = Option.none();
    int bestEvil = Math.max(above, PALADIN_MARK - 1);
    int n = x.s.players().size();
    for (int k = 0; k < n; k++) {
      int seat = x.s.seatAt(k);
      int e = x.lord(seat).evil();
      if (e >= PALADIN_MARK && e > above && (best.isEmpty() || e >= bestEvil)) {
        best = Option.some(seat);
        bestEvil = e;
      }
    }
    return best;
  }

  /** DL-R67, DL-R68: the paladin stands at the very front; a finished combat resumes. */
  private static void give(Ctx x, int seat, Fighter paladin, String rule) {
    PlayerId to = x.s.players().get(seat);
    x.s.setPaladinInTent(false).setPaladinHolder(Option.of(to));
    x.update(seat, l -> {
      ImmutableLord out = l.withParty(l.party().prepend(paladin));
      return x.s.round() > 0 ? out.withFighting(true) : out;
    });
    x.event(new PaladinMoved(to, rule));
  }

  static Vector<Integer> none() {
    return Vector.empty();
  }
}
