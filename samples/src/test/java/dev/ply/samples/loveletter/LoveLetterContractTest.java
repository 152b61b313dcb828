package dev.ply.samples.loveletter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.testkit.GameContractTest;
import dev.ply.core.testkit.Playout;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Love Letter against the core test kit, with the spec's invariants (LL-R1, LL-R2, LL-R14, LL-R16). */
class LoveLetterContractTest extends GameContractTest<LoveLetterState, LoveLetterAction> {
  private final LoveLetterGame game = new LoveLetterGame();

  @Override
  protected Game<LoveLetterState, LoveLetterAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1L), Setup.of(3, 2L), Setup.of(4, 3L));
  }


  /** LL-R1, LL-R2, LL-R4, LL-R14, LL-R16: the checks the position builder runs ({@code rules.Invariants}). */
  @Override
  protected void checkInvariants(LoveLetterState s) {
    dev.ply.samples.loveletter.rules.Invariants.broken(s).forEach(why -> org.junit.jupiter.api.Assertions.fail(why));
  }

  @Test
  @DisplayName("LL-R16 tokens only increase during a game, and the game ends when someone reaches the target (LL-R2)")
  void tokensOnlyIncrease() {
    for (Playout<LoveLetterState, LoveLetterAction> p : randomPlayouts()) {
      LoveLetterState prev = p.states().head();
      for (LoveLetterState s : p.states().tail()) {
        for (int seat = 0; seat < s.players(); seat++) {
          assertTrue(s.tokens(seat) >= prev.tokens(seat), "tokens went down");
        }
        prev = s;
      }
      LoveLetterState last = p.last();
      assertTrue(last.isOver());
      int target = LoveLetterState.target(last.players());
      for (int seat = 0; seat < last.players(); seat++) {
        assertEquals(last.tokens(seat) >= target, (last.winners() & (1 << seat)) != 0);
      }
    }
  }

  /** Random actions: any seat or a stranger, any card, any target (or none), any guess. */
  @Override
  protected Seq<LoveLetterAction> arbitraryActions(LoveLetterState s, PlayerId player, Dice dice) {
    Vector<LoveLetterAction> out = Vector.empty();
    Vector<PlayerId> people = s.table().players().append(PlayerId.of("stranger")).append(player);
    for (int i = 0; i < 24; i++) {
      PlayerId actor = i % 3 == 0 ? people.get(dice.nextInt(people.size())) : player;
      int pick = dice.nextInt(people.size() + 1);
      PlayerId target = pick == people.size() ? null : people.get(pick);
      int g = dice.nextInt(9);
      Card guess = g == 0 ? null : Card.of(g);
      switch (dice.nextInt(8)) {
        case 0: out = out.append(new LoveLetterAction.PlayGuard(actor, target, guess)); break;
        case 1: out = out.append(new LoveLetterAction.PlayPriest(actor, target)); break;
        case 2: out = out.append(new LoveLetterAction.PlayBaron(actor, target)); break;
        case 3: out = out.append(new LoveLetterAction.PlayHandmaid(actor)); break;
        case 4: out = out.append(new LoveLetterAction.PlayPrince(actor, target)); break;
        case 5: out = out.append(new LoveLetterAction.PlayKing(actor, target)); break;
        case 6: out = out.append(new LoveLetterAction.PlayCountess(actor)); break;
        default: out = out.append(new LoveLetterAction.PlayPrincess(actor)); break;
      }
    }
    return out.append(null);
  }

  /**
   * A step may end the round, which shows every hand and the discards to everyone and then deals
   * afresh, so the view after it no longer shows what its events legitimately told; the event
   * check therefore varies only the draw pile below its top two cards (a Prince can make a
   * player draw one), which no step reveals.
   */
  @Override
  protected Seq<LoveLetterState> eventVariants(LoveLetterState s, PlayerId viewer, Dice dice) {
    int from = s.next() + 2;
    if (from >= Deck.BURNED - 1) {
      return Vector.empty();
    }
    int[] cards = s.deck().toArray();
    int[] below = java.util.Arrays.copyOfRange(cards, from, Deck.BURNED);
    dice.shuffle(below);
    System.arraycopy(below, 0, cards, from, below.length);
    return Vector.of(new LoveLetterState(s.table(), s.round(), s.tokens(), Deck.of(cards), s.next(), s.hands(),
        s.drawn(), s.turn(), s.out(), s.shielded(), s.piles(), s.winners(), s.turns(), s.random(), s.known()));
  }

  /**
   * Re-deals, without looking at the view, every card the viewer cannot see among the places it
   * cannot see: other hands, another player's drawn card, the draw pile and the burned card; and
   * shuffles the already-drawn deck slots and changes the random source. A hand the viewer knows
   * (LL-R6) is not hidden from it and stays; what others know of a re-dealt hand follows it.
   */
  @Override
  protected Seq<LoveLetterState> hiddenVariants(LoveLetterState s, PlayerId viewer, Dice dice) {
    int me = s.table().seatOf(viewer);
    int n = s.players();
    Vector<LoveLetterState> out = Vector.empty();
    for (int k = 0; k < 2; k++) {
      int[] cards = s.deck().toArray();
      int[] pool = new int[32];
      int size = 0;
      for (int seat = 0; seat < n; seat++) {
        if (redealt(s, me, seat)) {
          pool[size++] = s.hand(seat);
        }
      }
      boolean otherDrew = s.drawn() != 0 && s.turn() != me;
      if (otherDrew) {
        pool[size++] = s.drawn();
      }
      for (int slot = s.next(); slot < 16; slot++) {
        pool[size++] = cards[slot];
      }
      int[] hidden = java.util.Arrays.copyOf(pool, size);
      dice.shuffle(hidden);
      int u = 0;
      int hands = 0;
      long known = s.known();
      for (int seat = 0; seat < n; seat++) {
        int h = redealt(s, me, seat) ? hidden[u++] : s.hand(seat);
        hands |= h << (4 * seat);
        for (int v = 0; v < n; v++) {
          if (s.known(v, seat) != 0) {
            known = LoveLetterState.knowing(known, v, seat, h);
          }
        }
      }
      int drawn = otherDrew ? hidden[u++] : s.drawn();
      for (int slot = s.next(); slot < 16; slot++) {
        cards[slot] = hidden[u++];
      }
      int first = Deck.firstDraw(n);
      int[] used = java.util.Arrays.copyOfRange(cards, first, Math.min(s.next(), 16));
      dice.shuffle(used);
      System.arraycopy(used, 0, cards, first, used.length);
      out = out.append(new LoveLetterState(s.table(), s.round(), s.tokens(), Deck.of(cards), s.next(), hands, drawn,
          s.turn(), s.out(), s.shielded(), s.piles(), s.winners(), s.turns(), RandomSource.seeded(dice.nextInt(1000)),
          known));
    }
    return out;
  }

  private static boolean redealt(LoveLetterState s, int me, int seat) {
    return seat != me && s.hand(seat) != 0 && s.known(me, seat) == 0;
  }
}
