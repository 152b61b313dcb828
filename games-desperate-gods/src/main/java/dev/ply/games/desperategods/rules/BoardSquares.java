package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/** §6.1 Board: what each square does when a move ends on it (DG-R100..R143), and the choices squares ask. */
final class BoardSquares {
  private BoardSquares() {}

  /**
   * A square's acts in the order its data lists them (§6.1): what changes at once is done, what
   * waits (draws, moves, choices) is stacked to run in that order.
   */
  static void resolve(Table t, int p, int sq) {
    Board.Square square = Board.square(sq);
    String rule = square.rule();
    Option<Integer> deck = Board.deckAt(sq); // a square that draws lies in a deck's zone (none in the Town)
    ArrayList<Step> steps = new ArrayList<>(2);
    for (Board.Effect e : square.does()) {
      switch (e.act()) {
        case TOWN_VISIT: steps.add(new TownVisit(p)); break;
        case RAPIDS: steps.add(new RapidsChoice(p)); break;
        case DRAW: steps.add(new Draw(p, deck.get(), e.n(), false)); break;
        case DRAW_OPPONENT_PICKS: steps.add(new Draw(p, deck.get(), e.n(), true)); break;
        case SKIP_TURN:
          t.skip[p]++;
          t.emit(new DgEvent.StatusChanged(t.ids[p], "skips the next turn", rule));
          break;
        case EXTRA_TURN:
          t.extra[p]++;
          t.emit(new DgEvent.StatusChanged(t.ids[p], "takes another turn", rule));
          break;
        case FORWARD_D6: steps.add(new ForcedMove(p, 1, false, rule)); break;
        case BACK_D6: steps.add(new ForcedMove(p, 1, true, rule)); break;
        case GO_TO: steps.add(new Relocate(p, e.n(), e.damage(), true, rule)); break;
        case GAIN_TOWN_CARD: steps.add(new GainTown(p)); break;
        case MIRROR: steps.add(new MirrorTarget(p)); break;
        case JUNK_HEAP: junkHeap(t, p); break;
        case OUTSKIRTS: steps.add(new OutskirtsChoice(p)); break;
        case INTERROGATION: steps.add(new InterrogateChoice(p)); break;
        case CEMETERY:
          if (cemeteryTargets(t, p)) {
            steps.add(new CemeteryTarget(p));
          }
          break;
        case HEAL: t.heal(p, 3, rule); break;
        case PUPPETEER:
          t.puppeteer = Option.some(p);
          t.emit(new DgEvent.StatusChanged(t.ids[p], "is the puppeteer", rule));
          break;
        case REVERSE: steps.add(new FlipDirection(p)); break;
        case DAMAGE: steps.add(new Damage(p, e.n(), rule)); break;
        case TAKE_LIMBO: steps.add(new TakeLimbo(p)); break;
        default: break;
      }
    }
    t.then(steps.toArray(new Step[0]));
  }

  /** DG-R138: the Reverse square turns the player's direction round. */
  static void flip(Table t, FlipDirection f) {
    t.ccw[f.p()] = !t.ccw[f.p()];
    t.emit(new DgEvent.StatusChanged(t.ids[f.p()], t.ccw[f.p()] ? "now moves counter-clockwise" : "now moves clockwise", "DG-R138"));
  }

  /** DG-R142: Limbo's coins go to the player. */
  static void takeLimbo(Table t, TakeLimbo l) {
    t.moveCoins(Holder.LIMBO, Holder.seat(l.p()), t.limbo, "DG-R142");
  }

