package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;

/**
 * What is being decided now and by whom, in words: the open priority window (MK-R104) said by the
 * moment it stands for ("before the door is kicked open", "during the fight against Lawyers"),
 * or the question of the pending decision, naming the card or effect that asks it.
 */
final class Prompt {
  private Prompt() {}

  static String of(MunchkinState s) {
    if (s.over()) {
      return "The game is over.";
    }
    Option<Frame> top = s.frames().top();
    if (top.isEmpty()) {
      return "";
    }
    Frame f = top.get();
    if (f instanceof Frame.Window w) {
      return cap(window(s, w)) + ": " + w.window().offeredTo() + " may play a card or pass" + closing(s, w) + ".";
    }
    if (f instanceof Frame.SetupTurn st) {
      return s.seat(st.seat()).id() + " creates a character: play a Race, a Class and items from your hand, then say done.";
    }
    if (f instanceof Frame.TroubleOrLoot) {
      return s.turnPlayer().id() + ": no fight this turn: look for trouble (fight a monster from your hand) or loot the room.";
    }
    if (f instanceof Frame.Charity) {
      return s.turnPlayer().id() + " has more than " + s.turnPlayer().handLimit() + " cards: give the extra cards to the"
          + " lowest-level players (or discard them if you are the lowest).";
    }
    if (f instanceof Frame.Offer o) {
      String by = s.seat(o.proposer()).id().toString();
      String to = s.seat(o.answerer()).id().toString();
      String fighter = s.combat().map(c -> s.seat(c.fighter()).id().toString()).getOrElse("");
      String terms = ActionText.terms(o.terms().bribeItem(), o.terms().share(), o.terms().helperPicksFirst(),
          fighter.equals(to) ? "your " : fighter + "'s ");
      switch (o.kind()) {
        case ASK: return to + ": " + by + " asks you to help against " + monsters(s) + terms + "; agree, refuse or name your terms.";
        case COUNTER: return to + ": " + by + " would help only" + terms + "; accept or reject.";
        default: return to + ": " + by + " offers to help against " + monsters(s) + terms + "; accept or decline.";
      }
    }
    if (f instanceof Frame.Trade t) {
      String by = s.seat(t.proposer()).id().toString();
      String to = s.seat(t.recipient()).id().toString();
      String give = t.give().map(g -> "their " + Text.name(g)).getOrElse("");
      String get = t.receive().map(g -> "your " + Text.name(g)).getOrElse("");
      String offer = give.isEmpty() ? " asks for " + get + " as a gift" : get.isEmpty() ? " offers you " + give + " as a gift"
          : " offers " + give + " for " + get;
      return to + ": " + by + offer + "; accept or decline.";
    }
    if (f instanceof Frame.BigRecipient b) {
      return s.seat(b.owner()).id() + ": " + Text.name(b.item()) + " is a Big item over your limit: choose which of the"
          + " lowest-level players gets it.";
    }
    if (f instanceof Frame.Choose c) {
      return Choices.question(s, c) + ".";
    }
    return "";
  }

  /** The moment a window stands for, from the frames below it. */
  static String window(MunchkinState s, Frame.Window w) {
    switch (w.kind()) {
      case IW_START: return "at the start of " + s.turnPlayer().id() + "'s turn, before the door is kicked open";
      case IW_END: return "at the end of " + s.turnPlayer().id() + "'s turn";
      case CW: return "during the fight against " + monsters(s);
      case CURSE_RESPONSE: {
        for (Frame f : s.frames().items()) {
          if (f instanceof Frame.ApplyCurse a) {
            return "before " + Text.name(a.card()) + " strikes " + s.seat(a.victim()).id();
          }
        }
        return "before a curse strikes";
      }
      case PREROLL: {
        Frame.RunAttempt a = below(s, Frame.RunAttempt.class);
        return a == null ? "before a run-away roll"
            : "before " + s.seat(a.runner()).id() + " tries to run from " + ActionText.monster(s, a.monster());
      }
      case GLUE: {
        Frame.AfterEscape a = below(s, Frame.AfterEscape.class);
        return a == null ? "after an escape"
            : "after " + s.seat(a.runner()).id() + " escaped " + ActionText.monster(s, a.monster());
      }
      default: {
        Frame.AfterFail a = below(s, Frame.AfterFail.class);
        return a == null ? "after a failed escape"
            : "after " + ActionText.monster(s, a.monster()) + " caught " + s.seat(a.runner()).id() + ", before its Bad Stuff";
      }
    }
  }

  private static String closing(MunchkinState s, Frame.Window w) {
    switch (w.kind()) {
      case IW_START: return " (when everyone has passed in a row, " + s.turnPlayer().id() + " kicks open the door)";
      case CW: return " (when everyone has passed in a row, the fight is decided: " + Strength.munchkins(s)
          + " against " + Strength.monsters(s) + " now)";
      case CURSE_RESPONSE: return " (" + CardText.named(c -> c.effect(Effect.CancelCurse.class).isDefined(), " or ") + " cancels it)";
      case GLUE: return " (" + CardText.named(c -> c.effect(Effect.Reroll.class).isDefined(), " or ") + " makes the runner roll again)";
      default: return "";
    }
  }

  /** The active monsters of the combat by name, comma-separated. */
  static String monsters(MunchkinState s) {
    if (s.combat().isEmpty()) {
      return "the monster";
    }
    Combat c = s.combat().get();
    io.vavr.collection.Vector<String> names = io.vavr.collection.Vector.empty();
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active()) {
        names = names.append(Cards.exists(c.monsters().get(i).card()) ? Strength.data(c, i).name() : "a monster");
      }
    }
    if (names.isEmpty()) { // every monster is gone (defeated, killed, removed) but the window is still open
      for (int i = 0; i < c.monsters().size(); i++) {
        names = names.append((Cards.exists(c.monsters().get(i).card()) ? Strength.data(c, i).name() : "a monster")
            + " (" + c.monsters().get(i).state().name().toLowerCase(java.util.Locale.ROOT) + ")");
      }
    }
    return names.mkString(", ");
  }

  private static <F extends Frame> F below(MunchkinState s, Class<F> type) {
    for (Frame f : s.frames().items()) {
      if (type.isInstance(f)) {
        return type.cast(f);
      }
    }
    return null;
  }

  static String cap(String s) {
    return CardText.cap(s);
  }
}
