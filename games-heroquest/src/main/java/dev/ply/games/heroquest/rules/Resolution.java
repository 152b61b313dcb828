package dev.ply.games.heroquest.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * The working context of one {@code apply}: the state as it moves, the dice cursor and the events
 * so far. It never escapes the call, so {@code apply} stays pure.
 */
final class Resolution {
  ImmutableHeroQuestState s;
  final Dice dice;
  private final List<HeroQuestEvent> events = new ArrayList<>();

  Resolution(HeroQuestState state) {
    this.s = ImmutableHeroQuestState.copyOf(state);
    this.dice = new Dice(state.random());
  }

  void emit(HeroQuestEvent e) {
    events.add(e);
  }

  @SuppressWarnings("unchecked")
  Vector<HeroQuestEvent> events() {
    // the array path: Vector.ofAll walks an iterator into a temporary list first
    return (Vector<HeroQuestEvent>) (Vector<?>) Vector.of(events.toArray());
  }

  /** The final state, with the random source advanced past every draw. */
  HeroQuestState finish() {
    return s.withRandom(dice.source());
  }

  HeroState hero(int seat) {
    return s.heroes().get(seat);
  }

  void setHero(int seat, HeroState hero) {
    s = s.withHeroes(s.heroes().update(seat, hero));
  }

  PlayerId player(int seat) {
    return s.players().get(seat);
  }

  int seats() {
    return s.players().size();
  }

  void discard(String card, String rule) {
    s = s.withDiscard(s.discard().append(card));
    emit(new HeroQuestEvent.CardDiscarded(card, rule));
  }

  /** Records that {@code card} has been seen in the dungeon (§8: it is never out of the game). */
  void known(String card) {
    Vector<String> k = s.knownInDungeon();
    int idx = Cards.index(card);
    int size = k.size();
    int at = size;
    for (int i = 0; i < size; i++) {
      int other = Cards.index(k.get(i));
      if (other == idx) {
        return;
      }
      if (other > idx) {
        at = i;
        break;
      }
    }
    // one array copy instead of Vector.insert (which splits and re-appends the trie)
    String[] out = new String[size + 1];
    for (int i = 0; i < at; i++) {
      out[i] = k.get(i);
    }
    out[at] = card;
    for (int i = at; i < size; i++) {
      out[i + 1] = k.get(i);
    }
    s = s.withKnownInDungeon(Vector.of(out));
  }
}
