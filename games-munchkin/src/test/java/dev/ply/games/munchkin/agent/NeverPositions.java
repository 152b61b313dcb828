package dev.ply.games.munchkin.agent;

import static dev.ply.games.munchkin.MunchkinPositions.P1;
import static dev.ply.games.munchkin.MunchkinPositions.P2;
import static dev.ply.games.munchkin.MunchkinPositions.P3;
import static dev.ply.games.munchkin.MunchkinPositions.players;
import static dev.ply.games.munchkin.agent.MunchkinStrategyTest.apply;
import static dev.ply.games.munchkin.agent.MunchkinStrategyTest.passUntil;

import dev.ply.games.munchkin.MunchkinPositions;
import dev.ply.games.munchkin.action.MunchkinAction.AskForHelp;
import dev.ply.games.munchkin.action.MunchkinAction.CounterOffer;
import dev.ply.games.munchkin.action.MunchkinAction.DeclineHelp;
import dev.ply.games.munchkin.action.MunchkinAction.DeclineOffer;
import dev.ply.games.munchkin.action.MunchkinAction.OfferHelp;
import dev.ply.games.munchkin.action.MunchkinAction.ProposeTrade;
import dev.ply.games.munchkin.action.MunchkinAction.RejectCounter;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The positions of the "never does" scenarios that both the strategy ({@link MunchkinStrategyTest})
 * and the default bot ({@link MunchkinBotNeverTest}) are put in: p1 decides unless said otherwise.
 */
final class NeverPositions {
  private NeverPositions() {}

  /** MK-R20: p1 a Dwarf Cleric at the start of its turn. */
  static MunchkinState clericDwarf() {
    return players(4).cls(P1, "Cleric").race(P1, "Dwarf").startOfTurn();
  }

  /**
   * MK-R37: the swap of {@code MunchkinStrategyTest.swapsOnItsOwnTurn} (a Human p1's Bow With
   * Ribbons for an Elf p2's Bad-Ass Bandanna, which both gain by), which p2 turned down at p1's last
   * turn; neither item has moved since, and p1's turn begins.
   */
  static MunchkinState swapTurnedDown() {
    return players(3).level(P1, 2).level(P3, 3).carried(P1, "Bow With Ribbons").race(P2, "Elf")
        .carried(P2, "Bad-Ass Bandanna").startOfTurn()
        .withRefusedTrades(Vector.of(new Frame.Trade(0, 1, Option.of("T04"), Option.of("T01"))));
  }

  /** MK-R44: p1 at level 1 with Squidzilla in hand, free to look for trouble. */
  static MunchkinState squidzillaAtLevelOne() {
    return players(4).hand(P1, "Squidzilla").troubleOrLoot();
  }

  /** MK-R37: p1 wears Horny Helmet, p2 carries Leather Armor. */
  static MunchkinState hornyHelmet() {
    return players(4).equipped(P1, "Horny Helmet").carried(P2, "Leather Armor").startOfTurn();
  }

  /** MK-R37: p2 asks p1 for its Horny Helmet and offers nothing; p1 answers. */
  static MunchkinState hornyHelmetAskedFor() {
    return apply(passUntil(hornyHelmet(), P2), new ProposeTrade(P2, P1, Option.none(), Option.of("T16")));
  }

  /**
   * MK-R37: the end of p2's turn in a 3-player game of default bots (the deal of seed 7, the bots
   * seeded 1 to 3, turn 2), saved as it was: p3, a Cleric, may pass or ask p1 for its Loaded Die,
   * or p2 for one of its four items, as a gift; the default bot asked here, and at 25 of its first
   * 432 decisions.
   */
  static MunchkinState giftsToBegFor() {
    return saved("gifts-to-beg-for");
  }

