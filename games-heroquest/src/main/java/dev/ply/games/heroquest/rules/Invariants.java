package dev.ply.games.heroquest.rules;

import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.CardKind;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * The spec's invariants (§9) that hold in every single state of a full (unmasked) game: checked
 * by the position builder on every built or loaded position, and by the tests after every step.
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

  /** The first invariant {@code s} breaks, or none. */
  public static Option<String> broken(HeroQuestState s) {
    try {
      require(s.players().size() >= 2 && s.players().size() <= 4, "HQ-R02: 2 to 4 heroes");
      requireEquals(s.players().size(), s.heroes().size(), "HQ-R02: one hero per seat");
      requireEquals(s.heroes().size(), s.heroes().map(HeroState::hero).distinct().size(), "HQ-R02: the heroes are different");
      require(s.active() >= 0 && s.active() < s.players().size(), "§4.1: the active seat is seated");
      check(s);
      return Option.none();
    } catch (Broken e) {
      return Option.some(e.getMessage());
    } catch (RuntimeException e) {
      return Option.some("the position cannot be read: " + e.getMessage());
    }
  }

  private static void check(HeroQuestState s) {
    // inv. 1: card conservation — every card in exactly one zone, N in the dungeon, 56 − N out;
    // a card in two zones is named before the counts, which it would only throw off
    Vector<String> dungeon = s.deck().appendAll(s.floor()).appendAll(s.discard()).appendAll(s.pending());
    for (HeroState h : s.heroes()) {
      dungeon = dungeon.appendAll(h.hand()).appendAll(h.wounds());
    }
    Set<String> seen = new HashSet<>();
    for (String id : dungeon.appendAll(s.outOfGame())) {
      require(Cards.exists(id), "inv. 1: a real card, not " + id);
      require(seen.add(id), "inv. 1: " + Cards.card(id).label() + " is in two zones");
    }
    requireEquals(s.dungeonSize(), dungeon.size(), "inv. 1: deck + hands + floor + attached + pending + discard = N");
    requireEquals(56 - s.dungeonSize(), s.outOfGame().size(), "inv. 1: out of the game = 56 - N");
    requireEquals(56, seen.size(), "inv. 1: all 56 dungeon cards are somewhere");
    // inv. 2: zones by kind
    for (String id : s.floor()) {
      require(Cards.card(id).kind().goesToFloor(), "inv. 2: only T/D/G cards on the floor, not " + Cards.card(id).label());
    }
    for (HeroState h : s.heroes()) {
      String who = "the " + h.hero().label();
      for (String id : h.wounds()) {
        require(Cards.card(id).kind() == CardKind.WOUND,
            "inv. 2: only W cards attach, and " + Cards.card(id).label() + " is attached to " + who);
      }
      require(h.hand().size() <= 2, "inv. 3: a hand holds at most 2 cards; " + who + "'s holds " + h.hand().size());
      require(h.total() >= 0 && h.total() <= 4, "inv. 4: wound total in [0, 4]; " + who + " has " + h.total());
      if (h.total() == 4) {
        require(s.phase() == Phase.GAME_OVER, "inv. 4: 4 wounds only when the game is lost, and " + who + " has 4");
        requireEquals(Result.Kind.HERO_DIED, s.result().get().kind(), "inv. 4 / HQ-R21");
      }
      require(h.skulls() <= s.roundLosses(), "inv. 7: skull tokens <= rounds lost; " + who + " has " + h.skulls()
          + " tokens after " + s.roundLosses() + " rounds lost");
    }
    for (String id : s.pending()) {
      Card c = Cards.card(id);
      require(c.kind() == CardKind.WOUND || c.boon().contains(Boon.HEALING_POTION),
          "inv. 2: only a W card or B01 waits in the pending slot");
    }
    // inv. 5: symbol bound
    if (!s.over()) {
      for (Symbol sym : Symbol.THREATS) {
        require(Counting.count(s, sym) <= 2, "inv. 5: " + sym + " shows at most twice outside GAME_OVER");
      }
    }
    // inv. 6: chests; a symbol twice is named before the count, which it would only throw off
    Set<Symbol> chests = new HashSet<>();
    for (Option<Symbol> c : s.chests()) {
      require(c.isDefined(), "inv. 6: every chest of a full position is known");
      require(chests.add(c.get()), "inv. 6: chest symbols are distinct, and the " + c.get().label()
          + " chest is in the stack twice");
    }
    for (Symbol c : s.revealedChests()) {
      require(chests.add(c), "inv. 6: revealed chest symbols are distinct, and the " + c.label()
          + " chest is " + (s.chests().contains(Option.of(c)) ? "both in the stack and revealed" : "revealed twice"));
    }
    requireEquals(6, s.chests().size() + s.revealedChests().size(), "inv. 6: stack + revealed = 6");
    // inv. 7, 8, 9
    int tokens = 0;
    for (HeroState h : s.heroes()) {
      tokens += h.skulls();
    }
    require(tokens <= 16, "inv. 7 / HQ-R44: at most 16 skull tokens");
    require(s.roundLosses() <= 5, "inv. 8: at most 5 rounds lost");
    require(s.turnNumber() >= 1 && s.turnNumber() <= 1000, "inv. 9 / HQ-R45: turn number in [1, 1000]");
    // the phase machine (§4.1)
    requireEquals(s.phase() == Phase.REVEAL_TARGET, s.pending().isDefined(), "pending only in REVEAL_TARGET");
    requireEquals(s.phase() == Phase.GAME_OVER, s.result().isDefined(), "a result only in GAME_OVER");
    if (s.phase() == Phase.PLAY) {
      require(!s.activeHero().hand().isEmpty(), "HQ-R10: nobody waits in PLAY with an empty hand");
    }
    // §8: a card seen in play is never out of the game
    for (String id : s.knownInDungeon()) {
      require(!s.outOfGame().contains(id), "a seen card is never out of the game: " + id);
    }
  }
}
