package dev.ply.games.desperategods;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Transition;
import dev.ply.core.log.PositionCodec;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.rules.Invariants;
import dev.ply.games.desperategods.rules.Rules;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.LinkedHashSet;

/**
 * Any legal Desperate Gods position, in the game's own words: seats {@code p1}…{@code p4},
 * squares by their IDs ({@code "O26"}), encounter cards ({@code "W-7"}), Town cards
 * ({@code "T-07"}), decks by name ({@code "W"}, {@code "L1"}…), dice as faces 1–6.
 *
 * <pre>{@code
 * DgState s = DesperateGodsPositions.players(2)
 *     .at(P1, "O26").hp(P1, 1).items(P1, "T-08")
 *     .deckTop("W", "W-7")
 *     .drawing(P1, "W", 1)
 *     .build();
 * }</pre>
 *
 * <p>Conventions of §11 for what is not given: everyone on Town with 3 HP and nothing (p2 on I01,
 * p3 on I03, p4 on M09, squares no short scenario move enters), decks in table order (a deck given
 * exactly leaves its other cards removed from the game), the store the first three Town cards
 * nobody holds, the Town deck the rest, the bank holding the coins nobody else does, round 1, p1 to roll. {@link #build()}
 * checks the invariants of §9 and throws an {@link InvalidPosition} naming the first one a position
 * breaks and what breaks it; a request that names nothing in the game (a square, card or seat that
 * does not exist) is refused the same way at once. {@link #start()} runs the rules to the first
 * decision; {@link #toJson} and {@link #fromJson} save and load a position for a bug report.
 */
public final class DesperateGodsPositions {
  public static final PlayerId P1 = PlayerId.seat(1);
  public static final PlayerId P2 = PlayerId.seat(2);
  public static final PlayerId P3 = PlayerId.seat(3);
  public static final PlayerId P4 = PlayerId.seat(4);

  private static final PositionCodec<DgState> CODEC =
      PositionCodec.of(DesperateGodsGame.ID, DgState.class, Invariants::broken, Step.class,
          Step.TurnStep.class, Step.MoveStep.class, Step.FightStep.class, Step.SquareStep.class,
          Step.SquareAct.class, Step.SquareChoice.class);

  private static final Vector<Item> ALL_ITEMS = Vector.of(Item.values());

  private final PlayerState[] ps;
  @SuppressWarnings("unchecked")
  private final Vector<String>[] decks = new Vector[4];
  private final boolean[] exact = new boolean[4];
  private Vector<Item> townDeck;
  private Vector<Option<Item>> store;
  private Vector<Item> discard = Vector.empty();
  private Vector<String> removed = Vector.empty();
  private Vector<String> inPlay = Vector.empty();
  private int limbo;
  private Option<Integer> puppeteer = Option.none();
  private int active;
  private int round = 1;
  private int maxRounds = 200;
  private int extraChain;
  private int forcedMoves;
  private List<Step> stack;
  /** Who {@link #drawing}, {@link #landing} or {@link #inTown} was given for, and with which words; checked on build. */
  private Option<Integer> pendingFor = Option.none();
  private String pendingWords = "";
  private RandomSource random = RandomSource.seeded(7);

  private DesperateGodsPositions(int players) {
    if (players < 2 || players > 4) {
      throw new InvalidPosition("DG-R1", "Desperate Gods seats 2 to 4 players, not " + players);
    }
    ps = new PlayerState[players];
    String[] unplaced = {"", "I01", "I03", "M09"};
    for (int i = 0; i < players; i++) {
      PlayerState fresh = PlayerState.fresh(PlayerId.seat(i + 1));
      ps[i] = i == 0 ? fresh : fresh.withSquare(Board.find(unplaced[i]).get()); // the start squares below exist
    }
    for (int d = 0; d < 4; d++) {
      decks[d] = Cards.deck(d);
    }
  }

  /** A table of {@code n} players, p1 to roll. */
  public static DesperateGodsPositions players(int n) {
    return new DesperateGodsPositions(n);
  }

  private int seat(PlayerId p) {
    for (int i = 0; i < ps.length; i++) {
      if (ps[i].id().equals(p)) {
        return i;
      }
    }
    throw InvalidPosition.request(p + " is not seated at this " + ps.length + "-player table");
  }

