package dev.ply.games.heroquest.rules;

import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;

/** HQ-R16: how many times a threat symbol is showing (floor cards and attached wound cards). */
public final class Counting {
  private Counting() {}

  public static int count(HeroQuestState s, Symbol symbol) {
    int n = 0;
    for (String id : s.floor()) {
      if (Cards.card(id).shows(symbol)) {
        n++;
      }
    }
    for (HeroState h : s.heroes()) {
      for (String id : h.wounds()) {
        if (Cards.card(id).shows(symbol)) {
          n++;
        }
      }
    }
    return n;
  }
}
