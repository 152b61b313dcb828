package dev.ply.games.desperategods.event;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;

/**
 * What happened, for front ends to animate (§4.1). Everything in Desperate Gods is public (§8),
 * so every event is visible to everyone. Holders of coins are players' names, {@code "bank"}
 * or {@code "limbo"}.
 */
public sealed interface DgEvent extends GameEvent {

  record TurnStarted(PlayerId player, int round, String rule) implements DgEvent {}

  record TurnSkipped(PlayerId player, String rule) implements DgEvent {}

  record TurnEnded(PlayerId player, String rule) implements DgEvent {}

  /** Every die roll; {@code purpose} says what for ("move", "fight", "break", ...). */
  record DiceRolled(PlayerId player, String purpose, Vector<Integer> values, String rule) implements DgEvent {}

  record DieChosen(PlayerId player, int value, String rule) implements DgEvent {}

  /** One step of a move. */
  record Moved(PlayerId player, String from, String to, boolean overBridge, String rule) implements DgEvent {}

  /** A whole move, told once it ends on its square (or stops in Town, DG-R15). */
  record MoveEnded(PlayerId player, int squares, String from, String to, boolean forced, String rule) implements DgEvent {}

  record Relocated(PlayerId player, String from, String to, String rule) implements DgEvent {}

  record EncounterOpened(PlayerId mover, PlayerId passed, String square, String rule) implements DgEvent {}

  record TradeDraftStep(PlayerId drafter, String step, String rule) implements DgEvent {}

  record TradeProposed(PlayerId from, PlayerId to, String offer, String rule) implements DgEvent {}

  record TradeAnswered(PlayerId by, String answer, String rule) implements DgEvent {}

  record CardDrawn(PlayerId player, String card, String deck, String rule) implements DgEvent {}

  record CardPicked(PlayerId picker, String card, String rule) implements DgEvent {}

  /** A card went to the bottom of its deck, or to a pile ("pile of p2", "removed", "bound to p1"). */
  record CardMoved(String card, String to, String rule) implements DgEvent {}

  record DeckShuffled(String deck, String rule) implements DgEvent {}

  record FightStarted(PlayerId player, String opponent, int target, String rule) implements DgEvent {}

  /** result: WON, LOST, AVOIDED, ESCAPED. */
  record FightEnded(PlayerId player, String opponent, String result, int strength, String rule) implements DgEvent {}

  record DamageTaken(PlayerId player, int amount, int hpAfter, String rule) implements DgEvent {}

  record Healed(PlayerId player, int amount, int hpAfter, String rule) implements DgEvent {}

  record PlayerDied(PlayerId player, String rule) implements DgEvent {}

  record CoinsMoved(String from, String to, int amount, String rule) implements DgEvent {}

  /** kind: GAINED, USED, BROKEN, SAVED, STOLEN, SOLD, BOUGHT, DISCARDED, DECLINED. */
  record ItemEvent(PlayerId player, String item, String kind, String rule) implements DgEvent {}

  record StoreCycled(PlayerId player, String rule) implements DgEvent {}

  /** A flag changed: skip turn, extra turn, direction, puppeteer, explorer bonus. */
  record StatusChanged(PlayerId player, String status, String rule) implements DgEvent {}

  record GameEnded(String reason, Vector<Integer> scores, Vector<PlayerId> winners, String rule) implements DgEvent {}
}
