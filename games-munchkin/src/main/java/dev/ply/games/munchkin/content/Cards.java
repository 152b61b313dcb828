package dev.ply.games.munchkin.content;

import static dev.ply.games.munchkin.content.Cond.Kind.AFTER_COMBAT;
import static dev.ply.games.munchkin.content.Cond.Kind.ALWAYS;
import static dev.ply.games.munchkin.content.Cond.Kind.COMBATANT_HAS_ELF;
import static dev.ply.games.munchkin.content.Cond.Kind.FIRE_USED;
import static dev.ply.games.munchkin.content.Cond.Kind.FULL_ELF;
import static dev.ply.games.munchkin.content.Cond.Kind.HAS_CLASS;
import static dev.ply.games.munchkin.content.Cond.Kind.HAS_WIZARD;
import static dev.ply.games.munchkin.content.Cond.Kind.HIRELING_IN_PLAY;
import static dev.ply.games.munchkin.content.Cond.Kind.LEVEL_ABOVE;
import static dev.ply.games.munchkin.content.Cond.Kind.LEVEL_AT_MOST;
import static dev.ply.games.munchkin.content.Cond.Kind.LEVEL_AT_MOST_NOT_FULL_ELF;
import static dev.ply.games.munchkin.content.Cond.Kind.NOTHING_DISCARDED;
import static dev.ply.games.munchkin.content.Cond.Kind.NOT_FULL_HALFLING;
import static dev.ply.games.munchkin.content.Cond.Kind.NO_CLASS;
import static dev.ply.games.munchkin.content.Cond.Kind.ROLL_AT_MOST;
import static dev.ply.games.munchkin.content.Cond.Kind.SOLO_LEVEL_BEATS;
import static dev.ply.games.munchkin.content.Cond.Kind.TARGET_NOT_HIGHEST;

import dev.ply.games.munchkin.content.Effect.AddMate;
import dev.ply.games.munchkin.content.Effect.AddMonster;
import dev.ply.games.munchkin.content.Effect.AddStatus;
import dev.ply.games.munchkin.content.Effect.AutoCatch;
import dev.ply.games.munchkin.content.Effect.AutoEscape;
import dev.ply.games.munchkin.content.Effect.Befriended;
import dev.ply.games.munchkin.content.Effect.BribeAway;
import dev.ply.games.munchkin.content.Effect.CancelCurse;
import dev.ply.games.munchkin.content.Effect.Choice;
import dev.ply.games.munchkin.content.Effect.DefeatedByClass;
import dev.ply.games.munchkin.content.Effect.Die;
import dev.ply.games.munchkin.content.Effect.DiscardClassCard;
import dev.ply.games.munchkin.content.Effect.DiscardClasses;
import dev.ply.games.munchkin.content.Effect.DiscardEquipped;
import dev.ply.games.munchkin.content.Effect.DiscardHand;
import dev.ply.games.munchkin.content.Effect.DiscardItems;
import dev.ply.games.munchkin.content.Effect.DiscardItemsByNeighbours;
import dev.ply.games.munchkin.content.Effect.DiscardRaces;
import dev.ply.games.munchkin.content.Effect.DiscardToEscape;
import dev.ply.games.munchkin.content.Effect.Draw;
import dev.ply.games.munchkin.content.Effect.EachOtherPlayer;
import dev.ply.games.munchkin.content.Effect.EndCombat;
import dev.ply.games.munchkin.content.Effect.Escape;
import dev.ply.games.munchkin.content.Effect.EscapeWeakMonster;
import dev.ply.games.munchkin.content.Effect.ExtraRewardLevel;
import dev.ply.games.munchkin.content.Effect.ExtraTreasure;
import dev.ply.games.munchkin.content.Effect.FightRule;
import dev.ply.games.munchkin.content.Effect.FleePenalty;
import dev.ply.games.munchkin.content.Effect.GainLevelAll;
import dev.ply.games.munchkin.content.Effect.GainLevels;
import dev.ply.games.munchkin.content.Effect.If;
import dev.ply.games.munchkin.content.Effect.LoseLevels;
import dev.ply.games.munchkin.content.Effect.LoseMixed;
import dev.ply.games.munchkin.content.Effect.LoseRolledLevels;
import dev.ply.games.munchkin.content.Effect.MonsterMod;
import dev.ply.games.munchkin.content.Effect.OnEnterEachCombatant;
import dev.ply.games.munchkin.content.Effect.OthersTake;
import dev.ply.games.munchkin.content.Effect.PayItems;
import dev.ply.games.munchkin.content.Effect.PlayCondition;
import dev.ply.games.munchkin.content.Effect.RemoveHelper;
import dev.ply.games.munchkin.content.Effect.ReplaceFromDiscard;
import dev.ply.games.munchkin.content.Effect.ReplaceMonster;
import dev.ply.games.munchkin.content.Effect.Reroll;
import dev.ply.games.munchkin.content.Effect.Roll;
import dev.ply.games.munchkin.content.Effect.RunMod;
import dev.ply.games.munchkin.content.Effect.SetDie;
import dev.ply.games.munchkin.content.Effect.SetLevel;
import dev.ply.games.munchkin.content.Effect.SetMonsterState;
import dev.ply.games.munchkin.content.Effect.SideBonus;
import dev.ply.games.munchkin.content.Effect.StandingRule;
import dev.ply.games.munchkin.content.Effect.StealLevel;
import dev.ply.games.munchkin.content.Effect.TakeFromDiscard;
import dev.ply.games.munchkin.content.Effect.TakeItemAndEquip;
import dev.ply.games.munchkin.content.Effect.ToggleSex;
import dev.ply.games.munchkin.content.Effect.TradeIn;
import dev.ply.games.munchkin.content.Effect.TraitBonus;
import dev.ply.games.munchkin.content.Effect.TransferCombat;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The 168 cards of the classic set (§6.1–§6.7): 95 Door cards D01–D95 and 73 Treasure cards
 * T01–T73, each built from the primitives of {@link Effect}. Copies are distinct IDs.
 */
