package dev.ply.games.desperategods;

import dev.ply.core.Dice;
import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.GameOption;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.rules.Rules;
import dev.ply.games.desperategods.rules.Words;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Encoding;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Desperate Gods (Wolfire Games, 2012) for 2-4 players, as specified in
 * {@code rules/desperate-gods.md}. The rules live in {@code rules/}; this class is the contract.
 *
 * <p>Options: {@code maxRounds} (DG-R91, default 200).
 */
public final class DesperateGodsGame implements Game<DgState, DgAction> {

  public static final String ID = "desperate-gods";

  /**
   * Bumped whenever old logs would replay differently. 2: doubles with no potion resolve the die
   * choice by themselves (DG-R11, §4.1), so a version-1 log's extra CHOOSE_DIE steps no longer fit.
   * 3: the canonical encoding packs small numbers as tiny values and hashes each deck as a part
   * (docs/log-format.md), so a version-2 log's hashes no longer match.
   */
  public static final String RULES_VERSION = "3";

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor(
      ID, "Desperate Gods", 2, 4, RULES_VERSION, false, true,
      "Roll two dice, keep one, and walk the three rings of the board: fight monsters from four decks "
          + "for coins and skulls, shop in the Town, duel or trade with the players you pass. When every "
          + "encounter deck is empty, the most skulls wins.",
      "docs/rules/desperate-gods.md").withOptions(
          GameOption.number("maxRounds", 1, 999_999_999, 200, "the game also ends at the end of this round (DG-R91)"));

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<DgAction> actionType() {
    return DgAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    if (!DESCRIPTOR.seats(setup.playerCount())) {
      return Option.some(Rejection.of(Rejection.BAD_SETUP, "DG-R1",
          "Desperate Gods seats 2 to 4 players, not " + setup.playerCount()));
    }
    Option<Rejection> unknown = DESCRIPTOR.undeclaredOption(setup);
    if (unknown.isDefined()) {
      return unknown;
    }
    Option<String> mr = setup.option("maxRounds");
    if (mr.isDefined() && !(mr.get().matches("[0-9]{1,9}") && Integer.parseInt(mr.get()) >= 1)) {
      return Option.some(Rejection.of(Rejection.BAD_SETUP, "DG-R91",
          "maxRounds must be a whole number of rounds from 1 to 999,999,999, not " + mr.get()));
    }
    return Option.none();
  }

  @Override
  public DgState start(Setup setup) {
    Option<Rejection> bad = checkSetup(setup);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().toString());
    }
    int maxRounds = Integer.parseInt(setup.option("maxRounds").getOrElse("200"));
    return Rules.start(setup.players(), maxRounds, setup.random());
  }

  @Override
  public Either<Rejection, Transition<DgState>> play(DgState state, DgAction action) {
    return Rules.apply(state, action);
  }

  /** An action from {@code legalActions(state, …)}: the same rules as {@link #play}, without looking it up again. */
  @Override
  public Either<Rejection, Transition<DgState>> playListed(DgState state, DgAction action) {
    return Rules.applyListed(state, action);
  }

  @Override
  public Seq<DgAction> legalActions(DgState state, PlayerId player) {
    return Rules.legalActions(state, player);
  }

  @Override
  public Set<PlayerId> awaiting(DgState state) {
    return Rules.awaiting(state);
  }

  @Override
  public Option<Outcome> outcome(DgState state) {
    if (!state.over()) {
      return Option.none();
    }
    DgState.Ending e = state.ending().get();
    Vector<PlayerId> winners = e.winners().map(w -> state.player(w).id());
    Vector<Integer> seats = Vector.range(0, state.players().size());
    Vector<Integer> ranked = seats.sorted((a, b) -> -Rules.rank(state, a, b));
    Map<PlayerId, Integer> scores = LinkedHashMap.empty();
    for (int i = 0; i < state.players().size(); i++) {
      scores = scores.put(state.player(i).id(), e.scores().get(i));
    }
    String reason = (e.reason().equals("DECKS_EMPTY") ? "every encounter deck is empty" : "the round cap was reached")
        + "; " + winners.mkString(" and ") + (winners.size() == 1 ? " wins" : " share the win")
        + " with " + e.scores().get(e.winners().head()) + " skulls";
    return Option.some(new Outcome(winners, ranked.map(i -> state.player(i).id()), scores, false, reason));
  }

  @Override
  public DgAction defaultAction(DgState state, PlayerId player) {
    return Rules.defaultAction(state, player);
  }

  @Override
  public DgState view(DgState state, PlayerId viewer) {
    return Rules.view(state);
  }

  @Override
  public DgState determinize(DgState view, PlayerId viewer, RandomSource rng) {
    Dice d = new Dice(rng);
    return Rules.determinize(view, d);
  }

  @Override
  public void encode(DgState state, CanonicalWriter out) {
    Encoding.write(state, out);
  }

  @Override
  public void encodeAction(DgAction action, CanonicalWriter out) {
    Encoding.writeAction(action, out);
  }

  @Override
  public RandomSource random(DgState state) {
    return state.random();
  }

  @Override
  public DgState withRandom(DgState state, RandomSource random) {
    return state.withRandom(random);
  }

  @Override
  public long maxActions(Setup setup) {
    // Invariant 14, derived there from the stated caps: (a) the round cap R (DG-R91) and at most
    // 10 extra turns after a normal one (DG-R98d) give at most R·P·11 started turns; (b) a turn is
    // at most 50 + 22 moves × (12 steps + 3 encounters × 2,300 + a square's 3,000) = 218,114
    // applied actions (the PvP, re-fight and forced-move caps of DG-R98). The bound is sound but
    // far above random play (the contract test reports the longest playout against it), because
    // the caps exist for guaranteed termination, not for typical games.
    long rounds = Long.parseLong(setup.option("maxRounds").getOrElse("200"));
    return rounds * setup.playerCount() * 11L * 218_114L;
  }

  @Override
  public int turns(DgState state) {
    return state.turns();
  }

  @Override
  public String describe(DgState state, DgAction action) {
    return Words.describe(state, action);
  }

  @Override
  public String render(DgState view, PlayerId viewer) {
    return Words.render(view, viewer);
  }

  @Override
  public String eventText(DgState view, dev.ply.core.GameEvent event) {
    return dev.ply.games.desperategods.rules.Telling.event(view, event);
  }

  @Override
  public boolean routine(dev.ply.core.GameEvent event) {
    return dev.ply.games.desperategods.rules.Telling.routine(event);
  }

  @Override
  public Option<String> banner(DgState view, dev.ply.core.GameEvent event) {
    return dev.ply.games.desperategods.rules.Telling.banner(view, event);
  }

  @Override
  public String outcomeText(DgState state, Outcome outcome) {
    return dev.ply.games.desperategods.rules.Telling.outcome(state, outcome);
  }

  @Override
  public dev.ply.core.RulesText rulesText() {
    return dev.ply.games.desperategods.rules.Telling.rulesText();
  }

  @Override
  public Option<String> ruleName(String ruleId) {
    return dev.ply.games.desperategods.rules.Telling.ruleName(ruleId);
  }
}
