package dev.ply.games.munchkin.rules;

import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The card plays and abilities a player takes with priority (MK-R102) or in a turn-step frame,
 * once the decision has allowed them.
 */
final class CardPlays {
  private CardPlays() {}

  /** The action's rules, in the room of the spec that states them. */
  static void play(Table t, int me, MunchkinAction a) {
    if (a instanceof PlayRace x) {
      CharacterCards.race(t, me, x);
    } else if (a instanceof PlayClass x) {
      CharacterCards.cls(t, me, x);
    } else if (a instanceof PlayItem x) {
      CharacterCards.item(t, me, x);
    } else if (a instanceof DiscardRace x) {
      CharacterCards.discardRace(t, me, x);
    } else if (a instanceof DiscardClass x) {
      CharacterCards.discardClass(t, me, x);
    } else if (a instanceof PlayCurse x) {
      Curses.play(t, me, x);
    } else if (a instanceof PlayWishingRing x) {
      Curses.wishingRing(t, me, x);
    } else if (a instanceof PlayGoUpLevel x) {
      CharacterCards.goUpALevel(t, me, x);
    } else if (a instanceof PlayStealALevel x) {
      CharacterCards.stealALevel(t, me, x);
    } else if (a instanceof AskForHelp x) {
      Proposals.ask(t, me, x);
    } else if (a instanceof OfferHelp x) {
      Proposals.offer(t, me, x);
    } else if (a instanceof PlayEnhancer x) {
      Fighting.enhancer(t, me, x);
    } else if (a instanceof PlayWanderingMonster x) {
      Fighting.wanderingMonster(t, me, x);
    } else if (a instanceof PlayCombatItem x) {
      Fighting.combatItem(t, me, x);
    } else if (a instanceof Berserk x) {
      Fighting.berserk(t, me, x);
    } else if (a instanceof PlayFlaskOfGlue x) {
      Running.glue(t, me, x);
    } else if (a instanceof PlayInvisibility x) {
      Running.invisibility(t, me, x);
    } else {
      Plays.play(t, me, a);
    }
  }
}
