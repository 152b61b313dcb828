package dev.ply.games.desperategods.content;

import static dev.ply.games.desperategods.content.EncounterCard.Effect.*;

import dev.ply.games.desperategods.content.EncounterCard.Effect;
import dev.ply.games.desperategods.content.EncounterCard.Kind;
import io.vavr.collection.Vector;

/** The 27 encounter cards (§6.2), with Wolfire's numbers. */
public final class Cards {
  private Cards() {}

  public static final String[] DECK_NAMES = {"W", "L1", "L2", "L3"};

  public static final Vector<EncounterCard> ALL = Vector.of(
      m("W-1", 201, "Curious Slug", "Slug Monster", 0, 2, 0, 1, 0, 1, v(), v(SKIP_TURN), "on loss: skip your next turn"),
      m("W-2", 202, "Eager Guardian", "Arachnid Monster", 0, 2, 0, 2, 0, 1, v(), v(), ""),
      m("W-3", 203, "Anxious Bandit", "Human Warrior", 0, 3, 3, 0, 1, 1, v(), v(), "pay 1 coin to avoid the fight"),
      m("W-4", 204, "Hostile Rider", "Flying Wyvern", 0, 3, 2, 2, 0, 1, v(), v(STEAL_ITEM), "on loss: give up an item"),
      m("W-5", 205, "Cold Golem", "Iron Monster", 0, 3, 2, 4, 0, 1, v(GOLEM_ROLL), v(), "on win roll: 1-3 fight it again"),
      m("W-6", 206, "Incensed Wizard", "Human Wizard", 0, 3, 1, 1, 0, 1, v(), v(TO_HEDGE_MAZE), "on loss: go to the Hedge Maze"),
      m("W-7", 207, "Lonely Flight", "Minor God", 0, 3, 0, 2, 0, 3, v(), v(), "on loss: take 3 damage"),
      m("L1-1", 208, "Certain Adventurer", "Lizard Monster", 1, 4, 4, 0, 0, 1, v(), v(), ""),
      m("L1-2", 209, "Satisfied Ghoul", "Human Monster", 1, 3, 1, 3, 0, 0, v(), v(GHOUL_PICK), "on loss: no damage, return a victory card"),
      m("L1-3", 210, "Concerned Swordsman", "Elf Warrior", 1, 4, 2, 2, 0, 2, v(), v(), "on loss: take 2 damage"),
      m("L1-4", 211, "Clever Slime", "Slime Monster", 1, 4, 2, 4, 0, 1, v(), v(DISCARD_ITEM), "on loss: discard an item"),
      m("L1-5", 212, "Nonchalant Guard", "Orc Monster", 1, 5, 3, 1, 0, 1, v(GAIN_TOWN_CARD), v(), "on win: gain the top Town card"),
      m("L1-6", 213, "Dominated Baghead", "Human Monster", 1, 4, 2, 2, 0, 0, v(SELF_DAMAGE), v(), "on win: take 1 damage; on loss: no damage"),
      tolled(m("L1-7", 214, "Determined Explorer", "Human Warrior", 1, 5, 5, 0, 2, 1, v(), v(), "pay 2 coins to avoid the fight and roll 2 dice next fight"), EXPLORER_BONUS),
      m("L2-1", 215, "Sympathetic Shadow", "Minor God", 2, 5, 2, 4, 0, 1, v(), v(TO_DARKNESS), "on loss: go to the Darkness"),
      c("L2-2", 216, "Spirited Shrine", "Location", 2, Kind.LOCATION, 6, SHRINE, "sacrifice an item or take 3 damage"),
      m("L2-3", 217, "Pleased Troll", "Nocturnal Monster", 2, 5, 3, 3, 0, 1, v(), v(STEAL_ITEM), "on loss: give up an item"),
      m("L2-4", 218, "Engrossed Priestess", "Human Priestess", 2, 4, 2, 4, 0, 1, v(DAMAGE_ALL_1), v(), "on win: every player takes 1 damage"),
      c("L2-5", 219, "Lost Wanderer", "Undead Monster", 2, Kind.WANDERER, 6, WANDERER_DUEL, "duel another player to the death"),
      c("L2-6", 220, "Secure Stronghold", "Castle", 2, Kind.LOCATION, 0, STRONGHOLD, "visit the Town where you stand"),
      m("L2-7", 221, "Lonely Birdman", "Flying Warrior", 2, 5, 3, 3, 0, 1, v(BIRDMAN_ROLL), v(), "on win roll: 5-6 it flies back to its deck"),
      m("L3-1", 222, "Deprived Succubus", "Demonic Monster", 3, 6, 0, 6, 0, 0, v(), v(BIND), "on loss: no damage, it binds you"),
      m("L3-2", 223, "Serene Way", "Minor God", 3, 5, 0, 8, 0, 1, v(SERENE_SEND_BACK), v(), "on win: another player may take 1 damage to send it back"),
      m("L3-3", 224, "Alarmed Knight", "Human Warrior", 3, 6, 0, 6, 0, 4, v(), v(), "on loss: take 4 damage"),
      c("L3-4", 225, "Furious Runes", "Location", 3, Kind.LOCATION, 5, RUNES, "each carried item breaks on 1-3"),
      c("L3-5", 226, "Quaking Magma", "Event", 3, Kind.EVENT, 3, MAGMA, "every player takes 2 damage"),
      m("L3-6", 227, "Woeful Dryad", "Undead Tree Monster", 3, 6, 0, 6, 0, 1, v(), v(DRYAD_PICK), "on loss: your opponent returns one of your victory cards"));

