package dev.ply.games.heroquest.content;

import static dev.ply.games.heroquest.content.Symbol.CHAOS_WARRIOR;
import static dev.ply.games.heroquest.content.Symbol.DOOR;
import static dev.ply.games.heroquest.content.Symbol.MAGIC;
import static dev.ply.games.heroquest.content.Symbol.MELEE;
import static dev.ply.games.heroquest.content.Symbol.ORC;
import static dev.ply.games.heroquest.content.Symbol.TRAP;
import static dev.ply.games.heroquest.content.Symbol.UNDEAD;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;

/**
 * The 56 dungeon cards of §6.2 (the whole list is the spec's design: each threat symbol is printed
 * on 4 single cards, 4 double cards, 1 door card and 1 wound card) and the six chest tiles of
 * §6.5. The four rule-summary cards R01–R04 never enter play (HQ-R43), so they are not listed.
 */
public final class Cards {

  /** Stands for a card whose identity the viewer cannot see (other hands, the deck, out of game). */
  public static final String HIDDEN = "??";

  /** Every dungeon card in catalogue order (T, D, G, W, B). */
  public static final Vector<Card> ALL = Vector.of(
      threat("T01", "Orc Patrol", ORC),
      threat("T02", "Orc Sentry", ORC),
      threat("T03", "Goblin Raiders", ORC),
      threat("T04", "Goblin Archers", ORC),
      threat("T05", "Chaos Warrior", CHAOS_WARRIOR),
      threat("T06", "Chaos Guard", CHAOS_WARRIOR),
      threat("T07", "Dread Warrior", CHAOS_WARRIOR),
      threat("T08", "Chaos Knight", CHAOS_WARRIOR),
      threat("T09", "Skeleton", UNDEAD),
      threat("T10", "Zombie", UNDEAD),
      threat("T11", "Mummy", UNDEAD),
      threat("T12", "Spectre", UNDEAD),
      threat("T13", "Chaos Sorcerer", MAGIC),
      threat("T14", "Arcane Ward", MAGIC),
      threat("T15", "Cursed Idol", MAGIC),
      threat("T16", "Warlock", MAGIC),
      threat("T17", "Fimir", MELEE),
      threat("T18", "Ogre Brute", MELEE),
      threat("T19", "Brawl in the Hall", MELEE),
      threat("T20", "Abomination", MELEE),
      threat("T21", "Pit Trap", TRAP),
      threat("T22", "Spear Trap", TRAP),
      threat("T23", "Falling Block", TRAP),
      threat("T24", "Poison Needle", TRAP),
      twoThreats("D01", "Warlord's Retinue", ORC, CHAOS_WARRIOR),
      twoThreats("D02", "Orcs Among the Bones", ORC, UNDEAD),
      twoThreats("D03", "Orc Shaman", ORC, MAGIC),
      twoThreats("D04", "Orc Berserkers", ORC, MELEE),
      twoThreats("D05", "Death Knight", CHAOS_WARRIOR, UNDEAD),
      twoThreats("D06", "Chaos Stronghold", CHAOS_WARRIOR, TRAP),
      twoThreats("D07", "Chaos Champion", CHAOS_WARRIOR, MELEE),
      twoThreats("D08", "Necromancer", UNDEAD, MAGIC),
      twoThreats("D09", "Haunted Crypt", UNDEAD, TRAP),
      twoThreats("D10", "Gargoyle", MAGIC, MELEE),
      twoThreats("D11", "Glyph of Warding", MAGIC, TRAP),
      twoThreats("D12", "Ambush Pit", MELEE, TRAP),
      door("G01", "Guardroom Door", ORC),
      door("G02", "Iron Door", CHAOS_WARRIOR),
      door("G03", "Crypt Door", UNDEAD),
      door("G04", "Sealed Door", MAGIC),
      door("G05", "Barracks Door", MELEE),
      door("G06", "Trapped Door", TRAP),
      wound("W01", "Orc Cleaver", ORC),
      wound("W02", "Chaos Blade", CHAOS_WARRIOR),
      wound("W03", "Grave Chill", UNDEAD),
      wound("W04", "Arcane Burn", MAGIC),
      wound("W05", "Crushing Blow", MELEE),
      wound("W06", "Hidden Dart", TRAP),
      spell("W07", ChaosSpell.FEAR),
      spell("W08", ChaosSpell.SLEEP),
      spell("W09", ChaosSpell.TEMPEST),
      spell("W10", ChaosSpell.FIRESTORM),
      boon("B01", Boon.HEALING_POTION),
      boon("B02", Boon.HEALING_WATER),
      boon("B03", Boon.COURAGE),
      boon("B04", Boon.COURAGE));

