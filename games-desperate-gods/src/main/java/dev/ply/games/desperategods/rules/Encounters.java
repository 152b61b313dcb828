package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/** §5.3 Passing other players: encounters (DG-R20..R25): the encounter, the trade draft, offer and exchange. */
final class Encounters {
  private Encounters() {}

  /** DG-R20, DG-R22b: fight, trade (once per side, when there is something to trade) or pass. */
  static final Decision<Encounter> ENCOUNTER = new Decision<>() {
    @Override
    public void options(Table t, Encounter e, PlayerId me, ArrayList<DgAction> out) {
      out.add(new DgAction.Fight(me));
      if (mayTrade(t, e)) {
        out.add(new DgAction.StartTrade(me));
      }
      out.add(new DgAction.Pass(me));
    }

    @Override
    public boolean allows(Table t, Encounter e, PlayerId me, DgAction a) {
      return a instanceof DgAction.Fight || a instanceof DgAction.Pass || a instanceof DgAction.StartTrade && mayTrade(t, e);
    }
  };

  /** DG-R22b: the side whose turn it is has not drafted in this encounter, and there is something to trade. */
  static boolean mayTrade(Table t, Encounter e) {
    boolean drafted = e.bTurn() ? e.bDrafted() : e.aDrafted();
    return !drafted && tradable(t, e.a(), e.b());
  }

  /** DG-R21: accept, decline or fight. */
  static final Decision<Offer> OFFER = new Decision<>() {
    @Override
    public void options(Table t, Offer o, PlayerId me, ArrayList<DgAction> out) {
      out.add(new DgAction.Accept(me));
      out.add(new DgAction.Decline(me));
      out.add(new DgAction.Fight(me));
    }

    @Override
    public boolean allows(Table t, Offer o, PlayerId me, DgAction a) {
      return a instanceof DgAction.Accept || a instanceof DgAction.Decline || a instanceof DgAction.Fight;
    }
  };

  /** DG-R22b (a): at least one coin, item or victory card between the two. */
  static boolean tradable(Table t, int a, int b) {
    return t.coins[a] + t.coins[b] > 0 || !t.items.get(a).isEmpty() || !t.items.get(b).isEmpty()
        || !t.victory.get(a).isEmpty() || !t.victory.get(b).isEmpty();
  }

  /**
   * DG-R22a/b: the draft steps, each listed only while the giving side owns the thing and has not
   * put it in the offer yet; coins in steps of 1 or 5 up to what the giving side holds.
   */
  static final Decision<Draft> DRAFT = new Decision<>() {
    @Override
    public void options(Table t, Draft d, PlayerId me, ArrayList<DgAction> out) {
      int g = d.drafter();
      int o = d.other();
      // plain indexed loops: Vavr's contains builds an iterator and a predicate per call (performance-notes.md)
      Pile<Item> gItems = t.items.get(g);
      for (int i = 0, k = gItems.size(); i < k; i++) {
        Item it = gItems.get(i);
        if (!has(d.giveItems(), it)) {
          out.add(new DgAction.OfferGiveItem(me, it.number()));
        }
      }
      for (int c : COIN_STEPS) {
        if (affords(d.giveCoins(), c, t.coins[g])) {
          out.add(new DgAction.OfferGiveCoins(me, c));
        }
      }
      Pile<String> gCards = t.victory.get(g);
      for (int i = 0, k = gCards.size(); i < k; i++) {
        String c = gCards.get(i);
        if (!has(d.giveCards(), c)) {
          out.add(new DgAction.OfferGiveVictory(me, c));
        }
      }
      Pile<Item> oItems = t.items.get(o);
      for (int i = 0, k = oItems.size(); i < k; i++) {
        Item it = oItems.get(i);
        if (!has(d.askItems(), it)) {
          out.add(new DgAction.OfferAskItem(me, it.number()));
        }
      }
      for (int c : COIN_STEPS) {
        if (affords(d.askCoins(), c, t.coins[o])) {
          out.add(new DgAction.OfferAskCoins(me, c));
        }
      }
      Pile<String> oCards = t.victory.get(o);
      for (int i = 0, k = oCards.size(); i < k; i++) {
        String c = oCards.get(i);
        if (!has(d.askCards(), c)) {
          out.add(new DgAction.OfferAskVictory(me, c));
        }
      }
      if (proposable(t, d)) {
        out.add(new DgAction.Propose(me));
      }
      out.add(new DgAction.AbandonTrade(me));
    }

    @Override
    public boolean allows(Table t, Draft d, PlayerId me, DgAction a) {
      int g = d.drafter();
      int o = d.other();
      if (a instanceof DgAction.OfferGiveItem x) {
        Item it = carried(t, g, x.item());
        return it != null && !has(d.giveItems(), it);
      }
      if (a instanceof DgAction.OfferGiveCoins x) {
        return coinStep(x.amount()) && affords(d.giveCoins(), x.amount(), t.coins[g]);
      }
      if (a instanceof DgAction.OfferGiveVictory x) {
        return t.victory.get(g).contains(x.card()) && !has(d.giveCards(), x.card());
      }
      if (a instanceof DgAction.OfferAskItem x) {
        Item it = carried(t, o, x.item());
        return it != null && !has(d.askItems(), it);
      }
      if (a instanceof DgAction.OfferAskCoins x) {
        return coinStep(x.amount()) && affords(d.askCoins(), x.amount(), t.coins[o]);
      }
      if (a instanceof DgAction.OfferAskVictory x) {
        return t.victory.get(o).contains(x.card()) && !has(d.askCards(), x.card());
      }
      if (a instanceof DgAction.Propose) {
        return proposable(t, d);
      }
      return a instanceof DgAction.AbandonTrade;
    }
  };

