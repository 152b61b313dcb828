package dev.ply.games.dungeonlords;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.RulesText;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.rules.GameSetup;
import dev.ply.games.dungeonlords.rules.Rules;
import dev.ply.games.dungeonlords.rules.Scoring;
import dev.ply.games.dungeonlords.rules.Text;
import dev.ply.games.dungeonlords.rules.Views;
import dev.ply.games.dungeonlords.rules.Words;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Encoding;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Dungeon Lords (spec {@code dungeon-lords.md}, rule prefix DL-R): 2–4 evil lords build dungeons
 * over two years of four seasons with secret simultaneous orders, then fight the adventurers the
 * kingdom sends against the most evil of them.
 */
public final class DungeonLordsGame implements Game<DungeonLordsState, DungeonLordsAction> {

  /** §9: the spec's safe engine bound for 4 players (about 60 building decisions per player-season). */
  public static final long MAX_ACTIONS = 5000;

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor(
      "dungeon-lords",
      "Dungeon Lords",
      2,
      4,
      "2",
      false,
      true,
      "Two years of four seasons for 2-4 dungeon lords. Each season every lord secretly picks three "
          + "orders; minions then take the action spaces (food, reputation, tunnels, gold, imps, traps, "
          + "monsters, rooms) in turn order. Rooms produce, monsters want pay, taxes come due, and the "
          + "adventurers go to the least evil lords first; the paladin hunts the most evil. After each "
          + "Autumn four combat rounds of traps, spells and monsters decide which tiles are conquered. "
          + "Most points after year 2 wins.",
      "docs/rules/dungeon-lords.md").withOptions(GameSetup.OPTIONS);

  public DungeonLordsGame() {}

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<DungeonLordsAction> actionType() {
    return DungeonLordsAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    return GameSetup.check(setup);
  }

  @Override
  public DungeonLordsState start(Setup setup) {
    Option<Rejection> bad = checkSetup(setup);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().toString());
    }
    return GameSetup.begin(setup);
  }

  @Override
  public Either<Rejection, Transition<DungeonLordsState>> play(DungeonLordsState state, DungeonLordsAction action) {
    return Rules.apply(state, action);
  }

  @Override
  public Either<Rejection, Transition<DungeonLordsState>> playListed(DungeonLordsState state, DungeonLordsAction action) {
    return Rules.applyListed(state, action);
  }

  @Override
  public void encode(DungeonLordsState state, CanonicalWriter out) {
    Encoding.write(state, out);
  }

  @Override
  public void encodeAction(DungeonLordsAction action, CanonicalWriter out) {
    Encoding.writeAction(action, out);
  }

  @Override
  public Seq<DungeonLordsAction> legalActions(DungeonLordsState state, PlayerId player) {
    return Rules.legal(state, player);
  }

  @Override
  public Set<PlayerId> awaiting(DungeonLordsState state) {
    return Rules.awaiting(state);
  }

  @Override
  public Option<Outcome> outcome(DungeonLordsState state) {
    return state.over() ? Option.of(Scoring.outcome(state)) : Option.none();
  }

  @Override
  public DungeonLordsState view(DungeonLordsState state, PlayerId viewer) {
    return Views.view(state, viewer);
  }

  @Override
  public DungeonLordsState determinize(DungeonLordsState view, PlayerId viewer, RandomSource rng) {
    return Views.determinize(view, viewer, rng);
  }

  @Override
  public RandomSource random(DungeonLordsState state) {
    return state.random();
  }

  @Override
  public DungeonLordsState withRandom(DungeonLordsState state, RandomSource random) {
    return ImmutableDungeonLordsState.copyOf(state).withRandom(random);
  }

  @Override
  public long maxActions(Setup setup) {
    return MAX_ACTIONS;
  }

  @Override
  public int turns(DungeonLordsState state) {
    return (state.year() - 1) * 4 + state.season();
  }

  @Override
  public String describe(DungeonLordsState state, DungeonLordsAction action) {
    return Text.describe(state, action);
  }

  @Override
  public Option<String> explain(DungeonLordsState view, DungeonLordsAction action) {
    return Text.explain(view, action);
  }

  @Override
  public String render(DungeonLordsState view, PlayerId viewer) {
    return Text.render(view, viewer);
  }

  @Override
  public String eventText(DungeonLordsState view, GameEvent event) {
    return Words.event(event);
  }

  @Override
  public boolean routine(GameEvent event) {
    return Words.routine(event);
  }

  @Override
  public Option<String> banner(DungeonLordsState view, GameEvent event) {
    return Words.banner(view, event);
  }

  @Override
  public String outcomeText(DungeonLordsState state, Outcome outcome) {
    return Words.outcome(state, outcome);
  }

  @Override
  public RulesText rulesText() {
    return Words.rulesText();
  }

  @Override
  public Option<String> ruleName(String ruleId) {
    return Words.ruleName(ruleId);
  }
}
