package dev.ply.games.munchkin.agent;

import static dev.ply.games.munchkin.MunchkinPositions.P1;
import static dev.ply.games.munchkin.MunchkinPositions.P2;
import static dev.ply.games.munchkin.MunchkinPositions.P3;
import static dev.ply.games.munchkin.MunchkinPositions.P4;
import static dev.ply.games.munchkin.MunchkinPositions.players;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.agent.Strategy;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The strategy's "never does" (docs/agents.md, Munchkin): in each position the bad option is
 * listed and the bot does not take it, whatever its dice, and where there is a good choice it
 * takes it. Positions are built with the game's {@code MunchkinPositions}; the bot sees only its
 * view, as a bot does.
 */
class MunchkinStrategyTest {
  static final MunchkinGame GAME = new MunchkinGame();
  static final MunchkinStrategy BOT = new MunchkinStrategy();

  /** The bot's pick for {@code who} with dice seeded {@code seed}. */
  static MunchkinAction pick(MunchkinState s, PlayerId who, long seed) {
    assertEquals(who, GAME.awaiting(s).head(), "the position awaits " + who);
    MunchkinState view = GAME.view(s, who);
    Seq<MunchkinAction> legal = GAME.legalActions(view, who);
    return legal.get(BOT.choose(view, who, legal, new Dice(RandomSource.seeded(seed))));
  }

  static MunchkinAction pick(MunchkinState s, PlayerId who) {
    return pick(s, who, 1);
  }

  /** The bad option is listed, and with 30 different dice the bot never takes it. */
  static void never(MunchkinState s, PlayerId who, Predicate<MunchkinAction> bad, String what) {
    assertTrue(GAME.legalActions(s, who).exists(bad::test), what + " is not even listed: the scenario tests nothing");
    for (long seed = 0; seed < 30; seed++) {
      MunchkinAction a = pick(s, who, seed);
      assertFalse(bad.test(a), "the bot chose " + GAME.describe(s, a) + " (" + what + ")");
    }
  }

  static MunchkinState apply(MunchkinState s, MunchkinAction a) {
    return GAME.apply(s, a).get().state();
  }

  /** Lets everyone pass until {@code who} is awaited. */
  static MunchkinState passUntil(MunchkinState s, PlayerId who) {
    for (int i = 0; i < 12 && !GAME.awaiting(s).head().equals(who); i++) {
      s = apply(s, new Pass(GAME.awaiting(s).head()));
    }
    assertEquals(who, GAME.awaiting(s).head());
    return s;
  }

  @Test
  @DisplayName("registered: the game's Strategy is MunchkinStrategy")
  void registered() {
    assertTrue(Strategy.of(GAME).get() instanceof MunchkinStrategy);
  }

  @Test
  @DisplayName("MK-R20: never discards its own Race or Class, in a window or as Berserk fodder")
  void ownRaceAndClass() {
    MunchkinState s = NeverPositions.clericDwarf();
    never(s, P1, a -> a instanceof DiscardClass || a instanceof DiscardRace, "discarding its own Cleric or Dwarf");
    // a losing Warrior berserks with the hand card, never with its Race card (MK-R25, MK-R29)
    MunchkinState f = players(4).level(P1, 3).cls(P1, "Warrior").race(P1, "Elf").hand(P1, "Duck of Doom")
        .fighting("Harpies");
    never(f, P1, a -> a instanceof Berserk b && !b.card().equals(GAME.view(f, P1).seat(0).hand().head()),
        "berserking with its Race or Class card");
  }

  @Test
  @DisplayName("MK-R44: never looks for trouble at level 1 with Squidzilla; fights the Potted Plant it beats")
  void squidzilla() {
    MunchkinState s = NeverPositions.squidzillaAtLevelOne();
    never(s, P1, a -> a instanceof LookForTrouble, "looking for trouble with Squidzilla");
    assertTrue(pick(s, P1) instanceof LootTheRoom, "it loots the room instead");
    MunchkinState g = players(4).equipped(P1, "Bad-Ass Bandanna", "Boots of Butt-Kicking")
        .hand(P1, "Squidzilla", "Potted Plant").troubleOrLoot();
    MunchkinAction a = pick(g, P1);
    assertTrue(a instanceof LookForTrouble t && t.monster().equals("D01"), "fights the Potted Plant: " + a);
  }