  /** DG-R22a: {@code step} more coins keep an offer of {@code offered} within the {@code held} coins. */
  static boolean affords(int offered, int step, int held) {
    return offered + step <= held;
  }

  /** DG-R22: an offer moves something and leaves each player with at most 3 items. */
  static boolean proposable(Table t, Draft d) {
    return !d.isEmpty() && withinItemLimit(t, d);
  }

  /** One of the {@link #COIN_STEPS}. */
  static boolean coinStep(int c) {
    for (int step : COIN_STEPS) {
      if (c == step) {
        return true;
      }
    }
    return false;
  }

  /** The item numbered {@code number} that seat {@code p} carries, or null. */
  static Item carried(Table t, int p, int number) {
    Pile<Item> its = t.items.get(p);
    for (int i = 0, k = its.size(); i < k; i++) {
      if (its.get(i).number() == number) {
        return its.get(i);
      }
    }
    return null;
  }

  /** DG-R22a: the coins a draft step adds to an offer. */
  static final int[] COIN_STEPS = {1, 5};

  /** Plain indexed loop: Vavr's contains builds an iterator and a predicate per call (performance-notes.md). */
  static <T> boolean has(Vector<T> v, T x) {
    for (int i = 0, k = v.size(); i < k; i++) {
      if (v.get(i).equals(x)) {
        return true;
      }
    }
    return false;
  }

  /** DG-R22: each player carries at most 3 items after the exchange. */
  static boolean withinItemLimit(Table t, Draft d) {
    int g = t.items.get(d.drafter()).size() - d.giveItems().size() + d.askItems().size();
    int o = t.items.get(d.other()).size() - d.askItems().size() + d.giveItems().size();
    return g <= 3 && o <= 3;
  }

  /** DG-R21: fight, open a trade draft or pass (then the passed player chooses). */
  static Void encounterAnswer(Encounter e, Table t, DgAction a) {
    int me = e.bTurn() ? e.b() : e.a();
    int other = e.bTurn() ? e.a() : e.b();
    if (a instanceof DgAction.Fight) {
      t.pop();
      t.push(PvpRules.newPvp(t, me, other, Option.none()));
    } else if (a instanceof DgAction.StartTrade) {
      t.replaceTop(new Encounter(e.a(), e.b(), e.bTurn(), e.aDrafted() || !e.bTurn(), e.bDrafted() || e.bTurn()));
      t.push(new Draft(me, other, Vector.empty(), 0, Vector.empty(), Vector.empty(), 0, Vector.empty()));
      t.emit(new DgEvent.TradeDraftStep(t.ids[me], "opened a trade draft", "DG-R22a"));
    } else if (!e.bTurn()) {
      t.replaceTop(new Encounter(e.a(), e.b(), true, e.aDrafted(), e.bDrafted()));
    } else {
      t.pop();
    }
    return null;
  }

