package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.state.HeroQuestState;
import org.openjdk.jmh.annotations.Param;

/** The HeroQuest card game at 2, 3 and 4 heroes: every benchmark of {@link GameBenchmark}. */
public class HeroQuestBenchmark extends GameBenchmark<HeroQuestState, HeroQuestAction> {

  @Param({"2", "3", "4"})
  public int players;

  @Override
  protected Game<HeroQuestState, HeroQuestAction> game() {
    return new HeroQuestGame();
  }

  @Override
  protected int players() {
    return players;
  }
}
