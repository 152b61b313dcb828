package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * What each piece of content does, in words generated from its data: the numbers, targets and
 * flags the rules read are the ones these sentences say, so a card's text cannot drift from what
 * it does (ContentTextTest checks every number of the data appears). Rule IDs close a sentence
 * in parentheses, the strippable form every game uses.
 */
public final class CardText {
  private CardText() {}

  /** {@code text} without its rule IDs, for places that show a card's effect beside the play (the table). */
  public static String untagged(String text) {
    return text.replaceAll(" \\((?:DL-R[^)]*)\\)", "");
  }

  // ---------------------------------------------------------------- adventurers (§6.3)

  public static String adventurer(Adventurer a) {
    StringBuilder b = new StringBuilder();
    if (a.paladin()) {
      b.append("the kingdom's champion in year ").append(a.year()).append(": health ").append(a.health()).append("; ")
          .append(a.antiTrap()).append(" anti-trap, ").append(a.magic()).append(" magic and ").append(a.healing())
          .append(" healing icons; comes for the most evil lord once his evil reaches 10 (DL-R65) and stands at the very"
              + " front of the party (DL-R67); he is no warrior, thief, priest or wizard, so Vampires may attack him.");
      return b.toString();
    }
    b.append(Names.cls(a.cls()).toLowerCase()).append(" of year ").append(a.year()).append(", level ").append(a.level())
        .append(": health ").append(a.health());
    switch (a.cls()) {
      case WARRIOR -> b.append("; joins his party at the front, behind the paladin (DL-R61).");
      case THIEF -> b.append("; ").append(icons(a.antiTrap(), "anti-trap icon"))
          .append(": the party's anti-trap icons together prevent that many points of trap damage each round, front"
              + " first (DL-R80).");
      case PRIEST -> b.append("; ").append(icons(a.healing(), "healing icon"))
          .append(": after an attack the party's healing icons together remove that many damage counters, front first"
              + " (DL-R96).");
      case WIZARD -> b.append("; ").append(icons(a.magic(), "magic icon"))
          .append(": the party casts the round's combat card when its magic icons reach the card's requirement (DL-R83).");
      default -> b.append('.');
    }
    b.append(" Each season's newcomers go weakest first, the lowest level to the least evil lord (DL-R58).");
    return b.toString();
  }

  private static String icons(int n, String one) {
    return Names.count(n, one);
  }

  /** The four classes and the paladin, for a player who asks what a class does. */
  public static String cls(AdventurerClass c) {
    return switch (c) {
      case WARRIOR -> "adventurer who joins his party at the front, behind the paladin (DL-R61).";
      case THIEF -> "adventurer whose anti-trap icons prevent trap damage, front first (DL-R80).";
      case PRIEST -> "adventurer whose healing icons remove damage after an attack (DL-R96).";
      case WIZARD -> "adventurer whose magic icons let the party cast the round's combat card (DL-R83).";
      case PALADIN -> "the kingdom's champion: comes for the most evil lord once his evil reaches 10, stands at the"
          + " front, and has every icon (DL-R65..R68).";
      case ILLUSION -> "an illusory adventurer of health 1 the Illusion spell puts at the front; eliminating it"
          + " imprisons nothing.";
    };
  }

  // ---------------------------------------------------------------- monsters (§6.4)

  public static String monster(MonsterKind k) {
    StringBuilder b = new StringBuilder(k.ghost() ? "ghost (not a monster)" : "monster");
    b.append("; ").append(tiles(k)).append("; hire and payday cost ").append(cost(k)).append(". Attack");
    Vector<Attack> as = k.attacks();
    if (as.size() == 1) {
      b.append(": ").append(attack(k, as.head()));
    } else {
      b.append(", one of: ");
      for (int i = 0; i < as.size(); i++) {
        b.append(i == 0 ? "" : "; or ").append('(').append((char) ('a' + i)).append(") ").append(attack(k, as.get(i)));
      }
    }
    b.append(" (DL-R86).");
    if (k.ghost()) {
      b.append(" A ghost is no monster: any number may stand on one tile, spells on \"all monsters\" ignore it and"
          + " spells on \"one monster\" cannot choose it; it cannot attack the first adventurer (DL-R90, DL-R91).");
    }
    if (k.trollToken()) {
      b.append(" Brings its owner a troll token, which may stand in for an imp when a room is activated (DL-R37).");
    }
    return b.toString();
  }

