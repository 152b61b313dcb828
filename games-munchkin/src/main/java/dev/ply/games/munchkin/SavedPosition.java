package dev.ply.games.munchkin;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.DecisionStack;
import dev.ply.core.flow.ResponseWindow;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.state.Cheat;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Terms;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A Munchkin position as {@link MunchkinPositions#toJson} writes it: the state's fields as plain
 * records (the state, seats and combat are Immutables values, which JSON cannot build), cards by
 * the spec's IDs, seats by index where the state has them so, the frame stack top first.
 */
public final class SavedPosition {
  private SavedPosition() {}

  /** A seat as saved: the player's fields (cards by the spec's IDs). */
  public record Seat(PlayerId id, int level, Sex sex, boolean alive, boolean needsRebirthDraw, Vector<String> hand,
      Vector<String> fresh, Vector<String> races, Option<String> halfBreed, Vector<String> classes,
      Option<String> superMunchkin, Vector<String> items, Vector<String> equipped, Option<String> hireling,
      Vector<Cheat> cheats, Vector<String> curses, Vector<Status> statuses) {

    static Seat of(PlayerState p) {
      return new Seat(p.id(), p.level(), p.sex(), p.alive(), p.needsRebirthDraw(), p.hand(), p.fresh(), p.races(),
          p.halfBreed(), p.classes(), p.superMunchkin(), p.items(), p.equipped(), p.hireling(), p.cheats(), p.curses(),
          p.statuses());
    }

    PlayerState state() {
      return PlayerState.builder().id(id).level(level).sex(sex).alive(alive).needsRebirthDraw(needsRebirthDraw)
          .hand(hand).fresh(fresh).races(races).halfBreed(halfBreed).classes(classes).superMunchkin(superMunchkin)
          .items(items).equipped(equipped).hireling(hireling).cheats(cheats).curses(curses).statuses(statuses).build();
    }
  }

  /** The combat as saved: seats by index, monster entries with their enhancers and Mate link. */
  public record SavedCombat(int fighter, Option<Integer> helper, Terms terms, Vector<MonsterEntry> monsters,
      Vector<String> zone, int munchkinBonus, int monsterBonus, boolean fire, boolean kicked, Vector<Integer> asks,
      Vector<Integer> offers, Vector<Integer> berserks, Vector<Integer> turnings, Vector<String> backstabs,
      Vector<Integer> flights, boolean doppleganger, boolean transferred, Vector<String> resolved, int depth,
      boolean running, Vector<String> befriended, Vector<Frame.Offer> refused) {

    /** A combat saved before it kept the proposals turned down: none. */
    public SavedCombat {
      refused = refused == null ? Vector.empty() : refused;
    }

    /** @deprecated the combat as saved before it kept the proposals turned down; none are. */
    @Deprecated
    public SavedCombat(int fighter, Option<Integer> helper, Terms terms, Vector<MonsterEntry> monsters,
        Vector<String> zone, int munchkinBonus, int monsterBonus, boolean fire, boolean kicked, Vector<Integer> asks,
        Vector<Integer> offers, Vector<Integer> berserks, Vector<Integer> turnings, Vector<String> backstabs,
        Vector<Integer> flights, boolean doppleganger, boolean transferred, Vector<String> resolved, int depth,
        boolean running, Vector<String> befriended) {
      this(fighter, helper, terms, monsters, zone, munchkinBonus, monsterBonus, fire, kicked, asks, offers, berserks,
          turnings, backstabs, flights, doppleganger, transferred, resolved, depth, running, befriended, Vector.empty());
    }

    static SavedCombat of(Combat c) {
      return new SavedCombat(c.fighter(), c.helper(), c.terms(), c.monsters(), c.zone(), c.munchkinBonus(),
          c.monsterBonus(), c.fire(), c.kicked(), c.asks(), c.offers(), c.berserks(), c.turnings(), c.backstabs(),
          c.flights(), c.doppleganger(), c.transferred(), c.resolved(), c.depth(), c.running(), c.befriended(),
          c.refused());
    }

    Combat state() {
      return Combat.builder().fighter(fighter).helper(helper).terms(terms).monsters(monsters).zone(zone)
          .munchkinBonus(munchkinBonus).monsterBonus(monsterBonus).fire(fire).kicked(kicked).asks(asks).offers(offers)
          .berserks(berserks).turnings(turnings).backstabs(backstabs).flights(flights).doppleganger(doppleganger)
          .transferred(transferred).resolved(resolved).depth(depth).running(running).befriended(befriended)
          .refused(refused).build();
    }
  }

  /** A priority window as saved (MK-R102): its kind, core's window as its three fields, the GLUE runner. */
  public record SavedWindow(WindowKind kind, Vector<PlayerId> order, int current, int passesInRow,
      Option<Integer> skip) {}

  /** A frame as saved: a window by its fields, any other frame as itself (named by its record's name). */
  public record SavedFrame(Option<SavedWindow> window, Option<Frame> frame) {

    static SavedFrame of(Frame f) {
      if (f instanceof Frame.Window w) {
        return new SavedFrame(Option.of(new SavedWindow(w.kind(), w.window().order(), w.window().current(),
            w.window().passesInRow(), w.skip())), Option.none());
      }
      return new SavedFrame(Option.none(), Option.of(f));
    }

    Frame state() {
      if (window.isDefined() == frame.isDefined()) {
        throw InvalidPosition.request("a saved frame is either a window or another frame");
      }
      if (frame.isDefined()) {
        return frame.get();
      }
      SavedWindow w = window.get();
      return new Frame.Window(w.kind(), new ResponseWindow(w.order(), w.current(), w.passesInRow()), w.skip());
    }
  }

  /** A position as saved: the state's fields, the frame stack top first. */
  public record Saved(Vector<Seat> seats, Vector<String> doorDeck, Vector<String> doorDiscard,
      Vector<String> treasureDeck, Vector<String> treasureDiscard, int turn, int completedTurns, int maxTurns,
      boolean autoPass, Vector<SavedFrame> frames, Option<SavedCombat> combat, boolean combatThisTurn,
      Vector<String> resolving, Vector<String> corpse, Vector<String> pool, boolean poolFaceUp, Vector<String> sale,
      boolean halflingUsed, Vector<String> toggled, Vector<Integer> proposals, boolean saleCleared,
      Vector<PlayerId> winners, boolean over, RandomSource random, Vector<Frame.Trade> refusedTrades) {

    /** A position saved before it kept the swaps turned down: none. */
    public Saved {
      refusedTrades = refusedTrades == null ? Vector.empty() : refusedTrades;
    }

    /** @deprecated the position as saved before it kept the swaps turned down; none are. */
    @Deprecated
    public Saved(Vector<Seat> seats, Vector<String> doorDeck, Vector<String> doorDiscard,
        Vector<String> treasureDeck, Vector<String> treasureDiscard, int turn, int completedTurns, int maxTurns,
        boolean autoPass, Vector<SavedFrame> frames, Option<SavedCombat> combat, boolean combatThisTurn,
        Vector<String> resolving, Vector<String> corpse, Vector<String> pool, boolean poolFaceUp, Vector<String> sale,
        boolean halflingUsed, Vector<String> toggled, Vector<Integer> proposals, boolean saleCleared,
        Vector<PlayerId> winners, boolean over, RandomSource random) {
      this(seats, doorDeck, doorDiscard, treasureDeck, treasureDiscard, turn, completedTurns, maxTurns, autoPass, frames,
          combat, combatThisTurn, resolving, corpse, pool, poolFaceUp, sale, halflingUsed, toggled, proposals,
          saleCleared, winners, over, random, Vector.empty());
    }

    static Saved of(MunchkinState s) {
      return new Saved(s.seats().map(Seat::of), s.doorDeck(), s.doorDiscard(), s.treasureDeck(), s.treasureDiscard(),
          s.turn(), s.completedTurns(), s.maxTurns(), s.autoPass(), Vector.ofAll(s.frames().items()).map(SavedFrame::of),
          s.combat().map(SavedCombat::of), s.combatThisTurn(), s.resolving(), s.corpse(), s.pool(), s.poolFaceUp(),
          s.sale(), s.halflingUsed(), s.toggled(), s.proposals(), s.saleCleared(), s.winners(), s.over(), s.random(),
          s.refusedTrades());
    }

    MunchkinState state() {
      if (seats == null || seats.size() < 3 || seats.size() > 6) {
        throw InvalidPosition.request("Munchkin is for 3 to 6 players");
      }
      if (turn < 0 || turn >= seats.size() || proposals == null || proposals.size() != seats.size()) {
        throw InvalidPosition.request("the turn player or the trade counters do not match the " + seats.size() + " seats");
      }
      return MunchkinState.builder().seats(seats.map(Seat::state)).doorDeck(doorDeck).doorDiscard(doorDiscard)
          .treasureDeck(treasureDeck).treasureDiscard(treasureDiscard).turn(turn).completedTurns(completedTurns)
          .maxTurns(maxTurns).autoPass(autoPass).frames(new DecisionStack<>(io.vavr.collection.List.ofAll(frames.map(SavedFrame::state))))
          .combat(combat.map(SavedCombat::state)).combatThisTurn(combatThisTurn).resolving(resolving).corpse(corpse)
          .pool(pool).poolFaceUp(poolFaceUp).sale(sale).halflingUsed(halflingUsed).toggled(toggled)
          .proposals(proposals).saleCleared(saleCleared).winners(winners).over(over).random(random)
          .refusedTrades(refusedTrades).build();
    }
  }
}
