package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.FirstTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.TrapTarget;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Battle.Step;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The trap step of a battle (§5.11 "Trap step", DL-R78..R82): traps spring in order, aimed where a
 * trap lets its owner choose, and deal damage (DL-R79).
 */
final class TrapStep {
  private TrapStep() {}

  /** DL-R81: the owner of two different traps on the Labyrinth picks the one that springs first. */
  static final Decision.Battle ORDER = new Decision.Battle() {
    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      return s.battle().get().traps().distinct().map(t -> (DungeonLordsAction) new FirstTrap(p, t));
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      String first = ((FirstTrap) a).trap();
      return Decision.run(s, x -> {
        ImmutableBattle b = x.battle();
        x.setBattle(b.withOrdered(true).withTraps(b.traps().remove(first).prepend(first)));
        trapStep(x);
      });
    }
  };

  /** DL-R78, §6.6: a trap that lets its owner choose is aimed at one member of the party. */
  static final Decision.Battle TARGET = new Decision.Battle() {
    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
      for (int i = 0; i < s.lord(seat).party().size(); i++) {
        out.add(new TrapTarget(p, i));
      }
      return Vector.ofAll(out);
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      int target = ((TrapTarget) a).position();
      return Decision.run(s, x -> {
        spring(x, Trap.valueOf(x.battle().traps().head()), target);
        trapStep(x);
      });
    }
  };


  static void trapStep(Ctx x) {
    while (true) {
      ImmutableBattle b = x.battle();
      Lord l = x.lord(b.seat());
      if (b.traps().isEmpty() || l.party().isEmpty()) {
        break;
      }
      if (b.traps().size() == 2 && !b.ordered() && !b.traps().get(0).equals(b.traps().get(1))) {
        x.setBattle(b.withStep(Step.TRAP_ORDER));
        return; // DL-R81: the owner picks the order
      }
      Trap t = Trap.valueOf(b.traps().head());
      if (t.choosesTarget() && l.party().size() > 1 && payable(x, b.seat(), t)) {
        x.setBattle(b.withStep(Step.TRAP_TARGET));
        return;
      }
      spring(x, t, 0);
    }
    Spells.fastSpell(x);
  }

  private static boolean payable(Ctx x, int seat, Trap t) {
    Lord l = x.lord(seat);
    int gold = t.gold() + (roomFee(x.s) ? 1 : 0);
    return l.gold() >= gold && l.food() >= t.food() && l.availableImps() >= t.imp();
  }

  /** DL-R72, DL-R78: a trap in a room (not the Labyrinth) costs 1 gold. */
  private static boolean roomFee(DungeonLordsState s) {
    Battle b = s.battle().get();
    Tile t = s.lord(b.seat()).tileAt(Combat.tile(s)).get();
    return t.isRoom() && !(Combat.room(s).contains(Room.LABYRINTH));
  }

  /** DL-R78, DL-R80: pay, lay out, prevent with the anti-trap total, deal, discard. */
  static void spring(Ctx x, Trap t, int target) {
    ImmutableBattle b = x.battle();
    int seat = b.seat();
    x.s.setBattle(Option.of(b.withTraps(b.traps().tail())));
    x.s.setTrapDiscard(x.s.trapDiscard().append(t.name()));
    if (!payable(x, seat, t)) { // DECISION: an unpayable trap is discarded without effect
      x.say("DL-R78", x.name(seat) + " cannot pay for the " + t.label() + ": it is discarded");
      return;
    }
    int gold = t.gold() + (roomFee(x.s) ? 1 : 0);
    x.update(seat, l -> l.withGold(l.gold() - gold).withFood(l.food() - t.food()).withImps(l.imps() - t.imp()));
    Vector<Fighter> party = x.lord(seat).party();
    int[] health = new int[party.size()];
    int antiTrap = 0;
    for (int i = 0; i < party.size(); i++) {
      health[i] = party.get(i).health(); // printed + Create Food (Poisoned Meal's amount)
      antiTrap += party.get(i).tile().antiTrap();
    }
    int pos = Math.min(target, party.size() - 1);
    int[] lay = t.layout(health, pos);
    // DL-R80: a killing amount (Poisoned Meal) is never prevented, so it uses up no anti-trap either
    int available = t.preventable() ? Math.max(0, antiTrap - x.battle().antiTrapUsed()) : 0;
    int used = 0;
    for (int i = 0; i < lay.length && available > 0; i++) {
      int p = Math.min(available, lay[i]);
      lay[i] -= p;
      available -= p;
      used += p;
    }
    ImmutableBattle nb = x.battle().withAntiTrapUsed(x.battle().antiTrapUsed() + used);
    Fighter targeted = party.get(pos);
    if (t.noConquest()) {
      nb = nb.withNoConquest(true);
    }
    if (t.poison()) {
      nb = nb.withPoisoned(Option.of(targeted.id()));
    }
    if (t.antiMagic()) {
      AdventurerClass c = targeted.tile().cls();
      nb = nb.withNoSpells(nb.noSpells() || c == AdventurerClass.WIZARD).withSkipHealing(nb.skipHealing() || c == AdventurerClass.PRIEST);
    }
    x.setBattle(nb);
    x.say("DL-R78", x.name(seat) + " springs the " + t.label() + (used > 0 ? " (" + used + " prevented by anti-trap)" : ""));
    for (int i = 0; i < lay.length; i++) {
      Damage.hurt(x, seat, party.get(i).id(), lay[i], Damage.Source.TRAP, "DL-R80", "the " + t.label());
    }
  }

}
