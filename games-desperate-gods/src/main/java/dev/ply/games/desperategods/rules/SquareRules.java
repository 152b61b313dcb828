package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.EncounterCard.Effect;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/** Square effects (DG-R100..R143), drawing and picking (DG-R31..R36), the cards' non-fight effects and the Town (DG-R55..R62). */
final class SquareRules {
  private SquareRules() {}

  static void run(Table t, SquareAct s) {
    s.accept(new Acts(t));
  }

  /** What each step that runs by itself does. */
  private static final class Acts implements SquareActs {
    private final Table t;

    Acts(Table t) {
      this.t = t;
    }

    @Override
    public void resolveSquare(ResolveSquare r) {
      SquareRules.resolveSquare(t, r.p(), r.square());
    }

    @Override
    public void draw(Draw d) {
      SquareRules.draw(t, d);
    }

    @Override
    public void resolveCard(ResolveCard r) {
      SquareRules.resolveCard(t, r.p(), r.card());
    }

    @Override
    public void bankCard(BankCard b) {
      if (t.inPlay.contains(b.card())) {
        t.toVictory(b.p(), b.card(), Cards.get(b.card()).isMonster() ? "DG-R38" : "DG-R36");
      }
    }

    @Override
    public void damage(Damage d) {
      t.damage(d.p(), d.amount(), d.rule());
    }

    @Override
    public void flipDirection(FlipDirection f) {
      t.ccw[f.p()] = !t.ccw[f.p()];
      t.emit(new DgEvent.StatusChanged(t.ids[f.p()], t.ccw[f.p()] ? "now moves counter-clockwise" : "now moves clockwise", "DG-R138"));
    }

    @Override
    public void takeLimbo(TakeLimbo l) {
      t.moveCoins(Holder.LIMBO, Holder.seat(l.p()), t.limbo, "DG-R142");
    }

    @Override
    public void townVisit(TownVisit v) {
      t.heal(v.p(), 3, "DG-R56");
      t.push(new TownWindow(v.p()));
    }

    @Override
    public void gainTown(GainTown g) {
      for (Item c : t.takeTownTop()) {
        t.townInPlay.add(c);
        gain(t, g.p(), c, "DG-R59");
      }
    }

    @Override
    public void runesRoll(RunesRoll r) {
      if (!r.items().isEmpty()) {
        t.push(new RunesRoll(r.p(), r.items().tail()));
        Item it = r.items().head();
        if (t.items.get(r.p()).contains(it)) {
          int v = t.roll(r.p(), "runes " + it.id(), "DG-R225");
          FightRules.breakCheck(t, r.p(), it, v <= 3);
        }
      }
    }
  }

  /** A Town card gained outside a purchase: kept, or the 4th-item choice (DG-R59). */
  static void gain(Table t, int p, Item item, String rule) {
    if (t.items.get(p).size() < 3) {
      t.gainItem(p, item, rule);
    } else {
      t.push(new GainCapacity(p, item));
    }
  }

