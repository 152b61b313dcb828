package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;

/**
 * The words of CHOOSE frames (MK-R108): each option as a menu line and each frame as a question
 * naming the card or effect that asks it ("Truly Obnoxious Curse: choose the item to discard").
 */
final class Choices {
  private Choices() {}

  /** One option of the CHOOSE (or Big item recipient) frame on top of {@code s}. */
  static String describe(MunchkinState s, String option) {
    Option<Frame> top = s.frames().top();
    if (top.isDefined() && top.get() instanceof Frame.BigRecipient b) {
      return "give " + Text.name(b.item()) + " to " + option;
    }
    if (top.isEmpty() || !(top.get() instanceof Frame.Choose c)) {
      return Cards.exists(option) ? "choose " + Text.name(option) : "choose " + option.toLowerCase(java.util.Locale.ROOT);
    }
    String who = s.seat(c.subject()).id().toString();
    String card = Text.name(option);
    String forWhat = source(s).map(x -> " (" + x + ")").getOrElse("");
    switch (c.purpose()) {
      case POST_ROLL: return option.equals(Choosing.KEEP) ? "keep the roll of " + c.count()
          : "use " + Text.name(Choosing.loadedDie(s.seat(c.chooser()))) + ": make the roll a " + option.substring(Choosing.FACE.length());
      case NEXT_MONSTER: return "run from " + card + " next";
      case LOOT_CORPSE: return "take " + card + " from the body";
      case DRAFT: return "take " + card + " from the treasure";
      case DISCARD_ITEM:
      case DISCARD_CLASS: return "discard " + card + forWhat;
      case BRANCH: {
        Effect.Choice ch = (Effect.Choice) c.effect().get();
        return CardText.effects(option.equals(Choosing.FIRST) ? ch.first() : ch.second()) + forWhat;
      }
      case PAY_ITEM: return "pay with " + card + " (" + CardText.gold(Cards.exists(option) ? Cards.card(option).value() : 0) + ")" + forWhat;
      case LOSE_MIXED: return "lose " + card + forWhat;
      case TAKE_ITEM: return option.equals(Choosing.HAND) ? "take a card at random from " + who + "'s hand" + forWhat
          : option.equals(Choosing.NONE) ? "take nothing" : "take " + card + " from " + who + forWhat;
      case NEIGHBOUR_DISCARD: return "make " + who + " discard " + card + forWhat;
      case LOOT_THE_ROOM: return option.equals(Choosing.LOOT) ? "loot the room: draw a Door card face down" : "do not loot the room";
      case GIVE_AWAY_BIG: return "give away " + card + " (a Big item over your limit)";
      case LAWYERS: return option.equals(Choosing.YES) ? "trade in 2 Treasure cards for 2 new ones" : "keep your Treasure cards";
      case TRADE_IN: return "discard " + card + " for the trade-in";
      case RESURRECTION: return option.equals(Choosing.DRAW) ? "kick open the door as usual"
          : "resurrect: take " + top(s, true) + " from the Door discard pile, discarding " + card;
      case RESURRECT_REWARD: return option.equals(Choosing.DRAW) ? "draw the treasure as usual"
          : "resurrect: take " + top(s, false) + " from the Treasure discard pile, discarding " + card;
      default: return "choose " + card;
    }
  }

  /** The question the CHOOSE frame {@code c} asks. */
  static String question(MunchkinState s, Frame.Choose c) {
    String chooser = s.seat(c.chooser()).id().toString();
    String subject = s.seat(c.subject()).id().toString();
    String src = source(s).map(x -> x + ": ").getOrElse("");
    switch (c.purpose()) {
      case POST_ROLL: return chooser + " rolled " + c.count() + rolledFor(s) + ": keep it"
          + (Choosing.loadedDie(s.seat(c.chooser())) != null ? " or use " + Text.name(Choosing.loadedDie(s.seat(c.chooser()))) : "");
      case NEXT_MONSTER: return chooser + ": which monster do you run from next?";
      case LOOT_CORPSE: return chooser + ": take one card from the body of the dead player";
      case DRAFT: return chooser + ": take one card of the treasure won";
      case DISCARD_ITEM: return chooser + ": " + src + CardText.effects(io.vavr.collection.Vector.of(c.effect().get()));
      case BRANCH: return chooser + ": " + src + CardText.effects(io.vavr.collection.Vector.of(c.effect().get()));
      case PAY_ITEM: return chooser + ": " + src + "discard items worth " + CardText.gold(c.count()) + " more";
      case LOSE_MIXED: return chooser + ": " + src + "lose " + CardText.plural(c.count(), "more card")
          + " from your hand or the table";
      case TAKE_ITEM: return chooser + ": " + src + "take one of " + subject + "'s items"
          + (Choosing.options(s, c).contains(Choosing.HAND) ? " or a card from their hand" : "");
      case NEIGHBOUR_DISCARD: return chooser + ": " + src + "choose one of " + subject + "'s items to discard";
      case DISCARD_CLASS: return chooser + ": " + src + "choose the Class to discard";
      case LOOT_THE_ROOM: return chooser + ": loot the room (draw a Door card face down) or not";
      case GIVE_AWAY_BIG: return chooser + ": too many Big items: choose one to give to the lowest-level player";
      case LAWYERS: return chooser + ": " + Prompt.monsters(s) + " will not fight a Thief: trade in 2 Treasure cards for 2 new ones?";
      case TRADE_IN: return chooser + ": choose " + CardText.plural(c.count(), "Treasure card") + " to discard for the trade-in";
      case RESURRECTION: return chooser + " (Cleric): kick open the door as usual, or resurrect " + top(s, true)
          + " from the discard pile by discarding a card";
      case RESURRECT_REWARD: return chooser + " (Cleric): draw the treasure as usual, or resurrect " + top(s, false)
          + " from the discard pile by discarding a card";
      default: return chooser + " chooses";
    }
  }

  /** The card whose effect asks the question, by name: the nearest effect frame below with a source (a curse, a monster). */
  static Option<String> source(MunchkinState s) {
    return cause(s).map(Text::name);
  }

  /** The ID of the card whose effect is being applied: the nearest effect frame with a source, or a pending curse. */
  static Option<String> cause(MunchkinState s) {
    for (Frame f : s.frames().items()) {
      if (f instanceof Frame.ApplyEffects e && Cards.exists(e.source())) {
        return Option.of(e.source());
      }
      if (f instanceof Frame.ApplyCurse a && Cards.exists(a.card())) {
        return Option.of(a.card());
      }
    }
    return Option.none();
  }

  private static String rolledFor(MunchkinState s) {
    for (Frame f : s.frames().items().tail()) {
      if (f instanceof Frame.AfterRoll r) {
        return " to run from " + ActionText.monster(s, r.monster());
      }
      if (f instanceof Frame.Theft t) {
        return " to steal " + Text.name(t.item()) + " (4 or more succeeds)";
      }
      if (f instanceof Frame.ApplyEffects) {
        return source(s).map(x -> " for " + x).getOrElse("");
      }
    }
    return "";
  }

  private static String top(MunchkinState s, boolean door) {
    io.vavr.collection.Vector<String> pile = door ? s.doorDiscard() : s.treasureDiscard();
    return pile.isEmpty() ? "the top card" : Text.name(pile.last());
  }
}
