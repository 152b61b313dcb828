package dev.ply.games.dungeonlords.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Activate;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Build;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ChooseTile;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.DiscardTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Done;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.LetGo;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Pay;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Spy;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Confirm;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Decline;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Dig;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Execute;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.KeepOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Mine;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickNonPlayerOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ReturnOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.StopDigging;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code Rules.apply} decides the commonest actions without building the legal list
 * ({@link Rules#check}); these properties prove that shortcut changes nothing: on the states of
 * random games, for every player (awaited or not) and a wide set of candidate actions (the listed
 * ones, every order, square and worker count, rooms on and off offer, spied positions, tax
 * payments, traps and monsters held or not, room activations with every worker split and dig
 * square, malformed nulls), the check
 * agrees with the list exactly, every listed action is accepted and every unlisted one is refused
 * with the rejection the list alone gives.
 */
class QuickCheckTest {
  static final DungeonLordsGame GAME = new DungeonLordsGame();

  @Test
  @DisplayName("DL-R14b DL-R21 DL-R24 DL-R25b DL-R29 DL-R35 DL-R39 DL-R51 DL-R53 DL-R71 the direct legality check agrees with the legal list, and apply with both")
  void checkAgreesWithTheList() {
    SplittableRandom rnd = new SplittableRandom(10);
    int decided = 0;
    int applied = 0;
    for (int players = 2; players <= 4; players++) {
      for (long seed = 1; seed <= 3; seed++) {
        DungeonLordsState s = GAME.start(Setup.of(players, 500 + seed));
        while (!GAME.awaiting(s).isEmpty()) {
          java.util.Map<PlayerId, Vector<DungeonLordsAction>> legalOf = new java.util.HashMap<>();
          for (PlayerId p : s.players()) {
            legalOf.put(p, Rules.legal(s, p));
          }
          List<DungeonLordsAction> candidates = candidates(s, legalOf);
          for (DungeonLordsAction a : candidates) {
            int check = Rules.check(s, s.seatOf(a.actor()), a);
            boolean listed = legalOf.get(a.actor()).contains(a);
            if (check == 1 && !listed || check == 0 && listed) {
              fail("check says " + check + " but the list " + (listed ? "has " : "lacks ") + a + " in " + s.phase());
            }
            decided += check >= 0 ? 1 : 0;
          }
          for (DungeonLordsAction a : sample(candidates, legalOf, rnd)) {
            Either<Rejection, Transition<DungeonLordsState>> r = GAME.apply(s, a);
            applied++;
            Vector<DungeonLordsAction> legal = legalOf.get(a.actor());
            if (legal.contains(a)) {
              assertTrue(r.isRight(), () -> "refused the listed " + a + ": " + r.getLeft());
            } else {
              Rejection expected = Rules.awaiting(s).contains(a.actor())
                  ? Rules.why(s, s.seatOf(a.actor()), a, legal) : Rejection.notYourTurn(a.actor());
              assertTrue(r.isLeft(), "accepted the unlisted " + a + " in " + s.phase());
              assertEquals(expected, r.getLeft(), () -> "the rejection of " + a);
            }
          }
          PlayerId who = GAME.awaiting(s).head();
          Vector<DungeonLordsAction> legal = Rules.legal(s, who);
          s = GAME.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
        }
      }
    }
    assertTrue(decided > 100_000, "the check decided only " + decided + " candidates");
    assertTrue(applied > 10_000, "only " + applied + " applied");
  }

  /** The listed actions, and some unlisted ones, to apply (applying is slower than checking). */
  private static List<DungeonLordsAction> sample(List<DungeonLordsAction> candidates,
      java.util.Map<PlayerId, Vector<DungeonLordsAction>> legalOf, SplittableRandom rnd) {
    List<DungeonLordsAction> out = new ArrayList<>();
    legalOf.values().forEach(l -> out.addAll(l.asJava()));
    for (int i = 0; i < 6; i++) {
      out.add(candidates.get(rnd.nextInt(candidates.size())));
    }
    return out;
  }

  /** Every player's listed actions, and for each player the kinds the check decides with every argument. */
  private static List<DungeonLordsAction> candidates(DungeonLordsState s,
      java.util.Map<PlayerId, Vector<DungeonLordsAction>> legalOf) {
    List<DungeonLordsAction> out = new ArrayList<>();
    for (PlayerId p : s.players()) {
      out.addAll(legalOf.get(p).asJava());
      kinds(s, p, out);
    }
    return out;
  }

  private static void kinds(DungeonLordsState s, PlayerId p, List<DungeonLordsAction> out) {
    out.add(new Confirm(p));
    out.add(new Decline(p));
    out.add(new Execute(p));
    out.add(new StopDigging(p));
    List<Order> orders = new ArrayList<>(List.of(Order.values()));
    orders.add(null);
    for (Order o : orders) {
      out.add(new PickOrder(p, o));
      out.add(new PickNonPlayerOrder(p, o));
      out.add(new ReturnOrder(p, o));
      out.add(new KeepOrder(p, o));
    }
    for (int k = -1; k <= 8; k++) {
      out.add(new Mine(p, k));
    }
    List<Square> squares = new ArrayList<>();
    for (int c = -1; c <= Square.COLUMNS; c++) {
      for (int r = -1; r <= Square.ROWS; r++) {
        squares.add(Square.of(c, r));
      }
    }
    squares.add(null);
    List<String> rooms = new ArrayList<>(s.roomOffer().asJava());
    rooms.add(Room.HALL_OF_FAME.name());
    rooms.add("NO_SUCH_ROOM");
    rooms.add(null);
    for (Square sq : squares) {
      out.add(new Dig(p, sq));
      out.add(new ChooseTile(p, sq));
      for (String room : rooms) {
        out.add(new Build(p, room, sq));
      }
    }
    out.add(new Done(p));
    for (int k = -1; k <= 5; k++) {
      out.add(new Spy(p, k));
    }
    for (int k = -1; k <= 8; k++) {
      out.add(new Pay(p, k));
    }
    Lord l = s.lord(s.seatOf(p));
    List<String> traps = new ArrayList<>(l.traps().asJava());
    traps.add("NO_SUCH_TRAP");
    traps.add(null);
    for (String t : traps) {
      out.add(new DiscardTrap(p, t));
    }
    List<String> monsters = new ArrayList<>(s.todo().asJava());
    l.lair().forEach(m -> monsters.add(m.tile()));
    monsters.add("NO_SUCH_MONSTER");
    monsters.add(null);
    for (String m : monsters) {
      out.add(new LetGo(p, m));
    }
    if (s.phase() == Phase.PRODUCTION) { // every room, worker split and dig square (only here: they are many)
      List<Square> rooms2 = new ArrayList<>();
      l.tiles().forEach(t -> rooms2.add(t.square()));
      rooms2.add(Square.of(9, 9));
      rooms2.add(null);
      List<Square> digs = new ArrayList<>(rooms2);
      digs.addAll(Dungeon.diggable(l).asJava());
      for (Square room : rooms2) {
        for (int trolls = -1; trolls <= 4; trolls++) {
          for (Square dig : digs) {
            out.add(new Activate(p, room, trolls, dig));
          }
        }
      }
    }
  }
}
