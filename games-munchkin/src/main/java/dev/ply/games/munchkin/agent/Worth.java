package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.PlayerState;

/**
 * What cards are worth to a player, in points where one level is {@link #LEVEL} (MK-R3: levels
 * win). An item is worth its gold (1,000 gold sells for a level, MK-R38) plus what its bonus adds
 * to fights (MK-R51) if its owner may use it (MK-R32); a Race or Class in play is worth more than
 * any fodder, so the bot never throws one away for a +1 (MK-R20, MK-R29).
 */
final class Worth {
  static final double LEVEL = 10;

  private Worth() {}

  /** MK-R32: whether {@code p} satisfies the item's restriction (a cheated item always, MK-R35). */
  static boolean usable(PlayerState p, Card item) {
    return dev.ply.games.munchkin.rules.Items.usable(p, item); // the rules' own test, not a copy
  }


  /** An equipped item's bonus for {@code p} (Horny Helmet +2 more for an Elf); 0 if unusable. */
  static int bonus(PlayerState p, Card item) {
    if (!usable(p, item)) {
      return 0;
    }
    int b = item.bonus();
    for (Effect e : item.effects()) {
      if (e instanceof Effect.TraitBonus t && Power.has(p, t.trait())) {
        b += t.n();
      }
    }
    return b;
  }

  /** Whether {@code p} holds (hand or table) a one-shot of this timing. */
  static boolean holds(PlayerState p, Timing timing) {
    return first(p, timing) != null;
  }

  static String first(PlayerState p, Timing timing) {
    for (String id : p.hand().appendAll(p.items())) {
      if (Cards.exists(id) && Cards.card(id).timing().contains(timing)) {
        return id;
      }
    }
    return null;
  }

  /** The combat bonus of a one-shot (SIDE_BONUS), 0 for the others. */
  static int sideBonus(Card c) {
    return c.effect(Effect.SideBonus.class).map(Effect.SideBonus::n).getOrElse(0);
  }

  /** What an item adds to {@code p}'s fights and runs while equipped. */
  static double use(PlayerState p, Card item) {
    if (item.kind() != Kind.ITEM || !usable(p, item)) {
      return 0;
    }
    return bonus(p, item) + 0.4 * item.effect(Effect.RunMod.class).map(Effect.RunMod::n).getOrElse(0);
  }

  /** What losing the card {@code id} (in hand or in play) would cost {@code p}. */
  static double card(PlayerState p, String id) {
    if (!Cards.exists(id)) {
      return 3; // hidden
    }
    if (p.races().contains(id) || p.classes().contains(id)) {
      return 15;
    }
    if (p.halfBreed().contains(id) || p.superMunchkin().contains(id)) {
      return 12;
    }
    Card c = Cards.card(id);
    switch (c.kind()) {
      case ITEM: return c.value() / 100.0 + 3 * use(p, c);
      case ONE_SHOT: return c.value() / 100.0 + 1.5 * sideBonus(c) + (sideBonus(c) == 0 ? 4 : 0);
      case GO_UP_A_LEVEL:
      case STEAL_A_LEVEL: return p.level() >= 9 ? 1 : 9;
      case HIRELING: return 6;
      case RACE: return p.races().isEmpty() ? 5 : 2;
      case CLASS: return p.classes().isEmpty() ? 5 : 2;
      case MONSTER: return 2;
      case DIVINE_INTERVENTION: return 1;
      case OUT_TO_LUNCH:
      case CHEAT: return 4;
      default: return 3;
    }
  }

  /** Hand plus items: what dying would cost (MK-R81: they go to the looters), plus a little for the lost tempo. */
  static double everything(PlayerState p) {
    double sum = 8;
    for (String id : p.hand()) {
      sum += card(p, id);
    }
    for (String id : p.items()) {
      sum += card(p, id);
    }
    return sum;
  }

  /** The slot group of an item for the loadout (the two hands are one group). */
  static int group(Slot slot) {
    switch (slot) {
      case HEADGEAR: return 0;
      case ARMOR: return 1;
      case FOOTGEAR: return 2;
      case ONE_HAND:
      case TWO_HANDS: return 3;
      default: return 4;
    }
  }
}
