package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Effect.*;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Restriction;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.content.Trait;
import io.vavr.collection.Vector;
import java.util.Locale;

/**
 * What every card does, in words generated from its data (§6): a monster's level, treasure, combat
 * special, running away and Bad Stuff; an item's bonus, slot, size, restriction and value; a
 * one-shot's timing and effect; each primitive of {@link Effect} said once. The card's name is not
 * part of the text (a term carries it), so copies and cards with equal data read alike.
 */
public final class CardText {
  private CardText() {}

  /** The full description of a card, one to four sentences. */
  public static String of(Card c) {
    switch (c.kind()) {
      case MONSTER: return monster(c);
      case RACE: return race(c);
      case CLASS: return cls(c);
      case CURSE: return curse(c);
      case ITEM: return item(c);
      case ONE_SHOT: return oneShot(c);
      case ENHANCER: return "Monster enhancer: play it on a monster in any fight: " + effects(c.effects()) + ".";
      case GO_UP_A_LEVEL: return goUp(c);
      default: return special(c);
    }
  }

  /** A short line of numbers for lists and menus: level and treasure, or bonus, slot and gold. */
  public static String numbers(Card c) {
    switch (c.kind()) {
      case MONSTER: return "level " + c.level() + (c.undead() ? ", Undead" : "") + ", " + plural(c.treasures(), "treasure")
          + (c.levelReward() > 1 ? ", " + plural(c.levelReward(), "level") : "");
      case ITEM: return signed(c.bonus()) + ", " + slot(c.slot()) + (c.big() ? ", Big" : "")
          + (c.restriction() == Restriction.NONE ? "" : ", " + restriction(c.restriction())) + ", " + gold(c.value());
      case ONE_SHOT: return "one-shot, " + gold(c.value());
      case ENHANCER: return c.effect(MonsterMod.class).map(m -> signed(m.level()) + " level, " + signed(m.treasure())
          + " treasure" + (Math.abs(m.treasure()) == 1 ? "" : "s")).getOrElse(kindName(c.kind()));
      default: return kindName(c.kind());
    }
  }

  /** What kind of card it is, in words ("monster enhancer", "Go Up a Level"). */
  public static String kindName(Kind k) {
    switch (k) {
      case MONSTER: return "monster";
      case RACE: return "Race";
      case HALF_BREED: return "two Races";
      case CLASS: return "Class";
      case SUPER_MUNCHKIN: return "two Classes";
      case CURSE: return "curse";
      case ENHANCER: return "monster enhancer";
      case ITEM: return "item";
      case ONE_SHOT: return "one-shot item";
      case GO_UP_A_LEVEL: return "Go Up a Level";
      case WANDERING_MONSTER: return "brings a monster";
      case CHEAT: return "attach to an item";
      case DIVINE_INTERVENTION: return "Clerics go up a level";
      case HELP_ME_OUT_HERE:
      case ILLUSION:
      case MATE:
      case OUT_TO_LUNCH: return "play in a fight";
      case STEAL_A_LEVEL: return "steal a level";
      case HIRELING: return "carries a Big item";
      default: return "more treasure";
    }
  }

  private static String monster(Card c) {
    StringBuilder b = new StringBuilder("Monster, level ").append(c.level()).append(c.undead() ? ", Undead" : "")
        .append(": kill it for ").append(plural(c.treasures(), "treasure")).append(" and ")
        .append(plural(c.levelReward(), "level")).append('.');
    if (!c.effects().isEmpty()) {
      b.append(' ').append(cap(features(c.effects()))).append('.');
    }
    if (!c.runAway().isEmpty()) {
      b.append(" Running away: ").append(features(c.runAway())).append('.');
    }
    b.append(" Bad Stuff: ").append(c.badStuff().isEmpty() ? "none" : effects(c.badStuff())).append('.');
    return b.toString();
  }

  private static String race(Card c) {
    Race r = c.race().get();
    return "Race: " + features(c.effects()) + ". Monsters with a bonus against " + plural(r) + " get it against you.";
  }

  private static String cls(Card c) {
    return "Class: " + features(c.effects()) + ".";
  }

  private static String curse(Card c) {
    return "Curse" + (c.persistent() ? " that stays on its victim until it ends" : "")
        + ": play it on any player (yourself too) at almost any time; kicked open, it strikes you. "
        + cap(effects(c.effects())) + ".";
  }

