package dev.ply.games.munchkin.rules;

import static dev.ply.games.munchkin.rules.Zones.*;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * MK-R105, Interlude actions (the IW_START and IW_END windows and the turn-step frames TL and
 * CHARITY), with the cards any living player with priority may play in every window (MK-R104)
 * and the cards put on the table (MK-R21..R24, R31, R35, R36).
 */
final class Interlude {
  private Interlude() {}

  /** Cards any living player with priority may play in IW, CW and PREROLL (MK-R20, R85, R90, R91, R92). */
  static ActionList anytime(MunchkinState s, int seat) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = new ActionList();
    Vector<String> hand = p.hand();
    Vector<String> items = p.items();
    int inHandCount = hand.size();
    // Hand cards, then in-play items (ownedAt's order), by index: no concatenated copy, no iterator.
    for (int k = 0, n = inHandCount + items.size(); k < n; k++) {
      boolean inHand = k < inHandCount;
      String id = inHand ? hand.get(k) : items.get(k - inHandCount);
      int index = Cards.index(id);
      if (index < 0) {
        continue;
      }
      Card c = Cards.at(index);
      if (inHand && c.kind() == Kind.CURSE) {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          if (q.alive()) {
            out = out.append(new PlayCurse(me, id, q.id()));
          }
        }
      } else if (inHand && c.kind() == Kind.GO_UP_A_LEVEL) {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          if (q.alive() && q.level() <= 8 && goUpConditions(s, c, q)) {
            out = out.append(new PlayGoUpLevel(me, id, q.id()));
          }
        }
      } else if (inHand && c.kind() == Kind.STEAL_A_LEVEL && p.level() <= 8) {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          if (q.alive() && q != p && q.level() >= 2) {
            out = out.append(new PlayStealALevel(me, id, q.id()));
          }
        }
      } else if (c.effect(Effect.TakeFromDiscard.class).isDefined()) {
        for (String d : s.doorDiscard().appendAll(s.treasureDiscard())) {
          out = out.append(new PlayWandOfDowsing(me, id, d)); // MK-R92
        }
      }
    }
    for (int idAt = 0; idAt < p.races().size(); idAt++) {
      String id = p.races().get(idAt);
      out = out.append(new DiscardRace(me, id));
    }
    for (int idAt = 0; idAt < p.classes().size(); idAt++) {
      String id = p.classes().get(idAt);
      out = out.append(new DiscardClass(me, id));
    }
    return out;
  }

  static boolean goUpConditions(MunchkinState s, Card c, PlayerState target) {
    for (int eAt = 0; eAt < c.effects().size(); eAt++) {
      Effect e = c.effects().get(eAt);
      if (e instanceof Effect.PlayCondition pc) {
        Cond cond = pc.cond();
        if (cond.kind() == Cond.Kind.AFTER_COMBAT) {
          Frame top = s.frames().items().head();
          if (!(top instanceof Frame.Window w && w.kind() == WindowKind.IW_END && s.combatThisTurn())) {
            return false;
          }
        } else if (!Conditions.holds(s, cond, s.seatOf(target.id()), 0, false)) {
          return false;
        }
      }
    }
    return true;
  }

  /** MK-R105: Interlude actions; {@code turnPlayer} adds the turn player's own list. */
  static ActionList options(MunchkinState s, int seat, boolean turnPlayer) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = anytime(s, seat);
    for (int idAt = 0; idAt < p.items().size(); idAt++) {
      String id = p.items().get(idAt);
      if (mayUnequip(s, p, id)) {
        out = out.append(new Unequip(me, id));
      } else if (mayEquip(s, p, id)) {
        out = out.append(new Equip(me, id));
      }
    }
    // MK-R87: a Wishing Ring ends a persistent curse (out of combat, §10 #34).
    for (int ringAt = 0; ringAt < ownedCount(p); ringAt++) {

      String ring = ownedAt(p, ringAt);
      if (oneShot(ring, Timing.CURSE_RESPONSE)) {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          for (int curseAt = 0; curseAt < q.curses().size(); curseAt++) {
            String curse = q.curses().get(curseAt);
            out = out.append(new PlayWishingRing(me, ring, curse));
          }
        }
      }
    }
    // MK-R27: theft.
    if (p.hasClass(CharClass.THIEF)) {
      for (int qAt = 0; qAt < s.seats().size(); qAt++) {
        PlayerState q = s.seats().get(qAt);
        if (q == p || !q.alive()) {
          continue;
        }
        for (int itemAt = 0; itemAt < q.items().size(); itemAt++) {
          String item = q.items().get(itemAt);
          if (!Cards.card(item).big()) {
            for (String f : fodder(p, CharClass.THIEF)) {
              out = out.append(new Steal(me, f, q.id(), item));
            }
          }
        }
      }
    }
    // MK-R37: trades, at most 3 proposals per window.
    if (mayPropose(s, seat)) {
      Option<String>[] gives = noneAnd(p.items());
      for (int qAt = 0; qAt < s.seats().size(); qAt++) {
        PlayerState q = s.seats().get(qAt);
        if (!partner(p, q)) {
          continue;
        }
        Option<String>[] takes = noneAnd(q.items());
        for (Option<String> give : gives) {
          for (Option<String> take : takes) {
            if (give.isDefined() || take.isDefined()) {
              out = out.append(new ProposeTrade(me, q.id(), give, take));
            }
          }
        }
      }
    }
    out = out.appendAll(putOnTable(s, seat, turnPlayer ? p.hand() : p.fresh(), true));
    if (turnPlayer) {
      for (int idAt = 0; idAt < ownedCount(p); idAt++) {

        String id = ownedAt(p, idAt);
        if (maySell(s, id)) {
          out = out.append(new AddToSale(me, id));
        }
      }
      if (!s.sale().isEmpty() && !s.saleCleared()) {
        out = out.append(new ClearSale(me));
      }
      if (saleLevels(s, seat) >= 1 && p.level() + saleLevels(s, seat) <= 9) {
        out = out.append(new ConfirmSale(me));
      }
    }
    return out;
  }

  /**
   * Whether {@code a}, by {@code seat} holding priority, is one of {@link #options}: an Equip, an
   * AddToSale or a ProposeTrade (most of the Interlude actions a game takes) tested directly by
   * the predicates the options loops call, anything else by the list.
   */
  static boolean allows(MunchkinState s, int seat, boolean turnPlayer, MunchkinAction a) {
    PlayerState p = s.seat(seat);
    if (a instanceof Equip e) {
      return e.item() != null && has(p.items(), e.item()) && !mayUnequip(s, p, e.item()) && mayEquip(s, p, e.item());
    }
    if (a instanceof AddToSale sale) {
      return turnPlayer && sale.card() != null && (has(p.hand(), sale.card()) || has(p.items(), sale.card()))
          && maySell(s, sale.card());
    }
    if (a instanceof ProposeTrade tr) {
      return proposable(s, seat, tr);
    }
    return options(s, seat, turnPlayer).contains(a);
  }

  /**
   * The Interlude actions only Interlude lists: equip toggles (MK-R32), trade proposals (MK-R37)
   * and the sale basket (MK-R38); any other card play through {@link CardPlays}.
   */
  static void play(Table t, int me, MunchkinAction a) {
    if (a instanceof Equip e) {
      t.put(me, t.p(me).withEquipped(t.p(me).equipped().append(e.item())));
      t.s = t.s.withToggled(t.s.toggled().append(e.item()));
      t.emit(new MunchkinEvent.Equipped(e.actor(), e.item(), true));
    } else if (a instanceof Unequip e) {
      t.put(me, t.p(me).withEquipped(t.p(me).equipped().remove(e.item())));
      t.s = t.s.withToggled(t.s.toggled().append(e.item()));
      t.emit(new MunchkinEvent.Equipped(e.actor(), e.item(), false));
    } else if (a instanceof ProposeTrade tr) {
      t.s = t.s.withProposals(t.s.proposals().update(me, t.s.proposals().get(me) + 1));
      t.push(new Frame.Trade(me, t.s.seatOf(tr.to()), tr.give(), tr.receive()));
    } else if (a instanceof AddToSale sale) {
      Selling.add(t, me, sale);
    } else if (a instanceof ClearSale) {
      Selling.clear(t);
    } else if (a instanceof ConfirmSale c) {
      Selling.confirm(t, me, c);
    } else {
      CardPlays.play(t, me, a);
    }
  }

  /** MK-R105: an item in play is toggled at most once per window or frame, never while a Cheat! is on it. */
  private static boolean toggleable(MunchkinState s, PlayerState p, String item) {
    return !has(s.toggled(), item) && !p.cheated(item);
  }

  private static boolean mayUnequip(MunchkinState s, PlayerState p, String item) {
    return toggleable(s, p, item) && has(p.equipped(), item);
  }

  private static boolean mayEquip(MunchkinState s, PlayerState p, String item) {
    return toggleable(s, p, item) && Items.canEquip(p, item);
  }

  /** MK-R38: an item card of the turn player's, not in the basket yet. */
  private static boolean maySell(MunchkinState s, String card) {
    return Cards.exists(card) && Cards.card(card).isItem() && !has(s.sale(), card);
  }

  /** MK-R37, MK-R105: at most 3 proposals per player per window or turn-step frame. */
  private static boolean mayPropose(MunchkinState s, int seat) {
    return s.proposals().get(seat) < 3;
  }

  /** MK-R37: a trade partner is another living player. */
  private static boolean partner(PlayerState p, PlayerState q) {
    return q != p && q.alive();
  }

  /**
   * MK-R37, as {@link #options} lists a proposal: {@link #mayPropose}, a {@link #partner}, each
   * side none or one of its owner's items ({@code noneAnd}), not both none.
   */
  private static boolean proposable(MunchkinState s, int seat, ProposeTrade tr) {
    if (!mayPropose(s, seat) || tr.give() == null || tr.receive() == null || tr.to() == null
        || (tr.give().isEmpty() && tr.receive().isEmpty())) {
      return false;
    }
    PlayerState p = s.seat(seat);
    for (int qAt = 0; qAt < s.seats().size(); qAt++) {
      PlayerState q = s.seats().get(qAt);
      if (q.id().equals(tr.to())) {
        return partner(p, q) && side(p, tr.give()) && side(q, tr.receive());
      }
    }
    return false;
  }

  /** One side of a trade: none, or one of the owner's items. */
  private static boolean side(PlayerState owner, Option<String> item) {
    return item.isEmpty() || has(owner.items(), item.get());
  }

  /** MK-R38: the value of the basket, the most valuable item doubled once per turn for a Halfling. */
  public static int saleValue(MunchkinState s, int seat) {
    int total = 0;
    int best = 0;
    for (int idAt = 0; idAt < s.sale().size(); idAt++) {
      String id = s.sale().get(idAt);
      int v = Cards.card(id).value();
      total += v;
      best = Math.max(best, v);
    }
    if (s.seat(seat).hasRace(Race.HALFLING) && !s.halflingUsed()) {
      total += best;
    }
    return total;
  }

  static int saleLevels(MunchkinState s, int seat) {
    return saleValue(s, seat) / 1000;
  }

  /**
   * Race, Class, Half-Breed, Super Munchkin, Item, Cheat! and Hireling cards from {@code cards}
   * that may go on the table now (MK-R21..R24, R31, R35, R36); {@code items} false in combat.
   */
  static ActionList putOnTable(MunchkinState s, int seat, Vector<String> cards, boolean items) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = new ActionList();
    for (String id : cards) {
      if (!Cards.exists(id) || !has(p.hand(), id)) {
        continue;
      }
      Card c = Cards.card(id);
      if (c.kind() == Kind.RACE && !p.hasRace(c.race().get())) {
        int limit = p.halfBreed().isDefined() ? 2 : 1;
        if (p.races().size() < limit) {
          out = out.append(new PlayRace(me, id, Option.none()));
        }
        if (!p.races().isEmpty()) {
          for (int oldAt = 0; oldAt < p.races().size(); oldAt++) {
            String old = p.races().get(oldAt);
            out = out.append(new PlayRace(me, id, Option.of(old)));
          }
        }
      } else if (c.kind() == Kind.CLASS && !p.hasClass(c.cls().get())) {
        int limit = p.superMunchkin().isDefined() ? 2 : 1;
        if (p.classes().size() < limit) {
          out = out.append(new PlayClass(me, id, Option.none()));
        }
        for (int oldAt = 0; oldAt < p.classes().size(); oldAt++) {
          String old = p.classes().get(oldAt);
          out = out.append(new PlayClass(me, id, Option.of(old)));
        }
      } else if (c.kind() == Kind.HALF_BREED && !p.races().isEmpty() && p.halfBreed().isEmpty()) {
        out = out.append(new PlayHalfBreed(me, id));
      } else if (c.kind() == Kind.SUPER_MUNCHKIN && p.classes().size() == 1 && p.superMunchkin().isEmpty()) {
        for (int otherAt = 0; otherAt < p.hand().size(); otherAt++) {
          String other = p.hand().get(otherAt);
          if (Cards.exists(other) && Cards.card(other).kind() == Kind.CLASS
              && !p.hasClass(Cards.card(other).cls().get())) {
            out = out.append(new PlaySuperMunchkin(me, id, other));
          }
        }
      } else if (items && c.isItem() && Items.mayEnterPlay(p, c)) {
        out = out.append(new PlayItem(me, id, false));
        if (c.kind() == Kind.ITEM && Items.usable(p, c) && Items.slotFree(p, c)) {
          out = out.append(new PlayItem(me, id, true));
        }
      } else if (items && c.kind() == Kind.CHEAT) {
        for (String item : p.hand().appendAll(p.items())) {
          if (Cards.exists(item) && Cards.card(item).kind() == Kind.ITEM && !p.cheated(item)) {
            out = out.append(new PlayCheat(me, id, item));
          }
        }
      } else if (items && c.kind() == Kind.HIRELING && p.hireling().isEmpty()) {
        out = out.append(new PlayHireling(me, id));
      }
    }
    return out;
  }
}
