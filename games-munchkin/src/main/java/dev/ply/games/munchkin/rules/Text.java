package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.RulesText;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * Words for people: cards by name with what they do ({@link CardText}), actions as sentences
 * ({@link ActionText}), what is being decided ({@link Prompt}), and the table as one seat sees it.
 */
public final class Text {
  private Text() {}

  /** A card's name, or "a hidden card" for one the viewer may not see. */
  public static String name(String id) {
    return Cards.exists(id) ? Cards.card(id).name() : "a hidden card";
  }

  /** A card's name with its numbers, for lists and menus: "Mithril Armor (+3, Armor, Big, not for Wizards, 600 gold)". */
  public static String label(String id) {
    if (!Cards.exists(id)) {
      return "a hidden card";
    }
    Card c = Cards.card(id);
    String numbers = CardText.numbers(c);
    return numbers.equals(c.name()) ? c.name() : c.name() + " (" + numbers + ")";
  }

  /** What a card does: its name and full description, generated from its data (§6). */
  public static String explain(String id) {
    return Cards.exists(id) ? Cards.card(id).name() + ": " + CardText.of(Cards.card(id)) : "a hidden card";
  }

  /** The action as a sentence in the game's words, naming cards by name. */
  public static String describe(MunchkinState s, MunchkinAction a) {
    return ActionText.describe(s, a);
  }

  /** What is being decided now, by whom, and what asks for it (a window's moment, a card's choice). */
  public static String prompt(MunchkinState s) {
    return Prompt.of(s);
  }

  /**
   * In a priority window (MK-R102), who may still play a card before it closes if everyone passes:
   * the offered player first, then the others in seat order, leaving out the dead and the runner a
   * GLUE window skips (MK-R102b). Empty outside a window. Public: it is the same for every viewer.
   */
  public static io.vavr.collection.Seq<PlayerId> stillToAnswer(MunchkinState s) {
    Option<Frame> top = s.frames().top();
    if (top.isEmpty() || !(top.get() instanceof Frame.Window w)) {
      return Vector.empty();
    }
    return w.window().stillToAnswer().filter(p -> {
      Option<Integer> seat = s.findSeat(p);
      return seat.isDefined() && s.seat(seat.get()).alive() && !(w.skip().isDefined() && w.skip().get().equals(seat.get()));
    }).distinct();
  }

  /** More about an action than its menu line: what is being decided and why. */
  public static Option<String> explain(MunchkinState s, MunchkinAction a) {
    String p = prompt(s);
    return p.isEmpty() ? Option.none() : Option.of(p);
  }

  /** The card an action plays or names, if any. */
  public static Option<String> cardOf(MunchkinAction a) {
    String c = null;
    if (a instanceof PlayRace x) c = x.card();
    else if (a instanceof PlayClass x) c = x.card();
    else if (a instanceof PlayItem x) c = x.card();
    else if (a instanceof PlayCurse x) c = x.card();
    else if (a instanceof PlayGoUpLevel x) c = x.card();
    else if (a instanceof PlayStealALevel x) c = x.card();
    else if (a instanceof PlayEnhancer x) c = x.card();
    else if (a instanceof PlayCombatItem x) c = x.card();
    else if (a instanceof PlayWanderingMonster x) c = x.monster();
    else if (a instanceof LookForTrouble x) c = x.monster();
    else if (a instanceof AddToSale x) c = x.card();
    else if (a instanceof Equip x) c = x.item();
    else if (a instanceof MunchkinAction.Choose x) c = x.option();
    return Cards.exists(c) ? Option.of(c) : Option.none();
  }

