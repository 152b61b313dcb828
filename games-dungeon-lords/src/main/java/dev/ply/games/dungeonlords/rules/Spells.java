package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.SpellChoice;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Battle.Step;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The spells of a battle (§5.11 "Spells", DL-R83..R85, the combat cards of §6.8): fast and slow spells
 * and the lord's choices for them.
 */
final class Spells {
  private Spells() {}

  /** DL-R83, §6.8: the lord's choice for a fast or slow spell that asks one. */
  static final Decision.Battle CHOICE = new Decision.Battle() {
    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      return spellOptions(s, s.battle().get().step()).map(c -> (DungeonLordsAction) new SpellChoice(p, c));
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> chooseSpell(x, ((SpellChoice) a).choice()));
    }
  };


  static boolean castable(DungeonLordsState s) {
    Battle b = s.battle().get();
    int magic = 0;
    for (Fighter f : s.lord(b.seat()).party()) {
      magic += f.tile().magic();
    }
    return magic >= Combat.card(s).magic() && !b.noSpells() && !Combat.room(s).contains(Room.ANTIMAGIC_ROOM);
  }

  static void fastSpell(Ctx x) {
    if (Combat.card(x.s).fast() && !x.lord(x.battle().seat()).party().isEmpty() && castable(x.s)) {
      x.say("DL-R83", Combat.card(x.s).label() + " is cast in " + x.name(x.battle().seat()) + "'s dungeon");
      if (cast(x, true)) {
        return;
      }
    }
    MonsterStep.monsterStep(x);
  }

  static void slowSpell(Ctx x) {
    if (!Combat.card(x.s).fast() && !x.lord(x.battle().seat()).party().isEmpty() && castable(x.s)) {
      x.say("DL-R83", Combat.card(x.s).label() + " is cast in " + x.name(x.battle().seat()) + "'s dungeon");
      if (cast(x, false)) {
        return;
      }
    }
    Conquest.healing(x);
  }

  /** The non-ghost monsters in the battle that have not acted (DL-R84). */
  static Vector<String> monstersInBattle(Battle b) {
    return b.toAct().filter(m -> !Monsters.kind(m).ghost());
  }

  /**
   * Casts the spell. Returns true when the spell took over the flow: it waits for the lord's
   * choice, or a single possible choice was made and the battle went on from there.
   */
  private static boolean cast(Ctx x, boolean fast) {
    CombatCard c = Combat.card(x.s);
    ImmutableBattle b = x.battle();
    int seat = b.seat();
    Step ask = fast ? Step.FAST_SPELL : Step.SLOW_SPELL;
    switch (c.spell()) {
      case SHIELD -> x.setBattle(b.withShield(1));
      case INVISIBILITY -> {
        x.setBattle(b.withInvisible(true));
        x.update(seat, l -> l.withParty(l.party().filter(f -> f.tile().cls() != AdventurerClass.WIZARD)
            .appendAll(l.party().filter(f -> f.tile().cls() == AdventurerClass.WIZARD))));
      }
      case GAIN_EVIL -> Evilometer.gain(x, seat, c.amount(), "DL-R83");
      case LOSE_IMP -> {
        if (x.lord(seat).imps() > 0) {
          x.update(seat, l -> l.withImps(l.imps() - 1).withImpsBusy(Math.min(l.impsBusy(), l.imps() - 1)));
        }
      }
      case LOSE_TREASURE -> {
        Lord l = x.lord(seat);
        if (l.gold() > 0) {
          x.update(seat, o -> o.withGold(o.gold() - 1));
        } else if (l.food() > 0) {
          x.update(seat, o -> o.withFood(o.food() - 1));
        } else {
          x.setBattle(b.withStep(ask));
        }
      }
      case BLIND_RAGE -> x.setBattle(b.withBlindRage(true));
      case FOOD_TOKEN -> x.update(seat, l -> l.withParty(l.party().update(0, l.party().head().fed())));
      case ILLUSION -> x.update(seat, l -> l.withParty(l.party().prepend(Fighter.fresh(Adventurers.ILLUSION.id()))));
      case COURAGE -> x.setBattle(b.withCourage(true));
      case REGENERATION -> x.update(seat, l -> l.withParty(l.party().map(f -> f.healed(1))));
      case PAY_OR_WITHDRAW -> x.setBattle(b.withToSuggest(monstersInBattle(b)).withStep(ask));
      case NOTHING -> { }
      default -> x.setBattle(b.withStep(ask)); // choices: Word of Peace, Aura, Metamorphosis, Gate, Magic Key
    }
    Vector<String> options = spellOptions(x.s, ask);
    if (options.isEmpty()) {
      return false;
    }
    if (options.size() == 1) {
      chooseSpell(x, options.head());
    }
    return true;
  }

  /** What the lord may choose for the spell now (empty: nothing to choose). */
  static Vector<String> spellOptions(DungeonLordsState s, Step step) {
    Battle b = s.battle().getOrNull();
    if (b == null || b.step() != step) {
      return Vector.empty();
    }
    Lord l = s.lord(b.seat());
    Vector<String> monsters = monstersInBattle(b);
    return switch (Combat.card(s).spell()) {
      case WITHDRAW_ALL_OR_EVIL -> monsters.isEmpty() ? Vector.empty() : Vector.of("withdraw", "evil");
      case PAY_OR_WITHDRAW -> b.toSuggest().flatMap(m -> {
        MonsterKind k = Monsters.kind(m);
        Vector<String> out = Vector.empty();
        if (l.food() >= k.food() && l.gold() >= k.gold() && Evilometer.canPay(l, k.evil())) {
          if (k.sacrifice()) { // DL-R95: the lord picks the monster to sacrifice, never a ghost
            for (LairMonster o : l.lair()) {
              if (!o.tile().equals(m) && !Monsters.kind(o.tile()).ghost() && !b.toAct().contains(o.tile())) {
                out = out.append("pay:" + m + ":" + o.tile());
              }
            }
          } else if (k.discardsTrap()) { // and the trap card to discard
            for (String t : l.traps().distinct().sorted()) {
              out = out.append("pay:" + m + ":" + t);
            }
          } else {
            out = out.append("pay:" + m);
          }
        }
        return out.append("withdraw:" + m);
      });
      case WITHDRAW_ONE, SHEEP, DISCARD_MONSTER -> monsters;
      case LOSE_TREASURE -> l.traps().distinct().sorted();
      case RELEASE_PRISONER -> l.prison().distinct();
      default -> Vector.empty();
    };
  }

  static void chooseSpell(Ctx x, String choice) {
    ImmutableBattle b = x.battle();
    int seat = b.seat();
    Step step = b.step();
    switch (Combat.card(x.s).spell()) {
      case WITHDRAW_ALL_OR_EVIL -> {
        if (choice.equals("evil")) {
          Evilometer.gain(x, seat, Combat.card(x.s).amount(), "DL-R83");
        } else {
          withdraw(x, monstersInBattle(b));
        }
      }
      case PAY_OR_WITHDRAW -> {
        String[] parts = choice.split(":");
        String m = parts[1];
        x.setBattle(x.battle().withToSuggest(x.battle().toSuggest().remove(m)));
        if (parts[0].equals("pay")) {
          payUpkeep(x, seat, m, parts.length > 2 ? parts[2] : "");
        } else {
          withdraw(x, Vector.of(m));
        }
      }
      case WITHDRAW_ONE -> withdraw(x, Vector.of(choice));
      case SHEEP -> x.setBattle(b.withSheep(Option.of(choice)));
      case DISCARD_MONSTER -> {
        x.setBattle(b.withToAct(b.toAct().remove(choice)));
        x.update(seat, l -> l.withLair(l.lair().removeFirst(m -> m.tile().equals(choice))));
        x.s.setMonsterDiscard(x.s.monsterDiscard().append(choice));
        x.say("DL-R83", x.name(seat) + "'s " + Names.monster(choice) + " is sent through the Dimensional Gate");
      }
      case LOSE_TREASURE -> {
        x.update(seat, l -> l.withTraps(l.traps().remove(choice)));
        x.s.setTrapDiscard(x.s.trapDiscard().append(choice));
      }
      case RELEASE_PRISONER -> {
        x.update(seat, l -> l.withPrison(l.prison().remove(choice)));
        x.s.setRemoved(x.s.removed().append(choice));
        x.say("DL-R83", x.name(seat) + " releases the " + Names.adventurer(choice) + " (Magic Key)");
      }
      default -> { }
    }
    if (x.s.battle().get().toSuggest().nonEmpty()) {
      Vector<String> options = spellOptions(x.s, step);
      if (options.size() == 1) {
        chooseSpell(x, options.head());
      }
      return;
    }
    x.setBattle(x.battle().withStep(step == Step.FAST_SPELL ? Step.MONSTERS : Step.TRAP_ORDER));
    if (step == Step.FAST_SPELL) {
      MonsterStep.monsterStep(x);
    } else {
      Conquest.healing(x);
    }
  }

  /** Suggestion: the monster's payday cost, evil as a cost (DL-R23), the Demon's sacrifice. */
  private static void payUpkeep(Ctx x, int seat, String m, String with) {
    MonsterKind k = Monsters.kind(m);
    x.update(seat, l -> l.withFood(l.food() - k.food()).withGold(l.gold() - k.gold()));
    if (k.evil() > 0) {
      Evilometer.pay(x, seat, k.evil(), "DL-R23");
    }
    if (k.sacrifice()) {
      x.update(seat, o -> o.withLair(o.lair().removeFirst(lm -> lm.tile().equals(with))));
      x.s.setMonsterDiscard(x.s.monsterDiscard().append(with));
    } else if (k.discardsTrap()) {
      x.update(seat, o -> o.withTraps(o.traps().remove(with)));
      x.s.setTrapDiscard(x.s.trapDiscard().append(with));
    }
    x.say("DL-R83", x.name(seat) + " pays the " + Names.monster(m) + "'s payday cost to keep it fighting (Suggestion)");
  }

  /** DL-R85: a withdrawn monster leaves the battle and stays ready. */
  private static void withdraw(Ctx x, Vector<String> monsters) {
    ImmutableBattle b = x.battle();
    x.setBattle(b.withToAct(b.toAct().removeAll(monsters)).withWithdrawn(b.withdrawn().appendAll(monsters)));
    if (!monsters.isEmpty()) {
      x.say("DL-R85", "the " + monsters.map(Names::monster).mkString(", the ") + " withdraw"
          + (monsters.size() == 1 ? "s" : "") + " from the battle");
    }
  }
}
