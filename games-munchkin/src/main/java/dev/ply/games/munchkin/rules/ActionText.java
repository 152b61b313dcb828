package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;

/**
 * Every action as a sentence for menus and logs, naming cards by name and players by seat. One
 * {@code instanceof} chain covers every permitted subtype of {@link MunchkinAction}; a type it
 * misses falls to {@link #unnamed}, which {@code WordsTest} rejects for every subtype.
 */
final class ActionText {
  private ActionText() {}

  /** What the fallback says; never shown for a known type (the words test checks every subtype). */
  static final String UNNAMED = "an action without words";

  static String describe(MunchkinState s, MunchkinAction a) {
    if (a instanceof Pass) return pass(s);
    if (a instanceof SetupDone) return "done: end character creation";
    if (a instanceof PlayRace x) return "play " + name(x.card()) + replacing(x.replaced());
    if (a instanceof PlayClass x) return "play " + name(x.card()) + replacing(x.replaced());
    if (a instanceof PlayItem x) return "put " + Text.label(x.card()) + " on the table" + (x.equip() ? ", equipped" : ", carried");
    if (a instanceof Equip x) return "equip " + Text.label(x.item());
    if (a instanceof Unequip x) return "unequip " + name(x.item());
    if (a instanceof DiscardRace x) return "discard your Race " + name(x.card());
    if (a instanceof DiscardClass x) return "discard your Class " + name(x.card());
    if (a instanceof AddToSale x) return "put " + name(x.card()) + " (" + CardText.gold(value(x.card())) + ") up for sale";
    if (a instanceof ConfirmSale) return "sell the items up for sale (" + CardText.gold(Interlude.saleValue(s, s.turn()))
        + ") for " + CardText.plural(Interlude.saleValue(s, s.turn()) / 1000, "level");
    if (a instanceof ClearSale) return "take back the items up for sale";
    if (a instanceof LookForTrouble x) return "look for trouble: fight " + Text.label(x.monster()) + " from your hand";
    if (a instanceof LootTheRoom) return "loot the room: draw a Door card face down";
    if (a instanceof GiveCharity x) return "give " + inHand(s, a, x.card()) + " to " + x.to() + " as charity";
    if (a instanceof DiscardCharity x) return "discard " + name(x.card()) + " (charity: you are at the lowest level)";
    if (a instanceof PlayCurse x) return "curse " + x.target() + self(a, x.target()) + " with " + name(x.card());
    if (a instanceof PlayWishingRing x) return "play " + name(x.card()) + " to cancel " + name(x.curse());
    if (a instanceof PlayGoUpLevel x) return "play " + name(x.card()) + ": " + x.target() + self(a, x.target()) + " goes up a level";
    if (a instanceof PlayStealALevel x) return "play " + name(x.card()) + ": steal a level from " + x.victim();
    if (a instanceof AskForHelp x) return "ask " + x.target() + " to help" + terms(x.bribeItem(), x.share(), x.helperPicksFirst(), "");
    if (a instanceof OfferHelp x) return "offer to help" + terms(x.bribeItem(), x.share(), x.helperPicksFirst(), fighter(s));
    if (a instanceof CounterOffer x) return "help only" + terms(x.bribeItem(), x.share(), x.helperPicksFirst(), fighter(s));
    if (a instanceof AcceptHelp) return "agree to help";
    if (a instanceof DeclineHelp) return "refuse to help";
    if (a instanceof AcceptOffer) return "accept the offer of help";
    if (a instanceof DeclineOffer) return "decline the offer of help";
    if (a instanceof AcceptCounter) return "accept these terms: the helper joins";
    if (a instanceof RejectCounter) return "reject these terms";
    if (a instanceof PlayEnhancer x) return "play " + name(x.card()) + " (" + CardText.features(Cards.card(x.card()).effects())
        + ") on " + monster(s, x.monster());
    if (a instanceof PlayWanderingMonster x) return "play " + name(x.card()) + ": bring " + Text.label(x.monster()) + " into the fight";
    if (a instanceof PlayCombatItem x) return "play " + name(x.card()) + " (" + bonus(x.card()) + ") for the "
        + (x.forMunchkins() ? "munchkins" : "monsters");
    if (a instanceof Berserk x) return "berserk: discard " + name(x.card()) + " for +1";
    if (a instanceof Turn x) return "turn the Undead: discard " + name(x.card()) + " for +3";
    if (a instanceof Charm x) return "charm " + monster(s, x.monster()) + " away: discard your whole hand";
    if (a instanceof BoogaBooga x) return "Booga booga: drive off " + monster(s, x.monster());
    if (a instanceof Backstab x) return "backstab " + x.victim() + ": discard " + name(x.card()) + " for −2 to them";
    if (a instanceof Steal x) return "steal " + name(x.item()) + " from " + x.victim() + ": discard " + name(x.card())
        + " and roll 4 or more (or lose a level)";
    if (a instanceof FlightSpell x) return "Flight Spell: discard " + name(x.card()) + " for +1 to run away";
    if (a instanceof PlayFlaskOfGlue x) return "play " + name(x.card()) + ": " + runner(s) + " must roll again";
    if (a instanceof PlayInvisibility x) return "drink " + name(x.card()) + ": escape";
    if (a instanceof PlayHalfBreed x) return "play " + name(x.card()) + ": have two Races";
    if (a instanceof PlaySuperMunchkin x) return "play " + name(x.card()) + " with " + name(x.classCard()) + ": have two Classes";
    if (a instanceof PlayCheat x) return "play " + name(x.card()) + " on " + name(x.item()) + ": equip it whatever its limits";
    if (a instanceof PlayHireling x) return "put " + name(x.card()) + " on the table";
    if (a instanceof ProposeTrade x) return trade(x);
    if (a instanceof AcceptTrade) return "accept the trade";
    if (a instanceof DeclineTrade) return "decline the trade";
    if (a instanceof PlayMagicLamp x) return "rub " + name(x.card()) + ": " + monster(s, x.monster()) + " vanishes";
    if (a instanceof PlayPollymorph x) return "play " + name(x.card()) + " on " + monster(s, x.monster()) + ": it is defeated";
    if (a instanceof PlayFriendshipPotion x) return "play " + name(x.card()) + ": every monster leaves, no rewards";
    if (a instanceof PlayDoppleganger x) return "play " + name(x.card()) + ": the fighter counts twice";
    if (a instanceof PlayHalitosis x) return "play " + name(x.card()) + ": kill " + monster(s, x.monster());
    if (a instanceof PlayYuppieWater x) return "play " + name(x.card()) + ": +2 for each Elf in the fight (for the munchkins)";
    if (a instanceof PlayTransferral x) return "play " + name(x.card()) + ": " + x.newFighter() + " takes over the fight";
    if (a instanceof PlayInstantWall x) return "play " + name(x.card()) + ": " + x.only().map(PlayerId::toString).getOrElse("both runners")
        + " escape" + (x.only().isDefined() ? "s" : "") + " every monster but " + CardText.bribable();
    if (a instanceof UseRatOnAStick x) return "discard " + name(x.card()) + " to escape " + pursuer(s);
    if (a instanceof DropStickForPitBull x) return "drop " + name(x.card()) + " to escape " + pursuer(s);
    if (a instanceof BribeFloatingNose x) return "bribe " + pursuerOrNose(s) + " with " + name(x.item()) + " ("
        + CardText.gold(value(x.item())) + ")";
    if (a instanceof PlayWandOfDowsing x) return "play " + name(x.card()) + ": take " + name(x.take()) + " from the discard pile";
    if (a instanceof PlayMate x) return "play " + name(x.card()) + ": " + monster(s, x.monster()) + " gets a mate";
    if (a instanceof PlayIllusion x) return "play " + name(x.card()) + ": replace " + monster(s, x.monster()) + " with "
        + Text.label(x.replacement());
    if (a instanceof PlayOutToLunch x) return "play " + name(x.card()) + ": the monsters leave, the fighter draws 2 treasures";
    if (a instanceof PlayHelpMeOutHere x) return "play " + name(x.card()) + ": take and equip " + name(x.item())
        + x.ownDiscard().map(d -> ", discarding your " + name(d) + " first").getOrElse("");
    if (a instanceof MunchkinAction.Choose x) return Choices.describe(s, x.option());
    return unnamed(a);
  }

