package dev.ply.games.dungeonlords.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.core.flow.CommitWindow;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.function.BiConsumer;

/**
 * The canonical encoding of a Dungeon Lords position ({@code docs/log-format.md}, "Dungeon
 * Lords"), which the action log's hash chain digests after every step: every field of the state in
 * a fixed order, the random source left out. Tiles, cards and rooms are written by their spec IDs
 * (monster tiles {@code GOBLIN-1a}, trap kinds, room names, adventurer ids {@code W1a}); {@code ?}
 * where a view hides one; a room on a dungeon tile by its number in the table of §6.5; orders by
 * their number in the resolution order (DL-R19, 0..7); squares as two numbers (column, row);
 * phases and battle steps by their number in their documented lists; counts, flags and other small
 * numbers as tiny values (seven to a word), a list as its length then its items. Everything around
 * the lords (the table: players, non-player lords, action spaces, offers, decks, piles) is one
 * part holding parts, each lord and its tiles are parts, and so is the commit window, since a step
 * changes one lord or none and rarely the table. Changing this order breaks every recorded log.
 */
public final class Encoding {
  private Encoding() {}

  private static final BiConsumer<CanonicalWriter, Vector<PlayerId>> PLAYERS = CanonicalWriter::players;
  private static final BiConsumer<CanonicalWriter, Lord> LORD = Encoding::lord;
  private static final BiConsumer<CanonicalWriter, Vector<Tile>> TILES = Encoding::tiles;
  private static final BiConsumer<CanonicalWriter, Vector<Option<Occupant>>> SPACES = Encoding::spaces;
  private static final BiConsumer<CanonicalWriter, CommitWindow<Secret>> WINDOW = Encoding::window;
  private static final BiConsumer<CanonicalWriter, NonPlayer> NON_PLAYER = Encoding::nonPlayer;
  private static final BiConsumer<CanonicalWriter, Vector<Vector<String>>> DECKS = Encoding::decks;
  private static final BiConsumer<CanonicalWriter, Vector<String>> IDS = Encoding::ids;
  private static final BiConsumer<CanonicalWriter, Table> TABLE = Encoding::table;

  public static void write(DungeonLordsState s, CanonicalWriter out) {
    out.part(Table.of(s, out.scratch(Table.Kept.class, Table.Kept::new)), TABLE);
    out.tiny(s.lords().size());
    for (Lord l : s.lords()) {
      out.part(l, LORD);
    }
    if (s.nonPlayerEvil().isEmpty()) {
      out.tiny(0);
    } else {
      out.tiny(1).tiny(s.nonPlayerEvil().get());
    }
    out.tiny(s.starting()).tiny(s.year()).tiny(s.season()).tiny(phase(s.phase()))
        .tiny(s.cursor()).tiny(s.digs())
        .tiny(s.eventsRevealed()).tinyBool(s.specialRevealed()).tiny(s.combatRevealed());
    out.option(s.paladinHolder(), CanonicalWriter::player).tinyBool(s.paladinInTent());
    out.option(s.window(), (w, cw) -> w.part(cw, WINDOW));
    out.tiny(s.drafts().size());
    for (var e : s.drafts()) {
      out.player(e._1);
      secret(out, e._2);
    }
    out.tiny(s.round());
    out.tiny(s.plans().size());
    for (var plan : s.plans()) {
      out.option(plan, Encoding::secret);
    }
    out.option(s.battle(), Encoding::battle);
    out.tiny(s.scores().size());
    for (int score : s.scores()) {
      out.tiny(score);
    }
  }

