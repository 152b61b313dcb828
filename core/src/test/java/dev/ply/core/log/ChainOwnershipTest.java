package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.match.Match;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each log is hashed by a chain of its own (issue 26): a replay makes one, a recording (a match)
 * keeps one from step to step, and nothing of one log's writer memory is seen from another's,
 * even on one thread, interleaved. The memory only saves work: the hashes are those of a chain
 * made afresh for every step.
 */
class ChainOwnershipTest {

  /** What a game's encoding keeps in its writer ({@link CanonicalWriter#scratch}): here, only who it is. */
  static final class Kept {}

  /**
   * The race, its encoding noting which writer memory it was given (the scratch object stands for
   * it: parts, texts and scratch are shared by a writer and its part writers), and its actions
   * written as their JSON ({@link ActionJson}, which keeps what it saw in the same memory).
   */
  static final class Probe extends ForwardingRaceGame {
    final List<Kept> seen = new ArrayList<>();
    /** One function object, so that the writer knows the state as a part it wrote before. */
    final BiConsumer<CanonicalWriter, RaceState> whole = (w, s) -> race.encode(s, w);

    @Override
    public void encode(RaceState s, CanonicalWriter out) {
      seen.add(out.scratch(Kept.class, Kept::new));
      out.part(s, whole);
    }

    @Override
    public void encodeAction(RaceAction a, CanonicalWriter out) {
      ActionJson.write(a, out);
    }

    /** The distinct memories seen since the last call, in order. */
    List<Kept> drain() {
      List<Kept> distinct = new ArrayList<>(new IdentityHashMap<Kept, Boolean>() {
        {
          seen.forEach(k -> put(k, true));
        }
      }.keySet());
      seen.clear();
      return distinct;
    }
  }

  final Probe game = new Probe();

  /** A fixed choice among the legal actions, so that every run of one seed plays the same game. */
  private RaceAction pick(RaceState s, int step) {
    PlayerId p = game.awaiting(s).toList().sortBy(PlayerId::name).head();
    Seq<RaceAction> legal = game.legalActions(s, p);
    return legal.get((7 * step + 3) % legal.size());
  }

  private boolean over(RaceState s) {
    return game.outcome(s).isDefined();
  }

  /** A whole game recorded with the static Recorder: a new chain for every call, so no memory at all. */
  private ActionLog<RaceAction> withoutMemory(Setup setup) {
    Recorder.Started<RaceState, RaceAction> started = Recorder.start(game, setup);
    ActionLog<RaceAction> log = started.log();
    RaceState s = started.state();
    for (int step = 0; !over(s) && step < 200; step++) {
      Recorder.Step<RaceState, RaceAction> next = Recorder.apply(game, log, s, pick(s, step)).get();
      log = log.append(next.entry());
      s = next.transition().state();
    }
    return log;
  }

  @Test
  @DisplayName("a match keeps one chain for its log; two matches on one thread, interleaved, keep two; hashes as without memory")
  void matchesInterleaved() {
    Setup one = Setup.of(2, 11);
    Setup two = Setup.of(3, 12);
    Match<RaceState, RaceAction> a = Match.start(game, one);
    Kept ofA = single(game.drain());
    Match<RaceState, RaceAction> b = Match.start(game, two);
    Kept ofB = single(game.drain());
    assertNotSame(ofA, ofB, "two matches, two writers");
    for (int step = 0; step < 200 && !(over(a.state()) && over(b.state())); step++) {
      if (!over(a.state())) {
        a.submit(pick(a.state(), step)).get();
        assertEquals(List.of(ofA), game.drain(), "match a hashes every step with its own writer");
      }
      if (!over(b.state())) {
        b.submit(pick(b.state(), step)).get();
        assertEquals(List.of(ofB), game.drain(), "match b hashes every step with its own writer");
      }
    }
    assertTrue(a.log().size() > 10 && b.log().size() > 10, "long enough games to hash parts again and again");
    assertEquals(withoutMemory(one), a.log(), "the same links as chains made afresh for every step");
    assertEquals(withoutMemory(two), b.log());
  }

  @Test
  @DisplayName("two replays on one thread, and a replay inside a recording, each hash with a writer of their own")
  void replaysAndARecording() {
    ActionLog<RaceAction> log = withoutMemory(Setup.of(2, 21));
    game.drain();
    ReplayResult<RaceState> first = Replay.run(game, log);
    Kept ofFirst = single(game.drain());
    ReplayResult<RaceState> second = Replay.run(game, log);
    Kept ofSecond = single(game.drain());
    assertNotSame(ofFirst, ofSecond, "a replay's writer is its own, not the thread's");
    assertTrue(first.ok() && second.ok(), "both verify");
    assertEquals(log.size() + 1, first.hashesChecked());
    assertEquals(first.states(), second.states());

    Recording<RaceState, RaceAction> recording = Recording.of(game);
    Recorder.Started<RaceState, RaceAction> started = recording.start(Setup.of(2, 21));
    Kept ofRecording = single(game.drain());
    ActionLog<RaceAction> recorded = started.log();
    RaceState s = started.state();
    for (int step = 0; !over(s); step++) {
      Recorder.Step<RaceState, RaceAction> next = recording.apply(recorded, s, pick(s, step)).get();
      assertEquals(List.of(ofRecording), game.drain());
      recorded = recorded.append(next.entry());
      s = next.transition().state();
      if (step % 5 == 0) {
        assertTrue(Replay.run(game, log).ok(), "a replay in between");
        Kept ofReplay = single(game.drain());
        assertTrue(ofReplay != ofRecording && ofReplay != ofFirst && ofReplay != ofSecond, "a new writer each replay");
      }
    }
    assertEquals(log, recorded, "the recording's links are those of chains made afresh for every step");
    recording.start(Setup.of(2, 22));
    assertNotSame(ofRecording, single(game.drain()), "a new log, a new chain: nothing of the last log is kept");
  }

  @Test
  @DisplayName("the JSON of an action is the same whether the writer has seen it before or not")
  void actionJsonRemembersPerWriter() {
    RaceAction bid = new RaceAction.Bid(PlayerId.seat(1), 2);
    CanonicalWriter w = CanonicalWriter.toByteArray();
    ActionJson.write(bid, w);
    ActionJson.write(new RaceAction.Bid(PlayerId.seat(1), 2), w);
    ActionJson.write(new RaceAction.Bid(PlayerId.seat(1), 3), w);
    String json = LogCodec.writeAction(bid);
    String three = LogCodec.writeAction(new RaceAction.Bid(PlayerId.seat(1), 3));
    assertEquals("b\"" + json + "\" b\"" + json + "\" b\"" + three + "\"", CanonicalWriter.text(w.toBytes()));
  }

  private static Kept single(List<Kept> distinct) {
    assertEquals(1, distinct.size(), "one writer memory");
    return distinct.get(0);
  }
}
