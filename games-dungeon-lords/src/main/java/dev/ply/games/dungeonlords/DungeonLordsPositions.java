package dev.ply.games.dungeonlords;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.rules.Checks;
import dev.ply.games.dungeonlords.rules.GameSetup;
import dev.ply.games.dungeonlords.rules.Stages;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.function.UnaryOperator;

/**
 * Any legal position in the game's own words, for puzzles, tutorials, bug reports and tests:
 * {@code DungeonLordsPositions.players(4).gold("p1", 0).tunnels("p1", Square.of(1, 0)).monster("p4",
 * "WITCH-1a").build()}. It starts from the spec's set-up (DL-R1, Starting Player p1, no unavailable
 * orders yet, year 1 Winter at the order choice) and every change takes tiles and cards from
 * where they are, so the counts of §9 still add up; {@link #build()} checks every invariant of §9
 * and names the one that fails.
 */
public final class DungeonLordsPositions {
  private ImmutableDungeonLordsState s;

  private DungeonLordsPositions(DungeonLordsState s) {
    this.s = ImmutableDungeonLordsState.copyOf(s);
  }

  /** {@code n} players p1..pN, p1 the Starting Player, seeded decks ({@code seed}), year 1 Winter at CHOOSE_ORDERS. */
  public static DungeonLordsPositions players(int n, long seed) {
    DungeonLordsState start = GameSetup.begin(Setup.of(n, seed).withOption(GameSetup.FIRST, "p1"));
    ImmutableDungeonLordsState s = ImmutableDungeonLordsState.copyOf(start)
        .withLords(start.lords().map(l -> (Lord) ImmutableLord.copyOf(l).withDrawn(Vector.empty())))
        .withWindow(Option.none());
    return new DungeonLordsPositions(Stages.beginYear(s, 1));
  }

  public static DungeonLordsPositions players(int n) {
    return players(n, 1);
  }

  private int seat(String player) {
    int seat = s.seatOf(PlayerId.of(player));
    if (seat < 0) {
      throw new IllegalArgumentException(player + " is not seated");
    }
    return seat;
  }

  private DungeonLordsPositions lord(String player, UnaryOperator<ImmutableLord> f) {
    int seat = seat(player);
    s = s.withLords(s.lords().update(seat, f.apply(ImmutableLord.copyOf(s.lord(seat)))));
    return this;
  }

  public DungeonLordsPositions gold(String player, int n) {
    return lord(player, l -> l.withGold(n));
  }

  public DungeonLordsPositions food(String player, int n) {
    return lord(player, l -> l.withFood(n));
  }

  public DungeonLordsPositions imps(String player, int n) {
    return lord(player, l -> l.withImps(n));
  }

  public DungeonLordsPositions evil(String player, int n) {
    return lord(player, l -> l.withEvil(n));
  }

  public DungeonLordsPositions penalties(String player, int n) {
    return lord(player, l -> l.withPenalties(n));
  }

  /** The two unavailable orders; the other six are in hand. */
  public DungeonLordsPositions unavailable(String player, Order a, Order b) {
    Vector<Order> blocked = Vector.of(a, b).sorted();
    return lord(player, l -> l.withUnavailable(blocked).withHand(Vector.of(Order.values()).removeAll(blocked)));
  }

  /** Unconquered tunnels added on these squares. */
  public DungeonLordsPositions tunnels(String player, Square... squares) {
    return lord(player, l -> l.withTiles(l.tiles().appendAll(Vector.of(squares).map(Tile::tunnel))));
  }

  /** The tunnel on {@code square} becomes {@code room} (taken from the room decks or offer). */
  public DungeonLordsPositions room(String player, Room room, Square square) {
    takeRoom(room.name());
    return lord(player, l -> l.withTiles(l.tiles().map(t -> t.square().equals(square)
        ? new Tile(square, Option.of(room), t.conquered(), 0) : t)));
  }

  public DungeonLordsPositions conquered(String player, Square square) {
    return lord(player, l -> l.withTiles(l.tiles().map(t -> t.square().equals(square) ? t.conquer() : t)));
  }

  /** A monster or ghost tile, e.g. {@code WITCH-1a}, ready in the lair. */
  public DungeonLordsPositions monster(String player, String tile) {
    takeMonster(tile);
    return lord(player, l -> l.withLair(l.lair().append(new LairMonster(tile, true))));
  }

