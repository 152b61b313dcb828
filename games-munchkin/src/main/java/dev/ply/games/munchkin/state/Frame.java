package dev.ply.games.munchkin.state;

import dev.ply.core.flow.ResponseWindow;
import dev.ply.games.munchkin.content.Effect;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * One frame of the stack of MK-R101. {@link Decision} frames await one player; {@link Step}
 * frames are the automatic continuations of §4.2/§4.3 (what happens when the frame above closes),
 * run by {@code Flow.advance} without awaiting anyone.
 */
public sealed interface Frame {

  /** A frame that awaits one player. */
  sealed interface Decision extends Frame {}

  /** An automatic continuation. */
  sealed interface Step extends Frame {}

  /** A priority window (MK-R102) on core's response window; {@code skip} is the GLUE runner (MK-R102b). */
  record Window(WindowKind kind, ResponseWindow window, Option<Integer> skip) implements Decision {

    /**
     * The seat offered priority now. Every window is opened over all the seats in seat order
     * ({@code Flow.window}), so the position in the window's order is the seat index: no search.
     */
    public int seat() {
      return window.current();
    }
  }

  /** Character creation of one seat (§3 step 6). */
  record SetupTurn(int seat) implements Decision {}

  /** TROUBLE_OR_LOOT (§4.2 TL). */
  record TroubleOrLoot() implements Decision {}

  /** CHARITY (MK-R47): cards given to each seat so far. */
  record Charity(Vector<Integer> given) implements Decision {}

  /** A help proposal awaiting one answer (MK-R53): an ask (answered by the target), a counter-offer or an offer (by the fighter). */
  record Offer(OfferKind kind, int proposer, int answerer, Terms terms) implements Decision {}

  enum OfferKind { ASK, COUNTER, OFFER }

  /** A trade proposal awaiting the recipient's answer (MK-R37). */
  record Trade(int proposer, int recipient, Option<String> give, Option<String> receive) implements Decision {}

  /** MK-R33: the owner names which tied lowest-level player receives an excess Big item. */
  record BigRecipient(int owner, String item, Vector<Integer> candidates) implements Decision {}

  /**
   * CHOOSE (MK-R108): options are computed from the state by purpose. {@code count} is how many
   * picks are still owed, except for {@link Purpose#PAY_ITEM}, where it is the gold value still
   * owed (PAY_ITEMS is limited by a value, not a count) and for the post-roll choice, the die.
   */
  record Choose(int chooser, Purpose purpose, int subject, Option<Effect> effect, int count) implements Decision {}

  /** K: kick open the door when IW_START closes (MK-R43). */
  record Kick() implements Step {}

  /** C4: evaluate the combat when CW closes (MK-R55). */
  record Evaluate() implements Step {}

  /** R1: the next runner and monster (MK-R71). */
  record RunNext() implements Step {}

  /** R4: the automatic result or the roll of runner vs monster (MK-R72..R74); {@code glued}: a Flask re-roll. */
  record RunAttempt(int runner, int monster, boolean glued) implements Step {}

  /** After the post-roll choice: escape iff total ≥ 5 (MK-R72). */
  record AfterRoll(int runner, int monster, int die, boolean glued) implements Step {}

  /** After the GLUE window: flee penalty and the pair resolved (MK-R75, MK-R76). */
  record AfterEscape(int runner, int monster) implements Step {}

  /** After the FAIL window: flee penalty and Bad Stuff (MK-R75, MK-R80). */
  record AfterFail(int runner, int monster, boolean glued, Option<Integer> die) implements Step {}

  /** V2..V5: rewards after the evaluation (MK-R57, MK-R58). */
  record Victory() implements Step {}

  /** V3 (MK-R58): {@code left} reward treasures still to draw into the pool, one at a time (MK-R26, MK-R94); then V4. */
  record RewardDraws(int left) implements Step {}

  /** MK-R54: the draft of the face-up pool; {@code helperLeft} cards still owed to the helper. */
  record DraftNext(int helperLeft, boolean helperTurn) implements Step {}

  /** END_OF_COMBAT. */
  record EndOfCombat() implements Step {}

  /** POSTCOMBAT and E1: open IW_END. */
  record OpenEnd() implements Step {}

  /** E2: CHARITY while the hand exceeds the limit (MK-R47). */
  record CharityCheck() implements Step {}

  /** E3: the next turn. */
  record EndTurn() implements Step {}

  /** A curse takes effect when its CURSE_RESPONSE closes (MK-R85, MK-R86). */
  record ApplyCurse(int victim, String card) implements Step {}

  /**
   * Primitives still to apply to {@code subject}; {@code value} is the result of the previous
   * primitive (a die, a discarded item's gold value), {@code nothing} whether it discarded nothing.
   */
  record ApplyEffects(int subject, Vector<Effect> effects, String source, int value, boolean nothing)
      implements Step {}

  /** MK-R82: looters still to pick from the corpse, in order. */
  record LootNext(Vector<Integer> looters) implements Step {}

  /** MK-R27: the theft resolves after its roll and post-roll choice. */
  record Theft(int thief, int victim, String item, int die) implements Step {}

  /** MK-R61: the Lawyers trade-in draws 2 Treasure once the 2 cards are discarded. */
  record TradeInDraw(int thief, int draw) implements Step {}

  /** MK-R33: the owner's Big items are checked against the allowance. */
  record BigCheck(int seat) implements Step {}

  /** §3 step 6: the next seat's character creation, {@code done} seats so far. */
  record NextSetup(int done) implements Step {}
}
