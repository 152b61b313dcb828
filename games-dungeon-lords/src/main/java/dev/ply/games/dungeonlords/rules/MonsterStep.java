package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AttackWith;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Target;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Battle.Step;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;

/**
 * The monster step of a battle (§5.11 "Monster step" and "Monster and ghost details", DL-R86..R95):
 * each monster and ghost attacks once.
 */
final class MonsterStep {
  private MonsterStep() {}

  /** DL-R86: which monster or ghost attacks next, with which option and at whom. */
  static final Decision.Battle ATTACK = new Decision.Battle() {
    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
      for (String m : s.battle().get().toAct()) {
        out.addAll(attacks(s, m).asJava());
      }
      return Vector.ofAll(out);
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> attack(x, (AttackWith) a));
    }
  };


  static void monsterStep(Ctx x) {
    ImmutableBattle b = x.battle();
    Vector<String> idle = b.toAct().filter(m -> attacks(x.s, m).isEmpty());
    for (String m : idle) { // DL-R86b: no legal option: it passes and is exhausted
      exhaust(x, b.seat(), m);
    }
    b = x.battle().withToAct(x.battle().toAct().removeAll(idle));
    x.setBattle(b.withStep(Step.MONSTERS));
    if (b.toAct().isEmpty()) {
      Spells.slowSpell(x);
    }
  }

  private static void exhaust(Ctx x, int seat, String m) {
    x.update(seat, l -> l.withLair(l.lair().map(o -> o.tile().equals(m) ? new LairMonster(m, false) : o)));
  }

  /** The attacks {@code m} may make now (DL-R89, DL-R91, DL-R94). */
  static Vector<AttackWith> attacks(DungeonLordsState s, String m) {
    Battle b = s.battle().get();
    Lord l = s.lord(b.seat());
    PlayerId p = s.players().get(b.seat());
    Vector<AttackWith> out = Vector.empty();
    if (b.sheep().contains(m)) {
      return out;
    }
    MonsterKind k = Monsters.kind(m);
    Vector<Fighter> party = l.party();
    int n = party.size();
    if (n == 0) {
      return out;
    }
    boolean blind = b.blindRage() && !k.ghost();
    for (int i = 0; i < k.attacks().size(); i++) {
      Attack a = k.attacks().get(i);
      if (l.food() < a.foodCost()) {
        continue;
      }
      if (!a.isAttack() || blind || a.target() == Target.FIRST || a.target() == Target.EACH) {
        out = out.append(new AttackWith(p, m, i, 0, 0));
        continue;
      }
      for (int t = 0; t < n; t++) {
        if (!targetable(a.target(), party, t)) {
          continue;
        }
        if (a.hits() == 2) {
          for (int u = 0; u < n; u++) {
            out = out.append(new AttackWith(p, m, i, t, u));
          }
        } else {
          out = out.append(new AttackWith(p, m, i, t, t));
        }
      }
    }
    return out;
  }

  private static boolean targetable(Target target, Vector<Fighter> party, int t) {
    return switch (target) {
      case ANY_EXCEPT_FIRST -> t >= 1; // DL-R91
      case ANY_NON_PRIEST -> party.get(t).tile().cls() != AdventurerClass.PRIEST; // DL-R94
      default -> true;
    };
  }

  static void attack(Ctx x, AttackWith a) {
    ImmutableBattle b = x.battle();
    int seat = b.seat();
    MonsterKind k = Monsters.kind(a.monster());
    Attack opt = k.attacks().get(a.option());
    x.update(seat, l -> l.withFood(l.food() - opt.foodCost()));
    x.setBattle(b.withToAct(b.toAct().remove(a.monster())));
    x.say("DL-R86", x.name(seat) + "'s " + k.label() + " attacks: " + CardText.attack(k, opt));
    if (!opt.isAttack()) {
      x.setBattle(x.battle().withSkipFatigue(true));
    } else {
      int boost = Combat.room(x.s).exists(r -> r.boosts(k)) ? 1 : 0; // DL-R88
      int dmg = opt.damage() + boost;
      Vector<Fighter> party = x.lord(seat).party();
      Vector<String> targets;
      if (opt.target() == Target.EACH) {
        targets = party.map(Fighter::id);
      } else if (opt.target() == Target.FIRST) {
        targets = Vector.of(party.head().id());
      } else if (opt.hits() == 2) {
        targets = Vector.of(party.get(a.target()).id(), party.get(a.second()).id());
      } else {
        targets = Vector.of(party.get(a.target()).id());
      }
      boolean blind = b.blindRage() && !k.ghost();
      for (String id : targets) {
        String who = id;
        if (blind) {
          Vector<Fighter> now = x.lord(seat).party();
          if (now.isEmpty()) {
            break;
          }
          who = now.head().id();
        }
        boolean wasFirst = !x.lord(seat).party().isEmpty() && x.lord(seat).party().head().id().equals(who);
        int before = x.lord(seat).party().size();
        Damage.hurt(x, seat, who, dmg, Damage.Source.MONSTER, "DL-R86", "the " + k.label());
        if (opt.followUp() && wasFirst && x.lord(seat).party().size() < before && !x.lord(seat).party().isEmpty()) {
          Damage.hurt(x, seat, x.lord(seat).party().head().id(), 1 + boost, Damage.Source.MONSTER, "DL-R86", "the " + k.label());
        }
      }
      ImmutableBattle nb = x.battle().withAttacked(true);
      if (opt.skipsHealing()) {
        nb = nb.withSkipHealing(true);
      }
      if (opt.skipsFatigueAndConquest()) {
        nb = nb.withSkipFatigue(true);
      }
      x.setBattle(nb);
    }
    if (!opt.staysReady()) {
      exhaust(x, seat, a.monster());
    }
    monsterStep(x);
  }
}
