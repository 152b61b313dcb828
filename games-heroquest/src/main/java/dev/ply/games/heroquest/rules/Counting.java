package dev.ply.games.heroquest.rules;

import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import io.vavr.collection.Vector;

/** HQ-R16: how many times a threat symbol is showing (floor cards and attached wound cards). */
public final class Counting {
  private Counting() {}

  public static int count(HeroQuestState s, Symbol symbol) {
    int n = 0;
    // indexed loops and a symbol mask per card: this runs after every card that enters play
    Vector<String> floor = s.floor();
    for (int i = 0, k = floor.size(); i < k; i++) {
      if (Cards.shows(floor.get(i), symbol)) {
        n++;
      }
    }
    Vector<HeroState> heroes = s.heroes();
    for (int h = 0, m = heroes.size(); h < m; h++) {
      Vector<String> wounds = heroes.get(h).wounds();
      for (int i = 0, k = wounds.size(); i < k; i++) {
        if (Cards.shows(wounds.get(i), symbol)) {
          n++;
        }
      }
    }
    return n;
  }
}
