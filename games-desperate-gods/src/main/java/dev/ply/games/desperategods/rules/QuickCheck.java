package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;

/**
 * Whether an action is certainly on the legal list of the decision on top of the stack, decided
 * without building that list. A replayed log's actions were never listed first, so {@link
 * Rules#apply} built the whole list only to look one action up (about 8.5 % of a verified
 * replay). This covers the commonest decisions and answers (counted over random games at 2 and 4
 * players: the roll and the die kept, card picks, trade drafts, encounters, the combat windows,
 * the branch and the Town stop), each case mirroring the legal visitor it stands for.
 *
 * <p>{@code true} means the list holds the action; {@code false} means "not known here": the
 * caller builds the list as before, so an illegal action is still refused exactly as the list and
 * {@link Explain#why} refuse it. The one risk is a {@code true} the list would not give;
 * QuickCheckTest compares the two over random games and near-miss actions.
 */
final class QuickCheck {
  private QuickCheck() {}

  /** The check on a state, for tests: its top step and awaited seat, as {@code apply} finds them. */
  static boolean listed(DgState s, DgAction a) {
    if (s.over() || s.stack().isEmpty() || a == null || a.actor() == null) {
      return false;
    }
    Step top = s.stack().head();
    return listed(new Table(s), top, Engine.awaited(s.puppeteer(), top), a);
  }

  /**
   * True when {@code Engine.legal(t, top, who)} certainly contains {@code a}; false when it may not.
   * Every listed action names the awaited seat as its actor (§4.6).
   */
  static boolean listed(Table t, Step top, int who, DgAction a) {
    if (who < 0 || !t.ids[who].equals(a.actor())) {
      return false;
    }
    if (top instanceof Step.PreRoll) {
      return a instanceof DgAction.RollMove; // TurnRules.preRollOptions: always listed (DG-R10)
    }
    if (top instanceof Step.ChooseDie d) {
      // TurnRules.chooseDieOptions (DG-R11): die 0, and die 1 unless doubles
      return a instanceof DgAction.ChooseDie c && (c.index() == 0 || c.index() == 1 && d.first() != d.second());
    }
    if (top instanceof Step.PickCard p) {
      // SquareRules.pickOptions (DG-R32): one index per drawn card
      return a instanceof DgAction.PickCard c && c.index() >= 0 && c.index() < p.cards().size();
    }
    if (top instanceof Step.Draft d) {
      return draft(t, d, a);
    }
    if (top instanceof Step.Encounter e) {
      // MoveRules.LEGAL.encounter (DG-R20, DG-R22b)
      if (a instanceof DgAction.Fight || a instanceof DgAction.Pass) {
        return true;
      }
      boolean drafted = e.bTurn() ? e.bDrafted() : e.aDrafted();
      return a instanceof DgAction.StartTrade && !drafted && MoveRules.tradable(t, e.a(), e.b());
    }
    if (top instanceof Step.Pvp v) {
      return pvp(t, v, a);
    }
    if (top instanceof Step.Fight f) {
      return fight(t, f, a);
    }
    if (top instanceof Step.Move m) {
      // MoveRules.moveOptions: the branch (DG-R13) or the Town stop (DG-R15)
      if (m.stage() == Step.MoveStage.BRANCH) {
        return a instanceof DgAction.Ring || a instanceof DgAction.Bridge;
      }
      return m.stage() == Step.MoveStage.TOWN_STOP
          && (a instanceof DgAction.StopInTown || a instanceof DgAction.ContinuePast);
    }
    if (top instanceof Step.Offer) {
      // MoveRules.LEGAL.offer (DG-R21)
      return a instanceof DgAction.Accept || a instanceof DgAction.Decline || a instanceof DgAction.Fight;
    }
    if (top instanceof Step.SwampChoice) {
      return a instanceof DgAction.SwampTakeDamage || a instanceof DgAction.SwampTryDoubles;
    }
    if (top instanceof Step.SuccubusChoice) {
      return a instanceof DgAction.FightSuccubus || a instanceof DgAction.Surrender;
    }
    if (top instanceof Step.RapidsChoice) {
      return a instanceof DgAction.Ride || a instanceof DgAction.Decline;
    }
    if (top instanceof Step.SereneVolunteer) {
      return a instanceof DgAction.SendBack || a instanceof DgAction.Decline;
    }
    if (top instanceof Step.DryadPick d) {
      return a instanceof DgAction.TakeVictoryCard c && t.victory.get(d.loser()).indexOf(c.card()) >= 0;
    }
    if (top instanceof Step.DamageReaction) {
      return a instanceof DgAction.Accept; // FightRules.LEGAL.damageReaction: always listed
    }
    if (top instanceof Step.TownWindow) {
      return a instanceof DgAction.EndTown; // TownRules.options: always listed (DG-R57)
    }
    return false;
  }