  /** A position saved from a game as it was ({@code src/test/resources/agent/NAME.json}). */
  private static MunchkinState saved(String name) {
    try (java.io.InputStream in = NeverPositions.class.getResourceAsStream("/agent/" + name + ".json")) {
      return dev.ply.games.munchkin.MunchkinPositions.fromJson(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
          .getOrElseThrow((String why) -> new IllegalStateException(why));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** MK-R53: p1 (level 2) fights the Harpies and asks p2 (level 5, +4 worn) for help for {@code share} treasures; p2 answers. */
  static MunchkinState harpiesHelpAsked(int share) {
    return apply(harpiesTable().fighting("Harpies"), new AskForHelp(P1, P2, Option.none(), share, false));
  }

  /** MK-R53: the table of the Harpies scenarios: p1 at level 2 is to fight them, p2 at level 5 wears +4. */
  static MunchkinPositions harpiesTable() {
    return players(4).level(P1, 2).level(P2, 5).equipped(P2, "Mithril Armor", "Helm of Courage");
  }

  /** MK-R53: p2 turned down p1's ask for 1 treasure against the Harpies; the fight is as it was, and p1 holds priority. */
  static MunchkinState harpiesAskRefused() {
    return apply(harpiesHelpAsked(1), new DeclineHelp(P2));
  }

  /**
   * MK-R53: p2 answered p1's ask for nothing with "1 treasure", p1 rejected that, and now asks again
   * for 1 treasure, the fighter picking first; p2 answers.
   */
  static MunchkinState harpiesCounterRefused() {
    MunchkinState s = apply(apply(harpiesHelpAsked(0), new CounterOffer(P2, Option.none(), 1, false)), new RejectCounter(P1));
    return apply(s, new AskForHelp(P1, P2, Option.none(), 1, false));
  }

  /** MK-R53: p1 turned down p2's offer of help for 1 treasure against the Harpies; p2 holds priority. */
  static MunchkinState harpiesOfferRefused() {
    MunchkinState s = passUntil(harpiesTable().fighting("Harpies"), P2);
    return apply(apply(s, new OfferHelp(P2, Option.none(), 1, false)), new DeclineOffer(P1));
  }

  /** MK-R53: two level-2 players against Bigfoot: p1 asks p2 for 2 treasures; p2 answers. */
  static MunchkinState bigfootHelpAsked() {
    return apply(players(4).level(P1, 2).level(P2, 2).fighting("Bigfoot"),
        new AskForHelp(P1, P2, Option.none(), 2, false));
  }

  /** MK-R3: p1 at level 9 fights the Bullrog and asks the well-armed p2 for help for every treasure; p2 answers. */
  static MunchkinState helpToTenAsked() {
    MunchkinState s = players(4).level(P1, 9).level(P2, 5)
        .equipped(P2, "Mithril Armor", "Bad-Ass Bandanna", "Boots of Butt-Kicking", "Buckler of Swashing", "Sneaky Bastard Sword")
        .fighting("Bullrog");
    return apply(s, new AskForHelp(P1, P2, Option.none(), 5, true));
  }

  /** MK-R85: p1 (level 3) holds the Duck of Doom; p2 leads at 6, p3 is at 4. */
  static MunchkinState duckOfDoom() {
    return players(4).level(P1, 3).level(P2, 6).level(P3, 4).hand(P1, "Duck of Doom").startOfTurn();
  }

  /** MK-R55: p1 at level 5 against the Harpies (4), a Magic Missile in hand: the fight is won. */
  static MunchkinState harpiesWon() {
    return players(4).level(P1, 5).hand(P1, "Magic Missile").fighting("Harpies");
  }

  /** MK-R32: the end of p2's turn; p1 wears Pantyhose of Giant Strength (+3) and Boots of Running Really Fast (+0, +2 to run). */
  static MunchkinState wornGear() {
    return passUntil(players(4).turn(P2).equipped(P1, "Pantyhose of Giant Strength", "Boots of Running Really Fast")
        .endOfTurn(), P1);
  }

  /** MK-R31: the end of p1's own turn (level 3), two one-shots in a hand within its limit. */
  static MunchkinState oneShotsInHand() {
    return passUntil(players(4).turn(P1).level(P1, 3).hand(P1, "Potion of Idiotic Bravery", "Magic Missile")
        .endOfTurn(), P1);
  }

  /**
   * MK-R38: the start of p1's turn in a 4-player game of default bots (the deal of seed 12, the
   * bots seeded as {@code ply play} seeds them, step 127), saved as it was: p1 could put its
   * Potion of Idiotic Bravery (100 gold, no level's worth) up for sale, and did, then took it back,
   * four times that turn.
   */
  static MunchkinState potionUpForSale() {
    return saved("potion-up-for-sale");
  }
}
