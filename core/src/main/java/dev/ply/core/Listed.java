package dev.ply.core;

import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * The legal actions of one player in one state, as {@link Game#listed} made them: a caller that
 * has listed a state's actions and picks one of them (a playout, a bot, a server) says so by
 * applying the pick by its place in this list ({@link Game#apply(Listed, int)}), and the game
 * need not find out a second time whether the action is legal.
 *
 * <p>Only {@link Game#listed} makes one, from {@link Game#legalActions}, so a list always holds
 * exactly what the game lists for its state and player. It holds the state it was made for; keep
 * it no longer than that state.
 *
 * @param <S> the game's state
 * @param <A> the game's action type
 */
public final class Listed<S, A extends Action> {
  private final Game<S, A> game;
  private final S state;
  private final PlayerId player;
  private final Seq<A> actions;

  private Listed(Game<S, A> game, S state, PlayerId player, Seq<A> actions) {
    this.game = game;
    this.state = state;
    this.player = player;
    this.actions = actions;
  }

  static <S, A extends Action> Listed<S, A> of(Game<S, A> game, S state, PlayerId player) {
    Objects.requireNonNull(game, "game");
    return new Listed<>(game, state, player, game.legalActions(state, player));
  }

  /** The game that listed the actions. */
  public Game<S, A> game() {
    return game;
  }

  /** The state the actions were listed for. */
  public S state() {
    return state;
  }

  /** The player whose actions these are. */
  public PlayerId player() {
    return player;
  }

  /** The actions, in the game's stable order: {@code legalActions(state(), player())}. */
  public Seq<A> actions() {
    return actions;
  }

  /** How many actions there are; 0 when the player is not awaited. */
  public int size() {
    return actions.size();
  }

  public boolean isEmpty() {
    return actions.isEmpty();
  }

  /** The action at {@code index} (from 0). */
  public A get(int index) {
    return actions.get(index);
  }

  @Override
  public String toString() {
    return "Listed[" + player + ": " + actions.size() + " actions]";
  }
}