  static void draftAnswer(Table t, Draft d, DgAction a) {
    Draft n = d;
    String what;
    if (a instanceof DgAction.OfferGiveItem x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems().append(Item.numbered(x.item())), d.giveCoins(), d.giveCards(), d.askItems(), d.askCoins(), d.askCards());
      what = "offers " + TownCard.name(x.item());
    } else if (a instanceof DgAction.OfferGiveCoins x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems(), d.giveCoins() + x.amount(), d.giveCards(), d.askItems(), d.askCoins(), d.askCards());
      what = "offers " + x.amount() + " coin(s)";
    } else if (a instanceof DgAction.OfferGiveVictory x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems(), d.giveCoins(), d.giveCards().append(x.card()), d.askItems(), d.askCoins(), d.askCards());
      what = "offers victory card " + x.card();
    } else if (a instanceof DgAction.OfferAskItem x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems(), d.giveCoins(), d.giveCards(), d.askItems().append(Item.numbered(x.item())), d.askCoins(), d.askCards());
      what = "asks for " + TownCard.name(x.item());
    } else if (a instanceof DgAction.OfferAskCoins x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems(), d.giveCoins(), d.giveCards(), d.askItems(), d.askCoins() + x.amount(), d.askCards());
      what = "asks for " + x.amount() + " coin(s)";
    } else if (a instanceof DgAction.OfferAskVictory x) {
      n = new Draft(d.drafter(), d.other(), d.giveItems(), d.giveCoins(), d.giveCards(), d.askItems(), d.askCoins(), d.askCards().append(x.card()));
      what = "asks for victory card " + x.card();
    } else if (a instanceof DgAction.Propose) {
      t.pop();
      t.pop(); // the encounter ends in this offer (DG-R21 step 3)
      t.push(new Offer(d));
      t.emit(new DgEvent.TradeProposed(t.ids[d.drafter()], t.ids[d.other()], Words.offer(d), "DG-R22a"));
      return;
    } else {
      t.pop();
      t.emit(new DgEvent.TradeDraftStep(t.ids[d.drafter()], "abandoned the draft", "DG-R22b"));
      return;
    }
    t.replaceTop(n);
    t.emit(new DgEvent.TradeDraftStep(t.ids[d.drafter()], what, "DG-R22a"));
  }

  /** DG-R21 step 3: the receiver accepts, declines or fights. */
  static Void offerAnswer(Offer o, Table t, DgAction a) {
    t.pop();
    Draft d = o.draft();
    t.emit(new DgEvent.TradeAnswered(a.actor(), a instanceof DgAction.Accept ? "ACCEPT"
        : a instanceof DgAction.Decline ? "DECLINE" : "FIGHT", "DG-R21"));
    if (a instanceof DgAction.Accept) {
      exchange(t, d);
    } else if (a instanceof DgAction.Fight) {
      t.push(PvpRules.newPvp(t, d.other(), d.drafter(), Option.none()));
    }
    return null;
  }

  /** DG-R23: everything moves at once; received things are appended in draft order. */
  static void exchange(Table t, Draft d) {
    int g = d.drafter();
    int o = d.other();
    if (d.giveCoins() > 0) {
      t.moveCoins(Holder.seat(g), Holder.seat(o), d.giveCoins(), "DG-R23");
    }
    if (d.askCoins() > 0) {
      t.moveCoins(Holder.seat(o), Holder.seat(g), d.askCoins(), "DG-R23");
    }
    for (Item it : d.giveItems()) {
      t.items.get(g).remove(it);
    }
    for (Item it : d.askItems()) {
      t.items.get(o).remove(it);
    }
    for (Item it : d.giveItems()) {
      t.items.get(o).add(it);
      t.emit(new DgEvent.ItemEvent(t.ids[o], it.title(), "GAINED", "DG-R23"));
    }
    for (Item it : d.askItems()) {
      t.items.get(g).add(it);
      t.emit(new DgEvent.ItemEvent(t.ids[g], it.title(), "GAINED", "DG-R23"));
    }
    for (String c : d.giveCards()) {
      t.victory.get(g).remove(c);
      t.victory.get(o).add(c);
      t.emit(new DgEvent.CardMoved(c, "victory pile of " + t.name(o), "DG-R23"));
    }
    for (String c : d.askCards()) {
      t.victory.get(o).remove(c);
      t.victory.get(g).add(c);
      t.emit(new DgEvent.CardMoved(c, "victory pile of " + t.name(g), "DG-R23"));
    }
  }
}