  /** The fallback for a type the chain misses: words from the type's name, never a record dump. */
  static String unnamed(MunchkinAction a) {
    return UNNAMED;
  }

  /** What passing does in the window now open: who decides next, or what happens when all have passed. */
  private static String pass(MunchkinState s) {
    Option<Frame> top = s.frames().top();
    if (top.isEmpty() || !(top.get() instanceof Frame.Window w)) {
      return "pass";
    }
    switch (w.kind()) {
      case IW_START: return "pass: when everyone has passed in a row, " + s.turnPlayer().id() + " kicks open the door";
      case IW_END: return "pass: when everyone has passed in a row, " + s.turnPlayer().id() + "'s turn ends";
      case CW: return "pass: when everyone has passed in a row, the fight is decided";
      case CURSE_RESPONSE: return "pass: let the curse take effect";
      case PREROLL: return "pass: then the runner rolls to run away";
      case GLUE: return "pass: the escape stands";
      default: return "pass: then the Bad Stuff hits";
    }
  }

  /** Grouped by partner in the menu ("trade with p2: …"), since the list holds each partner's proposals together. */
  private static String trade(ProposeTrade x) {
    String lead = "trade with " + x.to() + ": ";
    if (x.give().isDefined() && x.receive().isDefined()) {
      return lead + "your " + name(x.give().get()) + " for their " + name(x.receive().get());
    }
    return x.give().isDefined() ? lead + "give them your " + name(x.give().get()) + " as a gift"
        : lead + "ask them for their " + name(x.receive().get()) + " as a gift";
  }

