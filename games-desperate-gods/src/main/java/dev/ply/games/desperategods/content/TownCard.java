package dev.ply.games.desperategods.content;

import io.vavr.collection.Vector;

/**
 * The 17 Town ("Gear") cards (§6.3): instance ids 1..17 ({@code T-01}..{@code T-17}, named by
 * {@link Item}), 13 kinds.
 * Sell value is half the price rounded down (DG-R57).
 */
public record TownCard(int id, Kind kind) {

  /** The 13 kinds with their rule, price and text. */
  public enum Kind {
    BRITTLE_DAGGER("DG-R301", "Brittle Dagger", 1, "reroll a die once a round; breaks on 1-3"),
    WARM_POTION("DG-R302", "Warm Potion", 2, "drink to heal 2"),
    THIRSTY_SWORD("DG-R303", "Thirsty Sword", 5, "reroll a die once a round (breaks on 1); heal 1 when you win a fight"),
    WARY_HELMET("DG-R304", "Wary Helmet", 4, "prevent the damage from a battle; breaks on 1-3"),
    REASSURING_SPHERE("DG-R305", "Reassuring Sphere", 3, "save another item from breaking; breaks on 1-2"),
    UNFLINCHING_SWORD("DG-R306", "Unflinching Sword", 9, "+1 to every fight, two rerolls a round"),
    RECEPTIVE_GEM("DG-R307", "Receptive Gem", 4, "keep a scroll you cast; breaks on 1-2"),
    SHY_MASK("DG-R308", "Shy Mask", 2, "avoid a fight; lost on 1-3"),
    SCROLL_TOWN_PORTAL("DG-R309", "Scroll of Town Portal", 3, "instead of rolling, go to Town"),
    SCROLL_TELEPORT("DG-R310", "Scroll of Teleport", 4, "instead of rolling, jump up to 6 squares"),
    SCROLL_SMITING("DG-R311", "Scroll of Smiting", 3, "this fight round your dice total 6"),
    RAVENOUS_STAFF("DG-R312", "Ravenous Staff", 8, "take 1 damage to keep a scroll you cast"),
    NERVOUS_BOOTS("DG-R313", "Nervous Boots", 4, "escape a lost fight; lost on 1-2");

    public final String rule;
    public final String title;
    public final int price;
    public final String text;

    Kind(String rule, String title, int price, String text) {
      this.rule = rule;
      this.title = title;
      this.price = price;
      this.text = text;
    }

    public int sellValue() {
      return price / 2;
    }

    public boolean isScroll() {
      return this == SCROLL_TOWN_PORTAL || this == SCROLL_TELEPORT || this == SCROLL_SMITING;
    }
  }

  /** The 17 cards by catalogue number, as {@link Item} declares them. */
  public static final Vector<TownCard> ALL = Vector.of(Item.values()).map(it -> new TownCard(it.number(), it.kind()));

  public static Kind kind(int id) {
    return Item.numbered(id).kind();
  }

  public static boolean exists(int id) {
    return Item.exists(id);
  }

  /** {@code T-07}. */
  public static String label(int id) {
    return Item.exists(id) ? Item.numbered(id).id() : String.format("T-%02d", id);
  }

  /** {@code Wary Helmet (T-07)}. */
  public static String name(int id) {
    return Item.numbered(id).title();
  }
}
