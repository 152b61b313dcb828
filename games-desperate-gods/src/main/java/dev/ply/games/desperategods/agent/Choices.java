package dev.ply.games.desperategods.agent;

import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.control.Option;

/**
 * The choices raised by squares, cards, trades and the Town (§4.5): give up the least, take the
 * most, never pay hit points or victory cards for nothing.
 */
final class Choices {
  private Choices() {}

  static double score(Sight sight, PlayerState me, int seat, DgAction a) {
    DgState s = sight.s;
    Step top = s.stack().isEmpty() ? null : s.stack().head();
    if (a instanceof DgAction.Pass || a instanceof DgAction.AbandonTrade || a instanceof DgAction.DeclineNew) {
      return 0;
    }
    if (a instanceof DgAction.Decline) {
      return 0;
    }
    if (a instanceof DgAction.StartTrade || a instanceof DgAction.Propose || a instanceof DgAction.OfferGiveItem
        || a instanceof DgAction.OfferGiveCoins || a instanceof DgAction.OfferGiveVictory
        || a instanceof DgAction.OfferAskItem || a instanceof DgAction.OfferAskCoins
        || a instanceof DgAction.OfferAskVictory) {
      return -1; // it never opens a trade: a random rival accepts at random, a good one never gives value away
    }
    if (a instanceof DgAction.FightSuccubus) {
      return 1; // a lost Succubus fight costs no HP (DG-R222); surrender is death
    }
    if (a instanceof DgAction.Surrender || a instanceof DgAction.Interrogate) {
      return -2; // Interrogation turns skulls, which win, into coins, which only break ties (DG-R130)
    }
    if (a instanceof DgAction.SwampTakeDamage) {
      return me.hp() >= 2 ? 0.5 : -2; // at 1 HP the damage kills (DG-R106)
    }
    if (a instanceof DgAction.SwampTryDoubles) {
      return 0;
    }
    if (a instanceof DgAction.Ride) {
      return me.hp() == 3 ? -0.1 : -2; // 1 damage for a random ride; never the last HP (DG-R101)
    }
    if (a instanceof DgAction.Pay) {
      return Worth.town(s, me) - Worth.COIN - 0.3;
    }
    if (a instanceof DgAction.SendBack) {
      return me.hp() >= 2 ? 1 : -2; // 8 skulls denied to a rival for 1 HP (DG-R223)
    }
    if (a instanceof DgAction.UseSphere) {
      Step.BreakReaction b = top instanceof Step.BreakReaction ? (Step.BreakReaction) top : null;
      return b != null && Worth.item(b.item()) >= 1.0 ? 0.5 : -0.5;
    }
    if (a instanceof DgAction.Sacrifice) {
      return -Worth.item(Item.numbered(((DgAction.Sacrifice) a).item()));
    }
    if (a instanceof DgAction.TakeThreeDamage) {
      return -Worth.hurt(me, 3) - 1;
    }
    if (a instanceof DgAction.GiveUpItem) {
      return -Worth.item(Item.numbered(((DgAction.GiveUpItem) a).item()));
    }
    if (a instanceof DgAction.DiscardItem) {
      return -Worth.item(Item.numbered(((DgAction.DiscardItem) a).item()));
    }
    if (a instanceof DgAction.KeepDiscarding) {
      Step.GainCapacity g = top instanceof Step.GainCapacity ? (Step.GainCapacity) top : null;
      double incoming = g == null ? 0 : Worth.item(g.item());
      return incoming - Worth.item(Item.numbered(((DgAction.KeepDiscarding) a).item())) - 0.2;
    }
    if (a instanceof DgAction.ReturnVictoryCard) {
      return -Cards.get(((DgAction.ReturnVictoryCard) a).card()).skulls();
    }
    if (a instanceof DgAction.TakeVictoryCard) {
      return Cards.get(((DgAction.TakeVictoryCard) a).card()).skulls();
    }
    if (a instanceof DgAction.PickCard) {
      return pick(s, seat, top, ((DgAction.PickCard) a).index());
    }
    if (a instanceof DgAction.ChooseMirrorTarget) {
      PlayerState o = s.player(seatOf(s, ((DgAction.ChooseMirrorTarget) a).target()));
      return Worth.land(sight, me, o.square()) * 0.3 + (me.hp() >= 2 ? depth(o.square()) : -depth(o.square())) * 0.1;
    }
    if (a instanceof DgAction.ChooseCemeteryTarget) {
      DgAction.ChooseCemeteryTarget c = (DgAction.ChooseCemeteryTarget) a;
      EncounterCard card = Cards.get(c.card());
      return Odds.win(me, card.target()) * card.skulls();
    }
    if (a instanceof DgAction.ChooseWandererTarget) {
      PlayerState o = s.player(seatOf(s, ((DgAction.ChooseWandererTarget) a).target()));
      return Odds.duel(me, o) * (1 + Worth.COIN * o.coins());
    }
    return Town.score(s, me, a);
  }

  private static double depth(int sq) {
    return sq < 8 || sq > 22 && sq < 28 ? 0 : sq < 28 ? 1 : sq < 40 ? 2 : 3;
  }

  static int seatOf(DgState s, dev.ply.core.PlayerId id) {
    for (int i = 0; i < s.players().size(); i++) {
      if (s.player(i).id().equals(id)) {
        return i;
      }
    }
    return 0;
  }

  /** Picking a card or a Town item: the best for ourselves, the worst when we pick for a rival (DG-R94). */
  private static double pick(DgState s, int seat, Step top, int index) {
    if (top instanceof Step.PickCard) {
      Step.PickCard p = (Step.PickCard) top;
      if (index >= p.cards().size()) {
        return -9;
      }
      double v = Worth.card(s, s.player(p.p()), p.cards().get(index));
      return p.p() == seat ? v : -v;
    }
    if (top instanceof Step.JunkPick) {
      Step.JunkPick j = (Step.JunkPick) top;
      if (index >= j.items().size()) {
        return -9;
      }
      double v = Worth.item(j.items().get(index));
      return j.p() == seat ? v : -v;
    }
    return 0;
  }

  static Option<Item> slot(DgState s, int slot) {
    return slot >= 1 && slot <= s.store().size() ? s.store().get(slot - 1) : Option.none();
  }
}
