package dev.ply.games.desperategods.state;

import dev.ply.games.desperategods.content.Item;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A pending step of the resolution stack (§4). Steps that await a player are decisions; the
 * others run by themselves. Seats are 0-based; items are {@link Item}s; cards are ids
 * such as {@code "W-4"}.
 */
public sealed interface Step {

  /** Steps kept when the active player dies (DG-R52): the card still reaches the pile (DG-R36, DG-R44). */
  default boolean keepOnDeath() {
    return false;
  }

  /**
   * Calls the method of {@code v} for this step's chapter of the rules, with {@code c}: the engine
   * dispatches every step in one place, and a step outside a chapter does not compile.
   */
  <C, R> R accept(Chapters<C, R> v, C c);

  /** One method per chapter of the rules. */
  interface Chapters<C, R> {
    R turn(TurnStep s, C c);

    R move(MoveStep s, C c);

    R fight(FightStep s, C c);

    R pvp(Pvp s, C c);

    R act(SquareAct s, C c);

    R choice(SquareChoice s, C c);
  }

  // Each step belongs to one chapter of the rules, so the engine dispatches it in one place.
  /** The turn and its start (DG-R7..R11, DG-R98d): handled by {@code rules/TurnRules}. */
  sealed interface TurnStep extends Step {
    @Override
    default <C, R> R accept(Chapters<C, R> v, C c) {
      return v.turn(this, c);
    }

    /** Calls the method of {@code v} for this kind of step. */
    <C, R> R accept(TurnSteps<C, R> v, C c);
  }

  /** One method per {@link TurnStep}. */
  interface TurnSteps<C, R> {
    R turnStart(TurnStart s, C c);

    R turnEnd(TurnEnd s, C c);

    R preRoll(PreRoll s, C c);

    R chooseDie(ChooseDie s, C c);

    R teleportDest(TeleportDest s, C c);

    R succubusChoice(SuccubusChoice s, C c);

    R swampChoice(SwampChoice s, C c);
  }

  /** Moves, encounters and trades (DG-R12..R25): sent by {@code rules/MoveRules} to {@code Moving} or {@code Encounters}. */
  sealed interface MoveStep extends Step {
    @Override
    default <C, R> R accept(Chapters<C, R> v, C c) {
      return v.move(this, c);
    }

    /** Calls the method of {@code v} for this kind of step. */
    <C, R> R accept(MoveSteps<C, R> v, C c);
  }

  /** One method per {@link MoveStep}. */
  interface MoveSteps<C, R> {
    R move(Move s, C c);

    R forcedMove(ForcedMove s, C c);

    R relocate(Relocate s, C c);

    R encounter(Encounter s, C c);

    R draft(Draft s, C c);

    R offer(Offer s, C c);
  }

  /** Monster fights, damage reactions and break rolls (§4.3, DG-R37..R49, DG-R69): sent by {@code rules/FightRules} to {@code MonsterFights} or {@code Equipment}. */
  sealed interface FightStep extends Step {
    @Override
    default <C, R> R accept(Chapters<C, R> v, C c) {
      return v.fight(this, c);
    }

    /** Calls the method of {@code v} for this kind of step. */
    <C, R> R accept(FightSteps<C, R> v, C c);
  }

  /** One method per {@link FightStep}. */
  interface FightSteps<C, R> {
    R fight(Fight s, C c);

    R damageReaction(DamageReaction s, C c);

    R loss(Loss s, C c);

    R won(Won s, C c);

    R breakRoll(BreakRoll s, C c);

    R breakReaction(BreakReaction s, C c);

    R thirstyHeal(ThirstyHeal s, C c);

    R returnCard(ReturnCard s, C c);
  }

  /**
   * Squares, cards and what they ask for (§5.5, §5.8, §6): handled by {@code rules/Drawing},
   * {@code BoardSquares}, {@code EncounterCards} and {@code TownRules}, each step dispatched there by {@code Engine}.
   */
  sealed interface SquareStep extends Step {}

  /**
   * A square step that runs by itself. Each kind calls its own method of {@link SquareActs}, so
   * {@code rules/Engine} sends every kind to its room or does not compile (no {@code instanceof} chain).
   */
  sealed interface SquareAct extends SquareStep {
    @Override
    default <C, R> R accept(Chapters<C, R> v, C c) {
      return v.act(this, c);
    }

    void accept(SquareActs v);
  }

  /** A square step that awaits a player; dispatched through {@link SquareChoices} like {@link SquareAct}. */
  sealed interface SquareChoice extends SquareStep {
    @Override
    default <C, R> R accept(Chapters<C, R> v, C c) {
      return v.choice(this, c);
    }

