package dev.ply.games.dungeonlords;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.rules.Checks;
import dev.ply.games.dungeonlords.rules.GameSetup;
import dev.ply.games.dungeonlords.rules.Stages;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Any legal position in the game's own words, for puzzles, tutorials, bug reports and tests:
 * {@code DungeonLordsPositions.players(4).gold("p1", 0).tunnels("p1", Square.of(1, 0)).monster("p4",
 * "WITCH-1a").build()}. It starts from the spec's set-up (DL-R1, Starting Player p1, no unavailable
 * orders yet, year 1 Winter at the order choice) and every change takes tiles and cards from
 * where they are, so the counts of §9 still add up; {@link #build()} checks every invariant of §9
 * (and of the rules behind it) and throws an {@link InvalidPosition} naming the one that fails, by
 * its rule ID, and the lord, square, tile or card at fault. A request that names nothing in the
 * game (an unknown tile, seat or party member) is refused at once, as {@link InvalidPosition#request}.
 *
 * <p>{@link #start()} builds and runs the stage chosen with {@link #atActions()}, {@link
 * #atEvent}, {@link #atAdventurers()} or {@link #atCombat()} up to the first decision; {@link
 * #toJson} and {@link #fromJson} save and load a position ({@code ply-position/1}).
 */
public final class DungeonLordsPositions {
  private ImmutableDungeonLordsState s;
  /** The automatic stage {@link #start()} runs, if any. */
  private Function<DungeonLordsState, Transition<DungeonLordsState>> stage = st -> Transition.of(st);

  private DungeonLordsPositions(DungeonLordsState s) {
    this.s = ImmutableDungeonLordsState.copyOf(s);
  }

  /** {@code n} players p1..pN, p1 the Starting Player, seeded decks ({@code seed}), year 1 Winter at CHOOSE_ORDERS. */
  public static DungeonLordsPositions players(int n, long seed) {
    if (n < 2 || n > 4) {
      throw new InvalidPosition("DL-R2", "Dungeon Lords is played by 2, 3 or 4 players, not " + n);
    }
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
    return s.seat(PlayerId.of(player)).getOrElseThrow(() -> InvalidPosition.request(player + " is not seated at this"
        + " table of " + s.players().size() + " (" + s.players().mkString(", ") + ")"));
  }

  /** The non-player lord called {@code name} ("A" or "B"), or why there is none (DL-R40). */
  private int nonPlayer(String name) {
    int i = s.nonPlayers().indexWhere(np -> np.name().equals(name));
    if (i < 0) {
      throw new InvalidPosition("DL-R40", "there is no non-player lord " + name + " at " + s.players().size()
          + " players" + (s.nonPlayers().isEmpty() ? " (only a 2- or 3-player game has non-player lords)"
              : " (only " + s.nonPlayers().map(NonPlayer::name).mkString(" and ") + ")"));
    }
    return i;
  }

  private DungeonLordsPositions nonPlayer(String name, UnaryOperator<ImmutableNonPlayer> f) {
    int i = nonPlayer(name);
    s = s.withNonPlayers(s.nonPlayers().update(i, f.apply(ImmutableNonPlayer.copyOf(s.nonPlayers().get(i)))));
    return this;
  }

  private static int spaceIndex(Order order, int space) {
    if (space < 1 || space > 3) {
      throw InvalidPosition.request(order.label() + " has spaces I, II and III (1 to 3), not " + space);
    }
    return order.ordinal() * 3 + space - 1;
  }

  private DungeonLordsPositions occupy(Order order, int space, Occupant who) {
    int k = spaceIndex(order, space);
    Option<Occupant> there = s.spaces().get(k);
    if (there.isDefined() && !there.get().equals(who)) {
      Occupant o = there.get();
      throw new InvalidPosition("DL-R18", order.label() + " " + "I".repeat(space) + " already holds a minion of "
          + (o.nonPlayer() ? "non-player lord " + (char) ('A' + o.index()) : s.players().get(o.index()).name())
          + "; a space holds one");
    }
    s = s.withSpaces(s.spaces().update(k, Option.of(who)));
    return this;
  }

  private Lord lordOf(String player) {
    return s.lord(seat(player));
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
    if (a == b) {
      throw new InvalidPosition("DL-R4", player + "'s two unavailable orders are different cards, not " + a.label()
          + " twice");
    }
    Vector<Order> blocked = Vector.of(a, b).sorted();
    return lord(player, l -> l.withUnavailable(blocked).withHand(Vector.of(Order.values()).removeAll(blocked)));
  }

  /** Unconquered tunnels added on these squares. */
  public DungeonLordsPositions tunnels(String player, Square... squares) {
    return lord(player, l -> l.withTiles(l.tiles().appendAll(Vector.of(squares).map(Tile::tunnel))));
  }

  /** The tunnel on {@code square} becomes {@code room} (taken from the room decks or offer). */
  public DungeonLordsPositions room(String player, Room room, Square square) {
    if (!lordOf(player).tileAt(square).exists(Tile::unconqueredTunnel)) {
      throw new InvalidPosition("DL-R31", player + " has no unconquered tunnel on " + square + " to build the "
          + room.label() + " on");
    }
    takeRoom(room.name());
    return lord(player, l -> l.withTiles(l.tiles().map(t -> t.square().equals(square)
        ? new Tile(square, Option.of(room), t.conquered(), 0) : t)));
  }

  public DungeonLordsPositions conquered(String player, Square square) {
    if (lordOf(player).tileAt(square).isEmpty()) {
      throw InvalidPosition.request(player + " has no tile on " + square + " to conquer");
    }
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
      throw new InvalidPosition("§9", "no " + trap.label() + " card is left in the trap deck; the game has "
          + Trap.COPIES + " of each");
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
    Lord member = lordOf(player);
    if (!member.party().exists(f -> f.id().equals(id))) {
      throw InvalidPosition.request(id + " is not in " + player + "'s party ("
          + (member.party().isEmpty() ? "it is empty" : member.party().map(Fighter::id).mkString(", "))
          + "): damage counters lie only on party members");
    }
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

  /**
   * The adventurers arriving next (weakest first, DL-R11); earlier groups go back to their decks.
   * None: nobody is waiting (as after Autumn's arrivals).
   */
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
    s = s.withWaiting(ids.length == 0 ? Vector.empty() : Vector.of(Vector.of(ids)));
    return this;
  }

  /** Combat card of this year at {@code position} 1..4 (swapped with its current place). */
  public DungeonLordsPositions combatCard(int position, CombatCard card) {
    if (position < 1 || position > 4) {
      throw InvalidPosition.request("combat cards lie on positions 1 to 4, not " + position);
    }
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
        throw new InvalidPosition("DL-R8", card.label() + " is not a year-" + s.year() + " combat card");
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

  /** The season, 1 Winter to 4 Autumn (offers, waiting adventurers and event tiles stay as they are). */
  public DungeonLordsPositions season(int season) {
    if (season < 1 || season > 4) {
      throw new InvalidPosition("§4", "a year has seasons 1 (Winter) to 4 (Autumn), not season " + season);
    }
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
        .withCombatCards(Vector.empty()).withPaladinInTent(false).withPaladinHolder(Option.none())
        // the non-player lords take back this season's orders before year 2's are revealed (DL-R44)
        .withNonPlayers(s.nonPlayers().map(np -> (NonPlayer) ImmutableNonPlayer.copyOf(np)
            .withHand(np.hand().appendAll(np.played()).sorted()).withPlayed(Vector.empty())));
    s = ImmutableDungeonLordsState.copyOf(Stages.beginYear(y1, 2));
    return this;
  }

  /** A minion of {@code player} on {@code order} space 1..3 (I..III). */
  public DungeonLordsPositions space(Order order, int space, String player) {
    return occupy(order, space, new Occupant(false, seat(player)));
  }

  /** A non-player lord's minion ({@code index} 0 = A) on {@code order} space 1..3 (DL-R42). */
  public DungeonLordsPositions nonPlayerSpace(Order order, int space, int index) {
    if (index < 0 || index >= s.nonPlayers().size()) {
      nonPlayer(String.valueOf((char) ('A' + Math.max(0, index))));
    }
    return occupy(order, space, new Occupant(true, index));
  }

  /** A minion of non-player lord {@code lord} ("A" or "B") on {@code order} space 2 or 3 (DL-R42). */
  public DungeonLordsPositions nonPlayerSpace(Order order, int space, String lord) {
    return nonPlayerSpace(order, space, nonPlayer(lord));
  }

  /** The 2-player non-player Evil Counter (DL-R5, DL-R57). */
  public DungeonLordsPositions nonPlayerEvil(int evil) {
    if (s.nonPlayerEvil().isEmpty()) {
      throw new InvalidPosition("DL-R5", "only a 2-player game has the non-player Evil Counter, not a "
          + s.players().size() + "-player one");
    }
    s = s.withNonPlayerEvil(Option.of(evil));
    return this;
  }

  /**
   * The orders non-player lord {@code lord} ("A" or "B") revealed this season, 1st first (DL-R41,
   * DL-R43), from its available cards; the rest stay in its hand.
   */
  public DungeonLordsPositions nonPlayerOrders(String lord, Order... orders) {
    NonPlayer np = s.nonPlayers().get(nonPlayer(lord));
    Vector<Order> played = Vector.of(orders);
    for (Order o : played) {
      if (np.unavailable().contains(o)) {
        throw new InvalidPosition("DL-R41", "non-player lord " + lord + "'s " + o.label()
            + " order is unavailable; it reveals only available cards");
      }
    }
    if (played.size() > 3 || played.distinct().size() != played.size()) {
      throw new InvalidPosition("DL-R41", "non-player lord " + lord + " reveals up to 3 different orders, not "
          + played.map(Order::label).mkString(", "));
    }
    Vector<Order> hand = Vector.of(Order.values()).removeAll(np.unavailable()).removeAll(played);
    return nonPlayer(lord, n -> n.withPlayed(played).withHand(hand));
  }

  /**
   * Non-player lord {@code lord}'s two unavailable orders (DL-R5); its revealed orders stay, the rest
   * are in hand. At 2 and 3 players the start position has it reveal random orders already (DL-R41,
   * DL-R43): clear them with {@code nonPlayerOrders(lord)} first when they clash.
   */
  public DungeonLordsPositions nonPlayerUnavailable(String lord, Order a, Order b) {
    NonPlayer np = s.nonPlayers().get(nonPlayer(lord));
    if (a == b) {
      throw new InvalidPosition("DL-R5", "non-player lord " + lord + "'s two unavailable orders are different cards, not "
          + a.label() + " twice");
    }
    for (Order o : Vector.of(a, b)) {
      if (np.played().contains(o)) {
        throw new InvalidPosition("DL-R41", "non-player lord " + lord + " revealed its " + o.label()
            + " order this season, so it is not unavailable; set its revealed orders (nonPlayerOrders) first");
      }
    }
    Vector<Order> blocked = Vector.of(a, b).sorted();
    Vector<Order> hand = Vector.of(Order.values()).removeAll(blocked).removeAll(np.played());
    return nonPlayer(lord, n -> n.withUnavailable(blocked).withHand(hand));
  }

  /** This year's special event (DL-R3), swapped in from outside the game, or with the other year's. */
  public DungeonLordsPositions special(SpecialEvent event) {
    int y = s.year() - 1;
    int other = 1 - y;
    Vector<String> sp = s.specials();
    if (sp.get(other).equals(event.name())) {
      sp = sp.update(other, sp.get(y));
    }
    s = s.withSpecials(sp.update(y, event.name()));
    return this;
  }

  /** Exhausted (face down) monster in the lair. */
  public DungeonLordsPositions exhausted(String player, String tile) {
    if (lordOf(player).monster(tile).isEmpty()) {
      throw InvalidPosition.request(player + " has no " + tile + " in his lair to exhaust");
    }
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
      throw InvalidPosition.request("the game has no monster tile " + tile + " (its tiles are GOBLIN-1a to DEMON-2b)");
    }
    s = s.withMonsterDecks(s.monsterDecks().map(d -> d.remove(tile))).withMonsterOffer(s.monsterOffer().remove(tile))
        .withMonsterDiscard(s.monsterDiscard().remove(tile));
  }

  private void takeRoom(String room) {
    s = s.withRoomDecks(s.roomDecks().map(d -> d.remove(room))).withRoomOffer(s.roomOffer().remove(room))
        .withRoomDiscard(s.roomDiscard().remove(room));
  }

  private void takeAdventurer(String id) {
    if (!Adventurers.exists(id) || id.equals(Adventurers.ILLUSION.id())) {
      throw InvalidPosition.request("the game has no adventurer " + id + " (W1a to M2d, PAL1, PAL2)");
    }
    s = s.withAdventurerDecks(s.adventurerDecks().map(d -> d.remove(id)))
        .withWaiting(s.waiting().map(g -> g.remove(id)).filter(g -> !g.isEmpty()));
  }

  // ---------------------------------------------------------------- where start() begins

  /** {@link #start()} resolves the action spaces from the first occupied one (P3, DL-R19, DL-R20). */
  public DungeonLordsPositions atActions() {
    stage = Stages::resolveActions;
    return this;
  }

  /** {@link #start()} resolves this season's event, set to {@code tile} (P6, DL-R50; seasons 2 to 4). */
  public DungeonLordsPositions atEvent(EventTile tile) {
    if (s.season() < 2) {
      throw new InvalidPosition("DL-R50", "Winter has no event; events come in seasons 2 to 4");
    }
    stage = st -> Stages.event(st, tile);
    return this;
  }

  /** {@link #start()} lets the waiting adventurers arrive (P7, DL-R57..R61). */
  public DungeonLordsPositions atAdventurers() {
    stage = Stages::adventurers;
    return this;
  }

  /** {@link #start()} begins combat (C0, DL-R70). */
  public DungeonLordsPositions atCombat() {
    stage = Stages::combat;
    return this;
  }

  /**
   * The position, checked against every invariant of §9 and the rules behind it.
   *
   * @throws InvalidPosition naming the broken invariant ({@link InvalidPosition#invariant()} its rule ID)
   */
  public DungeonLordsState build() {
    return check(s);
  }

  /**
   * Builds the position and runs the stage chosen ({@link #atActions()}, {@link #atEvent}, {@link
   * #atAdventurers()}, {@link #atCombat()}) until a decision is awaited: the position then and the
   * events on the way. Without a stage the position awaits the order choice as built, with no events.
   *
   * @throws InvalidPosition naming the broken invariant
   */
  public Transition<DungeonLordsState> start() {
    return stage.apply(build());
  }

  /** A position (a loaded one, say) as it stands, checked: it awaits its next decision. */
  public static Transition<DungeonLordsState> start(DungeonLordsState position) {
    return Transition.of(check(position));
  }

  private static DungeonLordsState check(DungeonLordsState position) {
    Checks.broken(position).forEach(e -> {
      throw e;
    });
    return position;
  }

  /**
   * The position as JSON ({@code ply-position/1}), for a bug report or a puzzle.
   *
   * @throws IllegalArgumentException for a view (its choices and random source are hidden) or a
   *     position that breaks an invariant
   */
  public static String toJson(DungeonLordsState position) {
    return PositionJson.write(position);
  }

  /** A position saved by {@link #toJson}, checked like a built one; or, in a sentence, why it cannot be loaded. */
  public static Either<String, DungeonLordsState> fromJson(String json) {
    return PositionJson.read(json);
  }
}
