package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;

/**
 * A lord's supplies as a plan would leave them, and what they are worth once this season's event
 * (payday, taxes, the special event: DL-R51, DL-R53, §6.9) has taken its due. Both the order plan
 * and the choices on the action spaces compare purses: the one that is worth more wins.
 */
final class Purse {
  int gold;
  int food;
  /** Imps owned; {@link #free} of them not busy this season (DL-R28). */
  int imps;
  int free;
  int evil;
  int traps;
  int tiles;
  int tunnels;
  int rooms;
  /** Worth of what was hired or built, already counted (monsters, rooms). */
  double gained;
  /** Upkeep of the monsters owned or hired: food, gold, evil at PAYDAY. */
  int upFood;
  int upGold;
  int upEvil;
  int monsters;

  /** The lord's purse as it stands (a fresh copy; the look keeps the original). */
  static Purse of(Look look) {
    return look.purse().copy();
  }

  static Purse read(Look look) {
    Lord l = look.me;
    Purse p = new Purse();
    p.gold = l.gold();
    p.food = l.food();
    p.imps = l.imps();
    p.free = l.availableImps();
    p.evil = l.evil();
    p.traps = l.traps().size();
    p.tiles = l.tiles().size();
    p.tunnels = l.unconqueredTunnels();
    p.rooms = look.rooms();
    for (LairMonster m : l.lair()) {
      p.hired(Monsters.kind(m.tile()));
    }
    return p;
  }

  Purse copy() {
    Purse p = new Purse();
    p.gold = gold;
    p.food = food;
    p.imps = imps;
    p.free = free;
    p.evil = evil;
    p.traps = traps;
    p.tiles = tiles;
    p.tunnels = tunnels;
    p.rooms = rooms;
    p.gained = gained;
    p.upFood = upFood;
    p.upGold = upGold;
    p.upEvil = upEvil;
    p.monsters = monsters;
    return p;
  }

  void hired(MonsterKind k) {
    upFood += k.food();
    upGold += k.gold();
    upEvil += k.evil();
    monsters++;
  }

  /** The purse's worth to the lord of {@code look}, after this season's event. */
  double worth(Look look) {
    int year = look.s.year();
    int season = look.s.season();
    double v = gained;
    int g = gold;
    int f = food;
    int e = evil;
    EventTile now = look.event(season);
    if (now == EventTile.PAYDAY) {
      // DL-R51: an unpaid monster leaves and its lord gains 1 evil; roughly, what is short
      int shortFood = Math.max(0, upFood - f);
      int shortGold = Math.max(0, upGold - g);
      int shortEvil = Math.max(0, e + upEvil - 15);
      v -= 4.0 * (shortFood + shortGold + shortEvil);
      f = Math.max(0, f - upFood);
      g = Math.max(0, g - upGold);
      e = Math.min(15, e + upEvil);
    } else if (now == EventTile.TAXES) {
      g = pay(g, Look.taxes(tiles), 3.0);
      v += paid;
    } else if (now == EventTile.SPECIAL && look.special() != null) {
      SpecialEvent sp = look.special();
      switch (sp) {
        case SECOND_COLLECTION -> {
          g = pay(g, Look.taxes(tiles), 3.0);
          v += paid;
        }
        case SAFETY_INSPECTION -> {
          g = pay(g, rooms, 3.0);
          v += paid;
        }
        case IMP_UNION_MEETING -> {
          f = pay(f, imps / 3, 1.0);
          v += paid;
        }
        case ROYAL_AUDIT -> g -= g / 2;
        case SCANDAL -> e = Math.min(15, e + 2);
        case MINISTRY_BANQUET -> f += 2;
        default -> { }
      }
    }
    // what the next event will want is kept in reserve: worth more than a spare unit
    int needGold = 1;
    int needFood = 1;
    EventTile next = season < 4 ? look.event(season + 1) : null;
    if (next == EventTile.TAXES) {
      needGold += Look.taxes(tiles);
    } else if (next == EventTile.PAYDAY) {
      needGold += upGold;
      needFood += upFood;
    }
    if (year == 1 && season == 4) {
      needGold += 2; // next year's taxes come soon
    }
    boolean last = year == 2 && season == 4;
    v += units(g, needGold, 1.2, last ? 0.35 : 0.6);
    v += units(f, needFood, 1.1, last ? 0.05 : 0.45);
    double impWorth = year == 1 ? (season <= 2 ? 1.4 : 0.9) : (season <= 2 ? 0.6 : 0.3);
    v += impWorth * Math.min(imps, 10);
    // traps are for this year's combat (after Autumn) and, in year 1, the next one's
    v += Math.min(traps, 3) * 2.0 + Math.max(0, traps - 3) * (year == 1 ? 0.8 : 0.3);
    double tunnelWorth = year == 1 ? new double[] {1.3, 1.3, 1.1, 0.8, 0.5}[season] : 0.4;
    v += (tiles > 11 ? 0.3 : tunnelWorth) * tunnels;
    int taxesLeft = (year == 1 ? 1 : 0) + (look.taxesDone() ? 0 : 1);
    v -= 0.5 * Math.max(0, tiles - 6) * taxesLeft; // 1 gold per 2 tiles at every taxes to come (DL-R53)
    v -= evilCost(look, e);
    return v;
  }

  private double paid;

  /** Pays up to {@code due} from {@code have}; each unit short costs {@code penalty}; in {@link #paid}. */
  private int pay(int have, int due, double penalty) {
    int p = Math.min(have, due);
    paid = -penalty * (due - p);
    return have - p;
  }

  private static double units(int have, int need, double below, double above) {
    return Math.min(have, need) * below + Math.max(0, have - need) * above;
  }

  /**
   * Evil is the order adventurers come by (the kindest gets the weakest, DL-R58..R59) and, at 10,
   * the paladin (DL-R65) — worth it only to a lord who already has him.
   */
  static double evilCost(Look look, int evil) {
    double v = 0.3 * evil;
    int year = look.s.year();
    boolean fighting = look.s.round() > 0;
    // before the fight, combat cards may still add an evil or two (Graffiti, Detect Evil, §6.8)
    int margin = look.s.season() == 4 && !fighting ? 1 : 0;
    if (!look.holdsPaladin() && look.paladinThreat(evil + margin) && !(year == 2 && fighting)) {
      v += year == 1 ? 5 : 7;
    }
    if (year == 1 && evil + margin >= 10) { // DL-R66: year 2's paladin goes to the most evil at 10 or more
      v += new double[] {1, 1, 1.5, 3, 5}[look.s.season()];
    }
    return v;
  }
}
