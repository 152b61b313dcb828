package dev.ply.games.heroquest.state;

import dev.ply.core.CanonicalWriter;

/**
 * The canonical encoding of a HeroQuest table ({@code docs/log-format.md}, "HeroQuest"), which the
 * action log's hash chain digests after every step. Cards are written by their spec ids
 * ({@code "M07"}, {@code "??"} where a view hides one), heroes, symbols and phases by their spec
 * names; the random source is left out. Changing this order breaks every recorded log.
 */
public final class Encoding {
  private Encoding() {}

  public static void write(HeroQuestState s, CanonicalWriter out) {
    out.players(s.players());
    out.list(s.heroes().size());
    for (HeroState h : s.heroes()) {
      out.id(h.hero().label()).ids(h.hand()).ids(h.wounds()).integer(h.skulls());
    }
    out.integer(s.active()).id(phase(s.phase()));
    out.ids(s.deck()).ids(s.outOfGame()).ids(s.floor()).ids(s.discard());
    out.option(s.pending(), CanonicalWriter::id);
    out.list(s.chests().size());
    for (var chest : s.chests()) {
      out.option(chest, (w, symbol) -> w.id(symbol.label()));
    }
    out.list(s.revealedChests(), (w, symbol) -> w.id(symbol.label()));
    out.ids(s.knownInDungeon());
    out.integer(s.roundLosses()).integer(s.courageThisTurn()).integer(s.turnNumber())
        .integer(s.dungeonSize()).bool(s.openHands());
    out.option(s.result(), (w, r) -> w.id(kind(r.kind())).players(r.fallen()));
  }

  private static String phase(Phase p) {
    return switch (p) {
      case PLAY -> "PLAY";
      case REVEAL_TARGET -> "REVEAL_TARGET";
      case ACTION -> "ACTION";
      case GAME_OVER -> "GAME_OVER";
    };
  }

  private static String kind(Result.Kind k) {
    return switch (k) {
      case WON -> "WON";
      case HERO_DIED -> "HERO_DIED";
      case TURN_LIMIT -> "TURN_LIMIT";
    };
  }
}
