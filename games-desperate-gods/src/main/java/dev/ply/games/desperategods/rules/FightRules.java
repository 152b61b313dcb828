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

/** Monster fights (§4.3, DG-R37..R49) and item breaking (DG-R69); PvP is in {@link PvpRules}. */
final class FightRules {
  private FightRules() {}

  static final int MAX_GOLEM_REFIGHTS = 10;

  static Fight newFight(int p, String card, FightKind kind, Option<Integer> owner, int refights) {
    return new Fight(p, card, kind, owner, refights, FightStage.PRE, Vector.empty(), false, Vector.empty());
  }

  static int target(Fight f) {
    return f.kind() == FightKind.SUCCUBUS ? 6 : Cards.get(f.card()).target();
  }

  /** Who each decision of a fight awaits; the dice comparison runs by itself. */
  static final FightSteps<Option<Integer>, Option<Integer>> AWAITED = new FightSteps<>() {
    @Override
    public Option<Integer> fight(Fight s, Option<Integer> puppeteer) {
      return s.stage() == FightStage.COMPARE ? Seats.NOBODY : Seats.of(s.p());
    }

    @Override
    public Option<Integer> damageReaction(DamageReaction s, Option<Integer> puppeteer) {
      return Seats.of(s.p());
    }

    @Override
    public Option<Integer> loss(Loss s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> won(Won s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> breakRoll(BreakRoll s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> breakReaction(BreakReaction s, Option<Integer> puppeteer) {
      return Seats.of(s.owner());
    }

    @Override
    public Option<Integer> thirstyHeal(ThirstyHeal s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> returnCard(ReturnCard s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }
  };

  /** The fight's steps that run by themselves. */
  static final FightSteps<Table, Void> RUN = new FightSteps<>() {
    @Override
    public Void fight(Fight f, Table t) {
      compare(t, f);
      return null;
    }

    @Override
    public Void damageReaction(DamageReaction s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void loss(Loss l, Table t) {
      FightRules.loss(t, l);
      return null;
    }

    @Override
    public Void won(Won w, Table t) {
      FightRules.won(t, w.fight());
      return null;
    }

    @Override
    public Void breakRoll(BreakRoll b, Table t) {
      if (t.items.get(b.owner()).contains(b.item())) {
        int v = t.roll(b.owner(), "break " + b.item().id(), "DG-R69");
        breakCheck(t, b.owner(), b.item(), v <= b.breaksUpTo());
      }
      return null;
    }

    @Override
    public Void breakReaction(BreakReaction s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void thirstyHeal(ThirstyHeal h, Table t) {
      if (t.carries(h.p(), Kind.THIRSTY_SWORD)) {
        t.heal(h.p(), 1, "DG-R303");
      }
      return null;
    }

    @Override
    public Void returnCard(ReturnCard r, Table t) {
      if (t.inPlay.contains(r.card())) {
        t.toDeckBottom(r.card(), r.rule());
      }
      return null;
    }
  };

  /** An item would break: the Reassuring Sphere may save it (DG-R305), else it goes to the discard (DG-R61). */
  static void breakCheck(Table t, int owner, Item item, boolean breaks) {
    if (!breaks) {
      return;
    }
    if (sphereFor(t, owner, item) != null) {
      t.push(new BreakReaction(owner, item));
    } else {
      t.discardItem(owner, item, "BROKEN", "DG-R69");
    }
  }

  /** A Reassuring Sphere of {@code owner} other than {@code item}, or null. */
  static Item sphereFor(Table t, int owner, Item item) {
    for (Item it : t.items.get(owner)) {
      if (it != item && it.kind() == Kind.REASSURING_SPHERE) {
        return it;
      }
    }
    return null;
  }

  // ---- monster fight ----
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

  /** The decision each step of a fight asks for. */
  static final FightSteps<Void, Decision<?>> DECISIONS = new FightSteps<>() {
    @Override
    public Decision<?> fight(Fight f, Void v) {
      return FIGHT; // the pre-roll and reroll windows; the comparison runs by itself
    }

    @Override
    public Decision<?> damageReaction(DamageReaction d, Void v) {
      return DAMAGE_REACTION;
    }

    @Override
    public Decision<?> loss(Loss s, Void v) {
      return Decision.NONE; // runs by itself: no choices
    }

    @Override
    public Decision<?> won(Won s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> breakRoll(BreakRoll s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> breakReaction(BreakReaction s, Void v) {
      return BREAK_REACTION;
    }

    @Override
    public Decision<?> thirstyHeal(ThirstyHeal s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> returnCard(ReturnCard s, Void v) {
      return Decision.NONE;
    }
  };

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
        rerolls(t, p, f.dice(), f.smite(), f.used(), me, out);
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
      return a instanceof DgAction.Ready || a instanceof DgAction.Reroll r && rerollable(t, p, f.dice(), f.smite(), f.used(), r);
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

  /** DG-R313, DG-R304: the Nervous Boots after a lost fight; the Wary Helmet against damage not yet prevented. */
  static final Decision<DamageReaction> DAMAGE_REACTION = new Decision<>() {
    @Override
    public void options(Table t, DamageReaction d, PlayerId me, ArrayList<DgAction> out) {
      if (bootsOffered(t, d)) {
        out.add(new DgAction.UseBoots(me));
      }
      if (helmetOffered(t, d)) {
        out.add(new DgAction.UseHelmet(me));
      }
      out.add(new DgAction.Accept(me));
    }

    @Override
    public boolean allows(Table t, DamageReaction d, PlayerId me, DgAction a) {
      return a instanceof DgAction.Accept || a instanceof DgAction.UseBoots && bootsOffered(t, d)
          || a instanceof DgAction.UseHelmet && helmetOffered(t, d);
    }
  };

  static boolean bootsOffered(Table t, DamageReaction d) {
    return d.source() == DamageSource.FIGHT_LOSS && t.carries(d.p(), Kind.NERVOUS_BOOTS);
  }

  static boolean helmetOffered(Table t, DamageReaction d) {
    return d.damage() > 0 && !d.prevented() && t.carries(d.p(), Kind.WARY_HELMET);
  }

  /** DG-R305: save the item with the Reassuring Sphere, or let it break. */
  static final Decision<BreakReaction> BREAK_REACTION = (t, b, me, out) -> {
    out.add(new DgAction.UseSphere(me));
    out.add(new DgAction.LetBreak(me));
  };

  /** DG-R42, DG-R68: each die of the roll with each item that has a use left, unless smitten. */
  static void rerolls(Table t, int p, Vector<Integer> dice, boolean smite, Vector<Item> used, PlayerId me,
      ArrayList<DgAction> out) {
    if (smite) {
      return;
    }
    Pile<Item> its = t.items.get(p);
    for (int i = 0, k = its.size(); i < k; i++) {
      Item it = its.get(i);
      if (usesLeft(it, used)) {
        for (int d = 0; d < dice.size(); d++) {
          out.add(new DgAction.Reroll(me, it.number(), d));
        }
      }
    }
  }

  /** Whether {@code r} is one of {@link #rerolls}. */
  static boolean rerollable(Table t, int p, Vector<Integer> dice, boolean smite, Vector<Item> used, DgAction.Reroll r) {
    if (smite || r.die() < 0 || r.die() >= dice.size()) {
      return false;
    }
    Item it = MoveRules.carried(t, p, r.item());
    return it != null && usesLeft(it, used);
  }

  /** DG-R68: one use a round per Dagger or Thirsty Sword, two per Unflinching Sword. */
  private static boolean usesLeft(Item it, Vector<Item> used) {
    Kind k = it.kind();
    int uses = k == Kind.UNFLINCHING_SWORD ? 2 : (k == Kind.BRITTLE_DAGGER || k == Kind.THIRSTY_SWORD) ? 1 : 0;
    int spent = 0;
    for (int i = 0, n = used.size(); i < n; i++) {
      if (used.get(i) == it) {
        spent++;
      }
    }
    return spent < uses;
  }

  /** Rerolls one die with an item; returns the new value and pushes its break check. */
  static Vector<Integer> reroll(Table t, int p, Vector<Integer> dice, DgAction.Reroll r) {
    Item it = Item.numbered(r.item());
    Kind k = it.kind();
    int v = t.roll(p, "reroll with " + it.id(), k.rule);
    t.emit(new DgEvent.ItemEvent(t.ids[p], it.title(), "USED", k.rule));
    boolean breaks = (k == Kind.BRITTLE_DAGGER && v <= 3) || (k == Kind.THIRSTY_SWORD && v == 1);
    breakCheck(t, p, it, breaks);
    return dice.update(r.die(), v);
  }

  /** What each answer does. */
  static final FightSteps<Engine.Answer, Void> ANSWER = new FightSteps<>() {
    @Override
    public Void fight(Fight f, Engine.Answer q) {
      fightAnswer(q.t(), f, q.a());
      return null;
    }

    @Override
    public Void damageReaction(DamageReaction d, Engine.Answer q) {
      Table t = q.t();
      DgAction a = q.a();
      int p = d.p();
      if (a instanceof DgAction.UseHelmet) {
        Item helmet = t.firstItem(p, Kind.WARY_HELMET);
        t.replaceTop(new DamageReaction(p, d.damage(), true, d.source(), d.fight()));
        t.emit(new DgEvent.ItemEvent(t.ids[p], helmet.title(), "USED", "DG-R304"));
        t.push(new BreakRoll(p, helmet, 3));
      } else if (a instanceof DgAction.UseBoots) {
        t.pop();
        Item boots = t.firstItem(p, Kind.NERVOUS_BOOTS);
        t.emit(new DgEvent.ItemEvent(t.ids[p], boots.title(), "USED", "DG-R313"));
        t.emit(new DgEvent.FightEnded(t.ids[p], d.fight().card(), "ESCAPED", 0, "DG-R313"));
        leaveCard(t, d.fight(), "DG-R313");
        t.push(new BreakRoll(p, boots, 2));
      } else {
        t.pop();
        int dmg = d.prevented() ? 0 : d.damage();
        if (d.source() == DamageSource.FIGHT_LOSS) {
          t.push(new Loss(d.fight(), dmg));
        } else {
          t.damage(p, dmg, "DG-R213");
        }
      }
      return null;
    }

    @Override
    public Void loss(Loss s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void won(Won s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void breakRoll(BreakRoll s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void breakReaction(BreakReaction b, Engine.Answer q) {
      Table t = q.t();
      t.pop();
      if (q.a() instanceof DgAction.UseSphere) {
        Item sphere = sphereFor(t, b.owner(), b.item());
        t.emit(new DgEvent.ItemEvent(t.ids[b.owner()], b.item().title(), "SAVED", "DG-R305"));
        t.push(new BreakRoll(b.owner(), sphere, 2));
      } else {
        t.discardItem(b.owner(), b.item(), "BROKEN", "DG-R69");
      }
      return null;
    }

    @Override
    public Void thirstyHeal(ThirstyHeal s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void returnCard(ReturnCard s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }
  };

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
      Vector<Integer> dice = reroll(t, p, f.dice(), r);
      // the window stays open under any break reaction the reroll raised
      t.stack.add(at, new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.REROLL, dice, false, f.used().append(Item.numbered(r.item()))));
    } else if (a instanceof DgAction.Ready) {
      t.replaceTop(new Fight(p, f.card(), f.kind(), f.owner(), f.refights(), FightStage.COMPARE, f.dice(), f.smite(), f.used()));
    }
  }

}
