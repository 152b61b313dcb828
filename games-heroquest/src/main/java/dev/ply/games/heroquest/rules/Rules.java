package dev.ply.games.heroquest.rules;

import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.state.HeroQuestState;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** {@code apply}: check the action (HQ-R46), then resolve it in one {@link Resolution}. */
public final class Rules {
  private Rules() {}

  public static Either<Rejection, Transition<HeroQuestState>> apply(HeroQuestState state, HeroQuestAction a) {
    Option<Rejection> why = Legality.check(state, a);
    if (why.isDefined()) {
      return Either.left(why.get());
    }
    Resolution r = new Resolution(state);
    if (a instanceof PlayCard p) {
      Entering.play(r, p.card(), -1, null);
    } else if (a instanceof PlayWound p) {
      Entering.play(r, p.card(), state.seatOf(p.target()), null);
    } else if (a instanceof PlayPotion p) {
      Entering.play(r, p.card(), state.seatOf(p.target()), p.remove());
    } else if (a instanceof AssignWound p) {
      Entering.assign(r, state.seatOf(p.target()), null);
    } else if (a instanceof AssignPotion p) {
      Entering.assign(r, state.seatOf(p.target()), p.remove());
    } else if (a instanceof Attack p) {
      Acting.attack(r, p.card(), p.symbol());
    } else if (a instanceof Heal p) {
      Acting.heal(r, p.wound());
    } else if (a instanceof Search) {
      Acting.search(r);
    } else {
      Acting.pass(r);
    }
    // the record's own constructor: Transition.of copies the events again through Vavr's iterator path
    return Either.right(new Transition<>(r.finish(), Vector.narrow(r.events())));
  }
}
