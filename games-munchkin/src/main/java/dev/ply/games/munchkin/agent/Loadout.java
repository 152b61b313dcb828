package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The best items to wear (MK-R32): per slot the usable item that adds most to fights, the two
 * hands as one group (a two-handed item against the best pair of one-handed ones), every useful
 * no-slot item. Candidates are the items on the table and, when {@code fromHand}, the permanent
 * items in hand. Ties keep what is already worn, so the bot never swaps back and forth.
 */
final class Loadout {
  private Loadout() {}

  static Set<String> best(PlayerState p, boolean fromHand) {
    String[] top = new String[3];
    double[] topUse = new double[3];
    String two = null;
    double twoUse = 0;
    String hand1 = null;
    String hand2 = null;
    double use1 = 0;
    double use2 = 0;
    Set<String> out = HashSet.empty();
    for (String id : candidates(p, fromHand)) {
      Card c = Cards.card(id);
      double u = Worth.use(p, c) + (p.equipped().contains(id) ? 0.01 : 0);
      if (u <= 0.01 || p.cheated(id)) {
        continue; // cheated items are worn anyway and take no slot (MK-R35)
      }
      int g = Worth.group(c.slot());
      if (g < 3) {
        if (u > topUse[g]) {
          top[g] = id;
          topUse[g] = u;
        }
      } else if (c.slot() == Slot.TWO_HANDS) {
        if (u > twoUse) {
          two = id;
          twoUse = u;
        }
      } else if (c.slot() == Slot.ONE_HAND) {
        if (u > use1) {
          hand2 = hand1;
          use2 = use1;
          hand1 = id;
          use1 = u;
        } else if (u > use2) {
          hand2 = id;
          use2 = u;
        }
      } else {
        out = out.add(id);
      }
    }
    for (String id : top) {
      if (id != null) {
        out = out.add(id);
      }
    }
    if (two != null && twoUse > use1 + use2) {
      out = out.add(two);
    } else {
      if (hand1 != null) {
        out = out.add(hand1);
      }
      if (hand2 != null) {
        out = out.add(hand2);
      }
    }
    return out;
  }

  private static io.vavr.collection.Vector<String> candidates(PlayerState p, boolean fromHand) {
    io.vavr.collection.Vector<String> out = p.items();
    if (fromHand) {
      for (String id : p.hand()) {
        if (Cards.exists(id) && Cards.card(id).kind() == Kind.ITEM) {
          out = out.append(id);
        }
      }
    }
    return out;
  }

  /** How much wearing the best set would add to {@code p}'s strength over what is worn now. */
  static double gain(PlayerState p, boolean fromHand) {
    double now = 0;
    for (String id : p.equipped()) {
      now += Worth.use(p, Cards.card(id));
    }
    double then = 0;
    for (String id : best(p, fromHand)) {
      then += Worth.use(p, Cards.card(id));
    }
    return then - now;
  }
}
