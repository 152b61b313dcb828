package dev.ply.games.heroquest.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Cards entering play (HQ-R10–HQ-R21): the PLAY step, the door cascade, wound cards, boons, the
 * triple check and the lost round, and the death check that stops everything.
 */
final class Entering {
  private Entering() {}

  /** PLAY_CARD (HQ-R10): the card leaves the hand and enters play; the turn moves to ACTION. */
  static void play(Resolution r, String card, int target, String remove) {
    int seat = r.s.active();
    HeroState h = r.hero(seat);
    r.setHero(seat, h.withHand(h.hand().remove(card)));
    r.emit(new HeroQuestEvent.CardPlayed(r.player(seat), card));
    r.known(card);
    enter(r, card, target, remove);
    afterEntry(r);
  }

  /** ASSIGN_REVEALED (HQ-R15): the pending card goes to its hero; the turn moves to ACTION. */
  static void assign(Resolution r, int target, String remove) {
    String card = r.s.pending().get();
    r.s = r.s.withPending(Option.none()).withPhase(Phase.ACTION);
    enter(r, card, target, remove);
    afterEntry(r);
  }

  private static void afterEntry(Resolution r) {
    if (r.s.over() || r.s.phase() == Phase.REVEAL_TARGET) {
      return;
    }
    r.s = r.s.withPhase(Phase.ACTION); // HQ-R19: even after a lost round the turn goes on
    Ending.checkVictory(r);
  }

  /** Resolves one card entering play; stops early when the round is lost or a hero dies. */
  private static void enter(Resolution r, String id, int target, String remove) {
    Card card = Cards.card(id);
    if (card.kind().goesToFloor()) {
      toFloor(r, card);
    } else if (card.boon().isEmpty()) {
      attachWound(r, card, target);
    } else {
      resolveBoon(r, card, target, remove);
    }
  }

  /** HQ-R11, HQ-R17, HQ-R14: place on the floor, check for a triple, then open the door. */
  private static void toFloor(Resolution r, Card card) {
    r.s = r.s.withFloor(r.s.floor().append(card.id()));
    r.emit(new HeroQuestEvent.CardEnteredFloor(card.id()));
    if (tripleCheck(r, card)) {
      return; // HQ-R18 (4): a lost round cancels the rest of the cascade
    }
    if (card.hasDoor()) {
      reveal(r);
    }
  }

  /** HQ-R14, HQ-R15: turn up the top card of the deck (nothing if it is empty). */
  private static void reveal(Resolution r) {
    if (r.s.deck().isEmpty()) {
      return;
    }
    String id = r.s.deck().head();
    r.s = r.s.withDeck(r.s.deck().tail());
    r.emit(new HeroQuestEvent.CardRevealed(id));
    r.known(id);
    Card card = Cards.card(id);
    if (card.kind().goesToFloor()) {
      toFloor(r, card);
    } else if (card.boon().isEmpty() || (card.boon().get().needsTarget() && anyoneWounded(r))) {
      // a wound card, or a Potion with someone to cure: the active player picks (REVEAL_TARGET)
      r.s = r.s.withPending(Option.of(id)).withPhase(Phase.REVEAL_TARGET);
    } else {
      resolveBoon(r, card, -1, null);
    }
  }

  /** HQ-R12: attach, check deaths (HQ-R21), then check for a triple (HQ-R17). */
  private static void attachWound(Resolution r, Card card, int target) {
    HeroState h = r.hero(target);
    HeroState after = h.withWounds(h.wounds().append(card.id()));
    r.setHero(target, after);
    r.emit(new HeroQuestEvent.WoundAttached(r.player(target), card.id(), after.total()));
    if (Ending.checkDeaths(r)) {
      return;
    }
    tripleCheck(r, card);
  }

  /** HQ-R13, HQ-R35–HQ-R37: a boon takes effect at once and is discarded. */
  private static void resolveBoon(Resolution r, Card card, int target, String remove) {
    Boon boon = card.boon().get();
    PlayerId by = r.s.activePlayer();
    switch (boon) {
      case HEALING_POTION -> {
        r.emit(new HeroQuestEvent.BoonResolved(by, card.id(), "HQ-R35"));
        if (target >= 0) {
          removeWound(r, target, remove, "HQ-R35");
        }
      }
      case HEALING_WATER -> {
        r.emit(new HeroQuestEvent.BoonResolved(by, card.id(), "HQ-R36"));
        for (int seat = 0; seat < r.seats(); seat++) {
          HeroState h = r.hero(seat);
          if (h.skulls() > 0) {
            removeWound(r, seat, HeroQuestAction.PERMANENT, "HQ-R36");
          }
        }
      }
      case COURAGE -> {
        r.s = r.s.withCourageThisTurn(r.s.courageThisTurn() + 1);
        r.emit(new HeroQuestEvent.BoonResolved(by, card.id(), "HQ-R37"));
      }
    }
    r.discard(card.id(), "HQ-R13");
  }

  /** Removes one skull token ({@code PERMANENT}) or one wound card from a hero. */
  static void removeWound(Resolution r, int seat, String wound, String rule) {
    HeroState h = r.hero(seat);
    HeroState after;
    if (HeroQuestAction.PERMANENT.equals(wound)) {
      after = h.withSkulls(h.skulls() - 1);
      r.setHero(seat, after);
      r.emit(new HeroQuestEvent.WoundHealed(r.player(seat), wound, after.total(), rule));
    } else {
      after = h.withWounds(h.wounds().remove(wound));
      r.setHero(seat, after);
      r.emit(new HeroQuestEvent.WoundHealed(r.player(seat), wound, after.total(), rule));
      r.discard(wound, rule);
    }
  }

  static boolean anyoneWounded(Resolution r) {
    for (int seat = 0; seat < r.seats(); seat++) {
      if (r.hero(seat).total() > 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * HQ-R16, HQ-R17: after a card enters, a threat symbol on it counted 3 or more times on the
   * floor and on attached wound cards loses the round. True when it did.
   */
  private static boolean tripleCheck(Resolution r, Card card) {
    for (Symbol symbol : card.symbols()) {
      if (!symbol.isThreat()) {
        continue;
      }
      int count = Counting.count(r.s, symbol);
      if (count >= 3) {
        loseRound(r, symbol, count);
        return true;
      }
    }
    return false;
  }

  /**
   * HQ-R18, one atomic resolution: every hero takes a skull token, the floor goes back into the
   * deck (appended in floor order) and the whole deck is shuffled, the counter rises; then the
   * death check (HQ-R21). Wound cards, hands, discard, chests stay.
   */
  private static void loseRound(Resolution r, Symbol symbol, int count) {
    int losses = r.s.roundLosses() + 1;
    r.emit(new HeroQuestEvent.RoundLost(symbol, count, losses));
    for (int seat = 0; seat < r.seats(); seat++) {
      HeroState h = r.hero(seat);
      r.setHero(seat, h.withSkulls(h.skulls() + 1));
    }
    r.emit(new HeroQuestEvent.PermanentWoundsAdded(r.s.players()));
    Vector<String> returned = r.s.floor();
    Vector<String> deck = r.s.deck().appendAll(returned);
    r.emit(new HeroQuestEvent.FloorReturnedToDeck(returned));
    deck = r.dice.shuffle(deck);
    r.emit(new HeroQuestEvent.DeckShuffled(deck.size()));
    r.s = r.s.withFloor(Vector.empty()).withDeck(deck).withRoundLosses(losses);
    Ending.checkDeaths(r);
  }
}
