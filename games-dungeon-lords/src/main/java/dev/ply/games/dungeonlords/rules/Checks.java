package dev.ply.games.dungeonlords.rules;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The spec's invariants (§9, and the rules they come from) that hold in every state of a full
 * (unmasked) game. The position builder runs them on every position it builds or loads; the test
 * kit after every step of a playout. The first broken one is an {@link InvalidPosition} whose
 * {@code invariant()} is the rule's ID ({@code "DL-R23"}), or {@code "§9"} for a count of §9 that
 * no numbered rule states, and whose message names the lord, square, tile or card at fault.
 */
public final class Checks {
  private Checks() {}

  /** A broken invariant, as {@link #check} throws it; its cause is the {@link InvalidPosition}. */
  public static final class Broken extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Broken(InvalidPosition cause) {
      super(cause.getMessage(), cause);
    }

    /** The spec's ID of what broke. */
    public String invariant() {
      return ((InvalidPosition) getCause()).invariant();
    }
  }

  /** The first invariant {@code s} breaks, if any. */
  public static Option<InvalidPosition> broken(DungeonLordsState s) {
    try {
      table(s);
      Census.check(s);
      Census.years(s);
      for (Lord l : s.lords()) {
        lord(s, l);
      }
      spaces(s);
      paladin(s);
      return Option.none();
    } catch (InvalidPosition e) {
      return Option.of(e);
    }
  }

  /**
   * @throws Broken naming the first broken invariant
   */
  public static void check(DungeonLordsState s) {
    broken(s).forEach(e -> {
      throw new Broken(e);
    });
  }

  private static void require(boolean ok, String rule, String message) {
    if (!ok) {
      throw new InvalidPosition(rule, message);
    }
  }

  static String nonPlayerName(int index) {
    return "non-player lord " + (char) ('A' + index);
  }

  static String space(int index) {
    return Order.of(index / 3).label() + " " + "I".repeat(index % 3 + 1);
  }

  // ---------------------------------------------------------------- the table

  private static void table(DungeonLordsState s) {
    int n = s.players().size();
    require(n >= 2 && n <= 4, "DL-R2", "Dungeon Lords is played by 2, 3 or 4 players, not " + n);
    require(s.lords().size() == n, "§3", n + " players are seated but there are " + s.lords().size() + " dungeons");
    for (int i = 0; i < n; i++) {
      require(s.lords().get(i).id().equals(s.players().get(i)), "§3", "seat " + (i + 1) + " is "
          + s.players().get(i) + " but its dungeon is " + s.lords().get(i).id() + "'s");
    }
    require(s.players().distinct().size() == n, "§3", "a player is seated twice");
    int np = n == 2 ? 2 : n == 3 ? 1 : 0;
    require(s.nonPlayers().size() == np, "DL-R40", "a " + n + "-player game has " + np + " non-player lords, not "
        + s.nonPlayers().size());
    for (int i = 0; i < s.nonPlayers().size(); i++) {
      NonPlayer p = s.nonPlayers().get(i);
      String who = nonPlayerName(i);
      require(p.name().equals(String.valueOf((char) ('A' + i))), "DL-R40", who + " is called \"" + p.name() + "\"");
      orders(who, p.hand(), p.unavailable(), p.played(), "DL-R5");
      require(p.unavailable().size() == 2, "DL-R5", who + " has " + p.unavailable().size()
          + " unavailable orders; two of its cards are unavailable");
      require(p.played().size() <= 3, "DL-R41", who + " played " + p.played().size() + " orders; at most 3 a season");
    }
    require(s.nonPlayerEvil().isDefined() == (n == 2), "DL-R5", n == 2
        ? "a 2-player game has the non-player Evil Counter" : "only a 2-player game has a non-player Evil Counter");
    s.nonPlayerEvil().forEach(e -> require(e >= 1 && e <= 15, "DL-R23", "the non-player Evil Counter is at " + e
        + "; the Evilometer runs from 1 to 15"));
    require(s.starting() >= 0 && s.starting() < n, "DL-R2", "the Starting Player token is at seat " + (s.starting() + 1)
        + " of " + n);
    require(s.year() == 1 || s.year() == 2, "DL-R104", "the game has years 1 and 2, not year " + s.year());
    require(s.season() >= 1 && s.season() <= 4 || s.season() == 0 && s.phase() == Phase.UNAVAILABLE, "§4",
        "a year has seasons 1 (Winter) to 4 (Autumn), not season " + s.season());
    require(s.monsterDecks().size() == 2 && s.roomDecks().size() == 2 && s.adventurerDecks().size() == 2
        && s.combatDecks().size() == 2, "DL-R6", "monsters, rooms, adventurers and combat cards have one deck for each "
        + "of the two years");
    require(s.monsterOffer().size() <= 3, "DL-R10", s.monsterOffer().size() + " monsters are on offer; a season reveals 3");
    require(s.roomOffer().size() <= 2, "DL-R10", s.roomOffer().size() + " rooms are on offer; a season reveals 2");
    int group = n == 4 ? 4 : 3;
    for (Vector<String> g : s.waiting()) {
      require(g.size() <= group, "DL-R11", g.size() + " adventurers wait to arrive together; a " + n
          + "-player game draws " + group + " a season");
    }
    if (s.phase() != Phase.UNAVAILABLE && !s.eventTiles().contains(DungeonLordsState.HIDDEN)) {
      require(s.eventTiles().sorted().equals(Vector.of(EventTile.values()).map(Enum::name).sorted()), "DL-R8",
          "the year's event tiles are Payday, Taxes and Special, one on each of seasons 2 to 4");
    }
    if (s.phase() != Phase.UNAVAILABLE && s.phase() != Phase.GAME_OVER) {
      require(s.combatCards().size() == 4, "DL-R8", s.combatCards().size() + " combat cards are dealt; a year deals 4");
    }
    require(s.combatRevealed() >= 0 && s.combatRevealed() <= s.combatCards().size(), "DL-R77",
        s.combatRevealed() + " combat cards are face up of " + s.combatCards().size());
    require(s.plans().size() == n, "DL-R71", "battle plans are kept for " + s.plans().size() + " seats, not " + n);
  }

  /** 8 different order cards = hand + unavailable + played (§9). */
  private static void orders(String who, Vector<Order> hand, Vector<Order> unavailable, Vector<Order> played, String rule) {
    Vector<Order> all = hand.appendAll(unavailable).appendAll(played);
    for (Order o : Order.values()) {
      int k = all.count(o::equals);
      require(k == 1, rule, who + (k == 0 ? " is missing the " + o.label() + " order card" : " has the " + o.label()
          + " order card " + k + " times") + "; a colour has the 8 order cards, each once, in hand, unavailable or played");
    }
  }

  // ---------------------------------------------------------------- a lord

  private static void lord(DungeonLordsState s, Lord l) {
    String who = l.id().name();
    require(l.evil() >= 1 && l.evil() <= 15, "DL-R23", who + "'s evil is " + l.evil() + "; the Evilometer runs from 1 to 15");
    require(l.gold() >= 0, "§9", who + " has " + l.gold() + " gold; resources are never negative");
    require(l.food() >= 0, "§9", who + " has " + l.food() + " food; resources are never negative");
    require(l.imps() >= 0, "§9", who + " has " + l.imps() + " imps; resources are never negative");
    require(l.penalties() >= 0, "§9", who + " has " + l.penalties() + " penalty tokens; never negative");
    require(l.impsBusy() >= 0 && l.impsBusy() <= l.imps(), "DL-R28", who + " has " + l.impsBusy() + " busy imps of "
        + l.imps());
    require(l.trollsBusy() >= 0 && (l.trollsBusy() <= l.trolls() || s.phase() != Phase.PRODUCTION), "DL-R37",
        who + " has " + l.trollsBusy() + " busy troll tokens but " + l.trolls() + " Trolls");
    orders(who, l.hand(), l.unavailable(), l.played(), "§9");
    require(l.unavailable().size() == 2 || l.unavailable().isEmpty(), "DL-R4", who + " has "
        + l.unavailable().size() + " unavailable orders; two are unavailable (none before the first choice)");
    require(l.played().isEmpty() || l.played().size() == 3, "DL-R14", who + " played " + l.played().size()
        + " orders; a lord plays 3 a season");
    for (Order o : l.held()) { // a built position may hold minions with no orders played yet
      require(l.played().isEmpty() || l.played().contains(o), "DL-R16", who + "'s minion is held on the " + o.label()
          + " order card, which he did not play this season");
    }
    for (int pos : l.spied()) {
      require(pos >= 1 && pos <= 4, "DL-R24", who + " spied on combat-card position " + pos + "; they are 1 to 4");
    }
    dungeon(s, l, who);
    party(l, who);
  }

  private static void dungeon(DungeonLordsState s, Lord l, String who) {
    require(l.tiles().size() <= 20, "§9", who + "'s dungeon has " + l.tiles().size() + " tiles; the board has 20 squares");
    Set<Square> squares = new HashSet<>();
    for (Tile t : l.tiles()) {
      require(t.square().inGrid(), "§9", who + "'s tile on " + t.square() + " is outside the 5×4 dungeon");
      require(squares.add(t.square()), "§9", who + " has two tiles on " + t.square());
      require(t.activations() >= 0 && t.activations() <= (s.year() == 1 ? 1 : 2), "DL-R36", who + "'s tile on "
          + t.square() + " was activated " + t.activations() + " times this season; a room works at most "
          + (s.year() == 1 ? "once a season in year 1" : "twice a season in year 2"));
      if (t.room().isDefined()) {
        Room r = t.room().get();
        require(r.zone().contains(t.square().c(), t.square().r()), "DL-R31", who + "'s " + r.label() + " on "
            + t.square() + " is outside its zone (" + r.zone().name().toLowerCase() + " squares)");
        for (Tile o : l.tiles()) {
          require(!(o.isRoom() && o.square().adjacent(t.square())), "DL-R31", who + "'s rooms on " + t.square()
              + " and " + o.square() + " are next to each other");
        }
      } else {
        require(t.activations() == 0, "DL-R35", who + "'s tunnel on " + t.square() + " was activated; only rooms are");
      }
    }
    int[][] d = Dungeon.distances(l);
    for (Tile t : l.tiles()) {
      require(d[t.square().c()][t.square().r()] != Integer.MAX_VALUE, "§9", who + "'s tile on " + t.square()
          + " is not connected to the entrance");
    }
    for (int c = 0; c < 4; c++) {
      for (int r = 0; r < 3; r++) {
        require(!(squares.contains(Square.of(c, r)) && squares.contains(Square.of(c + 1, r))
            && squares.contains(Square.of(c, r + 1)) && squares.contains(Square.of(c + 1, r + 1))), "DL-R25",
            who + "'s tiles fill the 2×2 block from " + Square.of(c, r) + " to " + Square.of(c + 1, r + 1));
      }
    }
  }

  private static void party(Lord l, String who) {
    int adventurers = 0;
    for (Fighter f : l.party()) {
      String name = Census.adventurer(f.id()) + " in " + who + "'s party";
      require(f.damage() >= 0 && f.bonus() >= 0, "§9", name + " has " + f.damage() + " damage and a health bonus of "
          + f.bonus() + "; neither is negative");
      require(f.damage() < f.health(), "DL-R79", name + " has " + f.damage() + " damage and " + f.health()
          + " health: he would already be in prison");
      AdventurerClass c = f.tile().cls();
      if (c != AdventurerClass.PALADIN && c != AdventurerClass.ILLUSION) {
        adventurers++;
      }
    }
    require(adventurers <= 3, "DL-R63", who + "'s party has " + adventurers + " adventurers besides the paladin "
        + "and an illusion; a lord receives 3 a year");
    require(l.party().count(f -> f.tile().cls() == AdventurerClass.ILLUSION) <= 1, "§9", who
        + "'s party has two illusions");
  }

  // ---------------------------------------------------------------- minions

  private static void spaces(DungeonLordsState s) {
    int n = s.players().size();
    require(s.spaces().size() == 24, "DL-R18", "the central board has 24 action spaces, not " + s.spaces().size());
    List<List<Integer>> lords = new ArrayList<>();
    List<List<Integer>> others = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lords.add(new ArrayList<>());
    }
    for (int i = 0; i < s.nonPlayers().size(); i++) {
      others.add(new ArrayList<>());
    }
    for (int k = 0; k < 24; k++) {
      Option<Occupant> o = s.spaces().get(k);
      if (o.isEmpty()) {
        continue;
      }
      Occupant m = o.get();
      if (m.nonPlayer()) {
        require(m.index() >= 0 && m.index() < s.nonPlayers().size(), "DL-R40", "a minion of "
            + nonPlayerName(m.index()) + " stands on " + space(k) + ", but a " + n + "-player game has "
            + (s.nonPlayers().isEmpty() ? "no non-player lords" : s.nonPlayers().size() == 1
                ? "one non-player lord (A)" : "two non-player lords (A and B)"));
        require(k % 3 != 0, "DL-R42", "the minion of " + nonPlayerName(m.index()) + " stands on " + space(k)
            + "; non-player minions take space II, else III");
        others.get(m.index()).add(k);
      } else {
        require(m.index() >= 0 && m.index() < n, "§3", "a minion of seat " + (m.index() + 1) + " stands on " + space(k)
            + ", but " + n + " players are seated");
        lords.get(m.index()).add(k);
      }
    }
    for (int seat = 0; seat < n; seat++) {
      Lord l = s.lord(seat);
      minions(l.id().name(), lords.get(seat), "DL-R1");
      for (int k : lords.get(seat)) {
        require(l.played().isEmpty() || l.played().contains(Order.of(k / 3)), "DL-R15", l.id() + "'s minion on "
            + space(k) + " is not on one of his played orders (" + l.played().map(Order::label).mkString(", ") + ")");
      }
    }
    for (int i = 0; i < others.size(); i++) {
      minions(nonPlayerName(i), others.get(i), "DL-R5");
    }
  }

  /** Three minions a colour (DL-R1, DL-R5), each on a different action (three different orders, DL-R14). */
  private static void minions(String who, List<Integer> spaces, String rule) {
    List<String> where = new ArrayList<>();
    for (int k : spaces) {
      where.add(space(k));
    }
    require(spaces.size() <= 3, rule, who + " has " + spaces.size() + " minions on the action spaces ("
        + Census.words(where) + "); a colour has 3");
    Set<Integer> actions = new HashSet<>();
    for (int k : spaces) {
      require(actions.add(k / 3), "DL-R14", who + " has two minions on " + Order.of(k / 3).label()
          + "; his three orders are different cards");
    }
  }

  // ---------------------------------------------------------------- the paladin

  private static void paladin(DungeonLordsState s) {
    Vector<Lord> with = s.lords().filter(l -> l.party().exists(f -> f.tile().paladin()));
    require(with.size() <= 1, "DL-R67", "the paladin is in " + with.map(l -> l.id() + "'s").mkString(" and ")
        + " parties; there is one paladin a year");
    require(!(s.paladinInTent() && s.paladinHolder().isDefined()), "DL-R65", "the paladin is both in the tent and with "
        + s.paladinHolder().getOrNull());
    if (s.paladinHolder().isDefined()) {
      PlayerId h = s.paladinHolder().get();
      require(s.seat(h).isDefined(), "DL-R65", "the paladin is with " + h + ", who is not seated");
      require(with.exists(l -> l.id().equals(h)), "DL-R67", "the paladin is with " + h + " but not in his party");
    }
    for (Lord l : with) {
      require(s.paladinHolder().contains(l.id()), "DL-R65", "the paladin stands in " + l.id()
          + "'s party, who does not hold him");
      int at = l.party().indexWhere(f -> f.tile().paladin());
      require(at == 0 || at == 1 && l.party().get(0).tile().cls() == AdventurerClass.ILLUSION, "DL-R67",
          "the paladin stands " + (at + 1) + (at == 1 ? "nd" : at == 2 ? "rd" : "th") + " in " + l.id()
              + "'s party; he stands at the very front (only an illusion goes ahead of him)");
    }
    require(!s.paladinInTent() || with.isEmpty(), "DL-R65", "the paladin is in the tent and in a party");
  }
}
