package dev.ply.games.heroquest.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Redacted views (§8, HQ-R42) and determinization. A view is built as a projection: it copies in
 * what the viewer may see, field by field. Hidden cards become {@link Cards#HIDDEN}, hidden chest
 * tiles {@code None}, and the random source is sealed.
 */
public final class Views {
  private Views() {}

  public static HeroQuestState view(HeroQuestState s, PlayerId viewer) {
    Vector<HeroState> heroes = Vector.empty();
    for (int seat = 0; seat < s.players().size(); seat++) {
      HeroState h = s.hero(seat);
      boolean sees = s.openHands() || s.players().get(seat).equals(viewer);
      heroes = heroes.append(new HeroState(h.hero(), sees ? h.hand() : masked(h.hand().size()), h.wounds(),
          h.skulls()));
    }
    Vector<Option<Symbol>> chests = Vector.fill(s.chests().size(), Option.none());
    return ImmutableHeroQuestState.builder()
        .players(s.players())
        .heroes(heroes)
        .active(s.active())
        .phase(s.phase())
        .deck(masked(s.deck().size()))
        .outOfGame(masked(s.outOfGame().size()))
        .floor(s.floor())
        .discard(s.discard())
        .pending(s.pending())
        .chests(chests)
        .revealedChests(s.revealedChests())
        .knownInDungeon(s.knownInDungeon())
        .roundLosses(s.roundLosses())
        .courageThisTurn(s.courageThisTurn())
        .turnNumber(s.turnNumber())
        .dungeonSize(s.dungeonSize())
        .openHands(s.openHands())
        .result(s.result())
        .random(RandomSource.sealed())
        .build();
  }

  private static Vector<String> masked(int n) {
    return Vector.fill(n, Cards.HIDDEN);
  }

  /**
   * A full state that {@code viewer} cannot tell from {@code state} (§8): the cards the viewer
   * cannot see are shuffled and dealt into the hidden hands, the deck and out of the game, with
   * every card ever seen in play kept inside the dungeon; the unopened chests get the symbols not
   * yet revealed, shuffled; the random source is seeded from {@code rng}.
   */
  public static HeroQuestState determinize(HeroQuestState state, PlayerId viewer, RandomSource rng) {
    HeroQuestState v = view(state, viewer);
    Dice dice = new Dice(rng);
    Set<String> visible = new HashSet<>();
    for (HeroState h : v.heroes()) {
      addKnown(visible, h.hand());
      addKnown(visible, h.wounds());
    }
    addKnown(visible, v.floor());
    addKnown(visible, v.discard());
    v.pending().forEach(visible::add);
    Set<String> known = new HashSet<>(v.knownInDungeon().asJava());
    List<String> mustBeIn = new ArrayList<>();
    List<String> free = new ArrayList<>();
    for (Card c : Cards.ALL) {
      if (!visible.contains(c.id())) {
        (known.contains(c.id()) ? mustBeIn : free).add(c.id());
      }
    }
    int hiddenInHands = 0;
    for (HeroState h : v.heroes()) {
      hiddenInHands += countHidden(h.hand());
    }
    int dungeonSlots = hiddenInHands + v.deck().size();
    // choose which free cards join the dungeon, the rest stay out of the game
    Vector<String> freeShuffled = dice.shuffle(Vector.ofAll(free));
    int joining = dungeonSlots - mustBeIn.size();
    Vector<String> dungeon = dice.shuffle(Vector.ofAll(mustBeIn).appendAll(freeShuffled.take(joining)));
    Vector<String> outOfGame = freeShuffled.drop(joining);
    Vector<HeroState> heroes = Vector.empty();
    int next = 0;
    for (HeroState h : v.heroes()) {
      Vector<String> hand = h.hand();
      for (int i = 0; i < hand.size(); i++) {
        if (Cards.HIDDEN.equals(hand.get(i))) {
          hand = hand.update(i, dungeon.get(next++));
        }
      }
      heroes = heroes.append(h.withHand(hand));
    }
    Vector<String> deck = dungeon.drop(next);
    Vector<Symbol> unopened = Vector.empty();
    for (Symbol s : Cards.CHEST_TILES) {
      if (!v.revealedChests().contains(s)) {
        unopened = unopened.append(s);
      }
    }
    Vector<Option<Symbol>> chests = dice.shuffle(unopened).map(Option::of);
    long seed = ((long) dice.nextInt(1 << 30) << 32) ^ dice.nextInt(1 << 30) ^ ((long) dice.nextInt(16) << 60);
    return ImmutableHeroQuestState.copyOf(v)
        .withHeroes(heroes)
        .withDeck(deck)
        .withOutOfGame(outOfGame)
        .withChests(chests)
        .withRandom(RandomSource.seeded(seed));
  }

  private static void addKnown(Set<String> into, Vector<String> ids) {
    for (String id : ids) {
      if (!Cards.HIDDEN.equals(id)) {
        into.add(id);
      }
    }
  }

  private static int countHidden(Vector<String> ids) {
    int n = 0;
    for (String id : ids) {
      if (Cards.HIDDEN.equals(id)) {
        n++;
      }
    }
    return n;
  }
}