public final class Cards {

  /** Stands for a card the viewer may not see (another hand, a deck, a face-down pool). */
  public static final String HIDDEN = "??";

  private static final Vector<Effect> NONE = Vector.empty();

  /** Every card, D01..D95 then T01..T73. */
  public static final Vector<Card> ALL = build();

  private static final Card[] BY_INDEX = ALL.toJavaArray(Card[]::new);

  private Cards() {}

  /** D01..D95 → 0..94, T01..T73 → 95..167, anything else → −1 (a hot path: no map lookup). */
  public static int index(String id) {
    if (id == null || id.length() != 3) {
      return -1;
    }
    char k = id.charAt(0);
    int a = id.charAt(1) - '0';
    int b = id.charAt(2) - '0';
    if (a < 0 || a > 9 || b < 0 || b > 9) {
      return -1;
    }
    int n = a * 10 + b;
    if (k == 'D' && n >= 1 && n <= 95) {
      return n - 1;
    }
    if (k == 'T' && n >= 1 && n <= 73) {
      return 94 + n;
    }
    return -1;
  }

  /** The card with this ID; throws for an unknown ID (callers check {@link #exists} first). */
  public static Card card(String id) {
    int i = index(id);
    if (i < 0) {
      throw new IllegalArgumentException("no card " + id);
    }
    return BY_INDEX[i];
  }

  /** The card whose {@link #index} is {@code i}. */
  public static Card at(int i) {
    return BY_INDEX[i];
  }

  public static boolean exists(String id) {
    return index(id) >= 0;
  }

  /** The first card with this name (for position builders and tests speaking in names). */
  public static Option<Card> named(String name) {
    return ALL.find(c -> c.name().equalsIgnoreCase(name));
  }

  public static Vector<String> doorIds() {
    return ALL.filter(c -> c.deck() == Deck.DOOR).map(Card::id);
  }

  public static Vector<String> treasureIds() {
    return ALL.filter(c -> c.deck() == Deck.TREASURE).map(Card::id);
  }

  @SafeVarargs
  private static <T> Vector<T> v(T... items) {
    return Vector.of(items);
  }

  private static Cond c(Cond.Kind k) {
    return Cond.of(k);
  }

  private static Cond c(Cond.Kind k, int n) {
    return Cond.of(k, n);
  }

