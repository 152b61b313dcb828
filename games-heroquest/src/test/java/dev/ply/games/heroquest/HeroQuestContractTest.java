package dev.ply.games.heroquest;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.testkit.GameContractTest;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The core test kit with the spec's invariants (§9: card conservation, wounds and the death rule,
 * chests, tokens, the turn cap HQ-R45), random playouts for 2, 3 and 4 heroes (and the openHands
 * variant, HQ-R42), fuzzing (HQ-R46) and the no-leak check of hidden hands, deck, out-of-game
 * cards and chests (HQ-R42).
 */
class HeroQuestContractTest extends GameContractTest<HeroQuestState, HeroQuestAction> {
  private final HeroQuestGame game = new HeroQuestGame();

  @Override
  protected Game<HeroQuestState, HeroQuestAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1), Setup.of(3, 2), Setup.of(4, 3),
        Setup.of(3, 4).withOption("openHands", "true").withOption("heroes", "wizard,elf,dwarf"));
  }


  @Override
  protected void checkInvariants(HeroQuestState s) {
    Invariants.check(s);
  }

  @Override
  protected Seq<HeroQuestAction> arbitraryActions(HeroQuestState s, PlayerId player, Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(s.players().size()));
    String card = Cards.ALL.get(dice.nextInt(56)).id();
    String floorCard = s.floor().isEmpty() ? card : s.floor().get(dice.nextInt(s.floor().size()));
    Symbol symbol = Symbol.values()[dice.nextInt(Symbol.values().length)];
    HeroState me = s.activeHero();
    String inHand = me.hand().isEmpty() ? card : me.hand().get(dice.nextInt(me.hand().size()));
    String remove = dice.nextInt(2) == 0 ? HeroQuestAction.PERMANENT : Cards.ALL.get(42 + dice.nextInt(10)).id();
    PlayerId nobody = PlayerId.of("nobody");
    return Vector.of(
        new PlayCard(player, inHand),
        new PlayCard(player, card),
        new PlayCard(player, "X99"),
        new PlayCard(player, null),
        new PlayWound(player, inHand, other),
        new PlayWound(player, inHand, nobody),
        new PlayWound(player, inHand, null),
        new PlayPotion(player, inHand, other, remove),
        new PlayPotion(player, "B01", other, "nonsense"),
        new AssignWound(player, other),
        new AssignWound(player, PlayerId.SPECTATOR),
        new AssignPotion(player, other, remove),
        new Attack(player, floorCard, symbol),
        new Attack(player, floorCard, null),
        new Attack(player, card, Symbol.DOOR),
        new Heal(player, card),
        new Heal(player, me.wounds().isEmpty() ? null : me.wounds().head()),
        new Search(player),
        new Pass(player),
        new Pass(other),
        new Pass(PlayerId.SPECTATOR),
        new Search(nobody));
  }

  /**
   * The cards {@code viewer} cannot see (other hands unless openHands, deck, out of game)
   * redealt among their slots, never putting a card seen in play out of the game (§8), the
   * unopened chests reshuffled, another random source.
   */
  @Override
  protected Seq<HeroQuestState> hiddenVariants(HeroQuestState s, PlayerId viewer, Dice dice) {
    return Vector.of(redeal(s, viewer, dice, 0));
  }

  /**
   * A step may reveal the top cards of the deck to everyone and shuffle them back (HQ-R18), which
   * the view after it no longer shows, so the event check keeps the top eight cards in place.
   */
  @Override
  protected Seq<HeroQuestState> eventVariants(HeroQuestState s, PlayerId viewer, Dice dice) {
    return Vector.of(redeal(s, viewer, dice, 8));
  }

  private static HeroQuestState redeal(HeroQuestState s, PlayerId viewer, Dice dice, int keepTop) {
    Vector<String> kept = s.deck().take(keepTop);
    Vector<String> pool = s.deck().drop(keepTop);
    for (int seat = 0; seat < s.players().size(); seat++) {
      if (!s.openHands() && !s.players().get(seat).equals(viewer)) {
        pool = pool.appendAll(s.hero(seat).hand());
      }
    }
    // the out-of-game cards are drawn from the cards nobody has seen in play
    Vector<String> candidates = dice.shuffle(pool.appendAll(s.outOfGame()).removeAll(s.knownInDungeon()));
    Vector<String> out = candidates.take(s.outOfGame().size());
    pool = dice.shuffle(pool.appendAll(s.outOfGame()).removeAll(out));
    Vector<HeroState> heroes = s.heroes();
    for (int seat = 0; seat < s.players().size(); seat++) {
      if (!s.openHands() && !s.players().get(seat).equals(viewer)) {
        int n = heroes.get(seat).hand().size();
        heroes = heroes.update(seat, heroes.get(seat).withHand(pool.take(n)));
        pool = pool.drop(n);
      }
    }
    Vector<Option<Symbol>> chests = dice.shuffle(s.chests());
    return ImmutableHeroQuestState.copyOf(s).withHeroes(heroes).withDeck(kept.appendAll(pool)).withOutOfGame(out)
        .withChests(chests).withRandom(RandomSource.seeded(dice.nextInt(1 << 20)));
  }
}
