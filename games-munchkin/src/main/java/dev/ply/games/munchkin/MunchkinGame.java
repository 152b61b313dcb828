package dev.ply.games.munchkin;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.RulesText;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.RuleNames;
import dev.ply.games.munchkin.rules.Legality;
import dev.ply.games.munchkin.rules.Rules;
import dev.ply.games.munchkin.rules.Start;
import dev.ply.games.munchkin.rules.Text;
import dev.ply.games.munchkin.rules.Views;
import dev.ply.games.munchkin.state.Encoding;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Munchkin, the classic 168-card game (spec {@code munchkin.md}, rule prefix MK-R): 3–6 players
 * kick open doors, fight monsters with help, bribes and interference, run away, die and loot, and
 * the first to level 10 — by a kill — wins.
 */
public final class MunchkinGame implements Game<MunchkinState, MunchkinAction> {

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor(
      "munchkin",
      "Munchkin",
      3,
      6,
      "7",
      false,
      true,
      "Race to level 10. Each turn kick open the door: fight the monster (ask for help, bribe with items and "
          + "treasure), suffer the curse, or keep the card; then look for trouble or loot the room, and give "
          + "charity down to 5 cards. Everyone may interfere in every fight through priority windows. Beat the "
          + "monster for levels and treasure, or run away (5+ on a die) and risk its Bad Stuff or death. Sell "
          + "items for levels (1 per 1,000 gold), but level 10 only comes from a kill. Options: maxTurns "
          + "(default 300), autoPass (default false; leaks who holds nothing, for fast simulations only).",
      "docs/rules/munchkin.md").withOptions(Start.OPTIONS);

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<MunchkinAction> actionType() {
    return MunchkinAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    return Start.check(setup);
  }

