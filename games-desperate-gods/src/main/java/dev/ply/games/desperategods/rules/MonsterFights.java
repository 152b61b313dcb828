package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.EncounterCard.Effect;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/** §5.6 Fighting monsters (§4.3, DG-R37..R47): the windows around the roll, the comparison, win and loss. */
final class MonsterFights {
  private MonsterFights() {}

  static final int MAX_GOLEM_REFIGHTS = 10;

  static Fight newFight(int p, String card, FightKind kind, Option<Integer> owner, int refights) {
    return new Fight(p, card, kind, owner, refights, FightStage.PRE, Vector.empty(), false, Vector.empty());
  }

  static int target(Fight f) {
    return f.kind() == FightKind.SUCCUBUS ? 6 : Cards.get(f.card()).target();
  }

  static int[] rollAttack(Table t, int p, String rule) {
    if (t.bonus[p]) {
      t.bonus[p] = false;
      t.emit(new DgEvent.StatusChanged(t.ids[p], "explorer bonus spent", "DG-R47"));
      return t.roll2(p, "attack", "DG-R47");
    }
    return new int[] {t.roll(p, "attack", rule)};
  }

  static Vector<Integer> vec(int[] a) {
    Integer[] boxed = new Integer[a.length];
    for (int i = 0; i < a.length; i++) {
      boxed[i] = a[i];
    }
    return Vector.of(boxed);
  }

  static int strength(Table t, int p, Vector<Integer> dice) {
    int s = t.count(p, Kind.UNFLINCHING_SWORD);
    for (int d : dice) {
      s += d;
    }
    return s;
  }

  static void compare(Table t, Fight f) {
    int p = f.p();
    int str = strength(t, p, f.dice());
    boolean win = str >= target(f);
    t.emit(new DgEvent.FightEnded(t.ids[p], f.card(), win ? "WON" : "LOST", str, "DG-R37"));
    if (win) {
      t.push(new Won(f));
      return;
    }
    int dmg;
    if (f.kind() == FightKind.CEMETERY) {
      dmg = 1;
    } else if (f.kind() == FightKind.SUCCUBUS) {
      dmg = 0;
    } else {
      EncounterCard c = Cards.get(f.card());
      dmg = c.lossDamage();
      if (c.has(Effect.GHOUL_PICK) && t.victory.get(p).isEmpty()) {
        dmg = 1; // DG-R209: nothing to give back, the standard damage applies
      }
    }
    t.push(new DamageReaction(p, dmg, false, DamageSource.FIGHT_LOSS, f));
  }

  /** A fight avoided by toll or Shy Mask (DG-R46). */
  static void avoid(Table t, Fight f, String rule) {
    t.emit(new DgEvent.FightEnded(t.ids[f.p()], f.card(), "AVOIDED", 0, rule));
    leaveCard(t, f, rule);
  }

  /** After an avoided or escaped fight the card goes back; a bound Succubus is freed; a Cemetery card stays. */
  static void leaveCard(Table t, Fight f, String rule) {
    if (f.kind() == FightKind.MONSTER) {
      t.toDeckBottom(f.card(), rule);
    } else if (f.kind() == FightKind.SUCCUBUS) {
      t.bound[f.p()] = false;
      t.toDeckBottom(f.card(), rule);
    }
  }