  /**
   * The table around the lords, written as one part: the players, the non-player lords, the action
   * spaces, the to-do list, the offers, the decks and piles, the waiting groups, the event tiles,
   * special events and combat cards. Five steps in six change none of them (the lords, the drafts
   * and the small counters change far more often), so a step's hash reads this part's digest
   * instead of twenty. Kept in the writer (its scratch, one per replay or recording) while every
   * field is the very same object as last time, so that the writer, which remembers parts by identity, finds it again; the big fields inside are
   * parts of their own, so a step that changes one of them rewrites only the table's short list of
   * digests.
   */
  private record Table(Vector<PlayerId> players, Vector<NonPlayer> nonPlayers, Vector<Option<Occupant>> spaces,
      Vector<String> todo, Vector<String> monsterOffer, Vector<String> roomOffer,
      Vector<Vector<String>> monsterDecks, Vector<Vector<String>> roomDecks,
      Vector<Vector<String>> adventurerDecks, Vector<Vector<String>> combatDecks,
      Vector<String> monsterDiscard, Vector<String> roomDiscard, Vector<String> removed,
      Vector<String> trapDeck, Vector<String> trapDiscard, Vector<Vector<String>> waiting,
      Vector<String> eventTiles, Vector<String> specials, Vector<String> combatCards) {

    /** The last table written by one writer. */
    static final class Kept {
      Table table;
    }

    /** The table of {@code s}: the one {@code kept} holds when every field is the same object. */
    static Table of(DungeonLordsState s, Kept kept) {
      Table t = kept.table;
      if (t != null && t.players == s.players() && t.nonPlayers == s.nonPlayers() && t.spaces == s.spaces()
          && t.todo == s.todo() && t.monsterOffer == s.monsterOffer() && t.roomOffer == s.roomOffer()
          && t.monsterDecks == s.monsterDecks() && t.roomDecks == s.roomDecks()
          && t.adventurerDecks == s.adventurerDecks() && t.combatDecks == s.combatDecks()
          && t.monsterDiscard == s.monsterDiscard() && t.roomDiscard == s.roomDiscard()
          && t.removed == s.removed() && t.trapDeck == s.trapDeck() && t.trapDiscard == s.trapDiscard()
          && t.waiting == s.waiting() && t.eventTiles == s.eventTiles() && t.specials == s.specials()
          && t.combatCards == s.combatCards()) {
        return t;
      }
      t = new Table(s.players(), s.nonPlayers(), s.spaces(), s.todo(), s.monsterOffer(), s.roomOffer(),
          s.monsterDecks(), s.roomDecks(), s.adventurerDecks(), s.combatDecks(), s.monsterDiscard(),
          s.roomDiscard(), s.removed(), s.trapDeck(), s.trapDiscard(), s.waiting(), s.eventTiles(),
          s.specials(), s.combatCards());
      kept.table = t;
      return t;
    }
  }

  private static void table(CanonicalWriter out, Table t) {
    out.part(t.players(), PLAYERS);
    out.tiny(t.nonPlayers().size());
    for (NonPlayer np : t.nonPlayers()) {
      out.part(np, NON_PLAYER);
    }
    out.part(t.spaces(), SPACES);
    ids(out, t.todo());
    ids(out, t.monsterOffer());
    ids(out, t.roomOffer());
    out.part(t.monsterDecks(), DECKS).part(t.roomDecks(), DECKS).part(t.adventurerDecks(), DECKS)
        .part(t.combatDecks(), DECKS);
    out.part(t.monsterDiscard(), IDS).part(t.roomDiscard(), IDS).part(t.removed(), IDS).part(t.trapDeck(), IDS)
        .part(t.trapDiscard(), IDS);
    out.part(t.waiting(), DECKS);
    out.part(t.eventTiles(), IDS).part(t.specials(), IDS).part(t.combatCards(), IDS);
  }

  /** A phase by its place in {@link Phase}'s documented list (docs/log-format.md), 0 {@code UNAVAILABLE}. */
  static int phase(Phase p) {
    return switch (p) {
      case UNAVAILABLE -> 0;
      case ORDERS -> 1;
      case ACTION -> 2;
      case DIGGING -> 3;
      case SPYING -> 4;
      case TRAP_DISCARD -> 5;
      case PRODUCTION -> 6;
      case RETURN -> 7;
      case PAYDAY -> 8;
      case TAXES -> 9;
      case SPECIAL -> 10;
      case PLANNING -> 11;
      case BATTLE -> 12;
      case GAME_OVER -> 13;
    };
  }

