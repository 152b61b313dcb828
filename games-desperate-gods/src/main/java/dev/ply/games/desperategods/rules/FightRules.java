package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.state.Step.*;
import io.vavr.control.Option;

/** The fight steps (§4.3): who each awaits; each kind sent to its room, {@link MonsterFights} or {@link Equipment}. */
final class FightRules {
  private FightRules() {}

  /** Who each decision of a fight awaits; the dice comparison runs by itself. */
  static final FightSteps<Option<Integer>, Option<Integer>> AWAITED = new FightSteps<>() {
    @Override
    public Option<Integer> fight(Fight s, Option<Integer> puppeteer) {
      return s.stage() == FightStage.COMPARE ? Seats.NOBODY : Seats.of(s.p());
    }

    @Override
    public Option<Integer> damageReaction(DamageReaction s, Option<Integer> puppeteer) {
      return Seats.of(s.p());
    }

    @Override
    public Option<Integer> loss(Loss s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> won(Won s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> breakRoll(BreakRoll s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> breakReaction(BreakReaction s, Option<Integer> puppeteer) {
      return Seats.of(s.owner());
    }

    @Override
    public Option<Integer> thirstyHeal(ThirstyHeal s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> returnCard(ReturnCard s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }
  };

  /** The fight's steps that run by themselves. */
  static final FightSteps<Table, Void> RUN = new FightSteps<>() {
    @Override
    public Void fight(Fight f, Table t) {
      MonsterFights.compare(t, f);
      return null;
    }

    @Override
    public Void damageReaction(DamageReaction s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void loss(Loss l, Table t) {
      MonsterFights.loss(t, l);
      return null;
    }

    @Override
    public Void won(Won w, Table t) {
      MonsterFights.won(t, w.fight());
      return null;
    }

    @Override
    public Void breakRoll(BreakRoll b, Table t) {
      return Equipment.breakRoll(b, t);
    }

    @Override
    public Void breakReaction(BreakReaction s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void thirstyHeal(ThirstyHeal h, Table t) {
      return MonsterFights.thirstyHeal(h, t);
    }

    @Override
    public Void returnCard(ReturnCard r, Table t) {
      return MonsterFights.returnCard(r, t);
    }
  };


  /** The decision each step of a fight asks for. */
  static final FightSteps<Void, Decision<?>> DECISIONS = new FightSteps<>() {
    @Override
    public Decision<?> fight(Fight f, Void v) {
      return MonsterFights.FIGHT; // the pre-roll and reroll windows; the comparison runs by itself
    }

    @Override
    public Decision<?> damageReaction(DamageReaction d, Void v) {
      return Equipment.DAMAGE_REACTION;
    }

    @Override
    public Decision<?> loss(Loss s, Void v) {
      return Decision.NONE; // runs by itself: no choices
    }

    @Override
    public Decision<?> won(Won s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> breakRoll(BreakRoll s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> breakReaction(BreakReaction s, Void v) {
      return Equipment.BREAK_REACTION;
    }

    @Override
    public Decision<?> thirstyHeal(ThirstyHeal s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> returnCard(ReturnCard s, Void v) {
      return Decision.NONE;
    }
  };

  /** What each answer does. */
  static final FightSteps<Engine.Answer, Void> ANSWER = new FightSteps<>() {
    @Override
    public Void fight(Fight f, Engine.Answer q) {
      MonsterFights.fightAnswer(q.t(), f, q.a());
      return null;
    }

    @Override
    public Void damageReaction(DamageReaction d, Engine.Answer q) {
      return Equipment.damageReactionAnswer(d, q.t(), q.a());
    }

    @Override
    public Void loss(Loss s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void won(Won s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void breakRoll(BreakRoll s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void breakReaction(BreakReaction b, Engine.Answer q) {
      return Equipment.breakReactionAnswer(b, q.t(), q.a());
    }

    @Override
    public Void thirstyHeal(ThirstyHeal s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void returnCard(ReturnCard s, Engine.Answer q) {
      return Decision.notAnswered(s);
    }
  };
}
