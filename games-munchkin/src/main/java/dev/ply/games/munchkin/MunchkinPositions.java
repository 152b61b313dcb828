package dev.ply.games.munchkin;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.log.PositionCodec;
import dev.ply.games.munchkin.SavedPosition.Saved;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.rules.Moments;
import dev.ply.games.munchkin.rules.Start;
import dev.ply.games.munchkin.rules.Strength;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Any legal Munchkin position in the game's words, for puzzles, tutorials, bug reports and tests:
 * <pre>
 * MunchkinPositions.players(4).level(P1, 9).race(P1, "Elf").hand(P2, "Wandering Monster", "Mr. Bones")
 *     .doorTop("Drooling Slime").dice(5, 3).startOfTurn();
 * Transition&lt;MunchkinState&gt; t = MunchkinPositions.players(4).level(P1, 2).helper(P2)
 *     .combat("Harpies").enhancers("Ancient").preroll().start();   // t.events(): the monster entering, ...
 * </pre>
 * Players are {@code p1..pN} (seat order); {@code p1} is the turn player unless {@link #turn} says
 * otherwise. Cards are named by name (the first copy not yet placed) or by ID ("D04"). Every card
 * not placed stays in its deck in the canonical order, after the cards put on top. Dice are die
 * faces 1–6; {@link #draws} adds raw random values (a looting tie order, a hidden pick).
 *
 * <p>The moment is chosen with {@link #atStartOfTurn} (the default), {@link #combat},
 * {@link #preroll}, {@link #failed}, {@link #atTroubleOrLoot}, {@link #atEndOfTurn} or
 * {@link #atCharity}; {@link #build} gives the position, {@link #start} the {@link Transition}
 * with the events of reaching it (the monster entering, the helper joining, the evaluation, the
 * failed roll). Every position is checked against the §9 invariants
 * ({@link MunchkinInvariants#broken}, and I-F1: someone is awaited with something to do); an
 * impossible one throws {@link InvalidPosition} naming the invariant or rule it breaks, and a
 * request that names nothing in the game (an unknown card or seat) throws
 * {@link InvalidPosition#request}. {@link #toJson} and {@link #fromJson} save and load a position,
 * checked on load like a built one.
 */
public final class MunchkinPositions {
  public static final PlayerId P1 = PlayerId.seat(1);
  public static final PlayerId P2 = PlayerId.seat(2);
  public static final PlayerId P3 = PlayerId.seat(3);
  public static final PlayerId P4 = PlayerId.seat(4);
  public static final PlayerId P5 = PlayerId.seat(5);
  public static final PlayerId P6 = PlayerId.seat(6);

  private static final MunchkinGame GAME = new MunchkinGame();

  private enum Moment { START_OF_TURN, COMBAT, PREROLL, FAIL, TROUBLE_OR_LOOT, END_OF_TURN, CHARITY }

  private final Setup setup;
  private MunchkinState s;
  private final java.util.Set<String> placed = new java.util.HashSet<>();
  private Vector<String> doorTop = Vector.empty();
  private Vector<String> treasureTop = Vector.empty();
  private Vector<Integer> draws = Vector.empty();
  private boolean scripted;
  private Moment moment = Moment.START_OF_TURN;
  private Option<String> monster = Option.none();
  private Option<PlayerId> helper = Option.none();
  private Vector<String> enhancers = Vector.empty();
  private Option<Integer> failFace = Option.none();

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
      throw InvalidPosition.request(Start.check(setup).get().message());
    }
    return new MunchkinPositions(setup);
  }

  public static PlayerId p(int oneBased) {
    return PlayerId.seat(oneBased);
  }

  private int seat(PlayerId p) {
    return s.findSeat(p).getOrElseThrow(() -> InvalidPosition.request(p.name() + " is not seated (the players are "
        + s.players().map(PlayerId::name).mkString(", ") + ")"));
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
        throw new InvalidPosition("I-C1", Cards.card(nameOrId).name() + " is placed twice");
      }
      return nameOrId;
    }
    boolean known = false;
    for (Card c : Cards.ALL) {
      if (c.name().equalsIgnoreCase(nameOrId)) {
        known = true;
        if (!placed.contains(c.id())) {
          placed.add(c.id());
          return c.id();
        }
      }
    }
    if (known) {
      throw new InvalidPosition("I-C1", "every copy of " + nameOrId + " is placed already");
    }
    throw InvalidPosition.request("no Munchkin card is named " + nameOrId);
  }

  public MunchkinPositions turn(PlayerId p) {
    s = s.withTurn(seat(p));
    return this;
  }

  public MunchkinPositions level(PlayerId p, int level) {
    if (level < 1 || level > 9) {
      throw new InvalidPosition("I-P1", "a position is built at levels 1-9, not " + level);
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
    require(id, Kind.RACE, "a Race");
    put(p, player(p).withRaces(player(p).races().append(id)));
    return this;
  }

  public MunchkinPositions cls(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.CLASS, "a Class");
    put(p, player(p).withClasses(player(p).classes().append(id)));
    return this;
  }

  /** Half-Breed in play (MK-R23): give the races first. */
  public MunchkinPositions halfBreed(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.HALF_BREED, "Half-Breed");
    put(p, player(p).withHalfBreed(Option.of(id)));
    return this;
  }

  /** Super Munchkin in play (MK-R24): give both classes first. */
  public MunchkinPositions superMunchkin(PlayerId p, String card) {
    String id = take(card);
    require(id, Kind.SUPER_MUNCHKIN, "Super Munchkin");
    put(p, player(p).withSuperMunchkin(Option.of(id)));
    return this;
  }

  /** Items in play, equipped. */
  public MunchkinPositions equipped(PlayerId p, String... cards) {
    for (String c : cards) {
      String id = take(c);
      require(id, Kind.ITEM, "a permanent Item");
      put(p, player(p).withItems(player(p).items().append(id)).withEquipped(player(p).equipped().append(id)));
    }
    return this;
  }

  /** Items in play, carried. */
  public MunchkinPositions carried(PlayerId p, String... cards) {
    for (String c : cards) {
      String id = take(c);
      if (!Cards.card(id).isItem()) {
        throw InvalidPosition.request(Cards.card(id).name() + " is not an Item (MK-R30)");
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
    require(id, Kind.CURSE, "a Curse");
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
      draws = draws.append(face(f) - 1);
    }
    scripted = true;
    return this;
  }

  private static int face(int f) {
    if (f < 1 || f > 6) {
      throw InvalidPosition.request("a die shows 1-6, not " + f);
    }
    return f;
  }

  /** Raw random values in order (a tie permutation, a hidden hand pick). */
  public MunchkinPositions draws(int... values) {
    for (int v : values) {
      draws = draws.append(v);
    }
    scripted = true;
    return this;
  }

  private static void require(String id, Kind kind, String what) {
    if (Cards.card(id).kind() != kind) {
      throw InvalidPosition.request(Cards.card(id).name() + " is not " + what);
    }
  }

  // ---- the moment -----------------------------------------------------------------------

  /** IW_START of the turn player's turn is open (MK-R104); the default moment. */
  public MunchkinPositions atStartOfTurn() {
    moment = Moment.START_OF_TURN;
    return this;
  }

  /** TROUBLE_OR_LOOT awaits the turn player (§4.2 TL). */
  public MunchkinPositions atTroubleOrLoot() {
    moment = Moment.TROUBLE_OR_LOOT;
    return this;
  }

  /** IW_END of the turn is open (§4.2 E1). */
  public MunchkinPositions atEndOfTurn() {
    moment = Moment.END_OF_TURN;
    return this;
  }

  /** CHARITY (if the hand is over the limit) of the turn player (MK-R47). */
  public MunchkinPositions atCharity() {
    moment = Moment.CHARITY;
    return this;
  }

  /** The turn player fights {@code monster}, kicked from the door, CW open (§4.3 C1–C3). */
  public MunchkinPositions combat(String monster) {
    if (this.monster.isDefined()) {
      throw InvalidPosition.request("the combat's monster is already "
          + Cards.card(this.monster.get()).name() + "; a built combat has one");
    }
    String id = take(monster);
    if (!Cards.card(id).isMonster()) {
      throw InvalidPosition.request(Cards.card(id).name() + " is not a monster");
    }
    this.monster = Option.of(id);
    moment = Moment.COMBAT;
    return this;
  }

  /** {@code p} helps the fighter, as after an accepted ask with no bribe and no share (MK-R53). */
  public MunchkinPositions helper(PlayerId p) {
    seat(p);
    helper = Option.of(p);
    return this;
  }

  /** Monster enhancers played on the combat's monster (MK-R62). */
  public MunchkinPositions enhancers(String... cards) {
    for (String c : cards) {
      String id = take(c);
      require(id, Kind.ENHANCER, "a monster enhancer");
      enhancers = enhancers.append(id);
    }
    return this;
  }

  /**
   * The combat was lost and the fighter runs: the PREROLL of the fighter and the combat's
   * monster is open (§4.3 R3, MK-R107).
   */
  public MunchkinPositions preroll() {
    needCombat("PREROLL");
    moment = Moment.PREROLL;
    return this;
  }

  /**
   * The fighter rolled {@code face} (kept) and failed to run away: FAIL is open (§4.3 R5,
   * MK-R104). The face must fail against this monster (MK-R72).
   */
  public MunchkinPositions failed(int face) {
    needCombat("FAIL");
    failFace = Option.of(face(face));
    moment = Moment.FAIL;
    return this;
  }

  /** The combat's monster caught the fighter without a roll (Crabs, Floating Nose; MK-R74): FAIL is open. */
  public MunchkinPositions failed() {
    needCombat("FAIL");
    failFace = Option.none();
    moment = Moment.FAIL;
    return this;
  }

  private void needCombat(String what) {
    if (monster.isEmpty()) {
      throw InvalidPosition.request(what + " needs a combat: name its monster with combat(...) first");
    }
  }

  /** The position, checked. */
  public MunchkinState build() {
    return start().state();
  }

  /** The position, checked, with the events of reaching it. */
  public Transition<MunchkinState> start() {
    if ((helper.isDefined() || !enhancers.isEmpty()) && monster.isEmpty()) {
      throw InvalidPosition.request("a helper or enhancers need a combat: name its monster with combat(...)");
    }
    MunchkinState t = table();
    Transition<MunchkinState> out;
    switch (moment) {
      case TROUBLE_OR_LOOT: out = Moments.toTroubleOrLoot(t); break;
      case END_OF_TURN: out = Moments.toEndOfTurn(t); break;
      case CHARITY: out = Moments.toCharity(t); break;
      case COMBAT: case PREROLL: case FAIL: out = combatMoment(t); break;
      default: out = Moments.toStartOfTurn(t); break;
    }
    return checked(out);
  }

  private Transition<MunchkinState> combatMoment(MunchkinState t) {
    Option<Integer> h = helper.map(p -> t.seatOf(p));
    if (h.isDefined()) {
      if (h.get() == t.turn()) {
        throw new InvalidPosition("I-F2", helper.get().name() + " is the fighter and cannot help too");
      }
      if (!t.seat(h.get()).alive()) {
        throw new InvalidPosition("MK-R5", "dead " + helper.get().name() + " cannot help");
      }
      Card m = Cards.card(monster.get());
      if (m.effects().exists(e -> e instanceof Effect.FightRule f && f.flag() == FightFlag.NO_HELP)) {
        throw new InvalidPosition("MK-R53", "nobody may help against " + m.name());
      }
    }
    Transition<MunchkinState> out = Moments.toCombat(t, monster.get(), true, h, enhancers);
    if (moment == Moment.COMBAT) {
      return out;
    }
    String name = Cards.card(monster.get()).name();
    MunchkinState c = out.state();
    if (!(c.frames().top().getOrNull() instanceof Frame.Window w && w.kind() == WindowKind.CW)) {
      throw new InvalidPosition("MK-R104", "the combat with " + name
          + " does not open its combat window at once (a choice or a card's end comes first), so no one runs yet");
    }
    if (Strength.winning(c)) {
      throw new InvalidPosition("MK-R55", "the munchkins (" + Strength.munchkins(c) + ") beat " + name
          + " (" + Strength.monsters(c) + "): nobody runs away");
    }
    out = then(out, Moments.closeWindow(c));
    if (!(out.state().frames().top().getOrNull() instanceof Frame.Window pw && pw.kind() == WindowKind.PREROLL)) {
      throw new InvalidPosition("MK-R71", "after losing to " + name + " no PREROLL opens");
    }
    if (moment == Moment.PREROLL) {
      return out;
    }
    Option<Transition<MunchkinState>> fail = Moments.toFail(out.state(), failFace);
    if (fail.isEmpty()) {
      String who = out.state().turnPlayer().id().name();
      throw new InvalidPosition(failFace.isEmpty() ? "MK-R74" : "MK-R72", failFace.isEmpty()
          ? name + " does not catch " + who + " without a roll: give the failed roll's face"
          : "with a " + failFace.get() + " " + who + " does not fail to run from " + name
              + " (an automatic escape, or a total of 5 or more)");
    }
    return then(out, fail.get());
  }

  private static Transition<MunchkinState> then(Transition<MunchkinState> a, Transition<MunchkinState> b) {
    return Transition.of(b.state(), a.events().appendAll(b.events()));
  }

  private MunchkinState table() {
    Vector<String> doors = doorTop.appendAll(Cards.doorIds().filter(id -> !placed.contains(id)));
    Vector<String> treasures = treasureTop.appendAll(Cards.treasureIds().filter(id -> !placed.contains(id)));
    return s.withDoorDeck(doors).withTreasureDeck(treasures)
        .withRandom(scripted ? RandomSource.scripted(draws) : setup.random());
  }

  // ---- the old one-call moments (kept: each is its at...() moment, built) ---------------------

  /** IW_START of the turn player's turn is open (MK-R104). */
  public MunchkinState startOfTurn() {
    return atStartOfTurn().build();
  }

  /** The turn player fights {@code monster} (kicked), CW open; {@link #combat} with {@link #start} also gives the events. */
  public MunchkinState fighting(String monster) {
    return combat(monster).build();
  }

  /** TROUBLE_OR_LOOT awaits the turn player. */
  public MunchkinState troubleOrLoot() {
    return atTroubleOrLoot().build();
  }

  /** IW_END of the turn is open. */
  public MunchkinState endOfTurn() {
    return atEndOfTurn().build();
  }

  /** CHARITY (if the hand is over the limit) of the turn player. */
  public MunchkinState charity() {
    return atCharity().build();
  }

  private static Transition<MunchkinState> checked(Transition<MunchkinState> t) {
    Option<InvalidPosition> broken = broken(t.state());
    if (broken.isDefined()) {
      throw broken.get();
    }
    return t;
  }

  /**
   * The first §9 invariant {@code s} breaks as a position: {@link MunchkinInvariants#broken}, then
   * I-F1 (unless the game is over, one player is awaited and has a legal action).
   */
  public static Option<InvalidPosition> broken(MunchkinState s) {
    Option<InvalidPosition> b = MunchkinInvariants.broken(s);
    if (b.isDefined() || s.over()) {
      return b;
    }
    io.vavr.collection.Set<PlayerId> awaited;
    try {
      awaited = GAME.awaiting(s);
      if (awaited.size() != 1) {
        return Option.of(new InvalidPosition("I-F1", awaited.isEmpty() ? "nobody is awaited and the game is not over"
            : awaited.map(PlayerId::name).mkString(" and ") + " are awaited at once"));
      }
      if (GAME.legalActions(s, awaited.head()).isEmpty()) {
        return Option.of(new InvalidPosition("I-F1", awaited.head().name() + " is awaited with nothing to do"));
      }
    } catch (RuntimeException e) {
      return Option.of(new InvalidPosition("I-F1", "the rules cannot go on from this position: " + e.getMessage()));
    }
    return Option.none();
  }

  public Option<String> idOf(String name) {
    return Cards.named(name).map(Card::id);
  }

  // ---- JSON ----------------------------------------------------------------------------------

  private static final PositionCodec<Saved> CODEC = PositionCodec.of("munchkin", Saved.class,
      saved -> broken(saved.state()).map(Throwable::getMessage), Frame.class, Frame.Decision.class, Frame.Step.class,
      Effect.class);

  /** The position as JSON, for a bug report or a puzzle ({@code ply-position/1}); a view cannot be saved. */
  public static String toJson(MunchkinState position) {
    return CODEC.write(Saved.of(position));
  }

  /** A position saved by {@link #toJson}, checked like a built one; or why it cannot be loaded. */
  public static Either<String, MunchkinState> fromJson(String json) {
    return CODEC.read(json).map(Saved::state);
  }
}