  /** DG-R45: non-damage steps, damage, movement if alive, then the card goes back (or binds). */
  static void loss(Table t, Loss l) {
    Fight f = l.fight();
    int p = f.p();
    if (f.kind() != FightKind.MONSTER) {
      t.damage(p, l.damage(), f.kind() == FightKind.CEMETERY ? "DG-R132" : "DG-R222");
      return; // a Cemetery card stays where it was; a Succubus stays bound
    }
    EncounterCard c = Cards.get(f.card());
    ArrayList<Step> steps = new ArrayList<>();
    for (Effect e : c.onLoss()) {
      if (e == Effect.SKIP_TURN) {
        t.skip[p]++;
        t.emit(new DgEvent.StatusChanged(t.ids[p], "skips the next turn", c.rule()));
      } else if ((e == Effect.STEAL_ITEM || e == Effect.DISCARD_ITEM) && !t.items.get(p).isEmpty()) {
        steps.add(new StealPick(p, e == Effect.DISCARD_ITEM));
      } else if (e == Effect.GHOUL_PICK && !t.victory.get(p).isEmpty()) {
        steps.add(new GhoulPick(p));
      } else if (e == Effect.DRYAD_PICK && !t.victory.get(p).isEmpty()) {
        steps.add(new DryadPick(t.left(p), p));
      }
    }
    steps.add(new Damage(p, l.damage(), c.lossDamage() == 1 ? "DG-R39" : "DG-R40"));
    for (Effect e : c.onLoss()) {
      if (e == Effect.TO_HEDGE_MAZE) {
        steps.add(new Relocate(p, Board.HEDGE_MAZE, 0, true, c.rule()));
      } else if (e == Effect.TO_DARKNESS) {
        steps.add(new Relocate(p, Board.DARKNESS, 0, true, c.rule()));
      }
    }
    if (c.has(Effect.BIND)) {
      t.inPlay.remove(f.card());
      t.bound[p] = true;
      t.emit(new DgEvent.CardMoved(f.card(), "bound to " + t.name(p), "DG-R222"));
    } else {
      steps.add(new ReturnCard(f.card(), "DG-R39"));
    }
    t.then(steps.toArray(new Step[0]));
  }

  /** DG-R44: Golem roll, coins, on-win steps, the card to the pile, Thirsty Sword. */
  static void won(Table t, Fight f) {
    int p = f.p();
    if (f.kind() == FightKind.CEMETERY) {
      t.victory.get(f.owner().get()).remove(f.card());
      t.victory.get(p).add(f.card());
      t.emit(new DgEvent.CardMoved(f.card(), "victory pile of " + t.name(p), "DG-R132"));
      t.push(new ThirstyHeal(p));
      return;
    }
    if (f.kind() == FightKind.SUCCUBUS) {
      t.bound[p] = false;
      t.victory.get(p).add(f.card());
      t.emit(new DgEvent.CardMoved(f.card(), "victory pile of " + t.name(p), "DG-R222"));
      t.push(new ThirstyHeal(p));
      return;
    }
    EncounterCard c = Cards.get(f.card());
    if (c.has(Effect.GOLEM_ROLL) && f.refights() < MAX_GOLEM_REFIGHTS) {
      int v = t.roll(p, "golem", "DG-R205");
      if (v <= 3) {
        t.emit(new DgEvent.FightStarted(t.ids[p], f.card(), c.target(), "DG-R205"));
        t.push(newFight(p, f.card(), FightKind.MONSTER, Option.none(), f.refights() + 1));
        return;
      }
    }
    t.moveCoins(Holder.BANK, Holder.seat(p), c.coins(), "DG-R38");
    ArrayList<Step> steps = new ArrayList<>();
    boolean died = false;
    for (Effect e : c.onWin()) {
      if (e == Effect.GAIN_TOWN_CARD) {
        steps.add(new GainTown(p));
      } else if (e == Effect.SELF_DAMAGE) {
        steps.add(new DamageReaction(p, 1, false, DamageSource.BAGHEAD, f));
      } else if (e == Effect.DAMAGE_ALL_1) {
        died = EncounterCards.damageAll(t, p, 1, c.rule());
      } else if (e == Effect.BIRDMAN_ROLL) {
        if (t.roll(p, "birdman", c.rule()) >= 5) {
          t.toDeckBottom(f.card(), c.rule());
        }
      } else if (e == Effect.SERENE_SEND_BACK) {
        for (int asked : EncounterCards.nextSerene(t, p, p)) {
          steps.add(new SereneVolunteer(p, asked, f.card()));
        }
      }
    }
    steps.add(new BankCard(p, f.card()));
    if (!died) {
      steps.add(new ThirstyHeal(p));
    }
    t.then(steps.toArray(new Step[0]));
  }

  /** DG-R44 (4): the Thirsty Sword heals 1 after a won fight (DG-R303). */
  static Void thirstyHeal(ThirstyHeal h, Table t) {
    if (t.carries(h.p(), Kind.THIRSTY_SWORD)) {
      t.heal(h.p(), 1, "DG-R303");
    }
    return null;
  }

