package dev.ply.games.munchkin.rules;

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
    Frame f = s.frames().items().head();
    if (f instanceof Frame.Window w) {
      return w.seat();
    } else if (f instanceof Frame.SetupTurn st) {
      return st.seat();
    } else if (f instanceof Frame.TroubleOrLoot || f instanceof Frame.Charity) {
      return s.turn();
    } else if (f instanceof Frame.Offer o) {
      return o.answerer();
    } else if (f instanceof Frame.Trade tr) {
      return tr.recipient();
    } else if (f instanceof Frame.Choose c) {
      return c.chooser();
    } else if (f instanceof Frame.BigRecipient b) {
      return b.owner();
    }
    return -1;
  }

  public static Vector<MunchkinAction> legal(MunchkinState s, PlayerId player) {
    return list(s, player).vector();
  }

  /** Whether {@code a} is in {@link #legal}'s list for its actor: what {@code apply} accepts (MK-R100). */
  static boolean contains(MunchkinState s, MunchkinAction a) {
    return list(s, a.actor()).contains(a);
  }

  private static ActionList list(MunchkinState s, PlayerId player) {
    return compute(s, player);
  }

  private static ActionList compute(MunchkinState s, PlayerId player) {
    int seat = s.seatOf(player);
    if (seat < 0 || awaited(s) != seat) {
      return new ActionList().distinct();
    }
    Frame f = s.frames().items().head();
    PlayerState me = s.seat(seat);
    ActionList out = new ActionList();
    if (f instanceof Frame.SetupTurn) {
      out = out.append(new SetupDone(player)); // MK-R42
      out = out.appendAll(putOnTable(s, seat, me.hand(), true));
    } else if (f instanceof Frame.Window w) {
      out = out.append(new Pass(player));
      out = out.appendAll(window(s, seat, w));
    } else if (f instanceof Frame.TroubleOrLoot) {
      if (!s.combatThisTurn()) {
        for (int idAt = 0; idAt < me.hand().size(); idAt++) {
          String id = me.hand().get(idAt);
          if (Cards.exists(id) && Cards.card(id).isMonster()) {
            out = out.append(new LookForTrouble(player, id)); // MK-R44
          }
        }
        out = out.append(new LootTheRoom(player)); // MK-R45
      }
      out = out.appendAll(interlude(s, seat, true));
    } else if (f instanceof Frame.Charity ch) {
      out = out.appendAll(charity(s, seat, ch));
      out = out.appendAll(interlude(s, seat, true));
    } else if (f instanceof Frame.Offer o) {
      switch (o.kind()) {
        case ASK:
          out = out.append(new AcceptHelp(player)).append(new DeclineHelp(player));
          for (var t : terms(s)) {
            out = out.append(new CounterOffer(player, t.bribeItem(), t.share(), t.helperPicksFirst()));
          }
          break;
        case COUNTER:
          return answers(player, 1);
        default:
          return answers(player, 2);
      }
    } else if (f instanceof Frame.Trade) {
      return answers(player, 0); // MK-R37
    } else if (f instanceof Frame.Choose c) {
      for (String opt : Choosing.options(s, c)) {
        out = out.append(new MunchkinAction.Choose(player, opt));
      }
    } else if (f instanceof Frame.BigRecipient b) {
      for (int i : b.candidates()) {
        out = out.append(new MunchkinAction.Choose(player, s.seat(i).id().name())); // MK-R33
      }
    }
    return out.distinct();
  }

  /** The two answers to a trade (0), a counter-offer (1) or an offer of help (2). */
  private static ActionList answers(PlayerId player, int kind) {
    switch (kind) {
      case 0:
        return new ActionList().append(new AcceptTrade(player)).append(new DeclineTrade(player));
      case 1:
        return new ActionList().append(new AcceptCounter(player)).append(new RejectCounter(player));
      default:
        return new ActionList().append(new AcceptOffer(player)).append(new DeclineOffer(player));
    }
  }

  private static ActionList window(MunchkinState s, int seat, Frame.Window w) {
    PlayerId me = s.seat(seat).id();
    PlayerState p = s.seat(seat);
    ActionList out = new ActionList();
    switch (w.kind()) {
      case IW_START:
      case IW_END:
        return interlude(s, seat, seat == s.turn());
      case CW:
        return combat(s, seat);
      case CURSE_RESPONSE: {
        Frame.ApplyCurse pending = (Frame.ApplyCurse) s.frames().items().get(1);
        for (int idAt = 0; idAt < ownedCount(p); idAt++) {

          String id = ownedAt(p, idAt);
          if (oneShot(id, Timing.CURSE_RESPONSE)) {
            out = out.append(new PlayWishingRing(me, id, pending.card())); // MK-R87
          }
        }
        return out;
      }
      case PREROLL:
        return preroll(s, seat);
      case GLUE:
        for (int idAt = 0; idAt < ownedCount(p); idAt++) {

          String id = ownedAt(p, idAt);
          if (oneShot(id, Timing.GLUE)) {
            out = out.append(new PlayFlaskOfGlue(me, id)); // MK-R76
          }
        }
        return out;
      case FAIL:
        return fail(s, seat);
      default:
        return out;
    }
  }

  /** None, then each item: the sides of a trade or a bribe, in the order the list gives them. */
  @SuppressWarnings("unchecked")
  private static Option<String>[] noneAnd(Vector<String> items) {
    Option<String>[] out = new Option[items.size() + 1];
    out[0] = Option.none();
    for (int i = 0; i < items.size(); i++) {
      String id = items.get(i);
      int card = Cards.index(id);
      out[i + 1] = card >= 0 ? SOME[card] : Option.of(id);
    }
    return out;
  }

  /** {@code Option.of(id)} for every card, made once (trade and bribe lists name items as options). */
  @SuppressWarnings("unchecked")
  private static final Option<String>[] SOME = new Option[Cards.ALL.size()];

  static {
    for (Card c : Cards.ALL) {
      SOME[Cards.index(c.id())] = Option.of(c.id());
    }
  }

  /**
   * Hand cards and in-play items, where a one-shot may be played from (MK-R39): how many, and card
   * {@code k} (the hand first), read in place instead of a concatenated copy per legal list.
   */
  static int ownedCount(PlayerState p) {
    return p.hand().size() + p.items().size();
  }

  static String ownedAt(PlayerState p, int k) {
    int inHand = p.hand().size();
    return k < inHand ? p.hand().get(k) : p.items().get(k - inHand);
  }

  /** {@code cards.contains(id)} without an iterator and a predicate per call. */
  static boolean has(Vector<String> cards, String id) {
    for (int i = 0; i < cards.size(); i++) {
      if (cards.get(i).equals(id)) {
        return true;
      }
    }
    return false;
  }

  /** {@code a.appendAll(b)} in one copy (Vavr appends element by element). */
  static Vector<String> concat(Vector<String> a, Vector<String> b) {
    if (b.isEmpty()) {
      return a;
    }
    if (a.isEmpty()) {
      return b;
    }
    String[] out = new String[a.size() + b.size()];
    for (int i = 0; i < a.size(); i++) {
      out[i] = a.get(i);
    }
    for (int i = 0; i < b.size(); i++) {
      out[a.size() + i] = b.get(i);
    }
    return Vector.of(out);
  }

  static boolean oneShot(String id, Timing timing) {
    return Cards.exists(id) && Cards.card(id).timing().getOrNull() == timing;
  }

  static boolean hasEffect(String id, Class<? extends Effect> type) {
    return Cards.exists(id) && Cards.card(id).effect(type).isDefined();
  }

  /** MK-R29: discard fodder for a class ability: hand cards and own in-play cards but curses and that class's card. */
  static Vector<String> fodder(PlayerState p, CharClass cls) {
    // Half-Breed with two races and Super Munchkin (always with two classes) are not fodder: without
    // them MK-R21/MK-R22 allow only one race / one class (I-P3), and no rule says which card would go.
    // Recorded as a deviation in docs/rules/munchkin.md.
    Vector<String> out = concat(concat(p.hand(), p.items()), p.races())
        .appendAll(p.races().size() < 2 ? p.halfBreed().toVector() : Vector.empty()).appendAll(p.hireling());
    for (int cAt = 0; cAt < p.classes().size(); cAt++) {
      String c = p.classes().get(cAt);
      if (!Cards.card(c).cls().contains(cls)) {
        out = out.append(c);
      }
    }
    return out;
  }

  static Frame.AfterFail afterFail(MunchkinState s) {
    return s.frames().size() > 1 && s.frames().items().get(1) instanceof Frame.AfterFail a ? a : null;
  }

  static Frame.RunAttempt attempt(MunchkinState s) {
    return s.frames().size() > 1 && s.frames().items().get(1) instanceof Frame.RunAttempt a ? a : null;
  }

  static boolean autoCatcher(MunchkinState s, int monster) {
    return Strength.data(s.combat().get(), monster).runEffect(Effect.AutoCatch.class).isDefined();
  }

  /** Cards any living player with priority may play in IW, CW and PREROLL (MK-R20, R85, R90, R91, R92). */
  private static ActionList anytime(MunchkinState s, int seat) {
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

  private static boolean goUpConditions(MunchkinState s, Card c, PlayerState target) {
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
  static ActionList interlude(MunchkinState s, int seat, boolean turnPlayer) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = anytime(s, seat);
    for (int idAt = 0; idAt < p.items().size(); idAt++) {
      String id = p.items().get(idAt);
      if (has(s.toggled(), id) || p.cheated(id)) {
        continue;
      }
      if (has(p.equipped(), id)) {
        out = out.append(new Unequip(me, id));
      } else if (Items.canEquip(p, id)) {
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
    if (s.proposals().get(seat) < 3) {
      Option<String>[] gives = noneAnd(p.items());
      for (int qAt = 0; qAt < s.seats().size(); qAt++) {
        PlayerState q = s.seats().get(qAt);
        if (q == p || !q.alive()) {
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
        if (Cards.exists(id) && Cards.card(id).isItem() && !has(s.sale(), id)) {
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
  private static ActionList putOnTable(MunchkinState s, int seat, Vector<String> cards, boolean items) {
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

  /** MK-R47. */
  private static ActionList charity(MunchkinState s, int seat, Frame.Charity ch) {
    PlayerState p = s.seat(seat);
    int low = 10;
    for (int qAt = 0; qAt < s.seats().size(); qAt++) {
      PlayerState q = s.seats().get(qAt);
      if (q.alive()) {
        low = Math.min(low, q.level());
      }
    }
    ActionList out = new ActionList();
    if (p.level() == low) {
      for (int idAt = 0; idAt < p.hand().size(); idAt++) {
        String id = p.hand().get(idAt);
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
    for (int idAt = 0; idAt < p.hand().size(); idAt++) {
      String id = p.hand().get(idAt);
      for (int i = 0; i < s.size(); i++) {
        if (i != seat && s.seat(i).alive() && s.seat(i).level() == low && ch.given().get(i) == fewest) {
          out = out.append(new GiveCharity(p.id(), id, s.seat(i).id()));
        }
      }
    }
    return out;
  }

  /** MK-R53: every proposal's terms: an item of the fighter or none, k in 0..T_now, first only when k > 0. */
  static Vector<dev.ply.games.munchkin.state.Terms> terms(MunchkinState s) {
    Combat c = s.combat().get();
    int tNow = treasureNow(s);
    Option<String>[] items = noneAnd(s.seat(c.fighter()).items());
    dev.ply.games.munchkin.state.Terms[] out = new dev.ply.games.munchkin.state.Terms[items.length * (2 * tNow + 1)];
    int n = 0;
    for (Option<String> item : items) {
      for (int k = 0; k <= tNow; k++) {
        out[n++] = new dev.ply.games.munchkin.state.Terms(item, k, false);
        if (k > 0) {
          out[n++] = new dev.ply.games.munchkin.state.Terms(item, k, true);
        }
      }
    }
    return Vector.of(out);
  }

  /** MK-R53: the fighter's Kneepads of Allure, equipped and usable. */
  static boolean kneepads(PlayerState p) {
    for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
      String id = p.equipped().get(idAt);
      for (Effect e : Cards.card(id).effects()) {
        if (e instanceof Effect.StandingRule r && r.rule().equals("MK-R53") && Items.usable(p, Cards.card(id))) {
          return true;
        }
      }
    }
    return false;
  }

  /** MK-R106: combat actions. */
  private static ActionList combat(MunchkinState s, int seat) {
    Combat c = s.combat().get();
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    boolean combatant = c.isCombatant(seat);
    boolean turnCombatant = seat == s.turn() && combatant;
    ActionList out = anytime(s, seat);
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {

      String id = ownedAt(p, idAt);
      if (!Cards.exists(id)) {
        continue;
      }
      Card card = Cards.card(id);
      boolean inHand = has(p.hand(), id);
      if (inHand && card.kind() == Kind.ENHANCER) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active()) {
            out = out.append(new PlayEnhancer(me, id, i)); // MK-R62
          }
        }
      } else if (inHand && card.kind() == Kind.WANDERING_MONSTER) {
        for (int mAt = 0; mAt < p.hand().size(); mAt++) {
          String m = p.hand().get(mAt);
          if (Cards.exists(m) && Cards.card(m).isMonster()) {
            out = out.append(new PlayWanderingMonster(me, id, m)); // MK-R64
          }
        }
      } else if (inHand && card.kind() == Kind.MATE) {
        for (int i = 0; i < c.monsters().size(); i++) {
          final int idx = i;
          if (c.monsters().get(i).active() && c.monsters().get(i).mateOf().isEmpty()
              && !c.monsters().exists(o -> o.mateOf().contains(idx))) {
            out = out.append(new PlayMate(me, id, i)); // MK-R63
          }
        }
      } else if (inHand && card.kind() == Kind.ILLUSION) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active() && c.monsters().get(i).mateOf().isEmpty()) {
            for (int mAt = 0; mAt < p.hand().size(); mAt++) {
              String m = p.hand().get(mAt);
              if (Cards.exists(m) && Cards.card(m).isMonster()) {
                out = out.append(new PlayIllusion(me, id, i, m)); // MK-R65
              }
            }
          }
        }
      } else if (inHand && card.kind() == Kind.OUT_TO_LUNCH) {
        out = out.append(new PlayOutToLunch(me, id)); // MK-R66
      } else if (inHand && card.kind() == Kind.HELP_ME_OUT_HERE && combatant) {
        out = out.appendAll(helpMeOutHere(s, seat, id));
      } else if (card.kind() == Kind.ONE_SHOT) {
        out = out.appendAll(oneShotInCombat(s, seat, id, card, turnCombatant));
      }
    }
    if (combatant && p.hasClass(CharClass.WARRIOR) && c.berserks().get(seat) < 3) {
      for (String id : fodder(p, CharClass.WARRIOR)) {
        out = out.append(new Berserk(me, id)); // MK-R25
      }
    }
    if (combatant && p.hasClass(CharClass.CLERIC) && c.turnings().get(seat) < 3) {
      for (String id : fodder(p, CharClass.CLERIC)) {
        out = out.append(new Turn(me, id)); // MK-R26
      }
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      if (!c.monsters().get(i).active()) {
        continue;
      }
      Card m = Strength.data(c, i);
      if (combatant && p.hasClass(CharClass.WIZARD) && !p.hand().isEmpty()) {
        out = out.append(new Charm(me, i)); // MK-R28
      }
      for (int eAt = 0; eAt < m.effects().size(); eAt++) {
        Effect e = m.effects().get(eAt);
        if (combatant && e instanceof Effect.DefeatedByClass d && p.hasClass(d.cls())) {
          out = out.append(new BoogaBooga(me, i)); // §6.1 D27
        }
        if (combatant && e instanceof Effect.BribeAway b) {
          for (int itemAt = 0; itemAt < ownedCount(p); itemAt++) {

            String item = ownedAt(p, itemAt);
            if (Cards.exists(item) && Cards.card(item).isItem() && Cards.card(item).value() >= b.minValue()) {
              out = out.append(new BribeFloatingNose(me, item)); // §6.1 D23
            }
          }
        }
      }
    }
    if (p.hasClass(CharClass.THIEF)) {
      for (int victim : c.combatants()) {
        if (victim != seat && !c.backstabs().contains(seat + ":" + victim)) {
          for (String id : fodder(p, CharClass.THIEF)) {
            out = out.append(new Backstab(me, s.seat(victim).id(), id)); // MK-R27
          }
        }
      }
    }
    boolean helpAllowed = c.helper().isEmpty() && !Strength.rule(c, FightFlag.NO_HELP) && !c.doppleganger();
    if (helpAllowed) {
      if (seat == c.fighter()) {
        boolean knee = kneepads(p);
        for (int i = 0; i < s.size(); i++) {
          if (i != seat && s.seat(i).alive() && c.asks().get(i) < 2) {
            if (knee && s.seat(i).level() < p.level()) {
              out = out.append(new AskForHelp(me, s.seat(i).id(), Option.none(), 0, false)); // Kneepads
              continue;
            }
            for (var t : terms(s)) {
              out = out.append(new AskForHelp(me, s.seat(i).id(), t.bribeItem(), t.share(), t.helperPicksFirst()));
            }
          }
        }
      } else if (c.offers().get(seat) < 2) {
        for (var t : terms(s)) {
          out = out.append(new OfferHelp(me, t.bribeItem(), t.share(), t.helperPicksFirst()));
        }
      }
    }
    if (seat == s.turn() && combatant) {
      out = out.appendAll(putOnTable(s, seat, p.hand(), false)); // §10 #31
    }
    return out;
  }

  private static ActionList oneShotInCombat(MunchkinState s, int seat, String id, Card card,
      boolean turnCombatant) {
    Combat c = s.combat().get();
    PlayerId me = s.seat(seat).id();
    ActionList out = new ActionList();
    if (card.timing().contains(Timing.COMBAT) && card.effect(Effect.SideBonus.class).isDefined()) {
      if (card.effect(Effect.StandingRule.class).isDefined()) {
        if (c.combatants().exists(x -> s.seat(x).hasRace(Race.ELF))) {
          out = out.append(new PlayYuppieWater(me, id)); // §6.6 T61
        }
      } else {
        out = out.append(new PlayCombatItem(me, id, true)).append(new PlayCombatItem(me, id, false));
      }
      if (card.effect(Effect.SetMonsterState.class).isDefined()) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active() && Strength.data(c, i).effect(Effect.BribeAway.class).isDefined()) {
            out = out.append(new PlayHalitosis(me, id, i)); // §6.6 T53
          }
        }
      }
    } else if (card.timing().contains(Timing.DOPPLEGANGER)) {
      if (seat == c.fighter() && c.helper().isEmpty() && !c.doppleganger()) {
        out = out.append(new PlayDoppleganger(me, id));
      }
    } else if (card.timing().contains(Timing.COMBAT) && card.effect(Effect.TransferCombat.class).isDefined()) {
      for (int i = 0; i < s.size(); i++) {
        if (s.seat(i).alive() && !c.isCombatant(i)) {
          out = out.append(new PlayTransferral(me, id, s.seat(i).id())); // MK-R68
        }
      }
    } else if (card.timing().contains(Timing.COMBAT_OR_PREROLL)) {
      out = out.appendAll(combatOrPreroll(s, seat, id, card, turnCombatant, Option.none()));
    }
    return out;
  }

  /** Friendship Potion, Pollymorph Potion and Magic Lamp (CW and PREROLL; the Lamp also in FAIL on M). */
  private static ActionList combatOrPreroll(MunchkinState s, int seat, String id, Card card,
      boolean turnCombatant, Option<Integer> onlyMonster) {
    Combat c = s.combat().get();
    PlayerId me = s.seat(seat).id();
    ActionList out = new ActionList();
    if (card.effect(Effect.EndCombat.class).isDefined()) {
      if (onlyMonster.isEmpty()) {
        out = out.append(new PlayFriendshipPotion(me, id));
      }
      return out;
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      if (!c.monsters().get(i).active() || (onlyMonster.isDefined() && onlyMonster.get() != i)) {
        continue;
      }
      if (isLamp(card)) {
        if (turnCombatant) {
          out = out.append(new PlayMagicLamp(me, id, i));
        }
      } else if (onlyMonster.isEmpty()) {
        out = out.append(new PlayPollymorph(me, id, i));
      }
    }
    return out;
  }

  /** The Magic Lamp (§6.6 T49): the monster-state one-shot whose standing rule is MK-R77 (turn player only). */
  static boolean isLamp(Card card) {
    return card.kind() == Kind.ONE_SHOT && card.effect(Effect.SetMonsterState.class).isDefined()
        && card.effect(Effect.StandingRule.class).exists(r -> r.rule().equals("MK-R77"));
  }

  /** MK-R67: a combatant, while the munchkins are not winning. */
  private static ActionList helpMeOutHere(MunchkinState s, int seat, String card) {
    ActionList out = new ActionList();
    Combat c = s.combat().get();
    if (Strength.winning(s) || Strength.rule(c, FightFlag.NO_ITEMS)) {
      return out;
    }
    PlayerState p = s.seat(seat);
    for (Option<String> own : Vector.<Option<String>>of(Option.none()).appendAll(p.items().map(Option::of))) {
      for (int i = 0; i < s.size(); i++) {
        PlayerState q = s.seat(i);
        if (i == seat || !q.alive()) {
          continue;
        }
        for (int itemAt = 0; itemAt < q.items().size(); itemAt++) {
          String item = q.items().get(itemAt);
          if (Cards.card(item).kind() == Kind.ITEM && Plays.helpMeOutHereWorks(s, seat, i, item, own)) {
            out = out.append(new PlayHelpMeOutHere(p.id(), card, item, own));
          }
        }
      }
    }
    return out;
  }

  /** MK-R107: PREROLL actions. */
  private static ActionList preroll(MunchkinState s, int seat) {
    Combat c = s.combat().get();
    Frame.RunAttempt a = attempt(s);
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = anytime(s, seat);
    boolean turnCombatant = seat == s.turn() && c.isCombatant(seat);
    Card m = Strength.data(c, a.monster());
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {

      String id = ownedAt(p, idAt);
      if (!Cards.exists(id)) {
        continue;
      }
      Card card = Cards.card(id);
      if (card.kind() == Kind.ONE_SHOT && card.timing().contains(Timing.COMBAT_OR_PREROLL)) {
        out = out.appendAll(combatOrPreroll(s, seat, id, card, turnCombatant, Option.none()));
      } else if (card.timing().contains(Timing.PREROLL_ESCAPE)) {
        Vector<Integer> runners = c.combatants().filter(r -> !Running.unresolvedIn(s, r).isEmpty());
        if (!runners.isEmpty()) {
          out = out.append(new PlayInstantWall(me, id, Option.none()));
          if (runners.size() == 2) {
            for (int r : runners) {
              out = out.append(new PlayInstantWall(me, id, Option.of(s.seat(r).id())));
            }
          }
        }
      }
    }
    if (seat == a.runner()) {
      if (p.hasClass(CharClass.WIZARD) && c.flights().get(seat) < 3) {
        for (String id : fodder(p, CharClass.WIZARD)) {
          out = out.append(new FlightSpell(me, id)); // MK-R28
        }
      }
      boolean catcher = m.runEffect(Effect.AutoCatch.class).isDefined();
      for (int idAt = 0; idAt < p.items().size(); idAt++) {
        String id = p.items().get(idAt);
        for (Effect e : Cards.card(id).effects()) {
          if (e instanceof Effect.EscapeWeakMonster w && !catcher && Strength.monster(s, a.monster()) <= w.maxStrength()) {
            out = out.append(new UseRatOnAStick(me, id)); // §6.5 T26
          }
        }
      }
      for (int eAt = 0; eAt < m.runAway().size(); eAt++) {
        Effect e = m.runAway().get(eAt);
        if (e instanceof Effect.DiscardToEscape d) {
          for (int idAt = 0; idAt < ownedCount(p); idAt++) {

            String id = ownedAt(p, idAt);
            if (Cards.exists(id) && Cards.card(id).has(d.flag())) {
              out = out.append(new DropStickForPitBull(me, id)); // §6.1 D07
            }
          }
        }
        if (e instanceof Effect.BribeAway b) {
          for (int idAt = 0; idAt < ownedCount(p); idAt++) {

            String id = ownedAt(p, idAt);
            if (Cards.exists(id) && Cards.card(id).isItem() && Cards.card(id).value() >= b.minValue()) {
              out = out.append(new BribeFloatingNose(me, id)); // §6.1 D23
            }
          }
        }
      }
    }
    return out;
  }

  /** The FAIL row of MK-R104. */
  private static ActionList fail(MunchkinState s, int seat) {
    Frame.AfterFail af = afterFail(s);
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = new ActionList();
    Combat c = s.combat().get();
    if (af.runner() == seat) {
      if (!af.glued() && !autoCatcher(s, af.monster())) {
        for (int idAt = 0; idAt < ownedCount(p); idAt++) {

          String id = ownedAt(p, idAt);
          if (oneShot(id, Timing.FAIL_ESCAPE)) {
            out = out.append(new PlayInvisibility(me, id)); // §6.6 T47
          }
        }
      }
      if (af.die().isDefined() && p.hasClass(CharClass.WIZARD) && c.flights().get(seat) < 3) {
        for (String id : fodder(p, CharClass.WIZARD)) {
          out = out.append(new FlightSpell(me, id)); // MK-R28
        }
      }
    }
    if (seat == s.turn() && c.isCombatant(seat)) {
      for (int idAt = 0; idAt < ownedCount(p); idAt++) {

        String id = ownedAt(p, idAt);
        if (Cards.exists(id) && isLamp(Cards.card(id))) {
          out = out.appendAll(combatOrPreroll(s, seat, id, Cards.card(id), true, Option.of(af.monster())));
        }
      }
    }
    return out;
  }

  /** MK-R53: T_now, the treasure of every entry that is not REMOVED. */
  static int treasureNow(MunchkinState s) {
    int t = 0;
    var monsters = s.combat().get().monsters();
    for (int i = 0; i < monsters.size(); i++) {
      if (monsters.get(i).state() != MonsterState.REMOVED) {
        t += Strength.treasures(s, i);
      }
    }
    return t;
  }
}
