package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.state.Frame;

/**
 * MK-R47 in practice: while Charity is open, a card put on the table or played from the hand
 * does not end it (only a card given or discarded is counted against the limit), so playing
 * cards there only makes the bot give away more. It plays from the hand only while the hand
 * stays over the limit, and sells only when a card is left in hand: a Charity frame whose hand
 * is emptied another way has no action left (noted in docs/agents.md).
 */
final class Charity {
  private Charity() {}

  static double guard(Seen v, MunchkinAction a, double score) {
    if (!(v.top instanceof Frame.Charity) || score <= 0
        || a instanceof GiveCharity || a instanceof DiscardCharity || a instanceof AddToSale) {
      return score;
    }
    int left = v.p.hand().size() - fromHand(v, a);
    if (a instanceof ConfirmSale) {
      return left >= 1 ? score : -50;
    }
    return fromHand(v, a) == 0 || left > v.p.handLimit() ? score : -50;
  }

  /** How many hand cards the action takes out of the hand. */
  static int fromHand(Seen v, MunchkinAction a) {
    if (a instanceof ConfirmSale) {
      return v.s.sale().count(v.p.hand()::contains);
    }
    String card = a instanceof PlayItem x ? x.card()
        : a instanceof PlayRace x ? x.card()
        : a instanceof PlayClass x ? x.card()
        : a instanceof PlayHalfBreed x ? x.card()
        : a instanceof PlayHireling x ? x.card()
        : a instanceof PlayCheat x ? x.card()
        : a instanceof PlayCurse x ? x.card()
        : a instanceof PlayGoUpLevel x ? x.card()
        : a instanceof PlayStealALevel x ? x.card()
        : a instanceof PlayWishingRing x ? x.card()
        : a instanceof Steal x ? x.card() : null;
    int n = card != null && v.p.hand().contains(card) ? 1 : 0;
    if (a instanceof PlaySuperMunchkin x) {
      n = 2;
    } else if (a instanceof PlayCheat x && v.p.hand().contains(x.item())) {
      n++;
    }
    return n;
  }
}
