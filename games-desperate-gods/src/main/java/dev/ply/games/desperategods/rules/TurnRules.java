package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.CastMode;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.TreeSet;

/** Turn start and end (DG-R7..R10, DG-R98d, DG-R91), the die choice (DG-R11) and the scrolls cast instead of rolling. */
final class TurnRules {
  private TurnRules() {}

  /** Who each decision of the turn awaits; the die and the teleport are movement choices (DG-R136). */
  static final TurnSteps<Option<Integer>, Option<Integer>> AWAITED = new TurnSteps<>() {
    @Override
    public Option<Integer> turnStart(TurnStart s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> turnEnd(TurnEnd s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> preRoll(PreRoll s, Option<Integer> puppeteer) {
      return Seats.of(s.p());
    }

    @Override
    public Option<Integer> chooseDie(ChooseDie s, Option<Integer> puppeteer) {
      return Seats.of(Seats.controller(puppeteer, s.p()));
    }

    @Override
    public Option<Integer> teleportDest(TeleportDest s, Option<Integer> puppeteer) {
      return Seats.of(Seats.controller(puppeteer, s.p()));
    }

    @Override
    public Option<Integer> succubusChoice(SuccubusChoice s, Option<Integer> puppeteer) {
      return Seats.of(s.p());
    }

    @Override
    public Option<Integer> swampChoice(SwampChoice s, Option<Integer> puppeteer) {
      return Seats.of(s.p());
    }
  };

  /** The turn's steps that run by itself. */
  static final TurnSteps<Table, Void> RUN = new TurnSteps<>() {
    @Override
    public Void turnStart(TurnStart s, Table t) {
      TurnRules.turnStart(t);
      return null;
    }

    @Override
    public Void turnEnd(TurnEnd s, Table t) {
      TurnRules.turnEnd(t);
      return null;
    }

    @Override
    public Void preRoll(PreRoll s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void chooseDie(ChooseDie s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void teleportDest(TeleportDest s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void succubusChoice(SuccubusChoice s, Table t) {
      return Decision.notRun(s);
    }

    @Override
    public Void swampChoice(SwampChoice s, Table t) {
      return Decision.notRun(s);
    }
  };

  /** DG-R7: puppeteer ends, skip, Succubus, Swamp, then PRE_ROLL. */
  static void turnStart(Table t) {
    int p = t.active;
    t.turns++;
    t.forcedMoves = 0;
    t.activeDied = false;
    t.emit(new DgEvent.TurnStarted(t.ids[p], t.round, "DG-R6"));
    t.push(new TurnEnd());
    if (t.isPuppeteer(p)) {
      t.puppeteer = Option.none();
      t.emit(new DgEvent.StatusChanged(t.ids[p], "no longer puppeteer", "DG-R136"));
    }
    if (t.skip[p] > 0) {
      t.skip[p]--;
      t.emit(new DgEvent.TurnSkipped(t.ids[p], "DG-R8"));
      return;
    }
    if (t.bound[p]) {
      t.push(new SuccubusChoice(p));
    } else if (t.square[p] == Board.SWAMP) {
      t.push(new SwampChoice(p));
    } else {
      t.push(new PreRoll(p));
    }
  }

  /** DG-R9, DG-R98d, DG-R6, DG-R91; cards left in play go back to their decks (DG-R52). */
  static void turnEnd(Table t) {
    int p = t.active;
    for (String c : t.inPlay.toVector()) {
      t.toDeckBottom(c, "DG-R52");
    }
    for (Item c : t.townInPlay.toVector()) {
      t.townInPlay.remove(c);
      t.townDeck.add(c);
    }
    t.emit(new DgEvent.TurnEnded(t.ids[p], "DG-R9"));
    if (t.decksExhausted()) {
      GameEnd.end(t, "DECKS_EMPTY", "DG-R90");
      return;
    }
    int next;
    if (t.extra[p] > 0 && !t.activeDied && t.extraChain < 10) {
      t.extra[p]--;
      t.extraChain++;
      next = p;
    } else {
      if (t.extra[p] > 0 && t.extraChain >= 10) {
        t.extra[p] = 0;
        t.emit(new DgEvent.StatusChanged(t.ids[p], "extra turns capped", "DG-R98"));
      }
      t.extraChain = 0;
      next = (p + 1) % t.n;
      if (next == t.first) {
        if (t.round >= t.maxRounds) {
          GameEnd.end(t, "ROUND_CAP", "DG-R91");
          return;
        }
        t.round++;
      }
    }
    t.active = next;
    t.push(new TurnStart());
  }

  /** The decision each step of the turn asks for. */
  static final TurnSteps<Void, Decision<?>> DECISIONS = new TurnSteps<>() {
    @Override
    public Decision<?> turnStart(TurnStart s, Void v) {
      return Decision.NONE; // runs by itself: no choices
    }

    @Override
    public Decision<?> turnEnd(TurnEnd s, Void v) {
      return Decision.NONE;
    }

    @Override
    public Decision<?> preRoll(PreRoll s, Void v) {
      return PRE_ROLL;
    }

    @Override
    public Decision<?> chooseDie(ChooseDie s, Void v) {
      return CHOOSE_DIE;
    }

    @Override
    public Decision<?> teleportDest(TeleportDest s, Void v) {
      return TELEPORT_DEST;
    }

    @Override
    public Decision<?> succubusChoice(SuccubusChoice s, Void v) {
      return SUCCUBUS_CHOICE;
    }

    @Override
    public Decision<?> swampChoice(SwampChoice s, Void v) {
      return SWAMP_CHOICE;
    }
  };

  /** PRE_ROLL (DG-R10): roll, or cast a movement scroll instead (DG-R309, DG-R310). */
  static final Decision<PreRoll> PRE_ROLL = new Decision<>() {
    @Override
    public void options(Table t, PreRoll s, PlayerId me, ArrayList<DgAction> out) {
      out.add(new DgAction.RollMove(me));
      addCasts(t, s.p(), Kind.SCROLL_TOWN_PORTAL, me, out);
      addCasts(t, s.p(), Kind.SCROLL_TELEPORT, me, out);
    }

    @Override
    public boolean allows(Table t, PreRoll s, PlayerId me, DgAction a) {
      return a instanceof DgAction.RollMove || a instanceof DgAction.Cast c
          && (castable(t, s.p(), Kind.SCROLL_TOWN_PORTAL, c) || castable(t, s.p(), Kind.SCROLL_TELEPORT, c));
    }
  };

  /**
   * CHOOSE_DIE (DG-R11): keep the first or the second die. On doubles there is one choice, so
   * the window resolves by itself unless a Warm Potion is also on offer (§4.1 "Trivial windows").
   */
  static final Decision<ChooseDie> CHOOSE_DIE = new Decision<>() {
    @Override
    public void options(Table t, ChooseDie s, PlayerId me, ArrayList<DgAction> out) {
      for (int i = 0; i < 2; i++) {
        if (keepable(s, i)) {
          out.add(new DgAction.ChooseDie(me, i));
        }
      }
    }

    @Override
    public boolean allows(Table t, ChooseDie s, PlayerId me, DgAction a) {
      return a instanceof DgAction.ChooseDie c && keepable(s, c.index());
    }
  };

  /** DG-R11: die 0 may always be kept, die 1 unless it shows what die 0 shows. */
  static boolean keepable(ChooseDie s, int index) {
    return index == 0 || index == 1 && s.first() != s.second();
  }

  /** The Teleport scroll's destinations (DG-R310); rare, so its test is the list's. */
  static final Decision<TeleportDest> TELEPORT_DEST = (t, s, me, out) -> {
    for (int sq : teleportDestinations(t, s.p())) {
      out.add(new DgAction.TeleportTo(me, Board.id(sq)));
    }
  };

  /** DG-R222: fight the bound Succubus or surrender. */
  static final Decision<SuccubusChoice> SUCCUBUS_CHOICE = (t, s, me, out) -> {
    out.add(new DgAction.FightSuccubus(me));
    out.add(new DgAction.Surrender(me));
  };

  /** DG-R106: stuck in the Swamp. */
  static final Decision<SwampChoice> SWAMP_CHOICE = (t, s, me, out) -> {
    out.add(new DgAction.SwampTakeDamage(me));
    out.add(new DgAction.SwampTryDoubles(me));
  };

  private static final CastMode[] MODES = CastMode.values();

  /** CAST(item, mode) for the first {@code scroll} of seat {@code p}, in each mode it may be cast in (DG-R67). */
  static void addCasts(Table t, int p, Kind scroll, PlayerId me, ArrayList<DgAction> out) {
    Item item = t.firstItem(p, scroll);
    if (item == null) {
      return;
    }
    for (CastMode mode : MODES) {
      if (castsIn(t, p, mode)) {
        out.add(new DgAction.Cast(me, item.number(), mode));
      }
    }
  }

  /** Whether {@code c} is one of {@link #addCasts}'s casts of {@code scroll}. */
  static boolean castable(Table t, int p, Kind scroll, DgAction.Cast c) {
    Item item = t.firstItem(p, scroll);
    return item != null && item.number() == c.item() && c.mode() != null && castsIn(t, p, c.mode());
  }

  /** DG-R67: DISCARD always, GEM with a Receptive Gem, STAFF with a Ravenous Staff at 2+ HP. */
  private static boolean castsIn(Table t, int p, CastMode mode) {
    switch (mode) {
      case DISCARD:
        return true;
      case GEM:
        return t.carries(p, Kind.RECEPTIVE_GEM);
      default:
        return t.carries(p, Kind.RAVENOUS_STAFF) && t.hp[p] >= 2;
    }
  }

  /** The cost of a cast (DG-R67, DG-R307, DG-R312). Call after pushing what the spell does: a Gem break roll comes first. */
  static void payCast(Table t, int p, Item item, CastMode mode) {
    String rule = item.kind().rule;
    if (mode == CastMode.DISCARD) {
      t.discardItem(p, item, "USED", rule);
    } else if (mode == CastMode.GEM) {
      t.emit(new DgEvent.ItemEvent(t.ids[p], item.title(), "USED", "DG-R307"));
      t.push(new BreakRoll(p, t.firstItem(p, Kind.RECEPTIVE_GEM), 2));
    } else {
      t.emit(new DgEvent.ItemEvent(t.ids[p], item.title(), "USED", "DG-R312"));
      t.damage(p, 1, "DG-R312");
    }
  }

  /** DG-R310: squares 1-6 steps away in one direction, bridges allowed, never the start. */
  static TreeSet<Integer> teleportDestinations(Table t, int p) {
    TreeSet<Integer> out = new TreeSet<>();
    int start = t.square[p];
    for (boolean back : new boolean[] {false, true}) {
      walk(start, back, Option.none(), 6, out);
    }
    out.remove(start);
    return out;
  }

  /** The squares within {@code left} steps of {@code sq}; {@code crossed}: the bridge end just reached, not crossed straight back. */
  private static void walk(int sq, boolean ccw, Option<Integer> crossed, int left, TreeSet<Integer> out) {
    if (left == 0) {
      return;
    }
    int ring = Board.next(sq, ccw);
    out.add(ring);
    walk(ring, ccw, Option.none(), left - 1, out);
    Option<Integer> b = Board.bridgeAt(sq);
    if (b.isDefined() && !crossed.contains(sq)) {
      out.add(b.get());
      walk(b.get(), ccw, b, left - 1, out);
    }
  }

  /** What each answer does. */
  static final TurnSteps<Engine.Answer, Void> ANSWER = new TurnSteps<>() {
    @Override
    public Void turnStart(TurnStart s, Engine.Answer x) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void turnEnd(TurnEnd s, Engine.Answer x) {
      return Decision.notAnswered(s);
    }

    @Override
    public Void preRoll(PreRoll x, Engine.Answer q) {
      Table t = q.t();
      DgAction a = q.a();
      t.pop();
      if (a instanceof DgAction.RollMove) {
        int[] d = t.roll2(x.p(), "move", "DG-R11");
        t.push(new ChooseDie(x.p(), d[0], d[1]));
      } else if (a instanceof DgAction.Cast c) {
        if (Item.numbered(c.item()).kind() == Kind.SCROLL_TOWN_PORTAL) {
          t.push(new Relocate(x.p(), Board.TOWN, 0, true, "DG-R309"));
        } else {
          t.push(new TeleportDest(x.p()));
        }
        payCast(t, x.p(), Item.numbered(c.item()), c.mode());
      }
      return null;
    }

    @Override
    public Void chooseDie(ChooseDie x, Engine.Answer q) {
      Table t = q.t();
      DgAction a = q.a();
      t.pop();
      int v = ((DgAction.ChooseDie) a).index() == 0 ? x.first() : x.second();
      t.emit(new DgEvent.DieChosen(a.actor(), v, "DG-R11"));
      t.push(Move.of(x.p(), v, false, false, t.square[x.p()]));
      return null;
    }

    @Override
    public Void teleportDest(TeleportDest x, Engine.Answer q) {
      Table t = q.t();
      t.pop();
      int dest = Board.find(((DgAction.TeleportTo) q.a()).square()).get(); // a listed destination is a square
      t.push(new Relocate(x.p(), dest, 0, true, "DG-R310"));
      return null;
    }

    @Override
    public Void succubusChoice(SuccubusChoice x, Engine.Answer q) {
      Table t = q.t();
      t.pop();
      if (q.a() instanceof DgAction.FightSuccubus) {
        t.emit(new DgEvent.FightStarted(t.ids[x.p()], Cards.BINDER, Cards.get(Cards.BINDER).target(), "DG-R222"));
        t.push(MonsterFights.newFight(x.p(), Cards.BINDER, FightKind.SUCCUBUS, Option.none(), 0));
      } else {
        t.die(x.p(), Holder.LIMBO);
      }
      return null;
    }

    @Override
    public Void swampChoice(SwampChoice x, Engine.Answer q) {
      Table t = q.t();
      t.pop();
      if (q.a() instanceof DgAction.SwampTakeDamage) {
        if (!t.damage(x.p(), 1, "DG-R106")) {
          t.push(new PreRoll(x.p()));
        }
      } else {
        int[] d = t.roll2(x.p(), "swamp", "DG-R106");
        if (d[0] == d[1]) {
          t.push(Move.of(x.p(), d[0], false, false, t.square[x.p()]));
        } else {
          t.push(new Draw(x.p(), 0, 1, false));
        }
      }
      return null;
    }
  };
}
