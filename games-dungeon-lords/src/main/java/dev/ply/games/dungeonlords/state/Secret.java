package dev.ply.games.dungeonlords.state;

import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * One player's secret choice in a commit window, built step by step (DL-R14b, DL-R75b): the
 * order kept at setup (DL-R4), the three orders and the non-player order (DL-R14), the order
 * returned (DL-R39), or a combat plan (DL-R71).
 */
public record Secret(Option<Order> keep, Vector<Order> orders, Option<Order> nonPlayer, Option<Square> tile,
    Vector<String> traps, Vector<String> monsters) {

  public static final Secret EMPTY =
      new Secret(Option.none(), Vector.empty(), Option.none(), Option.none(), Vector.empty(), Vector.empty());

  public Secret withKeep(Order o) {
    return new Secret(Option.of(o), orders, nonPlayer, tile, traps, monsters);
  }

  public Secret withOrder(Order o) {
    return new Secret(keep, orders.append(o), nonPlayer, tile, traps, monsters);
  }

  public Secret withNonPlayer(Order o) {
    return new Secret(keep, orders, Option.of(o), tile, traps, monsters);
  }

  public Secret withTile(Square s) {
    return new Secret(keep, orders, nonPlayer, Option.of(s), traps, monsters);
  }

  public Secret withTrap(String t) {
    return new Secret(keep, orders, nonPlayer, tile, traps.append(t), monsters);
  }

  public Secret withMonster(String m) {
    return new Secret(keep, orders, nonPlayer, tile, traps, monsters.append(m));
  }
}
