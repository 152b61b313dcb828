package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Conquered;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Fighter;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The end of a battle (§5.11 "Healing, fatigue, conquest", DL-R96..R101): healing, fatigue, conquest
 * and poison.
 */
final class Conquest {
  private Conquest() {}


  /** DL-R96, DL-R97. */
  static void healing(Ctx x) {
    Battle b = x.battle();
    int seat = b.seat();
    if (b.attacked() && !b.skipHealing()) {
      int h = 0;
      for (Fighter f : x.lord(seat).party()) {
        h += f.tile().healing();
      }
      Vector<Fighter> party = x.lord(seat).party();
      for (int i = 0; i < party.size() && h > 0; i++) {
        int heal = Math.min(h, party.get(i).damage());
        h -= heal;
        party = party.update(i, party.get(i).healed(heal));
      }
      Vector<Fighter> healed = party;
      if (!healed.equals(x.lord(seat).party())) {
        x.say("DL-R96", "the priests heal " + x.name(seat) + "'s party");
      }
      x.update(seat, l -> l.withParty(healed));
    }
    fatigueAndConquest(x);
  }

  /** DL-R98, DL-R99, DL-R101. */
  static void fatigueAndConquest(Ctx x) {
    Battle b = x.battle();
    int seat = b.seat();
    boolean skip = b.skipFatigue() && !b.courage();
    if (!skip) {
      int f = Combat.card(x.s).fatigue();
      while (f > 0) {
        Option<Fighter> first = x.lord(seat).party().find(m -> !(b.invisible() && m.tile().cls() == AdventurerClass.WIZARD));
        if (first.isEmpty()) {
          break;
        }
        f = Damage.hurt(x, seat, first.get().id(), f, Damage.Source.FATIGUE, "DL-R98", Combat.card(x.s).label() + "'s fatigue");
      }
      if (!x.lord(seat).party().isEmpty() && (!b.noConquest() || b.courage())) {
        Square sq = Combat.tile(x.s);
        x.update(seat, l -> l.withTiles(l.tiles().map(t -> t.square().equals(sq) ? t.conquer() : t)));
        x.event(new Conquered(x.s.players().get(seat), sq));
      }
    }
    if (b.poisoned().isDefined()) {
      Damage.hurt(x, seat, b.poisoned().get(), 2, Damage.Source.POISON, "DL-R101", "the poison");
    }
    Vector<String> unsprung = x.battle().traps(); // DL-R103: unused traps stay in hand
    x.update(seat, l -> l.withFighting(!l.party().isEmpty()).withTraps(l.traps().appendAll(unsprung)));
    x.s.setBattle(Option.none()).setCursor(x.s.cursor() + 1);
    Combat.nextBattle(x);
  }
}
