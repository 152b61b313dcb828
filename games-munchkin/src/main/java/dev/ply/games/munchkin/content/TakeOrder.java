package dev.ply.games.munchkin.content;

/** Who takes in OTHERS_TAKE. */
public enum TakeOrder {
  CLOCKWISE_FROM_LEFT, COUNTER_CLOCKWISE_FROM_RIGHT, HIGHEST_CLOCKWISE, LEFT_THEN_RIGHT
}