  private static int deckIndex(String name) {
    for (int d = 0; d < Cards.DECK_NAMES.length; d++) {
      if (Cards.DECK_NAMES[d].equals(name)) {
        return d;
      }
    }
    throw InvalidPosition.request("no encounter deck " + name + " (W, L1, L2 or L3)");
  }

  /** The Town card {@code "T-07"}. */
  public static Item town(String id) {
    return Item.parse(id).getOrElseThrow(() -> InvalidPosition.request("no Town card " + id + " (T-01 to T-17)"));
  }

  private static Vector<Item> towns(String... ids) {
    return Vector.of(ids).map(DesperateGodsPositions::town);
  }

  public DesperateGodsPositions at(PlayerId p, String square) {
    int i = seat(p);
    int sq = Board.find(square).getOrElseThrow(() -> InvalidPosition.request("no square " + square + " on the board"));
    ps[i] = ps[i].withSquare(sq);
    return this;
  }

  public DesperateGodsPositions hp(PlayerId p, int hp) {
    int i = seat(p);
    ps[i] = ps[i].withHp(hp);
    return this;
  }

  public DesperateGodsPositions coins(PlayerId p, int coins) {
    int i = seat(p);
    ps[i] = ps[i].withCoins(coins);
    return this;
  }

  /** The player's equipment, in order (DG-R58), as Town card IDs {@code "T-07"}. */
  public DesperateGodsPositions items(PlayerId p, String... townCards) {
    int i = seat(p);
    ps[i] = ps[i].withItems(towns(townCards));
    return this;
  }

  public DesperateGodsPositions victory(PlayerId p, String... cards) {
    int i = seat(p);
    ps[i] = ps[i].withVictory(Vector.of(cards));
    return this;
  }

  /** Turns to skip (DG-R8) and extra turns to take (DG-R9). */
  public DesperateGodsPositions turns(PlayerId p, int skip, int extra) {
    int i = seat(p);
    ps[i] = ps[i].withSkipTurns(skip).withExtraTurns(extra);
    return this;
  }

  /** Moving counter-clockwise (DG-R19). */
  public DesperateGodsPositions counterClockwise(PlayerId p) {
    int i = seat(p);
    ps[i] = ps[i].withCounterClockwise(true);
    return this;
  }

  /** An unused explorer bonus (DG-R47). */
  public DesperateGodsPositions explorerBonus(PlayerId p) {
    int i = seat(p);
    ps[i] = ps[i].withExplorerBonus(true);
    return this;
  }

  /** Bound by the Succubus (DG-R222): L3-1 sits in the player's bound slot. */
  public DesperateGodsPositions bound(PlayerId p) {
    int i = seat(p);
    ps[i] = ps[i].withBound(true);
    return this;
  }

  /** The exact content of deck {@code name}, top first; its other cards are removed from the game. */
  public DesperateGodsPositions deck(String name, String... cards) {
    int d = deckIndex(name);
    decks[d] = Vector.of(cards);
    exact[d] = true;
    return this;
  }

  /** These cards on top of deck {@code name}, then the rest of its cards in table order. */
  public DesperateGodsPositions deckTop(String name, String... cards) {
    int d = deckIndex(name);
    Vector<String> top = Vector.of(cards);
    decks[d] = top.appendAll(Cards.deck(d).removeAll(top));
    return this;
  }

  /** The three store slots; {@code "-"} for an empty slot. */
  public DesperateGodsPositions store(String... slots) {
    store = Vector.of(slots).map(id -> id.equals("-") ? Option.<Item>none() : Option.some(town(id)));
    return this;
  }

  /** The Town deck, top first; Town cards placed nowhere go to the Town discard. */
  public DesperateGodsPositions townDeck(String... cards) {
    townDeck = towns(cards);
    return this;
  }

  public DesperateGodsPositions townDiscard(String... cards) {
    discard = towns(cards);
    return this;
  }

  /** Encounter cards drawn and waiting to be resolved (invariant 2). */
  public DesperateGodsPositions inPlay(String... cards) {
    inPlay = Vector.of(cards);
    return this;
  }