  private static String tiles(MonsterKind k) {
    int one = k.tiles(1);
    int two = k.tiles(2);
    if (one == 0) {
      return Names.count(two, "tile") + " in year 2 only";
    }
    return Names.count(one, "tile") + " in year 1 and " + two + " in year 2";
  }

  /** A monster's cost in words; evil in a cost raises the lord's evil (DL-R23). */
  public static String cost(MonsterKind k) {
    Vector<String> parts = Vector.empty();
    if (k.food() > 0) {
      parts = parts.append(k.food() + " food");
    }
    if (k.gold() > 0) {
      parts = parts.append(k.gold() + " gold");
    }
    if (k.evil() > 0) {
      parts = parts.append(k.evil() + " evil (your evil rises by " + k.evil() + ")");
    }
    if (k.sacrifice()) {
      parts = parts.append("sacrificing another monster (not a ghost)");
    }
    if (k.discardsTrap()) {
      parts = parts.append("discarding a trap card");
    }
    return parts.mkString(" + ");
  }

  /** One attack option from its primitives. */
  public static String attack(MonsterKind k, Attack a) {
    if (!a.isAttack()) {
      return "no attack, and this round's fatigue and conquest step is skipped";
    }
    String main = a.hits() > 1
        ? a.hits() + " separate hits of " + a.damage() + " damage, each to " + target(a.target())
        : a.damage() + " damage to " + target(a.target());
    return attackCost(a) + main + attackExtras(k, a);
  }

  /** {@code "pay 1 food: "}, or nothing. */
  public static String attackCost(Attack a) {
    return a.foodCost() > 0 ? "pay " + a.foodCost() + " food: " : "";
  }

  /** What an attack does besides its damage, each part after a semicolon; empty if nothing. */
  public static String attackExtras(MonsterKind k, Attack a) {
    StringBuilder b = new StringBuilder();
    if (a.followUp()) {
      b.append("; if that eliminates him, 1 damage to the new first adventurer");
    }
    if (a.staysReady()) {
      b.append("; the ").append(k.label()).append(" stays ready");
    }
    if (a.skipsHealing()) {
      b.append("; the party skips this round's healing step");
    }
    if (a.skipsFatigueAndConquest()) {
      b.append("; this round's fatigue and conquest step is skipped");
    }
    return b.toString();
  }

  public static String target(Target t) {
    return switch (t) {
      case FIRST -> "the first adventurer";
      case SECOND -> "the second adventurer";
      case EACH -> "each adventurer";
      case ANY -> "any adventurer";
      case ANY_EXCEPT_FIRST -> "any adventurer but the first";
      case ANY_NON_PRIEST -> "any adventurer who is not a priest";
      case NONE -> "nobody";
    };
  }

  // ---------------------------------------------------------------- rooms (§6.5)

  public static String room(Room r) {
    if (r.year() == 1) {
      return "year-1 production room, built only in " + zone(r.zone()) + " (DL-R31). Activate it once a season in"
          + " year 1, twice in year 2, by putting " + Names.count(r.imps(), "imp") + " on it (troll tokens may stand in)"
          + (r.food() > 0 ? " and paying " + r.food() + " food" : "") + ": " + product(r.product()) + " (DL-R35).";
    }
    StringBuilder b = new StringBuilder("year-2 room: ");
    Vector<MonsterKind> boosted = Vector.of(MonsterKind.values()).filter(r::boosts);
    Vector<MonsterKind> scored = Vector.of(MonsterKind.values()).filter(k -> r.pointsPer(k) > 0);
    if (!boosted.isEmpty()) {
      b.append(kinds(boosted, true)).append(" attacking on this tile deal +1 damage per damage amount (DL-R88).");
    } else if (!scored.isEmpty()) {
      b.append("at the end, +").append(r.pointsPer(scored.head())).append(r.pointsPer(scored.head()) == 1 ? " point" : " points")
          .append(" per ").append(kinds(scored, false))
          .append(" you own (DL-R110).");
    } else {
      b.append(switch (r) {
        case LABYRINTH -> "up to 2 traps may be planned on it, for no gold, and you choose their order (DL-R81).";
        case ANTIMAGIC_ROOM -> "no spell is cast while it is the battle tile (DL-R83).";
        case HALL_OF_FAME -> "at the end, +1 point per imprisoned adventurer and +2 per imprisoned paladin (DL-R110).";
        default -> "no effect.";
      });
    }
    return b.toString() + " A conquered room does nothing.";
  }

