package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.LoveLetterPositions.P1;
import static dev.ply.samples.loveletter.LoveLetterPositions.P2;
import static dev.ply.samples.loveletter.LoveLetterPositions.P3;
import static dev.ply.samples.loveletter.LoveLetterPositions.P4;
import static dev.ply.samples.loveletter.content.Card.BARON;
import static dev.ply.samples.loveletter.content.Card.COUNTESS;
import static dev.ply.samples.loveletter.content.Card.GUARD;
import static dev.ply.samples.loveletter.content.Card.HANDMAID;
import static dev.ply.samples.loveletter.content.Card.KING;
import static dev.ply.samples.loveletter.content.Card.PRIEST;
import static dev.ply.samples.loveletter.content.Card.PRINCE;
import static dev.ply.samples.loveletter.content.Card.PRINCESS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.core.agent.StrategyAgent;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.action.LoveLetterAction.PlayGuard;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Love Letter strategy's rules: in each position the bad play is legal and never chosen, the
 * good one is (over 40 seeds of the agent's dice, through the {@code heuristic} agent, which finds
 * the strategy through the service loader, and from p1's view only).
 */
class LoveLetterStrategyTest {
  static final LoveLetterGame GAME = new LoveLetterGame();

  /** Every play the heuristic bot makes from {@code me}'s view over 40 seeds. */
  static Set<LoveLetterAction> choices(LoveLetterState s, PlayerId me) {
    LoveLetterState view = GAME.view(s, me);
    Set<LoveLetterAction> out = HashSet.empty();
    for (long seed = 1; seed <= 40; seed++) {
      out = out.add(new StrategyAgent(seed).choose(GAME, view, me));
    }
    return out;
  }

  static boolean legal(LoveLetterState s, LoveLetterAction a) {
    return GAME.legalActions(s, a.actor()).contains(a);
  }

  @Test
  @DisplayName("the strategy is registered for love-letter")
  void registered() {
    assertTrue(Strategy.of(GAME).get() instanceof LoveLetterStrategy);
  }

  @Test
  @DisplayName("LL-R12 never plays the Princess: with the Guard beside it, the Guard is played")
  void neverThePrincess() {
    LoveLetterState s = LoveLetterPositions.players(4).hand(P1, PRINCESS).turn(P1, GUARD).build();
    assertTrue(legal(s, new LoveLetterAction.PlayPrincess(P1)));
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> a.card() == GUARD), chosen.toString());
  }

  @Test
  @DisplayName("LL-R9 LL-R12 with the Prince and the Princess, the Prince goes to a rival, never to itself")
  void princeNotOnOwnPrincess() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, PRINCESS).turn(P1, PRINCE).build();
    assertTrue(legal(s, new LoveLetterAction.PlayPrince(P1, P1)));
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> a.card() == PRINCE && !P1.equals(a.target())), chosen.toString());
  }

  @Test
  @DisplayName("LL-R11 the Countess is played when the rules force it (with the King)")
  void countessWhenForced() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, KING).turn(P1, COUNTESS).build();
    assertEquals(HashSet.of(new LoveLetterAction.PlayCountess(P1)), choices(s, P1));
  }

  @Test
  @DisplayName("LL-R11 LL-R15 otherwise the higher card is kept: the Priest is played, the Countess kept")
  void keepsTheHigherCard() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, COUNTESS).turn(P1, PRIEST).build();
    assertTrue(legal(s, new LoveLetterAction.PlayCountess(P1)));
    assertEquals(HashSet.of(new LoveLetterAction.PlayPriest(P1, P2)), choices(s, P1));
    LoveLetterState h = LoveLetterPositions.players(2).hand(P1, COUNTESS).turn(P1, HANDMAID).build();
    assertEquals(HashSet.of(new LoveLetterAction.PlayHandmaid(P1)), choices(h, P1));
  }

  @Test
  @DisplayName("LL-R5 the Guard names the type with most unseen copies, never one whose copies are all in sight")
  void guardCountsCards() {
    // seen: both Priests, both Handmaids, a Baron, and p1's two Guards. Unseen: Guard 3, Baron 1,
    // Prince 2, King 1, Countess 1, Princess 1: the Prince is the likeliest card a rival holds.
    LoveLetterState s = LoveLetterPositions.players(4).hand(P1, GUARD).turn(P1, GUARD)
        .played(P2, PRIEST, PRIEST).played(P3, BARON).played(P4, HANDMAID, HANDMAID).build();
    assertTrue(legal(s, new PlayGuard(P1, P2, PRIEST)));
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> ((PlayGuard) a).guess() == PRINCE), chosen.toString());
  }

  @Test
  @DisplayName("LL-R5 LL-R16 of rivals equally likely to be hit, the Guard picks the one with most tokens")
  void guardOnTheLeader() {
    LoveLetterState s = LoveLetterPositions.players(4).hand(P1, GUARD).turn(P1, GUARD).tokens(P3, 2).build();
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> P3.equals(a.target())), chosen.toString());
  }

  @Test
  @DisplayName("LL-R7 no Baron while the card kept would lose the comparison: with a Guard beside it, the Guard is played")
  void baronNotWhenLikelyToLose() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, GUARD).turn(P1, BARON).build();
    assertTrue(legal(s, new LoveLetterAction.PlayBaron(P1, P2)));
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> a.card() == GUARD), chosen.toString());
  }

  @Test
  @DisplayName("LL-R7 the Baron is played when the card kept is likely to win (the King: 6)")
  void baronWhenLikelyToWin() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, KING).turn(P1, BARON).build();
    assertTrue(legal(s, new LoveLetterAction.PlayKing(P1, P2)));
    assertEquals(HashSet.of(new LoveLetterAction.PlayBaron(P1, P2)), choices(s, P1));
  }

  @Test
  @DisplayName("LL-R9 LL-R15 late in the round with only high cards unseen, the Prince goes to itself to trade its Guard")
  void princeOnItselfWithALowCard() {
    // unseen: the King, the Countess and the Princess (p2's card, the last of the pile, the burned
    // card). Kept, the Prince loses the showdown to any of them; a fresh card wins half the time.
    LoveLetterState s = LoveLetterPositions.players(2).faceUp(GUARD, GUARD, GUARD)
        .hand(P1, GUARD).turn(P1, PRINCE).played(P1, GUARD, PRIEST, BARON, HANDMAID)
        .hand(P2, KING).played(P2, PRIEST, BARON, HANDMAID, PRINCE)
        .drawPile(COUNTESS).burned(PRINCESS).build();
    assertTrue(legal(s, new PlayGuard(P1, P2, PRINCESS)));
    assertEquals(HashSet.of(new LoveLetterAction.PlayPrince(P1, P1)), choices(s, P1));
  }

  @Test
  @DisplayName("LL-R8 LL-R13 a rival under the Handmaid is never chosen: the King is played without effect, the Princess kept")
  void protectedRivalNotChosen() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, PRINCESS).turn(P1, KING).shielded(P2).build();
    assertFalse(legal(s, new LoveLetterAction.PlayKing(P1, P2)));
    assertEquals(HashSet.of(new LoveLetterAction.PlayKing(P1, null)), choices(s, P1));
  }

  @Test
  @DisplayName("LL-R5 LL-R6 the Guard names the card a Priest showed, at the player who holds it")
  void guardNamesAKnownHand() {
    // unseen counting alone would name the Prince (two unseen) at anyone; p1 knows p3 holds the King
    LoveLetterState s = LoveLetterPositions.players(4).hand(P1, GUARD).turn(P1, GUARD).hand(P3, KING)
        .played(P2, PRIEST, PRIEST).played(P4, HANDMAID, HANDMAID).knows(P1, P3).build();
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertEquals(HashSet.of(new PlayGuard(P1, P3, KING)), chosen);
  }

  @Test
  @DisplayName("LL-R7 LL-R6 no Baron against a known higher card, though the kept card would usually win")
  void baronNotAgainstAKnownHigherCard() {
    // a kept King beats most unseen cards, but p2 is known to hold the Countess
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, KING).turn(P1, BARON).hand(P2, COUNTESS)
        .knows(P1, P2).build();
    assertTrue(legal(s, new LoveLetterAction.PlayBaron(P1, P2)));
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> a.card() == KING), chosen.toString());
  }

  @Test
  @DisplayName("LL-R9 LL-R12 the Prince goes to the rival known to hold the Princess")
  void princeOnAKnownPrincess() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, PRINCE).turn(P1, HANDMAID).hand(P3, PRINCESS)
        .knows(P1, P3).build();
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertEquals(HashSet.of(new LoveLetterAction.PlayPrince(P1, P3)), chosen);
  }

  @Test
  @DisplayName("LL-R5 LL-R6 the card a rival has seen is played away rather than kept")
  void playsAwayACardARivalKnows() {
    // p1 holds the Handmaid p2 saw and drew a Priest: it would keep the higher Handmaid (as in
    // keepsTheHigherCard), but p2's next Guard would name it
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, HANDMAID).turn(P1, PRIEST).knows(P2, P1).build();
    Set<LoveLetterAction> chosen = choices(s, P1);
    assertTrue(chosen.forAll(a -> a.card() == HANDMAID), chosen.toString());
  }
}