  /** A trap card of this kind, from the trap deck, into the hand. */
  public DungeonLordsPositions trap(String player, Trap trap) {
    int i = s.trapDeck().indexOf(trap.name());
    if (i < 0) {
      throw new IllegalArgumentException("no " + trap.label() + " left in the trap deck");
    }
    s = s.withTrapDeck(s.trapDeck().removeAt(i));
    return lord(player, l -> l.withTraps(l.traps().append(trap.name())));
  }

  /** The party, front first: adventurers by id ({@code W1a}); {@code PAL1}/{@code PAL2} makes him the holder. */
  public DungeonLordsPositions party(String player, String... ids) {
    Vector<Fighter> party = Vector.empty();
    for (String id : ids) {
      takeAdventurer(id);
      party = party.append(Fighter.fresh(id));
      if (Adventurers.get(id).paladin()) {
        s = s.withPaladinInTent(false).withPaladinHolder(Option.of(PlayerId.of(player)));
      }
    }
    Vector<Fighter> p = party;
    return lord(player, l -> l.withParty(p));
  }

  /** Damage counters on a party member. */
  public DungeonLordsPositions damage(String player, String id, int n) {
    return lord(player, l -> l.withParty(l.party().map(f -> f.id().equals(id) ? new Fighter(id, n, f.bonus()) : f)));
  }

  public DungeonLordsPositions prison(String player, String... ids) {
    for (String id : ids) {
      takeAdventurer(id);
    }
    return lord(player, l -> l.withPrison(l.prison().appendAll(Vector.of(ids))));
  }

  /** The monsters on offer (the previous offer goes back into its deck). */
  public DungeonLordsPositions monsterOffer(String... tiles) {
    Vector<String> old = s.monsterOffer();
    s = s.withMonsterOffer(Vector.empty());
    for (String t : old) {
      s = s.withMonsterDecks(s.monsterDecks().update(Monsters.ofYear(1).contains(t) ? 0 : 1,
          s.monsterDecks().get(Monsters.ofYear(1).contains(t) ? 0 : 1).prepend(t)));
    }
    for (String t : tiles) {
      takeMonster(t);
    }
    s = s.withMonsterOffer(Vector.of(tiles));
    return this;
  }

  /** The rooms on offer (the previous offer goes back into its deck). */
  public DungeonLordsPositions roomOffer(Room... rooms) {
    Vector<String> old = s.roomOffer();
    s = s.withRoomOffer(Vector.empty());
    for (String r : old) {
      int y = Room.valueOf(r).year() - 1;
      s = s.withRoomDecks(s.roomDecks().update(y, s.roomDecks().get(y).prepend(r)));
    }
    for (Room r : rooms) {
      takeRoom(r.name());
    }
    s = s.withRoomOffer(Vector.of(rooms).map(Enum::name));
    return this;
  }

  /** The adventurers arriving next (weakest first, DL-R11); earlier groups go back to their decks. */
  public DungeonLordsPositions waiting(String... ids) {
    for (Vector<String> g : s.waiting()) {
      for (String id : g) {
        int y = Adventurers.get(id).year() - 1;
        s = s.withAdventurerDecks(s.adventurerDecks().update(y, s.adventurerDecks().get(y).append(id)));
      }
    }
    s = s.withWaiting(Vector.empty());
    for (String id : ids) {
      takeAdventurer(id);
    }
    s = s.withWaiting(Vector.of(Vector.of(ids)));
    return this;
  }

  /** Combat card of this year at {@code position} 1..4 (swapped with its current place). */
  public DungeonLordsPositions combatCard(int position, CombatCard card) {
    Vector<String> cards = s.combatCards();
    int y = s.year() - 1;
    Vector<String> deck = s.combatDecks().get(y);
    String old = cards.get(position - 1);
    int inCards = cards.indexOf(card.name());
    if (inCards >= 0) {
      cards = cards.update(inCards, old);
    } else {
      int j = deck.indexOf(card.name());
      if (j < 0) {
        throw new IllegalArgumentException(card.label() + " is not a year-" + s.year() + " combat card");
      }
      deck = deck.update(j, old);
    }
    s = s.withCombatCards(cards.update(position - 1, card.name())).withCombatDecks(s.combatDecks().update(y, deck));
    return this;
  }

  public DungeonLordsPositions starting(String player) {
    s = s.withStarting(seat(player));
    return this;
  }

