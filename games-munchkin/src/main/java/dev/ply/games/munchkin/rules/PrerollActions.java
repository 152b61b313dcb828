package dev.ply.games.munchkin.rules;

import static dev.ply.games.munchkin.rules.Zones.*;
import static dev.ply.games.munchkin.rules.Interlude.*;
import static dev.ply.games.munchkin.rules.CombatActions.*;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** MK-R107, Pre-roll actions (the PREROLL window), and the FAIL row of MK-R104. */
final class PrerollActions {
  private PrerollActions() {}

  /** MK-R107: PREROLL actions. */
  static ActionList options(MunchkinState s, int seat) {
    Combat c = s.combat().get();
    Frame.RunAttempt a = attempt(s);
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = anytime(s, seat);
    boolean turnCombatant = seat == s.turn() && c.isCombatant(seat);
    Card m = Strength.data(c, a.monster());
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {

      String id = ownedAt(p, idAt);
      if (!Cards.exists(id)) {
        continue;
      }
      Card card = Cards.card(id);
      if (card.kind() == Kind.ONE_SHOT && card.timing().contains(Timing.COMBAT_OR_PREROLL)) {
        out = out.appendAll(combatOrPreroll(s, seat, id, card, turnCombatant, Option.none()));
      } else if (card.timing().contains(Timing.PREROLL_ESCAPE)) {
        Vector<Integer> runners = c.combatants().filter(r -> !Running.unresolvedIn(s, r).isEmpty());
        if (!runners.isEmpty()) {
          out = out.append(new PlayInstantWall(me, id, Option.none()));
          if (runners.size() == 2) {
            for (int r : runners) {
              out = out.append(new PlayInstantWall(me, id, Option.of(s.seat(r).id())));
            }
          }
        }
      }
    }
    if (seat == a.runner()) {
      if (p.hasClass(CharClass.WIZARD) && c.flights().get(seat) < 3) {
        for (String id : fodder(p, CharClass.WIZARD)) {
          out = out.append(new FlightSpell(me, id)); // MK-R28
        }
      }
      boolean catcher = m.runEffect(Effect.AutoCatch.class).isDefined();
      for (int idAt = 0; idAt < p.items().size(); idAt++) {
        String id = p.items().get(idAt);
        for (Effect e : Cards.card(id).effects()) {
          if (e instanceof Effect.EscapeWeakMonster w && !catcher && Strength.monster(s, a.monster()) <= w.maxStrength()) {
            out = out.append(new UseRatOnAStick(me, id)); // §6.5 T26
          }
        }
      }
      for (int eAt = 0; eAt < m.runAway().size(); eAt++) {
        Effect e = m.runAway().get(eAt);
        if (e instanceof Effect.DiscardToEscape d) {
          for (int idAt = 0; idAt < ownedCount(p); idAt++) {

            String id = ownedAt(p, idAt);
            if (Cards.exists(id) && Cards.card(id).has(d.flag())) {
              out = out.append(new DropStickForPitBull(me, id)); // §6.1 D07
            }
          }
        }
        if (e instanceof Effect.BribeAway b) {
          for (int idAt = 0; idAt < ownedCount(p); idAt++) {

            String id = ownedAt(p, idAt);
            if (Cards.exists(id) && Cards.card(id).isItem() && Cards.card(id).value() >= b.minValue()) {
              out = out.append(new BribeFloatingNose(me, id)); // §6.1 D23
            }
          }
        }
      }
    }
    return out;
  }

  /** The FAIL row of MK-R104. */
  static ActionList fail(MunchkinState s, int seat) {
    Frame.AfterFail af = afterFail(s);
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = new ActionList();
    Combat c = s.combat().get();
    if (af.runner() == seat) {
      if (!af.glued() && !autoCatcher(s, af.monster())) {
        for (int idAt = 0; idAt < ownedCount(p); idAt++) {

          String id = ownedAt(p, idAt);
          if (oneShot(id, Timing.FAIL_ESCAPE)) {
            out = out.append(new PlayInvisibility(me, id)); // §6.6 T47
          }
        }
      }
      if (af.die().isDefined() && p.hasClass(CharClass.WIZARD) && c.flights().get(seat) < 3) {
        for (String id : fodder(p, CharClass.WIZARD)) {
          out = out.append(new FlightSpell(me, id)); // MK-R28
        }
      }
    }
    if (seat == s.turn() && c.isCombatant(seat)) {
      for (int idAt = 0; idAt < ownedCount(p); idAt++) {

        String id = ownedAt(p, idAt);
        if (Cards.exists(id) && isLamp(Cards.card(id))) {
          out = out.appendAll(combatOrPreroll(s, seat, id, Cards.card(id), true, Option.of(af.monster())));
        }
      }
    }
    return out;
  }
}
