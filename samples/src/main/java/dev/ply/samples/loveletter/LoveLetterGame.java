package dev.ply.samples.loveletter;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.rules.Choices;
import dev.ply.samples.loveletter.rules.Rules;
import dev.ply.samples.loveletter.rules.Secrets;
import dev.ply.samples.loveletter.rules.Words;
import dev.ply.samples.loveletter.state.Encoding;
import dev.ply.samples.loveletter.state.LoveLetterState;
import dev.ply.samples.loveletter.state.Table;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Love Letter, the classic 16-card edition ({@code /shared/rules/love-letter.md}, rule prefix
 * LL-R): the worked example of writing a game on Ply ({@code docs/writing-a-game.md}).
 *
 * <p>This class is the contract and nothing else: it checks the setup, finds the seat of the
 * acting player and hands the work to {@code rules/} ({@link Rules} plays a card, {@link Choices}
 * lists and checks the choices, {@link Secrets} masks and samples hidden cards, {@link Words}
 * describes things in plain words). It is stateless, so one instance serves every thread.
 */
public final class LoveLetterGame implements Game<LoveLetterState, LoveLetterAction> {

  public static final String ID = "love-letter";

  /**
   * The rules version logs record: 2 since positions carry what each player has learnt of
   * another's hand ({@link LoveLetterState#known}), which the canonical encoding covers.
   */
  public static final String RULES_VERSION = "2";

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor(
      ID,
      "Love Letter",
      2,
      4,
      RULES_VERSION,
      false,
      true,
      "Sixteen cards, one in hand: draw one, play one, and be the last suitor standing or hold the "
          + "highest card when the deck runs out. Win rounds to collect affection tokens: 7 with 2 "
          + "players, 5 with 3, 4 with 4.",
      "docs/rules/love-letter.md");

  /** Needed by {@link java.util.ServiceLoader}. */
  public LoveLetterGame() {}

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<LoveLetterAction> actionType() {
    return LoveLetterAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    if (!DESCRIPTOR.seats(setup.playerCount())) {
      return Option.some(Rejection.of(Rejection.BAD_SETUP, "LL-R1",
          "Love Letter is for 2 to 4 players, not " + setup.playerCount()));
    }
    Option<Rejection> unknown = DESCRIPTOR.undeclaredOption(setup);
    if (unknown.isDefined()) {
      return unknown; // Love Letter declares no options
    }
    return Option.none();
  }

  @Override
  public LoveLetterState start(Setup setup) {
    Option<Rejection> bad = checkSetup(setup);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().message());
    }
    return Rules.start(Table.of(setup.players()), setup.random());
  }

  @Override
  public Either<Rejection, Transition<LoveLetterState>> play(LoveLetterState state, LoveLetterAction action) {
    return Rules.apply(state, action);
  }

  @Override
  public Seq<LoveLetterAction> legalActions(LoveLetterState state, PlayerId player) {
    return Choices.legal(state, state.table().seatOf(player));
  }

  @Override
  public Set<PlayerId> awaiting(LoveLetterState state) {
    return state.isOver() ? LinkedHashSet.empty() : state.table().awaitingSeat(state.turn());
  }

  @Override
  public Option<Outcome> outcome(LoveLetterState state) {
    if (!state.isOver()) {
      return Option.none();
    }
    int n = state.players();
    Vector<PlayerId> winners = Vector.empty();
    Map<PlayerId, Integer> scores = LinkedHashMap.empty();
    for (int s = 0; s < n; s++) {
      if ((state.winners() & (1 << s)) != 0) {
        winners = winners.append(state.player(s));
      }
      scores = scores.put(state.player(s), state.tokens(s));
    }
    // ranking: most tokens first; equal counts keep seat order (sortBy is stable)
    Vector<PlayerId> ranking = state.table().players().sortBy(p -> -state.tokens(state.table().seatOf(p)));
    String reason = winners.mkString(" and ") + " reached " + LoveLetterState.target(n) + " affection tokens";
    return Option.some(new Outcome(winners, ranking, scores, false, reason));
  }

  @Override
  public LoveLetterState view(LoveLetterState state, PlayerId viewer) {
    return Secrets.view(state, viewer);
  }

  @Override
  public LoveLetterState determinize(LoveLetterState view, PlayerId viewer, RandomSource rng) {
    return Secrets.determinize(view, viewer, rng);
  }

  @Override
  public void encode(LoveLetterState state, CanonicalWriter out) {
    Encoding.write(state, out);
  }

  @Override
  public void encodeAction(LoveLetterAction action, CanonicalWriter out) {
    Encoding.writeAction(action, out);
  }

  @Override
  public RandomSource random(LoveLetterState state) {
    return state.random();
  }

  @Override
  public LoveLetterState withRandom(LoveLetterState state, RandomSource random) {
    return state.withRandom(random);
  }

  /**
   * A round has fewer than 16 plays (each turn draws from a pile of at most 15); every round gives
   * someone a token, and the game ends with the token that brings a player to the target, so
   * there are at most {@code players * (target - 1) + 1} rounds.
   */
  @Override
  public long maxActions(Setup setup) {
    int n = setup.playerCount();
    return 16L * (n * (LoveLetterState.target(n) - 1) + 1);
  }

  @Override
  public int turns(LoveLetterState state) {
    return state.turns();
  }

  @Override
  public String describe(LoveLetterState state, LoveLetterAction action) {
    return Words.describe(state, action);
  }

  @Override
  public String render(LoveLetterState view, PlayerId viewer) {
    return Words.render(view, viewer);
  }

  @Override
  public String eventText(LoveLetterState view, dev.ply.core.GameEvent event) {
    return Words.event(view, event);
  }

  @Override
  public boolean routine(dev.ply.core.GameEvent event) {
    return Words.routine(event);
  }

  @Override
  public Option<String> banner(LoveLetterState view, dev.ply.core.GameEvent event) {
    return Words.banner(view, event);
  }

  @Override
  public String outcomeText(LoveLetterState state, Outcome outcome) {
    return Words.outcome(state, outcome);
  }

  @Override
  public dev.ply.core.RulesText rulesText() {
    return Words.rulesText();
  }

  @Override
  public Option<String> ruleName(String ruleId) {
    return Words.ruleName(ruleId);
  }
}
