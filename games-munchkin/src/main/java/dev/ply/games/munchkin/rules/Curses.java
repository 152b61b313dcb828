package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Status;
import io.vavr.control.Option;

/** Curses (§5.9): a curse waits in CURSE_RESPONSE (MK-R85), then takes effect (MK-R86). */
final class Curses {
  private Curses() {}

  /** The status a persistent curse card stands for. */
  static Option<Status> statusOf(Card c) {
    for (Effect e : c.effects()) {
      if (e instanceof Effect.AddStatus a) {
        return Option.of(a.status());
      }
    }
    return Option.none();
  }
}
