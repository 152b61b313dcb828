package dev.ply.games.desperategods;

import dev.ply.core.testkit.DefaultBotCheck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default bot ({@code mcts}) of this game: found through the service loader, and searching as declared. */
class DesperateGodsBotTest {
  @Test
  @DisplayName("mcts without a budget plays the declared search under the 200 ms cap, to its full budget")
  void recommended() {
    DefaultBotCheck.check(new DesperateGodsGame(), new DesperateGodsBot());
  }
}
