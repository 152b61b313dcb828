package dev.ply.games.munchkin.content;

import io.vavr.collection.Vector;

/**
 * The effect primitives of §6.0. Every card's effect is a list of these records; the rules
 * implement each primitive once, never a card by its ID. A card whose effect is a standing rule
 * (races, classes, Half-Breed, …) carries {@link StandingRule} naming the rule that implements it.
 */
public sealed interface Effect {

  /** LOSE_LEVELS(p, n): level := max(1, level − n). */
  record LoseLevels(int n) implements Effect {}

  /** LOSE_LEVELS(p, eff): as many levels as the effective die of the previous ROLL (3,872 Orcs). */
  record LoseRolledLevels() implements Effect {}

  /** GAIN_LEVELS(p, n, mayWin) (MK-R4, MK-R90). */
  record GainLevels(int n, boolean mayWin) implements Effect {}

  /** SET_LEVEL(p, v). */
  record SetLevel(LevelValue value) implements Effect {}

  /** DIE(p) (MK-R81, MK-R82). */
  record Die() implements Effect {}

  /** DISCARD_EQUIPPED(p, slot); HEADGEAR also ends the Chicken status. */
  record DiscardEquipped(Slot slot) implements Effect {}

  /** DISCARD_ITEMS(p, filter, count): count 1 is the victim's choice among matching items. */
  record DiscardItems(ItemFilter filter, boolean all) implements Effect {}

  /** PAY_ITEMS(p, value, fallback); value 0 = the gold value of the previous discard (Income Tax). */
  record PayItems(int value, Vector<Effect> fallback) implements Effect {}

  /** Each other living player, clockwise from the victim's left, suffers {@code each} (Income Tax). */
  record EachOtherPlayer(Vector<Effect> each) implements Effect {}

  /** DISCARD_HAND(p, ALL). */
  record DiscardHand() implements Effect {}

  /** LOSE_MIXED(p, n): n = the result of the previous ROLL. */
  record LoseMixed() implements Effect {}

  /** OTHERS_TAKE(p, order, source, optional). */
  record OthersTake(TakeOrder order, TakeSource source, boolean optional) implements Effect {}

  /** DISCARD_ITEMS_BY_NEIGHBOURS(p). */
  record DiscardItemsByNeighbours() implements Effect {}

  /** DISCARD_RACES(p) (Half-Breed follows, MK-R20). */
  record DiscardRaces() implements Effect {}

  /** DISCARD_CLASSES(p, ALL or CHOOSE_1) (Super Munchkin follows, MK-R20). */
  record DiscardClasses(boolean all) implements Effect {}

  /** REPLACE_FROM_DISCARD(p, RACE or CLASS): Change Race / Change Class. */
  record ReplaceFromDiscard(Kind kind) implements Effect {}

  /** CHOICE(p, A, B): the victim picks a branch; A only where {@code firstNeedsHand} and the hand is not empty. */
  record Choice(Vector<Effect> first, Vector<Effect> second, boolean firstNeedsHand) implements Effect {}

  /** IF(cond, A, B): deterministic branch on public state or the previous primitive. */
  record If(Cond cond, Vector<Effect> then, Vector<Effect> otherwise) implements Effect {}

  /** DISCARD_CARD(p, card): the victim's card of this class (the Wizard card for the Horror). */
  record DiscardClassCard(CharClass cls) implements Effect {}

  /** SELECT_DISCARD(p, candidates, n) then DRAW: the Lawyers' trade-in. */
  record TradeIn(int discard, int draw) implements Effect {}

  /** TOGGLE_SEX(p). */
  record ToggleSex() implements Effect {}

  /** REMOVE_HELPER (Gazebo on entering). */
  record RemoveHelper() implements Effect {}

  /** ROLL(p) (MK-R96); the result feeds the next primitive. */
  record Roll() implements Effect {}

  /** ADD_STATUS(p, s). */
  record AddStatus(Status status) implements Effect {}

  /** DRAW(p, deck, n, faceUp). */
  record Draw(Deck deck, int n, boolean faceUp) implements Effect {}

  /** MONSTER_MOD(m, level, treasure): a monster enhancer. */
  record MonsterMod(int level, int treasure) implements Effect {}