  private static String kinds(Vector<MonsterKind> ks, boolean plural) {
    Vector<String> names = ks.map(k -> plural ? plural(k.label()) : k.label());
    return names.size() == 1 ? names.head() : names.init().mkString(", ") + " and " + names.last();
  }

  /** Goblins, Witches. */
  public static String plural(String name) {
    return name + (name.endsWith("ch") ? "es" : "s");
  }

  public static String zone(Zone z) {
    return switch (z) {
      case TOP -> "the top two rows";
      case BOTTOM -> "the bottom two rows";
      case OUTER -> "the outer squares (the edge of the grid)";
      case INNER -> "the six inner squares";
      case ANY -> "any square";
    };
  }

  /** What a room's activation yields, as a thing: {@code "1 food"}, {@code "evil -1"}. */
  public static String yield(Product p) {
    return switch (p) {
      case FOOD -> "1 food";
      case GOLD -> "1 gold";
      case TRAP -> "1 trap card";
      case TUNNEL -> "1 tunnel";
      case EVIL_DOWN -> "evil -1";
      case IMP -> "1 new imp";
      case NONE -> "nothing";
    };
  }

  /** A monster's cost in short: {@code "1 food + 2 evil"}. */
  public static String shortCost(MonsterKind k) {
    return cost(k).replaceAll(" \\(your evil rises by \\d+\\)", "");
  }

  public static String product(Product p) {
    return switch (p) {
      case FOOD -> "you get 1 food";
      case GOLD -> "you get 1 gold";
      case TRAP -> "you draw 1 trap card";
      case TUNNEL -> "you dig 1 tunnel";
      case EVIL_DOWN -> "your evil drops by 1";
      case IMP -> "you get 1 new imp, usable at once";
      case NONE -> "nothing";
    };
  }

  // ---------------------------------------------------------------- traps (§6.6)

  public static String trap(Trap t) {
    StringBuilder b = new StringBuilder("trap (" + Trap.COPIES + " cards of it in the deck): ");
    Vector<String> cost = Vector.empty();
    if (t.gold() > 0) {
      cost = cost.append("pay " + t.gold() + " gold");
    }
    if (t.food() > 0) {
      cost = cost.append("pay " + t.food() + " food");
    }
    if (t.imp() > 0) {
      cost = cost.append("remove " + Names.count(t.imp(), "available imp") + " from the game (troll tokens cannot)");
    }
    if (!cost.isEmpty()) {
      b.append(cost.mkString(" and ")).append(": ");
    }
    b.append(trapDamage(t));
    if (t.noConquest()) {
      b.append("; no conquest this round (DL-R99)");
    }
    if (t.poison()) {
      b.append("; at the end of the round the same adventurer takes 2 more damage that nothing prevents (DL-R101)");
    }
    if (t.antiMagic()) {
      b.append("; if it hits a wizard no spell is cast this round, if a priest the healing step is skipped");
    }
    return b.append(". Anti-trap icons prevent its damage, never its other effects; set in a room (not the Labyrinth)"
        + " it costs 1 gold more (DL-R78, DL-R80).").toString();
  }

  private static String trapDamage(Trap t) {
    int[] one = t.layout(new int[] {99}, 0);
    int[] three = t.layout(new int[] {99, 99, 99}, 0);
    return switch (t.target()) {
      case FIRST -> (one[0] == 99 ? "damage to the first adventurer equal to his health" : one[0] + " damage to the first adventurer")
          + (three[1] > 0 ? ", " + three[1] + " to each other" : "");
      case SECOND -> three[1] + " damage to the second adventurer (none when only one is left)";
      case EACH -> three[0] + " damage to each adventurer" + (three[2] > three[0] ? ", " + (three[2] - three[0]) + " more to the last" : "");
      case ANY -> one[0] + " damage to an adventurer of your choice";
      default -> "no damage";
    };
  }

  // ---------------------------------------------------------------- combat cards (§6.8)