  /** DG-R132: a Cemetery fight needs a monster in another player's victory pile. */
  static boolean cemeteryTargets(Table t, int p) {
    for (int q = 0; q < t.n; q++) {
      if (q != p) {
        for (String c : t.victory.get(q)) {
          if (Cards.get(c).isMonster()) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** DG-R118: three Town cards, the left opponent picks one for you, the others to the bottom. */
  static void junkHeap(Table t, int p) {
    Vector<Item> drawn = Vector.empty();
    for (int i = 0; i < 3; i++) {
      for (Item c : t.takeTownTop()) {
        t.townInPlay.add(c);
        drawn = drawn.append(c);
        t.emit(new DgEvent.ItemEvent(t.ids[p], c.title(), "DRAWN", "DG-R118"));
      }
    }
    if (drawn.size() == 1) {
      TownRules.gain(t, p, drawn.head(), "DG-R118");
    } else if (drawn.size() > 1) {
      t.push(new JunkPick(t.left(p), p, drawn));
    }
  }

  /** DG-R118: the left opponent picks one of the Town cards drawn; the others go back to the Town deck. */
  static final Decision.Choice<JunkPick> JUNK_PICK = new Decision.Choice<>() {
    @Override
    public int seat(JunkPick x) {
      return x.picker();
    }

    @Override
    public void options(Table t, JunkPick x, PlayerId me, ArrayList<DgAction> out) {
      for (int i = 0; i < x.items().size(); i++) {
        out.add(new DgAction.PickCard(me, i));
      }
    }

    @Override
    public boolean allows(Table t, JunkPick x, PlayerId me, DgAction a) {
      return a instanceof DgAction.PickCard c && c.index() >= 0 && c.index() < x.items().size();
    }

    @Override
    public void answer(Table t, JunkPick x, DgAction a) {
      t.pop();
      Item chosen = x.items().get(((DgAction.PickCard) a).index());
      for (Item c : x.items()) {
        if (c != chosen) {
          t.townInPlay.remove(c);
          t.townDeck.add(c);
        }
      }
      TownRules.gain(t, x.p(), chosen, "DG-R118");
    }
  };

  /** DG-R101: ride the Rapids (1 damage, then 2D6 forward) or not. */
  static final Decision.Choice<RapidsChoice> RAPIDS_CHOICE = new Decision.Choice<>() {
    @Override
    public int seat(RapidsChoice x) {
      return x.p();
    }

    @Override
    public void options(Table t, RapidsChoice x, PlayerId me, ArrayList<DgAction> out) {
      out.add(new DgAction.Ride(me));
      out.add(new DgAction.Decline(me));
    }

    @Override
    public void answer(Table t, RapidsChoice x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.Ride) {
        if (t.forcedMoves >= Moving.MAX_FORCED) {
          t.forcedMoves++;
          t.emit(new DgEvent.StatusChanged(t.ids[x.p()], "forced move skipped (cap)", "DG-R98"));
        } else if (!t.damage(x.p(), 1, "DG-R101")) {
          t.push(new ForcedMove(x.p(), 2, false, "DG-R101"));
        }
      }
    }
  };

  /** DG-R127: pay 1 coin to go to Town, or stay. */
  static final Decision.Choice<OutskirtsChoice> OUTSKIRTS_CHOICE = new Decision.Choice<>() {
    @Override
    public int seat(OutskirtsChoice x) {
      return x.p();
    }

    @Override
    public void options(Table t, OutskirtsChoice x, PlayerId me, ArrayList<DgAction> out) {
      if (t.coins[x.p()] >= 1) {
        out.add(new DgAction.Pay(me));
      }
      out.add(new DgAction.Decline(me));
    }

    @Override
    public void answer(Table t, OutskirtsChoice x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.Pay) {
        t.moveCoins(Holder.seat(x.p()), Holder.BANK, 1, "DG-R127");
        t.push(new Relocate(x.p(), Board.TOWN, 0, true, "DG-R127"));
      }
    }
  };

  /** DG-R130: cash in a victory card for its skulls in coins (it leaves the game, DG-R96), or not. */
  static final Decision.Choice<InterrogateChoice> INTERROGATE_CHOICE = new Decision.Choice<>() {
    @Override
    public int seat(InterrogateChoice x) {
      return x.p();
    }

    @Override
    public void options(Table t, InterrogateChoice x, PlayerId me, ArrayList<DgAction> out) {
      for (String c : t.victory.get(x.p())) {
        out.add(new DgAction.Interrogate(me, c));
      }
      out.add(new DgAction.Decline(me));
    }

    @Override
    public void answer(Table t, InterrogateChoice x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.Interrogate i) {
        t.victory.get(x.p()).remove(i.card());
        t.removed.add(i.card());
        t.emit(new DgEvent.CardMoved(i.card(), "removed from the game", "DG-R96"));
        t.moveCoins(Holder.BANK, Holder.seat(x.p()), Cards.get(i.card()).skulls(), "DG-R130");
      }
    }
  };

  /** DG-R116: swap places with another player. */
  static final Decision.Choice<MirrorTarget> MIRROR_TARGET = new Decision.Choice<>() {
    @Override
    public int seat(MirrorTarget x) {
      return x.p();
    }

    @Override
    public void options(Table t, MirrorTarget x, PlayerId me, ArrayList<DgAction> out) {
      for (int k = 1; k < t.n; k++) {
        out.add(new DgAction.ChooseMirrorTarget(me, t.ids[(x.p() + k) % t.n]));
      }
    }

    @Override
    public void answer(Table t, MirrorTarget x, DgAction a) {
      t.pop();
      int q = t.seatOf(((DgAction.ChooseMirrorTarget) a).target());
      if (++t.forcedMoves > Moving.MAX_FORCED) {
        t.emit(new DgEvent.StatusChanged(t.ids[x.p()], "swap skipped (cap)", "DG-R98"));
      } else {
        int mine = t.square[x.p()];
        t.square[x.p()] = t.square[q];
        t.square[q] = mine;
        t.emit(new DgEvent.Relocated(t.ids[x.p()], Board.id(mine), Board.id(t.square[x.p()]), "DG-R116"));
        t.emit(new DgEvent.Relocated(t.ids[q], Board.id(t.square[x.p()]), Board.id(mine), "DG-R116"));
      }
    }
  };

  /** DG-R132: fight a monster from another player's victory pile. */
  static final Decision.Choice<CemeteryTarget> CEMETERY_TARGET = new Decision.Choice<>() {
    @Override
    public int seat(CemeteryTarget x) {
      return x.p();
    }

    @Override
    public void options(Table t, CemeteryTarget x, PlayerId me, ArrayList<DgAction> out) {
      for (int k = 1; k < t.n; k++) {
        int q = (x.p() + k) % t.n;
        for (String c : t.victory.get(q)) {
          if (Cards.get(c).isMonster()) {
            out.add(new DgAction.ChooseCemeteryTarget(me, t.ids[q], c));
          }
        }
      }
    }

    @Override
    public void answer(Table t, CemeteryTarget x, DgAction a) {
      t.pop();
      DgAction.ChooseCemeteryTarget c = (DgAction.ChooseCemeteryTarget) a;
      t.emit(new DgEvent.FightStarted(t.ids[x.p()], c.card(), Cards.get(c.card()).target(), "DG-R132"));
      t.push(MonsterFights.newFight(x.p(), c.card(), FightKind.CEMETERY, Option.some(t.seatOf(c.target())), 0));
    }
  };
}