  /** MoveRules.draftSteps (DG-R22a/b): each step only while the giving side owns the thing. */
  private static boolean draft(Table t, Step.Draft d, DgAction a) {
    int g = d.drafter();
    int o = d.other();
    if (a instanceof DgAction.OfferGiveVictory x) {
      return owns(t.victory.get(g), x.card()) && !MoveRules.has(d.giveCards(), x.card());
    }
    if (a instanceof DgAction.OfferAskVictory x) {
      return owns(t.victory.get(o), x.card()) && !MoveRules.has(d.askCards(), x.card());
    }
    if (a instanceof DgAction.AbandonTrade) {
      return true;
    }
    if (a instanceof DgAction.Propose) {
      return !d.isEmpty() && MoveRules.withinItemLimit(t, d);
    }
    if (a instanceof DgAction.OfferGiveCoins x) {
      return coinStep(x.amount()) && d.giveCoins() + x.amount() <= t.coins[g];
    }
    if (a instanceof DgAction.OfferAskCoins x) {
      return coinStep(x.amount()) && d.askCoins() + x.amount() <= t.coins[o];
    }
    if (a instanceof DgAction.OfferGiveItem x) {
      Item it = carried(t, g, x.item());
      return it != null && !MoveRules.has(d.giveItems(), it);
    }
    if (a instanceof DgAction.OfferAskItem x) {
      Item it = carried(t, o, x.item());
      return it != null && !MoveRules.has(d.askItems(), it);
    }
    return false;
  }

  /** The coin steps of a draft (DG-R22a). */
  private static boolean coinStep(int c) {
    for (int step : MoveRules.COIN_STEPS) {
      if (c == step) {
        return true;
      }
    }
    return false;
  }

  private static boolean owns(Pile<String> pile, String card) {
    return card != null && pile.indexOf(card) >= 0;
  }

  /** The item numbered {@code number} that seat {@code p} carries, or null. */
  private static Item carried(Table t, int p, int number) {
    Pile<Item> its = t.items.get(p);
    for (int i = 0, k = its.size(); i < k; i++) {
      if (its.get(i).number() == number) {
        return its.get(i);
      }
    }
    return null;
  }

  /** FightRules.LEGAL.fight (DG-R37, DG-R42, DG-R46); casts are left to the list. */
  private static boolean fight(Table t, Step.Fight f, DgAction a) {
    int p = f.p();
    if (f.stage() == Step.FightStage.PRE) {
      if (a instanceof DgAction.Fight) {
        return true;
      }
      if (a instanceof DgAction.PayToll) {
        if (f.kind() != Step.FightKind.MONSTER || f.refights() != 0) {
          return false;
        }
        int toll = Cards.get(f.card()).toll();
        return toll > 0 && t.coins[p] >= toll;
      }
      return a instanceof DgAction.UseShyMask && t.carries(p, Kind.SHY_MASK);
    }
    if (f.stage() != Step.FightStage.REROLL) {
      return false;
    }
    if (a instanceof DgAction.Ready) {
      return true;
    }
    return a instanceof DgAction.Reroll r && reroll(t, p, f.dice(), f.smite(), f.used(), r);
  }

  /** PvpRules.pvpLegal (DG-R26, DG-R42): Ready in the pre-roll and reroll windows, Accept in the damage window. */
  private static boolean pvp(Table t, Step.Pvp v, DgAction a) {
    switch (v.stage()) {
      case PRE_X:
      case PRE_Y:
        return a instanceof DgAction.Ready;
      case REROLL_X:
        return a instanceof DgAction.Ready
            || a instanceof DgAction.Reroll r && reroll(t, v.x(), v.dx(), v.smiteX(), v.usedX(), r);
      case REROLL_Y:
        return a instanceof DgAction.Ready
            || a instanceof DgAction.Reroll r && reroll(t, v.y(), v.dy(), v.smiteY(), v.usedY(), r);
      case DMG_X:
      case DMG_Y:
        return a instanceof DgAction.Accept;
      default:
        return false;
    }
  }

  /**
   * FightRules.rerolls (DG-R42, DG-R68): a die of the roll, with an item of {@code p} that has a
   * use left this round (one per Dagger or Thirsty Sword, two per Unflinching Sword), unless smitten.
   */
  private static boolean reroll(Table t, int p, Vector<Integer> dice, boolean smite, Vector<Item> used,
      DgAction.Reroll r) {
    if (smite || r.die() < 0 || r.die() >= dice.size()) {
      return false;
    }
    Item it = carried(t, p, r.item());
    if (it == null) {
      return false;
    }
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
}
