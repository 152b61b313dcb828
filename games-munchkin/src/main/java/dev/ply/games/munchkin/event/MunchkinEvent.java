package dev.ply.games.munchkin.event;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Visibility;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * What happened, each naming the rule that produced it and saying it in one line of the game's
 * words ({@link #words()}). Card identities appear only in events visible to those entitled to
 * see them (§8): a face-down draw is {@link Drew} for all and {@link Received} for the drawer.
 */
public sealed interface MunchkinEvent extends GameEvent {

  /** One line for terminals, logs and web pages. */
  String words();

  private static String name(String card) {
    return Cards.exists(card) ? Cards.card(card).name() : "a card";
  }

  /** " (by Lawyers)": the card whose effect caused an event, when one did. */
  private static String by(Option<String> source) {
    return source.filter(Cards::exists).map(c -> " (by " + name(c) + ")").getOrElse("");
  }

  private static String names(Vector<String> cards) {
    return cards.map(MunchkinEvent::name).mkString(", ");
  }

  record FirstPlayer(PlayerId player) implements MunchkinEvent {
    public String rule() { return "MK-R100"; }
    public String words() { return player + " goes first"; }
  }

  record Shuffled(Deck deck, int cards) implements MunchkinEvent {
    public String rule() { return "MK-R11"; }
    public String words() { return "the " + deck.name().toLowerCase() + " deck is shuffled (" + cards + " cards)"; }
  }

  record TurnBegan(PlayerId player, int turn) implements MunchkinEvent {
    public String rule() { return "MK-R40"; }
    public String words() { return "turn " + turn + ": " + player; }
  }

  record Revived(PlayerId player) implements MunchkinEvent {
    public String rule() { return "MK-R83"; }
    public String words() { return player + " comes back to life"; }
  }

  /** Face-down cards drawn: public count only (MK-R12). */
  record Drew(PlayerId player, Deck deck, int count, String rule) implements MunchkinEvent {
    public String words() {
      return player + " draws " + count + " " + (deck == Deck.DOOR ? "Door" : "Treasure") + " card"
          + (count == 1 ? "" : "s") + " face down";
    }
  }

  /** The identities of cards a player received face down: that player only. */
  record Received(PlayerId player, Vector<String> cards, String rule) implements MunchkinEvent {
    public String words() { return player + " gets " + names(cards); }
    @Override
    public Visibility visibility() { return Visibility.only(player); }
  }

  /** A card shown face up: a kicked door, a face-up draw, Divine Intervention, Hoard!. */
  record Revealed(PlayerId player, String card, String rule) implements MunchkinEvent {
    public String words() { return player + " reveals " + name(card); }
  }

  record Played(PlayerId player, String card, Option<PlayerId> target, String rule) implements MunchkinEvent {
    public String words() { return player + " plays " + name(card) + target.map(t -> " on " + t).getOrElse(""); }
  }

  /** A card discarded; {@code source} is the card whose effect made the player discard it, if any. */
  record Discarded(PlayerId player, String card, String rule, Option<String> source) implements MunchkinEvent {
    public Discarded(PlayerId player, String card, String rule) {
      this(player, card, rule, Option.none());
    }
    public String words() { return player + " discards " + name(card) + by(source); }
  }

  record Equipped(PlayerId player, String item, boolean on) implements MunchkinEvent {
    public String rule() { return "MK-R32"; }
    public String words() { return player + (on ? " equips " : " unequips ") + name(item); }
  }

  /** A level change; {@code source} is the card whose effect changed it (a curse, Bad Stuff), if any. */
  record LevelChanged(PlayerId player, int from, int to, String rule, Option<String> source) implements MunchkinEvent {
    public LevelChanged(PlayerId player, int from, int to, String rule) {
      this(player, from, to, rule, Option.none());
    }
    public String words() { return player + (to > from ? " goes up" : " goes down") + " to level " + to + by(source); }
  }

  record CombatBegan(PlayerId fighter, String monster, String rule) implements MunchkinEvent {
    public String words() { return player() + " fights " + name(monster); }
    private PlayerId player() { return fighter; }
  }

  record HelpAsked(PlayerId from, PlayerId to, Option<String> bribeItem, int share, boolean helperPicksFirst,
      boolean ask) implements MunchkinEvent {
    public String rule() { return "MK-R53"; }
    public String words() {
      String item = bribeItem.map(MunchkinEvent::name).getOrElse("");
      String treasure = share == 0 ? "" : share + " treasure" + (share == 1 ? "" : "s") + (helperPicksFirst ? ", helper picks first" : "");
      String terms = item.isEmpty() && treasure.isEmpty() ? "nothing" : item + (item.isEmpty() || treasure.isEmpty() ? "" : " and ") + treasure;
      return ask ? from + " asks " + to + " to help for " + terms : from + " offers to help for " + terms;
    }
  }

  record HelpAnswered(PlayerId who, boolean yes) implements MunchkinEvent {
    public String rule() { return "MK-R53"; }
    public String words() { return who + (yes ? " agrees" : " refuses"); }
  }

  record HelperJoined(PlayerId helper) implements MunchkinEvent {
    public String rule() { return "MK-R53"; }
    public String words() { return helper + " joins the fight"; }
  }

  record CombatEvaluated(int munchkins, int monsters, boolean won) implements MunchkinEvent {
    public String rule() { return "MK-R55"; }
    public String words() {
      return "munchkins " + munchkins + " vs monsters " + monsters + ": " + (won ? "the munchkins win" : "they must run");
    }
  }

  record Rolled(PlayerId player, int die, String rule) implements MunchkinEvent {
    public String words() { return player + " rolls " + die; }
  }

  record DieSet(PlayerId player, int face) implements MunchkinEvent {
    public String rule() { return "MK-R96"; }
    public String words() { return player + " uses the Loaded Die: " + face; }
  }

  record RunResult(PlayerId runner, String monster, boolean escaped, String rule) implements MunchkinEvent {
    public String words() { return runner + (escaped ? " escapes " : " is caught by ") + name(monster); }
  }

  record Died(PlayerId player) implements MunchkinEvent {
    public String rule() { return "MK-R81"; }
    public String words() { return player + " dies"; }
  }

  /** MK-R82: the seeded order of looters tied at one level. */
  record LootOrder(Vector<PlayerId> looters, int level) implements MunchkinEvent {
    public String rule() { return "MK-R82"; }
    public String words() { return "tied at level " + level + ", the looters pick in the order " + looters.mkString(", "); }
  }

  /** A card changed hands in the open (looting, a taken item); {@code source} is the card whose effect moved it, if any. */
  record Moved(PlayerId from, PlayerId to, String card, String rule, Option<String> source) implements MunchkinEvent {
    public Moved(PlayerId from, PlayerId to, String card, String rule) {
      this(from, to, card, rule, Option.none());
    }
    public String words() { return to + " takes " + name(card) + " from " + from + by(source); }
  }

  /** A card changed hands hidden from the others (charity, a random hand pick, MK-R97): those two only. */
  record MovedSecretly(PlayerId from, PlayerId to, String card, String rule) implements MunchkinEvent {
    public String words() { return to + " gets " + name(card) + " from " + from; }
    @Override
    public Visibility visibility() { return Visibility.only(from, to); }
  }

  /** What the others see of a hidden move. */
  record MovedHidden(PlayerId from, PlayerId to, String rule) implements MunchkinEvent {
    public String words() { return to + " gets a card from " + from; }
  }

  record Sold(PlayerId player, Vector<String> cards, int value, int levels) implements MunchkinEvent {
    public String rule() { return "MK-R38"; }
    public String words() { return player + " sells " + names(cards) + " (" + value + " gold) for " + levels + " level" + (levels == 1 ? "" : "s"); }
  }

  record CurseCancelled(PlayerId player, String curse) implements MunchkinEvent {
    public String rule() { return "MK-R87"; }
    public String words() { return player + " cancels " + name(curse); }
  }

  record GameWon(Vector<PlayerId> winners, String rule) implements MunchkinEvent {
    public String words() { return winners.mkString(" and ") + (winners.size() == 1 ? " wins" : " win"); }
  }
}
