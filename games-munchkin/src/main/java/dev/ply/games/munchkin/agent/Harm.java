package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.LevelValue;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * What an effect (a monster's Bad Stuff, §6.1; a curse, §6.3) would cost its victim, in the
 * points of {@link Worth}: levels lost (MK-R4: never below 1), items and cards lost, death
 * (MK-R81). A part that would hit nothing costs nothing (MK-R80, MK-R86), so a curse on a player
 * without armour is worth nothing to play.
 */
final class Harm {
  private Harm() {}

  static double of(MunchkinState s, PlayerState p, Vector<Effect> effects) {
    double sum = 0;
    for (Effect e : effects) {
      sum += one(s, p, e);
    }
    return sum;
  }

  private static double levels(PlayerState p, double n) {
    return Worth.LEVEL * Math.min(n, p.level() - 1);
  }

  private static double one(MunchkinState s, PlayerState p, Effect e) {
    if (e instanceof Effect.LoseLevels l) {
      return levels(p, l.n());
    } else if (e instanceof Effect.LoseRolledLevels) {
      return levels(p, 4.5); // after a roll of 3..6 (3,872 Orcs)
    } else if (e instanceof Effect.SetLevel v) {
      int to = 1;
      if (v.value() == LevelValue.LOWEST_ALL) {
        to = s.seats().map(PlayerState::level).min().getOrElse(1);
      }
      return Worth.LEVEL * Math.max(0, p.level() - to);
    } else if (e instanceof Effect.Die) {
      return Worth.everything(p);
    } else if (e instanceof Effect.DiscardEquipped d) {
      return best(p, x -> p.equipped().contains(x) && Cards.card(x).slot() == d.slot());
    } else if (e instanceof Effect.DiscardItems d) {
      java.util.function.Predicate<String> hit;
      switch (d.filter()) {
        case BIG: hit = x -> Cards.card(x).big(); break;
        case SMALL: hit = x -> !Cards.card(x).big(); break;
        case ARMOR_OR_BELOW_WAIST_EQUIPPED: hit = x -> p.equipped().contains(x)
            && (Cards.card(x).slot() == Slot.ARMOR || Cards.card(x).has(ItemFlag.BELOW_WAIST)); break;
        case BEST_BONUS_EQUIPPED: hit = p.equipped()::contains; break;
        default: hit = x -> true;
      }
      if (d.all()) {
        double sum = 0;
        for (String x : p.items()) {
          sum += hit.test(x) ? Worth.card(p, x) : 0;
        }
        return sum;
      }
      // the victim picks (MK-R86) the cheapest, except the best-bonus curse, which picks for them
      return d.filter() == dev.ply.games.munchkin.content.ItemFilter.BEST_BONUS_EQUIPPED ? best(p, hit) : least(p, hit);
    } else if (e instanceof Effect.DiscardHand) {
      double sum = 0;
      for (String x : p.hand()) {
        sum += Worth.card(p, x);
      }
      return sum;
    } else if (e instanceof Effect.DiscardRaces) {
      return p.races().isEmpty() ? 0 : 8;
    } else if (e instanceof Effect.DiscardClasses || e instanceof Effect.DiscardClassCard) {
      return p.classes().isEmpty() ? 0 : 8;
    } else if (e instanceof Effect.If f) {
      return cond(s, p, f);
    } else if (e instanceof Effect.Choice c) {
      double a = !c.firstNeedsHand() || !p.hand().isEmpty() ? of(s, p, c.first()) : Double.MAX_VALUE;
      return Math.min(a, of(s, p, c.second()));
    } else if (e instanceof Effect.OthersTake || e instanceof Effect.LoseMixed || e instanceof Effect.PayItems
        || e instanceof Effect.DiscardItemsByNeighbours) {
      return p.hand().isEmpty() && p.items().isEmpty() ? 0 : 7;
    } else if (e instanceof Effect.AddStatus a) {
      return a.status() == Status.CHICKEN ? 4 : 5; // −1 to every roll; −5 or armour only in the next fight
    } else if (e instanceof Effect.ReplaceFromDiscard) {
      return 2;
    } else if (e instanceof Effect.EachOtherPlayer) {
      return 0; // Income Tax: the others pay
    }
    return 0;
  }

  private static double cond(MunchkinState s, PlayerState p, Effect.If f) {
    double then = of(s, p, f.then());
    double otherwise = of(s, p, f.otherwise());
    switch (f.cond().kind()) {
      case HAS_CLASS: return p.classes().isEmpty() ? otherwise : then;
      case NO_CLASS: return p.classes().isEmpty() ? then : otherwise;
      case HAS_WIZARD: return p.hasClass(CharClass.WIZARD) ? then : otherwise;
      case FULL_ELF: return p.isFull(Race.ELF) ? then : otherwise;
      case ROLL_AT_MOST: return (f.cond().n() * then + (6 - f.cond().n()) * otherwise) / 6;
      case NOTHING_DISCARDED: return p.items().isEmpty() ? then : otherwise;
      default: return (then + otherwise) / 2;
    }
  }

  private static double best(PlayerState p, java.util.function.Predicate<String> hit) {
    double m = 0;
    for (String x : p.items()) {
      if (hit.test(x)) {
        m = Math.max(m, Worth.card(p, x));
      }
    }
    return m;
  }

  private static double least(PlayerState p, java.util.function.Predicate<String> hit) {
    double m = Double.MAX_VALUE;
    for (String x : p.items()) {
      if (hit.test(x)) {
        m = Math.min(m, Worth.card(p, x));
      }
    }
    return m == Double.MAX_VALUE ? 0 : m;
  }

  /** What the curse {@code id} would cost {@code p} now (§6.3). */
  static double curse(MunchkinState s, PlayerState p, String id) {
    Card c = Cards.card(id);
    if (c.kind() != Kind.CURSE) {
      return 0;
    }
    for (Effect e : c.effects()) {
      if (e instanceof Effect.If f && f.cond().kind() == dev.ply.games.munchkin.content.Cond.Kind.NOTHING_DISCARDED) {
        return p.items().isEmpty() ? 0 : least(p, x -> true) + 3; // Income Tax: their item, and the others pay too
      }
    }
    return of(s, p, c.effects());
  }
}
