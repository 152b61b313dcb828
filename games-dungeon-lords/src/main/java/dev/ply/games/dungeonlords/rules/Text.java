package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.control.Option;

/** Words for people: actions for menus ({@link Menu}), the table for a terminal (a view), squares and steps. */
public final class Text {
  private Text() {}

  /**
   * The action as a menu line naming only what the action carries.
   *
   * @deprecated a menu line names the space, event or spell that asks, which needs the position:
   *     use {@link #describe(DungeonLordsState, DungeonLordsAction)}
   */
  @Deprecated
  public static String describe(DungeonLordsAction a) {
    return Menu.describe(null, a);
  }

  /** The action as a menu line in {@code view}: the space, event or spell that asks, and what it costs and does. */
  public static String describe(DungeonLordsState view, DungeonLordsAction a) {
    return Menu.describe(view, a);
  }

  /** More about a choice than its menu line: the rules of the space, room or spell that asks; empty if none. */
  public static Option<String> explain(DungeonLordsState view, DungeonLordsAction a) {
    return Menu.explain(view, a);
  }

  /** Who works a room: {@code "3 imps"}, {@code "2 imps and 1 troll token"}, {@code "1 troll token"}. */
  static String workers(int imps, int trolls) {
    return (imps > 0 ? Names.count(imps, "imp") : "") + (imps > 0 && trolls > 0 ? " and " : "")
        + (trolls > 0 ? Names.count(trolls, "troll token") : "");
  }

  /**
   * A square of {@code lord}'s dungeon by what is on it: {@code "the Mint at (1,2)"},
   * {@code "the tunnel at (3,0)"}, {@code "the conquered tunnel at (2,0)"}, or {@code "(4,3)"} when
   * nothing is dug there. Columns count 0..4 from the left, rows 0..3 from the surface.
   */
  public static String square(Lord lord, Square sq) {
    Option<Tile> t = lord.tileAt(sq);
    if (t.isEmpty()) {
      return sq.toString();
    }
    String what = t.get().room().map(Room::label).getOrElse("tunnel");
    return "the " + (t.get().conquered() ? "conquered " : "") + what + " at " + sq;
  }

  /** Where the flow stands, in the game's words. */
  public static String phase(Phase p) {
    return switch (p) {
      case UNAVAILABLE -> "choosing the order card to keep";
      case ORDERS -> "choosing orders";
      case ACTION -> "the action spaces";
      case DIGGING -> "digging tunnels";
      case SPYING -> "spying on a combat card";
      case TRAP_DISCARD -> "discarding a trap card";
      case PRODUCTION -> "production";
      case RETURN -> "taking back orders";
      case PAYDAY -> "Payday";
      case TAXES -> "Taxes";
      case SPECIAL -> "the special event";
      case PLANNING -> "planning the battle";
      case BATTLE -> "battle";
      case GAME_OVER -> "game over";
    };
  }

  /** A monster tile with its cost: {@code "Troll (2 food)"}. */
  static String offered(String tile) {
    MonsterKind k = Monsters.kind(tile);
    return k.label() + " (" + CardText.shortCost(k) + ")";
  }

  /** The table as {@code viewer} sees it; {@code s} is a view. */
  public static String render(DungeonLordsState s, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("Year ").append(s.year()).append(", ").append(Season.seasonName(Math.max(1, s.season())))
        .append(s.round() > 0 ? ", combat round " + s.round() : "").append(" - ").append(phase(s.phase())).append('\n');
    b.append("Starting player: ").append(s.players().get(s.starting()))
        .append(s.nonPlayerEvil().map(e -> "; non-player evil " + e).getOrElse("")).append('\n');
    if (!s.eventTiles().isEmpty()) {
      b.append("Events of seasons 2-4: ").append(s.eventTiles().map(Names::eventTile).mkString(", "))
          .append("; this year's special event: ").append(Names.special(s.specials().get(Math.max(0, s.year() - 1)))).append('\n');
    }
    if (!s.combatCards().isEmpty()) {
      b.append("Combat cards:");
      for (int i = 0; i < s.combatCards().size(); i++) {
        b.append(' ').append(i + 1).append(". ").append(Names.card(s.combatCards().get(i)))
            .append(i + 1 < s.combatCards().size() ? ";" : "");
      }
      b.append('\n');
    }
    if (!s.monsterOffer().isEmpty()) {
      b.append("Monsters on offer: ").append(s.monsterOffer().map(Text::offered).mkString(", ")).append('\n');
    }
    for (String r : s.roomOffer()) {
      b.append("Room on offer: ").append(Names.room(r)).append(": ").append(CardText.untagged(CardText.room(Room.valueOf(r))))
          .append('\n');
    }
    if (!s.waiting().isEmpty()) {
      b.append("Adventurers coming: ").append(s.waiting().map(g -> g.map(Names::adventurer).mkString(", "))
          .mkString("; then ")).append('\n');
    }
    b.append("Action spaces:\n");
    for (Order o : Order.values()) {
      b.append(String.format("  %-11s", o.label()));
      for (int sp = 0; sp < 3; sp++) {
        Option<Occupant> occ = s.spaces().get(o.ordinal() * 3 + sp);
        b.append(' ').append(Actions.roman(sp)).append(':').append(occ.isEmpty() ? "-"
            : occ.get().nonPlayer() ? "non-player " + s.nonPlayers().get(occ.get().index()).name()
            : s.players().get(occ.get().index()).toString());
      }
      b.append("   ").append(CardText.spaces(o)).append('\n');
    }
    for (int seat = 0; seat < s.players().size(); seat++) {
      b.append(lord(s, seat, s.players().get(seat).equals(viewer)));
    }
    if (s.window().isDefined()) {
      var w = s.window().get();
      b.append("Secret choice: ").append(w.players().map(p -> p + (w.hasCommitted(p) ? " decided" : " deciding")).mkString(", "))
          .append('\n');
      Option<Integer> me = s.seat(viewer);
      var mine = w.choiceOf(viewer).orElse(s.drafts().get(viewer));
      for (var d : mine) {
        b.append("Your choice so far: ").append(me.map(seat -> secret(s.lord(seat), d)).getOrElse("")).append('\n');
      }
    }
    if (s.battle().isDefined()) {
      Battle bt = s.battle().get();
      Lord l = s.lord(bt.seat());
      b.append("Battle in ").append(s.players().get(bt.seat())).append("'s dungeon on ")
          .append(s.plans().get(bt.seat()).flatMap(Secret::tile).map(sq -> square(l, sq)).getOrElse("its battle tile"))
          .append(bt.toAct().isEmpty() ? "" : ": still to act the " + bt.toAct().map(Names::monster).mkString(", the "))
          .append('\n');
    }
    return b.toString();
  }

