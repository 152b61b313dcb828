package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.TreeMap;

import dev.ply.core.PlayerId;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Secret;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** RETURN_ORDERS (§5.5 DL-R39, DL-R44). */
final class Returning {
  private Returning() {}

  /** DL-R39: the played cards that may be taken back, in the order played. */
  static Vector<Order> eligible(Lord l) {
    java.util.List<Order> out = new java.util.ArrayList<>(3);
    for (Order o : l.played()) {
      if (returnable(l, o)) {
        out.add(o);
      }
    }
    return Vector.ofAll(out);
  }

  /** DL-R39: the 1st card played, or a later one carrying a held minion. */
  static boolean returnable(Lord l, Order o) {
    return l.played().nonEmpty() && (l.played().head() == o || l.played().tail().contains(o) && l.held().contains(o));
  }

  /** Every player returns one card: the window's choices, or the 1st card when it is the only one. */
  static void resolve(Ctx x) {
    Option<CommitWindow<Secret>> w = x.s.window();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      PlayerId p = x.s.players().get(seat);
      Lord l = x.lord(seat);
      if (l.played().isEmpty()) {
        continue;
      }
      Order back = w.isDefined() && w.get().hasCommitted(p)
          ? w.get().choiceOf(p).get().keep().get() : l.played().head();
      Vector<Order> newUnavailable = l.played().remove(back);
      x.update(seat, lord -> lord.withHand(lord.hand().appendAll(lord.unavailable()).append(back).sorted())
          .withUnavailable(newUnavailable.sorted()).withPlayed(Vector.empty()).withHeld(Vector.empty()));
      x.say("DL-R39", x.name(seat) + " takes back the " + back.label() + " order" + (newUnavailable.isEmpty() ? ""
          : "; " + newUnavailable.map(Order::label).mkString(" and ") + (newUnavailable.size() == 1 ? " becomes" : " become")
          + " unavailable next season"));
    }
    Vector<NonPlayer> nps = Vector.empty();
    for (NonPlayer np : x.s.nonPlayers()) { // DL-R44
      if (np.played().isEmpty()) {
        nps = nps.append(np);
        continue;
      }
      Order first = np.played().head();
      Vector<Order> blocked = np.played().tail();
      nps = nps.append(ImmutableNonPlayer.copyOf(np)
          .withHand(np.hand().appendAll(np.unavailable()).append(first).sorted())
          .withUnavailable(blocked.sorted()).withPlayed(Vector.empty()));
    }
    x.s.setNonPlayers(nps).setWindow(Option.none());
    afterReturn(x);
  }

  /** P5 (DL-R39): a window of the players with a real choice; the others return automatically. */
  static void startReturn(Ctx x) {
    Vector<PlayerId> choosing = Vector.empty();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      if (Returning.eligible(x.lord(seat)).size() > 1) {
        choosing = choosing.append(x.s.players().get(seat));
      }
    }
    x.s.setPhase(Phase.RETURN).setDrafts(TreeMap.empty());
    if (choosing.isEmpty()) {
      x.s.setWindow(Option.none());
      Returning.resolve(x);
    } else {
      x.s.setWindow(Option.of(CommitWindow.open(choosing)));
    }
  }

  /** After RETURN_ORDERS: the event of seasons 2–4 (DL-R50), else the end of the season. */
  static void afterReturn(Ctx x) {
    x.s.setSpaces(Vector.fill(24, Option::none));
    if (x.s.season() >= 2) {
      Events.start(x);
    } else {
      Season.endSeason(x);
    }
  }
}
