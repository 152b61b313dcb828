package dev.ply.samples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.EventWords;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.Divergence;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.control.Option;

/**
 * A log stepped through for the replay page, as one seat saw it (or the spectator): the timeline
 * of every step, with only the events that seat was shown and its own actions in words (another
 * player's action only by who took it: its events say what the seat learnt of it), and the position
 * at one step, drawn from that seat's view. The log is replayed from its seed with every recorded
 * hash checked, so a tampered log shows where it stops verifying; the steps before stay viewable.
 */
final class ReplayView {
  private ReplayView() {}

  static <S, A extends Action> ObjectNode of(LoadedLog<S, A> loaded, PlayerId viewer, int step) {
    Game<S, A> game = loaded.game();
    ActionLog<A> log = loaded.log();
    if (!viewer.equals(PlayerId.SPECTATOR) && !log.players().contains(viewer)) {
      throw ApiError.badRequest("BAD_VIEW", "this game's seats are " + log.players().mkString(", ")
          + " (or spectator), not " + viewer.name());
    }
    ReplayResult<S> r = Replay.run(game, log, Replay.Mode.SEED);
    int last = r.steps();
    if (step < 0 || step > last) {
      throw ApiError.badRequest("BAD_STEP", "choose a step from 0 to " + last
          + (r.ok() ? "" : " (the log stops verifying after step " + last + ")"));
    }
    var m = ViewJson.mapper();
    ObjectNode root = m.createObjectNode();
    root.set("game", m.valueToTree(game.descriptor()));
    ArrayNode seats = root.putArray("seats");
    log.players().forEach(p -> seats.add(p.name()));
    root.put("viewer", viewer.name());
    root.put("steps", log.size());
    root.put("verifiedSteps", last);
    root.put("step", step);
    Option<Divergence> d = r.divergence();
    if (d.isDefined()) {
      ObjectNode dn = root.putObject("divergence");
      dn.put("step", d.get().step());
      dn.put("message", d.get().message());
    } else {
      root.putNull("divergence");
    }
    ArrayNode timeline = root.putArray("timeline");
    for (int k = 1; k <= last; k++) {
      A action = log.entries().get(k - 1).action();
      S before = game.view(r.states().get(k - 1), viewer);
      ObjectNode t = timeline.addObject();
      t.put("step", k);
      t.put("actor", action.actor().name());
      if (action.actor().equals(viewer)) {
        t.put("text", Snapshots.safeDescribe(game, before, action));
      } else {
        t.putNull("text"); // another seat's action: its events say what this seat learnt of it
      }
      S after = game.view(r.states().get(k), viewer);
      ArrayNode evs = t.putArray("events");
      for (GameEvent e : r.events().get(k - 1)) {
        if (e.visibility().visibleTo(viewer)) {
          ObjectNode en = evs.addObject();
          en.put("rule", e.rule());
          // without rule references, as the table page shows them by default
          en.put("text", EventWords.withoutRuleTags(Snapshots.safeEventText(game, after, e)));
        }
      }
    }
    S state = r.states().get(step);
    S view = game.view(state, viewer);
    ObjectNode pos = root.putObject("position");
    pos.set("view", m.valueToTree(view));
    Glossary.of(game.descriptor().id()).forEach(g -> pos.set("glossary", g));
    Presentation.of(view, viewer).forEach(p -> pos.set("presentation", p));
    pos.put("render", Snapshots.safeRender(game, view, viewer));
    ArrayNode aw = pos.putArray("awaiting");
    game.awaiting(state).forEach(p -> aw.add(p.name()));
    Option<Outcome> outcome = game.outcome(state);
    pos.put("over", outcome.isDefined());
    if (outcome.isDefined()) {
      pos.put("outcome", Snapshots.words(() -> game.outcomeText(state, outcome.get()), outcome.get().reason()));
    } else {
      pos.putNull("outcome");
    }
    return root;
  }
}
