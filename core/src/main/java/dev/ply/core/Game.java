package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A game as pure rules over an immutable state {@code S}, moved by actions {@code A}.
 *
 * <p>Everything here is pure: no I/O, no clock, no global randomness, no mutation of arguments;
 * equal inputs give equal outputs. Implementations are stateless and thread-safe. Randomness
 * lives in the state as a {@link RandomSource}.
 *
 * @param <S> the game's state, a deeply immutable value with value-based {@code equals}
 * @param <A> the game's action type, a sealed interface of records
 */
public interface Game<S, A extends Action> {

  /** Facts about this game. */
  GameDescriptor descriptor();

  /** The root of this game's action records, used to read and write them in the log. */
  Class<A> actionType();

  /** Why this setup cannot start a game (wrong player count, unknown option), if it cannot. */
  Option<Rejection> checkSetup(Setup setup);

  /**
   * A new game.
   *
   * @throws IllegalArgumentException when {@link #checkSetup(Setup)} rejects the setup
   */
  S start(Setup setup);

  /**
   * The only way the game moves. An illegal or malformed action (including one from a player who
   * may not act now, or any action once the game is over) gives {@code Left(Rejection)}; it never
   * throws, and {@code state} is untouched.
   *
   * <p>Games do not implement this: core checks here what every game would otherwise have to
   * remember (a null or foreign state or action, {@code MALFORMED_STATE} / {@code MALFORMED_ACTION};
   * a player's view, recognised by its sealed random source, {@code STATE_IS_A_VIEW}) and then
   * calls {@link #play}. Do not override it.
   *
   * <p>Games written before 0.1.0 implemented this method instead of {@code play}; they still
   * compile and run (their {@code apply} replaces this one, so core's checks above are theirs to
   * make). That form is deprecated: rename the method to {@code play} ({@code docs/upgrading.md}).
   */
  default Either<Rejection, Transition<S>> apply(S state, A action) {
    Option<Rejection> refused = Rejection.guard(this, state, action);
    return refused.isDefined() ? Either.left(refused.get()) : play(state, action);
  }

  /**
   * The game's rules for one action, called only through {@link #apply} once core has checked
   * that {@code state} is a full state of this game (not a view) and {@code action} a non-null
   * action of {@link #actionType()} naming a player. Same contract as {@code apply}: pure, a
   * {@code Left(Rejection)} for anything illegal, never an exception.
   *
   * <p>Every game implements it. The default exists only so that a game written before 0.1.0,
   * which implemented {@code apply} instead, still compiles: for such a game it calls that
   * {@code apply}; for a game that implements neither it throws {@link UnsupportedOperationException}
   * naming the game, rather than calling {@code apply} back (which would call this again without end).
   */
  default Either<Rejection, Transition<S>> play(S state, A action) {
    if (GameShape.ownApply(getClass())) {
      return apply(state, action);
    }
    throw new UnsupportedOperationException(getClass().getName() + " implements neither play(state, action) nor,"
        + " as games written before Ply 0.1.0 did, apply(state, action): implement play (docs/upgrading.md)");
  }

  /**
   * The rules for an action the caller took from {@link #listed} for this very state: the same
   * result as {@link #play}, without finding out again whether the action is legal. Called only
   * through {@link #apply(Listed, int)}, once core has made the checks of {@link #apply}. The
   * default calls {@code play}; a game whose membership test costs much overrides it.
   */
  default Either<Rejection, Transition<S>> playListed(S state, A action) {
    return play(state, action);
  }

  /**
   * The legal actions of {@code player} in {@code state} ({@link #legalActions}) as a value that
   * {@link #apply(Listed, int)} accepts. Do not override it.
   */
  default Listed<S, A> listed(S state, PlayerId player) {
    return Listed.of(this, state, player);
  }

