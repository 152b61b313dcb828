package dev.ply.samples.cli;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;

/**
 * How well a HeroQuest position stands for the party, for MCTS playouts cut short
 * ({@code mcts:N@D}). Random playouts of a 3- or 4-hero game almost never win, so without it every
 * playout scores 0 and the search has nothing to go on. It scores public facts only: the share of
 * the dungeon cleared (the heroes win when the deck, the floor and every hand are empty, HQ-R32)
 * and how close the worst-wounded hero is to death (4 wounds lose the game, HQ-R21). The same
 * value for every hero: the game is cooperative.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}; it belongs with
 * the game and can move into the HeroQuest module unchanged.
 */
public final class HeroQuestHeuristic implements Heuristic<HeroQuestState> {

  @Override
  public String gameId() {
    return "heroquest";
  }

  @Override
  public double value(HeroQuestState s, PlayerId player) {
    int left = s.deck().size() + s.floor().size();
    int worst = 0;
    for (HeroState h : s.heroes()) {
      left += h.hand().size();
      worst = Math.max(worst, h.total());
    }
    double cleared = 1 - (double) left / Math.max(1, s.dungeonSize());
    return 0.8 * Math.max(0, cleared) + 0.2 * (1 - Math.min(4, worst) / 4.0);
  }
}
