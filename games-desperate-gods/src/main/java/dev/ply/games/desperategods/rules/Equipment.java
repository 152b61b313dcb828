package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import java.util.ArrayList;

/** §5.10 Items in fights: rerolls (DG-R42, R68), damage reactions (DG-R43, R304, R313), breaking (DG-R69, R305). */
final class Equipment {
  private Equipment() {}

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

  /** DG-R69: the break roll of an item still carried. */
  static Void breakRoll(BreakRoll b, Table t) {
    if (t.items.get(b.owner()).contains(b.item())) {
      int v = t.roll(b.owner(), "break " + b.item().id(), "DG-R69");
      breakCheck(t, b.owner(), b.item(), v <= b.breaksUpTo());
    }
    return null;
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
    Item it = Encounters.carried(t, p, r.item());
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

  /** DG-R43: the Wary Helmet prevents, the Nervous Boots escape, or the damage is accepted. */
  static Void damageReactionAnswer(DamageReaction d, Table t, DgAction a) {
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
      MonsterFights.leaveCard(t, d.fight(), "DG-R313");
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

  /** DG-R305: the Sphere saves the item (and rolls to break itself), or the item breaks. */
  static Void breakReactionAnswer(BreakReaction b, Table t, DgAction a) {
    t.pop();
    if (a instanceof DgAction.UseSphere) {
      Item sphere = sphereFor(t, b.owner(), b.item());
      t.emit(new DgEvent.ItemEvent(t.ids[b.owner()], b.item().title(), "SAVED", "DG-R305"));
      t.push(new BreakRoll(b.owner(), sphere, 2));
    } else {
      t.discardItem(b.owner(), b.item(), "BROKEN", "DG-R69");
    }
    return null;
  }
}
