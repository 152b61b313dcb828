package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The year and the season (§5.1, DL-R8..R13), the end of a season and the Starting Player (§5.9,
 * DL-R64) and the year end (§5.12, DL-R103..R105): the automatic stages around the decisions.
 */
final class Season {
  private Season() {}

  /** Y0, Y1 (DL-R8, DL-R66). */
  static void beginYear(Ctx x, int year) {
    x.s.setYear(year).setSeason(0);
    Vector<String> tiles = x.dice().shuffle(Vector.of(EventTile.values()).map(Enum::name));
    Vector<String> combat = x.dice().shuffle(x.s.combatDecks().get(year - 1));
    x.s.setEventTiles(tiles).setEventsRevealed(0).setSpecialRevealed(false)
        .setCombatCards(combat.take(4)).setCombatRevealed(0)
        .setCombatDecks(x.s.combatDecks().update(year - 1, combat.drop(4)))
        .setPaladinInTent(true).setPaladinHolder(Option.none());
    x.say("DL-R8", "year " + year + " begins: event tiles and 4 combat cards are dealt face down");
    if (year == 2) {
      Evilometer.yearStart(x);
    }
    beginSeason(x, 1);
  }

  /** P1 NEW_SEASON (DL-R10..R13). */
  static void beginSeason(Ctx x, int season) {
    int y = x.s.year() - 1;
    x.s.setSeason(season)
        .setMonsterDiscard(x.s.monsterDiscard().appendAll(x.s.monsterOffer()))
        .setRoomDiscard(x.s.roomDiscard().appendAll(x.s.roomOffer()));
    Vector<String> md = x.s.monsterDecks().get(y);
    Vector<String> rd = x.s.roomDecks().get(y);
    x.s.setMonsterOffer(md.take(3)).setRoomOffer(rd.take(2))
        .setMonsterDecks(x.s.monsterDecks().update(y, md.drop(3)))
        .setRoomDecks(x.s.roomDecks().update(y, rd.drop(2)));
    x.say("DL-R10", seasonName(season) + " of year " + x.s.year() + ": monsters on offer "
        + x.s.monsterOffer().map(Names::monster).mkString(", ") + "; rooms on offer "
        + x.s.roomOffer().map(Names::room).mkString(" and "));
    if (season <= 3) {
      drawAdventurers(x);
      x.s.setEventsRevealed(season);
      String next = x.s.eventTiles().get(season - 1);
      if (next.equals(EventTile.SPECIAL.name())) {
        x.s.setSpecialRevealed(true);
        x.say("DL-R12", "next season's event is the special event " + Names.special(x.s.specials().get(y)));
      } else {
        x.say("DL-R12", "next season's event is " + Names.eventTile(next));
      }
    }
    Orders.openOrders(x);
  }

  static String seasonName(int season) {
    return switch (season) {
      case 1 -> "Winter";
      case 2 -> "Spring";
      case 3 -> "Summer";
      default -> "Autumn";
    };
  }

  /** DL-R11: draw the group, sort weakest first (stable), redraw while all levels are equal. */
  static void drawAdventurers(Ctx x) {
    int y = x.s.year() - 1;
    int n = x.s.players().size() == 4 ? 4 : 3;
    Vector<String> deck = x.s.adventurerDecks().get(y);
    Vector<String> group = deck.take(n);
    deck = deck.drop(n);
    while (allSameLevel(group) && hasOtherLevel(deck, Adventurers.get(group.head()).level())) {
      deck = x.dice().shuffle(deck.append(group.last()));
      group = group.init().append(deck.head());
      deck = deck.tail();
    }
    Vector<String> sorted = group.sortBy(id -> Adventurers.get(id).level());
    x.s.setWaiting(x.s.waiting().append(sorted))
        .setAdventurerDecks(x.s.adventurerDecks().update(y, deck));
    x.say("DL-R11", "adventurers arrive next season: " + sorted.map(Names::adventurer).mkString(", "));
  }

  private static boolean hasOtherLevel(Vector<String> deck, int level) {
    return deck.exists(id -> Adventurers.get(id).level() != level);
  }

  private static boolean allSameLevel(Vector<String> group) {
    return group.map(id -> Adventurers.get(id).level()).distinct().size() <= 1;
  }

  /** P8 (DL-R64). */
  static void endSeason(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withImpsBusy(0).withTrollsBusy(0).withPlayed(Vector.empty()).withHeld(Vector.empty())
          .withTiles(l.tiles().map(Tile::rested)));
    }
    x.s.setSpaces(Vector.fill(24, Option::none))
        .setNonPlayers(x.s.nonPlayers().map(np -> ImmutableNonPlayer.copyOf(np).withPlayed(Vector.empty())));
    if (x.s.season() < 4) {
      x.s.setStarting((x.s.starting() + 1) % x.s.players().size());
      x.say("DL-R64", x.s.players().get(x.s.starting()) + " takes the Starting Player token");
      beginSeason(x, x.s.season() + 1);
    } else {
      Combat.begin(x);
    }
  }

  /** DL-R103..R105. */
  static void yearEnd(Ctx x) {
    int y = x.s.year();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withLair(l.lair().map(m -> new LairMonster(m.tile(), true)))
          .withSpied(Vector.empty()).withFighting(false));
    }
    Vector<String> gone = Vector.empty();
    if (x.s.paladinInTent()) {
      gone = gone.append(Adventurers.paladin(y).id()); // DL-R105
    }
    x.s.setRemoved(x.s.removed().appendAll(gone))
        .setCombatDecks(x.s.combatDecks().update(y - 1, x.s.combatDecks().get(y - 1).appendAll(x.s.combatCards())))
        .setCombatCards(Vector.empty()).setCombatRevealed(0)
        .setMonsterDiscard(x.s.monsterDiscard().appendAll(x.s.monsterOffer())).setMonsterOffer(Vector.empty())
        .setRoomDiscard(x.s.roomDiscard().appendAll(x.s.roomOffer())).setRoomOffer(Vector.empty())
        .setPaladinInTent(false).setPaladinHolder(Option.none()).setRound(0)
        .setPlans(Vector.fill(x.s.players().size(), Option::none)).setBattle(Option.none());
    x.say("DL-R103", "year " + y + " ends: monsters are ready again");
    if (y == 1) {
      beginYear(x, 2); // DL-R104, DL-R104b: the Starting Player stays
    } else {
      Scoring.finish(x);
    }
  }
}