    void accept(SquareChoices v);
  }

  /** One method per {@link SquareAct}. */
  interface SquareActs {
    void resolveSquare(ResolveSquare s);

    void draw(Draw s);

    void resolveCard(ResolveCard s);

    void bankCard(BankCard s);

    void damage(Damage s);

    void flipDirection(FlipDirection s);

    void takeLimbo(TakeLimbo s);

    void townVisit(TownVisit s);

    void gainTown(GainTown s);

    void runesRoll(RunesRoll s);
  }

  /** One method per {@link SquareChoice}. */
  interface SquareChoices {
    void pickCard(PickCard s);

    void junkPick(JunkPick s);

    void rapidsChoice(RapidsChoice s);

    void outskirtsChoice(OutskirtsChoice s);

    void interrogateChoice(InterrogateChoice s);

    void mirrorTarget(MirrorTarget s);

    void cemeteryTarget(CemeteryTarget s);

    void wandererTarget(WandererTarget s);

    void shrineChoice(ShrineChoice s);

    void townWindow(TownWindow s);

    void gainCapacity(GainCapacity s);

    void stealPick(StealPick s);

    void ghoulPick(GhoulPick s);

    void dryadPick(DryadPick s);

    void sereneVolunteer(SereneVolunteer s);
  }

  // ---- turn (§4.2) ----
  record TurnStart() implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.turnStart(this, c);
    }
}

  record TurnEnd() implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.turnEnd(this, c);
    }

    @Override
    public boolean keepOnDeath() {
      return true;
    }
  }

  record PreRoll(int p) implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.preRoll(this, c);
    }
}

  record ChooseDie(int p, int first, int second) implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.chooseDie(this, c);
    }
}

  record TeleportDest(int p) implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.teleportDest(this, c);
    }
}

  record SuccubusChoice(int p) implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.succubusChoice(this, c);
    }
}

  record SwampChoice(int p) implements TurnStep {
    @Override
    public <C, R> R accept(TurnSteps<C, R> v, C c) {
      return v.swampChoice(this, c);
    }
}

  // ---- movement (DG-R11..R19) ----
  /** Stage: what the move does next. */
  enum MoveStage { NEXT, ENCOUNTERS, TOWN_CHECK, TOWN_STOP, BRANCH }

  /**
   * A step-by-step move. {@code back} = against the mover's direction; {@code crossed} = the square
   * just reached over a bridge (no crossing straight back, DG-R14); {@code met} = seats met (DG-R24);
   * {@code from} and {@code steps}: where the move began and how long it is, to tell it in one line.
   */
  record Move(int p, int left, boolean forced, boolean back, Option<Integer> crossed, int met, MoveStage stage, int from,
      int steps) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.move(this, c);
    }

    public Move at(MoveStage s) {
      return new Move(p, left, forced, back, crossed, met, s, from, steps);
    }

    /** A new move of {@code steps} squares from {@code from}. */
    public static Move of(int p, int steps, boolean forced, boolean back, int from) {
      return new Move(p, steps, forced, back, Option.none(), 0, MoveStage.NEXT, from, steps);
    }
  }

  /** A forced move "D6 forward / D6 back / 2D6 forward" (DG-R16), capped by DG-R98c. */
  record ForcedMove(int p, int dice, boolean back, String rule) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.forcedMove(this, c);
    }
}

  /** A relocation (DG-R17), then optional damage and the new square's resolution (DG-R18). */
  record Relocate(int p, int to, int damage, boolean resolve, String rule) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.relocate(this, c);
    }
}

  // ---- encounters and trades (DG-R20..R25) ----
  record Encounter(int a, int b, boolean bTurn, boolean aDrafted, boolean bDrafted) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.encounter(this, c);
    }
}

  record Draft(int drafter, int other, Vector<Item> giveItems, int giveCoins, Vector<String> giveCards,
      Vector<Item> askItems, int askCoins, Vector<String> askCards) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.draft(this, c);
    }

    public boolean isEmpty() {
      return giveItems.isEmpty() && giveCoins == 0 && giveCards.isEmpty() && askItems.isEmpty()
          && askCoins == 0 && askCards.isEmpty();
    }
  }

  record Offer(Draft draft) implements MoveStep {
    @Override
    public <C, R> R accept(MoveSteps<C, R> v, C c) {
      return v.offer(this, c);
    }
}

  // ---- combat (§4.3, §4.4) ----
  enum FightKind { MONSTER, CEMETERY, SUCCUBUS }

  enum FightStage { PRE, REROLL, COMPARE }

  /** One monster fight round. {@code owner}: the seat whose victory pile a Cemetery card sits in (DG-R132). */
  record Fight(int p, String card, FightKind kind, Option<Integer> owner, int refights, FightStage stage,
      Vector<Integer> dice, boolean smite, Vector<Item> used) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.fight(this, c);
    }
}

  enum DamageSource { FIGHT_LOSS, BAGHEAD }

  record DamageReaction(int p, int damage, boolean prevented, DamageSource source, Fight fight)
      implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.damageReaction(this, c);
    }
}

  /** The loss steps of DG-R45 after the damage reaction. */
  record Loss(Fight fight, int damage) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.loss(this, c);
    }
}

  record Won(Fight fight) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.won(this, c);
    }
}

  enum PvpStage { PRE_X, PRE_Y, ROLL, REROLL_X, REROLL_Y, DMG_X, DMG_Y, APPLY }

  /** What a PvP round does to one side (DG-R26): nothing, a wound, or a wound the Wary Helmet stopped (DG-R304). */
  enum Hit { NONE, TAKEN, PREVENTED }

  /**
   * A PvP combat (DG-R26..R30); {@code wanderer} names the Lost Wanderer card that started it, if one did (DG-R219). Both hits
   * are {@code NONE} and {@code escaped} false until the round's dice are compared.
   */
  record Pvp(int x, int y, int round, PvpStage stage, Vector<Integer> dx, Vector<Integer> dy,
      boolean smiteX, boolean smiteY, Vector<Item> usedX, Vector<Item> usedY,
      Hit hitX, Hit hitY, boolean escaped, Option<String> wanderer) implements Step {
    @Override
    public <C, R> R accept(Chapters<C, R> v, C c) {
      return v.pvp(this, c);
    }
  }

  record BreakRoll(int owner, Item item, int breaksUpTo) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.breakRoll(this, c);
    }
}

  record BreakReaction(int owner, Item item) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.breakReaction(this, c);
    }
}

  // ---- squares and cards (§6) ----
  record ResolveSquare(int p, int square) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.resolveSquare(this);
    }
  }

  record Draw(int p, int deck, int count, boolean opponentPicks) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.draw(this);
    }
  }

  record PickCard(int picker, int p, Vector<String> cards) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.pickCard(this);
    }
  }

  record ResolveCard(int p, String card) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.resolveCard(this);
    }
  }

  record BankCard(int p, String card) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.bankCard(this);
    }

    @Override
    public boolean keepOnDeath() {
      return true;
    }
  }

  record ThirstyHeal(int p) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.thirstyHeal(this, c);
    }
}

  /** A monster card back to the bottom of its deck after a loss (DG-R45 step 4). */
  record ReturnCard(String card, String rule) implements FightStep {
    @Override
    public <C, R> R accept(FightSteps<C, R> v, C c) {
      return v.returnCard(this, c);
    }
}

  record Damage(int p, int amount, String rule) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.damage(this);
    }
  }

  record FlipDirection(int p) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.flipDirection(this);
    }
  }

  record TakeLimbo(int p) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.takeLimbo(this);
    }
  }

  record RapidsChoice(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.rapidsChoice(this);
    }
  }

  record OutskirtsChoice(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.outskirtsChoice(this);
    }
  }

  record InterrogateChoice(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.interrogateChoice(this);
    }
  }

  record MirrorTarget(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.mirrorTarget(this);
    }
  }

  record CemeteryTarget(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.cemeteryTarget(this);
    }
  }

  record WandererTarget(int p, String card) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.wandererTarget(this);
    }
  }

  record ShrineChoice(int p, String card) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.shrineChoice(this);
    }
  }

  record TownVisit(int p) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.townVisit(this);
    }
  }

  record TownWindow(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.townWindow(this);
    }
  }

  record GainTown(int p) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.gainTown(this);
    }
  }

  record GainCapacity(int p, Item item) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.gainCapacity(this);
    }
  }

  record JunkPick(int picker, int p, Vector<Item> items) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.junkPick(this);
    }
  }

  record StealPick(int p, boolean slime) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.stealPick(this);
    }
  }

  record GhoulPick(int p) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.ghoulPick(this);
    }
  }

  record DryadPick(int picker, int loser) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.dryadPick(this);
    }
  }

  record SereneVolunteer(int winner, int asked, String card) implements SquareChoice {
    @Override
    public void accept(SquareChoices v) {
      v.sereneVolunteer(this);
    }
  }

  record RunesRoll(int p, Vector<Item> items) implements SquareAct {
    @Override
    public void accept(SquareActs v) {
      v.runesRoll(this);
    }
  }
}
