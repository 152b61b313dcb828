package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * The 16 room tiles of §6.5. Year-1 rooms produce (DL-R35); year-2 rooms act in combat or score.
 */
public enum Room {
  CHICKEN_COOP("Chicken Coop", 1, Zone.TOP, 3, 0, Product.FOOD),
  MUSHROOM_BED("Mushroom Bed", 1, Zone.BOTTOM, 3, 0, Product.FOOD),
  SOUVENIR_SHOP("Souvenir Shop", 1, Zone.TOP, 3, 0, Product.GOLD),
  MINT("Mint", 1, Zone.BOTTOM, 3, 0, Product.GOLD),
  WORKSHOP("Workshop", 1, Zone.OUTER, 4, 0, Product.TRAP),
  TOOL_SHED("Tool Shed", 1, Zone.OUTER, 2, 0, Product.TUNNEL),
  PRINTING_PRESS("Printing Press", 1, Zone.INNER, 3, 0, Product.EVIL_DOWN),
  MAGIC_ROOM("Magic Room", 1, Zone.INNER, 2, 1, Product.IMP),
  TRAINING_ROOM("Training Room", 2, Zone.ANY, 0, 0, Product.NONE),
  DARK_ROOM("Dark Room", 2, Zone.ANY, 0, 0, Product.NONE),
  LABYRINTH("Labyrinth", 2, Zone.ANY, 0, 0, Product.NONE),
  ANTIMAGIC_ROOM("Antimagic Room", 2, Zone.ANY, 0, 0, Product.NONE),
  CAFETERIA("Cafeteria", 2, Zone.ANY, 0, 0, Product.NONE),
  CHAPEL("Chapel", 2, Zone.ANY, 0, 0, Product.NONE),
  PANDEMONIUM("Pandemonium", 2, Zone.ANY, 0, 0, Product.NONE),
  HALL_OF_FAME("Hall of Fame", 2, Zone.ANY, 0, 0, Product.NONE);

  private final String label;
  private final int year;
  private final Zone zone;
  private final int imps;
  private final int food;
  private final Product product;

  Room(String label, int year, Zone zone, int imps, int food, Product product) {
    this.label = label;
    this.year = year;
    this.zone = zone;
    this.imps = imps;
    this.food = food;
    this.product = product;
  }

  public String label() { return label; }
  public int year() { return year; }
  public Zone zone() { return zone; }
  /** Imps (or troll tokens) moved onto the room to activate it. */
  public int imps() { return imps; }
  /** Extra food paid to activate (Magic Room). */
  public int food() { return food; }
  public Product product() { return product; }

  /** Training Room / Dark Room: +1 per damage amount for these monsters (DL-R88). */
  public boolean boosts(MonsterKind k) {
    return (this == TRAINING_ROOM && (k == MonsterKind.GOBLIN || k == MonsterKind.TROLL))
        || (this == DARK_ROOM && (k == MonsterKind.WITCH || k == MonsterKind.VAMPIRE));
  }

  /** Scoring rooms (§6.5): points per owned monster of this kind. */
  public int pointsPer(MonsterKind k) {
    return switch (this) {
      case CAFETERIA -> (k == MonsterKind.GOBLIN || k == MonsterKind.TROLL || k == MonsterKind.SLIME
          || k == MonsterKind.WITCH) ? 1 : 0;
      case CHAPEL -> (k == MonsterKind.GHOST || k == MonsterKind.VAMPIRE) ? 2 : 0;
      case PANDEMONIUM -> (k == MonsterKind.GOLEM || k == MonsterKind.DRAGON || k == MonsterKind.DEMON) ? 2 : 0;
      default -> 0;
    };
  }

  public static Vector<Room> ofYear(int year) {
    return Vector.of(values()).filter(r -> r.year == year);
  }

  /** @deprecated hand-written; {@link CardText#room} says the same from the data. */
  @Deprecated
  public String effect() {
    return switch (this) {
      case TRAINING_ROOM -> "Goblins and Trolls attacking here deal +1 per damage amount";
      case DARK_ROOM -> "Witches and Vampires attacking here deal +1 per damage amount";
      case LABYRINTH -> "up to 2 traps here, for no gold; you choose their order";
      case ANTIMAGIC_ROOM -> "no spell is cast while this is the battle tile";
      case CAFETERIA -> "+1 point per Goblin, Troll, Slime and Witch at the end";
      case CHAPEL -> "+2 points per Ghost and Vampire at the end";
      case PANDEMONIUM -> "+2 points per Golem, Dragon and Demon at the end";
      case HALL_OF_FAME -> "+1 point per prisoner, +2 per imprisoned paladin at the end";
      default -> imps + " imps" + (food > 0 ? " + " + food + " food" : "") + " -> " + switch (product) {
        case FOOD -> "1 food";
        case GOLD -> "1 gold";
        case TRAP -> "1 trap card";
        case TUNNEL -> "dig 1 tunnel";
        case EVIL_DOWN -> "evil -1";
        case IMP -> "1 imp";
        case NONE -> "nothing";
      } + " (zone " + zone.name().toLowerCase() + ")";
    };
  }
}