  /**
   * Applies the action at {@code index} of {@code listed}, which this game made: the same result
   * as {@code apply(listed.state(), listed.get(index))}, cheaper where the game saves the
   * membership test ({@link #playListed}; a game that overrides {@code apply} itself, as games
   * written before 0.1.0 do, gets its own {@code apply}). An index outside the list, or a list another game
   * made, gives a {@code Left(Rejection)}; like {@code apply}, it never throws. Do not override it.
   */
  default Either<Rejection, Transition<S>> apply(Listed<S, A> listed, int index) {
    if (listed == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "there is no list of actions"));
    }
    if (listed.game() != this && listed.game().getClass() != getClass()) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION,
          "the list was made by " + listed.game().descriptor().name() + ", not by " + descriptor().name()));
    }
    if (index < 0 || index >= listed.size()) {
      return Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, listed.isEmpty()
          ? listed.player() + " has nothing to choose from now"
          : "there is no choice " + (index + 1) + "; " + listed.player() + " has " + listed.size() + " to choose from"));
    }
    A action = listed.get(index);
    if (GameShape.ownApply(getClass())) { // its own apply is its rules (written before 0.1.0)
      return apply(listed.state(), action);
    }
    Option<Rejection> refused = Rejection.guard(this, listed.state(), action);
    return refused.isDefined() ? Either.left(refused.get()) : playListed(listed.state(), action);
  }


  /**
   * Every action {@code apply} would accept from {@code player} now, and nothing else, in a
   * stable order. Empty when the player is not awaited.
   */
  Seq<A> legalActions(S state, PlayerId player);

  /** Who may act now, in seat order; empty once the game is over. */
  Set<PlayerId> awaiting(S state);

  /** How the game ended, once it has. */
  Option<Outcome> outcome(S state);

  /**
   * What a server does when {@code player}'s time runs out or the player leaves: pass, decline
   * or the first listed option. Always one of {@link #legalActions}. Only called for an awaited
   * player.
   */
  default A defaultAction(S state, PlayerId player) {
    Seq<A> legal = legalActions(state, player);
    if (legal.isEmpty()) {
      throw new IllegalStateException(player + " is not awaited, so has no default action");
    }
    return legal.head();
  }

  /**
   * The state as {@code viewer} may see it, built as a projection: what the viewer may not see
   * (other hands, deck orders, face-down cards, secret choices, the random source) is masked,
   * sizes stay visible. A view is a valid state for {@code legalActions(view, viewer)}.
   * {@link PlayerId#SPECTATOR} sees only public information.
   */
  S view(S state, PlayerId viewer);

  /**
   * A full state consistent with {@code view}: what the viewer cannot see is dealt at random
   * from what the viewer cannot account for, and the random source is replaced by one drawn from
   * {@code rng}. {@code view(determinize(v, p, r), p)} equals {@code v}.
   */
  S determinize(S view, PlayerId viewer, RandomSource rng);

  /** The random source inside {@code state}. */
  RandomSource random(S state);

  /** {@code state} with its random source replaced (for replaying recorded draws). */
  S withRandom(S state, RandomSource random);

  /** The bound on actions after which every game of this setup has ended (the test kit checks it). */
  long maxActions(Setup setup);

  /** How many turns have begun, for simulation statistics. */
  default int turns(S state) {
    return 0;
  }

  /**
   * A plain-words description of an action for menus and logs, e.g. {@code "fight the Goblin"}.
   * {@code state} is the position as the reader sees it (a view): the words name nothing that view
   * hides, so another player's move may be shown in them (Dungeon Lords: a lord setting a trap
   * reads "set a Pendulum" in his own view, "set a trap" in the others').
   */
  default String describe(S state, A action) {
    return action.toString();
  }

  /** The position as text for a terminal, seen by {@code viewer}; {@code state} is a view. */
  default String render(S view, PlayerId viewer) {
    return view.toString();
  }

  /**
   * One line in this game's own words for {@code event} ({@code "p1 rolls 6 and 4 to move"}),
   * for terminals, replays and web tables. {@code view} is the position after the action as the
   * reader may see it; only called for events the reader may see. The default spells out the
   * record without its rule ID ({@link EventWords#plain}).
   */
  default String eventText(S view, GameEvent event) {
    return EventWords.plain(event);
  }

  /**
   * Whether {@code event} is routine bookkeeping (a turn starting, a draw, a shuffle) that front
   * ends may summarise on one line instead of listing. The default: nothing is routine.
   */
  default boolean routine(GameEvent event) {
    return false;
  }

  /**
   * A headline for an event that ends a round or the game, with the reason
   * ({@code "p2 wins round 3: the Princess beats the Baron"}); a tie says who wins it and why.
   * Empty for every other event (the default).
   */
  default Option<String> banner(S view, GameEvent event) {
    return Option.none();
  }

  /**
   * How the game ended in words, from the final {@code state}; a tie says how it was broken or
   * shared. The default is the outcome's reason.
   */
  default String outcomeText(S state, Outcome outcome) {
    return outcome.reason();
  }

  /**
   * More about one choice than its menu line, when there is more to say: what it does, and why it
   * cannot succeed when it cannot. Front ends also show the {@link #rulesText() terms} the
   * choice's description names. The default says nothing more.
   */
  default Option<String> explain(S view, A action) {
    return Option.none();
  }

  /**
   * The rules in enough words to play from: goal, turn, every kind of card and its effect,
   * setup options with defaults and ranges. The default has only the descriptor's summary.
   */
  default RulesText rulesText() {
    return RulesText.summaryOnly(descriptor());
  }

  /** A short name for a rule ID ({@code "DG-R12"} → {@code "moving"}), for reports; empty if none. */
  default Option<String> ruleName(String ruleId) {
    return Option.none();
  }

  /**
   * Writes the canonical encoding of {@code state} ({@link CanonicalWriter}): every part of its
   * content, public and hidden, in a fixed order, by value and spec ID, naming no Java field; the
   * random source left out (the log's chain covers the draws). Equal states must write equal
   * values on every JVM, and states that differ in anything but the random source must not. The
   * action log's hash chain digests it after every step, so it is on the replay's hot path: plain
   * loops, no intermediate strings. Document it in {@code docs/log-format.md}; changing it breaks
   * every recorded log, like a change of the rules (bump the rules version).
   *
   * <p>Every game implements it. The default exists only so that a game written before 0.1.0
   * still compiles: it writes one string, {@link #canonical} of the state with its random source
   * sealed, as the hashes of those versions did. That is slow (a {@code toString} per step of every
   * verified replay) and breaks recorded logs whenever a field of the state is renamed; it goes
   * with {@code canonical} in 0.2.0.
   */
  default void encode(S state, CanonicalWriter out) {
    out.string(canonical(withRandom(state, RandomSource.sealed())));
  }

  /**
   * The state as one text, which games written before 0.1.0 hashed; read only by the default
   * {@link #encode}. The default is {@code toString}.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: implement {@link #encode} instead
   *     ({@code docs/upgrading.md}).
   * @param state the state, its random source sealed
   * @return a text equal for equal states on every JVM
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  default String canonical(S state) {
    return String.valueOf(state);
  }

  /**
   * Writes the canonical encoding of {@code action} for the log's hash chain: by default its
   * compact JSON, as the log holds it. A game may write its actions itself (their kind first as a
   * spec ID or an int, then their content; by value, naming no field, as {@link #encode}), which
   * keeps JSON off the verified replay's per-step path. Equal actions must write equal values and
   * different actions different ones. Changing it breaks every recorded log (bump the rules
   * version) and it is documented in {@code docs/log-format.md} with the state's encoding.
   */
  default void encodeAction(A action, CanonicalWriter out) {
    dev.ply.core.log.ActionJson.write(action, out);
  }

  /**
   * A short fingerprint of the state: the first 16 hex digits of the SHA-256 of its canonical
   * encoding ({@link #encode}), random source excluded. Equal on every JVM for equal states.
   */
  default String stateHash(S state) {
    return Hashing.shortHash(CanonicalWriter.encode(this, state));
  }
}