  @Override
  public MunchkinState start(Setup setup) {
    Option<Rejection> bad = checkSetup(setup);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().toString());
    }
    return Start.begin(setup).state();
  }

  @Override
  public Either<Rejection, Transition<MunchkinState>> play(MunchkinState state, MunchkinAction action) {
    return Rules.apply(state, action);
  }

  /** An action applied by its place in the legal list: the same rules without the membership test. */
  @Override
  public Either<Rejection, Transition<MunchkinState>> playListed(MunchkinState state, MunchkinAction action) {
    return Rules.playListed(state, action);
  }

  /** The canonical encoding the log digests: {@link Encoding}. */
  @Override
  public void encode(MunchkinState state, CanonicalWriter out) {
    Encoding.encode(state, out);
  }

  /** The action's canonical encoding for the log's hash chain: {@link Encoding#action}. */
  @Override
  public void encodeAction(MunchkinAction action, CanonicalWriter out) {
    Encoding.action(action, out);
  }

  @Override
  public Seq<MunchkinAction> legalActions(MunchkinState state, PlayerId player) {
    return Legality.legal(state, player);
  }

  @Override
  public Set<PlayerId> awaiting(MunchkinState state) {
    Option<Integer> awaited = Legality.awaitedSeat(state);
    if (awaited.isEmpty()) {
      return LinkedHashSet.empty();
    }
    return LinkedHashSet.of(state.seat(awaited.get()).id()); // made afresh: the game keeps no memory between calls
  }

  @Override
  public Option<Outcome> outcome(MunchkinState state) {
    if (!state.over()) {
      return Option.none();
    }
    Vector<PlayerId> ranking = state.seats().sortBy(p -> -p.level()).map(PlayerState::id);
    return Option.of(new Outcome(state.winners(), ranking,
        io.vavr.collection.LinkedHashMap.ofEntries(state.seats().map(p -> io.vavr.Tuple.of(p.id(), p.level()))),
        false, state.winners().mkString(" and ") + " reached level " + state.seats()
            .filter(p -> state.winners().contains(p.id())).map(PlayerState::level).max().getOrElse(0)));
  }

  /**
   * What a timed-out player does: pass, end character creation, decline any proposal, loot the
   * room rather than fight, keep the die; otherwise the first listed option.
   */
  @Override
  public MunchkinAction defaultAction(MunchkinState state, PlayerId player) {
    Seq<MunchkinAction> legal = legalActions(state, player);
    if (legal.isEmpty()) {
      throw new IllegalStateException(player + " is not awaited, so has no default action");
    }
    for (MunchkinAction a : legal) {
      if (a instanceof MunchkinAction.Pass || a instanceof MunchkinAction.SetupDone
          || a instanceof MunchkinAction.DeclineHelp || a instanceof MunchkinAction.DeclineOffer
          || a instanceof MunchkinAction.RejectCounter || a instanceof MunchkinAction.DeclineTrade
          || a instanceof MunchkinAction.LootTheRoom
          || (a instanceof MunchkinAction.Choose c && (c.option().equals("KEEP") || c.option().equals("NO")
              || c.option().equals("DRAW")))) {
        return a;
      }
    }
    return legal.head();
  }

  @Override
  public MunchkinState view(MunchkinState state, PlayerId viewer) {
    return Views.view(state, viewer);
  }

  @Override
  public MunchkinState determinize(MunchkinState view, PlayerId viewer, RandomSource rng) {
    return Views.determinize(view, viewer, rng);
  }

  @Override
  public RandomSource random(MunchkinState state) {
    return state.random();
  }

  @Override
  public MunchkinState withRandom(MunchkinState state, RandomSource random) {
    return state.withRandom(random);
  }

  /**
   * Actions a game may take per player and turn on average, {@value}.
   *
   * <p>Why a turn takes many actions: with {@code autoPass} off (MK-R103) every non-Pass action
   * reopens priority, so up to n − 1 explicit passes follow it (MK-R102), and every window offers
   * free actions capped only per window (I-T1: three trade proposals per player, each answered; one
   * equip toggle per item; the sale basket). Measured over random legal play with the test kit's
   * seeds (48,000 turns of 12-turn games and 98,869 turns of 300-turn games, 3–6 players): 17–26
   * actions per player in a turn on average, and never more than 76 per player (the longest turn,
   * 456 actions at 6 players, was a first turn with character creation, 76 trade proposals and
   * 180 passes). I-T2's guard of 20,000 decisions per turn is the spec's worst case for a single
   * turn of deliberately stalling play, not a figure any game comes near.
   *
   * <p>The bound is on the whole game, so reaching it takes this many actions per player in every
   * turn on average: ten times random play's mean and more than three times its longest turn.
   */
  static final int ACTIONS_PER_PLAYER_TURN = 250;

  /**
   * MK-R6 ends a game after {@code maxTurns} turns; each of them, and the character creation before
   * the first (§3, counted as one more turn), may take {@link #ACTIONS_PER_PLAYER_TURN} actions per
   * player. With the test kit's 12 turns: 9,750 actions for 3 players to 19,500 for 6, eight to nine
   * times the longest of its 1,000 playouts per player count (1,189 to 2,162 actions).
   */
  @Override
  public long maxActions(Setup setup) {
    int maxTurns = Integer.parseInt(setup.option("maxTurns").getOrElse("" + Start.DEFAULT_MAX_TURNS));
    return (maxTurns + 1L) * ACTIONS_PER_PLAYER_TURN * setup.playerCount();
  }

  @Override
  public int turns(MunchkinState state) {
    return state.completedTurns() + 1;
  }

  @Override
  public String describe(MunchkinState state, MunchkinAction action) {
    return Text.describe(state, action);
  }

  @Override
  public String render(MunchkinState view, PlayerId viewer) {
    return Text.render(view, viewer);
  }

  /** The event's own line in the game's words ({@link MunchkinEvent#words()}). */
  @Override
  public String eventText(MunchkinState view, GameEvent event) {
    return event instanceof MunchkinEvent e ? e.words() : Game.super.eventText(view, event);
  }

  /** Draws, shuffles, turn starts and equip toggles are bookkeeping a front end may summarise. */
  @Override
  public boolean routine(GameEvent event) {
    return event instanceof MunchkinEvent.Drew || event instanceof MunchkinEvent.Received
        || event instanceof MunchkinEvent.Shuffled || event instanceof MunchkinEvent.Equipped;
  }

  /** The end of the game: who reached level 10 (MK-R3), or who led when the turn limit came (MK-R6). */
  @Override
  public Option<String> banner(MunchkinState view, GameEvent event) {
    if (event instanceof MunchkinEvent.GameWon w) {
      String who = w.winners().mkString(" and ");
      return Option.of(w.rule().equals("MK-R6")
          ? who + (w.winners().size() == 1 ? " wins" : " share the win") + ": the turn limit came and "
              + (w.winners().size() == 1 ? "that player was" : "they were") + " at the highest level"
          : who + (w.winners().size() == 1 ? " wins" : " win together") + " by reaching level 10");
    }
    return Option.none();
  }

  @Override
  public String outcomeText(MunchkinState state, Outcome outcome) {
    return state.completedTurns() >= state.maxTurns()
        ? "after " + state.maxTurns() + " turns the highest level wins (MK-R6): " + outcome.reason()
        : outcome.reason();
  }

  /**
   * What is being decided and what asks for it (the window's moment, the card whose effect asks
   * the question); front ends add the terms of the cards the action names, so the card's own
   * text is not repeated here.
   */
  @Override
  public Option<String> explain(MunchkinState view, MunchkinAction action) {
    return Text.explain(view, action);
  }

  @Override
  public RulesText rulesText() {
    return Text.rules();
  }

  /** "MK-R53" → "asking for help", for reports ({@link RuleNames}). */
  @Override
  public Option<String> ruleName(String ruleId) {
    return RuleNames.of(ruleId);
  }
}
