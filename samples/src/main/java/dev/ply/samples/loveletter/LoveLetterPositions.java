package dev.ply.samples.loveletter;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Transition;
import dev.ply.core.log.PositionCodec;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.rules.Invariants;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import dev.ply.samples.loveletter.state.Piles;
import dev.ply.samples.loveletter.state.Table;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Any legal Love Letter position in the game's words: seats {@code p1}…{@code p4}, cards by
 * name ({@link Card#PRIEST}).
 *
 * <pre>{@code
 * LoveLetterState s = LoveLetterPositions.players(2)
 *     .hand(P1, Card.GUARD).turn(P1, Card.PRINCE)
 *     .hand(P2, Card.PRINCESS).played(P2, Card.HANDMAID)
 *     .drawPile(Card.KING, Card.BARON).burned(Card.GUARD)
 *     .build();
 * }</pre>
 *
 * <p>What is not given: p1 on turn in round 1; hands, the drawn card, the face-up cards of a
 * two-player round, the draw pile and the burned card dealt from the cards not placed elsewhere,
 * in value order (so a test names what matters and nothing else). {@link #build()} checks the
 * invariants (all 16 cards once, LL-R1; hands LL-R4, LL-R14; tokens LL-R16) and throws an
 * {@link InvalidPosition} naming the one a position breaks; {@link #start()} gives it as a
 * {@link Transition}, and {@link #toJson} / {@link #fromJson} save and load it.
 */
public final class LoveLetterPositions {
  public static final PlayerId P1 = PlayerId.seat(1);
  public static final PlayerId P2 = PlayerId.seat(2);
  public static final PlayerId P3 = PlayerId.seat(3);
  public static final PlayerId P4 = PlayerId.seat(4);

  /**
   * A position as saved: the state's fields in the game's words (cards by name, seats by id).
   * {@code known} lists who knows whose hand ({@link LoveLetterState#known}); a position saved
   * before 0.2.0 has none, and loads with nobody knowing anything.
   */
  public record Saved(Vector<PlayerId> players, int round, Vector<Integer> tokens, Vector<Card> deck, int next,
      Vector<Option<Card>> hands, Option<Card> drawn, Option<PlayerId> turn, Vector<PlayerId> out,
      Vector<PlayerId> shielded, Vector<Vector<Card>> played, Vector<PlayerId> winners, int turns,
      RandomSource random, Vector<Knows> known) {

    /** A position saved before 0.2.0, without {@code known}. */
    public Saved(Vector<PlayerId> players, int round, Vector<Integer> tokens, Vector<Card> deck, int next,
        Vector<Option<Card>> hands, Option<Card> drawn, Option<PlayerId> turn, Vector<PlayerId> out,
        Vector<PlayerId> shielded, Vector<Vector<Card>> played, Vector<PlayerId> winners, int turns,
        RandomSource random) {
      this(players, round, tokens, deck, next, hands, drawn, turn, out, shielded, played, winners, turns, random,
          Vector.empty());
    }

    static Saved of(LoveLetterState s) {
      int n = s.players();
      Vector<Integer> seats = Vector.range(0, n);
      Vector<Card> deck = Vector.range(0, 16).map(slot -> card(s.deck().get(slot)));
      return new Saved(s.table().players(), s.round(), seats.map(s::tokens), deck, s.next(),
          seats.map(i -> s.hand(i) == 0 ? Option.<Card>none() : Option.of(card(s.hand(i)))),
          s.drawn() == 0 ? Option.none() : Option.of(card(s.drawn())),
          s.turn() < 0 ? Option.none() : Option.of(s.player(s.turn())),
          seats.filter(s::isOut).map(s::player), seats.filter(s::isShielded).map(s::player),
          seats.map(i -> Vector.range(0, s.piles().count(i)).map(k -> card(s.piles().card(i, k)))),
          seats.filter(i -> (s.winners() & (1 << i)) != 0).map(s::player), s.turns(), s.random(),
          seats.flatMap(v -> seats.filter(t -> s.known(v, t) != 0).map(t -> new Knows(s.player(v), s.player(t)))));
    }

    private static Card card(int value) {
      if (value < 1 || value > 8) {
        throw InvalidPosition.request("a view cannot be saved as a position: it hides cards");
      }
      return Card.of(value);
    }

    LoveLetterState state() {
      Table table = Table.of(players);
      int n = players.size();
      if (tokens.size() != n || hands.size() != n || played.size() != n || deck.size() != 16) {
        throw InvalidPosition.request("tokens, hands and played piles are one per player; the deck has 16 slots");
      }
      int packedTokens = 0;
      int packedHands = 0;
      Piles piles = Piles.EMPTY;
      for (int i = 0; i < n; i++) {
        packedTokens |= tokens.get(i) << (4 * i);
        packedHands |= hands.get(i).map(Card::value).getOrElse(0) << (4 * i);
        for (Card c : played.get(i)) {
          piles = piles.put(i, c.value());
        }
      }
      long knows = 0;
      for (Knows k : known == null ? Vector.<Knows>empty() : known) {
        int v = seatOf(table, k.who());
        int t = seatOf(table, k.whose());
        knows = LoveLetterState.knowing(knows, v, t, (packedHands >>> (4 * t)) & 0xF);
      }
      return new LoveLetterState(table, round, packedTokens, Deck.of(deck.map(Card::value).toJavaStream()
          .mapToInt(Integer::intValue).toArray()), next, packedHands, drawn.map(Card::value).getOrElse(0),
          turn.map(table::seatOf).getOrElse(-1), mask(table, out), mask(table, shielded), piles,
          mask(table, winners), turns, random, knows);
    }

    private static int seatOf(Table table, PlayerId p) {
      int seat = p == null ? -1 : table.seatOf(p);
      if (seat < 0) {
        throw InvalidPosition.request(p + " is not seated");
      }
      return seat;
    }

    private static int mask(Table table, Vector<PlayerId> who) {
      int m = 0;
      for (PlayerId p : who) {
        m |= 1 << seatOf(table, p);
      }
      return m;
    }
  }

  /** {@code who} knows the card {@code whose} holds (a Priest's look, a Baron's tie, a King's trade). */
  public record Knows(PlayerId who, PlayerId whose) {}

  private static final PositionCodec<Saved> CODEC =
      PositionCodec.of(LoveLetterGame.ID, Saved.class, saved -> Invariants.broken(saved.state()));

  private final int players;
  private final Card[] hands;
  private final boolean[] out;
  private final List<List<Card>> played = new ArrayList<>();
  private int turn;
  private Card drawn;
  private Card[] faceUp;
  private Card[] drawPile;
  private Card burned;
  private int tokens;
  private int shielded;
  private final List<int[]> knows = new ArrayList<>();
  private int round = 1;
  private RandomSource random = RandomSource.seeded(5);

  private LoveLetterPositions(int players) {
    if (players < 2 || players > 4) {
      throw new InvalidPosition("LL-R1", "Love Letter seats 2 to 4 players, not " + players);
    }
    this.players = players;
    this.hands = new Card[players];
    this.out = new boolean[players];
    for (int i = 0; i < players; i++) {
      played.add(new ArrayList<>());
    }
  }

  /** A round of {@code n} players, p1 on turn. */
  public static LoveLetterPositions players(int n) {
    return new LoveLetterPositions(n);
  }

  private int seat(PlayerId p) {
    for (int i = 0; i < players; i++) {
      if (PlayerId.seat(i + 1).equals(p)) {
        return i;
      }
    }
    throw InvalidPosition.request(p + " is not seated at this table of " + players);
  }

  /** The card {@code p} holds between turns. */
  public LoveLetterPositions hand(PlayerId p, Card card) {
    hands[seat(p)] = card;
    return this;
  }

  /** {@code p} is out of the round and holds no card (LL-R14). */
  public LoveLetterPositions out(PlayerId p) {
    out[seat(p)] = true;
    return this;
  }

  /** {@code p} is on turn and has drawn {@code card} (LL-R4). */
  public LoveLetterPositions turn(PlayerId p, Card card) {
    turn = seat(p);
    drawn = card;
    return this;
  }

  /** {@code p}'s face-up cards this round, in the order played. */
  public LoveLetterPositions played(PlayerId p, Card... cards) {
    played.set(seat(p), List.of(cards));
    return this;
  }

  /** The three cards set aside face up in a two-player round (LL-R3). */
  public LoveLetterPositions faceUp(Card a, Card b, Card c) {
    if (players != 2) {
      throw new InvalidPosition("LL-R3", "cards are set aside face up only with 2 players");
    }
    faceUp = new Card[] {a, b, c};
    return this;
  }

  /** The draw pile, top first (without the burned card). */
  public LoveLetterPositions drawPile(Card... topFirst) {
    drawPile = topFirst;
    return this;
  }

  /** The card burned face down at the start of the round (LL-R3). */
  public LoveLetterPositions burned(Card card) {
    burned = card;
    return this;
  }

  /** Affection tokens (LL-R16). */
  public LoveLetterPositions tokens(PlayerId p, int n) {
    int s = seat(p);
    tokens = (tokens & ~(0xF << (4 * s))) | (n << (4 * s));
    return this;
  }

  /**
   * {@code who} has learnt this round the card {@code whose} holds (LL-R6 Priest, LL-R7 Baron tie,
   * LL-R10 King), and so does its view.
   */
  public LoveLetterPositions knows(PlayerId who, PlayerId whose) {
    int v = seat(who);
    int t = seat(whose);
    if (v == t) {
      throw InvalidPosition.request(who + " cannot learn its own hand");
    }
    knows.add(new int[] {v, t});
    return this;
  }

  /** Protected by a Handmaid until its next turn (LL-R8). */
  public LoveLetterPositions shielded(PlayerId p) {
    shielded |= 1 << seat(p);
    return this;
  }

  public LoveLetterPositions round(int n) {
    round = n;
    return this;
  }

  /** The next round's shuffle draws from this seed. */
  public LoveLetterPositions seed(long seed) {
    random = RandomSource.seeded(seed);
    return this;
  }

  /**
   * The position.
   *
   * @throws InvalidPosition naming the rule the position breaks and what breaks it
   */
  public LoveLetterState build() {
    int[] left = new int[9];
    for (Card c : Card.values()) {
      left[c.value()] = c.copies();
    }
    List<Card> placed = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      if (hands[i] != null && !out[i]) {
        placed.add(hands[i]);
      } else if (hands[i] != null) {
        throw new InvalidPosition("LL-R14", "" + PlayerId.seat(i + 1) + " is out and holds no card");
      }
      placed.addAll(played.get(i));
    }
    if (drawn != null) {
      placed.add(drawn);
    }
    if (faceUp != null) {
      placed.addAll(Arrays.asList(faceUp));
    }
    if (drawPile != null) {
      placed.addAll(Arrays.asList(drawPile));
    }
    if (burned != null) {
      placed.add(burned);
    }
    for (Card c : placed) {
      if (--left[c.value()] < 0) {
        throw new InvalidPosition("LL-R1", "the deck holds only " + c.copies() + " " + c.title());
      }
    }
    List<Card> rest = new ArrayList<>();
    for (int v = 1; v <= 8; v++) {
      for (int k = 0; k < left[v]; k++) {
        rest.add(Card.of(v));
      }
    }
    Card[] hand = hands.clone();
    for (int i = 0; i < players; i++) {
      if (hand[i] == null && !out[i]) {
        hand[i] = take(rest);
      }
    }
    Card second = drawn != null ? drawn : take(rest);
    Card[] up = players == 2 ? (faceUp != null ? faceUp : new Card[] {take(rest), take(rest), take(rest)}) : new Card[0];
    Card burn = burned != null ? burned : rest.isEmpty() ? null : rest.remove(rest.size() - 1);
    List<Card> pile = drawPile != null ? new ArrayList<>(Arrays.asList(drawPile)) : new ArrayList<>();
    if (drawPile == null) {
      pile.addAll(rest);
      rest.clear();
    }
    if (!rest.isEmpty() || burn == null) {
      throw new InvalidPosition("LL-R1", "the draw pile and the burned card must hold the cards placed "
          + "nowhere else; left over: " + Vector.ofAll(rest).map(c -> "the " + c.title()).mkString(", "));
    }
    int first = Deck.firstDraw(players);
    int used = 16 - 1 - pile.size() - first;
    int[] slots = new int[16];
    int at = 0;
    for (Card c : up) {
      slots[at++] = c.value();
    }
    // the slots already drawn this round: the cards now in hands and piles, in any order
    List<Card> drawnSoFar = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      if (hand[i] != null) {
        drawnSoFar.add(hand[i]);
      }
      drawnSoFar.addAll(played.get(i));
    }
    drawnSoFar.add(second);
    if (drawnSoFar.size() != used) {
      throw new InvalidPosition("LL-R1", "16 cards in all");
    }
    for (Card c : drawnSoFar) {
      slots[at++] = c.value();
    }
    int next = at;
    for (Card c : pile) {
      slots[at++] = c.value();
    }
    slots[Deck.BURNED] = burn.value();
    int packed = 0;
    int outMask = 0;
    for (int i = 0; i < players; i++) {
      packed |= (hand[i] == null ? 0 : hand[i].value()) << (4 * i);
      outMask |= out[i] ? 1 << i : 0;
    }
    Piles piles = Piles.EMPTY;
    for (int i = 0; i < players; i++) {
      for (Card c : played.get(i)) {
        piles = piles.put(i, c.value());
      }
    }
    Vector<PlayerId> seats = Vector.range(1, players + 1).map(PlayerId::seat);
    long known = 0;
    for (int[] k : knows) {
      known = LoveLetterState.knowing(known, k[0], k[1], hand[k[1]] == null ? 0 : hand[k[1]].value());
    }
    LoveLetterState s = new LoveLetterState(Table.of(seats), round, tokens, Deck.of(slots), next, packed,
        second.value(), turn, outMask, shielded, piles, 0, round, random, known);
    return check(s);
  }

  /** {@code s}, or the first rule it breaks as an {@link InvalidPosition}. */
  private static LoveLetterState check(LoveLetterState s) {
    Option<String> why = Invariants.broken(s);
    if (why.isDefined()) {
      // Invariants words each breach "LL-R14: …": the rule's ID, then what breaks it
      throw InvalidPosition.worded(why.get(), "LL-R1");
    }
    return s;
  }

  /**
   * Builds the position as the rules' first transition, with no events: Love Letter resolves
   * nothing by itself between decisions (a played card resolves inside its action), so a built
   * position is already awaiting the player on turn. The same shape as every game's builder.
   */
  public Transition<LoveLetterState> start() {
    return Transition.of(build());
  }

  /** Starts from {@code position} (a loaded one, say), checked like a built one. */
  public static Transition<LoveLetterState> start(LoveLetterState position) {
    return Transition.of(check(position));
  }

  private static Card take(List<Card> rest) {
    if (rest.isEmpty()) {
      throw new InvalidPosition("LL-R1", "not enough cards left to deal");
    }
    return rest.remove(0);
  }

  /** The position as JSON, for a bug report or a puzzle. */
  public static String toJson(LoveLetterState position) {
    return CODEC.write(Saved.of(position));
  }

  /** A position saved by {@link #toJson}, checked like a built one; or why it cannot be loaded. */
  public static Either<String, LoveLetterState> fromJson(String json) {
    return CODEC.read(json).map(Saved::state);
  }
}
