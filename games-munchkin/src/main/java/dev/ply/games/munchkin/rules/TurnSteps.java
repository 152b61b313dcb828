package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.DiscardCharity;
import dev.ply.games.munchkin.action.MunchkinAction.GiveCharity;
import dev.ply.games.munchkin.action.MunchkinAction.LookForTrouble;
import dev.ply.games.munchkin.action.MunchkinAction.LootTheRoom;
import dev.ply.games.munchkin.action.MunchkinAction.SetupDone;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The turn-step frames (MK-R101): character creation {@code SETUP} (§3 step 6),
 * {@code TROUBLE_OR_LOOT} (§4.2 TL) and {@code CHARITY} (MK-R47). Besides its own actions each
 * turn-step frame of the turn player offers the Interlude actions (MK-R105).
 */
final class TurnSteps {
  private TurnSteps() {}

  /** SETUP: {@code SetupDone} (MK-R42) or a card put on the table. */
  static final Decision<Frame.SetupTurn> SETUP = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.SetupTurn f) {
      return f.seat();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.SetupTurn f) {
      PlayerState p = s.seat(seat);
      return new ActionList().append(new SetupDone(p.id())).appendAll(Interlude.putOnTable(s, seat, p.hand(), true));
    }

    /** {@code SetupDone} is always an option (the options start with it). */
    @Override
    boolean allows(MunchkinState s, int seat, Frame.SetupTurn f, MunchkinAction a) {
      return a instanceof SetupDone || super.allows(s, seat, f, a);
    }

    @Override
    void play(Table t, int me, Frame.SetupTurn f, MunchkinAction a) {
      if (a instanceof SetupDone) {
        t.put(me, t.p(me).withFresh(Vector.empty())); // MK-R16
        t.pop();
      } else {
        CardPlays.play(t, me, a);
      }
    }
  };

  /** TL: look for trouble with a monster from the hand (MK-R44) or loot the room (MK-R45), once per turn. */
  static final Decision<Frame.TroubleOrLoot> TROUBLE_OR_LOOT = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.TroubleOrLoot f) {
      return s.turn();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.TroubleOrLoot f) {
      PlayerState p = s.seat(seat);
      ActionList out = new ActionList();
      if (!s.combatThisTurn()) {
        for (int idAt = 0; idAt < p.hand().size(); idAt++) {
          String id = p.hand().get(idAt);
          if (trouble(id)) {
            out.append(new LookForTrouble(p.id(), id));
          }
        }
        out.append(new LootTheRoom(p.id()));
      }
      return out.appendAll(Interlude.options(s, seat, true));
    }

    /** The TL choice from the same tests as the list; the rest as {@link Interlude#allows}. */
    @Override
    boolean allows(MunchkinState s, int seat, Frame.TroubleOrLoot f, MunchkinAction a) {
      if (a instanceof LookForTrouble l) {
        return !s.combatThisTurn() && Zones.has(s.seat(seat).hand(), l.monster()) && trouble(l.monster());
      }
      if (a instanceof LootTheRoom) {
        return !s.combatThisTurn();
      }
      return Interlude.allows(s, seat, true, a);
    }

    @Override
    void play(Table t, int me, Frame.TroubleOrLoot f, MunchkinAction a) {
      if (a instanceof LookForTrouble l) {
        t.pop();
        Flow.frameEnded(t);
        t.takeAway(me, l.monster());
        t.emit(new MunchkinEvent.Played(a.actor(), l.monster(), Option.none(), "MK-R44"));
        Flow.startCombat(t, l.monster(), false);
      } else if (a instanceof LootTheRoom) {
        t.pop();
        Flow.frameEnded(t);
        t.draw(me, Deck.DOOR, false, "MK-R45");
        t.push(new Frame.OpenEnd());
      } else {
        Interlude.play(t, me, a);
      }
    }
  };

  /** MK-R44: a hand card one may look for trouble with, a monster. */
  private static boolean trouble(String id) {
    return id != null && Cards.exists(id) && Cards.card(id).isMonster();
  }

  /** CHARITY (MK-R47): each card beyond the hand limit goes to the lowest-level players, as evenly as possible, or is discarded. */
  static final Decision<Frame.Charity> CHARITY = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.Charity f) {
      return s.turn();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.Charity f) {
      return charity(s, seat, f).appendAll(Interlude.options(s, seat, true));
    }

    @Override
    boolean allows(MunchkinState s, int seat, Frame.Charity f, MunchkinAction a) {
      if (a instanceof GiveCharity || a instanceof DiscardCharity) {
        return charity(s, seat, f).contains(a);
      }
      return Interlude.allows(s, seat, true, a);
    }

    @Override
    /** Flow.advance ends the Charity once the hand is within the limit, whatever brought it there. */
    void play(Table t, int me, Frame.Charity ch, MunchkinAction a) {
      if (a instanceof GiveCharity g) {
        int to = t.s.seatOf(g.to());
        t.takeAway(me, g.card());
        t.give(to, g.card());
        t.emit(new MunchkinEvent.MovedHidden(a.actor(), g.to(), "MK-R47"));
        t.emit(new MunchkinEvent.MovedSecretly(a.actor(), g.to(), g.card(), "MK-R47"));
        t.replaceTop(new Frame.Charity(ch.given().update(to, ch.given().get(to) + 1)));
      } else if (a instanceof DiscardCharity d) {
        t.discardFrom(me, d.card(), "MK-R47");
      } else {
        Interlude.play(t, me, a);
      }
    }
  };

  /** MK-R47. */
  private static ActionList charity(MunchkinState s, int seat, Frame.Charity ch) {
    PlayerState p = s.seat(seat);
    int low = 10;
    for (int qAt = 0; qAt < s.seats().size(); qAt++) {
      PlayerState q = s.seats().get(qAt);
      if (q.alive()) {
        low = Math.min(low, q.level());
      }
    }
    ActionList out = new ActionList();
    if (p.level() == low) {
      for (int idAt = 0; idAt < p.hand().size(); idAt++) {
        String id = p.hand().get(idAt);
        out.append(new DiscardCharity(p.id(), id));
      }
      return out;
    }
    int fewest = Integer.MAX_VALUE;
    for (int i = 0; i < s.size(); i++) {
      if (i != seat && s.seat(i).alive() && s.seat(i).level() == low) {
        fewest = Math.min(fewest, ch.given().get(i));
      }
    }
    for (int idAt = 0; idAt < p.hand().size(); idAt++) {
      String id = p.hand().get(idAt);
      for (int i = 0; i < s.size(); i++) {
        if (i != seat && s.seat(i).alive() && s.seat(i).level() == low && ch.given().get(i) == fewest) {
          out.append(new GiveCharity(p.id(), id, s.seat(i).id()));
        }
      }
    }
    return out;
  }
}
