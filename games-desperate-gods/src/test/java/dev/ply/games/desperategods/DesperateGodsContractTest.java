package dev.ply.games.desperategods;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.testkit.GameContractTest;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;

/**
 * The core contract suite with the §9 invariants after every step of seeded random playouts for 2,
 * 3 and 4 players (DG-R1), fuzzing and the no-leak check of §8. Coin conservation (DG-R66) is
 * invariant 1 and the round cap (DG-R91) invariant 12. The end on empty decks (DG-R90) is not checked
 * here (a game that missed it would run on to the round cap unnoticed); GoldenReplayTest and SC-17 check it.
 */
@DisplayName("DG-R1 DG-R35 DG-R66 DG-R91 contract: playouts, invariants, views, determinize, fuzz")
class DesperateGodsContractTest extends GameContractTest<DgState, DgAction> {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Override
  protected Game<DgState, DgAction> game() {
    return GAME;
  }

  @Override
  protected Seq<Setup> setups() {
    // the last setup caps the game at 4 rounds (DG-R91) so that round-cap endings are played too
    return Vector.of(Setup.of(2, 11L), Setup.of(3, 12L), Setup.of(4, 13L), Setup.of(3, 14L).withOption("maxRounds", "4"));
  }

  /** Ten whole playouts per setup for the every-step checks; the volume of 1,000 is streamed. */
  @Override
  protected int playouts() {
    return 10;
  }

  @Override
  protected void checkInvariants(DgState state) {
    Invariants.check(state);
  }

  @Override
  protected Seq<DgAction> arbitraryActions(DgState state, PlayerId player, Dice dice) {
    PlayerId other = PlayerId.seat(1 + dice.nextInt(5));
    PlayerId who = dice.nextInt(4) == 0 ? other : player;
    // near misses for the decisions that test an action directly instead of listing (rules/Decision):
    // an item or a victory card that some seat really holds, as often as one nobody holds
    Vector<Item> held = state.players().flatMap(p -> p.items());
    Vector<String> won = state.players().flatMap(p -> p.victory());
    int item = dice.nextInt(2) == 0 && !held.isEmpty() ? held.get(dice.nextInt(held.size())).number() : dice.nextInt(20) - 1;
    String[] cards = {"W-1", "L1-5", "L3-1", "X-9", "", "L2-5"};
    String card = dice.nextInt(2) == 0 && !won.isEmpty() ? won.get(dice.nextInt(won.size())) : cards[dice.nextInt(cards.length)];
    int n = dice.nextInt(8) - 2;
    return Vector.of(new RollMove(who), new Cast(who, item, CastMode.values()[dice.nextInt(3)]), new Cast(who, item, null),
        new UsePotion(who), new TeleportTo(who, dice.nextInt(2) == 0 ? "M06" : "Z99"), new ChooseDie(who, n),
        new Ring(who), new Bridge(who), new StopInTown(who), new ContinuePast(who), new Fight(who),
        new StartTrade(who), new Pass(who), new OfferGiveItem(who, item), new OfferGiveCoins(who, n),
        new OfferGiveVictory(who, card), new OfferAskItem(who, item), new OfferAskCoins(who, n),
        new OfferAskVictory(who, card), new Propose(who), new AbandonTrade(who), new Accept(who), new Decline(who),
        new FightSuccubus(who), new Surrender(who), new SwampTakeDamage(who), new SwampTryDoubles(who),
        new PayToll(who), new UseShyMask(who), new Ready(who), new Reroll(who, item, n), new UseHelmet(who),
        new UseBoots(who), new UseSphere(who), new LetBreak(who), new PickCard(who, n), new Ride(who), new Pay(who),
        new Interrogate(who, card), new ChooseMirrorTarget(who, other), new ChooseCemeteryTarget(who, other, card),
        new ChooseWandererTarget(who, null), new Sacrifice(who, item), new TakeThreeDamage(who), new Buy(who, n),
        new Sell(who, item), new CycleStore(who), new EndTown(who), new KeepDiscarding(who, item),
        new DeclineNew(who), new GiveUpItem(who, item), new DiscardItem(who, item), new ReturnVictoryCard(who, card),
        new TakeVictoryCard(who, card), new SendBack(who), new Pass(null));
  }

  /**
   * {@link DesperateGodsGame#maxActions} is the sound worst case of invariant 14, built from the
   * safety caps of DG-R98 that random play never approaches (hundreds of millions of actions
   * against a longest playout of about a thousand). The tight part of invariant 14, started turns
   * within R·P·11 and actions per turn within 218,114, is checked by {@code TransitionPropertiesTest}.
   */
  @Override
  protected long boundSlack() {
    return Long.MAX_VALUE;
  }

  /**
   * A step draws at most a few cards from the top of a deck and may put a fought monster back
   * under it (DG-R39), so the event check reorders each deck only below its top eight cards and
   * the Town deck below its top four.
   */
  @Override
  protected Seq<DgState> eventVariants(DgState state, PlayerId viewer, Dice dice) {
    Vector<Vector<String>> decks = Vector.empty();
    for (Vector<String> d : state.decks()) {
      decks = decks.append(d.take(8).appendAll(dice.shuffle(d.drop(8))));
    }
    Vector<Item> town = state.townDeck().take(4).appendAll(dice.shuffle(state.townDeck().drop(4)));
    return Vector.of(state.withDecks(decks).withTownDeck(town));
  }

  /** §8: only the order of the five decks and the random source are hidden. */
  @Override
  protected Seq<DgState> hiddenVariants(DgState state, PlayerId viewer, Dice dice) {
    Vector<Vector<String>> decks = Vector.empty();
    for (Vector<String> d : state.decks()) {
      decks = decks.append(dice.shuffle(d));
    }
    DgState variant = state.withDecks(decks).withTownDeck(dice.shuffle(state.townDeck()))
        .withRandom(RandomSource.seeded(dice.nextInt(1_000_000)));
    return Vector.of(variant);
  }
}
