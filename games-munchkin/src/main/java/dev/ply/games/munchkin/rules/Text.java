package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;

/** Words for people: actions in the game's words and the table as seen by one seat. */
public final class Text {
  private Text() {}

  public static String name(String id) {
    return Cards.exists(id) ? Cards.card(id).name() : "a hidden card";
  }

  /** What a card does, in one line. */
  public static String explain(String id) {
    if (!Cards.exists(id)) {
      return "hidden";
    }
    Card c = Cards.card(id);
    switch (c.kind()) {
      case MONSTER: return c.name() + " (level " + c.level() + ", " + c.treasures() + " treasure" + (c.treasures() == 1 ? "" : "s")
          + (c.levelReward() > 1 ? ", " + c.levelReward() + " levels" : "") + ")";
      case ITEM: return c.name() + " (+" + c.bonus() + ", " + c.value() + " gold, " + c.slot().name().toLowerCase()
          + (c.big() ? ", Big" : "") + (c.restriction().name().equals("NONE") ? "" : ", " + c.restriction().name().toLowerCase()) + ")";
      case ONE_SHOT: return c.name() + " (one-shot, " + c.value() + " gold)";
      default: return c.name() + " (" + c.kind().name().toLowerCase().replace('_', ' ') + ")";
    }
  }

  public static String describe(MunchkinState s, MunchkinAction a) {
    if (a instanceof Pass) return "pass";
    if (a instanceof SetupDone) return "done with setup";
    if (a instanceof PlayRace x) return "play " + name(x.card());
    if (a instanceof PlayClass x) return "play " + name(x.card());
    if (a instanceof PlayItem x) return "play " + explain(x.card()) + (x.equip() ? " equipped" : " carried");
    if (a instanceof Equip x) return "equip " + name(x.item());
    if (a instanceof Unequip x) return "unequip " + name(x.item());
    if (a instanceof DiscardRace x) return "discard " + name(x.card());
    if (a instanceof DiscardClass x) return "discard " + name(x.card());
    if (a instanceof AddToSale x) return "put " + explain(x.card()) + " up for sale";
    if (a instanceof ConfirmSale) return "sell (" + Legality.saleValue(s, s.turn()) + " gold)";
    if (a instanceof LookForTrouble x) return "look for trouble: fight " + explain(x.monster());
    if (a instanceof LootTheRoom) return "loot the room";
    if (a instanceof GiveCharity x) return "give " + name(x.card()) + " to " + x.to();
    if (a instanceof DiscardCharity x) return "discard " + name(x.card());
    if (a instanceof PlayCurse x) return "curse " + x.target() + " with " + name(x.card());
    if (a instanceof PlayWishingRing x) return "cancel the curse with " + name(x.card());
    if (a instanceof PlayGoUpLevel x) return name(x.card()) + ": " + x.target() + " goes up a level";
    if (a instanceof PlayStealALevel x) return "steal a level from " + x.victim();
    if (a instanceof AskForHelp x) return "ask " + x.target() + " for help" + terms(x.bribeItem(), x.share(), x.helperPicksFirst());
    if (a instanceof OfferHelp x) return "offer help" + terms(x.bribeItem(), x.share(), x.helperPicksFirst());
    if (a instanceof AcceptHelp || a instanceof AcceptOffer) return "agree";
    if (a instanceof DeclineHelp || a instanceof DeclineOffer) return "refuse";
    if (a instanceof PlayEnhancer x) return "play " + name(x.card()) + " on " + name(s.combat().get().monsters().get(x.monster()).card());
    if (a instanceof PlayWanderingMonster x) return "bring in " + explain(x.monster());
    if (a instanceof PlayCombatItem x) return "play " + name(x.card()) + " for the " + (x.forMunchkins() ? "munchkins" : "monsters");
    if (a instanceof Berserk x) return "berserk: discard " + name(x.card()) + " for +1";
    if (a instanceof PlayFlaskOfGlue) return "glue the runner: re-roll";
    if (a instanceof PlayInvisibility) return "drink the Invisibility Potion: escape";
    if (a instanceof MunchkinAction.Choose x) return "choose " + (Cards.exists(x.option()) ? name(x.option()) : x.option());
    return a.toString();
  }

  /** The card an action plays or names, if any. */
  public static io.vavr.control.Option<String> cardOf(MunchkinAction a) {
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
    return Cards.exists(c) ? io.vavr.control.Option.of(c) : io.vavr.control.Option.none();
  }

