package dev.ply.games.dungeonlords.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;
import io.vavr.collection.Vector;

/**
 * The canonical encoding of a Dungeon Lords position ({@code docs/log-format.md}, "Dungeon
 * Lords"), which the action log's hash chain digests after every step: every field of the state in
 * a fixed order, the random source left out. Tiles, cards and rooms are written by their spec IDs
 * (monster tiles {@code GOBLIN-1a}, trap kinds, room names, adventurer ids {@code W1a}, order
 * names); {@code ?} where a view hides one; squares as two integers (column, row); phases and
 * battle steps as fixed tags. Changing this order breaks every recorded log.
 */
public final class Encoding {
  private Encoding() {}

  public static void write(DungeonLordsState s, CanonicalWriter out) {
    out.players(s.players());
    out.list(s.lords().size());
    for (Lord l : s.lords()) {
      lord(l, out);
    }
    out.list(s.nonPlayers().size());
    for (NonPlayer np : s.nonPlayers()) {
      out.string(np.name());
      orders(np.hand(), out);
      orders(np.unavailable(), out);
      orders(np.played(), out);
    }
    out.option(s.nonPlayerEvil(), CanonicalWriter::integer);
    out.integer(s.starting()).integer(s.year()).integer(s.season()).id(s.phase().name());
    out.list(s.spaces().size());
    for (var space : s.spaces()) {
      out.option(space, (w, o) -> w.bool(o.nonPlayer()).integer(o.index()));
    }
    out.integer(s.cursor()).integer(s.digs()).ids(s.todo());
    out.ids(s.monsterOffer()).ids(s.roomOffer());
    decks(s.monsterDecks(), out);
    decks(s.roomDecks(), out);
    decks(s.adventurerDecks(), out);
    decks(s.combatDecks(), out);
    out.ids(s.monsterDiscard()).ids(s.roomDiscard()).ids(s.removed()).ids(s.trapDeck()).ids(s.trapDiscard());
    decks(s.waiting(), out);
    out.ids(s.eventTiles()).integer(s.eventsRevealed()).ids(s.specials()).bool(s.specialRevealed());
    out.ids(s.combatCards()).integer(s.combatRevealed());
    out.option(s.paladinHolder(), CanonicalWriter::player).bool(s.paladinInTent());
    out.option(s.window(), (w, cw) -> cw.encode(w, Encoding::secret));
    out.list(s.drafts().size());
    for (var e : s.drafts()) {
      out.player(e._1);
      secret(out, e._2);
    }
    out.integer(s.round());
    out.list(s.plans().size());
    for (var plan : s.plans()) {
      out.option(plan, Encoding::secret);
    }
    out.option(s.battle(), Encoding::battle);
    out.ints(s.scores());
  }

  private static void lord(Lord l, CanonicalWriter out) {
    out.player(l.id()).integer(l.gold()).integer(l.food()).integer(l.imps()).integer(l.impsBusy())
        .integer(l.trollsBusy()).integer(l.evil()).integer(l.penalties());
    orders(l.drawn(), out);
    orders(l.hand(), out);
    orders(l.unavailable(), out);
    orders(l.played(), out);
    orders(l.held(), out);
    out.list(l.tiles().size());
    for (Tile t : l.tiles()) {
      square(out, t.square());
      out.option(t.room(), (w, r) -> w.id(r.name())).bool(t.conquered()).integer(t.activations());
    }
    out.list(l.lair().size());
    for (LairMonster m : l.lair()) {
      out.id(m.tile()).bool(m.ready());
    }
    out.ids(l.traps());
    out.list(l.party().size());
    for (Fighter f : l.party()) {
      out.id(f.id()).integer(f.damage()).integer(f.bonus());
    }
    out.ids(l.prison()).ints(l.spied()).bool(l.fighting());
  }

  private static void orders(Vector<Order> orders, CanonicalWriter out) {
    out.list(orders.size());
    for (Order o : orders) {
      out.id(o.name());
    }
  }

  private static void decks(Vector<Vector<String>> decks, CanonicalWriter out) {
    out.list(decks.size());
    for (Vector<String> d : decks) {
      out.ids(d);
    }
  }

  private static void square(CanonicalWriter out, Square sq) {
    out.integer(sq.c()).integer(sq.r());
  }

  private static void secret(CanonicalWriter out, Secret s) {
    out.option(s.keep(), (w, o) -> w.id(o.name()));
    orders(s.orders(), out);
    out.option(s.nonPlayer(), (w, o) -> w.id(o.name()));
    out.option(s.tile(), Encoding::square);
    out.ids(s.traps()).ids(s.monsters());
  }

  private static void battle(CanonicalWriter out, Battle b) {
    out.integer(b.seat()).id(b.step().name()).ids(b.traps()).bool(b.ordered()).integer(b.antiTrapUsed())
        .ids(b.toAct()).ids(b.withdrawn()).ids(b.toSuggest()).option(b.sheep(), CanonicalWriter::id)
        .bool(b.attacked()).bool(b.skipHealing()).bool(b.skipFatigue()).bool(b.noConquest()).bool(b.noSpells())
        .bool(b.courage()).integer(b.shield()).bool(b.invisible()).option(b.poisoned(), CanonicalWriter::id)
        .bool(b.blindRage());
  }
}