  public DungeonLordsPositions season(int season) {
    s = s.withSeason(season);
    return this;
  }

  /** Year 2 (DL-R104b): year-2 offers, combat cards and paladin. */
  public DungeonLordsPositions year2() {
    s = s.withWaiting(Vector.empty());
    DungeonLordsState y1 = s.withAdventurerDecks(s.adventurerDecks().update(0, Adventurers.ofYear(1)
        .removeAll(s.removed()).removeAll(s.lords().flatMap(l -> l.party().map(Fighter::id).appendAll(l.prison())))))
        .withRemoved(s.removed().append("PAL1"))
        .withMonsterDecks(s.monsterDecks().update(0, s.monsterDecks().get(0).appendAll(s.monsterOffer())))
        .withMonsterOffer(Vector.empty())
        .withRoomDecks(s.roomDecks().update(0, s.roomDecks().get(0).appendAll(s.roomOffer()))).withRoomOffer(Vector.empty())
        .withCombatDecks(s.combatDecks().update(0, s.combatDecks().get(0).appendAll(s.combatCards())))
        .withCombatCards(Vector.empty()).withPaladinInTent(false).withPaladinHolder(Option.none());
    s = ImmutableDungeonLordsState.copyOf(Stages.beginYear(y1, 2));
    return this;
  }

  /** A minion of {@code player} on {@code order} space 1..3 (I..III). */
  public DungeonLordsPositions space(Order order, int space, String player) {
    s = s.withSpaces(s.spaces().update(order.ordinal() * 3 + space - 1, Option.of(new Occupant(false, seat(player)))));
    return this;
  }

  /** A non-player lord's minion ({@code index} 0 = A) on {@code order} space 1..3 (DL-R42). */
  public DungeonLordsPositions nonPlayerSpace(Order order, int space, int index) {
    s = s.withSpaces(s.spaces().update(order.ordinal() * 3 + space - 1, Option.of(new Occupant(true, index))));
    return this;
  }

  /** This year's special event (DL-R3), swapped in from outside the game if needed. */
  public DungeonLordsPositions special(dev.ply.games.dungeonlords.content.SpecialEvent event) {
    s = s.withSpecials(s.specials().update(s.year() - 1, event.name()));
    return this;
  }

  /** Exhausted (face down) monster in the lair. */
  public DungeonLordsPositions exhausted(String player, String tile) {
    return lord(player, l -> l.withLair(l.lair().map(m -> m.tile().equals(tile) ? new LairMonster(tile, false) : m)));
  }

  /** Orders played this season (1st first), for RETURN_ORDERS positions. */
  public DungeonLordsPositions played(String player, Order... orders) {
    Vector<Order> played = Vector.of(orders);
    return lord(player, l -> l.withPlayed(played).withHand(l.hand().removeAll(played)));
  }

  public DungeonLordsPositions held(String player, Order... orders) {
    return lord(player, l -> l.withHeld(Vector.of(orders)));
  }

  private void takeMonster(String tile) {
    if (!Monsters.exists(tile)) {
      throw new IllegalArgumentException("no monster tile " + tile);
    }
    s = s.withMonsterDecks(s.monsterDecks().map(d -> d.remove(tile))).withMonsterOffer(s.monsterOffer().remove(tile))
        .withMonsterDiscard(s.monsterDiscard().remove(tile));
  }

  private void takeRoom(String room) {
    s = s.withRoomDecks(s.roomDecks().map(d -> d.remove(room))).withRoomOffer(s.roomOffer().remove(room))
        .withRoomDiscard(s.roomDiscard().remove(room));
  }

  private void takeAdventurer(String id) {
    if (!Adventurers.exists(id)) {
      throw new IllegalArgumentException("no adventurer " + id);
    }
    s = s.withAdventurerDecks(s.adventurerDecks().map(d -> d.remove(id)))
        .withWaiting(s.waiting().map(g -> g.remove(id)).filter(g -> !g.isEmpty()));
  }

  /**
   * The position, checked against every invariant of §9.
   *
   * @throws IllegalArgumentException naming the broken invariant
   */
  public DungeonLordsState build() {
    try {
      Checks.check(s);
    } catch (Checks.Broken e) {
      throw new IllegalArgumentException("not a legal Dungeon Lords position: " + e.getMessage(), e);
    }
    return s;
  }
}
