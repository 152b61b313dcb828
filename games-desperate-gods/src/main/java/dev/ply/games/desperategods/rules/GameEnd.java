package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** §7 End of game, scoring, tie-breaks (DG-R90..R93). */
final class GameEnd {
  private GameEnd() {}

  /** §7: scores by skulls (DG-R92), ties by coins then pile size, then shared (DG-R93). */
  static void end(Table t, String reason, String rule) {
    Vector<Integer> scores = Vector.empty();
    for (int i = 0; i < t.n; i++) {
      scores = scores.append(score(t.victory.get(i)));
    }
    Vector<Integer> winners = Vector.empty();
    for (int i = 0; i < t.n; i++) {
      boolean best = true;
      for (int j = 0; j < t.n; j++) {
        if (compare(t, scores, j, i) > 0) {
          best = false;
          break;
        }
      }
      if (best) {
        winners = winners.append(i);
      }
    }
    t.ending = Option.some(new DgState.Ending(reason, scores, winners));
    t.stack.clear();
    t.emit(new DgEvent.GameEnded(reason, scores, winners.map(w -> t.ids[w]), rule));
  }

  /** Positive when seat a ranks above seat b (DG-R93). */
  static int compare(Table t, Vector<Integer> scores, int a, int b) {
    int c = Integer.compare(scores.get(a), scores.get(b));
    if (c == 0) {
      c = Integer.compare(t.coins[a], t.coins[b]);
    }
    if (c == 0) {
      c = Integer.compare(t.victory.get(a).size(), t.victory.get(b).size());
    }
    return c;
  }

  /** DG-R92: the skulls of a victory pile. */
  static int score(Iterable<String> pile) {
    int s = 0;
    for (String c : pile) {
      s += Cards.get(c).skulls();
    }
    return s;
  }
}
