package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/** The 32 adventurers and 2 paladins of §6.3, as data. */
public final class Adventurers {
  private Adventurers() {}

  public static final Vector<Adventurer> ALL = Vector.of(
      w("W1a", 1, 1, 3), w("W1b", 1, 2, 4), w("W1c", 1, 2, 4), w("W1d", 1, 3, 5),
      t("T1a", 1, 1, 3, 1), t("T1b", 1, 2, 3, 2), t("T1c", 1, 2, 4, 1), t("T1d", 1, 3, 4, 2),
      p("P1a", 1, 1, 3, 1), p("P1b", 1, 2, 3, 2), p("P1c", 1, 2, 4, 1), p("P1d", 1, 3, 4, 2),
      m("M1a", 1, 1, 3, 1), m("M1b", 1, 2, 3, 2), m("M1c", 1, 2, 4, 1), m("M1d", 1, 3, 4, 2),
      w("W2a", 2, 1, 5), w("W2b", 2, 2, 6), w("W2c", 2, 3, 7), w("W2d", 2, 4, 8),
      t("T2a", 2, 1, 4, 2), t("T2b", 2, 2, 5, 2), t("T2c", 2, 3, 5, 3), t("T2d", 2, 4, 6, 3),
      p("P2a", 2, 1, 4, 2), p("P2b", 2, 2, 5, 2), p("P2c", 2, 3, 5, 3), p("P2d", 2, 4, 6, 3),
      m("M2a", 2, 1, 4, 2), m("M2b", 2, 2, 5, 2), m("M2c", 2, 3, 5, 3), m("M2d", 2, 4, 6, 3));

  /** DL-R8, DL-R67: year 1 health 5 and 2 of each ability; year 2 health 8 and 3 of each. */
  public static final Adventurer PALADIN_1 = new Adventurer("PAL1", AdventurerClass.PALADIN, 1, 0, 5, 2, 2, 2);
  public static final Adventurer PALADIN_2 = new Adventurer("PAL2", AdventurerClass.PALADIN, 2, 0, 8, 3, 3, 3);

  /** Create Food / Illusion (§6.8): health 1, no class, no abilities; imprisons nothing. */
  public static final Adventurer ILLUSION = new Adventurer("ILLUSION", AdventurerClass.ILLUSION, 2, 0, 1, 0, 0, 0);

  /** A plain hash map: looked up at every combat step. */
  private static final java.util.Map<String, Adventurer> BY_ID = byId();

  private static java.util.Map<String, Adventurer> byId() {
    java.util.Map<String, Adventurer> out = new java.util.HashMap<>();
    for (Adventurer a : ALL.append(PALADIN_1).append(PALADIN_2).append(ILLUSION)) {
      out.put(a.id(), a);
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  public static Adventurer get(String id) {
    Adventurer a = id == null ? null : BY_ID.get(id);
    if (a == null) {
      throw new IllegalArgumentException("no adventurer " + id);
    }
    return a;
  }

  public static boolean exists(String id) {
    return BY_ID.containsKey(id);
  }

  public static Adventurer paladin(int year) {
    return year == 1 ? PALADIN_1 : PALADIN_2;
  }

  public static Vector<String> ofYear(int year) {
    return ALL.filter(a -> a.year() == year).map(Adventurer::id);
  }

  private static Adventurer w(String id, int y, int lvl, int hp) {
    return new Adventurer(id, AdventurerClass.WARRIOR, y, lvl, hp, 0, 0, 0);
  }

  private static Adventurer t(String id, int y, int lvl, int hp, int n) {
    return new Adventurer(id, AdventurerClass.THIEF, y, lvl, hp, n, 0, 0);
  }

  private static Adventurer p(String id, int y, int lvl, int hp, int n) {
    return new Adventurer(id, AdventurerClass.PRIEST, y, lvl, hp, 0, 0, n);
  }

  private static Adventurer m(String id, int y, int lvl, int hp, int n) {
    return new Adventurer(id, AdventurerClass.WIZARD, y, lvl, hp, 0, n, 0);
  }
}
