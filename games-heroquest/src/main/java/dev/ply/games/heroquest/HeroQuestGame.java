package dev.ply.games.heroquest;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.rules.DungeonSetup;
import dev.ply.games.heroquest.rules.Legality;
import dev.ply.games.heroquest.rules.Rules;
import dev.ply.games.heroquest.rules.Text;
import dev.ply.games.heroquest.rules.Words;
import dev.ply.games.heroquest.rules.Views;
import dev.ply.games.heroquest.state.Encoding;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * HeroQuest: The Card Game (spec {@code heroquest.md}, rule prefix HQ-R): 2–4 heroes clear a
 * dungeon deck together; three of a threat symbol showing loses a round, four wounds on any hero
 * lose the game for everyone.
 */
public final class HeroQuestGame implements Game<HeroQuestState, HeroQuestAction> {

  /** HQ-R45: at most 1,000 turns of at most three decisions each. */
  public static final long MAX_ACTIONS = 3000;

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor(
      "heroquest",
      "HeroQuest: The Card Game",
      2,
      4,
      "1",
      true,
      true,
      "Cooperative dungeon crawl for 2-4 heroes (Barbarian, Dwarf, Elf, Wizard). Each turn play a card "
          + "into the dungeon, then attack a threat, heal a wound or search a chest, and draw back to two. "
          + "Three matching threat symbols lose a round and wound every hero; a hero with four wounds "
          + "loses the game for all. Clear the deck, the hands and the floor to win.",
      "docs/rules/heroquest.md").withOptions(DungeonSetup.OPTIONS);

  public HeroQuestGame() {}

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<HeroQuestAction> actionType() {
    return HeroQuestAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    return DungeonSetup.check(setup);
  }

  @Override
  public HeroQuestState start(Setup setup) {
    return DungeonSetup.begin(setup).state();
  }

  @Override
  public Either<Rejection, Transition<HeroQuestState>> play(HeroQuestState state, HeroQuestAction action) {
    return Rules.apply(state, action);
  }

  @Override
  public Seq<HeroQuestAction> legalActions(HeroQuestState state, PlayerId player) {
    return Legality.legal(state, player);
  }

  @Override
  public Set<PlayerId> awaiting(HeroQuestState state) {
    return state.over() ? LinkedHashSet.empty() : LinkedHashSet.of(state.activePlayer());
  }

  @Override
  public Option<Outcome> outcome(HeroQuestState state) {
    if (state.result().isEmpty()) {
      return Option.none();
    }
    Result r = state.result().get(); // HQ-R01: the table wins or loses together
    return Option.of(switch (r.kind()) {
      case WON -> Outcome.cooperativeWin(state.players(), "the heroes cleared the dungeon");
      case HERO_DIED -> Outcome.cooperativeLoss(state.players(),
          r.fallen().map(p -> "the " + state.hero(state.seatOf(p)).hero().label() + " (" + p + ")").mkString(" and ")
              + " died; Morcar wins");
      case TURN_LIMIT -> Outcome.cooperativeLoss(state.players(), "the turn limit was reached; Morcar wins");
    });
  }

  /**
   * What a timed-out player does: PASS in ACTION; in PLAY the first card that is not a wound card;
   * a wound card (played or revealed) goes to the hero with the fewest wounds; otherwise the first
   * listed choice.
   */
  @Override
  public HeroQuestAction defaultAction(HeroQuestState state, PlayerId player) {
    Seq<HeroQuestAction> legal = legalActions(state, player);
    if (legal.isEmpty()) {
      throw new IllegalStateException(player + " is not awaited, so has no default action");
    }
    if (state.phase() == Phase.ACTION) {
      return new Pass(player);
    }
    HeroQuestAction best = null;
    int fewest = Integer.MAX_VALUE;
    for (HeroQuestAction a : legal) {
      if (!(a instanceof PlayWound) && !(a instanceof AssignWound)) {
        return a;
      }
      PlayerId target = a instanceof PlayWound w ? w.target() : ((AssignWound) a).target();
      int wounds = state.hero(state.seatOf(target)).total();
      if (wounds < fewest) {
        fewest = wounds;
        best = a;
      }
    }
    return best;
  }

  @Override
  public HeroQuestState view(HeroQuestState state, PlayerId viewer) {
    return Views.view(state, viewer);
  }

  @Override
  public HeroQuestState determinize(HeroQuestState view, PlayerId viewer, RandomSource rng) {
    return Views.determinize(view, viewer, rng);
  }

  @Override
  public RandomSource random(HeroQuestState state) {
    return state.random();
  }

  @Override
  public HeroQuestState withRandom(HeroQuestState state, RandomSource random) {
    return ImmutableHeroQuestState.copyOf(state).withRandom(random);
  }

  @Override
  public void encode(HeroQuestState state, CanonicalWriter out) {
    Encoding.write(state, out);
  }

  @Override
  public void encodeAction(HeroQuestAction action, CanonicalWriter out) {
    Encoding.writeAction(action, out);
  }

  @Override
  public long maxActions(Setup setup) {
    return MAX_ACTIONS;
  }

  @Override
  public int turns(HeroQuestState state) {
    return state.turnNumber();
  }

  @Override
  public String describe(HeroQuestState state, HeroQuestAction action) {
    return Text.describe(state, action);
  }

  @Override
  public String render(HeroQuestState view, PlayerId viewer) {
    return Text.render(view, viewer);
  }

  @Override
  public String eventText(HeroQuestState view, dev.ply.core.GameEvent event) {
    return Words.event(view, event);
  }

  @Override
  public boolean routine(dev.ply.core.GameEvent event) {
    return Words.routine(event);
  }

  @Override
  public Option<String> banner(HeroQuestState view, dev.ply.core.GameEvent event) {
    return Words.banner(view, event);
  }

  @Override
  public String outcomeText(HeroQuestState state, Outcome outcome) {
    return Words.outcome(state, outcome);
  }

  @Override
  public Option<String> explain(HeroQuestState view, HeroQuestAction action) {
    return Words.explain(view, action);
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