  private static Vector<Card> build() {
    Vector<Card> d = Vector.empty();
    // §6.1 Monsters
    d = d.append(monster(1, "Potted Plant", 1, 1, 1, false, v(new ExtraTreasure(c(COMBATANT_HAS_ELF))),
        v(new AutoEscape(c(ALWAYS))), NONE));
    d = d.append(monster(2, "Lame Goblin", 1, 1, 1, false, NONE, v(new RunMod(1)), v(new LoseLevels(1))));
    d = d.append(monster(3, "Crabs", 1, 1, 1, false, NONE, v(new AutoCatch()),
        v(new DiscardItems(ItemFilter.ARMOR_OR_BELOW_WAIST_EQUIPPED, true))));
    d = d.append(monster(4, "Drooling Slime", 1, 1, 1, false, v(new TraitBonus(Trait.ELF, 4)), NONE,
        v(new DiscardEquipped(Slot.FOOTGEAR), new If(c(NOTHING_DISCARDED), v(new LoseLevels(1)), NONE))));
    d = d.append(monster(5, "Maul Rat", 1, 1, 1, false, v(new TraitBonus(Trait.CLERIC, 3)), NONE, v(new LoseLevels(1))));
    d = d.append(monster(6, "Gelatinous Octahedron", 2, 1, 1, false, NONE, v(new RunMod(1)),
        v(new DiscardItems(ItemFilter.BIG, true))));
    d = d.append(monster(7, "Pit Bull", 2, 1, 1, false, NONE, v(new DiscardToEscape(ItemFlag.POLE)), v(new LoseLevels(2))));
    d = d.append(monster(8, "Flying Frogs", 2, 1, 1, false, NONE, v(new RunMod(-1)), v(new LoseLevels(2))));
    d = d.append(monster(9, "Mr. Bones", 2, 1, 1, true, NONE, v(new FleePenalty(c(ALWAYS), v(new LoseLevels(1)))),
        v(new LoseLevels(2))));
    d = d.append(monster(10, "Large Angry Chicken", 2, 1, 1, false, v(new ExtraRewardLevel(c(FIRE_USED))), NONE,
        v(new LoseLevels(1))));
    d = d.append(monster(11, "Undead Horse", 4, 2, 1, true, v(new TraitBonus(Trait.DWARF, 5)), NONE, v(new LoseLevels(2))));
    d = d.append(monster(12, "Snails on Speed", 4, 2, 1, false, NONE, v(new RunMod(-2)), v(new Roll(), new LoseMixed())));
    d = d.append(monster(13, "Leperchaun", 4, 2, 1, false, v(new TraitBonus(Trait.ELF, 5)), NONE,
        v(new DiscardItemsByNeighbours())));
    d = d.append(monster(14, "Harpies", 4, 2, 1, false, v(new TraitBonus(Trait.WIZARD, 5)), NONE, v(new LoseLevels(2))));
    d = d.append(monster(15, "Shrieking Geek", 6, 2, 1, false, v(new TraitBonus(Trait.WARRIOR, 6)), NONE,
        v(new DiscardRaces(), new DiscardClasses(true))));
    d = d.append(monster(16, "Platycore", 6, 2, 1, false, v(new TraitBonus(Trait.WIZARD, 6)), NONE,
        v(new Choice(v(new DiscardHand()), v(new LoseLevels(2)), true))));
    d = d.append(monster(17, "Pukachu", 6, 2, 1, false, v(new ExtraRewardLevel(c(SOLO_LEVEL_BEATS))), NONE,
        v(new DiscardHand())));
    d = d.append(monster(18, "Lawyers", 6, 2, 1, false, v(new Befriended(Trait.THIEF, v(new TradeIn(2, 2)))), NONE,
        v(new OthersTake(TakeOrder.CLOCKWISE_FROM_LEFT, TakeSource.HAND_RANDOM, false), new DiscardHand())));
    d = d.append(monster(19, "Amazon", 8, 2, 1, false,
        v(new Befriended(Trait.FEMALE, v(new Draw(Deck.TREASURE, 1, false)))), NONE,
        v(new If(c(HAS_CLASS), v(new DiscardClasses(true)), v(new LoseLevels(3))))));
    d = d.append(monster(20, "Gazebo", 8, 2, 1, false, v(new FightRule(FightFlag.NO_HELP), new RemoveHelper()), NONE,
        v(new LoseLevels(3))));
    d = d.append(monster(21, "Ghoulfiends", 8, 2, 1, false, v(new FightRule(FightFlag.NO_ITEMS)), NONE,
        v(new SetLevel(LevelValue.LOWEST_ALL))));
    d = d.append(monster(22, "Face Sucker", 8, 2, 1, false, v(new TraitBonus(Trait.ELF, 6)), NONE,
        v(new DiscardEquipped(Slot.HEADGEAR), new LoseLevels(1))));
    d = d.append(monster(23, "Floating Nose", 10, 3, 1, false,
        v(new BribeAway(200)), v(new AutoCatch(), new BribeAway(200)),
        v(new LoseLevels(3))));
    d = d.append(monster(24, "3,872 Orcs", 10, 3, 1, false, v(new TraitBonus(Trait.DWARF, 6)), NONE,
        v(new Roll(), new If(c(ROLL_AT_MOST, 2), v(new Die()), v(new LoseRolledLevels())))));
    d = d.append(monster(25, "Net Troll", 10, 3, 1, false, NONE, NONE,
        v(new OthersTake(TakeOrder.HIGHEST_CLOCKWISE, TakeSource.ITEM_CHOICE, false))));
    d = d.append(monster(26, "Bigfoot", 12, 3, 1, false, v(new TraitBonus(Trait.DWARF_OR_HALFLING, 3)), NONE,
        v(new DiscardEquipped(Slot.HEADGEAR))));
    d = d.append(monster(27, "Wannabe Vampire", 12, 3, 1, false, v(new DefeatedByClass(CharClass.CLERIC)), NONE,
        v(new LoseLevels(3))));
    d = d.append(monster(28, "Tongue Demon", 12, 3, 1, false,
        v(new TraitBonus(Trait.CLERIC, 4), new OnEnterEachCombatant(v(new DiscardItems(ItemFilter.ANY_ITEM, false)))),
        NONE, v(new If(c(FULL_ELF), v(new LoseLevels(3)), v(new LoseLevels(2))))));
    d = d.append(monster(29, "Stoned Golem", 14, 4, 1, false, NONE, v(new AutoEscape(c(NOT_FULL_HALFLING))), v(new Die())));
    d = d.append(monster(30, "Insurance Salesman", 14, 4, 1, false, v(new FightRule(FightFlag.NO_LEVEL)), NONE,
        v(new PayItems(1000, v(new DiscardItems(ItemFilter.ANY_ITEM, true))))));
    d = d.append(monster(31, "Unspeakably Awful Indescribable Horror", 14, 4, 1, false, v(new TraitBonus(Trait.WARRIOR, 4)),
        NONE, v(new If(c(HAS_WIZARD), v(new DiscardClassCard(CharClass.WIZARD)), v(new Die())))));
    d = d.append(monster(32, "Hippogriff", 16, 4, 2, false, NONE, v(new AutoEscape(c(LEVEL_AT_MOST, 3))),
        v(new OthersTake(TakeOrder.COUNTER_CLOCKWISE_FROM_RIGHT, TakeSource.TREASURE_OR_HAND, true))));
    d = d.append(monster(33, "King Tut", 16, 4, 2, true, NONE,
        v(new AutoEscape(c(LEVEL_AT_MOST, 3)), new FleePenalty(c(LEVEL_ABOVE, 3), v(new LoseLevels(2)))),
        v(new DiscardItems(ItemFilter.ANY_ITEM, true), new DiscardHand())));
    d = d.append(monster(34, "Wight Brothers", 16, 4, 2, true, NONE,
        v(new AutoEscape(c(LEVEL_AT_MOST, 3)), new FleePenalty(c(LEVEL_ABOVE, 3), v(new LoseLevels(2)))),
        v(new SetLevel(LevelValue.ONE))));
    d = d.append(monster(35, "Squidzilla", 18, 4, 2, false, v(new TraitBonus(Trait.ELF, 4)),
        v(new AutoEscape(c(LEVEL_AT_MOST_NOT_FULL_ELF, 4))), v(new Die())));
    d = d.append(monster(36, "Bullrog", 18, 5, 2, false, NONE, v(new AutoEscape(c(LEVEL_AT_MOST, 4))), v(new Die())));
    d = d.append(monster(37, "Plutonium Dragon", 20, 5, 2, false, NONE, v(new AutoEscape(c(LEVEL_AT_MOST, 5))), v(new Die())));
    // §6.2 Races, classes, Half-Breed, Super Munchkin
    for (int i = 38; i <= 40; i++) {
      d = d.append(race(i, "Elf", Race.ELF, v(new RunMod(1), new StandingRule("MK-R57"))));
    }
    for (int i = 41; i <= 43; i++) {
      d = d.append(race(i, "Dwarf", Race.DWARF, v(new StandingRule("MK-R33"), new StandingRule("MK-R14"))));
    }
    for (int i = 44; i <= 46; i++) {
      d = d.append(race(i, "Halfling", Race.HALFLING, v(new StandingRule("MK-R38"), new RunMod(-1))));
    }
    for (int i = 47; i <= 48; i++) {
      d = d.append(door(i, "Half-Breed", Kind.HALF_BREED, v(new StandingRule("MK-R23"))));
    }
    for (int i = 49; i <= 51; i++) {
      d = d.append(cls(i, "Cleric", CharClass.CLERIC, v(new StandingRule("MK-R26"))));
    }
    for (int i = 52; i <= 54; i++) {
      d = d.append(cls(i, "Thief", CharClass.THIEF, v(new StandingRule("MK-R27"))));
    }
    for (int i = 55; i <= 57; i++) {
      d = d.append(cls(i, "Warrior", CharClass.WARRIOR, v(new StandingRule("MK-R25"))));
    }
    for (int i = 58; i <= 60; i++) {
      d = d.append(cls(i, "Wizard", CharClass.WIZARD, v(new StandingRule("MK-R28"))));
    }
    for (int i = 61; i <= 62; i++) {
      d = d.append(door(i, "Super Munchkin", Kind.SUPER_MUNCHKIN, v(new StandingRule("MK-R24"))));
    }
    // §6.3 Curses
    d = d.append(curse(63, "Change Class", false, v(new ReplaceFromDiscard(Kind.CLASS))));
    d = d.append(curse(64, "Change Race", false, v(new ReplaceFromDiscard(Kind.RACE))));
    d = d.append(curse(65, "Change Sex", true, v(new ToggleSex(), new AddStatus(Status.CHANGE_SEX_DISTRACTION))));
    d = d.append(curse(66, "Chicken on Your Head", true, v(new AddStatus(Status.CHICKEN))));
    d = d.append(curse(67, "Duck of Doom", false, v(new LoseLevels(2))));
    d = d.append(curse(68, "Income Tax", false, v(new DiscardItems(ItemFilter.ANY_ITEM, false),
        new If(c(NOTHING_DISCARDED), NONE, v(new EachOtherPlayer(
            v(new PayItems(0, v(new DiscardItems(ItemFilter.ANY_ITEM, true), new LoseLevels(1))))))))));
    d = d.append(curse(69, "Lose 1 Big Item", false, v(new DiscardItems(ItemFilter.BIG, false))));
    d = d.append(curse(70, "Lose 1 Level", false, v(new LoseLevels(1))));
    d = d.append(curse(71, "Lose 1 Level", false, v(new LoseLevels(1))));
    d = d.append(curse(72, "Lose 1 Small Item", false, v(new DiscardItems(ItemFilter.SMALL, false))));
    d = d.append(curse(73, "Lose 1 Small Item", false, v(new DiscardItems(ItemFilter.SMALL, false))));
    d = d.append(curse(74, "Lose the Armor You Are Wearing", false, v(new DiscardEquipped(Slot.ARMOR))));
    d = d.append(curse(75, "Lose the Footgear You Are Wearing", false, v(new DiscardEquipped(Slot.FOOTGEAR))));
    d = d.append(curse(76, "Lose the Headgear You Are Wearing", false, v(new DiscardEquipped(Slot.HEADGEAR))));
    d = d.append(curse(77, "Lose Two Cards", false,
        v(new OthersTake(TakeOrder.LEFT_THEN_RIGHT, TakeSource.HAND_RANDOM, false))));
    d = d.append(curse(78, "Lose Your Class", false,
        v(new If(c(NO_CLASS), v(new LoseLevels(1)), v(new DiscardClasses(false))))));
    d = d.append(curse(79, "Lose Your Race", false, v(new DiscardRaces())));
    d = d.append(curse(80, "Malign Mirror", true, v(new AddStatus(Status.MALIGN_MIRROR))));
    d = d.append(curse(81, "Truly Obnoxious Curse", false, v(new DiscardItems(ItemFilter.BEST_BONUS_EQUIPPED, false))));
    // §6.4 Enhancers and other Door cards
    d = d.append(door(82, "Ancient", Kind.ENHANCER, v(new MonsterMod(10, 2))));
    d = d.append(door(83, "Baby", Kind.ENHANCER, v(new MonsterMod(-5, -1))));
    d = d.append(door(84, "Enraged", Kind.ENHANCER, v(new MonsterMod(5, 1))));
    d = d.append(door(85, "Humongous", Kind.ENHANCER, v(new MonsterMod(10, 2))));
    d = d.append(door(86, "Intelligent", Kind.ENHANCER, v(new MonsterMod(5, 1))));
    d = d.append(door(87, "Cheat!", Kind.CHEAT, v(new StandingRule("MK-R35"))));
    d = d.append(door(88, "Divine Intervention", Kind.DIVINE_INTERVENTION, v(new GainLevelAll(CharClass.CLERIC))));
    d = d.append(door(89, "Help Me Out Here!", Kind.HELP_ME_OUT_HERE, v(new TakeItemAndEquip())));
    d = d.append(door(90, "Illusion", Kind.ILLUSION, v(new ReplaceMonster())));
    d = d.append(door(91, "Mate", Kind.MATE, v(new AddMate())));
    d = d.append(door(92, "Out to Lunch", Kind.OUT_TO_LUNCH, v(new EndCombat(true))));
    for (int i = 93; i <= 95; i++) {
      d = d.append(door(i, "Wandering Monster", Kind.WANDERING_MONSTER, v(new AddMonster())));
    }
    // §6.5 Permanent items
    Vector<Card> t = Vector.empty();
    t = t.append(item(1, "Bad-Ass Bandanna", Slot.HEADGEAR, false, 3, 400, Restriction.HUMAN_ONLY, v(), NONE));
    t = t.append(item(2, "Boots of Butt-Kicking", Slot.FOOTGEAR, false, 2, 400, Restriction.NONE, v(ItemFlag.BELOW_WAIST), NONE));
    t = t.append(item(3, "Boots of Running Really Fast", Slot.FOOTGEAR, false, 0, 400, Restriction.NONE,
        v(ItemFlag.BELOW_WAIST), v(new RunMod(2))));
    t = t.append(item(4, "Bow With Ribbons", Slot.TWO_HANDS, false, 4, 800, Restriction.ELF_ONLY, v(), NONE));
    t = t.append(item(5, "Broad Sword", Slot.ONE_HAND, false, 3, 400, Restriction.FEMALE_ONLY, v(), NONE));
    t = t.append(item(6, "Buckler of Swashing", Slot.ONE_HAND, false, 2, 400, Restriction.NONE, v(), NONE));
    t = t.append(item(7, "Chainsaw of Bloody Dismemberment", Slot.TWO_HANDS, true, 3, 600, Restriction.NONE, v(), NONE));
    t = t.append(item(8, "Cheese Grater of Peace", Slot.ONE_HAND, false, 3, 400, Restriction.CLERIC_ONLY, v(), NONE));
    t = t.append(item(9, "Cloak of Obscurity", Slot.NONE, false, 4, 600, Restriction.THIEF_ONLY, v(ItemFlag.BELOW_WAIST), NONE));
    t = t.append(item(10, "Dagger of Treachery", Slot.ONE_HAND, false, 3, 400, Restriction.THIEF_ONLY, v(), NONE));
    t = t.append(item(11, "Eleven-Foot Pole", Slot.TWO_HANDS, false, 1, 200, Restriction.NONE, v(ItemFlag.POLE), NONE));
    t = t.append(item(12, "Flaming Armor", Slot.ARMOR, false, 2, 400, Restriction.NONE, v(ItemFlag.FIRE), NONE));
    t = t.append(item(13, "Gentlemen's Club", Slot.ONE_HAND, false, 3, 400, Restriction.MALE_ONLY, v(), NONE));
    t = t.append(item(14, "Hammer of Kneecapping", Slot.ONE_HAND, false, 4, 600, Restriction.DWARF_ONLY, v(), NONE));
    t = t.append(item(15, "Helm of Courage", Slot.HEADGEAR, false, 1, 200, Restriction.NONE, v(), NONE));
    t = t.append(item(16, "Horny Helmet", Slot.HEADGEAR, false, 1, 600, Restriction.NONE, v(),
        v(new TraitBonus(Trait.ELF, 2))));
    t = t.append(item(17, "Huge Rock", Slot.TWO_HANDS, true, 3, 0, Restriction.NONE, v(), NONE));
    t = t.append(item(18, "Kneepads of Allure", Slot.NONE, false, 0, 600, Restriction.NOT_CLERIC, v(ItemFlag.BELOW_WAIST),
        v(new StandingRule("MK-R53"))));
    t = t.append(item(19, "Leather Armor", Slot.ARMOR, false, 1, 200, Restriction.NONE, v(), NONE));
    t = t.append(item(20, "Limburger and Anchovy Sandwich", Slot.NONE, false, 3, 400, Restriction.HALFLING_ONLY, v(), NONE));
    t = t.append(item(21, "Mace of Sharpness", Slot.ONE_HAND, false, 4, 600, Restriction.CLERIC_ONLY, v(), NONE));
    t = t.append(item(22, "Mithril Armor", Slot.ARMOR, true, 3, 600, Restriction.NOT_WIZARD, v(), NONE));
    t = t.append(item(23, "Pantyhose of Giant Strength", Slot.NONE, false, 3, 600, Restriction.NOT_WARRIOR,
        v(ItemFlag.BELOW_WAIST), NONE));
    t = t.append(item(24, "Pointy Hat of Power", Slot.HEADGEAR, false, 3, 400, Restriction.WIZARD_ONLY, v(), NONE));
    t = t.append(item(25, "Rapier of Unfairness", Slot.ONE_HAND, false, 3, 600, Restriction.ELF_ONLY, v(), NONE));
    t = t.append(item(26, "Rat on a Stick", Slot.ONE_HAND, false, 0, 0, Restriction.NONE, v(), v(new EscapeWeakMonster(8))));
    t = t.append(item(27, "Really Impressive Title", Slot.NONE, false, 3, 0, Restriction.NONE, v(), NONE));
    t = t.append(item(28, "Sandals of Protection", Slot.FOOTGEAR, false, 0, 700, Restriction.NONE, v(ItemFlag.BELOW_WAIST),
        v(new StandingRule("MK-R89"))));
    t = t.append(item(29, "Shield of Ubiquity", Slot.ONE_HAND, true, 4, 600, Restriction.WARRIOR_ONLY, v(), NONE));
    t = t.append(item(30, "Short Wide Armor", Slot.ARMOR, false, 3, 400, Restriction.DWARF_ONLY, v(), NONE));
    t = t.append(item(31, "Singing & Dancing Sword", Slot.NONE, false, 2, 400, Restriction.NOT_THIEF, v(), NONE));
    t = t.append(item(32, "Slimy Armor", Slot.ARMOR, false, 1, 200, Restriction.NONE, v(), NONE));
    t = t.append(item(33, "Sneaky Bastard Sword", Slot.ONE_HAND, false, 2, 400, Restriction.NONE, v(), NONE));
    t = t.append(item(34, "Spiky Knees", Slot.NONE, false, 1, 200, Restriction.NONE, v(ItemFlag.BELOW_WAIST), NONE));
    t = t.append(item(35, "Staff of Napalm", Slot.ONE_HAND, false, 5, 800, Restriction.WIZARD_ONLY,
        v(ItemFlag.FIRE, ItemFlag.POLE), NONE));
    t = t.append(item(36, "Stepladder", Slot.NONE, true, 3, 400, Restriction.HALFLING_ONLY, v(), NONE));
    t = t.append(item(37, "Swiss Army Polearm", Slot.TWO_HANDS, true, 4, 600, Restriction.HUMAN_ONLY, v(ItemFlag.POLE), NONE));
    t = t.append(item(38, "Tuba of Charm", Slot.ONE_HAND, true, 0, 300, Restriction.NONE, v(), v(new RunMod(1))));
    // §6.6 One-shot items
    t = t.append(oneShot(39, "Cotion of Ponfusion", 100, Timing.COMBAT, v(new SideBonus(3))));
    t = t.append(oneShot(40, "Doppleganger", 300, Timing.DOPPLEGANGER, v(new FightRule(FightFlag.DOUBLE_FIGHTER))));
    t = t.append(oneShot(41, "Electric Radioactive Acid Potion", 200, Timing.COMBAT, v(new SideBonus(5))));
    t = t.append(oneShot(42, "Flaming Poison Potion", 100, Timing.COMBAT, v(new SideBonus(3)), v(ItemFlag.FIRE)));
    t = t.append(oneShot(43, "Flask of Glue", 100, Timing.GLUE, v(new Reroll())));
    t = t.append(oneShot(44, "Freezing Explosive Potion", 100, Timing.COMBAT, v(new SideBonus(3))));
    t = t.append(oneShot(45, "Friendship Potion", 200, Timing.COMBAT_OR_PREROLL, v(new EndCombat(false))));
    t = t.append(oneShot(46, "Instant Wall", 300, Timing.PREROLL_ESCAPE, v(new Escape(true))));
    t = t.append(oneShot(47, "Invisibility Potion", 200, Timing.FAIL_ESCAPE, v(new Escape(false))));
    t = t.append(oneShot(48, "Loaded Die", 300, Timing.POST_ROLL, v(new SetDie())));
    t = t.append(oneShot(49, "Magic Lamp", 500, Timing.COMBAT_OR_PREROLL,
        v(new SetMonsterState(MonsterState.DEFEATED), new StandingRule("MK-R77"))));
    t = t.append(oneShot(50, "Magic Missile", 300, Timing.COMBAT, v(new SideBonus(5))));
    t = t.append(oneShot(51, "Nasty-Tasting Sports Drink", 200, Timing.COMBAT, v(new SideBonus(2))));
    t = t.append(oneShot(52, "Pollymorph Potion", 1300, Timing.COMBAT_OR_PREROLL, v(new SetMonsterState(MonsterState.DEFEATED))));
    t = t.append(oneShot(53, "Potion of Halitosis", 100, Timing.COMBAT, v(new SideBonus(2), new SetMonsterState(MonsterState.KILLED))));
    t = t.append(oneShot(54, "Potion of Idiotic Bravery", 100, Timing.COMBAT, v(new SideBonus(2))));
    t = t.append(oneShot(55, "Pretty Balloons", 0, Timing.COMBAT, v(new SideBonus(5))));
    t = t.append(oneShot(56, "Sleep Potion", 100, Timing.COMBAT, v(new SideBonus(2))));
    t = t.append(oneShot(57, "Transferral Potion", 300, Timing.COMBAT, v(new TransferCombat())));
    t = t.append(oneShot(58, "Wand of Dowsing", 1100, Timing.ANY_WINDOW, v(new TakeFromDiscard()), v(ItemFlag.POLE)));
    t = t.append(oneShot(59, "Wishing Ring", 500, Timing.CURSE_RESPONSE, v(new CancelCurse())));
    t = t.append(oneShot(60, "Wishing Ring", 500, Timing.CURSE_RESPONSE, v(new CancelCurse())));
    t = t.append(oneShot(61, "Yuppie Water", 100, Timing.COMBAT, v(new SideBonus(2), new StandingRule("MK-R51"))));
    // §6.7 Go Up a Level and other Treasure cards
    t = t.append(goUp(62, "1,000 Gold Pieces", NONE));
    t = t.append(goUp(63, "Boil an Anthill", NONE));
    t = t.append(goUp(64, "Bribe GM With Food", NONE));
    t = t.append(goUp(65, "Convenient Addition Error", NONE));
    t = t.append(goUp(66, "Invoke Obscure Rules", NONE));
    t = t.append(goUp(67, "Kill the Hireling", v(new PlayCondition(c(HIRELING_IN_PLAY)))));
    t = t.append(goUp(68, "Mutilate the Bodies", v(new PlayCondition(c(AFTER_COMBAT)))));
    t = t.append(goUp(69, "Potion of General Studliness", NONE));
    t = t.append(goUp(70, "Whine at the GM", v(new PlayCondition(c(TARGET_NOT_HIGHEST)))));
    t = t.append(treasure(71, "Steal a Level", Kind.STEAL_A_LEVEL, v(new StealLevel())));
    t = t.append(treasure(72, "Hireling", Kind.HIRELING, v(new StandingRule("MK-R36"))));
    t = t.append(treasure(73, "Hoard!", Kind.HOARD, v(new Draw(Deck.TREASURE, 3, false))));
    return d.appendAll(t);
  }

