package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.EncounterCard.Effect;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Step.BankCard;
import dev.ply.games.desperategods.state.Step.DryadPick;
import dev.ply.games.desperategods.state.Step.FightKind;
import dev.ply.games.desperategods.state.Step.GhoulPick;
import dev.ply.games.desperategods.state.Step.RunesRoll;
import dev.ply.games.desperategods.state.Step.SereneVolunteer;
import dev.ply.games.desperategods.state.Step.ShrineChoice;
import dev.ply.games.desperategods.state.Step.StealPick;
import dev.ply.games.desperategods.state.Step.TownVisit;
import dev.ply.games.desperategods.state.Step.WandererTarget;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * §6.2 Encounter cards: a drawn card resolved (a monster is fought, DG-R34), the effects of the
 * cards that are not fights (DG-R216..R225), and the choices a lost or won fight leaves to a
 * player (DG-R204, DG-R209, DG-R211, DG-R223, DG-R227).
 */
final class EncounterCards {
  private EncounterCards() {}

  /** DG-R34: a monster is fought; another card does what its data says. */
  static void resolve(Table t, int p, String id) {
    EncounterCard c = Cards.get(id);
    if (c.isMonster()) {
      t.emit(new DgEvent.FightStarted(t.ids[p], id, c.target(), c.rule()));
      t.push(MonsterFights.newFight(p, id, FightKind.MONSTER, Option.none(), 0));
      return;
    }
    Effect e = c.onWin().head();
    switch (e) {
      case SHRINE: t.push(new ShrineChoice(p, id)); break;
      case STRONGHOLD: t.then(new TownVisit(p), new BankCard(p, id)); break;
      case RUNES: t.then(new RunesRoll(p, t.items.get(p).toVector()), new BankCard(p, id)); break;
      case MAGMA:
        damageAll(t, p, 2, c.rule());
        t.toVictory(p, id, "DG-R36");
        break;
      case WANDERER_DUEL: t.push(new WandererTarget(p, id)); break;
      default: throw new IllegalStateException("no effect for " + id);
    }
  }

  /** DG-R53: everyone in seat order from {@code from}; returns true if {@code from} died. */
  static boolean damageAll(Table t, int from, int amount, String rule) {
    boolean died = false;
    for (int k = 0; k < t.n; k++) {
      int q = (from + k) % t.n;
      boolean d = t.damage(q, amount, rule);
      if (q == from) {
        died = d;
      }
    }
    return died;
  }

  /** DG-R225: each item carried when the runes were read rolls to break, one after another. */
  static void runes(Table t, RunesRoll r) {
    if (!r.items().isEmpty()) {
      t.push(new RunesRoll(r.p(), r.items().tail()));
      Item it = r.items().head();
      if (t.items.get(r.p()).contains(it)) {
        int v = t.roll(r.p(), "runes " + it.id(), "DG-R225");
        Equipment.breakCheck(t, r.p(), it, v <= 3);
      }
    }
  }

  /** DG-R223: the next other seat after {@code after} with 2+ HP; none once back at the winner. */
  static Option<Integer> nextSerene(Table t, int winner, int after) {
    for (int q = (after + 1) % t.n; q != winner; q = (q + 1) % t.n) {
      if (t.hp[q] >= 2) {
        return Option.some(q);
      }
    }
    return Option.none();
  }