  private static Vector<Effect> v(Effect... e) {
    return Vector.of(e);
  }

  private static EncounterCard m(String id, int rule, String name, String type, int deck, int t, int coins,
      int skulls, int toll, int lossDamage, Vector<Effect> win, Vector<Effect> loss, String text) {
    return new EncounterCard(id, "DG-R" + rule, name, type, deck, Kind.MONSTER, t, coins, skulls, toll,
        lossDamage, win, loss, Vector.empty(), text);
  }

  private static EncounterCard tolled(EncounterCard c, Effect... onToll) {
    return new EncounterCard(c.id(), c.rule(), c.name(), c.typeLine(), c.deck(), c.kind(), c.target(), c.coins(),
        c.skulls(), c.toll(), c.lossDamage(), c.onWin(), c.onLoss(), Vector.of(onToll), c.text());
  }

  private static EncounterCard c(String id, int rule, String name, String type, int deck, Kind kind,
      int skulls, Effect e, String text) {
    return new EncounterCard(id, "DG-R" + rule, name, type, deck, kind, 0, 0, skulls, 0, 0, Vector.of(e),
        Vector.empty(), Vector.empty(), text);
  }

  /**
   * The card that binds its loser (DG-R222): it lives beside the bound player, goes back to its deck
   * when they die (DG-R51) and is fought at the start of their turns.
   */
  public static final String BINDER = ALL.find(c -> c.onLoss().contains(BIND)).get().id();

  /** The card with this id; fails loudly on an unknown id (ids come from the state, never from input). */
  public static EncounterCard get(String id) {
    int i = index(id);
    if (i == NO_CARD) {
      throw new IllegalArgumentException("unknown encounter card " + id);
    }
    return BY_INDEX[i];
  }

  public static boolean exists(String id) {
    return index(id) != NO_CARD;
  }

  /** The catalogue number of a card, 1 (W-1) to 27 (L3-6) in table order; 0 for no card ("" or unknown). */
  public static int number(String id) {
    return index(id) + 1;
  }

  /**
   * What {@link #index} gives for an id that names no card. A named number rather than an
   * {@code Option}: the lookup is the commonest call of a verified replay (each card written).
   */
  public static final int NO_CARD = -1;

  /**
   * The position of a card in {@link #ALL} (table order), or {@link #NO_CARD}. Read from the id itself ("W-4",
   * "L2-5": the deck, then the card's place in it), then confirmed against the table: a lookup
   * per card written is the commonest call of a verified replay, and a hash map's was a tenth of it.
   */
  public static int index(String id) {
    if (id == null) {
      return NO_CARD;
    }
    int len = id.length();
    int deck;
    if (len == 3 && id.charAt(0) == 'W') {
      deck = 0;
    } else if (len == 4 && id.charAt(0) == 'L') {
      deck = id.charAt(1) - '0';
    } else {
      return NO_CARD;
    }
    if (deck < 0 || deck >= DECK_NAMES.length || id.charAt(len - 2) != '-') {
      return NO_CARD;
    }
    int place = id.charAt(len - 1) - '1';
    if (place < 0 || place >= DECK_SIZE[deck]) {
      return NO_CARD;
    }
    int i = DECK_START[deck] + place;
    return BY_INDEX[i].id().equals(id) ? i : NO_CARD;
  }

  private static final EncounterCard[] BY_INDEX = ALL.toJavaArray(EncounterCard[]::new);
  /** Where each deck's cards begin in {@link #ALL}, and how many it has. */
  private static final int[] DECK_START = new int[DECK_NAMES.length];
  private static final int[] DECK_SIZE = new int[DECK_NAMES.length];

  static {
    for (int i = ALL.size() - 1; i >= 0; i--) {
      DECK_START[ALL.get(i).deck()] = i;
      DECK_SIZE[ALL.get(i).deck()]++;
    }
  }

  /** The cards of one deck, in table order (empty for a deck number out of range). */
  public static Vector<String> deck(int deck) {
    return deck >= 0 && deck < DECKS.size() ? DECKS.get(deck) : Vector.empty();
  }

  /** Each deck's card ids in table order, built once: the strategy asks for a deck at every square it weighs. */
  private static final Vector<Vector<String>> DECKS = Vector.range(0, DECK_NAMES.length)
      .map(d -> ALL.filter(c -> c.deck() == d).map(EncounterCard::id));
}
