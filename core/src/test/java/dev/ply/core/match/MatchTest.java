package dev.ply.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.log.Replay;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceEvent;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MatchTest {
  final RaceGame game = new RaceGame();
  final PlayerId p1 = PlayerId.seat(1);
  final PlayerId p2 = PlayerId.seat(2);

  @Test
  @DisplayName("submit: accepted actions reach listeners and the log; rejected ones change nothing")
  void submit() {
    Match<RaceState, RaceAction> m = Match.start(game, Setup.of(2, 5));
    List<RaceAction> heard = new ArrayList<>();
    m.addListener((a, events) -> heard.add(a));
    RaceState before = m.state();
    assertEquals("ILLEGAL_ACTION", m.submit(new RaceAction.Roll(p1)).getLeft().code(), "bids come first");
    assertEquals(before, m.state());
    assertEquals(0, m.log().size());
    Transition<RaceState> t = m.submit(new RaceAction.Bid(p1, 1)).get();
    assertTrue(t.events().head() instanceof RaceEvent.BidCommitted);
    assertSame(m.state(), t.state(), "the transition's state is the match's new state");
    assertEquals(List.of(new RaceAction.Bid(p1, 1)), heard);
    assertEquals(1, m.log().size());
    assertTrue(m.log().entries().last().hash().get().matches("[0-9a-f]{32}"), "each step records its chain link");
    assertTrue(Replay.run(game, m.log()).ok());
  }

  @Test
  @DisplayName("undo: only when allowed; steps back one action; redoing gives the same dice")
  void undo() {
    Match<RaceState, RaceAction> strict = Match.start(game, Setup.of(2, 5));
    strict.submit(new RaceAction.Bid(p1, 0));
    assertEquals("UNDO_NOT_ALLOWED", strict.undo().getLeft().code());

    Match<RaceState, RaceAction> m = Match.start(game, Setup.of(2, 5), true);
    assertEquals("NOTHING_TO_UNDO", m.undo().getLeft().code());
    m.submit(new RaceAction.Bid(p1, 0));
    m.submit(new RaceAction.Bid(p2, 0));
    RaceState beforeRoll = m.state();
    Seq<GameEvent> first = m.submit(new RaceAction.Roll(p1)).get().events();
    assertEquals(new RaceAction.Roll(p1), m.undo().get());
    assertEquals(beforeRoll, m.state());
    assertEquals(2, m.log().size());
    assertEquals(first, m.submit(new RaceAction.Roll(p1)).get().events(), "the random source is in the state");
  }

  @Test
  @DisplayName("submit's transition gives each seat only the events it may see; a refusal is a Left to handle")
  void seatFilteredEvents() {
    Match<RaceState, RaceAction> m = Match.start(game, Setup.of(2, 11));
    RandomAgent agent = new RandomAgent(7);
    int privateSeen = 0;
    while (!m.isOver()) {
      PlayerId who = m.awaiting().head();
      Transition<RaceState> t = m.submit(agent.choose(game, m.view(who), who)).get();
      for (GameEvent e : t.events()) {
        if (e instanceof RaceEvent.CardDrawn d) {
          privateSeen++;
          PlayerId other = d.player().equals(p1) ? p2 : p1;
          assertTrue(t.eventsFor(d.player()).contains(e), "the drawer sees the card");
          assertFalse(t.eventsFor(other).contains(e), "the other seat does not");
          assertFalse(t.eventsFor(PlayerId.SPECTATOR).contains(e), "nor does the spectator");
        }
      }
    }
    assertTrue(privateSeen > 0, "the game drew a card, so the filter was exercised");
    String handled = m.submit(new RaceAction.Roll(p1)).fold(r -> "refused " + r.code(), ok -> "accepted");
    assertEquals("refused " + dev.ply.core.Rejection.GAME_OVER, handled);
  }

  @Test
  @DisplayName("a match's log replays to its state; the view hides others' hands")
  void logAndView() {
    Match<RaceState, RaceAction> m = Match.start(game, Setup.of(3, 8));
    RandomAgent agent = new RandomAgent(3);
    while (!m.isOver()) {
      PlayerId who = m.awaiting().head();
      m.submit(agent.choose(game, m.view(who), who)).get();
    }
    assertTrue(m.outcome().isDefined());
    assertEquals(m.history(), Replay.run(game, m.log(), Replay.Mode.SEED).states());
    RaceState v = m.view(p1);
    assertTrue(v.hands().get(1).forAll(c -> c == 0));
  }

  @Test
  @DisplayName("a setup the game refuses is an IllegalArgumentException with the game's reason")
  void badSetup() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Match.start(game, Setup.of(5, 1)));
    assertTrue(e.getMessage().contains("2 to 4"));
  }
}