  /** The six chest tiles' hidden symbols, one of each threat symbol (HQ-R06, §6.5). */
  public static final Vector<Symbol> CHEST_TILES = Symbol.THREATS;

  /** Dungeon size per hero count (HQ-R04): 25 / 35 / 45 for 2 / 3 / 4 heroes. */
  public static int dungeonSize(int heroes) {
    return 5 + 10 * heroes;
  }

  private static final Map<String, Card> BY_ID = new HashMap<>();
  private static final Map<String, Integer> INDEX = new HashMap<>();
  /** Per card: a bit per symbol printed on it (bit = ordinal), for the per-step counts (HQ-R16). */
  private static final Map<String, Integer> SYMBOLS = new HashMap<>();

  static {
    for (int i = 0; i < ALL.size(); i++) {
      BY_ID.put(ALL.get(i).id(), ALL.get(i));
      INDEX.put(ALL.get(i).id(), i);
      int mask = 0;
      for (Symbol s : ALL.get(i).symbols()) {
        mask |= 1 << s.ordinal();
      }
      SYMBOLS.put(ALL.get(i).id(), mask);
    }
  }

  /** True when the card with this id shows {@code symbol}; same as {@code card(id).shows(symbol)}. */
  public static boolean shows(String id, Symbol symbol) {
    Integer mask = SYMBOLS.get(id);
    if (mask == null) {
      throw new IllegalArgumentException("no dungeon card " + id);
    }
    return (mask & (1 << symbol.ordinal())) != 0;
  }

  private Cards() {}

  /** The card with this id; throws for an unknown id (validate with {@link #exists} first). */
  public static Card card(String id) {
    Card c = BY_ID.get(id);
    if (c == null) {
      throw new IllegalArgumentException("no dungeon card " + id);
    }
    return c;
  }

  public static boolean exists(String id) {
    return id != null && BY_ID.containsKey(id);
  }

  /**
   * The card's number in the catalogue: its position in {@link #ALL} (the spec's order, T, D, G,
   * W, B), {@code ALL.size()} for {@link #HIDDEN}, -1 for anything else. The canonical encoding
   * writes cards so ({@code docs/log-format.md}, "HeroQuest").
   */
  public static int number(String id) {
    // By the id's hash (cached in the String) into a table without collisions, then checked: the
    // canonical encoding asks this for every card it writes.
    int k = NUMBER[id.hashCode() & (NUMBER.length - 1)];
    return k >= 0 && (NUMBERED[k] == id || NUMBERED[k].equals(id)) ? k : -1;
  }

  /** The ids of {@link #ALL}, then {@link #HIDDEN}: what {@link #number} answers for. */
  private static final String[] NUMBERED = ALL.map(Card::id).append(HIDDEN).toJavaArray(String[]::new);
  /** Per slot (an id's hash, masked), the number of the only id there, or -1. */
  private static final int[] NUMBER = numberTable();

  private static int[] numberTable() {
    for (int size = 64; ; size *= 2) {
      int[] table = new int[size];
      java.util.Arrays.fill(table, -1);
      boolean clash = false;
      for (int k = 0; k < NUMBERED.length && !clash; k++) {
        int slot = NUMBERED[k].hashCode() & (size - 1);
        clash = table[slot] >= 0;
        table[slot] = k;
      }
      if (!clash) {
        return table;
      }
    }
  }

  /** The position of the card in {@link #ALL}, for stable sorting. */
  public static int index(String id) {
    return INDEX.get(id);
  }

  private static Card threat(String id, String name, Symbol s) {
    return new Card(id, name, CardKind.THREAT, Vector.of(s), Option.none(), Option.none());
  }

  private static Card twoThreats(String id, String name, Symbol a, Symbol b) {
    return new Card(id, name, CardKind.DOUBLE_THREAT, Vector.of(a, b), Option.none(), Option.none());
  }

  private static Card door(String id, String name, Symbol s) {
    return new Card(id, name, CardKind.DOOR, Vector.of(s, DOOR), Option.none(), Option.none());
  }

  private static Card wound(String id, String name, Symbol s) {
    return new Card(id, name, CardKind.WOUND, Vector.of(s), Option.none(), Option.none());
  }

  private static Card spell(String id, ChaosSpell spell) {
    return new Card(id, "Chaos Spell: " + spell.label(), CardKind.WOUND, Vector.empty(), Option.of(spell),
        Option.none());
  }

  private static Card boon(String id, Boon boon) {
    return new Card(id, boon.label(), CardKind.BOON, Vector.empty(), Option.none(), Option.of(boon));
  }
}
