package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.state.Step.*;
import io.vavr.control.Option;

/** The move steps (§4.2, DG-R11..R25): who each awaits; each kind sent to its room, {@link Moving} or {@link Encounters}. */
final class MoveRules {
  private MoveRules() {}

  /** Who each decision of a move awaits; the branch and the Town stop are movement choices (DG-R136). */
  static final MoveSteps<Option<Integer>, Option<Integer>> AWAITED = new MoveSteps<>() {
    @Override
    public Option<Integer> move(Move s, Option<Integer> puppeteer) {
      return s.stage() == MoveStage.TOWN_STOP || s.stage() == MoveStage.BRANCH ? Seats.of(Seats.controller(puppeteer, s.p()))
          : Seats.NOBODY;
    }

    @Override
    public Option<Integer> forcedMove(ForcedMove s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> relocate(Relocate s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> encounter(Encounter s, Option<Integer> puppeteer) {
      return Seats.of(s.bTurn() ? s.b() : s.a());
    }

    @Override
    public Option<Integer> draft(Draft s, Option<Integer> puppeteer) {
      return Seats.of(s.drafter());
    }

    @Override
    public Option<Integer> offer(Offer s, Option<Integer> puppeteer) {
      return Seats.of(s.draft().other());
    }
  };

  /** The move's steps that run by themselves. */
  static final MoveSteps<Table, Void> RUN = new MoveSteps<>() {
    @Override
    public Void move(Move m, Table t) {
      Moving.move(t, m);
      return null;
    }

    @Override
    public Void forcedMove(ForcedMove f, Table t) {
      return Moving.forcedMove(f, t);
    }

    @Override
    public Void relocate(Relocate r, Table t) {
      return Moving.relocate(r, t);
    }

    @Override
    public Void encounter(Encounter s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void draft(Draft s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void offer(Offer s, Table t) {
      return Decision.notRun(s);
    }
  };

  /** The decision each step of a move asks for. */
  static final MoveSteps<Void, Decision<?>> DECISIONS = new MoveSteps<>() {
    @Override
    public Decision<?> move(Move m, Void v) {
      return Moving.MOVE; // the branch or the Town stop; the other stages run by themselves
    }

    @Override
    public Decision<?> forcedMove(ForcedMove s, Void v) {
      return Decision.NONE; // runs by itself: no choices
    }

    @Override
    public Decision<?> relocate(Relocate s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> encounter(Encounter e, Void v) {
      return Encounters.ENCOUNTER;
    }

    @Override
    public Decision<?> draft(Draft d, Void v) {
      return Encounters.DRAFT;
    }

    @Override
    public Decision<?> offer(Offer s, Void v) {
      return Encounters.OFFER;
    }
  };

  /** What each answer does. */
  static final MoveSteps<Engine.Answer, Void> ANSWER = new MoveSteps<>() {
    @Override
    public Void move(Move m, Engine.Answer q) {
      return Moving.answer(m, q.t(), q.a());
    }

    @Override
    public Void forcedMove(ForcedMove s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void relocate(Relocate s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void encounter(Encounter e, Engine.Answer q) {
      return Encounters.encounterAnswer(e, q.t(), q.a());
    }

    @Override
    public Void draft(Draft d, Engine.Answer q) {
      Encounters.draftAnswer(q.t(), d, q.a());
      return null;
    }

    @Override
    public Void offer(Offer o, Engine.Answer q) {
      return Encounters.offerAnswer(o, q.t(), q.a());
    }
  };
}
