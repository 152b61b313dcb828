package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Objects;

/**
 * The invariants of §9 that a single position must keep: checked by the position builder when it
 * builds or loads a position, and by the tests after every step of every playout.
 */
public final class Invariants {
  private Invariants() {}

  private static final class Broken extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Broken(String message) {
      super(message, null, false, false);
    }
  }

  private static void require(boolean ok, String message) {
    if (!ok) {
      throw new Broken(message);
    }
  }

  private static void requireEquals(Object expected, Object actual, String message) {
    require(Objects.equals(expected, actual), message + " (expected " + expected + ", found " + actual + ")");
  }

  /** The first invariant {@code s} breaks, named by its §9 number, or none. */
  public static Option<String> broken(DgState s) {
    try {
      check(s);
      return Option.none();
    } catch (Broken e) {
      return Option.some(e.getMessage());
    }
  }

  private static void check(DgState s) {
    require(s.players().size() >= 2 && s.players().size() <= 4, "DG-R1: 2 to 4 players");
    // 1. coins (DG-R66)
    int total = s.bank() + s.limbo();
    require(s.bank() >= 0 && s.limbo() >= 0, "invariant 1: the bank and Limbo are never negative");
    for (PlayerState p : s.players()) {
      require(p.coins() >= 0, "invariant 1: " + p.id() + "'s coins are never negative");
      total += p.coins();
    }
    requireEquals(300, total, "invariant 1: bank + players' coins + Limbo = 300");
    // 2. + 11. encounter cards in exactly one zone; deck origin
    HashMap<String, Integer> seen = new HashMap<>();
    for (int d = 0; d < 4; d++) {
      for (String c : s.decks().get(d)) {
        require(Cards.exists(c), "invariant 2: " + c + " is not an encounter card");
        seen.merge(c, 1, Integer::sum);
        requireEquals(d, Cards.get(c).deck(), "invariant 11: " + c + " lies in deck " + Cards.DECK_NAMES[d]);
      }
    }
    int skulls = 0;
    for (PlayerState p : s.players()) {
      for (String c : p.victory()) {
        require(Cards.exists(c), "invariant 2: " + c + " is not an encounter card");
        seen.merge(c, 1, Integer::sum);
      }
      skulls += Engine.score(p.victory());
      if (p.bound()) {
        seen.merge(Cards.BINDER, 1, Integer::sum);
      }
    }
    for (String c : s.removed().appendAll(s.inPlay())) {
      require(Cards.exists(c), "invariant 2: " + c + " is not an encounter card");
      seen.merge(c, 1, Integer::sum);
    }
    for (var e : seen.entrySet()) {
      requireEquals(1, e.getValue(), "invariant 2: " + e.getKey() + " lies in exactly one zone");
    }
    requireEquals(27, seen.size(), "invariant 2: 27 encounter cards over all zones");
    // 6. skulls
    int all = skulls + Engine.score(s.removed()) + Engine.score(s.inPlay());
    for (var d : s.decks()) {
      all += Engine.score(d);
    }
    for (PlayerState p : s.players()) {
      if (p.bound()) {
        all += 6;
      }
    }
    requireEquals(84, all, "invariant 6: 84 skulls over all zones");
    // 3. Town cards
    HashMap<Item, Integer> town = new HashMap<>();
    s.townDeck().forEach(c -> town.merge(c, 1, Integer::sum));
    s.store().forEach(slot -> slot.forEach(c -> town.merge(c, 1, Integer::sum)));
    s.townDiscard().forEach(c -> town.merge(c, 1, Integer::sum));
    s.townInPlay().forEach(c -> town.merge(c, 1, Integer::sum));
    for (PlayerState p : s.players()) {
      p.items().forEach(c -> town.merge(c, 1, Integer::sum));
    }
    for (var e : town.entrySet()) {
      requireEquals(1, e.getValue(), "invariant 3: " + e.getKey().id() + " lies in exactly one zone");
    }
    requireEquals(17, town.size(), "invariant 3: 17 Town cards over all zones");
    requireEquals(3, s.store().size(), "DG-R56: the store has three slots");
    // 7. store full at rest
    if (!s.townDeck().isEmpty() || !s.townDiscard().isEmpty()) {
      require(!s.store().contains(Option.none()), "invariant 7: the store is full while Town cards are available");
    }
    // 4, 5, 10: bounds at every awaited decision
    for (PlayerState p : s.players()) {
      require(p.square() >= 0 && p.square() < Board.COUNT, "invariant 10: " + p.id() + " stands on the board");
      require(p.skipTurns() >= 0 && p.extraTurns() >= 0, "invariant 10: " + p.id() + "'s turn counters are not negative");
      if (!s.over()) {
        require(p.items().size() <= 3, "invariant 4: " + p.id() + " carries at most 3 items");
        require(p.hp() >= 1 && p.hp() <= 3, "invariant 5: " + p.id() + " has 1 to 3 HP at a decision, not " + p.hp());
      }
    }
    require(s.active() >= 0 && s.active() < s.players().size(), "§4.2: the active seat is a seated player");
    // 8. awaiting
    if (s.over()) {
      require(s.stack().isEmpty(), "invariant 8: nothing is pending after the end");
    } else {
      require(!s.stack().isEmpty(), "invariant 8: a decision is pending while the game goes on");
      require(s.round() >= 1 && s.round() <= s.maxRounds(), "invariant 12: the round is within the round cap");
    }
    // 17. the trade draft
    if (!s.stack().isEmpty() && s.stack().head() instanceof Step.Draft d) {
      PlayerState g = s.player(d.drafter());
      PlayerState o = s.player(d.other());
      require(g.items().containsAll(d.giveItems()) && o.items().containsAll(d.askItems()), "invariant 17: draft items are owned");
      require(g.victory().containsAll(d.giveCards()) && o.victory().containsAll(d.askCards()), "invariant 17: draft cards are owned");
      require(d.giveCoins() <= g.coins() && d.askCoins() <= o.coins(), "invariant 17: draft coins are owned");
      requireEquals(d.giveItems().size(), d.giveItems().distinct().size(), "invariant 17: no draft entry twice");
    }
    // 9. the puppeteer: a seat or none; never at the start of its own turn; movement decisions
    // await the controller of the mover (DG-R136)
    require(s.puppeteer().forAll(p -> p >= 0 && p < s.players().size()), "invariant 9: the puppeteer is a seat or none");
    if (!s.stack().isEmpty()) {
      Step top = s.stack().head();
      if (top instanceof Step.PreRoll pr) {
        require(!s.puppeteer().contains(pr.p()), "invariant 9: a puppeteer status never survives the start of its own turn");
      }
      Option<Integer> moving = top instanceof Step.ChooseDie c ? Option.some(c.p())
          : top instanceof Step.TeleportDest t ? Option.some(t.p())
          : top instanceof Step.Move m && (m.stage() == Step.MoveStage.BRANCH || m.stage() == Step.MoveStage.TOWN_STOP)
          ? Option.some(m.p()) : Option.none();
      if (moving.isDefined() && !s.over()) {
        int mover = moving.get();
        int controller = s.puppeteer().isDefined() && s.puppeteer().get() != mover ? s.puppeteer().get() : mover;
        requireEquals(Option.some(controller), Engine.awaited(s.puppeteer(), top),
            "invariant 9: a movement decision awaits the controller of the mover");
      }
    }
  }
}