  @Test
  @DisplayName("MK-R37: never gives Horny Helmet away for nothing, by proposal or by accepting a request")
  void hornyHelmet() {
    MunchkinState s = NeverPositions.hornyHelmet();
    never(s, P1, a -> a instanceof ProposeTrade t && t.give().isDefined() && t.receive().isEmpty(),
        "giving an item as a gift");
    MunchkinState asked = NeverPositions.hornyHelmetAskedFor();
    never(asked, P1, a -> a instanceof AcceptTrade, "handing Horny Helmet over for nothing");
    // a fair swap is taken: the Bandanna (+3, 400 gold) for the Helmet (+1, 600 gold) on a Human
    MunchkinState fair = players(4).equipped(P1, "Horny Helmet").carried(P2, "Bad-Ass Bandanna").startOfTurn();
    MunchkinState offered = apply(passUntil(fair, P2), new ProposeTrade(P2, P1, Option.of("T01"), Option.of("T16")));
    assertTrue(pick(offered, P1) instanceof AcceptTrade, "takes the better item");
  }

  @Test
  @DisplayName("MK-R37: proposes a swap both gain by at the start of its own turn, and in no other window")
  void swapsOnItsOwnTurn() {
    // a Human p1 carries the Bow With Ribbons (Elf only, 800 gold); p2, an Elf, the Bad-Ass Bandanna (+3, Human only)
    MunchkinState own = players(3).level(P1, 2).level(P3, 3).carried(P1, "Bow With Ribbons").race(P2, "Elf")
        .carried(P2, "Bad-Ass Bandanna").startOfTurn();
    MunchkinAction a = pick(own, P1);
    assertTrue(a instanceof ProposeTrade t && t.to().equals(P2) && t.receive().isDefined() && t.give().isDefined(),
        "offers the Bow for the Bandanna: " + GAME.describe(own, a));
    MunchkinState theirs = players(3).turn(P2).level(P1, 2).level(P3, 3).carried(P1, "Bow With Ribbons")
        .race(P2, "Elf").carried(P2, "Bad-Ass Bandanna").startOfTurn();
    never(passUntil(theirs, P1), P1, x -> x instanceof ProposeTrade, "proposing a trade in another player's turn");
    // p2 is Human: the Bandanna is worth more to them than a Bow they cannot use, and they would refuse
    MunchkinState human = players(3).level(P1, 2).level(P3, 3).carried(P1, "Bow With Ribbons")
        .carried(P2, "Bad-Ass Bandanna").startOfTurn();
    never(human, P1, x -> x instanceof ProposeTrade t && t.to().equals(P2), "proposing a swap p2 would refuse");
    assertTrue(pick(passUntil(apply(human, new ProposeTrade(P1, P2, Option.of("T04"), Option.of("T01"))), P2), P2)
        instanceof DeclineTrade, "p2 does refuse it");
    never(NeverPositions.swapTurnedDown(), P1, MunchkinStrategyTest::bowForBandanna, "proposing again the swap p2 turned down");
  }

  static boolean bowForBandanna(MunchkinAction a) {
    return a instanceof ProposeTrade t && t.to().equals(P2) && t.give().contains("T04") && t.receive().contains("T01");
  }

  @Test
  @DisplayName("MK-R53: helps only for a share it values, and never into a fight lost together")
  void helpsForAShare() {
    never(NeverPositions.harpiesHelpAsked(0), P2, a -> a instanceof AcceptHelp, "helping for nothing");
    assertTrue(pick(NeverPositions.harpiesHelpAsked(1), P2) instanceof AcceptHelp,
        "joins for a treasure: 2 + 5 + 4 beat the Harpies' 4");
    never(NeverPositions.bigfootHelpAsked(), P2, a -> a instanceof AcceptHelp, "joining a fight the two of them lose");
  }

  @Test
  @DisplayName("MK-R53 MK-R55 MK-R57: pays a helper only in a fight it loses alone")
  void paysForHelpOnlyWhenLosing() {
    // p1 at level 5 beats the Harpies' 4; p2 at level 1 is not the leader, who is p3 at 3
    MunchkinState won = passUntil(players(4).level(P1, 5).level(P3, 3).fighting("Harpies"), P2);
    never(apply(won, new OfferHelp(P2, Option.none(), 1, true)), P1, a -> a instanceof AcceptOffer,
        "giving the first pick of the treasure for help in a fight won alone");
    assertTrue(pick(apply(won, new OfferHelp(P2, Option.none(), 0, false)), P1) instanceof AcceptOffer,
        "help for nothing costs nothing");
    MunchkinState elf = passUntil(players(4).level(P1, 5).level(P3, 3).race(P2, "Elf").fighting("Harpies"), P2);
    never(apply(elf, new OfferHelp(P2, Option.none(), 0, false)), P1, a -> a instanceof AcceptOffer,
        "an Elf's help for nothing in a fight won alone: a level for the Elf");
    MunchkinState lost = passUntil(NeverPositions.harpiesTable().fighting("Harpies"), P2); // p1 at level 2
    assertTrue(pick(apply(lost, new OfferHelp(P2, Option.none(), 1, false)), P1) instanceof AcceptOffer,
        "a treasure for the help that turns a lost fight: 2 + 5 + 4 beat the Harpies' 4");
  }