  /**
   * A square's acts in the order its data lists them (§6.1): what changes at once is done, what
   * waits (draws, moves, choices) is stacked to run in that order.
   */
  static void resolveSquare(Table t, int p, int sq) {
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
        case SKIP_TURN: skip(t, p, rule); break;
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

  static void skip(Table t, int p, String rule) {
    t.skip[p]++;
    t.emit(new DgEvent.StatusChanged(t.ids[p], "skips the next turn", rule));
  }

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
      gain(t, p, drawn.head(), "DG-R118");
    } else if (drawn.size() > 1) {
      t.push(new JunkPick(t.left(p), p, drawn));
    }
  }

  /** DG-R32..R34: draw N, a single card resolves at once, else a pick. */
  static void draw(Table t, Draw d) {
    // an array, not Vector.append: most draws are of one card, which needs no vector at all
    String[] drawn = new String[d.count()];
    int k = 0;
    for (int i = 0; i < d.count(); i++) {
      String c = t.draw(d.p(), d.deck());
      if (c != null) {
        drawn[k++] = c;
      }
    }
    if (k == 1) {
      t.push(new ResolveCard(d.p(), drawn[0]));
    } else if (k > 1) {
      Vector<String> cards = Vector.of(java.util.Arrays.copyOf(drawn, k));
      t.push(new PickCard(d.opponentPicks() ? t.left(d.p()) : d.p(), d.p(), cards));
    }
  }

  static void resolveCard(Table t, int p, String id) {
    EncounterCard c = Cards.get(id);
    if (c.isMonster()) {
      t.emit(new DgEvent.FightStarted(t.ids[p], id, c.target(), c.rule()));
      t.push(FightRules.newFight(p, id, FightKind.MONSTER, Option.none(), 0));
      return;
    }
    Effect e = c.onWin().head();
    switch (e) {
      case SHRINE: t.push(new ShrineChoice(p, id)); break;
      case STRONGHOLD: t.then(new TownVisit(p), new BankCard(p, id)); break;
      case RUNES: t.then(new RunesRoll(p, t.items.get(p).toVector()), new BankCard(p, id)); break;
      case MAGMA:
        damageAll(t, p, 2, c.rule());
        t.toVictory(p, id, "DG-R36");
        break;
      case WANDERER_DUEL: t.push(new WandererTarget(p, id)); break;
      default: throw new IllegalStateException("no effect for " + id);
    }
  }

  /** DG-R53: everyone in seat order from {@code from}; returns true if {@code from} died. */
  static boolean damageAll(Table t, int from, int amount, String rule) {
    boolean died = false;
    for (int k = 0; k < t.n; k++) {
      int q = (from + k) % t.n;
      boolean d = t.damage(q, amount, rule);
      if (q == from) {
        died = d;
      }
    }
    return died;
  }

  /** DG-R223: the next other seat after {@code after} with 2+ HP; none once back at the winner. */
  static Option<Integer> nextSerene(Table t, int winner, int after) {
    for (int q = (after + 1) % t.n; q != winner; q = (q + 1) % t.n) {
      if (t.hp[q] >= 2) {
        return Option.some(q);
      }
    }
    return Option.none();
  }

  /** The seat a square decision awaits: the picker, the player asked, or the one on the square. */
  static Option<Integer> chooser(SquareChoice s) {
    Chooser c = new Chooser();
    s.accept(c);
    return Seats.of(c.seat);
  }

  private static final class Chooser implements SquareChoices {
    int seat;

    @Override
    public void pickCard(PickCard x) {
      seat = x.picker();
    }

    @Override
    public void junkPick(JunkPick x) {
      seat = x.picker();
    }

    @Override
    public void rapidsChoice(RapidsChoice x) {
      seat = x.p();
    }

    @Override
    public void outskirtsChoice(OutskirtsChoice x) {
      seat = x.p();
    }

    @Override
    public void interrogateChoice(InterrogateChoice x) {
      seat = x.p();
    }

    @Override
    public void mirrorTarget(MirrorTarget x) {
      seat = x.p();
    }

    @Override
    public void cemeteryTarget(CemeteryTarget x) {
      seat = x.p();
    }

    @Override
    public void wandererTarget(WandererTarget x) {
      seat = x.p();
    }

    @Override
    public void shrineChoice(ShrineChoice x) {
      seat = x.p();
    }

    @Override
    public void townWindow(TownWindow x) {
      seat = x.p();
    }

    @Override
    public void gainCapacity(GainCapacity x) {
      seat = x.p();
    }

    @Override
    public void stealPick(StealPick x) {
      seat = x.p();
    }

    @Override
    public void ghoulPick(GhoulPick x) {
      seat = x.p();
    }

    @Override
    public void dryadPick(DryadPick x) {
      seat = x.picker();
    }

    @Override
    public void sereneVolunteer(SereneVolunteer x) {
      seat = x.asked();
    }
  }

  /** The decision a square step asks for. */
  static Decision<?> decision(SquareChoice s) {
    Which w = new Which();
    s.accept(w);
    return w.decision;
  }

  private static final class Which implements SquareChoices {
    Decision<?> decision;

    @Override
    public void pickCard(PickCard x) {
      decision = PICK_CARD;
    }

    @Override
    public void junkPick(JunkPick x) {
      decision = JUNK_PICK;
    }

    @Override
    public void rapidsChoice(RapidsChoice x) {
      decision = RAPIDS_CHOICE;
    }

    @Override
    public void outskirtsChoice(OutskirtsChoice x) {
      decision = OUTSKIRTS_CHOICE;
    }

    @Override
    public void interrogateChoice(InterrogateChoice x) {
      decision = INTERROGATE_CHOICE;
    }

    @Override
    public void mirrorTarget(MirrorTarget x) {
      decision = MIRROR_TARGET;
    }

    @Override
    public void cemeteryTarget(CemeteryTarget x) {
      decision = CEMETERY_TARGET;
    }

    @Override
    public void wandererTarget(WandererTarget x) {
      decision = WANDERER_TARGET;
    }

    @Override
    public void shrineChoice(ShrineChoice x) {
      decision = SHRINE_CHOICE;
    }

    @Override
    public void townWindow(TownWindow x) {
      decision = TownRules.TOWN_WINDOW;
    }

    @Override
    public void gainCapacity(GainCapacity x) {
      decision = GAIN_CAPACITY;
    }

    @Override
    public void stealPick(StealPick x) {
      decision = STEAL_PICK;
    }

    @Override
    public void ghoulPick(GhoulPick x) {
      decision = GHOUL_PICK;
    }

    @Override
    public void dryadPick(DryadPick x) {
      decision = DRYAD_PICK;
    }

    @Override
    public void sereneVolunteer(SereneVolunteer x) {
      decision = SERENE_VOLUNTEER;
    }
  }

  /** PICK_CARD (DG-R32, DG-R94): one option per drawn card. */
  static final Decision<PickCard> PICK_CARD = new Decision<>() {
    @Override
    public void options(Table t, PickCard x, PlayerId me, ArrayList<DgAction> out) {
      for (int i = 0; i < x.cards().size(); i++) {
        out.add(new DgAction.PickCard(me, i));
      }
    }

    @Override
    public boolean allows(Table t, PickCard x, PlayerId me, DgAction a) {
      return a instanceof DgAction.PickCard c && c.index() >= 0 && c.index() < x.cards().size();
    }
  };

  /** DG-R118: the left opponent picks one of the Town cards drawn. */
  static final Decision<JunkPick> JUNK_PICK = new Decision<>() {
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
  };

  /** DG-R101: ride the rapids or not. */
  static final Decision<RapidsChoice> RAPIDS_CHOICE = (t, x, me, out) -> {
    out.add(new DgAction.Ride(me));
    out.add(new DgAction.Decline(me));
  };

  /** DG-R127: pay 1 coin to go to Town, or stay. */
  static final Decision<OutskirtsChoice> OUTSKIRTS_CHOICE = (t, x, me, out) -> {
    if (t.coins[x.p()] >= 1) {
      out.add(new DgAction.Pay(me));
    }
    out.add(new DgAction.Decline(me));
  };

  /** DG-R130: cash in a victory card, or not. */
  static final Decision<InterrogateChoice> INTERROGATE_CHOICE = (t, x, me, out) -> {
    for (String c : t.victory.get(x.p())) {
      out.add(new DgAction.Interrogate(me, c));
    }
    out.add(new DgAction.Decline(me));
  };

  /** DG-R116: swap places with another player. */
  static final Decision<MirrorTarget> MIRROR_TARGET = (t, x, me, out) -> others(t, x.p(), me, out, true);

  /** DG-R219: duel another player. */
  static final Decision<WandererTarget> WANDERER_TARGET = (t, x, me, out) -> others(t, x.p(), me, out, false);

  /** DG-R132: fight a monster from another player's victory pile. */
  static final Decision<CemeteryTarget> CEMETERY_TARGET = (t, x, me, out) -> {
    for (int k = 1; k < t.n; k++) {
      int q = (x.p() + k) % t.n;
      for (String c : t.victory.get(q)) {
        if (Cards.get(c).isMonster()) {
          out.add(new DgAction.ChooseCemeteryTarget(me, t.ids[q], c));
        }
      }
    }
  };

  /** DG-R216: sacrifice an item or take 3 damage. */
  static final Decision<ShrineChoice> SHRINE_CHOICE = (t, x, me, out) -> {
    for (Item it : t.items.get(x.p())) {
      out.add(new DgAction.Sacrifice(me, it.number()));
    }
    out.add(new DgAction.TakeThreeDamage(me));
  };

  /** DG-R59: discard a carried item to keep the new one, or decline it. */
  static final Decision<GainCapacity> GAIN_CAPACITY = (t, x, me, out) -> {
    for (Item it : t.items.get(x.p())) {
      out.add(new DgAction.KeepDiscarding(me, it.number()));
    }
    out.add(new DgAction.DeclineNew(me));
  };

  /** DG-R204, DG-R211: the item given up to the thief or the slime. */
  static final Decision<StealPick> STEAL_PICK = (t, x, me, out) -> {
    for (Item it : t.items.get(x.p())) {
      out.add(x.slime() ? new DgAction.DiscardItem(me, it.number()) : new DgAction.GiveUpItem(me, it.number()));
    }
  };

  /** DG-R209: the victory card given back to the Ghoul. */
  static final Decision<GhoulPick> GHOUL_PICK = (t, x, me, out) -> {
    for (String c : t.victory.get(x.p())) {
      out.add(new DgAction.ReturnVictoryCard(me, c));
    }
  };

  /** DG-R227: the left opponent takes a card from the loser's victory pile. */
  static final Decision<DryadPick> DRYAD_PICK = new Decision<>() {
    @Override
    public void options(Table t, DryadPick x, PlayerId me, ArrayList<DgAction> out) {
      for (String c : t.victory.get(x.loser())) {
        out.add(new DgAction.TakeVictoryCard(me, c));
      }
    }

    @Override
    public boolean allows(Table t, DryadPick x, PlayerId me, DgAction a) {
      return a instanceof DgAction.TakeVictoryCard c && t.victory.get(x.loser()).contains(c.card());
    }
  };

  /** DG-R223: send the Serene card back for 1 damage, or decline. */
  static final Decision<SereneVolunteer> SERENE_VOLUNTEER = (t, x, me, out) -> {
    out.add(new DgAction.SendBack(me));
    out.add(new DgAction.Decline(me));
  };

  static void others(Table t, int p, PlayerId me, ArrayList<DgAction> out, boolean mirror) {
    for (int k = 1; k < t.n; k++) {
      int q = (p + k) % t.n;
      out.add(mirror ? new DgAction.ChooseMirrorTarget(me, t.ids[q]) : new DgAction.ChooseWandererTarget(me, t.ids[q]));
    }
  }

  /** The seat of a player a listed action names (only listed actions are answered, so it is seated). */
  static int seat(Table t, PlayerId id) {
    for (int i = 0; i < t.n; i++) {
      if (t.ids[i].equals(id)) {
        return i;
      }
    }
    throw new IllegalStateException("a listed action names " + id + ", who is not seated");
  }

  /**
   * Applies a legal answer. Only actions from {@link #legal} arrive here, so each case matches the
   * action types its step offers; an action of another type changes nothing.
   */
  static void answer(Table t, SquareChoice s, DgAction a) {
    if (!(s instanceof TownWindow)) {
      t.pop(); // every square decision but the Town window is answered once (DG-R57 keeps it open)
    }
    s.accept(new Answers(t, a));
  }

  private static final class Answers implements SquareChoices {
    private final Table t;
    private final DgAction a;

    Answers(Table t, DgAction a) {
      this.t = t;
      this.a = a;
    }

    @Override
    public void pickCard(PickCard x) {
      if (a instanceof DgAction.PickCard pick) {
        String chosen = x.cards().get(pick.index());
        t.emit(new DgEvent.CardPicked(a.actor(), chosen, x.picker() == x.p() ? "DG-R32" : "DG-R94"));
        for (String c : x.cards()) {
          if (!c.equals(chosen)) {
            t.toDeckBottom(c, "DG-R32");
          }
        }
        t.push(new ResolveCard(x.p(), chosen));
      }
    }

    @Override
    public void junkPick(JunkPick x) {
      if (a instanceof DgAction.PickCard pick) {
        Item chosen = x.items().get(pick.index());
        for (Item c : x.items()) {
          if (c != chosen) {
            t.townInPlay.remove(c);
            t.townDeck.add(c);
          }
        }
        gain(t, x.p(), chosen, "DG-R118");
      }
    }

    @Override
    public void rapidsChoice(RapidsChoice x) {
      if (a instanceof DgAction.Ride) {
        if (t.forcedMoves >= MoveRules.MAX_FORCED) {
          t.forcedMoves++;
          t.emit(new DgEvent.StatusChanged(t.ids[x.p()], "forced move skipped (cap)", "DG-R98"));
        } else if (!t.damage(x.p(), 1, "DG-R101")) {
          t.push(new ForcedMove(x.p(), 2, false, "DG-R101"));
        }
      }
    }

    @Override
    public void outskirtsChoice(OutskirtsChoice x) {
      if (a instanceof DgAction.Pay) {
        t.moveCoins(Holder.seat(x.p()), Holder.BANK, 1, "DG-R127");
        t.push(new Relocate(x.p(), Board.TOWN, 0, true, "DG-R127"));
      }
    }

    @Override
    public void interrogateChoice(InterrogateChoice x) {
      if (a instanceof DgAction.Interrogate i) {
        t.victory.get(x.p()).remove(i.card());
        t.removed.add(i.card());
        t.emit(new DgEvent.CardMoved(i.card(), "removed from the game", "DG-R96"));
        t.moveCoins(Holder.BANK, Holder.seat(x.p()), Cards.get(i.card()).skulls(), "DG-R130");
      }
    }

    @Override
    public void mirrorTarget(MirrorTarget x) {
      if (a instanceof DgAction.ChooseMirrorTarget m) {
        int q = seat(t, m.target());
        if (++t.forcedMoves > MoveRules.MAX_FORCED) {
          t.emit(new DgEvent.StatusChanged(t.ids[x.p()], "swap skipped (cap)", "DG-R98"));
        } else {
          int mine = t.square[x.p()];
          t.square[x.p()] = t.square[q];
          t.square[q] = mine;
          t.emit(new DgEvent.Relocated(t.ids[x.p()], Board.id(mine), Board.id(t.square[x.p()]), "DG-R116"));
          t.emit(new DgEvent.Relocated(t.ids[q], Board.id(t.square[x.p()]), Board.id(mine), "DG-R116"));
        }
      }
    }

    @Override
    public void wandererTarget(WandererTarget x) {
      if (a instanceof DgAction.ChooseWandererTarget w) {
        t.push(PvpRules.newPvp(t, x.p(), seat(t, w.target()), Option.some(x.card())));
      }
    }

    @Override
    public void cemeteryTarget(CemeteryTarget x) {
      if (a instanceof DgAction.ChooseCemeteryTarget c) {
        t.emit(new DgEvent.FightStarted(t.ids[x.p()], c.card(), Cards.get(c.card()).target(), "DG-R132"));
        t.push(FightRules.newFight(x.p(), c.card(), FightKind.CEMETERY, Option.some(seat(t, c.target())), 0));
      }
    }

    @Override
    public void shrineChoice(ShrineChoice x) {
      if (a instanceof DgAction.Sacrifice sc) {
        t.discardItem(x.p(), Item.numbered(sc.item()), "SACRIFICED", "DG-R216");
      } else {
        t.damage(x.p(), 3, "DG-R216");
      }
      t.toVictory(x.p(), x.card(), "DG-R36");
    }

    @Override
    public void townWindow(TownWindow x) {
      TownRules.act(t, x.p(), a);
    }

    @Override
    public void gainCapacity(GainCapacity x) {
      if (a instanceof DgAction.KeepDiscarding k) {
        t.discardItem(x.p(), Item.numbered(k.item()), "DISCARDED", "DG-R59");
        t.gainItem(x.p(), x.item(), "DG-R59");
      } else {
        t.townInPlay.remove(x.item());
        t.townDeck.add(x.item());
        t.emit(new DgEvent.ItemEvent(t.ids[x.p()], x.item().title(), "DECLINED", "DG-R59"));
      }
    }

    @Override
    public void stealPick(StealPick x) {
      if (a instanceof DgAction.GiveUpItem g) {
        t.discardItem(x.p(), Item.numbered(g.item()), "STOLEN", "DG-R204");
      } else if (a instanceof DgAction.DiscardItem d) {
        t.discardItem(x.p(), Item.numbered(d.item()), "DISCARDED", "DG-R211");
      }
    }

    @Override
    public void ghoulPick(GhoulPick x) {
      if (a instanceof DgAction.ReturnVictoryCard r) {
        t.victory.get(x.p()).remove(r.card());
        t.toDeckBottom(r.card(), "DG-R95");
      }
    }

    @Override
    public void dryadPick(DryadPick x) {
      if (a instanceof DgAction.TakeVictoryCard k) {
        t.victory.get(x.loser()).remove(k.card());
        t.toDeckBottom(k.card(), "DG-R227");
      }
    }

    @Override
    public void sereneVolunteer(SereneVolunteer x) {
      if (a instanceof DgAction.SendBack) {
        t.damage(x.asked(), 1, "DG-R223");
        t.toDeckBottom(x.card(), "DG-R223");
      } else {
        for (int next : nextSerene(t, x.winner(), x.asked())) {
          t.push(new SereneVolunteer(x.winner(), next, x.card()));
        }
      }
    }
  }
}
