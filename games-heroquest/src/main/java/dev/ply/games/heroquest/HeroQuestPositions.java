package dev.ply.games.heroquest;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Transition;
import dev.ply.core.log.PositionCodec;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.CardKind;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.rules.Invariants;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Any legal HeroQuest position, in the spec's notation: seats {@code p1}…{@code p4} with their
 * heroes, hands, wound cards and skull tokens, the floor, the deck (named top cards, then filler),
 * the chests, and combat dice as {@link DieFace}s.
 *
 * <pre>{@code
 * HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, DWARF)
 *     .active(P1, Phase.PLAY).hand(P1, "T05", "T06").floor("T13")
 *     .deck(5).build();
 * }</pre>
 *
 * <p>Cards placed nowhere are out of the game, so N (HQ-R04) is the number of cards placed; the
 * deck is filled up to its size with single-symbol threat cards without doors, so that draws and
 * reveals stay predictable. {@link #build()} checks the invariants of §9 and throws an
 * {@link InvalidPosition} naming the first one a position breaks and what breaks it (a card placed
 * twice, a chest named twice, a seventh chest); a request that names nothing in the game (a card or
 * seat that does not exist) is refused the same way at once. {@link #start()} is the built position
 * as the rules' first transition; {@link #toJson} and {@link #fromJson} save and load a position.
 */
public final class HeroQuestPositions {
  public static final PlayerId P1 = PlayerId.seat(1);
  public static final PlayerId P2 = PlayerId.seat(2);
  public static final PlayerId P3 = PlayerId.seat(3);
  public static final PlayerId P4 = PlayerId.seat(4);

  /** A position as saved: the state's fields, in the spec's words. */
  public record Saved(Vector<PlayerId> players, Vector<HeroState> heroes, int active, Phase phase,
      Vector<String> deck, Vector<String> outOfGame, Vector<String> floor, Vector<String> discard,
      Option<String> pending, Vector<Symbol> chests, Vector<Symbol> revealedChests,
      Vector<String> knownInDungeon, int roundLosses, int courageThisTurn, int turnNumber, boolean openHands,
      Option<Result> result, RandomSource random) {

    static Saved of(HeroQuestState s) {
      return new Saved(s.players(), s.heroes(), s.active(), s.phase(), s.deck(), s.outOfGame(), s.floor(),
          s.discard(), s.pending(), s.chests().map(c -> c.getOrElseThrow(
              () -> InvalidPosition.request("a view cannot be saved as a position: its chests are hidden"))),
          s.revealedChests(), s.knownInDungeon(), s.roundLosses(), s.courageThisTurn(), s.turnNumber(),
          s.openHands(), s.result(), s.random());
    }

    HeroQuestState state() {
      return ImmutableHeroQuestState.builder().players(players).heroes(heroes).active(active).phase(phase)
          .deck(deck).outOfGame(outOfGame).floor(floor).discard(discard).pending(pending)
          .chests(chests.map(Option::of)).revealedChests(revealedChests).knownInDungeon(knownInDungeon)
          .roundLosses(roundLosses).courageThisTurn(courageThisTurn).turnNumber(turnNumber)
          .dungeonSize(56 - outOfGame.size()).openHands(openHands).result(result).random(random).build();
    }
  }

  private static final PositionCodec<Saved> CODEC =
      PositionCodec.of("heroquest", Saved.class, saved -> Invariants.broken(saved.state()));

  private final Hero[] heroes;
  private final List<List<String>> hands = new ArrayList<>();
  private final List<List<String>> wounds = new ArrayList<>();
  private final int[] skulls;
  private int active;
  private Phase phase = Phase.PLAY;
  private List<String> floor = new ArrayList<>();
  private List<String> deckTop = new ArrayList<>();
  private int deckSize = -1;
  private List<String> discard = new ArrayList<>();
  private List<Symbol> chestTop = new ArrayList<>();
  private int chests = 6;
  private int roundLosses;
  private int turn = 1;
  private int courage;
  private boolean openHands;
  private RandomSource random = RandomSource.seeded(7);

  private HeroQuestPositions(Hero... heroes) {
    if (heroes.length < 2 || heroes.length > 4) {
      throw new InvalidPosition("HQ-R02", "2, 3 or 4 heroes, not " + heroes.length);
    }
    this.heroes = heroes;
    this.skulls = new int[heroes.length];
    for (int i = 0; i < heroes.length; i++) {
      hands.add(new ArrayList<>());
      wounds.add(new ArrayList<>());
    }
  }

  /** A table of these heroes, p1 first; p1 is active in PLAY. */
  public static HeroQuestPositions heroes(Hero... heroes) {
    return new HeroQuestPositions(heroes);
  }

  /** The player in seat {@code oneBased}: {@code p(1)} is p1. */
  public static PlayerId p(int oneBased) {
    return PlayerId.seat(oneBased);
  }

  /** The draws that make the combat dice show these faces, in roll order (§4.4). */
  public static int[] faces(DieFace... faces) {
    int[] out = new int[faces.length];
    for (int i = 0; i < faces.length; i++) {
      out[i] = faces[i].draw();
    }
    return out;
  }

  private int seat(PlayerId p) {
    for (int i = 0; i < heroes.length; i++) {
      if (p(i + 1).equals(p)) {
        return i;
      }
    }
    throw InvalidPosition.request(p + " is not seated at this table of " + heroes.length + " heroes");
  }

  private static List<String> cards(String... ids) {
    for (String id : ids) {
      if (!Cards.exists(id)) {
        throw InvalidPosition.request("no dungeon card " + id);
      }
    }
    return List.of(ids);
  }

  /** Whose turn it is, and in which phase (§4.1). */
  public HeroQuestPositions active(PlayerId p, Phase newPhase) {
    this.active = seat(p);
    this.phase = newPhase;
    return this;
  }

  public HeroQuestPositions hand(PlayerId p, String... ids) {
    hands.set(seat(p), cards(ids));
    return this;
  }

  /** The wound cards attached to {@code p}'s hero (temporary wounds, HQ-R20). */
  public HeroQuestPositions wounds(PlayerId p, String... ids) {
    wounds.set(seat(p), cards(ids));
    return this;
  }

  /** Skull tokens (permanent wounds, HQ-R20). */
  public HeroQuestPositions skulls(PlayerId p, int n) {
    skulls[seat(p)] = n;
    return this;
  }

  /** {@code n} rounds lost: every hero got a skull token each time (HQ-R18). */
  public HeroQuestPositions roundsLost(int n) {
    roundLosses = n;
    for (int i = 0; i < skulls.length; i++) {
      skulls[i] = n;
    }
    return this;
  }

  /** Rounds lost, leaving the skull tokens as given. */
  public HeroQuestPositions roundLosses(int n) {
    roundLosses = n;
    return this;
  }

  public HeroQuestPositions floor(String... ids) {
    floor = cards(ids);
    return this;
  }

  public HeroQuestPositions discard(String... ids) {
    discard = cards(ids);
    return this;
  }

  /** The deck: {@code size} cards, the first ones named, the rest filler threat cards. */
  public HeroQuestPositions deck(int size, String... top) {
    deckSize = size;
    deckTop = cards(top);
    return this;
  }

  /** {@code left} chests unopened, these symbols on top (HQ-R06). */
  public HeroQuestPositions chests(int left, Symbol... top) {
    if (left < 0 || left > Symbol.THREATS.size()) {
      throw new InvalidPosition("inv. 6", left + " chests left: there are " + Symbol.THREATS.size()
          + " chests, one per threat symbol, so 0 to " + Symbol.THREATS.size() + " are left");
    }
    if (top.length > left) {
      throw new InvalidPosition("inv. 6", top.length + " chests named on top of a stack of " + left);
    }
    for (int i = 0; i < top.length; i++) {
      for (int j = 0; j < i; j++) {
        if (top[i] == top[j]) {
          throw new InvalidPosition("inv. 6", "the " + top[i].label() + " chest is named twice; each threat"
              + " symbol has one chest");
        }
      }
    }
    chests = left;
    chestTop = List.of(top);
    return this;
  }

  /** The turn number (HQ-R45). */
  public HeroQuestPositions turn(int n) {
    turn = n;
    return this;
  }

  /** Courage cards resolved this turn (HQ-R37). */
  public HeroQuestPositions courage(int n) {
    courage = n;
    return this;
  }

  /** The openHands variant (HQ-R42). */
  public HeroQuestPositions openHands() {
    openHands = true;
    return this;
  }

  /** The next combat dice show these faces (then the source fails loudly). */
  public HeroQuestPositions dice(DieFace... faces) {
    random = RandomSource.scripted(faces(faces));
    return this;
  }

  /** Random draws from this seed from now on. */
  public HeroQuestPositions seed(long seed) {
    random = RandomSource.seeded(seed);
    return this;
  }

  /**
   * The position.
   *
   * @throws InvalidPosition naming the first invariant of §9 the position breaks and what breaks it
   */
  public HeroQuestState build() {
    Map<String, String> placed = new LinkedHashMap<>();
    for (int i = 0; i < heroes.length; i++) {
      place(placed, hands.get(i), "in " + p(i + 1) + "'s hand");
      place(placed, wounds.get(i), "among the " + heroes[i].label() + "'s wounds");
    }
    place(placed, floor, "on the floor");
    place(placed, deckTop, "on top of the deck");
    place(placed, discard, "in the discard pile");
    Set<String> used = new LinkedHashSet<>(placed.keySet());
    List<String> deck = new ArrayList<>(deckTop);
    int size = deckSize < 0 ? deckTop.size() : deckSize;
    for (Card c : Cards.ALL) {
      if (deck.size() >= size) {
        break;
      }
      if (!used.contains(c.id()) && c.symbols().size() == 1 && !c.hasDoor() && c.kind() == CardKind.THREAT) {
        deck.add(c.id());
        used.add(c.id());
      }
    }
    if (deck.size() < size) {
      throw InvalidPosition.request("a deck of " + size + " cards: only " + deck.size() + " can be made up of the"
          + " cards placed on top and the single-symbol threat cards without doors left over");
    }
    Vector<String> out = Cards.ALL.map(Card::id).filter(id -> !used.contains(id));
    Vector<HeroState> hs = Vector.empty();
    Vector<PlayerId> players = Vector.empty();
    for (int i = 0; i < heroes.length; i++) {
      players = players.append(p(i + 1));
      hs = hs.append(new HeroState(heroes[i], Vector.ofAll(hands.get(i)), Vector.ofAll(wounds.get(i)), skulls[i]));
    }
    List<Symbol> chestStack = new ArrayList<>(chestTop);
    for (Symbol s : Symbol.THREATS) {
      if (chestStack.size() < chests && !chestStack.contains(s)) {
        chestStack.add(s);
      }
    }
    Vector<Symbol> revealed = Symbol.THREATS.filter(s -> !chestStack.contains(s));
    Vector<String> known = Cards.ALL.map(Card::id).filter(id -> floor.contains(id) || discard.contains(id)
        || wounds.stream().anyMatch(w -> w.contains(id)));
    HeroQuestState s = ImmutableHeroQuestState.builder()
        .players(players).heroes(hs).active(active).phase(phase)
        .deck(Vector.ofAll(deck)).outOfGame(out).floor(Vector.ofAll(floor)).discard(Vector.ofAll(discard))
        .pending(Option.none()).chests(Vector.ofAll(chestStack).map(Option::of)).revealedChests(revealed)
        .knownInDungeon(known).roundLosses(roundLosses).courageThisTurn(courage).turnNumber(turn)
        .dungeonSize(56 - out.size()).openHands(openHands).result(Option.none()).random(random)
        .build();
    return check(s);
  }

  /** Each card placed in one zone only: the second place of a card is named with the first ({@code zone} with its preposition). */
  private static void place(Map<String, String> placed, List<String> ids, String zone) {
    for (String id : ids) {
      String first = placed.putIfAbsent(id, zone);
      if (first != null) {
        throw new InvalidPosition("inv. 1", Cards.card(id).label() + " is placed twice"
            + (first.equals(zone) ? " " + zone : ": " + first + " and " + zone));
      }
    }
  }

  /** {@code s}, or the first invariant of §9 it breaks as an {@link InvalidPosition}. */
  private static HeroQuestState check(HeroQuestState s) {
    Option<String> why = Invariants.broken(s);
    if (why.isDefined()) {
      // Invariants words each breach "inv. 6: …" or "HQ-R02: …": its ID, then what breaks it
      throw InvalidPosition.worded(why.get(), "§9");
    }
    return s;
  }

  /**
   * Builds the position as the rules' first transition, with no events: HeroQuest resolves nothing
   * by itself between decisions (DRAW runs inside the action that ends ACTION), so a built position
   * is already awaiting its active player. The same shape as every game's builder.
   */
  public Transition<HeroQuestState> start() {
    return Transition.of(build());
  }

  /** Starts from {@code position} (a loaded one, say), checked like a built one. */
  public static Transition<HeroQuestState> start(HeroQuestState position) {
    return Transition.of(check(position));
  }

  /** The position as JSON, for a bug report or a puzzle. */
  public static String toJson(HeroQuestState position) {
    return CODEC.write(Saved.of(position));
  }

  /** A position saved by {@link #toJson}, checked like a built one; or why it cannot be loaded. */
  public static Either<String, HeroQuestState> fromJson(String json) {
    return CODEC.read(json).map(Saved::state);
  }
}
