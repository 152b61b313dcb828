package dev.ply.games.desperategods.agent;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.agent.Strategy;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.DesperateGodsPositions;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the strategy bot never does (docs/agents.md): in each position the bad option is legal and
 * the bot takes the good one instead. Positions come from the game's public builder.
 */
class DesperateGodsStrategyTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  /** The first decision of a built position (the builder runs the rules to it). */
  static DgState first(DesperateGodsPositions p) {
    return DesperateGodsPositions.start(p.build()).state();
  }

  static DgState after(DgState s, DgAction... actions) {
    for (DgAction a : actions) {
      s = GAME.apply(s, a).get().state();
    }
    return s;
  }

  /** What the bot plays for {@code me} from its own view, checking that {@code bad} was on offer. */
  static DgAction chosen(DgState s, PlayerId me, DgAction bad) {
    Seq<DgAction> legal = GAME.legalActions(s, me);
    assertTrue(legal.contains(bad), () -> bad + " should be legal here: " + legal);
    Strategy<DgState, DgAction> bot = Strategy.of(GAME).get();
    int pick = bot.choose(GAME.view(s, me), me, GAME.legalActions(GAME.view(s, me), me), new Dice(RandomSource.seeded(1)));
    return GAME.legalActions(GAME.view(s, me), me).get(pick);
  }

  @Test
  @DisplayName("DG-R42 DG-R306 losing a fight's roll it rerolls with its sword rather than settle for the loss")
  void rerollsALosingDie() {
    DgState s = first(DesperateGodsPositions.players(2).items(P1, "T-09").deckTop("W", "W-4").drawing(P1, "W", 1).dice(1));
    assertEquals(new Reroll(P1, 9, 0), chosen(s, P1, new Ready(P1)));
  }

  @Test
  @DisplayName("DG-R223 with HP to spare it pays 1 HP to send the Serene Way back rather than let a rival keep 8 skulls")
  void sendsTheSereneWayBack() {
    DgState s = first(DesperateGodsPositions.players(2).deckTop("L3", "L3-2").drawing(P1, "L3", 1).dice(6));
    assertEquals(new SendBack(P2), chosen(s, P2, new Decline(P2)));
  }

  @Test
  @DisplayName("DG-R90 DG-R93 whole games: the bot picks a legal place from its view at every decision, the same way for the same dice")
  void wholeGames() {
    for (int n = 2; n <= 4; n++) {
      for (long seed = 1; seed <= 3; seed++) {
        assertEquals(play(n, seed), play(n, seed), "the same seed and dice give the same game");
      }
    }
  }

  /** Every seat played by the strategy; the final state's outcome. */
  private static String play(int players, long seed) {
    Strategy<DgState, DgAction> bot = Strategy.of(GAME).get();
    Dice dice = new Dice(RandomSource.seeded(seed));
    DgState s = GAME.start(dev.ply.core.Setup.of(players, seed));
    for (int step = 0; GAME.outcome(s).isEmpty(); step++) {
      assertTrue(step < 5_000, "a game of bots ends");
      PlayerId p = GAME.awaiting(s).head();
      DgState view = GAME.view(s, p);
      Seq<DgAction> legal = GAME.legalActions(view, p);
      int pick = bot.choose(view, p, legal, dice);
      assertTrue(pick >= 0 && pick < legal.size());
      s = GAME.apply(s, legal.get(pick)).get().state();
    }
    return GAME.outcome(s).get().toString();
  }

  @Test
  @DisplayName("the strategy is the one the game offers to the heuristic agent")
  void registered() {
    assertTrue(Strategy.of(GAME).get() instanceof DesperateGodsStrategy);
  }

  @Test
  @DisplayName("DG-R222 bound to the Succubus, it fights again (a loss costs no HP) and never surrenders, which is death")
  void neverSurrenders() {
    DgState s = first(DesperateGodsPositions.players(2).bound(P1).turnStarting(P1));
    assertEquals(new FightSuccubus(P1), chosen(s, P1, new Surrender(P1)));
  }

  @Test
  @DisplayName("DG-R216 at the Spirited Shrine it sacrifices an item and never takes 3 damage, which kills at 3 HP")
  void shrineSacrificesTheLeastItem() {
    DgState s = first(DesperateGodsPositions.players(2).items(P1, "T-09", "T-01").deckTop("L2", "L2-2")
        .drawing(P1, "L2", 1));
    assertEquals(new Sacrifice(P1, 1), chosen(s, P1, new TakeThreeDamage(P1)), "the Brittle Dagger, not the Unflinching Sword");
  }

  @Test
  @DisplayName("DG-R46 DG-R203 at 1 HP it pays the Anxious Bandit's toll and never starts the fight that may kill it")
  void paysTheTollWhenTheFightMayKill() {
    DgState s = first(DesperateGodsPositions.players(2).hp(P1, 1).coins(P1, 1).deckTop("W", "W-3").drawing(P1, "W", 1));
    assertEquals(new PayToll(P1), chosen(s, P1, new DgAction.Fight(P1)));
  }

  @Test
  @DisplayName("DG-R37 DG-R46 at full health it fights the Anxious Bandit for its coins rather than pay to avoid it")
  void fightsWhatItCanAfford() {
    DgState s = first(DesperateGodsPositions.players(2).coins(P1, 1).deckTop("W", "W-3").drawing(P1, "W", 1));
    assertEquals(new DgAction.Fight(P1), chosen(s, P1, new PayToll(P1)));
  }

  @Test
  @DisplayName("DG-R304 DG-R207 it never takes a lethal blow when the Wary Helmet can stop it")
  void helmetAgainstALethalLoss() {
    DgState s = first(DesperateGodsPositions.players(2).hp(P1, 1).items(P1, "T-07").deckTop("W", "W-7")
        .drawing(P1, "W", 1).dice(1));
    assertEquals(new UseHelmet(P1), chosen(s, P1, new Accept(P1)));
  }

  @Test
  @DisplayName("DG-R302 it drinks the Warm Potion rather than die of a lost fight it cannot otherwise escape")
  void potionAgainstALethalLoss() {
    DgState s = first(DesperateGodsPositions.players(2).hp(P1, 1).items(P1, "T-04").deckTop("W", "W-2")
        .drawing(P1, "W", 1).dice(1));
    DgState pre = s;
    DgAction a = chosen(pre, P1, new DgAction.Fight(P1));
    assertEquals(new UsePotion(P1), a, "at 1 HP before a fight it may lose, it heals first");
  }

  @Test
  @DisplayName("DG-R106 on the Swamp at 1 HP it tries for doubles and never takes the damage that kills it")
  void swampAtOneHp() {
    DgState s = first(DesperateGodsPositions.players(2).hp(P1, 1).at(P1, "O06").turnStarting(P1));
    assertEquals(new SwampTryDoubles(P1), chosen(s, P1, new SwampTakeDamage(P1)));
  }

  @Test
  @DisplayName("DG-R101 at the Rapids with 1 HP it never rides, which would kill it")
  void rapidsAtOneHp() {
    DgState s = first(DesperateGodsPositions.players(2).hp(P1, 1).landing(P1, "O01"));
    assertEquals(new Decline(P1), chosen(s, P1, new Ride(P1)));
  }

  @Test
  @DisplayName("DG-R130 DG-R92 at the Interrogation it never turns skulls, which win, into coins")
  void neverCashesSkulls() {
    DgState s = first(DesperateGodsPositions.players(2).at(P1, "M02").victory(P1, "W-2").landing(P1, "M02"));
    assertEquals(new Decline(P1), chosen(s, P1, new Interrogate(P1, "W-2")));
  }

  @Test
  @DisplayName("DG-R57 DG-R306 in the Town it buys the Unflinching Sword it can afford and does not leave without it")
  void buysTheSword() {
    DgState s = first(DesperateGodsPositions.players(2).coins(P1, 9).store("T-01", "T-09", "T-04").inTown(P1));
    assertEquals(new Buy(P1, 2), chosen(s, P1, new EndTown(P1)));
  }

  @Test
  @DisplayName("DG-R11 DG-R56 at 1 HP it keeps the die that reaches the Town to heal, not the one that draws a card")
  void dieToTheTownAtOneHp() {
    DgState s = after(first(DesperateGodsPositions.players(2).hp(P1, 1).at(P1, "O26").dice(6, 2)), new RollMove(P1));
    assertEquals(new ChooseDie(P1, 1), chosen(s, P1, new ChooseDie(P1, 0)));
  }

  @Test
  @DisplayName("DG-R21 DG-R26 at 1 HP it never starts a duel with a healthy rival; declining is possible")
  void noDuelItWouldLose() {
    DgState s = after(first(DesperateGodsPositions.players(2).hp(P1, 1).at(P2, "O02").items(P2, "T-09").dice(2, 2)),
        new RollMove(P1));
    assertEquals(new Pass(P1), chosen(s, P1, new DgAction.Fight(P1)));
  }

  @Test
  @DisplayName("DG-R26 DG-R28 with two swords and full health it duels a wounded rival for the rival's coins")
  void duelsWhenItWins() {
    DgState s = after(first(DesperateGodsPositions.players(2).items(P1, "T-09", "T-10").hp(P2, 1).coins(P2, 8)
        .at(P2, "O02").dice(2, 2)), new RollMove(P1));
    assertEquals(new DgAction.Fight(P1), chosen(s, P1, new Pass(P1)));
  }

  @Test
  @DisplayName("DG-R22 it never accepts an offer that takes its item for nothing, and accepts one that gives it an item")
  void tradesOnlyForAGain() {
    DgState met = after(first(DesperateGodsPositions.players(2).active(P2).at(P2, "O00").at(P1, "O02")
        .items(P1, "T-07").items(P2, "T-17").turnStarting(P2).dice(2, 2)), new RollMove(P2));
    DgState robbery = after(met, new StartTrade(P2), new OfferAskItem(P2, 7), new Propose(P2));
    assertEquals(new Decline(P1), chosen(robbery, P1, new Accept(P1)));
    DgState gift = after(met, new StartTrade(P2), new OfferGiveItem(P2, 17), new Propose(P2));
    assertEquals(new Accept(P1), chosen(gift, P1, new Decline(P1)));
  }

  @Test
  @DisplayName("DG-R94 DG-R107 picking a card for a rival it picks the worst one for that rival")
  void picksTheWorstForARival() {
    DgState s = first(DesperateGodsPositions.players(2).deckTop("W", "W-2", "W-7").at(P1, "O07").landing(P1, "O07"));
    DgAction bad = GAME.legalActions(s, P2).find(a -> a.equals(new PickCard(P2, 0))).get();
    assertEquals(new PickCard(P2, 1), chosen(s, P2, bad), "Lonely Flight (3 damage on a loss), not the Eager Guardian");
  }

  @Test
  @DisplayName("DG-R204 robbed by the Hostile Rider it gives up its least useful item, never the sword")
  void givesUpTheLeast() {
    DgState s = after(first(DesperateGodsPositions.players(2).items(P1, "T-09", "T-11").deckTop("W", "W-4")
        .drawing(P1, "W", 1).dice(1)), new Ready(P1));
    assertEquals(new GiveUpItem(P1, 11), chosen(s, P1, new GiveUpItem(P1, 9)), "the Receptive Gem goes");
  }
}