  /** "p2's " for the fighter of the combat, whose items are the bribes. */
  private static String fighter(MunchkinState s) {
    return s.combat().map(c -> s.seat(c.fighter()).id() + "'s ").getOrElse("");
  }

  /** Help terms: the fighter's item ({@code owner} names the fighter, "" for the fighter's own words) and the share. */
  static String terms(Option<String> item, int share, boolean first, String owner) {
    if (item.isEmpty() && share == 0) {
      return " for nothing";
    }
    return " for " + item.map(i -> owner + name(i) + (share > 0 ? " and " : "")).getOrElse("")
        + (share > 0 ? CardText.plural(share, "treasure") + (first ? ", helper picks first" : ", fighter picks first") : "");
  }

  private static String replacing(Option<String> replaced) {
    return replaced.map(r -> " in place of " + name(r)).getOrElse("");
  }

  /** Marks a player who is the actor, so the menu line reads right to the actor and to the others. */
  private static String self(MunchkinAction a, PlayerId p) {
    return p.equals(a.actor()) ? " (yourself)" : "";
  }

  private static String bonus(String card) {
    return Cards.card(card).effect(Effect.SideBonus.class).map(b -> CardText.signed(b.n())).getOrElse("");
  }

  private static int value(String card) {
    return Cards.exists(card) ? Cards.card(card).value() : 0;
  }

  private static String name(String id) {
    return Text.name(id);
  }

  /**
   * A card that stays hidden after the action (charity goes from hand to hand, MK-R47): named only
   * to a reader whose view shows it in the actor's hand, "a card" to everyone else.
   */
  private static String inHand(MunchkinState s, MunchkinAction a, String card) {
    return s.findSeat(a.actor()).exists(seat -> s.seat(seat).hand().contains(card)) ? name(card) : "a card";
  }

  /** The monster at {@code index} of the combat by name. */
  static String monster(MunchkinState s, int index) {
    if (s.combat().isEmpty() || index < 0 || index >= s.combat().get().monsters().size()) {
      return "a monster";
    }
    return name(s.combat().get().monsters().get(index).card());
  }

  /** The runner and monster of the run-away attempt under the open window, if any. */
  private static Frame attempt(MunchkinState s) {
    for (Frame f : s.frames().items()) {
      if (f instanceof Frame.RunAttempt || f instanceof Frame.AfterEscape || f instanceof Frame.AfterFail) {
        return f;
      }
    }
    return null;
  }

  private static String runner(MunchkinState s) {
    Frame f = attempt(s);
    if (f instanceof Frame.AfterEscape e) {
      return s.seat(e.runner()).id().toString();
    }
    return f instanceof Frame.RunAttempt r ? s.seat(r.runner()).id().toString() : "the runner";
  }

  private static String pursuer(MunchkinState s) {
    Frame f = attempt(s);
    return f instanceof Frame.RunAttempt r ? monster(s, r.monster()) : "the monster";
  }

  /** The monster a bribe goes to: the one the runner flees, else the first in the fight that takes bribes. */
  private static String pursuerOrNose(MunchkinState s) {
    Frame f = attempt(s);
    if (f instanceof Frame.RunAttempt r) {
      return monster(s, r.monster());
    }
    if (s.combat().isDefined()) {
      for (int i = 0; i < s.combat().get().monsters().size(); i++) {
        if (Strength.data(s.combat().get(), i).effect(Effect.BribeAway.class).isDefined()) {
          return monster(s, i);
        }
      }
    }
    return "the monster";
  }
}
