package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.match.Match;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every installed game's views serialise to JSON for the generic renderer, and no source leaks. */
class ViewJsonTest {
  static Stream<Game<?, ?>> games() {
    return ServerFixture.games().toJavaStream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  @DisplayName("views of every seat and the spectator serialise through a random playout")
  void viewsSerialise(Game<?, ?> game) {
    check(game);
  }

  private static <S, A extends Action> void check(Game<S, A> game) {
    for (int players : new int[] {game.descriptor().minPlayers(), game.descriptor().maxPlayers()}) {
      Match<S, A> match = Match.start(game, Setup.of(players, 11L + players));
      RandomAgent agent = new RandomAgent(5);
      Vector<PlayerId> viewers = match.log().players().append(PlayerId.SPECTATOR);
      for (int step = 0; step < 150 && !match.isOver(); step++) {
        for (PlayerId v : viewers) {
          S view = game.view(match.state(), v);
          JsonNode json = ViewJson.tree(view);
          assertTrue(json.isObject(), game.descriptor().id() + ": a view is a JSON object");
          String text = json.toString();
          assertFalse(text.contains("\"state\":") && text.contains("Seeded"), "no random source state");
          if (json.has("random")) {
            assertEquals("hidden", json.get("random").asText(), "the random source is always written as hidden");
          }
        }
        PlayerId who = match.awaiting().head();
        A a = agent.choose(game, game.view(match.state(), who), who);
        Seq<GameEvent> events = match.submit(a).get().events();
        for (GameEvent e : events) {
          assertTrue(ViewJson.tree(e).isObject(), "an event serialises");
        }
      }
    }
  }
}
