package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.agent.WarmUp;
import dev.ply.core.sim.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots' warm-up ({@link WarmUp}, {@link BotWarmUp}): it never changes what a bot decides, it
 * gives way to real decisions, and {@code ply serve}'s server runs it when asked. No timing is
 * asserted: the waits below only guard against a hang.
 */
class BotWarmUpTest {
  private static final int DECISIONS = 6;

  /** The first moves of a seeded game of default bots whose safety cap never binds (their clock stands still). */
  private static <S, A extends Action> List<A> botGame(Game<S, A> game, long seed) {
    Setup setup = Setup.of(game.descriptor().minPlayers(), seed);
    int n = setup.players().size();
    MctsAgent[] bots = new MctsAgent[n];
    for (int i = 0; i < n; i++) {
      bots[i] = MctsAgent.recommended(Seeds.agent(seed, i), () -> 0L);
    }
    List<A> played = new ArrayList<>();
    S s = game.start(setup);
    while (game.outcome(s).isEmpty() && played.size() < DECISIONS) {
      PlayerId who = game.awaiting(s).head();
      A a = bots[setup.players().indexOf(who)].choose(game, game.view(s, who), who);
      played.add(a);
      s = game.apply(s, a).get().state();
    }
    return played;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"desperate-gods", "dungeon-lords", "munchkin", "heroquest", "love-letter"})
  @DisplayName("a seeded bot game after a warm-up is the same game as before it")
  void sameGame(String id) {
    Game<?, ?> game = Games.byId(id).get();
    List<?> before = botGame(game, 77);
    WarmUp.Report r = WarmUp.run(game, 200, () -> false);
    assertTrue(r.decisions() > 0, r.describe());
    assertEquals(before, botGame(game, 77));
  }

  @Test
  @DisplayName("the background warm-up waits while a bot thinks, and ends when closed")
  void givesWay() throws Exception {
    AtomicBoolean busy = new AtomicBoolean(true);
    BotWarmUp w = BotWarmUp.start(List.of(Games.byId("love-letter").get()), 60_000, busy::get);
    w.close();
    assertEquals(List.of(), w.done().get(60, TimeUnit.SECONDS), "closed while waiting: nothing was warmed");

    java.util.concurrent.atomic.AtomicInteger polls = new java.util.concurrent.atomic.AtomicInteger();
    BotWarmUp later = BotWarmUp.start(List.of(Games.byId("love-letter").get()), 50, () -> polls.incrementAndGet() < 4);
    List<WarmUp.Report> reports = later.done().get(60, TimeUnit.SECONDS);
    assertTrue(polls.get() >= 4, "it asked until the bots were idle");
    assertEquals(1, reports.size());
    assertTrue(reports.get(0).decisions() > 0, reports.get(0).describe());
  }

  @Test
  @DisplayName("a server asked to warm up warms every installed game, and one not asked has no warm-up")
  void server() throws Exception {
    ServerOptions o = new ServerOptions();
    o.port = 0;
    o.db = ServerFixture.freshDb();
    o.botThreads = 1;
    o.warmUp = true;
    o.warmUpMillisPerGame = 50;
    try (TableServer server = TableServer.start(o, ServerFixture.games())) {
      List<WarmUp.Report> reports = server.warmUp().get().done().get(120, TimeUnit.SECONDS);
      assertEquals(ServerFixture.games().map(g -> g.descriptor().id()).toJavaList(),
          reports.stream().map(WarmUp.Report::game).toList());
    }
    o.warmUp = false;
    o.db = ServerFixture.freshDb();
    try (TableServer server = TableServer.start(o, ServerFixture.games())) {
      assertTrue(server.warmUp().isEmpty());
      // a game with an MCTS bot at a table comes first, the others keep their order
      String last = ServerFixture.games().last().descriptor().id();
      server.tables().create(dev.ply.samples.web.ViewJson.mapper().readTree(
          "{\"game\":\"" + last + "\",\"bots\":{\"p2\":\"mcts\"}}"), "127.0.0.1");
      io.vavr.collection.Vector<String> order = server.tables().warmUpOrder().map(g -> g.descriptor().id());
      assertEquals(last, order.head());
      assertEquals(ServerFixture.games().map(g -> g.descriptor().id()).remove(last), order.tail());
    }
  }
}