  static String secret(Lord l, Secret d) {
    StringBuilder b = new StringBuilder();
    d.keep().forEach(o -> b.append("keep the ").append(o.label()).append(" order; "));
    if (!d.orders().isEmpty()) {
      b.append("orders ").append(d.orders().map(Order::label).mkString(", ")).append("; ");
    }
    d.nonPlayer().forEach(o -> b.append("the ").append(o.label()).append(" order for the non-player lord; "));
    d.tile().forEach(t -> b.append("battle on ").append(square(l, t)).append("; "));
    if (!d.traps().isEmpty()) {
      b.append("traps: ").append(d.traps().map(Names::trap).mkString(", ")).append("; ");
    }
    if (!d.monsters().isEmpty()) {
      b.append("monsters: ").append(d.monsters().map(Names::monster).mkString(", "));
    }
    String out = b.toString().trim();
    return out.endsWith(";") ? out.substring(0, out.length() - 1) : out;
  }

  /** One lord's board, with the dungeon as a 5×4 grid: T tunnel, R room, lower case = conquered. */
  static String lord(DungeonLordsState s, int seat, boolean mine) {
    Lord l = s.lord(seat);
    StringBuilder b = new StringBuilder();
    b.append("== ").append(l.id()).append(mine ? " (you)" : "").append(": evil ").append(l.evil())
        .append(", gold ").append(l.gold()).append(", food ").append(l.food()).append(", imps ").append(l.availableImps())
        .append(" free of ").append(l.imps()).append(", troll tokens ").append(l.trolls()).append(", penalty tokens ")
        .append(l.penalties()).append(s.paladinHolder().contains(l.id()) ? "; the paladin hunts this lord" : "").append('\n');
    b.append("   orders in hand: ").append(l.hand().map(Order::label).mkString(", "))
        .append("; unavailable: ").append(l.unavailable().isEmpty() ? "none" : l.unavailable().map(Order::label).mkString(", "))
        .append(l.played().isEmpty() ? "" : "; played: " + l.played().map(Order::label).mkString(", ")).append('\n');
    b.append("   dungeon (column,row; T tunnel, R room, lower case conquered; the entrance opens into (2,0)):\n");
    b.append("        0  1  2  3  4\n");
    for (int r = 0; r < Square.ROWS; r++) {
      b.append("     ").append(r).append(' ');
      for (int c = 0; c < Square.COLUMNS; c++) {
        Option<Tile> t = l.tileAt(Square.of(c, r));
        String cell = t.isEmpty() ? " . " : t.get().room().isDefined()
            ? (t.get().conquered() ? " r " : " R ") : (t.get().conquered() ? " t " : " T ");
        b.append(cell);
      }
      b.append('\n');
    }
    for (Tile t : l.tiles()) {
      if (t.room().isDefined()) {
        b.append("   ").append(t.room().get().label()).append(" at ").append(t.square()).append(t.conquered() ? " (conquered)" : "")
            .append(": ").append(CardText.untagged(CardText.room(t.room().get()))).append('\n');
      }
    }
    b.append("   monsters: ").append(l.lair().isEmpty() ? "none" : l.lair().map(m -> Names.monster(m.tile())
        + (m.ready() ? "" : " (exhausted)")).mkString(", "));
    b.append("\n   traps: ").append(mine ? (l.traps().isEmpty() ? "none" : l.traps().map(Names::trap).mkString(", "))
        : Names.count(l.traps().size(), "card"));
    b.append("\n   party: ");
    int i = 0;
    for (Fighter f : l.party()) {
      b.append(i++ == 0 ? "" : ", ").append(Names.adventurer(f.id())).append(' ').append(f.health() - f.damage())
          .append('/').append(f.health()).append(" health");
    }
    b.append(l.party().isEmpty() ? "nobody" : " (front first)");
    b.append("\n   prison: ").append(l.prison().isEmpty() ? "empty" : l.prison().map(Names::adventurer).mkString(", ")).append('\n');
    if (s.phase() == Phase.GAME_OVER && !s.scores().isEmpty()) {
      b.append("   score: ").append(s.scores().get(seat)).append('\n');
    }
    return b.toString();
  }
}