  @Test
  @DisplayName("MK-R53: never puts a question again that was turned down since the fight last changed")
  void asksOnceAFightAsItStands() {
    assertTrue(pick(passUntil(NeverPositions.harpiesTable().fighting("Harpies"), P1), P1) instanceof AskForHelp h
        && h.target().equals(P2), "asks p2, who turns the fight");
    MunchkinState refused = NeverPositions.harpiesAskRefused();
    never(refused, P1, a -> a instanceof AskForHelp h && h.target().equals(P2) && h.share() <= 1,
        "asking p2 again for no more than p2 just refused");
    // p3 plays a potion for the Harpies: the fight has changed, and p1 may ask p2 again
    MunchkinState withPotion = apply(apply(passUntil(NeverPositions.harpiesTable().hand(P3, "Potion of Idiotic Bravery")
        .fighting("Harpies"), P1), new AskForHelp(P1, P2, Option.none(), 1, false)), new DeclineHelp(P2));
    MunchkinState changed = apply(passUntil(withPotion, P3), new PlayCombatItem(P3, "T54", false));
    MunchkinAction again = pick(passUntil(changed, P1), P1);
    assertTrue(again instanceof AskForHelp h && h.target().equals(P2), "asks again once the fight changed: " + again);
    never(NeverPositions.harpiesOfferRefused(), P2, a -> a instanceof OfferHelp o && o.share() >= 1,
        "offering p1 help again for no less than p1 just declined");
    never(NeverPositions.harpiesCounterRefused(), P2, a -> a instanceof CounterOffer,
        "naming again the terms p1 just rejected, or dearer ones");
  }

  @Test
  @DisplayName("MK-R3 MK-R53: never helps the fighter to level 10, whatever the share")
  void noHelpToTen() {
    never(NeverPositions.helpToTenAsked(), P2, a -> a instanceof AcceptHelp, "helping p1 win the game");
  }

  @Test
  @DisplayName("MK-R85: curses the leader, never itself or a player behind")
  void cursesTheLeader() {
    MunchkinState s = NeverPositions.duckOfDoom();
    never(s, P1, a -> a instanceof PlayCurse c && !c.target().equals(P2), "cursing itself or a player behind");
    MunchkinAction a = pick(s, P1);
    assertTrue(a instanceof PlayCurse c && c.target().equals(P2), "the Duck of Doom goes to the leader: " + a);
  }

  @Test
  @DisplayName("MK-R62: an enhancer stops the leader's win; a fighter who is not the leader is let be")
  void enhancerOnTheLeader() {
    MunchkinState s = players(4).turn(P2).level(P2, 6).level(P3, 2).hand(P1, "Ancient").fighting("Lame Goblin");
    MunchkinAction a = pick(passUntil(s, P1), P1);
    assertTrue(a instanceof PlayEnhancer, "Ancient on the leader's monster: " + a);
    MunchkinState other = players(4).turn(P3).level(P2, 6).level(P3, 3).hand(P1, "Ancient").fighting("Lame Goblin");
    never(passUntil(other, P1), P1, x -> x instanceof PlayEnhancer, "spending Ancient on a fighter behind the leader");
  }

  @Test
  @DisplayName("MK-R3: anything that stops a kill winning the game is played")
  void stopsTheWinningKill() {
    MunchkinState s = players(4).turn(P3).level(P3, 9).level(P1, 4).hand(P1, "Magic Missile").fighting("Harpies");
    MunchkinAction a = pick(passUntil(s, P1), P1);
    assertTrue(a instanceof PlayCombatItem c && !c.forMunchkins(), "the Missile for the monster: " + a);
  }