  /** A battle step by its place in {@link Battle.Step}'s documented list, 0 {@code TRAP_ORDER}. */
  static int step(Battle.Step step) {
    return switch (step) {
      case TRAP_ORDER -> 0;
      case TRAP_TARGET -> 1;
      case FAST_SPELL -> 2;
      case MONSTERS -> 3;
      case SLOW_SPELL -> 4;
    };
  }

  private static void lord(CanonicalWriter out, Lord l) {
    out.player(l.id()).tiny(l.gold()).tiny(l.food()).tiny(l.imps()).tiny(l.impsBusy())
        .tiny(l.trollsBusy()).tiny(l.evil()).tiny(l.penalties());
    orders(l.drawn(), out);
    orders(l.hand(), out);
    orders(l.unavailable(), out);
    orders(l.played(), out);
    orders(l.held(), out);
    out.part(l.tiles(), TILES);
    Vector<LairMonster> lair = l.lair();
    out.tiny(lair.size());
    for (int i = 0; i < lair.size(); i++) {
      out.id(lair.get(i).tile()).tinyBool(lair.get(i).ready());
    }
    ids(out, l.traps());
    Vector<Fighter> party = l.party();
    out.tiny(party.size());
    for (int i = 0; i < party.size(); i++) {
      Fighter f = party.get(i);
      out.id(f.id()).tiny(f.damage()).tiny(f.bonus());
    }
    ids(out, l.prison());
    Vector<Integer> spied = l.spied();
    out.tiny(spied.size());
    for (int i = 0; i < spied.size(); i++) {
      out.tiny(spied.get(i));
    }
    out.tinyBool(l.fighting());
  }

  private static void tiles(CanonicalWriter out, Vector<Tile> tiles) {
    out.tiny(tiles.size());
    for (int i = 0; i < tiles.size(); i++) {
      Tile t = tiles.get(i);
      square(out, t.square());
      out.tiny(t.room().isEmpty() ? 0 : room(t.room().get())).tinyBool(t.conquered()).tiny(t.activations());
    }
  }

  /** A room tile by its place in the table of §6.5, 1 {@code CHICKEN_COOP} to 16 {@code HALL_OF_FAME}. */
  static int room(Room r) {
    return switch (r) {
      case CHICKEN_COOP -> 1;
      case MUSHROOM_BED -> 2;
      case SOUVENIR_SHOP -> 3;
      case MINT -> 4;
      case WORKSHOP -> 5;
      case TOOL_SHED -> 6;
      case PRINTING_PRESS -> 7;
      case MAGIC_ROOM -> 8;
      case TRAINING_ROOM -> 9;
      case DARK_ROOM -> 10;
      case LABYRINTH -> 11;
      case ANTIMAGIC_ROOM -> 12;
      case CAFETERIA -> 13;
      case CHAPEL -> 14;
      case PANDEMONIUM -> 15;
      case HALL_OF_FAME -> 16;
    };
  }

  /** The 24 action spaces: each {@code y0} free, {@code y1} a non-player's, {@code y2} a lord's, then its index. */
  private static void spaces(CanonicalWriter out, Vector<Option<Occupant>> spaces) {
    out.tiny(spaces.size());
    for (int i = 0; i < spaces.size(); i++) {
      Option<Occupant> space = spaces.get(i);
      if (space.isEmpty()) {
        out.tiny(0);
      } else {
        out.tiny(space.get().nonPlayer() ? 1 : 2).tiny(space.get().index());
      }
    }
  }

  private static void window(CanonicalWriter out, CommitWindow<Secret> window) {
    window.encode(out, Encoding::secret);
  }

