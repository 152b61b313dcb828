package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddMonster;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AttackWith;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ChooseTile;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.FirstTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Release;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.SpellChoice;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.TrapTarget;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Target;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;

/**
 * Combat (DL-R71..R101). Planning: fight on a tunnel rather than a room (a conquered room loses its
 * 2 points and its work), set the trap that does most against this party (thieves' anti-trap,
 * DL-R80), send the monster that hits hardest, spread ghosts over the rounds left. Battle: each
 * attack is scored by what it leaves of the party — an adventurer killed (imprisoned, +2 points,
 * and one fewer conquering) is worth most, then damage on the priests (who heal the rest, DL-R96);
 * a Slime stops the conquest (DL-R98) when the party cannot be killed this round.
 */
final class Fight {
  private Fight() {}

  static double plan(Look look, DungeonLordsAction a) {
    Vector<Fighter> party = look.me.party();
    if (a instanceof Release r) { // DL-R73: keep the paladin and the strongest
      Adventurer t = Adventurers.get(r.prisoner());
      return -(t.paladin() ? 10 : t.level());
    }
    if (a instanceof ChooseTile c) {
      Tile t = look.me.tileAt(c.square()).get();
      if (t.room().isEmpty()) {
        return 0;
      }
      Room r = t.room().get();
      double v = -2.5;
      if (r == Room.LABYRINTH && look.me.traps().size() >= 2) {
        v += 2;
      }
      for (LairMonster m : look.me.lair()) {
        if (m.ready() && r.boosts(Monsters.kind(m.tile()))) {
          v += 1;
        }
      }
      if (r == Room.ANTIMAGIC_ROOM && magic(party) >= 2) {
        v += 1;
      }
      return v;
    }
    Secret d = Orders.draft(look.s, look);
    int roundsLeft = Math.max(1, 5 - Math.max(1, look.s.round()));
    if (a instanceof AddTrap t) {
      Trap trap = Trap.valueOf(t.trap());
      boolean room = d.tile().flatMap(sq -> look.me.tileAt(sq)).exists(Tile::isRoom);
      boolean labyrinth = d.tile().flatMap(sq -> look.me.tileAt(sq)).exists(x -> x.room().contains(Room.LABYRINTH));
      int gold = look.me.gold() - (room && !labyrinth ? 1 : 0);
      if (gold < trap.gold() || look.me.food() < trap.food() || look.me.availableImps() < trap.imp()) {
        return -1; // DL-R78: it would be discarded unpaid
      }
      return trapDamage(party, trap, 0) + 0.2 - (room && !labyrinth ? 0.8 : 0);
    }
    if (a instanceof AddMonster m) {
      MonsterKind k = Monsters.kind(m.monster());
      if (party.isEmpty()) {
        return -1;
      }
      int planned = 0;
      int ghostsPlanned = 0;
      for (String x : d.monsters()) {
        if (Monsters.kind(x).ghost()) {
          ghostsPlanned++;
        } else {
          planned++;
        }
      }
      if (k.ghost()) {
        int ready = look.me.lair().count(x -> x.ready() && Monsters.kind(x.tile()).ghost()) + ghostsPlanned;
        return party.size() >= 2 && ghostsPlanned < (ready + roundsLeft - 1) / roundsLeft ? 1.5 : -1;
      }
      int ready = look.me.lair().count(x -> x.ready() && !Monsters.kind(x.tile()).ghost()) + planned;
      if (planned >= 1 && ready <= roundsLeft) {
        return -1; // keep one for each round left
      }
      return 1 + Values.punch(k) * 0.3;
    }
    return 0; // Confirm
  }

  static int magic(Vector<Fighter> party) {
    int n = 0;
    for (Fighter f : party) {
      n += f.tile().magic();
    }
    return n;
  }

  /** DL-R80: the damage a trap deals this party after anti-trap, kills counted extra. */
  static double trapDamage(Vector<Fighter> party, Trap trap, int target) {
    int n = party.size();
    if (n == 0) {
      return 0;
    }
    int[] health = new int[n];
    int anti = 0;
    for (int i = 0; i < n; i++) {
      health[i] = party.get(i).health() - party.get(i).damage();
      anti += party.get(i).tile().antiTrap();
    }
    int[] full = new int[n];
    for (int i = 0; i < n; i++) {
      full[i] = party.get(i).health();
    }
    int[] lay = trap.layout(full, target);
    int[] dealt = new int[n];
    for (int i = 0; i < n; i++) {
      int d = lay[i];
      if (trap.preventable()) {
        int cut = Math.min(anti, d);
        anti -= cut;
        d -= cut;
      }
      dealt[i] = d;
    }
    if (trap.poison()) {
      dealt[Math.min(target, n - 1)] += 2;
    }
    double v = 0;
    for (int i = 0; i < n; i++) {
      int hit = Math.min(dealt[i], health[i]);
      v += hit + (dealt[i] >= health[i] ? 3 : 0);
    }
    if (trap.noConquest()) {
      v += 1.5;
    }
    return v;
  }