  @Test
  @DisplayName("MK-R51 MK-R55: boosts its own fight when it would be lost, not when it is won")
  void boostsALostFight() {
    MunchkinState lost = players(4).level(P1, 3).hand(P1, "Magic Missile").fighting("Harpies");
    MunchkinAction a = pick(lost, P1);
    assertTrue(a instanceof PlayCombatItem c && c.forMunchkins(), "3 + 5 beat the Harpies' 4: " + a);
    MunchkinState won = NeverPositions.harpiesWon();
    never(won, P1, x -> x instanceof PlayCombatItem, "a one-shot on a fight already won");
    never(won, P1, x -> x instanceof AskForHelp, "asking for help in a fight already won");
  }

  @Test
  @DisplayName("MK-R32: wears the best item for the slot, swapping a worse one off")
  void equipsTheBest() {
    MunchkinState s = players(4).equipped(P1, "Helm of Courage").hand(P1, "Bad-Ass Bandanna").startOfTurn();
    MunchkinAction first = pick(s, P1);
    assertTrue(first instanceof Unequip u && u.item().equals("T15"), "the +1 Helm comes off: " + first);
    MunchkinAction second = pick(apply(s, first), P1);
    assertEquals(new PlayItem(P1, "T01", true), second, "the +3 Bandanna goes on");
  }

  @Test
  @DisplayName("MK-R38: sells spare items for a level")
  void sells() {
    MunchkinState s = players(4).level(P1, 2).equipped(P1, "Mithril Armor").hand(P1, "Pointy Hat of Power", "Mace of Sharpness")
        .startOfTurn();
    for (int i = 0; i < 6 && s.seat(0).level() == 2; i++) {
      MunchkinAction a = pick(s, P1);
      assertTrue(a instanceof AddToSale || a instanceof ConfirmSale, "selling, not " + GAME.describe(s, a));
      s = apply(s, a);
    }
    assertEquals(3, s.seat(0).level(), "400 + 600 gold is a level");
    assertTrue(s.seat(0).equipped().contains("T22"), "the worn armour is kept");
  }

  @Test
  @DisplayName("MK-R4 MK-R57: at level 9 levels come only from a kill: no sale, and a sure kill is looked for")
  void levelNine() {
    MunchkinState s = players(4).level(P1, 9).equipped(P1, "Mithril Armor").hand(P1, "Potted Plant", "Pointy Hat of Power", "Mace of Sharpness")
        .troubleOrLoot();
    assertFalse(GAME.legalActions(s, P1).exists(a -> a instanceof ConfirmSale), "MK-R4: no sale to level 10");
    MunchkinAction a = pick(s, P1);
    assertEquals(new LookForTrouble(P1, "D01"), a, "the Potted Plant (1) against 12 wins the game");
    MunchkinState won = apply(s, a);
    for (int i = 0; i < 40 && GAME.outcome(won).isEmpty(); i++) {
      PlayerId who = GAME.awaiting(won).head();
      won = apply(won, who.equals(P1) ? pick(won, P1) : new Pass(who));
    }
    assertEquals(io.vavr.collection.Vector.of(P1), GAME.outcome(won).get().winners());
  }

  @Test
  @DisplayName("MK-R47: charity gives away the card it values least")
  void charity() {
    MunchkinState s = players(4).level(P1, 3).hand(P1, "Duck of Doom", "Potion of General Studliness", "Magic Missile",
        "Mr. Bones", "Lame Goblin", "Maul Rat", "Flying Frogs").charity();
    MunchkinAction a = pick(s, P1);
    assertTrue(a instanceof GiveCharity g && g.card().startsWith("D") || a instanceof PlayGoUpLevel, "a Door card goes, or the level is taken first: " + a);
    assertFalse(a instanceof GiveCharity g && (g.card().equals("T69") || g.card().equals("T50")), "never the level or the Missile");
  }

  @Test
  @DisplayName("MK-R47: in Charity, where nobody passes, it gives a card rather than steal, beg or drop its Class")
  void charityGivesCards() {
    MunchkinState s = players(4).level(P1, 2).cls(P1, "Thief").carried(P2, "Spiky Knees")
        .hand(P1, "Mr. Bones", "Lame Goblin", "Maul Rat", "Flying Frogs", "Crabs", "Pit Bull").charity();
    never(s, P1, a -> !(a instanceof GiveCharity), "anything but giving a card away");
  }

  @Test
  @DisplayName("the same view and dice give the same choice")
  void deterministic() {
    MunchkinState s = players(4).hand(P1, "Squidzilla", "Duck of Doom").equipped(P1, "Horny Helmet").startOfTurn();
    for (long seed = 0; seed < 10; seed++) {
      assertEquals(pick(s, P1, seed), pick(s, P1, seed));
    }
  }
}
