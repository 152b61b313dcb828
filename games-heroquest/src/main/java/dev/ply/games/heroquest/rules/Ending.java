package dev.ply.games.heroquest.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** The end of a turn (DRAW, HQ-R31, HQ-R45) and the end of the game (HQ-R21, HQ-R32). */
final class Ending {
  /** HQ-R45: the last turn. */
  static final int TURN_LIMIT = 1000;

  private Ending() {}

  /**
   * HQ-R21: a hero at 4 or more wounds dies and everyone loses. Every fallen hero is reported, in
   * seat order from the active seat. True when the game ended.
   */
  static boolean checkDeaths(Resolution r) {
    Vector<PlayerId> fallen = Vector.empty();
    int n = r.seats();
    for (int k = 0; k < n; k++) {
      int seat = (r.s.active() + k) % n;
      if (r.hero(seat).dead()) {
        fallen = fallen.append(r.player(seat));
      }
    }
    if (fallen.isEmpty()) {
      return false;
    }
    r.s = r.s.withResult(Option.of(Result.heroesDied(fallen))).withPhase(Phase.GAME_OVER)
        .withPending(Option.none());
    r.emit(new HeroQuestEvent.GameLost("a hero has died", fallen, "HQ-R21"));
    return true;
  }

  /** HQ-R32: deck, every hand, the floor (and the pending slot) empty — the heroes win. */
  static boolean checkVictory(Resolution r) {
    if (r.s.over() || !r.s.deck().isEmpty() || !r.s.floor().isEmpty() || r.s.pending().isDefined()) {
      return false;
    }
    for (HeroState h : r.s.heroes()) {
      if (!h.hand().isEmpty()) {
        return false;
      }
    }
    r.s = r.s.withResult(Option.of(Result.victory())).withPhase(Phase.GAME_OVER);
    r.emit(new HeroQuestEvent.GameWon());
    return true;
  }

  /**
   * DRAW (HQ-R31): draw up to the hand limit (1 with Tempest, HQ-R40) while the deck lasts; Courage
   * expires; then the turn limit (HQ-R45) or the next seat's PLAY (skipped with an empty hand,
   * HQ-R10).
   */
  static void endTurn(Resolution r) {
    int seat = r.s.active();
    HeroState h = r.hero(seat);
    int want = h.handLimit() - h.hand().size();
    if (want > 0 && !r.s.deck().isEmpty()) {
      int n = Math.min(want, r.s.deck().size());
      Vector<String> drawn = r.s.deck().take(n);
      r.s = r.s.withDeck(r.s.deck().drop(n));
      r.setHero(seat, h.withHand(h.hand().appendAll(drawn)));
      r.emit(new HeroQuestEvent.CardsDrawn(r.player(seat), n, "HQ-R31"));
      r.emit(new HeroQuestEvent.CardsReceived(r.player(seat), drawn, r.s.openHands(), "HQ-R31"));
    }
    r.s = r.s.withCourageThisTurn(0);
    int turn = r.s.turnNumber();
    if (turn >= TURN_LIMIT) {
      r.emit(new HeroQuestEvent.TurnEnded(turn, r.player(seat)));
      r.s = r.s.withResult(Option.of(Result.turnLimit())).withPhase(Phase.GAME_OVER);
      r.emit(new HeroQuestEvent.GameLost("the turn limit of " + TURN_LIMIT + " turns was reached",
          Vector.empty(), "HQ-R45"));
      return;
    }
    r.emit(new HeroQuestEvent.TurnEnded(turn, r.player(seat)));
    int next = (seat + 1) % r.seats();
    r.s = r.s.withTurnNumber(turn + 1).withActive(next).withPhase(Phase.PLAY);
    startTurn(r);
  }

  /** HQ-R10: with an empty hand the PLAY step is skipped. */
  static void startTurn(Resolution r) {
    if (r.hero(r.s.active()).hand().isEmpty()) {
      r.emit(new HeroQuestEvent.PlaySkipped(r.s.activePlayer()));
      r.s = r.s.withPhase(Phase.ACTION);
    }
  }
}