  private static void nonPlayer(CanonicalWriter out, NonPlayer np) {
    out.string(np.name());
    orders(np.hand(), out);
    orders(np.unavailable(), out);
    orders(np.played(), out);
  }

  /** A list of ids: its length, then each id. */
  private static void ids(CanonicalWriter out, Vector<String> ids) {
    out.tiny(ids.size());
    for (int i = 0; i < ids.size(); i++) {
      out.id(ids.get(i));
    }
  }

  private static void orders(Vector<Order> orders, CanonicalWriter out) {
    // indexed: these lists are short, and a Vector's get is cheaper than its iterator
    out.tiny(orders.size());
    for (int i = 0; i < orders.size(); i++) {
      out.tiny(order(orders.get(i)));
    }
  }

  /** An order card by its place in the resolution order of DL-R19. */
  static int order(Order o) {
    return switch (o) {
      case FOOD -> 0;
      case REPUTATION -> 1;
      case TUNNELS -> 2;
      case GOLD -> 3;
      case IMPS -> 4;
      case TRAPS -> 5;
      case MONSTERS -> 6;
      case ROOMS -> 7;
    };
  }

  private static void decks(CanonicalWriter out, Vector<Vector<String>> decks) {
    // each deck a part of its own: drawing from this year's deck leaves next year's digest as it was
    out.tiny(decks.size());
    for (int i = 0; i < decks.size(); i++) {
      out.part(decks.get(i), IDS);
    }
  }

  static void square(CanonicalWriter out, Square sq) {
    out.tiny(sq.c()).tiny(sq.r());
  }

  private static void secret(CanonicalWriter out, Secret s) {
    out.tiny(s.keep().isEmpty() ? 0 : 1 + order(s.keep().get()));
    orders(s.orders(), out);
    out.tiny(s.nonPlayer().isEmpty() ? 0 : 1 + order(s.nonPlayer().get()));
    out.tinyBool(s.tile().isDefined());
    s.tile().forEach(t -> square(out, t));
    ids(out, s.traps());
    ids(out, s.monsters());
  }

  private static void battle(CanonicalWriter out, Battle b) {
    out.tiny(b.seat()).tiny(step(b.step()));
    ids(out, b.traps());
    out.tinyBool(b.ordered()).tiny(b.antiTrapUsed());
    ids(out, b.toAct());
    ids(out, b.withdrawn());
    ids(out, b.toSuggest());
    out.option(b.sheep(), CanonicalWriter::id)
        .tinyBool(b.attacked()).tinyBool(b.skipHealing()).tinyBool(b.skipFatigue()).tinyBool(b.noConquest())
        .tinyBool(b.noSpells()).tinyBool(b.courage()).tiny(b.shield()).tinyBool(b.invisible())
        .option(b.poisoned(), CanonicalWriter::id).tinyBool(b.blindRage());
  }

