package dev.ply.games.desperategods.state;

import io.vavr.collection.Vector;

/**
 * A pending step of the resolution stack (§4). Steps that await a player are decisions; the
 * others run by themselves. Seats are 0-based; items are Town card ids 1..17; cards are ids
 * such as {@code "W-4"}.
 */
public sealed interface Step {

  /** Steps kept when the active player dies (DG-R52): the card still reaches the pile (DG-R36, DG-R44). */
  default boolean keepOnDeath() {
    return false;
  }

  // ---- turn (§4.2) ----
  record TurnStart() implements Step {}

  record TurnEnd() implements Step {
    @Override
    public boolean keepOnDeath() {
      return true;
    }
  }

  record PreRoll(int p) implements Step {}

  record ChooseDie(int p, int first, int second) implements Step {}

  record TeleportDest(int p) implements Step {}

  record SuccubusChoice(int p) implements Step {}

  record SwampChoice(int p) implements Step {}

  // ---- movement (DG-R11..R19) ----
  /** Stage: what the move does next. */
  enum MoveStage { NEXT, ENCOUNTERS, TOWN_CHECK, TOWN_STOP, BRANCH }

  /**
   * A step-by-step move. {@code back} = against the mover's direction; {@code crossed} = the square
   * just reached over a bridge (no crossing straight back, DG-R14); {@code met} = seats met (DG-R24).
   */
  record Move(int p, int left, boolean forced, boolean back, int crossed, int met, MoveStage stage)
      implements Step {
    public Move at(MoveStage s) {
      return new Move(p, left, forced, back, crossed, met, s);
    }
  }

  /** A forced move "D6 forward / D6 back / 2D6 forward" (DG-R16), capped by DG-R98c. */
  record ForcedMove(int p, int dice, boolean back, String rule) implements Step {}

  /** A relocation (DG-R17), then optional damage and the new square's resolution (DG-R18). */
  record Relocate(int p, int to, int damage, boolean resolve, String rule) implements Step {}

  // ---- encounters and trades (DG-R20..R25) ----
  record Encounter(int a, int b, boolean bTurn, boolean aDrafted, boolean bDrafted) implements Step {}

  record Draft(int drafter, int other, Vector<Integer> giveItems, int giveCoins, Vector<String> giveCards,
      Vector<Integer> askItems, int askCoins, Vector<String> askCards) implements Step {
    public boolean isEmpty() {
      return giveItems.isEmpty() && giveCoins == 0 && giveCards.isEmpty() && askItems.isEmpty()
          && askCoins == 0 && askCards.isEmpty();
    }
  }

  record Offer(Draft draft) implements Step {}

  // ---- combat (§4.3, §4.4) ----
  enum FightKind { MONSTER, CEMETERY, SUCCUBUS }

  enum FightStage { PRE, REROLL, COMPARE }

  /** One monster fight round. {@code owner}: the victory pile a Cemetery card sits in. */
  record Fight(int p, String card, FightKind kind, int owner, int refights, FightStage stage,
      Vector<Integer> dice, boolean smite, Vector<Integer> used) implements Step {}

  enum DamageSource { FIGHT_LOSS, BAGHEAD }

  record DamageReaction(int p, int damage, boolean prevented, DamageSource source, Fight fight)
      implements Step {}

  /** The loss steps of DG-R45 after the damage reaction. */
  record Loss(Fight fight, int damage) implements Step {}

  record Won(Fight fight) implements Step {}

  enum PvpStage { PRE_X, PRE_Y, ROLL, REROLL_X, REROLL_Y, DMG_X, DMG_Y, APPLY }

  /** A PvP combat (DG-R26..R30); {@code wanderer} names the Lost Wanderer card, or "". */
  record Pvp(int x, int y, int round, PvpStage stage, Vector<Integer> dx, Vector<Integer> dy,
      boolean smiteX, boolean smiteY, Vector<Integer> usedX, Vector<Integer> usedY,
      int dmgX, int dmgY, boolean escaped, String wanderer) implements Step {}

  record BreakRoll(int owner, int item, int breaksUpTo) implements Step {}

  record BreakReaction(int owner, int item) implements Step {}

  // ---- squares and cards (§6) ----
  record ResolveSquare(int p, int square) implements Step {}

  record Draw(int p, int deck, int count, boolean opponentPicks) implements Step {}

  record PickCard(int picker, int p, Vector<String> cards) implements Step {}

  record ResolveCard(int p, String card) implements Step {}

  record BankCard(int p, String card) implements Step {
    @Override
    public boolean keepOnDeath() {
      return true;
    }
  }

  record ThirstyHeal(int p) implements Step {}

  /** A monster card back to the bottom of its deck after a loss (DG-R45 step 4). */
  record ReturnCard(String card, String rule) implements Step {}

  record Damage(int p, int amount, String rule) implements Step {}

  record FlipDirection(int p) implements Step {}

  record TakeLimbo(int p) implements Step {}

  record RapidsChoice(int p) implements Step {}

  record OutskirtsChoice(int p) implements Step {}

  record InterrogateChoice(int p) implements Step {}

  record MirrorTarget(int p) implements Step {}

  record CemeteryTarget(int p) implements Step {}

  record WandererTarget(int p, String card) implements Step {}

  record ShrineChoice(int p, String card) implements Step {}

  record TownVisit(int p) implements Step {}

  record TownWindow(int p) implements Step {}

  record GainTown(int p) implements Step {}

  record GainCapacity(int p, int item) implements Step {}

  record JunkPick(int picker, int p, Vector<Integer> items) implements Step {}

  record StealPick(int p, boolean slime) implements Step {}

  record GhoulPick(int p) implements Step {}

  record DryadPick(int picker, int loser) implements Step {}

  record SereneVolunteer(int winner, int asked, String card) implements Step {}

  record RunesRoll(int p, Vector<Integer> items) implements Step {}
}