  private static String item(Card c) {
    StringBuilder b = new StringBuilder("Item: ").append(signed(c.bonus())).append(" while equipped, ")
        .append(slot(c.slot())).append(", ").append(c.big() ? "Big" : "Small");
    if (c.restriction() != Restriction.NONE) {
      b.append(", ").append(restriction(c.restriction()));
    }
    for (ItemFlag f : c.flags()) {
      b.append(", ").append(flag(f));
    }
    b.append("; ").append(gold(c.value())).append('.');
    for (Effect e : c.effects()) {
      b.append(' ').append(e instanceof TraitBonus x
          ? signed(x.n()) + " more if you are " + one(x.trait()) : cap(effect(e))).append('.');
    }
    return b.toString();
  }

  private static String oneShot(Card c) {
    StringBuilder b = new StringBuilder("One-shot item, usable once; ").append(gold(c.value()))
        .append(", carried as a Small item. ").append(timing(c.timing().get())).append(": ");
    // a card with a rule of its own (Magic Lamp, Yuppie Water) is said by that rule's words alone
    Vector<Effect> own = c.effects().filter(e -> e instanceof StandingRule);
    b.append(own.isEmpty() ? effects(c.effects()) : features(own)).append('.');
    for (ItemFlag f : c.flags()) {
      b.append(' ').append(cap(flag(f))).append(f == ItemFlag.FIRE ? " when played for the munchkins." : '.');
    }
    return b.toString();
  }

  private static String goUp(Card c) {
    String rest = features(c.effects().filter(e -> e instanceof PlayCondition));
    GainLevels g = c.effect(GainLevels.class).get();
    return "Go Up a Level: play it at almost any time on any player: they go up " + plural(g.n(), "level")
        + (g.mayWin() ? "" : " (never to level 10)") + (rest.isEmpty() ? "" : "; " + rest)
        + ". Not an item: no gold value.";
  }

  /** Door cards and Treasure cards with a rule of their own (Half-Breed, Cheat!, Wandering Monster…). */
  private static String special(Card c) {
    String what = effects(c.effects());
    switch (c.kind()) {
      case WANDERING_MONSTER:
      case ILLUSION:
      case MATE:
      case OUT_TO_LUNCH:
      case HELP_ME_OUT_HERE: return "In any fight: " + what + ".";
      case STEAL_A_LEVEL: return "Play it at almost any time: " + what + ".";
      case HOARD: return "As soon as it is drawn, it is shown and discarded, and the same player draws "
          + c.effect(Draw.class).map(d -> CardText.plural(d.n(), "Treasure card")).getOrElse("Treasure cards")
          + " in its place, face up or face down as it was drawn. Not an item: no gold value.";
      default: return cap(what) + ".";
    }
  }

  // ---- effects ----

  /** Primitives that happen one after the other (Bad Stuff, a curse), as one clause. */
  static String effects(Vector<Effect> list) {
    return join(list, true);
  }

  /** Primitives that are separate features of a card (a monster's specials, a race's advantages). */
  static String features(Vector<Effect> list) {
    return join(list, false);
  }

