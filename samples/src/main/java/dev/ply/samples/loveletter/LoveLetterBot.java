package dev.ply.samples.loveletter;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Love Letter bot ({@code mcts}): 3,000 iterations a decision, worlds dealt by {@link
 * LoveLetterBelief} (what each rival's plays suggest it kept), the rivals in the tree playing as
 * {@link LoveLetterStrategy} plays from what each sees ({@link MctsAgent.Settings#othersByStrategy}),
 * playouts by the strategy to the end of the round, scored there by {@link LoveLetterHeuristic}
 * (each player's odds in the race to the target of tokens). It wins about two thirds of 2–4-player
 * games against the strategy bot, at 16–30 ms of CPU a decision (docs/agents.md).
 *
 * <p>DECISION: the rivals are modelled by the strategy because the tree's own statistics for them
 * can learn the searcher's true hand, which every sampled world holds; the round is where a playout
 * ends because the rounds after it are a race of tokens whose odds need no playing out, and a
 * playout one round long buys three times the iterations at the same CPU.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}; measured against
 * random in docs/agents.md.
 */
public final class LoveLetterBot implements BotDefaults {
  @Override
  public String gameId() {
    return "love-letter";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(3000).withOthersByStrategy(true);
  }
}
