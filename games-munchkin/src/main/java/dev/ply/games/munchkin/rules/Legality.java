package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Every legal action of the awaited player (MK-R100, MK-R104..R108), in a stable order. */
public final class Legality {
  private Legality() {}

  /** The seat awaited now, or −1 when the game is over. */
  public static int awaited(MunchkinState s) {
    if (s.over() || s.frames().isEmpty()) {
      return -1;
    }
    Frame f = s.frames().top().get();
    if (f instanceof Frame.Window w) {
      return s.seatOf(w.window().offeredTo());
    } else if (f instanceof Frame.SetupTurn st) {
      return st.seat();
    } else if (f instanceof Frame.TroubleOrLoot || f instanceof Frame.Charity) {
      return s.turn();
    } else if (f instanceof Frame.Offer o) {
      return o.answerer();
    } else if (f instanceof Frame.Choose c) {
      return c.chooser();
    }
    return -1;
  }

  public static Vector<MunchkinAction> legal(MunchkinState s, PlayerId player) {
    int seat = s.seatOf(player);
    if (seat < 0 || awaited(s) != seat) {
      return Vector.empty();
    }
    Frame f = s.frames().top().get();
    PlayerState me = s.seat(seat);
    Vector<MunchkinAction> out = Vector.empty();
    if (f instanceof Frame.SetupTurn) {
      out = out.append(new SetupDone(player));
      out = out.appendAll(putOnTable(s, seat, me.hand()));
    } else if (f instanceof Frame.Window w) {
      out = out.append(new Pass(player));
      out = out.appendAll(window(s, seat, w));
    } else if (f instanceof Frame.TroubleOrLoot) {
      for (String id : me.hand()) {
        if (Cards.exists(id) && Cards.card(id).isMonster()) {
          out = out.append(new LookForTrouble(player, id)); // MK-R44
        }
      }
      out = out.append(new LootTheRoom(player)); // MK-R45
      out = out.appendAll(interlude(s, seat, true));
    } else if (f instanceof Frame.Charity ch) {
      out = out.appendAll(charity(s, seat, ch));
      out = out.appendAll(interlude(s, seat, true));
    } else if (f instanceof Frame.Offer o) {
      out = o.ask() ? out.append(new AcceptHelp(player)).append(new DeclineHelp(player))
          : out.append(new AcceptOffer(player)).append(new DeclineOffer(player));
    } else if (f instanceof Frame.Choose c) {
      for (String opt : Choosing.options(s, c)) {
        out = out.append(new Choose(player, opt));
      }
    }
    return out.distinct();
  }

  private static Vector<MunchkinAction> window(MunchkinState s, int seat, Frame.Window w) {
    PlayerId me = s.seat(seat).id();
    PlayerState p = s.seat(seat);
    Vector<MunchkinAction> out = Vector.empty();
    switch (w.kind()) {
      case IW_START:
      case IW_END:
        return interlude(s, seat, seat == s.turn());
      case CW:
        return combat(s, seat);
      case CURSE_RESPONSE:
        for (String id : p.hand().appendAll(p.items())) {
          if (oneShot(id, Timing.CURSE_RESPONSE)) {
            out = out.append(new PlayWishingRing(me, id)); // MK-R87
          }
        }
        return out;
      case PREROLL:
        return anytime(s, seat);
      case GLUE:
        for (String id : p.hand().appendAll(p.items())) {
          if (oneShot(id, Timing.GLUE)) {
            out = out.append(new PlayFlaskOfGlue(me, id)); // MK-R76
          }
        }
        return out;
      case FAIL: {
        Frame.AfterFail af = afterFail(s);
        if (af != null && af.runner() == seat && !af.glued() && !autoCatcher(s, af.monster())) {
          for (String id : p.hand().appendAll(p.items())) {
            if (oneShot(id, Timing.FAIL_ESCAPE)) {
              out = out.append(new PlayInvisibility(me, id)); // §6.6 T47, MK-R74, MK-R76
            }
          }
        }
        return out;
      }
      default:
        return out;
    }
  }

  static Frame.AfterFail afterFail(MunchkinState s) {
    return s.frames().size() > 1 && s.frames().items().get(1) instanceof Frame.AfterFail a ? a : null;
  }

  static boolean autoCatcher(MunchkinState s, int monster) {
    return Cards.card(s.combat().get().monsters().get(monster).card()).runEffect(Effect.AutoCatch.class).isDefined();
  }

  static boolean oneShot(String id, Timing timing) {
    return Cards.exists(id) && Cards.card(id).timing().contains(timing);
  }

