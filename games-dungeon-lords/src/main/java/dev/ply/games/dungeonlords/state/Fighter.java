package dev.ply.games.dungeonlords.state;

import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;

/**
 * An adventurer, paladin or illusion in a party, with its damage counters and a Create Food
 * bonus to its health (§6.8).
 */
public record Fighter(String id, int damage, int bonus) {
  public static Fighter fresh(String id) {
    return new Fighter(id, 0, 0);
  }

  public Adventurer tile() {
    return Adventurers.get(id);
  }

  public int health() {
    return tile().health() + bonus;
  }

  public Fighter hurt(int n) {
    return new Fighter(id, damage + n, bonus);
  }

  public Fighter healed(int n) {
    return new Fighter(id, Math.max(0, damage - n), bonus);
  }

  public Fighter fed() {
    return new Fighter(id, damage, bonus + 1);
  }

  public boolean eliminated() {
    return damage >= health();
  }
}