  /** DG-R39: the monster card goes back to the bottom of its deck, if still in play. */
  static Void returnCard(ReturnCard r, Table t) {
    if (t.inPlay.contains(r.card())) {
      t.toDeckBottom(r.card(), r.rule());
    }
    return null;
  }

  /**
   * The fight's windows: before the roll fight, pay the toll, use the Shy Mask or cast Smiting
   * (DG-R37, DG-R46, DG-R311); after it reroll with an item or be ready (DG-R42).
   */
  static final Decision<Fight> FIGHT = new Decision<>() {
    @Override
    public void options(Table t, Fight f, PlayerId me, ArrayList<DgAction> out) {
      int p = f.p();
      if (f.stage() == FightStage.PRE) {
        out.add(new DgAction.Fight(me));
        if (tollPayable(t, f)) {
          out.add(new DgAction.PayToll(me));
        }
        if (t.carries(p, Kind.SHY_MASK)) {
          out.add(new DgAction.UseShyMask(me));
        }
        TurnRules.addCasts(t, p, Kind.SCROLL_SMITING, me, out);
      } else {
        Equipment.rerolls(t, p, f.dice(), f.smite(), f.used(), me, out);
        out.add(new DgAction.Ready(me));
      }
    }

    @Override
    public boolean allows(Table t, Fight f, PlayerId me, DgAction a) {
      int p = f.p();
      if (f.stage() == FightStage.PRE) {
        return a instanceof DgAction.Fight || a instanceof DgAction.PayToll && tollPayable(t, f)
            || a instanceof DgAction.UseShyMask && t.carries(p, Kind.SHY_MASK)
            || a instanceof DgAction.Cast c && TurnRules.castable(t, p, Kind.SCROLL_SMITING, c);
      }
      return a instanceof DgAction.Ready || a instanceof DgAction.Reroll r && Equipment.rerollable(t, p, f.dice(), f.smite(), f.used(), r);
    }
  };

  /** DG-R46: a monster's toll, before any re-fight, when the player has the coins. */
  static boolean tollPayable(Table t, Fight f) {
    if (f.kind() != FightKind.MONSTER || f.refights() != 0) {
      return false;
    }
    int toll = Cards.get(f.card()).toll();
    return toll > 0 && t.coins[f.p()] >= toll;
  }

  static void fightAnswer(Table t, Fight f, DgAction a) {
    int p = f.p();
    if (a instanceof DgAction.Fight) {
      Vector<Integer> dice = vec(rollAttack(t, p, "DG-R37"));
      t.replaceTop(new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.REROLL, dice, false, Vector.empty()));
    } else if (a instanceof DgAction.PayToll) {
      t.pop();
      EncounterCard c = Cards.get(f.card());
      t.moveCoins(Holder.seat(p), Holder.BANK, c.toll(), "DG-R46");
      if (c.onToll().contains(Effect.EXPLORER_BONUS)) {
        t.bonus[p] = true;
        t.emit(new DgEvent.StatusChanged(t.ids[p], "explorer bonus", "DG-R214"));
      }
      avoid(t, f, c.rule());
    } else if (a instanceof DgAction.UseShyMask) {
      t.pop();
      Item mask = t.firstItem(p, Kind.SHY_MASK);
      t.emit(new DgEvent.ItemEvent(t.ids[p], mask.title(), "USED", "DG-R308"));
      avoid(t, f, "DG-R308");
      t.push(new BreakRoll(p, mask, 3));
    } else if (a instanceof DgAction.Cast c) {
      t.replaceTop(new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.COMPARE, Vector.of(6), true, Vector.empty()));
      TurnRules.payCast(t, p, Item.numbered(c.item()), c.mode());
    } else if (a instanceof DgAction.Reroll r) {
      t.pop();
      int at = t.stack.size();
      Vector<Integer> dice = Equipment.reroll(t, p, f.dice(), r);
      // the window stays open under any break reaction the reroll raised
      t.stack.add(at, new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.REROLL, dice, false, f.used().append(Item.numbered(r.item()))));
    } else if (a instanceof DgAction.Ready) {
      t.replaceTop(new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.COMPARE, f.dice(), f.smite(), f.used()));
    }
  }
}
