package org.example.frontend;

import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.LogFiles;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.match.Match;
import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.state.HeroQuestState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a front end does with Ply, start to finish: set up a seeded HeroQuest game, play it through
 * a {@link Match} (seat p1 is "the person", here a stand-in that clicks the first menu entry;
 * seat p2 is a search bot), show only what p1 may see, handle a refused action, save the log,
 * load it back and replay it verified. Usage: {@code Frontend [SEED] [LOG.json]}.
 */
public final class Frontend {
  private Frontend() {}

  public static void main(String[] args) throws IOException {
    long seed = args.length > 0 ? Long.parseLong(args[0]) : 42L;
    Path logFile = Path.of(args.length > 1 ? args[1] : "heroquest-log.json");

    HeroQuestGame game = new HeroQuestGame();
    System.out.println(game.descriptor().name() + ", options:");
    game.descriptor().options().forEach(o -> System.out.println("  " + o));

    Setup setup = Setup.of(2, seed).withOption("heroes", "Barbarian,Wizard");
    game.checkSetup(setup).forEach(r -> {
      throw new IllegalArgumentException(r.message());   // a bad option is a Rejection, not an exception
    });
    Match<HeroQuestState, HeroQuestAction> match = Match.start(game, setup);
    PlayerId me = PlayerId.seat(1);
    Agent bot = new MctsAgent(seed, MctsAgent.Settings.iterations(50));   // fixed budget: reproducible

    showRejection(match);
    int shown = 0;
    while (!match.isOver()) {
      PlayerId who = match.awaiting().head();
      HeroQuestAction action;
      if (who.equals(me)) {
        Seq<HeroQuestAction> menu = match.legalActions(me);     // build the buttons from this, never from rules
        action = menu.head();
      } else {
        action = bot.choose(game, match.view(who), who);        // bots see views only, like people
      }
      Either<Rejection, Transition<HeroQuestState>> result = match.submit(action);
      if (result.isLeft()) {                                    // never drop a Left: nothing changed
        throw new IllegalStateException("a legal action was refused: " + result.getLeft());
      }
      HeroQuestState myView = match.view(me);
      for (GameEvent e : result.get().eventsFor(me)) {         // only the events p1 may see
        if (shown++ < 12 && !game.routine(e)) {
          System.out.println("  " + game.eventText(myView, e));
        }
      }
    }
    System.out.println("... " + match.log().size() + " actions; " + game.outcomeText(match.state(), match.outcome().get()));

    Files.writeString(logFile, LogCodec.write(match.log()));
    System.out.println("saved the log to " + logFile);

    Either<LogError, LoadedLog<?, ?>> loaded = LogFiles.read(logFile, LogCodec.DEFAULT_MAX_BYTES)
        .flatMap(LogCodec::read);                               // the game is found by the id in the log
    if (loaded.isLeft()) {
      throw new IllegalStateException("cannot load the log: " + loaded.getLeft().describe());
    }
    ReplayResult<?> replay = loaded.get().replay();             // no generic helper needed
    System.out.println("replayed " + loaded.get().game().descriptor().id() + ": " + replay.steps()
        + " steps, " + replay.hashesChecked() + " hashes checked, " + (replay.ok() ? "verified" : replay.divergence().get()));
    LoadedLog<HeroQuestState, HeroQuestAction> typed = loaded.get().as(game).get();
    String again = game.stateHash(typed.replay().last());
    if (!replay.ok() || !again.equals(game.stateHash(match.state()))) {
      throw new IllegalStateException("the replay does not end where the match did");
    }
    System.out.println("final position " + again + " matches the live match");
  }

  /** A seat that is not awaited tries to act: a Rejection with a stable code, and the match is untouched. */
  private static void showRejection(Match<HeroQuestState, HeroQuestAction> match) {
    Game<HeroQuestState, HeroQuestAction> game = match.game();
    PlayerId idle = Vector.of(PlayerId.seat(1), PlayerId.seat(2)).find(p -> !match.awaiting().contains(p)).get();
    String before = game.stateHash(match.state());
    Either<Rejection, Transition<HeroQuestState>> refused = match.submit(new HeroQuestAction.Pass(idle));
    Rejection r = refused.getLeft();
    System.out.println("refused: " + r.code() + " (" + r.rule().getOrElse("no rule") + "): " + r.message()
        + "; state unchanged: " + before.equals(game.stateHash(match.state())));
  }
}
