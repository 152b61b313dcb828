package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.WindowKind;

/**
 * MK-R103, the opt-in {@code autoPass} option: a seat with nothing to play but Pass is passed
 * silently. It leaks (skipping someone tells the table they hold nothing usable), so it is off by
 * default and meant for fast simulations only.
 */
final class AutoPass {
  private AutoPass() {}

  static boolean skips(MunchkinState s, Frame.Window w, int seat) {
    if (w.kind().interlude() && seat == s.turn()) {
      return false;
    }
    if (w.kind() == WindowKind.CW && s.combat().isDefined() && s.combat().get().isCombatant(seat)) {
      return false;
    }
    for (MunchkinAction a : Legality.legal(s, s.seat(seat).id())) {
      if (!(a instanceof MunchkinAction.Pass) && !(a instanceof MunchkinAction.Equip)
          && !(a instanceof MunchkinAction.Unequip) && !(a instanceof MunchkinAction.AddToSale)
          && !(a instanceof MunchkinAction.ConfirmSale) && !(a instanceof MunchkinAction.DiscardRace)
          && !(a instanceof MunchkinAction.DiscardClass)) {
        return false;
      }
    }
    return true;
  }
}