  private static String doorId(int n) {
    return String.format("D%02d", n);
  }

  private static String treasureId(int n) {
    return String.format("T%02d", n);
  }

  private static Card monster(int n, String name, int level, int treasures, int reward, boolean undead,
      Vector<Effect> special, Vector<Effect> run, Vector<Effect> bad) {
    return new Card(doorId(n), name, Deck.DOOR, Kind.MONSTER, level, treasures, reward, undead, Option.none(),
        Option.none(), Slot.NONE, false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), false, special, run, bad);
  }

  private static Card race(int n, String name, Race race, Vector<Effect> effects) {
    return new Card(doorId(n), name, Deck.DOOR, Kind.RACE, 0, 0, 0, false, Option.of(race), Option.none(), Slot.NONE,
        false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), false, effects, NONE, NONE);
  }

  private static Card cls(int n, String name, CharClass cls, Vector<Effect> effects) {
    return new Card(doorId(n), name, Deck.DOOR, Kind.CLASS, 0, 0, 0, false, Option.none(), Option.of(cls), Slot.NONE,
        false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), false, effects, NONE, NONE);
  }

  private static Card curse(int n, String name, boolean persistent, Vector<Effect> effects) {
    return new Card(doorId(n), name, Deck.DOOR, Kind.CURSE, 0, 0, 0, false, Option.none(), Option.none(), Slot.NONE,
        false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), persistent, effects, NONE, NONE);
  }

  private static Card door(int n, String name, Kind kind, Vector<Effect> effects) {
    return new Card(doorId(n), name, Deck.DOOR, kind, 0, 0, 0, false, Option.none(), Option.none(), Slot.NONE,
        false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), false, effects, NONE, NONE);
  }

  private static Card item(int n, String name, Slot slot, boolean big, int bonus, int value, Restriction restriction,
      Vector<ItemFlag> flags, Vector<Effect> effects) {
    return new Card(treasureId(n), name, Deck.TREASURE, Kind.ITEM, 0, 0, 0, false, Option.none(), Option.none(), slot,
        big, bonus, value, restriction, flags, Option.none(), false, effects, NONE, NONE);
  }

  private static Card oneShot(int n, String name, int value, Timing timing, Vector<Effect> effects) {
    return oneShot(n, name, value, timing, effects, Vector.empty());
  }

  private static Card oneShot(int n, String name, int value, Timing timing, Vector<Effect> effects,
      Vector<ItemFlag> flags) {
    return new Card(treasureId(n), name, Deck.TREASURE, Kind.ONE_SHOT, 0, 0, 0, false, Option.none(), Option.none(),
        Slot.NONE, false, 0, value, Restriction.NONE, flags, Option.of(timing), false, effects, NONE, NONE);
  }

  private static Card goUp(int n, String name, Vector<Effect> conditions) {
    return treasure(n, name, Kind.GO_UP_A_LEVEL, Vector.<Effect>of(new GainLevels(1, false)).appendAll(conditions));
  }

  private static Card treasure(int n, String name, Kind kind, Vector<Effect> effects) {
    return new Card(treasureId(n), name, Deck.TREASURE, kind, 0, 0, 0, false, Option.none(), Option.none(), Slot.NONE,
        false, 0, 0, Restriction.NONE, Vector.empty(), Option.none(), false, effects, NONE, NONE);
  }
}