  /** Cards any living player with priority may play in IW, CW and PREROLL (MK-R85, MK-R90, MK-R91). */
  private static Vector<MunchkinAction> anytime(MunchkinState s, int seat) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    Vector<MunchkinAction> out = Vector.empty();
    for (String id : p.hand()) {
      if (!Cards.exists(id)) {
        continue;
      }
      Card c = Cards.card(id);
      if (c.kind() == Kind.CURSE) {
        for (PlayerState q : s.seats()) {
          if (q.alive()) {
            out = out.append(new PlayCurse(me, id, q.id()));
          }
        }
      } else if (c.kind() == Kind.GO_UP_A_LEVEL) {
        for (PlayerState q : s.seats()) {
          if (q.alive() && q.level() <= 8 && goUpConditions(s, c, q)) {
            out = out.append(new PlayGoUpLevel(me, id, q.id()));
          }
        }
      } else if (c.kind() == Kind.STEAL_A_LEVEL && p.level() <= 8) {
        for (PlayerState q : s.seats()) {
          if (q.alive() && q != p && q.level() >= 2) {
            out = out.append(new PlayStealALevel(me, id, q.id()));
          }
        }
      }
    }
    return out;
  }

  private static boolean goUpConditions(MunchkinState s, Card c, PlayerState target) {
    for (Effect e : c.effects()) {
      if (e instanceof Effect.PlayCondition pc) {
        Cond cond = pc.cond();
        if (cond.kind() == Cond.Kind.AFTER_COMBAT) {
          Frame top = s.frames().top().get();
          if (!(top instanceof Frame.Window w && w.kind() == WindowKind.IW_END && s.combatThisTurn())) {
            return false;
          }
        } else if (!Conditions.holds(s, cond, s.seatOf(target.id()), 0, false)) {
          return false;
        }
        if (cond.kind() == Cond.Kind.HIRELING_IN_PLAY) {
          return false; // Kill the Hireling: not yet implemented (coverage table)
        }
      }
    }
    return true;
  }

  /** MK-R105: Interlude actions; {@code turnPlayer} adds the turn player's own list. */
  static Vector<MunchkinAction> interlude(MunchkinState s, int seat, boolean turnPlayer) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    Vector<MunchkinAction> out = anytime(s, seat);
    for (String id : p.items()) {
      if (s.toggled().contains(id)) {
        continue;
      }
      if (p.equipped().contains(id)) {
        out = out.append(new Unequip(me, id));
      } else if (Items.canEquip(p, id)) {
        out = out.append(new Equip(me, id));
      }
    }
    for (String id : p.races()) {
      out = out.append(new DiscardRace(me, id));
    }
    for (String id : p.classes()) {
      out = out.append(new DiscardClass(me, id));
    }
    out = out.appendAll(putOnTable(s, seat, turnPlayer ? p.hand() : p.fresh()));
    if (turnPlayer) {
      for (String id : p.hand().appendAll(p.items())) {
        if (Cards.exists(id) && Cards.card(id).isItem() && !s.sale().contains(id)) {
          out = out.append(new AddToSale(me, id));
        }
      }
      if (saleLevels(s, seat) >= 1 && p.level() + saleLevels(s, seat) <= 9) {
        out = out.append(new ConfirmSale(me));
      }
    }
    return out;
  }

  /** MK-R38: the value of the basket, the most valuable item doubled once per turn for a Halfling. */
  public static int saleValue(MunchkinState s, int seat) {
    int total = 0;
    int best = 0;
    for (String id : s.sale()) {
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

  /** Race, Class and Item cards from {@code cards} that may go on the table now (MK-R21, R22, R31). */
  private static Vector<MunchkinAction> putOnTable(MunchkinState s, int seat, Vector<String> cards) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    Vector<MunchkinAction> out = Vector.empty();
    for (String id : cards) {
      if (!Cards.exists(id) || !p.hand().contains(id)) {
        continue;
      }
      Card c = Cards.card(id);
      if (c.kind() == Kind.RACE && !p.hasRace(c.race().get())) {
        out = out.append(new PlayRace(me, id));
      } else if (c.kind() == Kind.CLASS && !p.hasClass(c.cls().get())) {
        out = out.append(new PlayClass(me, id));
      } else if (c.isItem() && Items.mayEnterPlay(p, c)) {
        out = out.append(new PlayItem(me, id, false));
        if (c.kind() == Kind.ITEM && Items.usable(p, c) && Items.slotFree(p, c)) {
          out = out.append(new PlayItem(me, id, true));
        }
      }
    }
    return out;
  }

  /** MK-R47. */
  private static Vector<MunchkinAction> charity(MunchkinState s, int seat, Frame.Charity ch) {
    PlayerState p = s.seat(seat);
    int low = 10;
    for (PlayerState q : s.seats()) {
      if (q.alive()) {
        low = Math.min(low, q.level());
      }
    }
    Vector<MunchkinAction> out = Vector.empty();
    if (p.level() == low) {
      for (String id : p.hand()) {
        out = out.append(new DiscardCharity(p.id(), id));
      }
      return out;
    }
    int fewest = Integer.MAX_VALUE;
    for (int i = 0; i < s.size(); i++) {
      if (i != seat && s.seat(i).alive() && s.seat(i).level() == low) {
        fewest = Math.min(fewest, ch.given().get(i));
      }
    }
    for (String id : p.hand()) {
      for (int i = 0; i < s.size(); i++) {
        if (i != seat && s.seat(i).alive() && s.seat(i).level() == low && ch.given().get(i) == fewest) {
          out = out.append(new GiveCharity(p.id(), id, s.seat(i).id()));
        }
      }
    }
    return out;
  }

  /** MK-R106: combat actions. */
  private static Vector<MunchkinAction> combat(MunchkinState s, int seat) {
    Combat c = s.combat().get();
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    Vector<MunchkinAction> out = anytime(s, seat);
    for (String id : p.hand().appendAll(p.items())) {
      if (!Cards.exists(id)) {
        continue;
      }
      Card card = Cards.card(id);
      boolean inHand = p.hand().contains(id);
      if (inHand && card.kind() == Kind.ENHANCER) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active()) {
            out = out.append(new PlayEnhancer(me, id, i)); // MK-R62
          }
        }
      } else if (inHand && card.kind() == Kind.WANDERING_MONSTER) {
        for (String m : p.hand()) {
          if (Cards.exists(m) && Cards.card(m).isMonster()) {
            out = out.append(new PlayWanderingMonster(me, id, m)); // MK-R64
          }
        }
      } else if (card.timing().contains(Timing.COMBAT) && card.effect(Effect.SideBonus.class).isDefined()
          && card.effect(Effect.StandingRule.class).isEmpty()) {
        out = out.append(new PlayCombatItem(me, id, true)).append(new PlayCombatItem(me, id, false));
      }
    }
    if (c.isCombatant(seat) && p.hasClass(CharClass.WARRIOR) && c.berserks().get(seat) < 3) {
      for (String id : p.hand()) {
        out = out.append(new Berserk(me, id)); // MK-R25, MK-R29 (hand cards)
      }
    }
    boolean helpAllowed = c.helper().isEmpty() && !Strength.rule(c, FightFlag.NO_HELP);
    if (helpAllowed) {
      int tNow = treasureNow(s);
      Vector<Option<String>> items = Vector.<Option<String>>of(Option.none())
          .appendAll(s.seat(c.fighter()).items().map(Option::of));
      if (seat == c.fighter()) {
        for (int i = 0; i < s.size(); i++) {
          if (i != seat && s.seat(i).alive() && c.asks().get(i) < 2) {
            for (Option<String> item : items) {
              for (int k = 0; k <= tNow; k++) {
                out = out.append(new AskForHelp(me, s.seat(i).id(), item, k, false));
                if (k > 0) {
                  out = out.append(new AskForHelp(me, s.seat(i).id(), item, k, true));
                }
              }
            }
          }
        }
      } else if (c.offers().get(seat) < 2) {
        for (Option<String> item : items) {
          for (int k = 0; k <= tNow; k++) {
            out = out.append(new OfferHelp(me, item, k, false));
            if (k > 0) {
              out = out.append(new OfferHelp(me, item, k, true));
            }
          }
        }
      }
    }
    if (seat == s.turn() && c.isCombatant(seat)) {
      for (String id : p.hand()) {
        Card card = Cards.exists(id) ? Cards.card(id) : null;
        if (card != null && card.kind() == Kind.RACE && !p.hasRace(card.race().get())) {
          out = out.append(new PlayRace(me, id)); // §10 #31
        } else if (card != null && card.kind() == Kind.CLASS && !p.hasClass(card.cls().get())) {
          out = out.append(new PlayClass(me, id));
        }
      }
    }
    return out;
  }

  /** MK-R53: T_now, the treasure of every entry that is not REMOVED. */
  static int treasureNow(MunchkinState s) {
    int t = 0;
    for (var m : s.combat().get().monsters()) {
      if (m.state() != dev.ply.games.munchkin.content.MonsterState.REMOVED) {
        t += Strength.treasures(s, m);
      }
    }
    return t;
  }
}
