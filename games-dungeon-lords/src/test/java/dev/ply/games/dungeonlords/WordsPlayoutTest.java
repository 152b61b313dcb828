package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Playout;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Random playouts read as a player would: every listed action's menu line, every event line each
 * player may see, every banner and the table text say things in the game's words, with no record
 * dump, no {@code Some(}/{@code None}/{@code Vector(}, no SCREAMING_CASE enum name and no bare
 * adventurer or monster ID. Playouts per player count: {@code -Dply.dl.wordPlayouts} (default 3).
 */
class WordsPlayoutTest {
  final DungeonLordsGame game = new DungeonLordsGame();
  static final int PLAYOUTS = Integer.getInteger("ply.dl.wordPlayouts", 3);

  /** What must never reach a player, each with the reason it names in a failure. */
  static final Pattern[] BANNED = {
      Pattern.compile("\\[actor="), Pattern.compile("\\bSome\\("), Pattern.compile("\\bNone\\b"),
      Pattern.compile("\\b(Vector|List|HashMap|TreeMap)\\("), Pattern.compile("\\b[A-Z][A-Za-z]+\\[[a-z]\\w*="),
      // SCREAMING_CASE: two capitals or more, not the roman numerals of the action spaces
      Pattern.compile("\\b(?!(?:I|II|III|IV)\\b)[A-Z][A-Z_]+\\b"),
      Pattern.compile("\\b(?:[WTPM][12][a-d]|PAL[12])\\b"), // adventurer IDs
      Pattern.compile("\\b[A-Z]+-[12][a-z]\\b"), // monster tile IDs
      Pattern.compile("\\bnull\\b"), Pattern.compile("DL-R\\d"), Pattern.compile("§"),
  };

  static void clean(String text, String what, String where) {
    assertFalse(text == null || text.isBlank(), what + " is empty at " + where);
    for (Pattern p : BANNED) {
      Matcher m = p.matcher(text);
      assertFalse(m.find(), what + " shows '" + (m.find(0) ? m.group() : "") + "' at " + where + ": " + text);
    }
  }

  @Test
  @DisplayName("menus, events, banners, the rules events cite and the table of random playouts are in the game's words (issue 24)")
  void playoutsReadAsWords() {
    Set<String> kinds = new HashSet<>();
    for (int n = 2; n <= 4; n++) {
      for (long seed = 1; seed <= PLAYOUTS; seed++) {
        Setup setup = Setup.of(n, seed * 104729 + n);
        long chooser = seed;
        Playout.stream(game, setup, chooser, game.maxActions(setup), (step, before, action, t) -> {
          String where = "seed " + setup.seed() + ", " + setup.playerCount() + " players, step " + step;
          DungeonLordsState state = t.state();
          for (PlayerId p : game.awaiting(state)) {
            DungeonLordsState view = game.view(state, p);
            for (DungeonLordsAction a : game.legalActions(state, p)) {
              clean(game.describe(view, a), "the menu line of " + a, where);
              kinds.add(a.getClass().getSimpleName() + " " + state.phase());
              game.explain(view, a).forEach(x -> clean(x, "the explanation of " + a, where));
            }
            if (step % 13 == 0) {
              clean(game.render(view, p), "the table", where);
            }
          }
          for (PlayerId p : state.players().append(PlayerId.SPECTATOR)) {
            DungeonLordsState view = game.view(state, p);
            for (GameEvent e : t.events()) {
              if (e.visibility().visibleTo(p)) {
                clean(game.eventText(view, e), "the event " + e.getClass().getSimpleName() + " (" + e.rule() + ")", where);
                assertTrue(game.ruleName(e.rule()).isDefined(), "a report would show " + e.rule() + " bare, at " + where);
                game.banner(view, e).forEach(x -> clean(x, "the banner", where));
              }
            }
          }
          if (game.outcome(state).isDefined()) {
            clean(game.outcomeText(state, game.outcome(state).get()), "the outcome", where);
            clean(game.render(game.view(state, PlayerId.SPECTATOR), PlayerId.SPECTATOR), "the final table", where);
          }
        });
      }
    }
    // the walk met the decisions of every part of the game
    for (String k : new String[] {"Execute ACTION", "Decline ACTION", "Dig DIGGING", "Hire ACTION", "Build ACTION",
        "Activate PRODUCTION", "Pay TAXES", "PayMonster PAYDAY", "ChooseTile PLANNING", "AttackWith BATTLE",
        "PickOrder ORDERS", "ReturnOrder RETURN", "KeepOrder UNAVAILABLE"}) {
      assertTrue(kinds.contains(k), "no " + k + " met in " + kinds);
    }
  }
}