  /** DG-R216: sacrifice an item or take 3 damage; the Shrine goes to the pile either way. */
  static final Decision.Choice<ShrineChoice> SHRINE_CHOICE = new Decision.Choice<>() {
    @Override
    public int seat(ShrineChoice x) {
      return x.p();
    }

    @Override
    public void options(Table t, ShrineChoice x, PlayerId me, ArrayList<DgAction> out) {
      for (Item it : t.items.get(x.p())) {
        out.add(new DgAction.Sacrifice(me, it.number()));
      }
      out.add(new DgAction.TakeThreeDamage(me));
    }

    @Override
    public void answer(Table t, ShrineChoice x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.Sacrifice sc) {
        t.discardItem(x.p(), Item.numbered(sc.item()), "SACRIFICED", "DG-R216");
      } else {
        t.damage(x.p(), 3, "DG-R216");
      }
      t.toVictory(x.p(), x.card(), "DG-R36");
    }
  };

  /** DG-R219: the Lost Wanderer makes the player duel another. */
  static final Decision.Choice<WandererTarget> WANDERER_TARGET = new Decision.Choice<>() {
    @Override
    public int seat(WandererTarget x) {
      return x.p();
    }

    @Override
    public void options(Table t, WandererTarget x, PlayerId me, ArrayList<DgAction> out) {
      for (int k = 1; k < t.n; k++) {
        out.add(new DgAction.ChooseWandererTarget(me, t.ids[(x.p() + k) % t.n]));
      }
    }

    @Override
    public void answer(Table t, WandererTarget x, DgAction a) {
      t.pop();
      int q = t.seatOf(((DgAction.ChooseWandererTarget) a).target());
      t.push(PvpRules.newPvp(t, x.p(), q, Option.some(x.card())));
    }
  };

  /** DG-R204, DG-R211: the item given up to the thief, or discarded to the slime. */
  static final Decision.Choice<StealPick> STEAL_PICK = new Decision.Choice<>() {
    @Override
    public int seat(StealPick x) {
      return x.p();
    }

    @Override
    public void options(Table t, StealPick x, PlayerId me, ArrayList<DgAction> out) {
      for (Item it : t.items.get(x.p())) {
        out.add(x.slime() ? new DgAction.DiscardItem(me, it.number()) : new DgAction.GiveUpItem(me, it.number()));
      }
    }

    @Override
    public void answer(Table t, StealPick x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.GiveUpItem g) {
        t.discardItem(x.p(), Item.numbered(g.item()), "STOLEN", "DG-R204");
      } else if (a instanceof DgAction.DiscardItem d) {
        t.discardItem(x.p(), Item.numbered(d.item()), "DISCARDED", "DG-R211");
      }
    }
  };

  /** DG-R209: the victory card given back to the Ghoul, to the bottom of its deck (DG-R95). */
  static final Decision.Choice<GhoulPick> GHOUL_PICK = new Decision.Choice<>() {
    @Override
    public int seat(GhoulPick x) {
      return x.p();
    }

    @Override
    public void options(Table t, GhoulPick x, PlayerId me, ArrayList<DgAction> out) {
      for (String c : t.victory.get(x.p())) {
        out.add(new DgAction.ReturnVictoryCard(me, c));
      }
    }

    @Override
    public void answer(Table t, GhoulPick x, DgAction a) {
      t.pop();
      String card = ((DgAction.ReturnVictoryCard) a).card();
      t.victory.get(x.p()).remove(card);
      t.toDeckBottom(card, "DG-R95");
    }
  };

  /** DG-R227: the left opponent sends a card of the loser's victory pile back under its deck. */
  static final Decision.Choice<DryadPick> DRYAD_PICK = new Decision.Choice<>() {
    @Override
    public int seat(DryadPick x) {
      return x.picker();
    }

    @Override
    public void options(Table t, DryadPick x, PlayerId me, ArrayList<DgAction> out) {
      for (String c : t.victory.get(x.loser())) {
        out.add(new DgAction.TakeVictoryCard(me, c));
      }
    }

    @Override
    public boolean allows(Table t, DryadPick x, PlayerId me, DgAction a) {
      return a instanceof DgAction.TakeVictoryCard c && t.victory.get(x.loser()).contains(c.card());
    }

    @Override
    public void answer(Table t, DryadPick x, DgAction a) {
      t.pop();
      String card = ((DgAction.TakeVictoryCard) a).card();
      t.victory.get(x.loser()).remove(card);
      t.toDeckBottom(card, "DG-R227");
    }
  };

  /** DG-R223: a player with 2+ HP may take 1 damage to send the Serene card back; else the next is asked. */
  static final Decision.Choice<SereneVolunteer> SERENE_VOLUNTEER = new Decision.Choice<>() {
    @Override
    public int seat(SereneVolunteer x) {
      return x.asked();
    }

    @Override
    public void options(Table t, SereneVolunteer x, PlayerId me, ArrayList<DgAction> out) {
      out.add(new DgAction.SendBack(me));
      out.add(new DgAction.Decline(me));
    }

    @Override
    public void answer(Table t, SereneVolunteer x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.SendBack) {
        t.damage(x.asked(), 1, "DG-R223");
        t.toDeckBottom(x.card(), "DG-R223");
      } else {
        for (int next : nextSerene(t, x.winner(), x.asked())) {
          t.push(new SereneVolunteer(x.winner(), next, x.card()));
        }
      }
    }
  };
}
