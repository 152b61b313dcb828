package dev.ply.games.desperategods.content;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.ply.games.desperategods.content.TownCard.Kind;
import io.vavr.control.Option;

/**
 * The 17 Town cards by the spec's instance ids {@code T-01}..{@code T-17} (§6.3). Each carries its
 * catalogue number explicitly: the state, the actions and the canonical encoding write that number
 * (docs/log-format.md), so reordering these constants changes nothing recorded.
 */
public enum Item {
  T01(1, Kind.BRITTLE_DAGGER),
  T02(2, Kind.BRITTLE_DAGGER),
  T03(3, Kind.BRITTLE_DAGGER),
  T04(4, Kind.WARM_POTION),
  T05(5, Kind.WARM_POTION),
  T06(6, Kind.THIRSTY_SWORD),
  T07(7, Kind.WARY_HELMET),
  T08(8, Kind.REASSURING_SPHERE),
  T09(9, Kind.UNFLINCHING_SWORD),
  T10(10, Kind.UNFLINCHING_SWORD),
  T11(11, Kind.RECEPTIVE_GEM),
  T12(12, Kind.SHY_MASK),
  T13(13, Kind.SCROLL_TOWN_PORTAL),
  T14(14, Kind.SCROLL_TELEPORT),
  T15(15, Kind.SCROLL_SMITING),
  T16(16, Kind.RAVENOUS_STAFF),
  T17(17, Kind.NERVOUS_BOOTS);

  private static final Item[] BY_NUMBER = new Item[values().length + 1];

  static {
    for (Item it : values()) {
      BY_NUMBER[it.number] = it;
    }
  }

  private final int number;
  private final Kind kind;
  private final String id;
  private final String title;

  Item(int number, Kind kind) {
    this.number = number;
    this.kind = kind;
    this.id = String.format("T-%02d", number);
    this.title = kind.title + " (" + id + ")";
  }

  /** The catalogue number 1..17 that the state, actions, encoding and view JSON write. */
  @JsonValue
  public int number() {
    return number;
  }

  public Kind kind() {
    return kind;
  }

  /** {@code T-07}. */
  public String id() {
    return id;
  }

  /** {@code Wary Helmet (T-07)}. */
  public String title() {
    return title;
  }

  /** The Town card with catalogue number {@code number}, if any. */
  public static Option<Item> of(int number) {
    return exists(number) ? Option.some(BY_NUMBER[number]) : Option.none();
  }

  public static boolean exists(int number) {
    return number >= 1 && number < BY_NUMBER.length;
  }

  /** The Town card numbered {@code number}, without allocating (the rules look items up per step); an unknown number is a caller's bug. */
  @JsonCreator
  public static Item numbered(int number) {
    if (!exists(number)) {
      throw new IndexOutOfBoundsException("no Town card " + number);
    }
    return BY_NUMBER[number];
  }

  /** The Town card {@code "T-07"}, if any. */
  public static Option<Item> parse(String id) {
    for (Item it : values()) {
      if (it.id.equals(id)) {
        return Option.some(it);
      }
    }
    return Option.none();
  }
}
