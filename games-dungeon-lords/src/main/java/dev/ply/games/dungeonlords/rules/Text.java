package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.*;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.control.Option;

/** Words for people: actions for menus, the table for a terminal (a view). */
public final class Text {
  private Text() {}

  public static String describe(DungeonLordsAction a) {
    if (a instanceof KeepOrder k) return "keep " + k.order() + " (the other two become unavailable)";
    if (a instanceof PickOrder p) return "order " + p.order();
    if (a instanceof PickNonPlayerOrder p) return "non-player order " + p.order();
    if (a instanceof Confirm) return "confirm";
    if (a instanceof Execute) return "do it";
    if (a instanceof Decline) return "decline";
    if (a instanceof Spy s) return "spy on combat card " + s.position();
    if (a instanceof Dig d) return "dig at " + d.square();
    if (a instanceof StopDigging) return "stop digging";
    if (a instanceof Mine m) return "mine with " + m.workers() + " imp" + (m.workers() > 1 ? "s" : "");
    if (a instanceof DiscardTrap d) return "discard " + trap(d.trap());
    if (a instanceof Hire h) return "hire " + monster(h.monster()) + (h.with().isEmpty() ? "" : " giving up " + h.with());
    if (a instanceof Build b) return "build the " + room(b.room()) + " on " + b.square();
    if (a instanceof Activate ac) return "activate the room on " + ac.room() + (ac.trolls() > 0 ? " with " + ac.trolls() + " troll(s)" : "")
        + (ac.dig().equals(ac.room()) ? "" : " digging " + ac.dig());
    if (a instanceof Done) return "done";
    if (a instanceof ReturnOrder r) return "take back " + r.order();
    if (a instanceof PayMonster p) return "pay for " + p.monster() + (p.with().isEmpty() ? "" : " with " + p.with());
    if (a instanceof LetGo l) return "let " + l.monster() + " go";
    if (a instanceof Pay p) return "pay " + p.amount();
    if (a instanceof ChooseTile c) return "fight on " + c.square();
    if (a instanceof AddTrap t) return "set " + trap(t.trap());
    if (a instanceof AddMonster m) return "send " + monster(m.monster());
    if (a instanceof Release r) return "release " + r.prisoner();
    if (a instanceof FirstTrap f) return "spring " + trap(f.trap()) + " first";
    if (a instanceof TrapTarget t) return "aim at party position " + (t.position() + 1);
    if (a instanceof SpellChoice s) return "spell: " + s.choice();
    if (a instanceof AttackWith at) {
      var opt = Monsters.kind(at.monster()).attacks().get(at.option());
      return at.monster() + ": " + opt.words() + " (target " + (at.target() + 1)
          + (at.second() != at.target() ? " and " + (at.second() + 1) : "") + ")";
    }
    return a.toString();
  }

  static String trap(String t) {
    try {
      return Trap.valueOf(t).label();
    } catch (IllegalArgumentException e) {
      return t;
    }
  }

  static String room(String r) {
    try {
      return Room.valueOf(r).label();
    } catch (IllegalArgumentException e) {
      return r;
    }
  }

  static String monster(String m) {
    try {
      var k = Monsters.kind(m);
      return m + " (" + k.label() + ", cost " + k.cost() + ")";
    } catch (RuntimeException e) {
      return m;
    }
  }

  /** The table as {@code viewer} sees it; {@code s} is a view. */
  public static String render(DungeonLordsState s, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("Year ").append(s.year()).append(", ").append(Flow.seasonName(Math.max(1, s.season())))
        .append(s.round() > 0 ? ", combat round " + s.round() : "").append(" - ").append(s.phase().name().toLowerCase()).append('\n');
    b.append("Starting player: ").append(s.players().get(s.starting()))
        .append(s.nonPlayerEvil().map(e -> "; non-player evil " + e).getOrElse("")).append('\n');
    b.append("Events: ").append(s.eventTiles().mkString(" ")).append("   special: ").append(s.specials().mkString(" ")).append('\n');
    b.append("Combat cards: ");
    for (int i = 0; i < s.combatCards().size(); i++) {
      String c = s.combatCards().get(i);
      b.append(i + 1).append('=').append(c.equals(DungeonLordsState.HIDDEN) ? "?" : CombatCard.valueOf(c).label()).append("  ");
    }
    b.append('\n');
    b.append("Monsters on offer: ");
    for (String m : s.monsterOffer()) {
      b.append(monster(m)).append("  ");
    }
    b.append("\nRooms on offer: ");
    for (String r : s.roomOffer()) {
      b.append(Room.valueOf(r).label()).append(" [").append(Room.valueOf(r).effect()).append("]  ");
    }
    b.append("\nWaiting adventurers: ").append(s.waiting().map(g -> g.mkString(",")).mkString(" | ")).append('\n');
    b.append("Action spaces:\n");
    for (Order o : Order.values()) {
      b.append(String.format("  %-10s", o));
      for (int sp = 0; sp < 3; sp++) {
        Option<Occupant> occ = s.spaces().get(o.ordinal() * 3 + sp);
        b.append(' ').append(Building.roman(sp)).append(':').append(occ.isEmpty() ? "-"
            : occ.get().nonPlayer() ? "np" + s.nonPlayers().get(occ.get().index()).name() : s.players().get(occ.get().index()).toString());
      }
      b.append("   ").append(spaceWords(o)).append('\n');
    }
    for (int seat = 0; seat < s.players().size(); seat++) {
      b.append(lord(s, seat, s.players().get(seat).equals(viewer)));
    }
    if (s.window().isDefined()) {
      var w = s.window().get();
      b.append("Secret choice: ").append(w.players().map(p -> p + (w.hasCommitted(p) ? " decided" : " deciding")).mkString(", "))
          .append('\n');
      var mine = w.choiceOf(viewer).orElse(s.drafts().get(viewer));
      for (var d : mine) {
        b.append("Your choice so far: ").append(secret(d)).append('\n');
      }
    }
    if (s.battle().isDefined()) {
      var bt = s.battle().get();
      b.append("Battle of ").append(s.players().get(bt.seat())).append(" on ")
          .append(s.plans().get(bt.seat()).flatMap(pl -> pl.tile()).map(Object::toString).getOrElse("?"))
          .append(": still to act ").append(bt.toAct().mkString(", ")).append('\n');
    }
    return b.toString();
  }

