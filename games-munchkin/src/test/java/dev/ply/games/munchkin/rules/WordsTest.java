package dev.ply.games.munchkin.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Playout;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;
import java.lang.reflect.Constructor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Words for people: over random playouts, every listed action's menu line, every event line, the
 * prompt, the rendered table and every explanation read in the game's words: no record dump, no
 * {@code Some(}/{@code None}/{@code Vector(}, no internal enum name, no bare card ID.
 */
class WordsTest {
  /** What must never reach a screen: record dumps, Vavr's toString, SCREAMING_CASE names, bare card IDs. */
  static final Pattern LEAK = Pattern.compile(
      "\\[actor=|\\w=\\w|Some\\(|\\bNone\\b|Vector\\(|List\\(|\\b(?!GM\\b)[A-Z]{2,}\\b|\\b[A-Z]+_[A-Z_]+\\b|\\b[DT]\\d{2}\\b|\\?\\?");

  static void clean(String what, String text, String where) {
    assertTrue(text != null && !text.isBlank(), what + " is empty at " + where);
    assertTrue(!LEAK.matcher(text).find(), what + " leaks '" + found(text) + "': " + text + " at " + where);
  }

  private static String found(String text) {
    Matcher m = LEAK.matcher(text);
    return m.find() ? m.group() : "";
  }

  @Test
  @DisplayName("every action type has its own sentence: none falls to the fallback (a new type fails here)")
  void everyActionTypeHasWords() throws Exception {
    MunchkinGame game = new MunchkinGame();
    MunchkinState s = game.start(Setup.of(3, 1));
    Class<?>[] types = MunchkinAction.class.getPermittedSubclasses();
    assertTrue(types.length >= 60, "only " + types.length + " action types");
    for (Class<?> type : types) {
      MunchkinAction a = sample(type);
      String text = game.describe(s, a);
      assertNotEquals(ActionText.UNNAMED, text, type.getSimpleName());
      clean(type.getSimpleName(), text, "the start");
    }
  }

  @Test
  @DisplayName("random playouts: menus, events, prompts, the table and explanations are all in words")
  void playoutsReadInWords() {
    MunchkinGame game = new MunchkinGame();
    Set<String> kinds = new LinkedHashSet<>();
    for (int n = 3; n <= 6; n++) {
      for (int g = 0; g < 1; g++) {
        Setup setup = Setup.of(n, 900L * n + g).withOption("maxTurns", "8");
        Playout<MunchkinState, MunchkinAction> p = Playout.play(game, setup, 31L * n + g, game.maxActions(setup), s -> { });
        for (int i = 0; i < p.states().size(); i++) {
          MunchkinState s = p.states().get(i);
          String where = p.where(i);
          if (i > 0) {
            MunchkinState spectator = game.view(s, PlayerId.SPECTATOR);
            for (GameEvent e : p.events().get(i - 1)) {
              PlayerId reader = e.visibility().visibleTo(PlayerId.SPECTATOR) ? PlayerId.SPECTATOR : s.seat(0).id();
              clean("event " + e.getClass().getSimpleName(), game.eventText(game.view(s, reader), e), where);
              assertTrue(game.ruleName(e.rule()).isDefined(), "no name for " + e.rule() + " at " + where);
            }
            clean("spectator's table", game.render(spectator, PlayerId.SPECTATOR), where);
          }
          if (game.awaiting(s).isEmpty()) {
            continue;
          }
          PlayerId who = game.awaiting(s).head();
          MunchkinState view = game.view(s, who);
          clean("prompt", Text.prompt(view), where);
          clean("table", game.render(view, who), where);
          kinds.add(s.frames().top().map(f -> f.getClass().getSimpleName()).getOrElse(""));
          MunchkinState others = game.view(s, PlayerId.SPECTATOR);
          for (MunchkinAction a : game.legalActions(s, who)) {
            clean("menu line for " + a.getClass().getSimpleName(), game.describe(view, a), where);
            if (a instanceof MunchkinAction.GiveCharity) { // MK-R47: charity is secret; the others read "a card"
              assertTrue(game.describe(others, a).contains(" a card "), game.describe(others, a) + " at " + where);
            }
            game.explain(view, a).forEach(x -> clean("explanation", x, where));
          }
        }
      }
    }
    assertTrue(kinds.contains("Window") && kinds.contains("Choose"), "the playouts met only " + kinds);
  }

  @Test
  @DisplayName("reports name the rules: MK-R53 is 'asking for help'; every rule of the coverage table has a name in words")
  void ruleNames() throws Exception {
    MunchkinGame game = new MunchkinGame();
    assertEquals("asking for help", game.ruleName("MK-R53").get());
    assertEquals("one-shot items", game.ruleName("§6.6").get());
    assertTrue(game.ruleName("MK-R999").isEmpty());
    Matcher row = Pattern.compile("(?m)^\\| (MK-R\\d+[a-z]?) \\|")
        .matcher(Files.readString(Path.of("..", "docs", "rules", "munchkin.md")));
    int rows = 0;
    while (row.find()) {
      rows++;
      String id = row.group(1);
      assertTrue(game.ruleName(id).isDefined(), id + ", a row of docs/rules/munchkin.md, has no name");
      clean("the name of " + id, game.ruleName(id).get(), id);
    }
    assertTrue(rows >= 100, "only " + rows + " rules in the coverage table");
  }

  @Test
  @DisplayName("the leak pattern catches what players met: record dumps, Some/None, window names, bare IDs")
  void leakPatternCanFail() {
    for (String bad : List.of("ProposeTrade[actor=p1, to=p2]", "give=Some(T16)", "bribeItem=None", "Vector(D01)",
        "Window IW_START: p1", "choose KEEP", "door discard D75 D44", "? T31")) {
      assertTrue(LEAK.matcher(bad).find(), bad);
    }
    for (String good : List.of("trade with p2: your Horny Helmet for their Mithril Armor", "Bribe GM With Food",
        "keep the roll of 4", "3,872 Orcs (level 10, 3 treasures)")) {
      assertTrue(!LEAK.matcher(good).find(), good);
    }
  }

  /** An instance of an action record with plausible values: seats p1/p2, card T01, monster 0. */
  private static MunchkinAction sample(Class<?> type) throws Exception {
    RecordComponent[] rc = type.getRecordComponents();
    Class<?>[] params = new Class<?>[rc.length];
    Object[] args = new Object[rc.length];
    List<Object> players = new ArrayList<>(List.of(new PlayerId("p1"), new PlayerId("p2")));
    for (int i = 0; i < rc.length; i++) {
      params[i] = rc[i].getType();
      Class<?> t = rc[i].getType();
      if (t == PlayerId.class) {
        args[i] = players.isEmpty() ? new PlayerId("p3") : players.remove(0);
      } else if (t == String.class) {
        args[i] = rc[i].getName().equals("option") ? "KEEP" : "T0" + (i + 1);
      } else if (t == Option.class) {
        args[i] = rc[i].getName().equals("only") ? Option.of(new PlayerId("p2")) : Option.of("T05");
      } else if (t == int.class) {
        args[i] = rc[i].getName().equals("share") ? 1 : 0;
      } else if (t == boolean.class) {
        args[i] = true;
      }
    }
    Constructor<?> c = type.getDeclaredConstructor(params);
    return (MunchkinAction) c.newInstance(args);
  }
}
