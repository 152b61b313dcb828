package dev.ply.samples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.EventWords;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LogCodec;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * What a seat is sent: {@code game.view(state, seat)}, its own legal actions and the events whose
 * visibility admits it, never more. Called under the table's lock.
 */
final class Snapshots {
  /** How many of the latest visible events a snapshot carries. */
  static final int EVENTS_SHOWN = 200;

  private Snapshots() {}

  static <S, A extends Action> ObjectNode of(Table<S, A> table, PlayerId viewer) {
    var m = ViewJson.mapper();
    Game<S, A> game = table.game();
    S state = table.state();
    S view = game.view(state, viewer);
    ObjectNode root = m.createObjectNode();
    root.put("table", table.id());
    root.set("game", m.valueToTree(game.descriptor()));
    root.put("seat", viewer.name());
    root.put("version", table.log().size());
    root.put("now", table.now());
    root.put("turnSeconds", table.turnMillis() / 1000.0);
    // a seed the creator chose is shown to every seat, so nobody knows more about the deal than the others
    Option<Long> chosen = table.chosenSeed();
    if (chosen.isDefined()) {
      root.put("chosenSeed", chosen.get());
    } else {
      root.putNull("chosenSeed");
    }
    Set<PlayerId> awaiting = game.awaiting(state);
    ArrayNode seatsNode = root.putArray("seats");
    for (PlayerId p : table.seats()) {
      ObjectNode s = seatsNode.addObject();
      s.put("seat", p.name());
      s.put("you", p.equals(viewer));
      s.put("awaited", awaiting.contains(p));
      Option<String> bot = table.bot(p);
      if (bot.isDefined()) {
        s.put("bot", bot.get());
        // decisions this bot's safety cap cut short (0 normally: each ran its full iteration budget)
        s.put("botCapsHit", table.agents().get(p) instanceof MctsAgent searching ? searching.capsHit() : 0);
      } else {
        s.putNull("bot");
      }
      Long d = table.deadlines().get(p);
      if (d != null) {
        s.put("deadline", d);
      } else {
        s.putNull("deadline");
      }
    }
    ArrayNode aw = root.putArray("awaiting");
    awaiting.forEach(p -> aw.add(p.name()));
    Option<Outcome> outcome = game.outcome(state);
    root.put("over", outcome.isDefined());
    if (outcome.isDefined()) {
      Outcome o = outcome.get();
      ObjectNode on = root.putObject("outcome");
      ArrayNode w = on.putArray("winners");
      o.winners().forEach(p -> w.add(p.name()));
      ArrayNode r = on.putArray("ranking");
      o.ranking().forEach(p -> r.add(p.name()));
      ObjectNode sc = on.putObject("scores");
      o.scores().forEach(e -> sc.put(e._1.name(), e._2));
      on.put("cooperative", o.cooperative());
      // the reason without rule references for players, and as the game wrote it for "show rule references"
      on.put("reason", EventWords.withoutRuleTags(o.reason()));
      on.put("reasonWithRules", o.reason());
    } else {
      root.putNull("outcome");
    }
    root.set("view", m.valueToTree(view));
    Glossary.of(game.descriptor().id()).forEach(g -> root.set("glossary", g));
    Presentation.of(view, viewer).forEach(p -> root.set("presentation", p));
    root.put("render", safeRender(game, view, viewer));
    ArrayNode legal = root.putArray("legal");
    if (!viewer.equals(PlayerId.SPECTATOR) && table.bot(viewer).isEmpty()) {
      Seq<A> actions = game.legalActions(state, viewer);
      for (int i = 0; i < actions.size(); i++) {
        ObjectNode a = legal.addObject();
        a.put("index", i);
        a.put("text", safeDescribe(game, view, actions.get(i)));
        a.set("action", LogCodec.mapper().valueToTree(actions.get(i)));
      }
    }
    ArrayNode ev = root.putArray("events");
    List<Table.Shown> visible = new ArrayList<>();
    for (Table.Shown s : table.events()) {
      if (s.event().visibility().visibleTo(viewer)) {
        visible.add(s);
      }
    }
    root.put("eventsTotal", visible.size());
    for (Table.Shown s : visible.subList(Math.max(0, visible.size() - EVENTS_SHOWN), visible.size())) {
      ev.add(eventJson(game, view, s, table.log()));
    }
    if (!table.problem().isEmpty()) {
      root.put("problem", table.problem());
    }
    return root;
  }

  private static <S> ObjectNode eventJson(Game<S, ?> game, S view, Table.Shown s, ActionLog<?> log) {
    ObjectNode e = ViewJson.mapper().createObjectNode();
    e.put("seq", s.seq());
    e.put("version", s.version());
    // whose action it followed (public: who is awaited is shown to all), for the page's turn summary
    if (s.version() >= 1 && s.version() <= log.size()) {
      e.put("by", log.entries().get(s.version() - 1).action().actor().name());
    } else {
      e.putNull("by");
    }
    e.put("type", s.event().getClass().getSimpleName());
    e.put("rule", s.event().rule());
    // players read the words without rule references; the page's "show rule references" shows the
    // game's words as written and the event's rule beside them
    String text = safeEventText(game, view, s.event());
    e.put("text", EventWords.withoutRuleTags(text));
    e.put("textWithRules", text);
    e.set("data", ViewJson.tree(s.event()));
    return e;
  }

  // What a page reads of a game, in its words even when the game's text throws: never a class
  // name or a record's toString (the table page and the replay page share these).

  /** The event in the game's own words, as the viewer may read it. */
  static <S> String safeEventText(Game<S, ?> game, S view, GameEvent event) {
    return words(() -> game.eventText(view, event), "something happened");
  }

  static <S, A extends Action> String safeRender(Game<S, A> game, S view, PlayerId viewer) {
    return words(() -> game.render(view, viewer), "(this game cannot render the position as text)");
  }

  static <S, A extends Action> String safeDescribe(Game<S, A> game, S view, A action) {
    return words(() -> game.describe(view, action), "an action this game cannot put in words");
  }

  static String words(java.util.function.Supplier<String> text, String otherwise) {
    try {
      return text.get();
    } catch (RuntimeException e) {
      return otherwise;
    }
  }
}
