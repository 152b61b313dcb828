package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Damaged;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Imprisoned;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.control.Option;

/**
 * Damage to the adventurers of a party (§5.11, DL-R79, DL-R82, DL-R95), whatever deals it: traps,
 * monsters and ghosts, fatigue, poison.
 */
final class Damage {
  private Damage() {}

  /** How damage is dealt: trap damage, monster or ghost damage, fatigue, poison (unpreventable). */
  enum Source { TRAP, MONSTER, FATIGUE, POISON }

  /**
   * Deals damage to one member (DL-R79): Magic Shield absorbs the first point of monster and ghost
   * damage, invisible wizards take none, an eliminated member goes to prison (an illusion simply
   * vanishes). Returns the damage beyond what eliminated him (DL-R82).
   */
  static int hurt(Ctx x, int seat, String id, int amount, Source source, String rule, String by) {
    if (amount <= 0) {
      return 0;
    }
    Lord l = x.lord(seat);
    Option<Fighter> found = l.party().find(f -> f.id().equals(id));
    if (found.isEmpty()) {
      return 0;
    }
    Fighter f = found.get();
    Battle b = x.s.battle().getOrNull();
    if (b != null && source != Source.POISON) {
      if (b.invisible() && f.tile().cls() == AdventurerClass.WIZARD) {
        return 0;
      }
      if (source == Source.MONSTER && b.shield() > 0) {
        amount -= 1;
        x.setBattle(ImmutableBattle.copyOf(b).withShield(b.shield() - 1));
        if (amount == 0) {
          return 0;
        }
      }
    }
    Fighter hit = f.hurt(amount);
    x.event(new Damaged(x.s.players().get(seat), id, amount, rule, by));
    if (!hit.eliminated()) {
      x.update(seat, lord -> lord.withParty(lord.party().map(o -> o.id().equals(id) ? hit : o)));
      return 0;
    }
    int over = hit.damage() - hit.health();
    boolean illusion = hit.tile().cls() == AdventurerClass.ILLUSION;
    x.update(seat, lord -> lord.withParty(lord.party().removeFirst(o -> o.id().equals(id)))
        .withPrison(illusion ? lord.prison() : lord.prison().append(id)));
    if (hit.tile().paladin()) {
      x.s.setPaladinHolder(Option.none());
    }
    if (illusion) {
      x.say("DL-R79", "the illusion in " + x.name(seat) + "'s dungeon vanishes");
    } else {
      x.event(new Imprisoned(x.s.players().get(seat), id));
    }
    return over;
  }
}