  /** The rules to play from (for {@code ply rules munchkin}): goal, turn, every card by ID and name, a few terms. */
  public static RulesText rules() {
    Vector<RulesText.Term> terms = Vector.empty();
    for (Card c : Cards.ALL) {
      terms = terms.append(new RulesText.Term(c.id(), c.name(), CardText.of(c)));
    }
    terms = terms
        .append(new RulesText.Term("Bad Stuff", "What a monster does to a player who fails to run away from it."))
        .append(new RulesText.Term("Run Away", "Roll a die for each monster: 5 or more escapes it (modifiers apply);"
            + " otherwise its Bad Stuff hits you."))
        .append(new RulesText.Term("Human", "A player without a Race card, or half of one Race with Half-Breed."))
        .append(new RulesText.Term("Undead", "A kind of monster: a Cleric's Turning works only against Undead."));
    return new RulesText(
        "Be the first to reach level 10 (everyone starts at 1). Level 10 comes only from killing a monster "
            + "(or, for a Cleric, Divine Intervention); several players reaching it together all win. After "
            + "maxTurns turns the highest levels win.",
        "At the start of your turn everyone may play cards, each asked in turn; when all have passed in a row you "
            + "kick open the door: a monster is fought, a curse strikes you, anything else goes to your hand. "
            + "Without a fight, look for trouble (fight a monster from your hand) or loot the room (draw a Door "
            + "card face down). In a fight your level plus equipped items must beat the monsters (a Warrior wins "
            + "ties); ask one player to help for an item and some of the treasure; anyone may play enhancers, "
            + "Wandering Monsters, one-shot potions or curses. Win: levels and treasure. Lose: roll 5+ to run from "
            + "each monster or suffer its Bad Stuff (perhaps death: the others loot your body). End of turn: "
            + "another round of plays, then give cards down to 5 (a Dwarf 6) to the lowest-level players. Sell "
            + "items for a level per 1,000 gold (never to 10).",
        terms);
  }

  public static String render(MunchkinState v, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("Turn ").append(v.completedTurns() + 1).append(" — ").append(v.turnPlayer().id()).append("'s turn\n");
    for (PlayerState p : v.seats()) {
      b.append(p.id()).append(": level ").append(p.level()).append(' ').append(p.sex().name().toLowerCase(Locale.ROOT))
          .append(p.alive() ? "" : " (dead)");
      b.append(p.races().isEmpty() ? ", Human" : "");
      p.races().forEach(r -> b.append(", ").append(name(r)));
      p.halfBreed().forEach(r -> b.append(", ").append(name(r)));
      p.classes().forEach(r -> b.append(", ").append(name(r)));
      p.superMunchkin().forEach(r -> b.append(", ").append(name(r)));
      p.curses().forEach(r -> b.append(", cursed with ").append(name(r)));
      p.hireling().forEach(r -> b.append(", with a ").append(name(r)));
      b.append(", ").append(CardText.plural(p.hand().size(), "card")).append(" in hand\n");
      for (String i : p.items()) {
        b.append("    ").append(p.equipped().contains(i) ? "[equipped] " : "[carried] ").append(label(i))
            .append(p.cheated(i) ? " with Cheat!" : "").append('\n');
      }
    }
    if (v.combat().isDefined()) {
      Combat c = v.combat().get();
      b.append("Fight: ").append(v.seat(c.fighter()).id()).append(c.helper().map(h -> " helped by " + v.seat(h).id()).getOrElse(""))
          .append(" (").append(Strength.munchkins(v)).append(") against ");
      for (int i = 0; i < c.monsters().size(); i++) {
        MonsterEntry m = c.monsters().get(i);
        b.append(Strength.data(c, i).name()).append(m.mateOf().isDefined() ? " (mate)" : "");
        if (!m.enhancers().isEmpty()) {
          b.append(" with ").append(m.enhancers().map(Text::name).mkString(" and "));
        }
        b.append(m.active() ? " " + Strength.monster(v, i) : " " + m.state().name().toLowerCase(Locale.ROOT)).append("; ");
      }
      b.append("monsters ").append(Strength.monsters(v)).append('\n');
    }
    b.append("Door deck ").append(v.doorDeck().size()).append(pile(v.doorDiscard()))
        .append("; Treasure deck ").append(v.treasureDeck().size()).append(pile(v.treasureDiscard())).append('\n');
    if (!v.sale().isEmpty()) {
      b.append("Up for sale: ").append(v.sale().map(Text::name).mkString(", ")).append('\n');
    }
    if (!v.pool().isEmpty()) {
      b.append("Treasure won: ").append(v.pool().map(Text::name).mkString(", ")).append('\n');
    }
    if (!v.corpse().isEmpty()) {
      b.append("On the body: ").append(v.corpse().map(Text::name).mkString(", ")).append('\n');
    }
    Option<Integer> seat = v.findSeat(viewer);
    if (seat.isDefined()) {
      b.append("Your hand:\n");
      for (String h : v.seat(seat.get()).hand()) {
        b.append("    ").append(label(h)).append('\n');
      }
    }
    String prompt = prompt(v);
    if (!prompt.isEmpty()) {
      b.append(prompt).append('\n');
    }
    return b.toString();
  }

  /** A discard pile: its size and top card by name. */
  private static String pile(Vector<String> discard) {
    return discard.isEmpty() ? ", discard pile empty" : ", discard pile " + discard.size() + " (top: " + name(discard.last()) + ")";
  }
}
