package dev.ply.games.munchkin;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.rules.Moments;
import dev.ply.games.munchkin.rules.Start;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Any legal Munchkin position in the game's words, for puzzles, tutorials, bug reports and tests:
 * <pre>
 * MunchkinPositions.players(4).level(P1, 9).race(P1, "Elf").hand(P2, "Wandering Monster", "Mr. Bones")
 *     .doorTop("Drooling Slime").dice(5, 3).startOfTurn();
 * </pre>
 * Players are {@code p1..pN} (seat order); {@code p1} is the turn player unless {@link #turn} says
 * otherwise. Cards are named by name (the first copy not yet placed) or by ID ("D04"). Every card
 * not placed stays in its deck in the canonical order, after the cards put on top. Dice are die
 * faces 1–6; {@link #draws} adds raw random values (a looting tie order, a hidden pick). The
 * position is checked against the §9 invariants when it is built, and an impossible request
 * (a card placed twice, a level out of 1–9) says what is wrong.
 */
public final class MunchkinPositions {
  private final Setup setup;
  private MunchkinState s;
  private final java.util.Set<String> placed = new java.util.HashSet<>();
  private Vector<String> doorTop = Vector.empty();
  private Vector<String> treasureTop = Vector.empty();
  private Vector<Integer> draws = Vector.empty();
  private boolean scripted;

  private MunchkinPositions(Setup setup) {
    this.setup = setup;
    this.s = Start.empty(setup);
  }

  /** {@code n} players p1..pN (3–6), everyone level 1, Human, classless, male, no cards. */
  public static MunchkinPositions players(int n) {
    return players(Setup.of(n, 1));
  }

  public static MunchkinPositions players(Setup setup) {
    if (Start.check(setup).isDefined()) {
      throw new IllegalArgumentException(Start.check(setup).get().message());
    }
    return new MunchkinPositions(setup);
  }

  public static PlayerId p(int oneBased) {
    return PlayerId.seat(oneBased);
  }

  private int seat(PlayerId p) {
    int i = s.seatOf(p);
    if (i < 0) {
      throw new IllegalArgumentException(p + " is not seated");
    }
    return i;
  }

  private PlayerState player(PlayerId p) {
    return s.seat(seat(p));
  }

  private void put(PlayerId p, PlayerState ps) {
    s = s.withSeats(s.seats().update(seat(p), ps));
  }

  /** The card ID for a name or ID: the first copy not yet placed. */
  private String take(String nameOrId) {
    if (Cards.exists(nameOrId)) {
      if (!placed.add(nameOrId)) {
        throw new IllegalArgumentException(nameOrId + " is placed twice");
      }
      return nameOrId;
    }
    for (Card c : Cards.ALL) {
      if (c.name().equalsIgnoreCase(nameOrId) && !placed.contains(c.id())) {
        placed.add(c.id());
        return c.id();
      }
    }
    throw new IllegalArgumentException("no unplaced card named " + nameOrId);
  }

  public MunchkinPositions turn(PlayerId p) {
    s = s.withTurn(seat(p));
    return this;
  }

  public MunchkinPositions level(PlayerId p, int level) {
    if (level < 1 || level > 9) {
      throw new IllegalArgumentException("I-P1: a position is built at levels 1-9, not " + level);
    }
    put(p, player(p).withLevel(level));
    return this;
  }

  public MunchkinPositions sex(PlayerId p, Sex sex) {
    put(p, player(p).withSex(sex));
    return this;
  }

  public MunchkinPositions race(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.RACE);
    put(p, player(p).withRaces(player(p).races().append(id)));
    return this;
  }

  public MunchkinPositions cls(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.CLASS);
    put(p, player(p).withClasses(player(p).classes().append(id)));
    return this;
  }

  /** Half-Breed in play (MK-R23): give the races first. */
  public MunchkinPositions halfBreed(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.HALF_BREED);
    put(p, player(p).withHalfBreed(Option.of(id)));
    return this;
  }

  /** Super Munchkin in play (MK-R24): give both classes first. */
  public MunchkinPositions superMunchkin(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.SUPER_MUNCHKIN);
    put(p, player(p).withSuperMunchkin(Option.of(id)));
    return this;
  }

  /** Items in play, equipped. */
  public MunchkinPositions equipped(PlayerId p, String... cards) {
    for (String c : cards) {
      String id = take(c);
      require(id, Kind.ITEM);
      put(p, player(p).withItems(player(p).items().append(id)).withEquipped(player(p).equipped().append(id)));
    }
    return this;
  }

  /** Items in play, carried. */
  public MunchkinPositions carried(PlayerId p, String... cards) {
    for (String c : cards) {
      String id = take(c);
      if (!Cards.card(id).isItem()) {
        throw new IllegalArgumentException(Cards.card(id).name() + " is not an Item (MK-R30)");
      }
      put(p, player(p).withItems(player(p).items().append(id)));
    }
    return this;
  }

  public MunchkinPositions hand(PlayerId p, String... cards) {
    for (String c : cards) {
      String id = take(c);
      put(p, player(p).withHand(player(p).hand().append(id)));
    }
    return this;
  }

  /** A persistent curse in play with its status (MK-R86). */
  public MunchkinPositions cursed(PlayerId p, String card, Status status) {
    String id = take(card);
    require(id, Kind.CURSE);
    put(p, player(p).withCurses(player(p).curses().append(id)).withStatuses(player(p).statuses().append(status)));
    return this;
  }

  public MunchkinPositions dead(PlayerId p) {
    put(p, player(p).withAlive(false));
    return this;
  }

  /** The next Door draws, in order. */
  public MunchkinPositions doorTop(String... cards) {
    for (String c : cards) {
      doorTop = doorTop.append(take(c));
    }
    return this;
  }

  /** The next Treasure draws, in order. */
  public MunchkinPositions treasureTop(String... cards) {
    for (String c : cards) {
      treasureTop = treasureTop.append(take(c));
    }
    return this;
  }

  public MunchkinPositions discard(String... cards) {
    for (String c : cards) {
      String id = take(c);
      s = Cards.card(id).deck() == Deck.DOOR ? s.withDoorDiscard(s.doorDiscard().append(id))
          : s.withTreasureDiscard(s.treasureDiscard().append(id));
    }
    return this;
  }

  /** The next die rolls, as faces 1–6 (switches the position to a scripted random source). */
  public MunchkinPositions dice(int... faces) {
    for (int f : faces) {
      if (f < 1 || f > 6) {
        throw new IllegalArgumentException("a die shows 1-6, not " + f);
      }
      draws = draws.append(f - 1);
    }
    scripted = true;
    return this;
  }

  /** Raw random values in order (a tie permutation, a hidden hand pick). */
  public MunchkinPositions draws(int... values) {
    for (int v : values) {
      draws = draws.append(v);
    }
    scripted = true;
    return this;
  }

  private static void require(String id, Kind kind) {
    if (Cards.card(id).kind() != kind) {
      throw new IllegalArgumentException(Cards.card(id).name() + " is not a " + kind.name().toLowerCase());
    }
  }

  private MunchkinState table() {
    Vector<String> doors = doorTop.appendAll(Cards.doorIds().filter(id -> !placed.contains(id)));
    Vector<String> treasures = treasureTop.appendAll(Cards.treasureIds().filter(id -> !placed.contains(id)));
    MunchkinState out = s.withDoorDeck(doors).withTreasureDeck(treasures)
        .withRandom(scripted ? RandomSource.scripted(draws) : setup.random());
    return out;
  }

  /** IW_START of the turn player's turn is open (MK-R104). */
  public MunchkinState startOfTurn() {
    return checked(Moments.startOfTurn(table()));
  }

  /** The turn player fights {@code monster} (kicked), CW open. */
  public MunchkinState fighting(String monster) {
    String id = take(monster);
    MunchkinState t = table();
    if (!Cards.card(id).isMonster()) {
      throw new IllegalArgumentException(Cards.card(id).name() + " is not a monster");
    }
    return checked(Moments.fighting(t, id, true));
  }

  /** TROUBLE_OR_LOOT awaits the turn player. */
  public MunchkinState troubleOrLoot() {
    return checked(Moments.troubleOrLoot(table()));
  }

  /** IW_END of the turn is open. */
  public MunchkinState endOfTurn() {
    return checked(Moments.endOfTurn(table()));
  }

  /** CHARITY (if the hand is over the limit) of the turn player. */
  public MunchkinState charity() {
    return checked(Moments.charity(table()));
  }

  private static MunchkinState checked(MunchkinState st) {
    MunchkinInvariants.check(st);
    return st;
  }

  public Option<String> idOf(String name) {
    return Cards.named(name).map(Card::id);
  }
}
