package dev.ply.games.heroquest.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.action.HeroQuestAction;

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

  /**
   * An action ({@code docs/log-format.md}, "HeroQuest"): its type as the log names it
   * ({@code play}, {@code playWound}, …), then its fields in the record's order, players by name,
   * cards and symbols by spec id; a field that may be absent as {@code n} or {@code o} and the value.
   */
  public static void writeAction(HeroQuestAction a, CanonicalWriter out) {
    if (a instanceof HeroQuestAction.PlayCard x) {
      out.id("play").player(x.actor());
      id(out, x.card());
    } else if (a instanceof HeroQuestAction.PlayWound x) {
      out.id("playWound").player(x.actor());
      id(out, x.card());
      player(out, x.target());
    } else if (a instanceof HeroQuestAction.PlayPotion x) {
      out.id("playPotion").player(x.actor());
      id(out, x.card());
      player(out, x.target());
      id(out, x.remove());
    } else if (a instanceof HeroQuestAction.AssignWound x) {
      out.id("assignWound").player(x.actor());
      player(out, x.target());
    } else if (a instanceof HeroQuestAction.AssignPotion x) {
      out.id("assignPotion").player(x.actor());
      player(out, x.target());
      id(out, x.remove());
    } else if (a instanceof HeroQuestAction.Attack x) {
      out.id("attack").player(x.actor());
      id(out, x.card());
      id(out, x.symbol() == null ? null : x.symbol().label());
    } else if (a instanceof HeroQuestAction.Heal x) {
      out.id("heal").player(x.actor());
      id(out, x.wound());
    } else if (a instanceof HeroQuestAction.Search x) {
      out.id("search").player(x.actor());
    } else if (a instanceof HeroQuestAction.Pass x) {
      out.id("pass").player(x.actor());
    } else {
      throw new IllegalArgumentException("not a HeroQuest action: " + a);
    }
  }

  private static void id(CanonicalWriter out, String id) {
    if (id == null) {
      out.none();
    } else {
      out.some().id(id);
    }
  }

  private static void player(CanonicalWriter out, PlayerId p) {
    if (p == null) {
      out.none();
    } else {
      out.some().player(p);
    }
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
