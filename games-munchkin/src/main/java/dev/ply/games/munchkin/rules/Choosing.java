package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** CHOOSE frames (MK-R108): their options, computed from the state, and what each choice does. */
final class Choosing {
  static final String KEEP = "KEEP";
  static final String FACE = "FACE_";
  static final String FIRST = "FIRST";
  static final String SECOND = "SECOND";
  static final String HAND = "HAND";
  static final String NONE = "NONE";
  static final String LOOT = "LOOT";
  static final String SKIP = "SKIP";
  static final String YES = "YES";
  static final String NO = "NO";
  static final String DRAW = "DRAW";

  /** CHOOSE (MK-R108): the chooser gets {@code Choose(option)} for each listed option. */
  static final Decision<Frame.Choose> CHOOSE = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.Choose c) {
      return c.chooser();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.Choose c) {
      ActionList out = new ActionList();
      dev.ply.core.PlayerId me = s.seat(seat).id();
      for (String opt : Choosing.options(s, c)) {
        out.append(new MunchkinAction.Choose(me, opt));
      }
      return out;
    }

    /** A {@code Choose} naming one of {@link Choosing#options}, the list the options are made from. */
    @Override
    boolean allows(MunchkinState s, int seat, Frame.Choose c, MunchkinAction a) {
      return a instanceof MunchkinAction.Choose ch && ch.option() != null && Choosing.options(s, c).contains(ch.option());
    }

    @Override
    void play(Table t, int me, Frame.Choose c, MunchkinAction a) {
      resolve(t, c, ((MunchkinAction.Choose) a).option());
    }
  };

  /** MK-R33: the owner names which tied lowest-level player receives an excess Big item. */
  static final Decision<Frame.BigRecipient> BIG_RECIPIENT = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.BigRecipient b) {
      return b.owner();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.BigRecipient b) {
      ActionList out = new ActionList();
      for (int i : b.candidates()) {
        out.append(new MunchkinAction.Choose(s.seat(seat).id(), s.seat(i).id().name()));
      }
      return out;
    }

    @Override
    void play(Table t, int me, Frame.BigRecipient b, MunchkinAction a) {
      t.pop();
      Flow.handOver(t, b.owner(), t.s.seatOf(dev.ply.core.PlayerId.of(((MunchkinAction.Choose) a).option())), b.item());
    }
  };

  /** MK-R61: the Treasure cards of a player's hand and play area. */
  static Vector<String> treasureCards(PlayerState p) {
    Vector<String> out = Vector.empty();
    for (String id : p.hand().appendAll(p.items()).appendAll(p.hireling())) {
      if (Cards.exists(id) && Cards.card(id).deck() == Deck.TREASURE) {
        out = out.append(id);
      } else if (!Cards.exists(id)) {
        out = out.append(id); // hidden in a view: may be a Treasure card
      }
    }
    return out;
  }

  private Choosing() {}

  static Vector<String> options(MunchkinState s, Frame.Choose c) {
    PlayerState subject = s.seat(c.subject());
    switch (c.purpose()) {
      case POST_ROLL: {
        Vector<String> out = Vector.of(KEEP);
        if (loadedDie(s.seat(c.chooser())) != null) {
          for (int f = 1; f <= 6; f++) {
            out = out.append(FACE + f);
          }
        }
        return out;
      }
      case NEXT_MONSTER: {
        Combat combat = s.combat().get();
        Vector<String> out = Vector.empty();
        for (int i = 0; i < combat.monsters().size(); i++) {
          if (combat.monsters().get(i).active() && !combat.resolved().contains(Running.key(c.subject(), i))) {
            out = out.append(combat.monsters().get(i).card());
          }
        }
        return out.distinct();
      }
      case LOOT_CORPSE: return s.corpse().distinct();
      case DRAFT: return s.pool().distinct();
      case DISCARD_ITEM: return Effects.matching(subject, ((Effect.DiscardItems) c.effect().get()).filter());
      case BRANCH: {
        Effect.Choice ch = (Effect.Choice) c.effect().get();
        return !ch.firstNeedsHand() || !subject.hand().isEmpty() ? Vector.of(FIRST, SECOND) : Vector.of(SECOND);
      }
      case PAY_ITEM:
      case NEIGHBOUR_DISCARD: return subject.items();
      case LOSE_MIXED: return subject.hand().appendAll(subject.items()).distinct();
      case TAKE_ITEM: {
        Effect.OthersTake take = (Effect.OthersTake) c.effect().get();
        Vector<String> out = subject.items();
        if (take.source() == dev.ply.games.munchkin.content.TakeSource.TREASURE_OR_HAND) {
          out = out.appendAll(subject.hireling());
          if (!subject.hand().isEmpty()) {
            out = out.append(HAND);
          }
          if (take.optional()) {
            out = out.append(NONE);
          }
        }
        return out;
      }
      case DISCARD_CLASS: return subject.classes();
      case LOOT_THE_ROOM: return Vector.of(LOOT, SKIP);
      case GIVE_AWAY_BIG: return subject.items().filter(i -> Cards.exists(i) && Cards.card(i).big() && !subject.cheated(i));
      case LAWYERS: return treasureCards(subject).size() >= 2 ? Vector.of(NO, YES) : Vector.of(NO);
      case TRADE_IN: return treasureCards(subject);
      case RESURRECTION:
      case RESURRECT_REWARD: return Vector.of(DRAW).appendAll(subject.hand().distinct());
      default: return Vector.empty();
    }
  }

  /** The Loaded Die {@code p} holds in hand or play, or null. */
  static String loadedDie(PlayerState p) {
    for (String id : p.hand().appendAll(p.items())) {
      if (Cards.exists(id) && Cards.card(id).timing().contains(Timing.POST_ROLL)) {
        return id;
      }
    }
    return null;
  }

  static void resolve(Table t, Frame.Choose c, String option) {
    t.pop();
    // a choice inside an effect (Bad Stuff, a curse): its events name the card the effect comes from
    t.cause(c.effect().isDefined() ? Choices.cause(t.s) : Option.none());
    try {
      choose(t, c, option);
    } finally {
      t.cause(Option.none());
    }
  }

  private static void choose(Table t, Frame.Choose c, String option) {
    int v = c.subject();
    switch (c.purpose()) {
      case POST_ROLL: {
        int die = c.count();
        if (option.startsWith(FACE)) {
          String ld = loadedDie(t.p(c.chooser()));
          t.discardFrom(c.chooser(), ld, "MK-R96");
          die = Integer.parseInt(option.substring(FACE.length()));
          t.emit(new MunchkinEvent.DieSet(t.id(c.chooser()), die));
        }
        Frame below = t.top();
        if (below instanceof Frame.AfterRoll a) {
          t.replaceTop(new Frame.AfterRoll(a.runner(), a.monster(), die, a.glued()));
        } else if (below instanceof Frame.ApplyEffects e) {
          int eff = Running.effective(t.p(c.chooser()), die);
          t.replaceTop(new Frame.ApplyEffects(e.subject(), e.effects(), e.source(), eff, e.nothing()));
        } else if (below instanceof Frame.Theft th) {
          t.replaceTop(new Frame.Theft(th.thief(), th.victim(), th.item(), die));
        }
        return;
      }
      case NEXT_MONSTER: {
        Combat combat = t.combat();
        for (int i = 0; i < combat.monsters().size(); i++) {
          if (combat.monsters().get(i).card().equals(option)) {
            Running.flee(t, v, i);
            return;
          }
        }
        return;
      }
      case LOOT_CORPSE:
        t.s = t.s.withCorpse(t.s.corpse().remove(option));
        t.give(c.chooser(), option);
        t.emit(new MunchkinEvent.Moved(t.id(deadSeat(t)), t.id(c.chooser()), option, "MK-R82"));
        return;
      case DRAFT: {
        t.s = t.s.withPool(t.s.pool().remove(option));
        t.give(c.chooser(), option);
        t.emit(new MunchkinEvent.Moved(t.id(t.combat().fighter()), t.id(c.chooser()), option, "MK-R54"));
        if (t.combat().helper().contains(c.chooser()) && t.top() instanceof Frame.DraftNext d) {
          t.replaceTop(new Frame.DraftNext(d.helperLeft() - 1, d.helperTurn()));
        }
        return;
      }
      case DISCARD_ITEM: {
        int value = Cards.card(option).value();
        t.discardFrom(v, option, "MK-R80");
        if (t.top() instanceof Frame.ApplyEffects e) {
          t.replaceTop(new Frame.ApplyEffects(e.subject(), e.effects(), e.source(), value, false));
        }
        return;
      }
      case BRANCH: {
        Effect.Choice ch = (Effect.Choice) c.effect().get();
        t.push(new Frame.ApplyEffects(v, option.equals(FIRST) ? ch.first() : ch.second(), "", 0, false));
        return;
      }
      case PAY_ITEM: {
        int owed = c.count() - Cards.card(option).value();
        t.discardFrom(v, option, "MK-R80");
        if (owed > 0 && !t.p(v).items().isEmpty()) {
          t.push(new Frame.Choose(c.chooser(), c.purpose(), v, c.effect(), owed));
        }
        return;
      }
      case LOSE_MIXED:
        t.discardFrom(v, option, "MK-R80");
        if (c.count() > 1) {
          t.push(new Frame.Choose(c.chooser(), c.purpose(), v, c.effect(), c.count() - 1));
        }
        return;
      case TAKE_ITEM:
        if (option.equals(HAND)) {
          takeRandomCard(t, v, c.chooser());
        } else if (!option.equals(NONE)) {
          t.takeAway(v, option);
          PlayerState taker = t.p(c.chooser());
          t.put(c.chooser(), taker.withItems(taker.items().append(option)));
          t.emit(new MunchkinEvent.Moved(t.id(v), t.id(c.chooser()), option, "MK-R80"));
          t.followUps(c.chooser());
        }
        return;
      case NEIGHBOUR_DISCARD:
      case DISCARD_CLASS:
        t.discardFrom(v, option, "MK-R80");
        return;
      case LOOT_THE_ROOM:
        if (option.equals(LOOT)) {
          t.draw(c.chooser(), Deck.DOOR, false, "MK-R46");
        }
        return;
      case GIVE_AWAY_BIG:
        Flow.giveAwayBig(t, c.chooser(), option);
        return;
      case LAWYERS:
        if (option.equals(YES)) {
          t.push(new Frame.TradeInDraw(c.chooser(), 2));
          t.push(new Frame.Choose(c.chooser(), Purpose.TRADE_IN, c.chooser(), Option.none(), 2));
        }
        return;
      case TRADE_IN:
        t.discardFrom(c.chooser(), option, "MK-R61");
        if (c.count() > 1) {
          t.push(new Frame.Choose(c.chooser(), Purpose.TRADE_IN, c.chooser(), Option.none(), c.count() - 1));
        }
        return;
      case RESURRECTION:
        if (option.equals(DRAW)) {
          Flow.reveal(t, t.takeTop(Deck.DOOR));
        } else {
          String top = t.s.doorDiscard().last();
          t.s = t.s.withDoorDiscard(t.s.doorDiscard().init());
          t.discardFrom(c.chooser(), option, "MK-R26");
          Flow.reveal(t, top);
        }
        return;
      case RESURRECT_REWARD:
        Fighting.resurrectReward(t, c.chooser(), option);
        return;
      default:
    }
  }

  /** MK-R97: a card taken from the victim's hand without looking, seen by the two of them only. */
  static void takeRandomCard(Table t, int victim, int taker) {
    Vector<String> hand = t.p(victim).hand();
    if (hand.isEmpty() || !t.p(taker).alive()) {
      return;
    }
    String card = hand.get(t.nextInt(hand.size()));
    t.takeAway(victim, card);
    t.give(taker, card);
    t.emit(new MunchkinEvent.MovedHidden(t.id(victim), t.id(taker), "MK-R97"));
    t.emit(new MunchkinEvent.MovedSecretly(t.id(victim), t.id(taker), card, "MK-R97"));
  }

  private static int deadSeat(Table t) {
    for (int i = 0; i < t.s.size(); i++) {
      if (!t.p(i).alive()) {
        return i;
      }
    }
    return t.s.turn();
  }
}
