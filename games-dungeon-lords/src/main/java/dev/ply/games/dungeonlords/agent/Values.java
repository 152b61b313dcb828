package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;

/**
 * What things are worth to a lord, in rough points: a monster is a point at the end (DL-R110) and
 * damage in the fight; a room is 2 points and what it makes; a trap is damage before the monsters.
 */
final class Values {
  private Values() {}

  /** The most damage one attack of {@code k} deals (to one or, for EACH, to three adventurers). */
  static int punch(MonsterKind k) {
    int best = 0;
    for (Attack a : k.attacks()) {
      int d = a.damage() * a.hits() * (a.target() == dev.ply.games.dungeonlords.content.Target.EACH ? 3 : 1);
      best = Math.max(best, d);
    }
    return best;
  }

  /** A monster's worth to keep: its point, its punch, and a little for a re-usable one. */
  static double monster(MonsterKind k) {
    double v = 1 + 0.6 * punch(k);
    if (k == MonsterKind.SLIME) {
      v += 1; // it can stop a conquest (−2) when the party cannot be killed
    }
    if (k == MonsterKind.GOLEM || k == MonsterKind.VAMPIRE) {
      v += 1; // stays ready: attacks every round
    }
    return v;
  }

  /** What the monster costs to hire or pay, in the same rough points (evil counted apart). */
  static double cost(MonsterKind k) {
    return k.food() + k.gold() * 1.2 + (k.sacrifice() ? 3 : 0) + (k.discardsTrap() ? 1.5 : 0);
  }

  /** A room's worth to build now: 2 points if it stands, and its product for the seasons left. */
  static double room(Room r, Lord l, int year, int season) {
    int seasonsLeft = (2 - year) * 4 + (5 - season);
    double v = 2.5;
    if (r.year() == 1) {
      double each = switch (r.product()) {
        case FOOD, GOLD -> 0.9;
        case TRAP -> 1.0;
        case IMP -> 0.8;
        case EVIL_DOWN -> 0.9;
        case TUNNEL -> 0.5;
        default -> 0;
      };
      v += each * Math.min(seasonsLeft, 5) * (year == 2 ? 1.5 : 1);
    } else {
      v += switch (r) {
        case CAFETERIA -> count(l, MonsterKind.GOBLIN, MonsterKind.TROLL, MonsterKind.SLIME, MonsterKind.WITCH) + 0.5;
        case CHAPEL -> 2 * count(l, MonsterKind.GHOST, MonsterKind.VAMPIRE) + 0.5;
        case PANDEMONIUM -> 2 * count(l, MonsterKind.GOLEM, MonsterKind.DRAGON, MonsterKind.DEMON) + 0.5;
        case HALL_OF_FAME -> l.prison().size() + 1.5;
        case LABYRINTH -> 2;
        case TRAINING_ROOM -> 0.8 * count(l, MonsterKind.GOBLIN, MonsterKind.TROLL) + 0.5;
        case DARK_ROOM -> 0.8 * count(l, MonsterKind.WITCH, MonsterKind.VAMPIRE) + 0.5;
        case ANTIMAGIC_ROOM -> 1.5;
        default -> 0;
      };
    }
    return v;
  }

  private static int count(Lord l, MonsterKind... kinds) {
    int n = 0;
    for (LairMonster m : l.lair()) {
      MonsterKind k = dev.ply.games.dungeonlords.content.Monsters.kind(m.tile());
      for (MonsterKind w : kinds) {
        n += k == w ? 1 : 0;
      }
    }
    return n;
  }

  /** A trap card's worth in the hand: its damage, less what it costs to spring. */
  static double trap(Trap t) {
    return switch (t) {
      case ROLLING_STONE -> 2.2;
      case POISONED_MEAL -> 2.4;
      case KAMIKAZE_IMP -> 2.0;
      case POISONED_DART -> 1.9;
      case PENDULUM -> 1.6;
      case TRAP_DOOR -> 2.0;
      case WALL_OF_FIRE -> 1.8;
      case GOLDEN_RING -> 1.6;
      case ANTI_MAGIC_DART -> 1.2;
    };
  }

  static double trap(String id) {
    for (Trap t : Trap.values()) {
      if (t.name().equals(id)) {
        return trap(t);
      }
    }
    return 1.5; // a card this view cannot see
  }
}
