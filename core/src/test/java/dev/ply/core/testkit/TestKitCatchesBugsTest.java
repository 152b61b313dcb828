package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.flow.CommitWindow;
import dev.ply.core.Outcome;
import dev.ply.core.race.RaceEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.agent.Belief;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.ImmutableRaceState;
import dev.ply.core.race.RaceContractTest;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/** The kit's checks can fail: each broken variant of the race is caught by the check it breaks. */
class TestKitCatchesBugsTest {

  static class Kit extends GameContractTest<RaceState, RaceAction> {
    final Game<RaceState, RaceAction> game;

    Kit(Game<RaceState, RaceAction> game) {
      this.game = game;
    }

    @Override protected Game<RaceState, RaceAction> game() { return game; }
    @Override protected Seq<Setup> setups() { return Vector.of(Setup.of(2, 1)); }
    @Override protected int playouts() { return 5; }
    @Override protected int volume() { return 20; }
    @Override protected Seq<RaceAction> arbitraryActions(RaceState s, PlayerId p, Dice d) {
      return Vector.of(new RaceAction.Boost(p, 3), new RaceAction.Roll(p), new RaceAction.Bid(p, 2));
    }
    @Override protected Seq<RaceState> hiddenVariants(RaceState s, PlayerId viewer, Dice d) {
      return Vector.of(RaceContractTest.redealOthers(s, viewer, d));
    }
  }