  public DesperateGodsPositions limbo(int coins) {
    limbo = coins;
    return this;
  }

  /** Whose turn it is; that player is to roll unless a pending decision is given. */
  public DesperateGodsPositions active(PlayerId p) {
    active = seat(p);
    return this;
  }

  /** The puppeteer (DG-R136). */
  public DesperateGodsPositions puppeteer(PlayerId p) {
    puppeteer = Option.some(seat(p));
    return this;
  }

  public DesperateGodsPositions round(int n) {
    round = n;
    return this;
  }

  /** The round cap (DG-R91). */
  public DesperateGodsPositions maxRounds(int n) {
    maxRounds = n;
    return this;
  }

  /** Consecutive extra turns taken so far (DG-R98d). */
  public DesperateGodsPositions extraChain(int n) {
    extraChain = n;
    return this;
  }

  /** Forced moves and relocations already made this turn (DG-R98c). */
  public DesperateGodsPositions forcedMoves(int n) {
    forcedMoves = n;
    return this;
  }

  /** The active player {@code p} draws {@code count} cards from deck {@code name} now (§6.2). */
  public DesperateGodsPositions drawing(PlayerId p, String name, int count) {
    return pending(new Step.Draw(seat(p), deckIndex(name), count, false), new Step.TurnEnd())
        .pendingFor(p, "drawing(" + p + ", " + name + ", " + count + ")");
  }

  private DesperateGodsPositions pendingFor(PlayerId p, String words) {
    pendingFor = Option.some(seat(p));
    pendingWords = words;
    return this;
  }

  /** The active player {@code p} has just landed on {@code square}, which resolves now (DG-R18). */
  public DesperateGodsPositions landing(PlayerId p, String square) {
    int sq = Board.find(square).getOrElseThrow(() -> InvalidPosition.request("no square " + square + " on the board"));
    return pending(new Step.ResolveSquare(seat(p), sq), new Step.TurnEnd()).pendingFor(p, "landing(" + p + ", " + square + ")");
  }

  /** The active player {@code p} is in the Town, free to buy, sell and cycle (DG-R57). */
  public DesperateGodsPositions inTown(PlayerId p) {
    return pending(new Step.TownWindow(seat(p)), new Step.TurnEnd()).pendingFor(p, "inTown(" + p + ")");
  }

  /** {@code p}'s turn starts: skipped turns, the puppeteer and extra turns apply first (§4.2). */
  public DesperateGodsPositions turnStarting(PlayerId p) {
    active = seat(p);
    return pending(new Step.TurnStart());
  }

  /**
   * Any pending steps, top first, for a position in the middle of a resolution; seats in steps
   * are 0-based ({@code p1} is 0). The words above cover the usual ones.
   */
  public DesperateGodsPositions pending(Step... topFirst) {
    stack = List.of(topFirst);
    pendingFor = Option.none();
    return this;
  }

  /** The next rolls show these faces, 1 to 6 (then the source fails loudly). */
  public DesperateGodsPositions dice(int... faces) {
    int[] draws = new int[faces.length];
    for (int i = 0; i < faces.length; i++) {
      if (faces[i] < 1 || faces[i] > 6) {
        throw InvalidPosition.request("a die shows 1 to 6, not " + faces[i]);
      }
      draws[i] = faces[i] - 1;
    }
    random = RandomSource.scripted(draws);
    return this;
  }

  /** Random draws from this seed from now on. */
  public DesperateGodsPositions seed(long seed) {
    random = RandomSource.seeded(seed);
    return this;
  }