  /** The rules to play from (for {@code ply rules munchkin}): goal, turn, every card name, the options. */
  public static dev.ply.core.RulesText rules() {
    io.vavr.collection.Vector<dev.ply.core.RulesText.Term> terms = io.vavr.collection.Vector.empty();
    java.util.Set<String> seen = new java.util.LinkedHashSet<>();
    for (Card c : Cards.ALL) {
      if (seen.add(c.name())) {
        terms = terms.append(new dev.ply.core.RulesText.Term(c.name(), explain(c.id()) + ". " + kindText(c)));
      }
    }
    return new dev.ply.core.RulesText(
        "Be the first to reach level 10 (everyone starts at 1). Level 10 comes only from killing a monster "
            + "(or, for a Cleric, Divine Intervention); several players reaching it together all win. After "
            + "maxTurns turns the highest levels win.",
        "Everyone may play cards in a window at the start of your turn (each living player is asked in turn "
            + "and passes). Kick open the door: a monster is fought, a curse strikes you, anything else goes to "
            + "your hand. Without a fight, look for trouble (fight a monster from your hand) or loot the room "
            + "(draw a Door card face down). In a fight your level plus equipped items must beat the monsters "
            + "(a Warrior wins ties); ask one player to help for an item and some of the treasure; anyone may "
            + "play enhancers, Wandering Monsters, one-shot potions or curses. Win: levels and treasure. "
            + "Lose: roll 5+ to run from each monster or suffer its Bad Stuff (perhaps death: the others loot "
            + "your body). End of turn: another window, then give cards down to 5 (a Dwarf 6) to the "
            + "lowest-level players. Sell items for a level per 1,000 gold (never to 10).",
        terms);
  }

  private static String kindText(Card c) {
    switch (c.kind()) {
      case MONSTER: return "A monster: beat its level to kill it; if you run and fail, its Bad Stuff hits you.";
      case RACE: return "A Race: its advantages and drawbacks (MK-R23).";
      case CLASS: return "A Class with abilities (MK-R25..R28).";
      case CURSE: return "A curse: play it on anyone, or it strikes whoever kicks it (MK-R85).";
      case ENHANCER: return "Play on a monster in any combat: changes its level and treasure (MK-R62).";
      case ITEM: return "A permanent item: equip it for its bonus; sell it for its value.";
      case ONE_SHOT: return "A one-shot item: usable once, then discarded.";
      case GO_UP_A_LEVEL: return "Play at almost any time: the target goes up a level (never to 10).";
      default: return "Its rule is in the coverage table, docs/rules/munchkin.md.";
    }
  }

  private static String terms(io.vavr.control.Option<String> item, int share, boolean first) {
    return " for " + item.map(Text::name).map(n -> n + " and ").getOrElse("") + share + " treasure"
        + (first ? " (helper picks first)" : "");
  }

  public static String render(MunchkinState v, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("Turn ").append(v.completedTurns() + 1).append(" — ").append(v.turnPlayer().id()).append("'s turn\n");
    for (PlayerState p : v.seats()) {
      b.append(p.id()).append(": level ").append(p.level()).append(' ').append(p.sex().name().toLowerCase())
          .append(p.alive() ? "" : " (dead)");
      p.races().forEach(r -> b.append(", ").append(name(r)));
      p.classes().forEach(r -> b.append(", ").append(name(r)));
      b.append(", ").append(p.hand().size()).append(" cards in hand\n");
      for (String i : p.items()) {
        b.append("    ").append(p.equipped().contains(i) ? "[equipped] " : "[carried] ").append(explain(i)).append('\n');
      }
    }
    if (v.combat().isDefined()) {
      Combat c = v.combat().get();
      b.append("Combat: ").append(v.seat(c.fighter()).id()).append(c.helper().map(h -> " + " + v.seat(h).id()).getOrElse(""))
          .append(" (").append(Strength.munchkins(v)).append(") vs ");
      for (int i = 0; i < c.monsters().size(); i++) {
        MonsterEntry m = c.monsters().get(i);
        b.append(Strength.data(c, i).name()).append(m.mateOf().isDefined() ? " (mate) " : " ")
            .append(m.active() ? "" + Strength.monster(v, i) : m.state().name().toLowerCase()).append("; ");
      }
      b.append("monsters ").append(Strength.monsters(v)).append('\n');
    }
    int seat = v.seatOf(viewer);
    if (seat >= 0) {
      b.append("Your hand:\n");
      for (String h : v.seat(seat).hand()) {
        b.append("    ").append(explain(h)).append('\n');
      }
    }
    v.frames().top().forEach(f -> {
      if (f instanceof Frame.Window w) {
        b.append("Window ").append(w.kind()).append(": ").append(w.window().offeredTo()).append(" may play or pass\n");
      }
    });
    return b.toString();
  }
}