  static double battle(Look look, DungeonLordsAction a) {
    Battle b = look.s.battle().get();
    Vector<Fighter> party = look.me.party();
    if (a instanceof FirstTrap f) { // the weaker trap first: it uses up the shared anti-trap (DL-R81)
      return -Values.trap(f.trap());
    }
    if (a instanceof TrapTarget t) {
      Trap trap = Trap.valueOf(b.traps().head());
      Fighter f = party.get(t.position());
      double v = trapDamage(party, trap, t.position());
      AdventurerClass cls = f.tile().cls();
      if (trap.antiMagic()) {
        v += cls == AdventurerClass.PRIEST ? 3 : cls == AdventurerClass.WIZARD ? 2 : 0;
      }
      return v + (cls == AdventurerClass.PRIEST ? 0.5 : 0);
    }
    if (a instanceof SpellChoice c) {
      return spell(look, c.choice());
    }
    if (a instanceof AttackWith at) {
      return attack(look, b, party, at);
    }
    return 0;
  }

  private static double spell(Look look, String choice) {
    if (choice.equals("evil")) { // Word of Peace: 2 evil, or the monsters leave the fight
      return -Purse.evilCost(look, Math.min(15, look.me.evil() + 2)) + Purse.evilCost(look, look.me.evil()) + 1.5;
    }
    if (choice.equals("withdraw")) {
      return 0;
    }
    if (choice.startsWith("pay:")) { // Suggestion: pay the monster's cost to keep it fighting
      MonsterKind k = Monsters.kind(choice.split(":")[1]);
      return 1 - 0.5 * Values.cost(k) - (Purse.evilCost(look, look.me.evil() + k.evil()) - Purse.evilCost(look, look.me.evil()));
    }
    if (choice.startsWith("withdraw:")) {
      return 0;
    }
    if (Monsters.exists(choice)) { // Aura of Fear, Metamorphosis, Dimensional Gate: the least of them
      return -Values.monster(Monsters.kind(choice));
    }
    if (Adventurers.exists(choice)) { // Magic Key: release the weakest
      Adventurer t = Adventurers.get(choice);
      return -(t.paladin() ? 10 : t.level());
    }
    return -Values.trap(choice); // Detect Treasure: the least useful trap
  }

  /** An attack's worth: kills first, then damage that will not simply be healed, priests first. */
  private static double attack(Look look, Battle b, Vector<Fighter> party, AttackWith at) {
    MonsterKind k = Monsters.kind(at.monster());
    Attack opt = k.attacks().get(at.option());
    int n = party.size();
    int[] left = new int[n];
    int total = 0;
    for (int i = 0; i < n; i++) {
      left[i] = party.get(i).health() - party.get(i).damage();
      total += left[i];
    }
    if (!opt.isAttack()) { // Slime's prevention: worth it when the party outlives this round
      int threat = 0;
      for (String m : b.toAct()) {
        if (!m.equals(at.monster())) {
          threat += Values.punch(Monsters.kind(m));
        }
      }
      return total > threat + 2 || n > 2 ? 4 : -1;
    }
    boolean boosted = look.s.plans().get(look.seat).flatMap(Secret::tile).flatMap(sq -> look.me.tileAt(sq))
        .exists(t -> !t.conquered() && t.room().exists(r -> r.boosts(k)));
    int dmg = opt.damage() + (boosted ? 1 : 0);
    int[] dealt = new int[n];
    boolean blind = b.blindRage() && !k.ghost();
    if (blind || opt.target() == Target.FIRST) {
      dealt[0] += dmg * opt.hits();
      if (opt.followUp() && n > 1 && dealt[0] >= left[0]) {
        dealt[1] += 1;
      }
    } else if (opt.target() == Target.EACH) {
      for (int i = 0; i < n; i++) {
        dealt[i] += dmg;
      }
    } else {
      dealt[at.target()] += dmg;
      if (opt.hits() > 1) {
        dealt[at.second()] += dmg;
      }
    }
    int shield = b.shield();
    double v = 0;
    for (int i = 0; i < n; i++) {
      Adventurer t = party.get(i).tile();
      int d = dealt[i];
      if (b.invisible() && t.cls() == AdventurerClass.WIZARD) {
        d = 0;
      }
      int cut = Math.min(shield, d);
      shield -= cut;
      d -= cut;
      int hit = Math.min(d, left[i]);
      v += hit;
      if (d >= left[i] && d > 0) { // healers and casters first: they undo and curse the rest
        v += 8 + (t.paladin() ? 3 : 0) + (t.healing() > 0 ? 1.5 : 0) + (t.magic() > 0 ? 0.5 : 0);
      } else if (t.healing() > 0) {
        v += 0.5 * hit;
      } else if (i == 0) {
        v += 0.3 * hit; // fatigue falls on the first next (DL-R98)
      }
    }
    if (opt.staysReady()) {
      v += 0.8;
    }
    return v - opt.foodCost() * 0.7;
  }
}