  private static String join(Vector<Effect> list, boolean sequence) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < list.size(); i++) {
      Effect e = list.get(i);
      String s = effect(e);
      if (b.length() > 0) {
        b.append(e instanceof SetMonsterState ? ", " : !sequence || e instanceof If ? "; " : ", then ");
      }
      b.append(s);
    }
    return b.toString();
  }

  private static String effect(Effect e) {
    if (e instanceof LoseLevels x) return "lose " + plural(x.n(), "level");
    if (e instanceof LoseRolledLevels) return "lose as many levels as the die shows";
    if (e instanceof GainLevels x) return "go up " + plural(x.n(), "level") + (x.mayWin() ? " (this may win)" : " (never to level 10)");
    if (e instanceof SetLevel x) return x.value() == dev.ply.games.munchkin.content.LevelValue.ONE
        ? "drop to level 1" : "drop to the lowest level at the table";
    if (e instanceof Die) return "you die";
    if (e instanceof DiscardEquipped x) return "discard the " + slot(x.slot()).toLowerCase(Locale.ROOT) + " you are wearing";
    if (e instanceof DiscardItems x) return discardItems(x);
    if (e instanceof PayItems x) return (x.value() > 0 ? "discard items worth " + gold(x.value()) + " or more in total"
        : "discard items worth at least that item's gold value") + "; if you cannot, " + effects(x.fallback());
    if (e instanceof EachOtherPlayer x) return "each other player in turn, from your left: " + effects(x.each());
    if (e instanceof DiscardHand) return "discard your whole hand";
    if (e instanceof LoseMixed) return "lose that many cards, from your hand or the table, your choice";
    if (e instanceof OthersTake x) return othersTake(x);
    if (e instanceof DiscardItemsByNeighbours) return "the players on your left and on your right each pick one of your items to discard";
    if (e instanceof DiscardRaces) return "discard your Race cards (and Half-Breed)";
    if (e instanceof DiscardClasses x) return x.all() ? "discard your Class cards (and Super Munchkin)"
        : "discard one Class card (your choice with Super Munchkin)";
    if (e instanceof ReplaceFromDiscard x) return replace(x.kind());
    if (e instanceof Choice x) return "choose: " + effects(x.first()) + (x.firstNeedsHand() ? " (if you have cards in hand)" : "")
        + ", or " + effects(x.second());
    if (e instanceof If x) return ifThen(x);
    if (e instanceof DiscardClassCard x) return "discard your " + cap(lower(x.cls().name())) + " card";
    if (e instanceof TradeIn x) return "may discard " + plural(x.discard(), "Treasure card") + " to draw " + x.draw() + " new ones";
    if (e instanceof ToggleSex) return "you change sex at once (for good)";
    if (e instanceof RemoveHelper) return "a helper already in the fight leaves when it appears";
    if (e instanceof Roll) return "roll a die";
    if (e instanceof AddStatus x) return status(x.status());
    if (e instanceof Draw x) return "draw " + plural(x.n(), deck(x.deck()) + " card") + (x.faceUp() ? " face up" : " face down");
    if (e instanceof MonsterMod x) return signed(x.level()) + " to its level and " + signed(x.treasure()) + " treasure"
        + (Math.abs(x.treasure()) == 1 ? "" : "s") + (x.level() < 0 ? " (never below 1 of either)" : "");
    if (e instanceof TraitBonus x) return signed(x.n()) + " against " + plural(x.trait());
    if (e instanceof SideBonus x) return signed(x.n()) + " to either side, the munchkins or the monsters, your choice";
    if (e instanceof SetMonsterState x) return monsterState(x.state());
    if (e instanceof BribeAway x) return "bribe it with an item worth " + gold(x.minValue()) + " or more and it goes away";
    if (e instanceof DefeatedByClass x) return "a " + cap(lower(x.cls().name())) + " in the fight may drive it off"
        + " (Booga booga): its treasure, but no level";
    if (e instanceof Befriended x) return "it does not fight " + plural(x.by()) + ": if one is in the fight it leaves; each of them: "
        + effects(x.each());
    if (e instanceof OnEnterEachCombatant x) return "when it appears and when a helper joins, each combatant must: "
        + effects(x.each());
    if (e instanceof DiscardToEscape x) return "drop " + flag(x.flag()) + " you own to escape it";
    if (e instanceof EscapeWeakMonster x) return "when running away, discard it to escape a monster of strength "
        + x.maxStrength() + " or less (not " + uncatchable() + ")";
    if (e instanceof AddMonster) return "play it with a monster from your hand: that monster joins the fight";
    if (e instanceof ReplaceMonster) return "a monster, its enhancers and its mate are discarded, and a monster from your hand takes its place";
    if (e instanceof AddMate) return "a monster gets a mate, a copy that shares its enhancers; −1 to Run Away from each";
    if (e instanceof EndCombat x) return x.outToLunch()
        ? "every monster leaves and the fight ends; the fighter draws 2 Treasure cards face down, no levels"
        : "every monster leaves and the fight ends: no treasure, no levels";
    if (e instanceof FightRule x) return fightRule(x.flag());
    if (e instanceof RunMod x) return signed(x.n()) + " to Run Away";
    if (e instanceof AutoEscape x) return x.cond().kind() == Cond.Kind.ALWAYS ? "you always escape it"
        : "you escape it without a roll " + cond(x.cond());
    if (e instanceof AutoCatch) return "it always catches you: no roll";
    if (e instanceof FleePenalty x) return "even if you escape, " + (x.cond().kind() == Cond.Kind.ALWAYS ? "" : cond(x.cond()) + ", ")
        + effects(x.effect());
    if (e instanceof Escape x) return x.all() ? "one or both runners escape every monster but " + bribable()
        : "the runner escapes the monster that caught them (not " + uncatchable() + ")";
    if (e instanceof Reroll) return "the runner who just escaped must roll again";
    if (e instanceof SetDie) return "set the die to the face you choose";
    if (e instanceof ExtraRewardLevel x) return "1 more level for killing it " + cond(x.cond());
    if (e instanceof ExtraTreasure x) return "1 more treasure " + cond(x.cond());
    if (e instanceof CancelCurse) return "cancel a curse as it is played, or remove a curse that stays on a player";
    if (e instanceof TakeFromDiscard) return "take any card from either discard pile into your hand";
    if (e instanceof TransferCombat) return "a player not in the fight becomes the fighter; the helper leaves";
    if (e instanceof TakeItemAndEquip) return "while the munchkins are losing, a combatant takes a permanent item from "
        + "another player and equips it (first discarding one of their own, if they like); then they must be winning";
    if (e instanceof GainLevelAll x) return "as soon as it is drawn or kicked open it is shown and discarded: every "
        + cap(lower(x.cls().name())) + " goes up a level (this may win)";
    if (e instanceof StealLevel) return "you go up a level (never to level 10) and another player at level 2 or more goes down one";
    if (e instanceof PlayCondition x) return cond(x.cond());
    if (e instanceof StandingRule x) return standing(x.rule());
    throw new IllegalArgumentException("no words for " + e.getClass().getSimpleName());
  }

  private static String ifThen(If x) {
    if (x.then().isEmpty()) {
      return (x.cond().kind() == Cond.Kind.NOTHING_DISCARDED ? "if you discarded one, " : "unless " + cond(x.cond()).replaceFirst("^if ", "") + ", ")
          + effects(x.otherwise());
    }
    return cond(x.cond()) + ", " + effects(x.then()) + (x.otherwise().isEmpty() ? "" : "; otherwise " + effects(x.otherwise()));
  }

  private static String discardItems(DiscardItems x) {
    String which;
    switch (x.filter()) {
      case BIG: which = x.all() ? "all your Big items" : "one Big item"; break;
      case SMALL: which = x.all() ? "all your Small items" : "one Small item"; break;
      case ARMOR_OR_BELOW_WAIST_EQUIPPED: which = "the armor and every item below the waist you are wearing"; break;
      case BEST_BONUS_EQUIPPED: return "discard the equipped item that gives you the biggest bonus (your choice if tied; "
          + "nothing if no item gives a bonus)";
      default: which = x.all() ? "all your items" : "one item"; break;
    }
    return "discard " + which;
  }

  private static String othersTake(OthersTake x) {
    String what;
    switch (x.source()) {
      case HAND_RANDOM: what = "a card at random from your hand"; break;
      case ITEM_CHOICE: what = "one of your items, their choice"; break;
      default: what = "one of your items or a card from your hand"; break;
    }
    String verb = x.optional() ? " may take " : " takes ";
    switch (x.order()) {
      case LEFT_THEN_RIGHT: return "the player on your left, then the player on your right," + verb + what;
      case HIGHEST_CLOCKWISE: return "each other player at the highest level, from your left," + verb + what;
      case COUNTER_CLOCKWISE_FROM_RIGHT: return "each other player in turn, from your right," + verb + what;
      default: return "each other player in turn, from your left," + verb + what;
    }
  }

  private static String replace(Kind k) {
    String w = k == Kind.RACE ? "Race" : "Class";
    return "if you have a " + w + ", discard your " + w + " cards" + (k == Kind.RACE ? "" : " (and Super Munchkin)")
        + "; the last " + w + " card in the Door discard pile becomes your " + w;
  }

  static String cond(Cond c) {
    switch (c.kind()) {
      case LEVEL_AT_MOST: return "if your level is " + c.n() + " or lower";
      case LEVEL_ABOVE: return "if your level is above " + c.n();
      case LEVEL_AT_MOST_NOT_FULL_ELF: return "if your level is " + c.n() + " or lower and you are not a full Elf";
      case NOT_FULL_HALFLING: return "unless you are a full Halfling";
      case NOTHING_DISCARDED: return "if you had nothing to discard";
      case HAS_CLASS: return "if you have a Class";
      case NO_CLASS: return "if you have no Class";
      case HAS_WIZARD: return "if you are a Wizard";
      case FULL_ELF: return "if you are a full Elf";
      case ROLL_AT_MOST: return "if the die shows " + c.n() + " or less";
      case COMBATANT_HAS_ELF: return "if an Elf is in the fight";
      case FIRE_USED: return "if fire was used against it (" + named(c2 -> c2.has(ItemFlag.FIRE), " or ") + ")";
      case SOLO_LEVEL_BEATS: return "if the fighter beats it alone by level alone (no helper, no bonuses)";
      case HIRELING_IN_PLAY: return "only while a Hireling is in play (anyone's), which is discarded";
      case AFTER_COMBAT: return "only at the end of a turn in which there was a fight";
      case TARGET_NOT_HIGHEST: return "only on a player who is not at the highest level";
      default: return "";
    }
  }

  private static String standing(String rule) {
    switch (rule) {
      case "MK-R57": return "when you help and a monster is killed, you go up a level for each monster killed";
      case "MK-R33": return "you may carry any number of Big items";
      case "MK-R14": return "you may keep 6 cards in hand at the end of your turn instead of 5";
      case "MK-R38": return "once per turn, one item you sell counts double its value";
      case "MK-R23": return "play it while you have a Race: you may have two Races, with all the advantages and drawbacks of"
          + " both; with one Race you get its advantages, none of its drawbacks, and count as Human too";
      case "MK-R24": return "play it with a second Class card from your hand while you have one Class: you have both,"
          + " with all their abilities and drawbacks";
      case "MK-R26": return "Resurrection: when you would draw a card face up you may instead take the top card of that"
          + " discard pile and discard a card from your hand. Turning: in a fight with Undead, discard up to 3 cards,"
          + " +3 each. Booga booga drives off " + named(c -> c.effect(DefeatedByClass.class).isDefined(), " and ");
      case "MK-R27": return "Backstab: discard a card to give another combatant −2 (once per victim per fight)."
          + " Theft: out of combat, discard a card and name another player's Small item, then roll: on 4 or more you"
          + " take it, otherwise you lose a level. "
          + named(c -> c.effect(Befriended.class).exists(b -> b.by() == Trait.THIEF), " and ") + " do not fight you";
      case "MK-R25": return "Berserking: in a fight, discard up to 3 cards, +1 each. You win ties";
      case "MK-R28": return "Flight Spell: while running away, discard up to 3 cards, +1 each to your rolls."
          + " Charm: in a fight, discard your whole hand to charm one monster away (its treasure, no level)";
      case "MK-R35": return "on your turn out of combat, attach it to an item from your hand or the table: the item goes"
          + " into play equipped, ignoring its restriction, its slot and the Big limit; Cheat! stays with it";
      case "MK-R53": return "while it is equipped, a player of lower level you ask for help cannot refuse and gets no reward";
      case "MK-R89": return "while they are equipped, curses you kick open have no effect";
      case "MK-R77": return "only by the turn player while in the fight, and also after a failed run-away roll: a"
          + " monster vanishes; if it was the only one, it is defeated and you get its treasure (no level)";
      case "MK-R51": return "only with an Elf in the fight: the munchkins get +2 for each Elf among them";
      case "MK-R36": return "put it on the table like an item: while you have it you may carry one more Big item;"
          + " it does not fight, and it is lost when you die";
      default: throw new IllegalArgumentException("no words for the rule " + rule);
    }
  }

  private static String fightRule(dev.ply.games.munchkin.content.FightFlag f) {
    switch (f) {
      case NO_HELP: return "nobody may help against it";
      case NO_ITEMS: return "items and one-shots give nothing against it: fight with your level and other bonuses";
      case NO_LEVEL: return "your level counts for nothing against it: only items and other bonuses";
      default: return "the fighter's level and items count twice; nobody may help afterwards";
    }
  }

  private static String monsterState(dev.ply.games.munchkin.content.MonsterState s) {
    switch (s) {
      case KILLED: return "or instead it kills " + bribable();
      case DEFEATED: return "a monster of your choice is defeated: its treasure, but no level";
      default: return "a monster leaves the fight";
    }
  }

  private static String status(dev.ply.games.munchkin.content.Status s) {
    switch (s) {
      case CHICKEN: return "a chicken sits on your head: −1 to every die you roll, until you lose your headgear to a curse"
          + " or Bad Stuff, or " + named(c -> c.effect(CancelCurse.class).isDefined(), " or ") + " removes it";
      case CHANGE_SEX_DISTRACTION: return "−5 in your next fight";
      default: return "in your next fight only your armor gives you bonuses";
    }
  }

  private static String timing(Timing t) {
    switch (t) {
      case COMBAT: return "In any fight";
      case DOPPLEGANGER: return "In a fight, by the fighter without a helper";
      case GLUE: return "Right after a player escapes a monster";
      case PREROLL_ESCAPE: return "Before a run-away roll";
      case FAIL_ESCAPE: return "By the runner, after a failed run-away roll";
      case POST_ROLL: return "Right after your own die roll";
      case CURSE_RESPONSE: return "When a curse is played, or out of combat";
      case ANY_WINDOW: return "Out of combat, in a fight, or before a run-away roll";
      case COMBAT_OR_PREROLL: return "In a fight or before a run-away roll";
      default: return "When turning";
    }
  }

  /** The distinct names of the cards that match, joined ("Flaming Armor or Staff of Napalm"): words from data, not from a list. */
  static String named(java.util.function.Predicate<Card> which, String joiner) {
    Vector<String> names = dev.ply.games.munchkin.content.Cards.ALL.filter(which).map(Card::name).distinct();
    return names.size() <= 2 ? names.mkString(joiner) : names.init().mkString(", ") + joiner + names.last();
  }

  /** The monsters that cannot be outrun by a roll (MK-R74). */
  static String uncatchable() {
    return named(c -> c.runEffect(AutoCatch.class).isDefined(), " or ");
  }

  /** The monsters escaped only by a bribe. */
  static String bribable() {
    return named(c -> c.runEffect(BribeAway.class).isDefined(), " or ");
  }

  static String slot(Slot s) {
    switch (s) {
      case HEADGEAR: return "Headgear";
      case ARMOR: return "Armor";
      case FOOTGEAR: return "Footgear";
      case ONE_HAND: return "1 Hand";
      case TWO_HANDS: return "2 Hands";
      default: return "no slot";
    }
  }

  static String restriction(Restriction r) {
    switch (r) {
      case HUMAN_ONLY: return "Human only";
      case ELF_ONLY: return "Elf only";
      case DWARF_ONLY: return "Dwarf only";
      case HALFLING_ONLY: return "Halfling only";
      case FEMALE_ONLY: return "female only";
      case MALE_ONLY: return "male only";
      case CLERIC_ONLY: return "Cleric only";
      case THIEF_ONLY: return "Thief only";
      case WIZARD_ONLY: return "Wizard only";
      case WARRIOR_ONLY: return "Warrior only";
      case NOT_CLERIC: return "not for Clerics";
      case NOT_WIZARD: return "not for Wizards";
      case NOT_WARRIOR: return "not for Warriors";
      case NOT_THIEF: return "not for Thieves";
      default: return "anyone";
    }
  }

  private static String flag(ItemFlag f) {
    switch (f) {
      case BELOW_WAIST: return "worn below the waist";
      case FIRE: return "fire";
      default: return "a pole, wand or staff";
    }
  }

  private static String plural(Trait t) {
    switch (t) {
      case ELF: return "Elves";
      case DWARF: return "Dwarves";
      case HALFLING: return "Halflings";
      case DWARF_OR_HALFLING: return "Dwarves and Halflings";
      case CLERIC: return "Clerics";
      case THIEF: return "Thieves";
      case WARRIOR: return "Warriors";
      case WIZARD: return "Wizards";
      default: return "women";
    }
  }

  private static String one(Trait t) {
    switch (t) {
      case ELF: return "an Elf";
      case DWARF: return "a Dwarf";
      case HALFLING: return "a Halfling";
      case DWARF_OR_HALFLING: return "a Dwarf or a Halfling";
      case CLERIC: return "a Cleric";
      case THIEF: return "a Thief";
      case WARRIOR: return "a Warrior";
      case WIZARD: return "a Wizard";
      default: return "a woman";
    }
  }

  private static String plural(Race r) {
    return r == Race.ELF ? "Elves" : r == Race.DWARF ? "Dwarves" : "Halflings";
  }

  private static String deck(Deck d) {
    return d == Deck.DOOR ? "Door" : "Treasure";
  }

  static String gold(int value) {
    return value == 0 ? "no gold value" : String.format(Locale.ROOT, "%,d", value) + " gold";
  }

  static String signed(int n) {
    return n < 0 ? "−" + (-n) : "+" + n;
  }

  static String plural(int n, String noun) {
    return n + " " + noun + (Math.abs(n) == 1 ? "" : "s");
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }

  static String cap(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