  /**
   * An action ({@code docs/log-format.md}, "Dungeon Lords"): its type's number (its place in the
   * list of action types there, {@code keepOrder} 0 to {@code attack} 26), the actor, then its
   * other fields in the record's order: an order by its number (8 if absent), a square as column and row
   * ({@code n} if absent), a
   * number as a tiny value, a text ({@code monster}, {@code with}, {@code choice}, ...) as
   * {@code n} when absent or {@code o} and the string.
   */
  public static void writeAction(DungeonLordsAction a, CanonicalWriter out) {
    if (a instanceof DungeonLordsAction.KeepOrder x) {
      out.tiny(0).player(x.actor()).tiny(x.order() == null ? 8 : order(x.order()));
    } else if (a instanceof DungeonLordsAction.PickOrder x) {
      out.tiny(1).player(x.actor()).tiny(x.order() == null ? 8 : order(x.order()));
    } else if (a instanceof DungeonLordsAction.PickNonPlayerOrder x) {
      out.tiny(2).player(x.actor()).tiny(x.order() == null ? 8 : order(x.order()));
    } else if (a instanceof DungeonLordsAction.Confirm x) {
      out.tiny(3).player(x.actor());
    } else if (a instanceof DungeonLordsAction.Execute x) {
      out.tiny(4).player(x.actor());
    } else if (a instanceof DungeonLordsAction.Decline x) {
      out.tiny(5).player(x.actor());
    } else if (a instanceof DungeonLordsAction.Spy x) {
      out.tiny(6).player(x.actor()).tiny(x.position());
    } else if (a instanceof DungeonLordsAction.Dig x) {
      out.tiny(7).player(x.actor());
      place(out, x.square());
    } else if (a instanceof DungeonLordsAction.StopDigging x) {
      out.tiny(8).player(x.actor());
    } else if (a instanceof DungeonLordsAction.Mine x) {
      out.tiny(9).player(x.actor()).tiny(x.workers());
    } else if (a instanceof DungeonLordsAction.DiscardTrap x) {
      text(out.tiny(10).player(x.actor()), x.trap());
    } else if (a instanceof DungeonLordsAction.Hire x) {
      text(text(out.tiny(11).player(x.actor()), x.monster()), x.with());
    } else if (a instanceof DungeonLordsAction.Build x) {
      text(out.tiny(12).player(x.actor()), x.room());
      place(out, x.square());
    } else if (a instanceof DungeonLordsAction.Activate x) {
      out.tiny(13).player(x.actor());
      place(out, x.room());
      out.tiny(x.trolls());
      place(out, x.dig());
    } else if (a instanceof DungeonLordsAction.Done x) {
      out.tiny(14).player(x.actor());
    } else if (a instanceof DungeonLordsAction.ReturnOrder x) {
      out.tiny(15).player(x.actor()).tiny(x.order() == null ? 8 : order(x.order()));
    } else if (a instanceof DungeonLordsAction.PayMonster x) {
      text(text(out.tiny(16).player(x.actor()), x.monster()), x.with());
    } else if (a instanceof DungeonLordsAction.LetGo x) {
      text(out.tiny(17).player(x.actor()), x.monster());
    } else if (a instanceof DungeonLordsAction.Pay x) {
      out.tiny(18).player(x.actor()).tiny(x.amount());
    } else if (a instanceof DungeonLordsAction.ChooseTile x) {
      out.tiny(19).player(x.actor());
      place(out, x.square());
    } else if (a instanceof DungeonLordsAction.AddTrap x) {
      text(out.tiny(20).player(x.actor()), x.trap());
    } else if (a instanceof DungeonLordsAction.AddMonster x) {
      text(out.tiny(21).player(x.actor()), x.monster());
    } else if (a instanceof DungeonLordsAction.Release x) {
      text(out.tiny(22).player(x.actor()), x.prisoner());
    } else if (a instanceof DungeonLordsAction.FirstTrap x) {
      text(out.tiny(23).player(x.actor()), x.trap());
    } else if (a instanceof DungeonLordsAction.TrapTarget x) {
      out.tiny(24).player(x.actor()).tiny(x.position());
    } else if (a instanceof DungeonLordsAction.SpellChoice x) {
      text(out.tiny(25).player(x.actor()), x.choice());
    } else if (a instanceof DungeonLordsAction.AttackWith x) {
      text(out.tiny(26).player(x.actor()), x.monster()).tiny(x.option()).tiny(x.target()).tiny(x.second());
    } else {
      throw new IllegalArgumentException("not a Dungeon Lords action: " + a);
    }
  }

  private static CanonicalWriter text(CanonicalWriter out, String s) {
    return s == null ? out.none() : out.some().string(s);
  }

  /** A square of an action: column and row, or {@code n} where a log left it out (apply refuses that). */
  private static void place(CanonicalWriter out, Square sq) {
    if (sq == null) {
      out.none();
    } else {
      square(out, sq);
    }
  }
}