  /** TRAIT_BONUS(m, trait, n): +n to the monster if any combatant matches (MK-R52). */
  record TraitBonus(Trait trait, int n) implements Effect {}

  /** SIDE_BONUS(side, n): a one-shot bonus for the side its player names. */
  record SideBonus(int n) implements Effect {}

  /** SET_MONSTER_STATE(m, state). */
  record SetMonsterState(MonsterState state) implements Effect {}

  /** BribeFloatingNose: a combatant (or the runner) discards an Item worth at least {@code minValue}. */
  record BribeAway(int minValue) implements Effect {}

  /** Booga booga: a combatant of this class makes the monster DEFEATED. */
  record DefeatedByClass(CharClass cls) implements Effect {}

  /** Befriending (MK-R61): the monster is REMOVED when a combatant matches; each match then gets {@code each}. */
  record Befriended(Trait by, Vector<Effect> each) implements Effect {}

  /** On entering or on a helper joining: each combatant applies {@code each} (Tongue Demon). */
  record OnEnterEachCombatant(Vector<Effect> each) implements Effect {}

  /** DropStickForPitBull: discarding an owned card with this flag escapes the monster. */
  record DiscardToEscape(ItemFlag flag) implements Effect {}

  /** Rat on a Stick: discard it in PREROLL to escape a monster of strength at most {@code maxStrength}. */
  record EscapeWeakMonster(int maxStrength) implements Effect {}

  /** ADD_MONSTER(card): Wandering Monster. */
  record AddMonster() implements Effect {}

  /** REPLACE_MONSTER(m, card): Illusion. */
  record ReplaceMonster() implements Effect {}

  /** ADD_MATE(m): Mate. */
  record AddMate() implements Effect {}

  /** END_COMBAT(how): Out to Lunch draws 2 face down; Friendship Potion gives nothing. */
  record EndCombat(boolean outToLunch) implements Effect {}

  /** FIGHT_RULE(flag). */
  record FightRule(FightFlag flag) implements Effect {}

  /** RUN_MOD(n). */
  record RunMod(int n) implements Effect {}

  /** AUTO_ESCAPE(cond). */
  record AutoEscape(Cond cond) implements Effect {}

  /** AUTO_CATCH: cannot be outrun (MK-R74). */
  record AutoCatch() implements Effect {}

  /** FLEE_PENALTY(cond, effect) (MK-R75). */
  record FleePenalty(Cond cond, Vector<Effect> effect) implements Effect {}

  /** ESCAPE(runner, m or ALL): Invisibility (one), Instant Wall (all but the Nose). */
  record Escape(boolean all) implements Effect {}

  /** REROLL: Flask of Glue. */
  record Reroll() implements Effect {}

  /** SET_DIE(face): Loaded Die. */
  record SetDie() implements Effect {}

  /** EXTRA_REWARD_LEVEL(cond). */
  record ExtraRewardLevel(Cond cond) implements Effect {}

  /** EXTRA_TREASURE(cond). */
  record ExtraTreasure(Cond cond) implements Effect {}

  /** CANCEL_CURSE: Wishing Ring. */
  record CancelCurse() implements Effect {}

  /** TAKE_FROM_DISCARD: Wand of Dowsing. */
  record TakeFromDiscard() implements Effect {}

  /** TRANSFER_COMBAT: Transferral Potion. */
  record TransferCombat() implements Effect {}

  /** TAKE_ITEM_AND_EQUIP: Help Me Out Here!. */
  record TakeItemAndEquip() implements Effect {}

  /** GAIN_LEVEL_ALL(class): Divine Intervention (may win). */
  record GainLevelAll(CharClass cls) implements Effect {}

  /** STEAL_LEVEL: Steal a Level (MK-R91): the player gains 1, a victim at level ≥ 2 loses 1. */
  record StealLevel() implements Effect {}

  /** A condition of a Go Up a Level card (MK-R90). */
  record PlayCondition(Cond cond) implements Effect {}

  /** Levels for a sale, doubled item for a Halfling, run or class abilities…: the rule that implements the card. */
  record StandingRule(String rule) implements Effect {}
}