  /**
   * The position.
   *
   * @throws InvalidPosition naming the first invariant of §9 the position breaks and what breaks
   *     it, or the request that names nothing in the game
   */
  public DgState build() {
    if (pendingFor.isDefined() && pendingFor.get() != active) {
      throw new InvalidPosition("§4.2", pendingWords + ": only the active player's turn resolves, and "
          + ps[active].id() + " is active; make " + ps[pendingFor.get()].id() + " active with active("
          + ps[pendingFor.get()].id() + ") first");
    }
    if (!inPlay.isEmpty() && (stack == null || stack.head() instanceof Step.PreRoll
        || stack.head() instanceof Step.TurnStart)) {
      throw new InvalidPosition("invariant 2", inPlay.map(DesperateGodsPositions::cardWords).mkString(", ")
          + (inPlay.size() == 1 ? " is" : " are") + " in play with nothing pending to resolve "
          + (inPlay.size() == 1 ? "it" : "them") + ": a drawn card waits only for the fight or choice that resolves"
          + " it, so give that step with pending(...)");
    }
    LinkedHashSet<String> placed = new LinkedHashSet<>();
    for (PlayerState p : ps) {
      placed.addAll(p.victory().toJavaList());
      if (p.bound()) {
        placed.add(Cards.BINDER);
      }
    }
    placed.addAll(inPlay.toJavaList());
    Vector<String> out = removed;
    Vector<Vector<String>> ds = Vector.empty();
    for (int d = 0; d < 4; d++) {
      Vector<String> deck = decks[d].removeAll(placed);
      ds = ds.append(deck);
      placed.addAll(deck.toJavaList());
    }
    for (EncounterCard c : Cards.ALL) {
      if (!placed.contains(c.id())) {
        if (exact[c.deck()]) {
          out = out.append(c.id());
        } else {
          ds = ds.update(c.deck(), ds.get(c.deck()).append(c.id()));
        }
      }
    }
    LinkedHashSet<Item> held = new LinkedHashSet<>();
    for (PlayerState p : ps) {
      held.addAll(p.items().toJavaList());
    }
    held.addAll(discard.toJavaList());
    if (townDeck != null) {
      held.addAll(townDeck.toJavaList());
    }
    Vector<Option<Item>> store = this.store != null ? this.store
        : ALL_ITEMS.filter(id -> !held.contains(id)).take(3).map(Option::some).padTo(3, Option.none());
    store.forEach(slot -> slot.forEach(held::add));
    Vector<Item> td;
    Vector<Item> tDiscard = discard;
    if (townDeck == null) {
      td = ALL_ITEMS.filter(id -> !held.contains(id));
    } else {
      td = townDeck;
      held.addAll(td.toJavaList());
      tDiscard = tDiscard.appendAll(ALL_ITEMS.filter(id -> !held.contains(id)));
    }
    int coins = limbo;
    for (PlayerState p : ps) {
      coins += p.coins();
    }
    List<Step> st = stack != null ? stack : List.of(new Step.PreRoll(active), new Step.TurnEnd());
    DgState s = DgState.builder().players(Vector.of(ps)).decks(ds).townDeck(td).store(store).townDiscard(tDiscard)
        .removed(out).inPlay(inPlay).townInPlay(Vector.empty()).bank(300 - coins).limbo(limbo).puppeteer(puppeteer)
        .active(active).first(0).round(round).turns(1).extraChain(extraChain).forcedMoves(forcedMoves)
        .maxRounds(maxRounds).stack(st).ending(Option.none()).random(random).build();
    return check(s);
  }

  /** {@code s}, or the first invariant of §9 it breaks as an {@link InvalidPosition}. */
  private static DgState check(DgState s) {
    Option<String> why = Invariants.broken(s);
    if (why.isDefined()) {
      // Invariants words each breach "invariant 5: p1 has 1 to 3 HP …": its ID, then what breaks it
      throw InvalidPosition.worded(why.get(), "§9");
    }
    return s;
  }

  private static String cardWords(String id) {
    return Cards.exists(id) ? Cards.get(id).name() + " (" + id + ")" : id;
  }

  /**
   * Builds the position and runs the rules until a decision is awaited: the position then and the
   * events of what resolved on the way (a drawn card fought, a square resolved).
   */
  public Transition<DgState> start() {
    return Rules.resume(build());
  }

  /** Starts from {@code position} (a loaded one, say): the events until the first decision. */
  public static Transition<DgState> start(DgState position) {
    return Rules.resume(check(position));
  }

  /** The position as JSON, for a bug report or a puzzle. */
  public static String toJson(DgState position) {
    return CODEC.write(position);
  }

  /** A position saved by {@link #toJson}, checked like a built one; or why it cannot be loaded. */
  public static Either<String, DgState> fromJson(String json) {
    return CODEC.read(json);
  }
}
