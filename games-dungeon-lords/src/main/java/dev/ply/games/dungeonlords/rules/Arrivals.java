package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.AdventurerArrived;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Adventurers (§5.8, DL-R57..R61): the waiting group goes to the least evil lords first. */
final class Arrivals {
  private Arrivals() {}

  /** P7 (DL-R57..R61). */
  static void adventurers(Ctx x) {
    if (x.s.nonPlayerEvil().isDefined()) {
      int e = Math.min(Evilometer.MAX, x.s.nonPlayerEvil().get() + 1);
      x.s.setNonPlayerEvil(Option.of(e));
      x.say("DL-R57", "the non-player evil counter rises to " + e);
    }
    Vector<String> group = x.s.waiting().head();
    x.s.setWaiting(x.s.waiting().tail());
    Vector<Option<Integer>> ranking = recipients(x.s);
    for (int i = 0; i < group.size() && i < ranking.size(); i++) {
      String id = group.get(i);
      if (ranking.get(i).isEmpty()) {
        x.s.setRemoved(x.s.removed().append(id));
        x.say("DL-R59", "the " + Names.adventurer(id) + " goes to the non-player lords and leaves the game");
      } else {
        join(x, ranking.get(i).get(), id);
      }
    }
    Season.endSeason(x);
  }

  /**
   * DL-R58, DL-R60: seats from least to most evil; ties: earlier in turn order is kinder; the
   * non-player counter (none: the non-player lords) is later than every player.
   */
  static Vector<Option<Integer>> recipients(dev.ply.games.dungeonlords.state.DungeonLordsState s) {
    Vector<Option<Integer>> seats = Vector.empty();
    for (int k = 0; k < s.players().size(); k++) {
      seats = seats.append(Option.some(s.seatAt(k)));
    }
    if (s.nonPlayerEvil().isDefined()) {
      seats = seats.append(Option.none());
    }
    return seats.sortBy(seat -> {
      int evil = seat.map(lord -> s.lord(lord).evil()).getOrElse(() -> s.nonPlayerEvil().get());
      int order = seat.map(s::turnPosition).getOrElse(9);
      return evil * 16 + order;
    });
  }

  /** DL-R61: a warrior joins at the front, behind the paladin; the others at the back. */
  static void join(Ctx x, int seat, String id) {
    Adventurer a = Adventurers.get(id);
    Lord l = x.lord(seat);
    Vector<Fighter> party = l.party();
    if (a.joinsFront()) {
      int at = !party.isEmpty() && party.head().tile().paladin() ? 1 : 0;
      party = party.insert(at, Fighter.fresh(id));
    } else {
      party = party.append(Fighter.fresh(id));
    }
    Vector<Fighter> p = party;
    x.update(seat, lord -> lord.withParty(p));
    x.event(new AdventurerArrived(x.s.players().get(seat), id, a.joinsFront()));
  }
}