  @Test
  @DisplayName("a view that shows other hands is caught by the no-leak check")
  void leakyView() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public RaceState view(RaceState s, PlayerId v) {
        return ImmutableRaceState.copyOf(race.view(s, v)).withHands(s.hands());
      }
    });
    assertThrows(AssertionError.class, kit::viewsLeakNothing);
  }

  @Test
  @DisplayName("apply accepting an action legalActions does not list is caught by the fuzz check")
  void acceptsIllegal() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
        if (a instanceof RaceAction.Boost && s.winner().isEmpty()) {
          return Either.right(Transition.of(s));
        }
        return race.play(s, a);
      }
    });
    assertThrows(AssertionError.class, kit::fuzz);
  }

  @Test
  @DisplayName("a determinize that redeals the viewer's own hand is caught")
  void badDeterminize() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public RaceState determinize(RaceState v, PlayerId p, RandomSource r) {
        RaceState d = race.determinize(v, p, r);
        return ImmutableRaceState.copyOf(d).withPositions(d.positions().update(0, d.positions().get(0) + 1));
      }
    });
    assertThrows(AssertionError.class, kit::determinizeAgreesWithView);
  }

  @Test
  @DisplayName("a belief that redeals the viewer's own hand is caught, though determinize is right")
  void badBelief() {
    class Believing extends ForwardingRaceGame implements Belief<RaceState> {
      @Override public RaceState sample(RaceState v, PlayerId p, RandomSource r) {
        RaceState d = race.determinize(v, p, r);
        return ImmutableRaceState.copyOf(d).withPositions(d.positions().update(0, d.positions().get(0) + 1));
      }
    }
    assertThrows(AssertionError.class, new Kit(new Believing())::determinizeAgreesWithView);
    new Kit(new ForwardingRaceGame() {})./* the same game without the belief passes */determinizeAgreesWithView();
  }

  @Test
  @DisplayName("a game that outlasts its declared bound is caught")
  void nonTerminating() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public long maxActions(Setup s) { return 5; }
    });
    assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
  }

  @Test
  @DisplayName("a non-deterministic apply is caught")
  void nonDeterministic() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      int calls;
      @Override public Either<Rejection, Transition<RaceState>> apply(RaceState s, RaceAction a) {
        calls++;
        return race.apply(s, a).map(t -> calls % 7 == 0
            ? Transition.of(ImmutableRaceState.copyOf(t.state()).withRound(t.state().round() + 1), t.events())
            : t);
      }
    });
    assertThrows(AssertionError.class, kit::deterministic);
  }

  @Test
  @DisplayName("a legal action that names another actor is caught")
  void wrongActor() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Seq<RaceAction> legalActions(RaceState s, PlayerId p) {
        Seq<RaceAction> legal = race.legalActions(s, p);
        return legal.isEmpty() ? legal : legal.append(new RaceAction.Pass(PlayerId.of("ghost")));
      }
    });
    assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
  }

  /** A bid shown to the whole table: the secret-event bug of the Goofspiel experiment. */
  record BidShown(PlayerId player, int coins) implements GameEvent {
    @Override public String rule() { return "RACE-R2"; }
  }

  @Test
  @DisplayName("a secret choice announced in a public event is caught by the event no-leak check")
  void secretEventMadePublic() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
        return race.play(s, a).map(t -> Transition.of(t.state(), Vector.ofAll(t.events()).map(e ->
            e instanceof RaceEvent.BidCommitted && a instanceof RaceAction.Bid b ? new BidShown(b.actor(), b.coins()) : e)));
      }
    });
    AssertionError e = assertThrows(AssertionError.class, kit::eventsLeakNothing);
    assertTrue(e.getMessage().contains("secret choice"), e.getMessage());
  }

  @Test
  @DisplayName("a private draw sent to everyone is caught by the event no-leak check on hidden variants")
  void privateDrawMadePublic() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
        return race.play(s, a).map(t -> Transition.of(t.state(), Vector.ofAll(t.events()).map(e ->
            e instanceof RaceEvent.CardDrawn d ? new BidShown(d.player(), d.card()) : e)));
      }
    });
    AssertionError e = assertThrows(AssertionError.class, kit::eventsLeakNothing);
    assertTrue(e.getMessage().contains("only what it may not see changed"), e.getMessage());
  }

  /**
   * Bids paid the moment they are committed, so the public coins show them: the secret leaks
   * through a public zone although every view masks the bids themselves.
   */
  static final class PaysOnCommit extends ForwardingRaceGame {
    private static RaceState shift(RaceState s, int sign) {
      if (s.bidding().isEmpty()) {
        return s;
      }
      CommitWindow<Integer> w = s.bidding().get();
      Vector<Integer> coins = s.coins();
      for (int i = 0; i < s.players().size(); i++) {
        coins = coins.update(i, coins.get(i) + sign * w.choiceOf(s.players().get(i)).getOrElse(0));
      }
      return ImmutableRaceState.copyOf(s).withCoins(coins);
    }

    @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
      return race.play(shift(s, 1), a).map(t -> Transition.of(shift(t.state(), -1), t.events()));
    }

    @Override public Seq<RaceAction> legalActions(RaceState s, PlayerId p) {
      return race.legalActions(shift(s, 1), p);
    }
  }

  @Test
  @DisplayName("a secret choice that shows through a public zone is caught by the event no-leak check")
  void secretThroughPublicZone() {
    Kit kit = new Kit(new PaysOnCommit());
    AssertionError e = assertThrows(AssertionError.class, kit::eventsLeakNothing);
    assertTrue(e.getMessage().contains("what p"), e.getMessage());
  }

  @Test
  @DisplayName("an outcome whose ranking does not start with its winners is caught")
  void rankingAgainstWinners() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Option<Outcome> outcome(RaceState s) {
        return race.outcome(s).map(o -> new Outcome(o.winners(), o.ranking().reverse(), o.scores(), false, o.reason()));
      }
    });
    AssertionError e = assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
    assertTrue(e.getMessage().contains("the winners must head the ranking"), e.getMessage());
  }

  @Test
  @DisplayName("a runaway bound that random play never comes near is caught")
  void runawayBound() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public long maxActions(Setup s) { return 2_200_000_000L; }
    });
    AssertionError e = assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
    assertTrue(e.getMessage().startsWith("runaway bound"), e.getMessage());
  }

  @Test
  @DisplayName("an exception inside apply is one contract violation naming the seed, step and action; the other checks do not repeat it")
  void exceptionInApply() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
        if (a instanceof RaceAction.Boost b && b.card() == 3) {
          throw new IllegalStateException("no choices yet");
        }
        return race.play(s, a);
      }
    });
    ContractViolation e = assertThrows(ContractViolation.class, kit::randomPlayoutsKeepInvariantsAndEnd);
    assertTrue(e.getMessage().matches("(?s).*setup seed -?\\d+, 2 players, chooser seed -?\\d+, step \\d+ after Boost.*"
        + "the game threw java.lang.IllegalStateException: no choices yet.*"), e.getMessage());
    assertThrows(TestAbortedException.class, kit::fuzz);
    assertThrows(TestAbortedException.class, kit::viewsLeakNothing);
    java.util.List<String> failed = failures(kit);
    assertEquals(1, failed.size(), failed::toString);
  }

  @Test
  @DisplayName("options: a game that ignores unknown keys, or declares an option it never checks, is caught")
  void undeclaredOrUncheckedOptions() {
    Kit lax = new Kit(new ForwardingRaceGame() {
      @Override public Option<Rejection> checkSetup(Setup s) { return Option.none(); }
    });
    AssertionError e = assertThrows(AssertionError.class, lax::optionsAreDeclared);
    assertTrue(e.getMessage().contains("undeclared option"), e.getMessage());
    Kit unread = new Kit(new ForwardingRaceGame() {
      @Override public dev.ply.core.GameDescriptor descriptor() {
        return race.descriptor().withOptions(dev.ply.core.GameOption.number("laps", 1, 3, 1, "never read"));
      }
      @Override public Option<Rejection> checkSetup(Setup s) {
        return s.options().keySet().exists(k -> !k.equals("laps"))
            ? Option.some(Rejection.of(Rejection.BAD_SETUP, "unknown")) : Option.none();
      }
    });
    AssertionError e2 = assertThrows(AssertionError.class, unread::optionsAreDeclared);
    assertTrue(e2.getMessage().contains("laps = %not-a-value% must be refused"), e2.getMessage());
    new Kit(new ForwardingRaceGame()).optionsAreDeclared();
  }

  // ---- the blind spots of issue 25: each game below passed the whole kit before ----

  /** Every check of the kit run on {@code kit}: the failures, by check, in the order of the kit's tests. */
  static java.util.List<String> failures(Kit kit) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (java.lang.reflect.Method m : GameContractTest.class.getDeclaredMethods()) {
      if (!m.isAnnotationPresent(Test.class)) {
        continue;
      }
      m.setAccessible(true);
      try {
        m.invoke(kit);
      } catch (java.lang.reflect.InvocationTargetException e) {
        if (!(e.getCause() instanceof TestAbortedException)) {
          out.add(m.getName() + ": " + e.getCause());
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
    return out;
  }

  /**
   * The response window after a roll is offered only to the players who hold no boost 3: being
   * asked tells the table who holds one (ResponseWindow's Javadoc: being asked must reveal nothing).
   */
  static final class AsksByHand extends ForwardingRaceGame {
    @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
      return race.play(s, a).map(t -> s.window().isEmpty() && t.state().window().isDefined()
          ? Transition.of(askOnlyThoseWithoutA3(t.state()), t.events()) : t);
    }

    private static RaceState askOnlyThoseWithoutA3(RaceState s) {
      Vector<PlayerId> seats = s.players();
      Vector<PlayerId> asked = seats.filter(p -> !s.hands().get(seats.indexOf(p)).contains(3));
      if (asked.isEmpty()) {
        return s;
      }
      int from = seats.indexOf(s.window().get().offeredTo());
      PlayerId first = Vector.range(0, seats.size()).map(k -> seats.get((from + k) % seats.size()))
          .find(asked::contains).get();
      return ImmutableRaceState.copyOf(s).withWindow(Option.of(dev.ply.core.flow.ResponseWindow.open(asked, first)));
    }
  }

  @Test
  @DisplayName("a response window offered by who holds a card is caught: who is asked differs on a state the viewer cannot tell apart")
  void windowAskedByHand() {
    java.util.List<String> failed = failures(new Kit(new AsksByHand()));
    assertEquals(1, failed.size(), failed::toString);
    assertTrue(failed.get(0).matches("(?s)whoIsAskedRevealsNothing: .*setup seed -?\\d+, 2 players, chooser seed -?\\d+,"
        + " step \\d+.*is asked.*"), failed.get(0));
  }

  /** The race's card invariant as a game might write it: hands and the discard, the deck being "whatever is left". */
  static final class KitWithCardInvariant extends Kit {
    KitWithCardInvariant(Game<RaceState, RaceAction> game) {
      super(game);
    }

    @Override protected void checkInvariants(RaceState s) {
      Vector<Integer> seen = s.discard();
      for (Vector<Integer> h : s.hands()) {
        assertTrue(h.size() <= 2, "a hand holds at most two cards");
        seen = seen.appendAll(h);
      }
      for (int card = 1; card <= 3; card++) {
        int c = card;
        assertTrue(seen.count(x -> x == c) <= 4, "at most four boost " + card + "s are held or played: " + s);
      }
    }
  }

  @Test
  @DisplayName("a determinize that deals into the deck cards already played is caught by the invariants one step on")
  void determinizeDealsGoneCards() {
    Vector<Integer> box = Vector.of(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
    Kit kit = new KitWithCardInvariant(new ForwardingRaceGame() {
      @Override public RaceState determinize(RaceState v, PlayerId p, RandomSource r) {
        RaceState d = race.determinize(v, p, r);
        // the bug: the deck is dealt from the whole box, cards in hands and on the discard included
        return ImmutableRaceState.copyOf(d).withDeck(new Dice(r).shuffle(box).take(d.deck().size()));
      }
    });
    java.util.List<String> failed = failures(kit);
    assertEquals(1, failed.size(), failed::toString);
    assertTrue(failed.get(0).matches("(?s)determinizeAgreesWithView: .*setup seed -?\\d+, 2 players, chooser seed"
        + " -?\\d+, step \\d+.*one step on, Boost.* played on a state determinized for p\\d, breaks an invariant: at"
        + " most four boost.*"), failed.get(0));
    // the same kit passes the honest race
    assertEquals(java.util.List.of(), failures(new KitWithCardInvariant(new ForwardingRaceGame())));
  }

  @Test
  @DisplayName("a listed action that apply refuses is reported once, by the playout check, with seeds, step and action")
  void listedIllegalActionReportedOnce() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Seq<RaceAction> legalActions(RaceState s, PlayerId p) {
        Seq<RaceAction> legal = race.legalActions(s, p);
        RaceAction three = new RaceAction.Boost(p, 3);
        return s.window().isDefined() && !legal.isEmpty() && !legal.contains(three) ? legal.append(three) : legal;
      }
    });
    java.util.List<String> failed = failures(kit);
    assertEquals(1, failed.size(), failed::toString);
    assertTrue(failed.get(0).matches("(?s)randomPlayoutsKeepInvariantsAndEnd: .*setup seed -?\\d+, 2 players, chooser"
        + " seed -?\\d+, step \\d+ after Boost.*was refused.*"), failed.get(0));
  }

  @Test
  @DisplayName("java.util.Random inside apply is reported once, by the determinism check; the log checks do not repeat it")
  void globalRandomReportedOnce() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
        return a instanceof RaceAction.Roll
            ? race.play(race.withRandom(s, RandomSource.seeded(new java.util.Random().nextLong())), a)
            : race.play(s, a);
      }
    });
    java.util.List<String> failed = failures(kit);
    assertEquals(1, failed.size(), failed::toString);
    assertTrue(failed.get(0).matches("(?s)deterministic: .*setup seed -?\\d+, 2 players, chooser seed -?\\d+,"
        + " step \\d+ after Roll.*"), failed.get(0));
  }

  @Test
  @DisplayName("a game that reads an option it does not declare is caught")
  void readsUndeclaredOption() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public RaceState start(Setup s) {
        int laps = Integer.parseInt(s.option("laps").getOrElse("1"));
        return laps > 0 ? race.start(s) : race.start(s);
      }
    });
    java.util.List<String> failed = failures(kit);
    assertEquals(1, failed.size(), failed::toString);
    assertTrue(failed.get(0).startsWith("optionsAreDeclared: ") && failed.get(0).contains("'laps'"), failed.get(0));
  }

  @Test
  @DisplayName("a game that passes the kit passes every check the bugs above fail")
  void honestRacePasses() {
    Kit kit = new Kit(new ForwardingRaceGame());
    assertEquals(java.util.List.of(), failures(kit));
    assertEquals(5, kit.randomPlayouts().size());
  }
}
