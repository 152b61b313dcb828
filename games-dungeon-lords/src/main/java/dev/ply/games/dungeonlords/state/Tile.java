package dev.ply.games.dungeonlords.state;

import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import io.vavr.control.Option;

/**
 * A tunnel or room tile of a dungeon; conquered tiles are flipped (DL-R99).
 *
 * @param activations times the room was activated this season (DL-R36)
 */
public record Tile(Square square, Option<Room> room, boolean conquered, int activations) {
  public static Tile tunnel(Square s) {
    return new Tile(s, Option.none(), false, 0);
  }

  public boolean isRoom() {
    return room.isDefined();
  }

  public boolean unconqueredTunnel() {
    return room.isEmpty() && !conquered;
  }

  public Tile conquer() {
    return new Tile(square, room, true, activations);
  }

  public Tile activated() {
    return new Tile(square, room, conquered, activations + 1);
  }

  public Tile rested() {
    return new Tile(square, room, conquered, 0);
  }
}
