package dev.ply.games.munchkin.agent;

import static dev.ply.games.munchkin.MunchkinPositions.P1;
import static dev.ply.games.munchkin.MunchkinPositions.P2;
import static dev.ply.games.munchkin.MunchkinPositions.P3;
import static dev.ply.games.munchkin.agent.MunchkinStrategyTest.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.MctsAgent;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.state.MunchkinState;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The default bot ({@code mcts}) keeps the strategy's "never does" (docs/agents.md, Munchkin): it
 * may play another of the strategy's best actions where its playouts clearly favour one, and in
 * each of these positions the bad option is listed and it does not take it, whatever its seed.
 */
class MunchkinBotNeverTest {

  /** The bad option is listed, and with 5 different seeds the default bot never takes it. */
  static void never(MunchkinState s, PlayerId who, Predicate<MunchkinAction> bad, String what) {
    assertEquals(who, GAME.awaiting(s).head(), "the position awaits " + who);
    assertTrue(GAME.legalActions(s, who).exists(bad::test), what + " is not even listed: the scenario tests nothing");
    for (long seed = 0; seed < 5; seed++) {
      MctsAgent bot = MctsAgent.recommended(seed, () -> 0L);
      MunchkinAction a = bot.choose(GAME, GAME.view(s, who), who);
      // a check compared the strategy's best actions by playouts, or its ranking left the pick alone
      assertTrue(bot.lastTried() > 0, "the position is one the check decides, not the strategy alone");
      assertFalse(bad.test(a), "the bot chose " + GAME.describe(s, a) + " (" + what + ")");
    }
  }

  @Test
  @DisplayName("MK-R20: never discards its own Race or Class")
  void ownRaceAndClass() {
    never(NeverPositions.clericDwarf(), P1, a -> a instanceof DiscardClass || a instanceof DiscardRace,
        "discarding its own Cleric or Dwarf");
  }

  @Test
  @DisplayName("MK-R44: never looks for trouble at level 1 with Squidzilla")
  void squidzilla() {
    never(NeverPositions.squidzillaAtLevelOne(), P1, a -> a instanceof LookForTrouble, "looking for trouble with Squidzilla");
  }

  @Test
  @DisplayName("MK-R37: never gives Horny Helmet away for nothing, by proposal or by accepting a request")
  void hornyHelmet() {
    never(NeverPositions.hornyHelmet(), P1, a -> a instanceof ProposeTrade t && t.give().isDefined() && t.receive().isEmpty(),
        "giving an item as a gift");
    never(NeverPositions.hornyHelmetAskedFor(), P1, a -> a instanceof AcceptTrade, "handing Horny Helmet over for nothing");
  }

  @Test
  @DisplayName("MK-R37: never proposes again a swap turned down while its items stayed where they were")
  void swapsOnce() {
    never(NeverPositions.swapTurnedDown(), P1, MunchkinStrategyTest::bowForBandanna, "proposing again the swap p2 turned down");
  }

  @Test
  @DisplayName("MK-R37: never asks another player for an item as a gift (the table is not pestered)")
  void begs() {
    never(NeverPositions.giftsToBegFor(), P3, MunchkinBotNeverTest::begging, "asking for an item as a gift");
  }

  static boolean begging(MunchkinAction a) {
    return a instanceof ProposeTrade t && t.give().isEmpty() && t.receive().isDefined();
  }

  @Test
  @DisplayName("MK-R53, MK-R3: helps only for a share, never into a lost fight, never the fighter to level 10")
  void helps() {
    never(NeverPositions.harpiesHelpAsked(0), P2, a -> a instanceof AcceptHelp, "helping for nothing");
    never(NeverPositions.bigfootHelpAsked(), P2, a -> a instanceof AcceptHelp, "joining a fight the two of them lose");
    never(NeverPositions.helpToTenAsked(), P2, a -> a instanceof AcceptHelp, "helping p1 win the game");
  }

  @Test
  @DisplayName("MK-R53: never puts a question again that was turned down since the fight last changed")
  void asksOnceAFightAsItStands() {
    never(NeverPositions.harpiesAskRefused(), P1, a -> a instanceof AskForHelp h && h.target().equals(P2) && h.share() <= 1,
        "asking p2 again for no more than p2 just refused");
    never(NeverPositions.harpiesOfferRefused(), P2, a -> a instanceof OfferHelp o && o.share() >= 1,
        "offering p1 help again for no less than p1 just declined");
    never(NeverPositions.harpiesCounterRefused(), P2, a -> a instanceof CounterOffer,
        "naming again the terms p1 just rejected, or dearer ones");
  }

  @Test
  @DisplayName("MK-R85: curses the leader, never itself or a player behind")
  void cursesTheLeader() {
    never(NeverPositions.duckOfDoom(), P1, a -> a instanceof PlayCurse c && !c.target().equals(P2),
        "cursing itself or a player behind");
  }

  @Test
  @DisplayName("MK-R55: no one-shot and no call for help in its own fight already won")
  void wonFight() {
    never(NeverPositions.harpiesWon(), P1, x -> x instanceof PlayCombatItem || x instanceof AskForHelp,
        "a one-shot or a helper for a fight already won");
  }

  @Test
  @DisplayName("MK-R32: never takes off the gear it wears only to carry it")
  void keepsItsGearOn() {
    never(NeverPositions.wornGear(), P1, a -> a instanceof Unequip, "taking an item off to carry it");
  }

  @Test
  @DisplayName("MK-R31: never lays a one-shot from its hand on the table for nothing, its hand within the limit")
  void keepsOneShotsInHand() {
    never(NeverPositions.oneShotsInHand(), P1, a -> a instanceof PlayItem, "putting a one-shot on the table");
  }

  @Test
  @DisplayName("MK-R38: puts up for sale only what makes its level")
  void sellsOnlyItsSale() {
    never(NeverPositions.potionUpForSale(), P1, a -> a instanceof AddToSale, "putting up for sale what makes no level");
  }
}
