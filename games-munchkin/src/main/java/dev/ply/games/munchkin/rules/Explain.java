package dev.ply.games.munchkin.rules;

import dev.ply.core.Rejection;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.MunchkinState;

/** Why an action that {@code legalActions} does not list is refused: a stable code, the rule, a sentence. */
final class Explain {
  private Explain() {}

  static Rejection why(MunchkinState s, MunchkinAction a) {
    int me = s.seatOf(a.actor());
    String card = cardOf(a);
    if (card != null && !Cards.exists(card)) {
      return Rejection.of(Rejection.MALFORMED_ACTION, "MK-R10", "there is no card " + card);
    }
    if (card != null && !s.seat(me).hand().contains(card) && !s.seat(me).items().contains(card)) {
      return Rejection.of("NOT_YOUR_CARD", "MK-R10", Cards.card(card).name() + " is not in your hand or play area");
    }
    if (a instanceof PlayGoUpLevel || a instanceof PlayStealALevel || a instanceof ConfirmSale) {
      return Rejection.of("NO_LEVEL_TEN", "MK-R4", "a level can reach 10 only by killing a monster");
    }
    if (a instanceof AskForHelp || a instanceof OfferHelp) {
      return Rejection.of("NO_HELP", "MK-R53", "help cannot be asked or offered on these terms now");
    }
    if (a instanceof PlayItem || a instanceof Equip) {
      return Rejection.of("CANNOT_EQUIP", "MK-R32", "that item cannot be played or equipped now");
    }
    if (a instanceof GiveCharity || a instanceof DiscardCharity) {
      return Rejection.of("CHARITY", "MK-R47", "charity goes to the lowest-level players, as evenly as possible");
    }
    return Rejection.of(Rejection.ILLEGAL_ACTION, "MK-R104", "that action is not allowed in this window");
  }

  private static String cardOf(MunchkinAction a) {
    if (a instanceof PlayRace x) return x.card();
    if (a instanceof PlayClass x) return x.card();
    if (a instanceof PlayItem x) return x.card();
    if (a instanceof PlayCurse x) return x.card();
    if (a instanceof PlayGoUpLevel x) return x.card();
    if (a instanceof PlayStealALevel x) return x.card();
    if (a instanceof PlayEnhancer x) return x.card();
    if (a instanceof PlayCombatItem x) return x.card();
    if (a instanceof AddToSale x) return x.card();
    if (a instanceof GiveCharity x) return x.card();
    if (a instanceof DiscardCharity x) return x.card();
    return null;
  }
}
