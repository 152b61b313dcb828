package dev.ply.games.dungeonlords.state;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/** One player's dungeon board and supplies (§2, DL-R1). Everything here is public except the trap hand. */
@Value.Immutable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface Lord {
  PlayerId id();

  int gold();

  int food();

  /** Imps owned (troll tokens are not imps, DL-R37). */
  int imps();

  /** Imps busy until END_SEASON (digging, mining, production; DL-R28). */
  int impsBusy();

  /** Troll tokens busy until END_SEASON (DL-R37). */
  int trollsBusy();

  /** Position on the Evilometer, 1..15 (§6.2). */
  int evil();

  /** Penalty tokens, −3 points each (DL-R53). */
  int penalties();

  /** The 3 cards drawn at setup, of which 2 become unavailable (DL-R4); empty afterwards. */
  Vector<Order> drawn();

  Vector<Order> hand();

  Vector<Order> unavailable();

  /** This season's orders, 1st first, once revealed (DL-R15). */
  Vector<Order> played();

  /** Played orders whose minion is held on the card (DL-R16, DL-R17, DL-R21). */
  Vector<Order> held();

  Vector<Tile> tiles();

  Vector<LairMonster> lair();

  /** Trap cards in hand (trap kind names); {@code "?"} for a card the viewer may not see. */
  Vector<String> traps();

  /** The party queued against this dungeon, front first (DL-R61). */
  Vector<Fighter> party();

  /** Imprisoned adventurers and paladins (DL-R79). */
  Vector<String> prison();

  /** Combat-card positions (1..4) this lord spied this year (DL-R24; the position is public). */
  Vector<Integer> spied();

  /** True while this lord's combat is running (DL-R70). */
  boolean fighting();

  default int availableImps() {
    return imps() - impsBusy();
  }

  /** DL-R37: as many troll tokens as Trolls owned. */
  default int trolls() {
    int n = 0;
    for (LairMonster m : lair()) {
      if (Monsters.kind(m.tile()) == MonsterKind.TROLL) {
        n++;
      }
    }
    return n;
  }

  default int availableTrolls() {
    return Math.max(0, trolls() - trollsBusy());
  }

  default Option<Tile> tileAt(Square s) {
    for (Tile t : tiles()) {
      if (t.square().equals(s)) {
        return Option.of(t);
      }
    }
    return Option.none();
  }

  default int unconqueredTunnels() {
    int n = 0;
    for (Tile t : tiles()) {
      if (t.unconqueredTunnel()) {
        n++;
      }
    }
    return n;
  }

  default Option<LairMonster> monster(String tile) {
    for (LairMonster m : lair()) {
      if (m.tile().equals(tile)) {
        return Option.of(m);
      }
    }
    return Option.none();
  }
}
