package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.function.ToIntFunction;

/** Final scoring and titles (§7, DL-R110..R112; the values are the spec's DECISIONs). */
public final class Scoring {
  private Scoring() {}

  /** DL-R111: the seven titles and what each counts. */
  public enum Title {
    LORD_OF_HALLS("Lord of Halls", l -> (int) l.tiles().count(t -> t.isRoom() && !t.conquered())),
    LORD_OF_TUNNELS("Lord of Tunnels", Lord::unconqueredTunnels),
    LORD_OF_MONSTERS("Lord of Monsters", l -> (int) l.lair().count(m -> !Monsters.kind(m.tile()).ghost())),
    LORD_OF_IMPS("Lord of Imps", Lord::imps),
    LORD_OF_RICHES("Lord of Riches", Lord::gold),
    LORD_OF_BATTLE("Lord of Battle", l -> l.prison().size()),
    LORD_OF_DARK_DEEDS("Lord of Dark Deeds", Lord::evil);

    private final String label;
    private final ToIntFunction<Lord> count;

    Title(String label, ToIntFunction<Lord> count) {
      this.label = label;
      this.count = count;
    }

    public String label() {
      return label;
    }

    public int count(Lord l) {
      return count.applyAsInt(l);
    }
  }

  /** DL-R110 without titles. */
  public static int base(Lord l) {
    int points = 0;
    for (Tile t : l.tiles()) {
      if (t.conquered()) {
        points -= 2;
      } else if (t.isRoom()) {
        points += 2;
      }
    }
    points += l.lair().size();
    for (String id : l.prison()) {
      points += Adventurers.get(id).paladin() ? 5 : 2;
    }
    points -= 3 * l.penalties();
    for (Tile t : l.tiles()) {
      if (t.conquered() || t.room().isEmpty()) {
        continue;
      }
      Room r = t.room().get();
      for (LairMonster m : l.lair()) {
        points += r.pointsPer(Monsters.kind(m.tile()));
      }
      if (r == Room.HALL_OF_FAME) {
        for (String id : l.prison()) {
          points += Adventurers.get(id).paladin() ? 2 : 1;
        }
      }
    }
    return points;
  }

  /** DL-R111: a sole leader scores 3, tied leaders 2 each; a title needs a count ≥ 1. */
  public static int[] titles(Vector<Lord> lords) {
    int[] out = new int[lords.size()];
    for (Title t : Title.values()) {
      int max = 0;
      for (Lord l : lords) {
        max = Math.max(max, t.count(l));
      }
      int best = max;
      if (best < 1) {
        continue;
      }
      int leaders = (int) lords.count(l -> t.count(l) == best);
      for (int i = 0; i < lords.size(); i++) {
        if (t.count(lords.get(i)) == best) {
          out[i] += leaders == 1 ? 3 : 2;
        }
      }
    }
    return out;
  }

  static void finish(Ctx x) {
    int[] titles = titles(x.s.lords());
    Vector<Integer> scores = Vector.empty();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      int total = base(x.lord(seat)) + titles[seat];
      scores = scores.append(total);
      x.say("DL-R110", x.name(seat) + " scores " + total + " (" + titles[seat] + " from titles)");
    }
    x.s.setScores(scores).setPhase(Phase.GAME_OVER).setWindow(Option.none()).setDrafts(io.vavr.collection.TreeMap.empty());
    x.say("DL-R112", "the game is over");
  }

  /** DL-R112: highest total; ties: more prisoners, then fewer penalty tokens; still tied: shared. */
  public static Outcome outcome(DungeonLordsState s) {
    Vector<Integer> sorted = Vector.range(0, s.players().size())
        .sorted((a, b) -> Long.compare(key(s, b), key(s, a)));
    long top = key(s, sorted.head());
    Vector<PlayerId> winners = sorted.filter(seat -> key(s, seat) == top).map(seat -> s.players().get(seat));
    Map<PlayerId, Integer> scores = LinkedHashMap.empty();
    for (int seat = 0; seat < s.players().size(); seat++) {
      scores = scores.put(s.players().get(seat), s.scores().get(seat));
    }
    String reason = winners.size() == 1 ? winners.head() + " is the most evil lord with " + s.scores().get(sorted.head()) + " points"
        : winners.mkString(" and ") + " share the win with " + s.scores().get(sorted.head()) + " points";
    return new Outcome(winners, sorted.map(seat -> s.players().get(seat)), scores, false, reason);
  }

  private static long key(DungeonLordsState s, int seat) {
    Lord l = s.lord(seat);
    return ((long) s.scores().get(seat) + 1000) * 1_000_000L + l.prison().size() * 1000L + (999 - l.penalties());
  }

  static MonsterKind kind(LairMonster m) {
    return Monsters.kind(m.tile());
  }
}
