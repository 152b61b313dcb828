package dev.ply.games.dungeonlords.agent;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.rules.Dungeon;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;

/**
 * What the strategy reads off a position, all of it public or the lord's own (§8): the lord, the
 * season's coming event and what it will cost him, the space now resolving, where rooms and
 * tunnels may go. Computed from the state's records and the content data only, so it does not
 * lean on the rules package.
 */
final class Look {
  final DungeonLordsState s;
  final int seat;
  final Lord me;

  Look(DungeonLordsState s, PlayerId player) {
    this.s = s;
    this.seat = s.seatOf(player);
    this.me = s.lord(seat);
  }

  /** The event at the end of {@code season} (2..4) of this year, if its tile is face up (DL-R12). */
  EventTile event(int season) {
    if (season < 2 || season > 4) {
      return null;
    }
    if (events == null) {
      events = new EventTile[3];
      for (int i = 0; i < 3 && i < s.eventTiles().size(); i++) {
        events[i] = parse(EventTile.class, s.eventTiles().get(i));
      }
    }
    return events[season - 2];
  }

  private EventTile[] events;
  private SpecialEvent special;
  private boolean specialRead;

  /** This year's special event, if face up. */
  SpecialEvent special() {
    if (!specialRead) {
      specialRead = true;
      special = s.year() < 1 || s.specials().size() < s.year() ? null
          : parse(SpecialEvent.class, s.specials().get(s.year() - 1));
    }
    return special;
  }

  private static <E extends Enum<E>> E parse(Class<E> type, String id) {
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(id)) {
        return e;
      }
    }
    return null; // hidden ("?") or not dealt
  }

  /** DL-R53: ceil(T / 2) for T tiles. */
  static int taxes(int tiles) {
    return (tiles + 1) / 2;
  }

  /** The space now resolving in the ACTION phases (DL-R19, DL-R20): order. */
  Order actingOrder() {
    return Order.of(s.cursor() / 3);
  }

  /** 0 for space I, 1 for II, 2 for III (MONSTERS and ROOMS resolve III, II, I). */
  int actingSpace() {
    Order o = actingOrder();
    int i = s.cursor() % 3;
    return o.reverse() ? 2 - i : i;
  }

  /** §6.2: evil as a cost needs room on the Evilometer (DL-R23). */
  static boolean canPayEvil(int evil, int n) {
    return evil + n <= 15;
  }

  /** DL-R65: whether rising to {@code evil} would bring this year's paladin to this lord. */
  boolean paladinThreat(int evil) {
    if (paladinAt == 0) {
      paladinAt = Integer.MAX_VALUE; // gone for this year, or already here
      if (s.paladinInTent()) {
        paladinAt = 10;
      } else if (s.paladinHolder().isDefined()) {
        int holder = s.seatOf(s.paladinHolder().get());
        if (holder != seat) {
          paladinAt = Math.max(10, s.lord(holder).evil() + 1);
        }
      }
    }
    return evil >= paladinAt;
  }

  /** The least evil that brings the paladin (0 until asked; read many times by the order plan). */
  private int paladinAt;
  private int holds = -1;

  boolean holdsPaladin() {
    if (holds < 0) {
      holds = s.paladinHolder().exists(p -> s.seatOf(p) == seat) ? 1 : 0;
    }
    return holds == 1;
  }

  private Purse purse;

  /** The lord's purse, read once. */
  Purse purse() {
    if (purse == null) {
      purse = Purse.read(this);
    }
    return purse;
  }

  private int taxesDone = -1;

  /** Whether this year's taxes are behind (their season is over). */
  boolean taxesDone() {
    if (taxesDone < 0) {
      taxesDone = 0;
      for (int season = 2; season < s.season(); season++) {
        if (event(season) == EventTile.TAXES) {
          taxesDone = 1;
        }
      }
    }
    return taxesDone == 1;
  }

  static boolean occupied(Lord l, int c, int r) {
    for (Tile t : l.tiles()) {
      if (t.square().c() == c && t.square().r() == r) {
        return true;
      }
    }
    return false;
  }

  private int diggable = -1;
  private double bestRoom = -1;

  /** The worth of the best room on offer with a site here (0 if none), found once per look. */
  double bestRoom() {
    if (bestRoom < 0) {
      bestRoom = Orders.bestRoom(this);
    }
    return bestRoom;
  }

  /** How many squares could be dug now (counted once per look). */
  int diggableCount() {
    if (diggable < 0) {
      diggable = Dungeon.diggable(me).size(); // DL-R25, the rules' own test
    }
    return diggable;
  }

  int rooms() {
    return me.tiles().count(t -> t.isRoom() && !t.conquered());
  }
}
