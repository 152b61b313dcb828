package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * The spec's invariants (§9) that hold in every state of a full (unmasked) game. The position
 * builder runs them on every position it builds; the test kit after every step of a playout. Each
 * space holds at most one minion by construction (one {@code Option} per space).
 */
public final class Checks {
  private Checks() {}

  /** A broken invariant, naming it. */
  public static final class Broken extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Broken(String message) {
      super(message);
    }
  }

  private static void require(boolean ok, String message) {
    if (!ok) {
      throw new Broken(message);
    }
  }

  private static void same(Object expected, Object actual, String message) {
    if (!Objects.equals(expected, actual)) {
      throw new Broken(message + ": expected " + expected + " but was " + actual);
    }
  }

  public static void check(DungeonLordsState s) {
    int paladins = 0;
    Vector<String> monsters = s.monsterOffer().appendAll(s.monsterDiscard()).appendAll(s.monsterDecks().flatMap(d -> d));
    Vector<String> rooms = s.roomOffer().appendAll(s.roomDiscard()).appendAll(s.roomDecks().flatMap(d -> d));
    Vector<String> adventurers = s.removed().appendAll(s.waiting().flatMap(g -> g)).appendAll(s.adventurerDecks().flatMap(d -> d));
    Vector<String> traps = s.trapDeck().appendAll(s.trapDiscard());
    for (Option<Secret> plan : s.plans()) {
      traps = traps.appendAll(plan.map(Secret::traps).getOrElse(Vector.empty()).filter(t -> !t.equals("?")));
    }
    traps = traps.appendAll(s.battle().map(b -> b.traps()).getOrElse(Vector.empty()));
    s.nonPlayerEvil().forEach(e -> require(e >= 1 && e <= 15, "§9: non-player evil in [1, 15]"));
    for (Lord l : s.lords()) {
      String who = l.id() + ": ";
      require(l.evil() >= 1 && l.evil() <= 15, who + "§9: evil in [1, 15], was " + l.evil());
      require(l.gold() >= 0 && l.food() >= 0 && l.imps() >= 0 && l.penalties() >= 0, who + "§9: resources never negative");
      require(l.impsBusy() >= 0 && l.impsBusy() <= l.imps(), who + "DL-R28: busy imps within imps owned");
      require(l.trollsBusy() <= l.trolls() || s.phase() != Phase.PRODUCTION, who + "DL-R37: busy trolls within troll tokens");
      // orders: hand + unavailable + played = the 8 cards
      Vector<Order> all = l.hand().appendAll(l.unavailable()).appendAll(l.played());
      same(8, all.size(), who + "§9: 8 order cards = hand + unavailable + played");
      same(8, all.distinct().size(), who + "§9: each order card once");
      require(l.played().isEmpty() || l.played().size() == 3, who + "§9: played 0 or 3");
      // the dungeon
      require(l.tiles().size() <= 20, who + "§9: at most 20 tiles");
      Set<Square> squares = new HashSet<>();
      for (Tile t : l.tiles()) {
        require(t.square().inGrid(), who + "§9: tile in the grid");
        require(squares.add(t.square()), who + "§9: one tile per square");
        require(t.activations() <= (s.year() == 1 ? 1 : 2), who + "DL-R36: activation limit");
        if (t.room().isDefined()) {
          rooms = rooms.append(t.room().get().name());
          Room r = t.room().get();
          require(r.zone().contains(t.square().c(), t.square().r()), who + "DL-R31: " + r + " in its zone");
          for (Tile o : l.tiles()) {
            require(!(o.isRoom() && o.square().adjacent(t.square())), who + "DL-R31: rooms not adjacent");
          }
        }
      }
      int[][] d = Dungeon.distances(l);
      for (Tile t : l.tiles()) {
        require(d[t.square().c()][t.square().r()] != Integer.MAX_VALUE, who + "§9: tile " + t.square() + " connected to the entrance");
      }
      for (int c = 0; c < 4; c++) {
        for (int r = 0; r < 3; r++) {
          require(!(squares.contains(Square.of(c, r)) && squares.contains(Square.of(c + 1, r))
              && squares.contains(Square.of(c, r + 1)) && squares.contains(Square.of(c + 1, r + 1))), who + "DL-R25: no full 2x2");
        }
      }
      monsters = monsters.appendAll(l.lair().map(LairMonster::tile));
      traps = traps.appendAll(l.traps());
      for (Fighter f : l.party()) {
        require(f.damage() < f.health(), who + "§9: damage < health in a party");
        if (f.tile().paladin()) {
          paladins++;
        }
      }
      adventurers = adventurers.appendAll(l.party().map(Fighter::id).filter(id -> !id.equals("ILLUSION"))).appendAll(l.prison());
      require(l.party().size() <= 5, who + "§9: party size <= 3 + paladin + illusion");
    }
    require(paladins <= 1, "§9: at most one paladin in play");
    if (s.paladinHolder().isDefined()) {
      Lord h = s.lord(s.seatOf(s.paladinHolder().get()));
      require(h.party().exists(f -> f.tile().paladin()), "the paladin stands in his holder's party");
    }
    same(Monsters.ALL.sorted(), monsters.sorted(), "§9: 24 monster tiles conserved");
    same(Room.ofYear(1).appendAll(Room.ofYear(2)).map(Enum::name).sorted(), rooms.sorted(), "§9: 16 room tiles conserved");
    same(Trap.deck().sorted(), traps.sorted(), "§9: 27 trap cards conserved");
    Vector<String> combat = s.combatCards().appendAll(s.combatDecks().flatMap(c -> c));
    same(Vector.of(CombatCard.values()).map(Enum::name).sorted(), combat.sorted(), "§9: 18 combat cards conserved");
    int tent = (s.year() == 1 ? 1 : 0) + (s.paladinInTent() ? 1 : 0);
    Vector<String> expected = Adventurers.ALL.map(a -> a.id()).append("PAL1").append("PAL2");
    Vector<String> seen = adventurers;
    if (s.paladinInTent()) {
      seen = seen.append(s.year() == 1 ? "PAL1" : "PAL2");
    }
    if (s.year() == 1) {
      seen = seen.append("PAL2");
    }
    same(expected.sorted(), seen.sorted(), "§9: 32 adventurers + 2 paladins conserved (" + tent + " in the tent)");
  }
}