  public static String combatCard(CombatCard c) {
    return "year-" + c.year() + " combat card, cast in the " + (c.fast() ? "fast-spell step, before the monsters attack"
        : "slow-spell step, after the monsters attack") + ", if the party's magic icons reach " + c.magic() + ": "
        + spell(c) + " (DL-R83). Fatigue " + c.fatigue() + ": "
        + (c.fatigue() == 0 ? "no fatigue damage" : c.fatigue() + " damage to the party at the end of the round, front first")
        + " (DL-R98).";
  }

  /** What the spell does, from its primitive and amount. */
  public static String spell(CombatCard c) {
    return switch (c.spell()) {
      case WITHDRAW_ALL_OR_EVIL -> "the lord chooses: withdraw all his monsters (not ghosts) from the battle, or gain "
          + c.amount() + " evil";
      case PAY_OR_WITHDRAW -> "for each of his monsters (not ghosts) in the battle the lord pays its payday cost or"
          + " withdraws it";
      case SHIELD -> "the first point of monster or ghost damage this round is absorbed";
      case INVISIBILITY -> "the wizards move to the back of the party and take no damage this round";
      case GAIN_EVIL -> "the lord gains " + c.amount() + " evil";
      case LOSE_IMP -> "the lord loses 1 imp";
      case LOSE_TREASURE -> "the lord loses 1 gold; with none, 1 food; with none, a trap card of his choice";
      case NOTHING -> "no effect";
      case WITHDRAW_ONE -> "the lord withdraws one of his monsters from the battle";
      case SHEEP -> "one of the lord's monsters in the battle is a sheep this round: it does not attack";
      case BLIND_RAGE -> "every monster attack this round hits the first adventurer instead";
      case FOOD_TOKEN -> "the first adventurer gets +1 health until the combat ends";
      case ILLUSION -> "an illusory adventurer of health 1 stands at the very front; eliminating it imprisons nothing";
      case COURAGE -> "this round no effect stops the fatigue and conquest step";
      case REGENERATION -> "1 damage is removed from each adventurer";
      case RELEASE_PRISONER -> "the lord releases one prisoner of his choice";
      case DISCARD_MONSTER -> "one of the lord's monsters in the battle is discarded from the game";
    };
  }

  // ---------------------------------------------------------------- special events (§6.9)

  public static String special(SpecialEvent e) {
    return "special event (one a year, on one of the seasons 2 to 4): each lord in turn order: " + e.effect() + " (DL-R54).";
  }

  // ---------------------------------------------------------------- order cards (§6.1)

  public static String order(Order o) {
    return "order card; its action spaces: " + spaces(o) + (o == Order.MONSTERS
        ? "; played as your 1st order it costs 1 gold (DL-R22, DL-R17)." : " (DL-R22).");
  }

  /** The three action spaces of an order in words, I first. */
  public static String spaces(Order o) {
    return "I: " + space(o, 0) + "; II: " + space(o, 1) + "; III: " + space(o, 2);
  }

  /** What one action space costs and gives (DL-R22), {@code sp} 0..2. */
  public static String space(Order o, int sp) {
    return switch (o) {
      case FOOD -> new String[] {"pay 1 gold for 2 food", "pay 1 evil for 3 food", "pay 2 evil for 3 food and 1 gold"}[sp];
      case REPUTATION -> new String[] {"evil -1 and spy on a combat card", "evil -2",
          "pay 1 gold: evil -2 and spy on a combat card"}[sp];
      case TUNNELS -> new String[] {"dig up to 2 tunnels with your imps", "dig up to 3 tunnels",
          "dig up to 4 tunnels (one more imp as foreman)"}[sp];
      case GOLD -> new String[] {"mine up to 2 gold with your imps", "mine up to 3 gold",
          "mine up to 4 gold (one more imp as foreman)"}[sp];
      case IMPS -> new String[] {"pay 1 food for 1 imp", "pay 2 food for 2 imps", "pay 1 food and 1 gold for 2 imps"}[sp];
      case TRAPS -> new String[] {"pay 1 gold for 1 trap card", "1 trap card for free", "pay 2 gold for 2 trap cards"}[sp];
      case MONSTERS -> new String[] {"hire a monster", "hire a monster", "hire a monster, paying 1 food more"}[sp];
      case ROOMS -> new String[] {"build a room for free", "build a room for 1 gold", "build a room for 1 gold"}[sp];
    };
  }
}