  static String secret(dev.ply.games.dungeonlords.state.Secret d) {
    StringBuilder b = new StringBuilder();
    d.keep().forEach(o -> b.append("keep ").append(o).append(' '));
    if (!d.orders().isEmpty()) {
      b.append("orders ").append(d.orders().mkString(", ")).append(' ');
    }
    d.nonPlayer().forEach(o -> b.append("non-player ").append(o).append(' '));
    d.tile().forEach(t -> b.append("battle tile ").append(t).append(' '));
    if (!d.traps().isEmpty()) {
      b.append("traps ").append(d.traps().map(Text::trap).mkString(", ")).append(' ');
    }
    if (!d.monsters().isEmpty()) {
      b.append("monsters ").append(d.monsters().mkString(", "));
    }
    return b.toString().trim();
  }

  static String spaceWords(Order o) {
    return switch (o) {
      case FOOD -> "I: 1 gold->2 food; II: 1 evil->3 food; III: 2 evil->3 food+1 gold";
      case REPUTATION -> "I: evil-1, spy; II: evil-2; III: 1 gold->evil-2, spy";
      case TUNNELS -> "I: 2 imps dig; II: 3; III: foreman+4";
      case GOLD -> "I: 2 imps mine; II: 3; III: foreman+4";
      case IMPS -> "I: 1 food->1 imp; II: 2 food->2 imps; III: 1 food+1 gold->2 imps";
      case TRAPS -> "I: 1 gold->1 trap; II: 1 trap; III: 2 gold->2 traps";
      case MONSTERS -> "III first (+1 food), then II, I: hire a monster";
      case ROOMS -> "III first (1 gold), II (1 gold), I (free): build a room";
    };
  }

  /** One lord's board, with the dungeon as a 5×4 grid: T tunnel, R room, lower case = conquered. */
  static String lord(DungeonLordsState s, int seat, boolean mine) {
    Lord l = s.lord(seat);
    StringBuilder b = new StringBuilder();
    b.append("== ").append(l.id()).append(mine ? " (you)" : "").append(": evil ").append(l.evil())
        .append(", gold ").append(l.gold()).append(", food ").append(l.food()).append(", imps ").append(l.availableImps())
        .append('/').append(l.imps()).append(", trolls ").append(l.trolls()).append(", penalties ").append(l.penalties())
        .append(s.paladinHolder().contains(l.id()) ? ", PALADIN" : "").append('\n');
    b.append("   hand ").append(l.hand().mkString(",")).append("; unavailable ").append(l.unavailable().mkString(","))
        .append(l.played().isEmpty() ? "" : "; played " + l.played().mkString(",")).append('\n');
    b.append("         entrance\n");
    for (int r = 0; r < Square.ROWS; r++) {
      b.append("   ");
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
        b.append("   ").append(t.square()).append(' ').append(t.room().get().label()).append(t.conquered() ? " (conquered)" : "")
            .append(": ").append(t.room().get().effect()).append('\n');
      }
    }
    b.append("   lair: ");
    for (LairMonster m : l.lair()) {
      b.append(Monsters.kind(m.tile()).label()).append('[').append(m.tile()).append(m.ready() ? "" : ", exhausted").append("] ");
    }
    b.append("\n   traps: ").append(mine ? l.traps().map(Text::trap).mkString(", ") : l.traps().size() + " card(s)");
    b.append("\n   party: ");
    for (Fighter f : l.party()) {
      b.append(f.id()).append(" (").append(f.health() - f.damage()).append('/').append(f.health()).append(") ");
    }
    b.append("\n   prison: ").append(l.prison().mkString(", ")).append('\n');
    if (s.phase() == Phase.GAME_OVER && !s.scores().isEmpty()) {
      b.append("   score: ").append(s.scores().get(seat)).append('\n');
    }
    return b.toString();
  }
}
