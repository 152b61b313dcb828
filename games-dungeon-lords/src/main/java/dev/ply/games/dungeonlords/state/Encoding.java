package dev.ply.games.dungeonlords.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.content.Order;
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
 * where a view hides one; orders by their number in the resolution order (DL-R19, 0..7); squares
 * as two numbers (column, row); counts, flags and other small numbers as tiny values (seven to a
 * word), a list as its length then its items; phases and battle steps as fixed tags. The
 * players, each lord and its tiles, each non-player lord, the action spaces, each group of decks,
 * each long pile and the commit window are parts (their digest), since a step changes one lord or
 * none and rarely a deck. Changing this order breaks every recorded log.
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

  public static void write(DungeonLordsState s, CanonicalWriter out) {
    out.part(s.players(), PLAYERS);
    out.tiny(s.lords().size());
    for (Lord l : s.lords()) {
      out.part(l, LORD);
    }
    out.tiny(s.nonPlayers().size());
    for (NonPlayer np : s.nonPlayers()) {
      out.part(np, NON_PLAYER);
    }
    if (s.nonPlayerEvil().isEmpty()) {
      out.tiny(0);
    } else {
      out.tiny(1).tiny(s.nonPlayerEvil().get());
    }
    out.tiny(s.starting()).tiny(s.year()).tiny(s.season()).id(s.phase().name());
    out.part(s.spaces(), SPACES);
    out.tiny(s.cursor()).tiny(s.digs());
    ids(out, s.todo());
    ids(out, s.monsterOffer());
    ids(out, s.roomOffer());
    out.part(s.monsterDecks(), DECKS).part(s.roomDecks(), DECKS).part(s.adventurerDecks(), DECKS)
        .part(s.combatDecks(), DECKS);
    out.part(s.monsterDiscard(), IDS).part(s.roomDiscard(), IDS).part(s.removed(), IDS).part(s.trapDeck(), IDS)
        .part(s.trapDiscard(), IDS);
    out.part(s.waiting(), DECKS);
    out.part(s.eventTiles(), IDS).tiny(s.eventsRevealed()).part(s.specials(), IDS).tinyBool(s.specialRevealed());
    out.part(s.combatCards(), IDS).tiny(s.combatRevealed());
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

  private static void lord(CanonicalWriter out, Lord l) {
    out.player(l.id()).tiny(l.gold()).tiny(l.food()).tiny(l.imps()).tiny(l.impsBusy())
        .tiny(l.trollsBusy()).tiny(l.evil()).tiny(l.penalties());
    orders(l.drawn(), out);
    orders(l.hand(), out);
    orders(l.unavailable(), out);
    orders(l.played(), out);
    orders(l.held(), out);
    out.part(l.tiles(), TILES);
    out.tiny(l.lair().size());
    for (LairMonster m : l.lair()) {
      out.id(m.tile()).tinyBool(m.ready());
    }
    ids(out, l.traps());
    out.tiny(l.party().size());
    for (Fighter f : l.party()) {
      out.id(f.id()).tiny(f.damage()).tiny(f.bonus());
    }
    ids(out, l.prison());
    out.tiny(l.spied().size());
    for (int position : l.spied()) {
      out.tiny(position);
    }
    out.tinyBool(l.fighting());
  }

  private static void tiles(CanonicalWriter out, Vector<Tile> tiles) {
    out.tiny(tiles.size());
    for (Tile t : tiles) {
      square(out, t.square());
      if (t.room().isEmpty()) {
        out.none();
      } else {
        out.some().id(t.room().get().name());
      }
      out.tinyBool(t.conquered()).tiny(t.activations());
    }
  }

  /** The 24 action spaces: each {@code y0} free, {@code y1} a non-player's, {@code y2} a lord's, then its index. */
  private static void spaces(CanonicalWriter out, Vector<Option<Occupant>> spaces) {
    out.tiny(spaces.size());
    for (Option<Occupant> space : spaces) {
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
    for (String id : ids) {
      out.id(id);
    }
  }

  private static void orders(Vector<Order> orders, CanonicalWriter out) {
    out.tiny(orders.size());
    for (Order o : orders) {
      out.tiny(order(o));
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
    out.tiny(decks.size());
    for (Vector<String> d : decks) {
      ids(out, d);
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
    out.tiny(b.seat()).id(b.step().name());
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
