package dev.ply.games.desperategods.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;

/** The entry points the contract class calls: setup (§3), apply, legal actions, views (§8). */
public final class Rules {
  private Rules() {}

  /** DG-R2..R6: shuffle, deal the store, roll off for the first player, start round 1. */
  public static DgState start(Vector<PlayerId> seats, int maxRounds, RandomSource random) {
    Dice dice = new Dice(random);
    Vector<Vector<String>> decks = Vector.empty();
    for (int d = 0; d < 4; d++) {
      decks = decks.append(dice.shuffle(Cards.deck(d)));
    }
    Vector<Item> town = dice.shuffle(Vector.of(Item.values()));
    Vector<Option<Item>> store = town.take(3).map(Option::some);
    town = town.drop(3);
    Vector<PlayerState> players = seats.map(PlayerState::fresh);
    ArrayList<DgEvent> rolls = new ArrayList<>();
    int first = rollOff(dice, seats.size());
    DgState s = DgState.builder().players(players).decks(decks).townDeck(town).store(store)
        .townDiscard(Vector.empty()).removed(Vector.empty()).inPlay(Vector.empty()).townInPlay(Vector.empty())
        .bank(Table.BANK_START).limbo(0).puppeteer(Option.none()).active(first).first(first).round(1).turns(0).extraChain(0)
        .forcedMoves(0).maxRounds(maxRounds).stack(List.of(new Step.TurnStart())).ending(Option.none())
        .random(dice.source()).build();
    Table t = new Table(s);
    Engine.settle(t);
    return t.freeze();
  }

  /**
   * Runs the rules on a built position until a decision is awaited (for tests, tutorials and
   * reported positions): the position reached and the events of what resolved on the way.
   */
  public static Transition<DgState> resume(DgState s) {
    Table t = new Table(s);
    Engine.settle(t);
    return new Transition<>(t.freeze(), Vector.narrow(t.events()));
  }

  /** DG-R5: everyone rolls; the tied highest roll again, at most 20 times, then the lowest seat. */
  static int rollOff(Dice dice, int n) {
    ArrayList<Integer> tied = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      tied.add(i);
    }
    for (int attempt = 0; attempt <= 20 && tied.size() > 1; attempt++) {
      int best = 0;
      ArrayList<Integer> top = new ArrayList<>();
      for (int seat : tied) {
        int v = dice.roll(6);
        if (v > best) {
          best = v;
          top.clear();
        }
        if (v == best) {
          top.add(seat);
        }
      }
      tied = top;
    }
    return tied.get(0);
  }

  public static Option<PlayerId> awaited(DgState s) {
    if (s.over() || s.stack().isEmpty()) {
      return Option.none();
    }
    return seat(s).map(who -> s.player(who).id());
  }

  /** Who may act now, as the contract's set: one seat or none. */
  public static Set<PlayerId> awaiting(DgState s) {
    if (s.over() || s.stack().isEmpty()) {
      return HashSet.empty();
    }
    Option<Integer> who = seat(s);
    return who.isEmpty() ? HashSet.empty() : HashSet.of(s.player(who.get()).id());
  }

  /** The seat the top of {@code s}'s stack awaits, or {@link Seats#NOBODY}. */
  private static Option<Integer> seat(DgState s) {
    return Engine.awaited(s.puppeteer(), s.stack().head());
  }

  public static Seq<DgAction> legalActions(DgState s, PlayerId player) {
    if (s.over() || s.stack().isEmpty()) {
      return Vector.empty();
    }
    Step top = s.stack().head();
    Option<Integer> who = seat(s);
    if (who.isEmpty() || !s.player(who.get()).id().equals(player)) {
      return Vector.empty();
    }
    return Pile.vector(Engine.legal(Table.forListing(s), top, who.get()));
  }

  /** The rules for one action: refused unless it is one of the awaited seat's legal actions (§4.6). */
  public static Either<Rejection, Transition<DgState>> apply(DgState s, DgAction action) {
    return play(s, action, true);
  }

  /**
   * The rules for an action the caller took from {@link #legalActions} of this very state
   * ({@code Game.playListed}): the same result as {@link #apply}, without the membership test.
   */
  public static Either<Rejection, Transition<DgState>> applyListed(DgState s, DgAction action) {
    return play(s, action, false);
  }

  private static Either<Rejection, Transition<DgState>> play(DgState s, DgAction action, boolean check) {
    if (action == null || action.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "the action names no player"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "DG-R90", "the game is over"));
    }
    Table t = new Table(s);
    Step top = t.top();
    Option<Integer> asked = seat(s);
    if (asked.isEmpty() || !t.ids[asked.get()].equals(action.actor())) {
      return Either.left(Rejection.of(Rejection.NOT_YOUR_TURN, Explain.rule(s, top),
          action.actor() + " may not act now; " + (asked.isEmpty() ? "nobody" : t.ids[asked.get()].name() + " is to "
              + Words.decision(s, top))));
    }
    if (check && !Engine.allows(t, top, asked.get(), action)) {
      return Either.left(Explain.why(t, top, action));
    }
    Engine.answer(t, top, action);
    Engine.settle(t);
    return Either.right(new Transition<>(t.freeze(), Vector.narrow(t.events())));
  }

  /** Positive when seat a ranks above seat b at the end (DG-R93). */
  public static int rank(DgState s, int a, int b) {
    Table t = new Table(s);
    Vector<Integer> scores = s.ending().map(DgState.Ending::scores).getOrElse(Vector.fill(s.players().size(), 0));
    return GameEnd.compare(t, scores, a, b);
  }

  /** Pass, decline, ready, let it break, leave the Town…; else the first listed option. */
  public static DgAction defaultAction(DgState s, PlayerId player) {
    Seq<DgAction> legal = legalActions(s, player);
    if (legal.isEmpty()) {
      throw new IllegalStateException(player + " is not awaited, so has no default action");
    }
    for (DgAction a : legal) {
      if (a instanceof DgAction.Pass || a instanceof DgAction.Decline || a instanceof DgAction.Ready
          || a instanceof DgAction.LetBreak || a instanceof DgAction.EndTown || a instanceof DgAction.AbandonTrade
          || a instanceof DgAction.DeclineNew || a instanceof DgAction.Accept && !(s.stack().head() instanceof Step.Offer)) {
        return a;
      }
    }
    return legal.head();
  }

  /**
   * §8: everything is public except the order of the cards inside the five decks and the random
   * source. The view copies the public fields and lists each deck in a fixed (sorted) order.
   */
  public static DgState view(DgState s) {
    Vector<Vector<String>> decks = Vector.empty();
    for (Vector<String> d : s.decks()) {
      decks = decks.append(d.sorted(Rules::cardOrder));
    }
    return s.withDecks(decks).withTownDeck(s.townDeck().sorted()).withRandom(RandomSource.sealed());
  }

  static int cardOrder(String a, String b) {
    return Integer.compare(Cards.index(a), Cards.index(b)); // deck cards are all known cards
  }

  /** Deals every deck in a random order and gives the world a fresh seeded source. */
  public static DgState determinize(DgState view, Dice d) {
    Vector<Vector<String>> decks = Vector.empty();
    for (Vector<String> deck : view.decks()) {
      decks = decks.append(d.shuffle(deck));
    }
    Vector<Item> town = d.shuffle(view.townDeck());
    long seed = ((long) d.nextInt(1 << 30) << 32) ^ d.nextInt(1 << 30);
    return view.withDecks(decks).withTownDeck(town).withRandom(RandomSource.seeded(seed));
  }
}
