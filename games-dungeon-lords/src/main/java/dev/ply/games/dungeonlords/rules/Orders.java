package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.MinionPlaced;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Orders (§5.2, DL-R14..R18) and the non-player lords' orders (§5.6, DL-R41..R43): the window opens,
 * then the played orders are revealed and the minions placed.
 */
final class Orders {
  private Orders() {}

  static Vector<PlayerId> everyone(Ctx x) {
    return x.s.players();
  }

  /** P2a (DL-R41, DL-R43), then P2b opens (DL-R14). */
  static void openOrders(Ctx x) {
    int players = x.s.players().size();
    Vector<NonPlayer> nps = Vector.empty();
    for (NonPlayer np : x.s.nonPlayers()) {
      Vector<Order> shuffled = x.dice().shuffle(np.hand());
      Vector<Order> played = shuffled.take(players == 3 ? 3 : 2);
      nps = nps.append(ImmutableNonPlayer.copyOf(np).withPlayed(played).withHand(np.hand().removeAll(played)));
      x.say(players == 3 ? "DL-R41" : "DL-R43", "non-player lord " + np.name() + " reveals " + played.map(Names::order).mkString(", "));
    }
    x.s.setNonPlayers(nps).setPhase(Phase.ORDERS).setDrafts(TreeMap.empty())
        .setWindow(Option.of(CommitWindow.open(everyone(x))));
  }

  /** P2c REVEAL_AND_PLACE (DL-R15..R18, DL-R42, DL-R43). */
  static void revealOrders(Ctx x) {
    CommitWindow<Secret> w = x.s.window().get();
    Vector<Secret> choices = w.choices();
    x.s.setWindow(Option.none()).setDrafts(TreeMap.empty());
    Vector<Option<Occupant>> spaces = Vector.fill(24, Option::none);
    Vector<NonPlayer> nps = x.s.nonPlayers();
    for (int seat = 0; seat < choices.size(); seat++) {
      Secret c = choices.get(seat);
      int s = seat;
      x.update(seat, l -> l.withHand(l.hand().removeAll(c.orders())).withPlayed(c.orders()).withHeld(Vector.empty()));
      x.say("DL-R15", x.name(s) + " reveals " + c.orders().map(Names::order).mkString(", "));
      if (c.nonPlayer().isDefined()) {
        NonPlayer np = nps.get(seat);
        nps = nps.update(seat, ImmutableNonPlayer.copyOf(np).withPlayed(np.played().append(c.nonPlayer().get()))
            .withHand(np.hand().remove(c.nonPlayer().get())));
        x.say("DL-R43", x.name(s) + " gives non-player lord " + np.name() + " the " + Names.order(c.nonPlayer().get()) + " order");
      }
    }
    x.s.setNonPlayers(nps);
    // DL-R42: non-player minions first, on space II, else III
    for (int k = 0; k < 3; k++) {
      for (int i = 0; i < nps.size(); i++) {
        if (k < nps.get(i).played().size()) {
          Order o = nps.get(i).played().get(k);
          int base = o.ordinal() * 3;
          int sp = spaces.get(base + 1).isEmpty() ? 1 : 2;
          if (spaces.get(base + sp).isEmpty()) {
            spaces = spaces.update(base + sp, Option.of(new Occupant(true, i)));
            x.event(new MinionPlaced("non-player " + nps.get(i).name(), o.name(), sp + 1));
          }
        }
      }
    }
    // DL-R15: three passes in turn order
    int n = x.s.players().size();
    for (int pass = 0; pass < 3; pass++) {
      for (int k = 0; k < n; k++) {
        int seat = x.s.seatAt(k);
        Order o = x.lord(seat).played().get(pass);
        if (pass == 0 && o == Order.MONSTERS) { // DL-R17
          if (x.lord(seat).gold() < 1) {
            x.update(seat, l -> l.withHeld(l.held().append(o)));
            x.say("DL-R17", x.name(seat) + " cannot pay 1 gold for the Monsters order played 1st: the minion stays on the card");
            continue;
          }
          x.update(seat, l -> l.withGold(l.gold() - 1));
          x.say("DL-R17", x.name(seat) + " pays 1 gold for the Monsters order played 1st");
        }
        int base = o.ordinal() * 3;
        Option<Integer> free = firstFree(spaces, base);
        if (free.isEmpty()) {
          x.update(seat, l -> l.withHeld(l.held().append(o)));
          x.event(new MinionPlaced(x.name(seat), o.name(), 0));
        } else {
          spaces = spaces.update(base + free.get(), Option.of(new Occupant(false, seat)));
          x.event(new MinionPlaced(x.name(seat), o.name(), free.get() + 1));
        }
      }
    }
    x.s.setSpaces(spaces).setCursor(0);
    Actions.nextAction(x);
  }

  /** DL-R15: the first free space (0 for I to 2 for III) of the order whose spaces start at {@code base}. */
  private static Option<Integer> firstFree(Vector<Option<Occupant>> spaces, int base) {
    for (int sp = 0; sp < 3; sp++) {
      if (spaces.get(base + sp).isEmpty()) {
        return Option.some(sp);
      }
    }
    return Option.none();
  }
}
