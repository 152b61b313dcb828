package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.control.Option;

/**
 * Choices (MK-R108) and trades (MK-R37). Taking: the card worth most to the bot (looting, the
 * draft, a taken item). Losing: the card worth least (a discard, a payment, the Lawyers' trade-in).
 * Trades: only for at least equal worth, and a proposal only when the bot gains; never a gift.
 */
final class Picks {
  private Picks() {}

  static double score(Seen v, MunchkinAction a) {
    if (a instanceof AcceptTrade) {
      return v.top instanceof Frame.Trade t ? accept(v, t) : -1;
    } else if (a instanceof DeclineTrade) {
      return 0;
    } else if (a instanceof Choose ch) {
      return choose(v, ch.option());
    }
    return -1; // anything not scored: not better than passing
  }

  private static double worth(PlayerState p, Option<String> id) {
    return id.map(x -> Worth.card(p, x)).getOrElse(0.0);
  }

  /** MK-R37: the bot as the recipient; {@code give} comes to it, {@code receive} leaves it. */
  private static double accept(Seen v, Frame.Trade t) {
    double in = worth(v.p, t.give());
    double out = worth(v.p, t.receive());
    if (t.give().isEmpty() && t.receive().isDefined()) {
      return Table.NEVER; // never an item for nothing
    }
    return in >= out ? 1 + in - out : -1;
  }

  /**
   * MK-R37: a swap that gains the bot an item it would wear, for one it would not, and that the
   * other player gains by too; only at the start of its own turn and at most one proposal there,
   * so a player is not asked the same thing in every window of the game, and never one that player
   * has turned down while its items stayed where they were. Never a gift, given or
   * asked for. Every other proposal is one it
   * never makes: each stops another player to answer it, and one that player would refuse only
   * pesters the table (the default bot's check never tries it either, {@link MunchkinStrategy#ranking}).
   */
  static double propose(Seen v, ProposeTrade t) {
    boolean ownStart = v.top instanceof Frame.Window w && w.kind() == WindowKind.IW_START && v.s.turn() == v.me;
    if (t.give().isEmpty() || t.receive().isEmpty() || v.s.proposals().get(v.me) > 0 || !ownStart) {
      return Table.NEVER;
    }
    int to = v.seat(t.to());
    if (v.s.refusedTrades().contains(new Frame.Trade(v.me, to, t.give(), t.receive()))) {
      return Table.NEVER; // turned down already, and its items have not moved since: the answer would be the same
    }
    Card want = Cards.card(t.receive().get());
    double in = Worth.card(v.p, want.id());
    double out = Worth.card(v.p, t.give().get());
    boolean wear = want.kind() == dev.ply.games.munchkin.content.Kind.ITEM && Worth.use(v.p, want) > 0
        && !v.p.equipped().contains(t.give().get());
    return wear && theyGain(v.s.seat(to), t) && in > out + 3 && !v.leader(to) ? 5 + in - out : Table.NEVER;
  }

  /**
   * The other player gains by the swap as the bot itself would judge it in their place ({@link
   * #accept}), reckoned from what everyone sees of them (their race, class, sex and items): a
   * proposal they would turn down only stops them to answer.
   */
  private static boolean theyGain(PlayerState them, ProposeTrade t) {
    return worth(them, t.give()) >= worth(them, t.receive());
  }

  private static double choose(Seen v, String option) {
    if (v.top instanceof Frame.BigRecipient) {
      int seat = seatNamed(v, option);
      return seat >= 0 && v.leader(seat) ? -1 : 0; // MK-R33: not to the leader
    }
    if (!(v.top instanceof Frame.Choose c)) {
      return 0;
    }
    PlayerState subject = v.s.seat(c.subject());
    switch (c.purpose()) {
      case POST_ROLL: return Rolls.face(v, c, option);
      case NEXT_MONSTER: return 0;
      case LOOT_CORPSE:
      case DRAFT:
        return Cards.exists(option) ? Worth.card(v.p, option) : 0;
      case TAKE_ITEM:
        return option.equals("NONE") ? 0 : option.equals("HAND") ? 3 : Worth.card(v.p, option);
      case NEIGHBOUR_DISCARD:
        return Cards.exists(option) ? Worth.card(subject, option) : 0; // hurt them most
      case BRANCH: {
        Effect.Choice ch = (Effect.Choice) c.effect().get();
        return -Harm.of(v.s, v.p, option.equals("FIRST") ? ch.first() : ch.second());
      }
      case LOOT_THE_ROOM: return option.equals("LOOT") ? 1 : 0;
      case LAWYERS: return option.equals("NO") ? 1 : 0;
      case RESURRECTION:
      case RESURRECT_REWARD: return option.equals("DRAW") ? 1 : 0;
      default: // DISCARD_ITEM, PAY_ITEM, LOSE_MIXED, DISCARD_CLASS, TRADE_IN, GIVE_AWAY_BIG: lose the least
        return Cards.exists(option) ? -Worth.card(v.p, option) : -3;
    }
  }

  private static int seatNamed(Seen v, String name) {
    for (int i = 0; i < v.s.size(); i++) {
      if (v.s.seat(i).id().name().equals(name)) {
        return i;
      }
    }
    return -1;
  }
}
