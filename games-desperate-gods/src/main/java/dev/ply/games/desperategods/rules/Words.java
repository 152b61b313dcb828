package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.control.Option;
import java.util.ArrayList;

/** Plain words for menus ({@code describe}) and a text board for terminals ({@code render}). */
public final class Words {
  private Words() {}

  static String offer(Step.Draft d) {
    ArrayList<String> give = new ArrayList<>();
    for (Item it : d.giveItems()) give.add(it.title());
    if (d.giveCoins() > 0) give.add(d.giveCoins() + " coin(s)");
    for (String c : d.giveCards()) give.add(card(c));
    ArrayList<String> ask = new ArrayList<>();
    for (Item it : d.askItems()) ask.add(it.title());
    if (d.askCoins() > 0) ask.add(d.askCoins() + " coin(s)");
    for (String c : d.askCards()) ask.add(card(c));
    return "gives " + (give.isEmpty() ? "nothing" : String.join(", ", give)) + " for "
        + (ask.isEmpty() ? "nothing" : String.join(", ", ask));
  }

  static String card(String id) {
    if (!Cards.exists(id)) {
      return String.valueOf(id);
    }
    EncounterCard c = Cards.get(id);
    return c.name() + " (" + id + ")";
  }

  /**
   * A card with what a player needs to decide: {@code Cold Golem (W-5): strength 3, 4 skulls, 2
   * coins; on win roll: 1-3 fight it again}.
   */
  static String cardFacts(String id) {
    if (!Cards.exists(id)) {
      return String.valueOf(id);
    }
    EncounterCard c = Cards.get(id);
    StringBuilder b = new StringBuilder(card(id)).append(": ");
    if (c.target() > 0) {
      b.append("strength ").append(c.target()).append(", ");
    }
    b.append(c.skulls()).append(c.skulls() == 1 ? " skull" : " skulls");
    if (c.coins() > 0) {
      b.append(", ").append(coins(c.coins()));
    }
    if (!c.text().isEmpty()) {
      b.append("; ").append(c.text());
    }
    return b.toString();
  }

  static String coins(int n) {
    return n + (n == 1 ? " coin" : " coins");
  }

  /** {@code Wary Helmet (T-07)}, or the number as given when no Town card has it. */
  static String item(int id) {
    return Item.of(id).map(Item::title).getOrElse(() -> "Town card " + id);
  }

  static String square(String id) {
    return Board.find(id).map(sq -> id + " " + Board.name(sq)).getOrElse(() -> String.valueOf(id));
  }

  /** Plain words for an action; unknown items, cards or squares it names are shown as given. */
  public static String describe(DgState s, DgAction a) {
    if (a instanceof RollMove) return "roll two dice to move";
    if (a instanceof Cast c) return "cast " + item(c.item()) + switch0(c.mode());
    if (a instanceof UsePotion) return "drink a Warm Potion (heal 2)";
    if (a instanceof TeleportTo x) return "teleport to " + square(x.square());
    if (a instanceof DgAction.ChooseDie x) {
      Step top = s.stack().headOption().getOrNull();
      if (top instanceof Step.ChooseDie cd) {
        int die = x.index() == 0 ? cd.first() : cd.second();
        return "move " + die + (die == 1 ? " square" : " squares");
      }
      return "use die " + (x.index() + 1);
    }
    if (a instanceof Ring) return "stay on the ring";
    if (a instanceof Bridge) return "cross the bridge";
    if (a instanceof StopInTown) return "stop in Town";
    if (a instanceof ContinuePast) return "go on past the Town";
    if (a instanceof DgAction.Fight) return "fight";
    if (a instanceof StartTrade) return "start a trade offer";
    if (a instanceof Pass) return "pass";
    if (a instanceof OfferGiveItem x) return "offer " + item(x.item());
    if (a instanceof OfferGiveCoins x) return "offer " + x.amount() + " more coin(s)";
    if (a instanceof OfferGiveVictory x) return "offer victory card " + card(x.card());
    if (a instanceof OfferAskItem x) return "ask for " + item(x.item());
    if (a instanceof OfferAskCoins x) return "ask for " + x.amount() + " more coin(s)";
    if (a instanceof OfferAskVictory x) return "ask for victory card " + card(x.card());
    if (a instanceof Propose) return "propose the trade";
    if (a instanceof AbandonTrade) return "abandon the trade";
    if (a instanceof Accept) return "accept";
    if (a instanceof Decline) return "decline";
    if (a instanceof FightSuccubus) return "fight the Deprived Succubus";
    if (a instanceof Surrender) return "surrender to the Succubus (die)";
    if (a instanceof SwampTakeDamage) return "take 1 damage to leave the Swamp";
    if (a instanceof SwampTryDoubles) return "try to roll doubles";
    if (a instanceof PayToll) return "pay the toll to avoid the fight";
    if (a instanceof UseShyMask) return "hide behind the Shy Mask";
    if (a instanceof Ready) return "ready";
    if (a instanceof Reroll x) return "reroll die " + (x.die() + 1) + " with " + item(x.item());
    if (a instanceof UseHelmet) return "block the damage with the Wary Helmet";
    if (a instanceof UseBoots) return "run away in the Nervous Boots";
    if (a instanceof UseSphere) return "save the item with the Reassuring Sphere";
    if (a instanceof LetBreak) return "let it break";
    if (a instanceof DgAction.PickCard x) {
      Step top = s.stack().headOption().getOrNull();
      if (top instanceof Step.PickCard pc && x.index() >= 0 && x.index() < pc.cards().size()) {
        return "pick " + cardFacts(pc.cards().get(x.index()));
      }
      if (top instanceof Step.JunkPick jp && x.index() >= 0 && x.index() < jp.items().size()) {
        return "pick " + jp.items().get(x.index()).title();
      }
      return "pick card " + (x.index() + 1);
    }
    if (a instanceof Ride) return "ride the rapids (1 damage, move 2D6)";
    if (a instanceof Pay) return "pay 1 coin to go to Town";
    if (a instanceof Interrogate x) {
      return "cash in " + card(x.card()) + (Cards.exists(x.card()) ? " for " + coins(Cards.get(x.card()).skulls()) : "");
    }
    if (a instanceof ChooseMirrorTarget x) return "swap places with " + x.target();
    if (a instanceof ChooseCemeteryTarget x) return "fight " + cardFacts(x.card()) + " (from " + x.target() + "'s pile)";
    if (a instanceof ChooseWandererTarget x) return "duel " + x.target();
    if (a instanceof Sacrifice x) return "sacrifice " + item(x.item());
    if (a instanceof TakeThreeDamage) return "take 3 damage";
    if (a instanceof Buy x) {
      Option<Item> slot = x.slot() >= 1 && x.slot() <= 3 ? s.store().get(x.slot() - 1) : Option.none();
      return slot.map(c -> "buy " + c.title() + " for " + c.kind().price + " coins")
          .getOrElse("buy from store slot " + x.slot());
    }
    if (a instanceof Sell x) {
      return TownCard.exists(x.item()) ? "sell " + item(x.item()) + " for " + TownCard.kind(x.item()).sellValue() + " coins"
          : "sell " + item(x.item());
    }
    if (a instanceof CycleStore) return "pay 1 coin to refresh the store";
    if (a instanceof EndTown) return "leave the Town";
    if (a instanceof KeepDiscarding x) return "discard " + item(x.item()) + " to keep the new item";
    if (a instanceof DeclineNew) return "refuse the new item";
    if (a instanceof GiveUpItem x) return "give up " + item(x.item());
    if (a instanceof DiscardItem x) return "discard " + item(x.item());
    if (a instanceof ReturnVictoryCard x) return "give back " + card(x.card());
    if (a instanceof TakeVictoryCard x) return "send back " + card(x.card());
    if (a instanceof SendBack) return "take 1 damage to send the Serene Way back";
    return a.toString();
  }

  private static String switch0(CastMode m) {
    return m == CastMode.DISCARD ? "" : m == CastMode.GEM ? " (keep it with the Gem)" : " (keep it with the Staff, 1 damage)";
  }

  public static String render(DgState s, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("Desperate Gods — round ").append(s.round());
    if (s.over()) {
      DgState.Ending e = s.ending().get();
      b.append(" — game over: ").append(e.reason().equals("DECKS_EMPTY") ? "every encounter deck is empty"
          : "the round cap was reached").append("; skulls:");
      for (int i = 0; i < e.scores().size(); i++) {
        b.append(' ').append(s.player(i).id()).append(' ').append(e.scores().get(i));
      }
      b.append("; ").append(e.winners().map(w -> s.player(w).id().name()).mkString(" and "))
          .append(e.winners().size() == 1 ? " wins" : " share the win");
    } else {
      b.append(" — ").append(s.player(s.active()).id()).append("'s turn");
    }
    b.append('\n');
    grid(s, b);
    for (int i = 0; i < s.players().size(); i++) {
      PlayerState p = s.player(i);
      b.append(p.id().equals(viewer) ? "* " : "  ").append(p.id()).append(" on ")
          .append(Board.id(p.square())).append(' ').append(Board.name(p.square()))
          .append(" (").append(Board.square(p.square()).effect()).append(')')
          .append("  HP ").append(p.hp()).append("/3  ").append(coins(p.coins()))
          .append("  score ").append(Engine.score(p.victory())).append(" skulls");
      if (!p.items().isEmpty()) {
        b.append("  items ");
        for (Item it : p.items()) b.append('[').append(it.title()).append(']');
      }
      if (!p.victory().isEmpty()) {
        b.append("\n      victory pile:");
        for (String c : p.victory()) {
          b.append(' ').append(card(c)).append(" \u2620").append(Cards.get(c).skulls());
        }
      }
      if (p.skipTurns() > 0) b.append("  skips ").append(p.skipTurns());
      if (p.extraTurns() > 0) b.append("  extra turns ").append(p.extraTurns());
      if (p.counterClockwise()) b.append("  counter-clockwise");
      if (p.explorerBonus()) b.append("  explorer bonus");
      if (p.bound()) b.append("  bound by the Succubus");
      if (s.puppeteer().contains(i)) b.append("  puppeteer: makes the others' movement choices");
      b.append('\n');
    }
    b.append("Store:");
    for (int i = 0; i < 3; i++) {
      b.append("\n  ").append(i + 1).append(") ").append(s.store().get(i)
          .map(c -> c.title() + ", " + coins(c.kind().price) + ": " + c.kind().text).getOrElse("empty"));
    }
    b.append("\nCards left: W ").append(s.decks().get(0).size()).append(", L1 ").append(s.decks().get(1).size())
        .append(", L2 ").append(s.decks().get(2).size()).append(", L3 ").append(s.decks().get(3).size())
        .append(", Town ").append(s.townDeck().size()).append("   Bank: ").append(coins(s.bank()))
        .append("   Limbo: ").append(coins(s.limbo())).append('\n');
    if (!s.inPlay().isEmpty()) {
      b.append("On the table:\n");
      for (String c : s.inPlay()) b.append("  ").append(cardFacts(c)).append('\n');
    }
    if (!s.stack().isEmpty()) {
      Rules.awaited(s).forEach(p -> b.append("Waiting for ").append(p).append(": ")
          .append(decision(s, s.stack().head())).append('\n'));
    }
    return b.toString();
  }

  /** The 9 x 7 grid of §6.1, Town at the bottom right; each square shows the seats standing on it. */
  static final String[] GRID = {
    "O14 O15 O16 O17 O18 O19 O20 O21 O22",
    "O13 M00 M01 M02 M03 . . . O23",
    "O12 M11 I00 I01 M04 . . . O24",
    "O11 M10 I03 I02 M05 . . . O25",
    "O10 M09 M08 M07 M06 . . . O26",
    "O09 . . . . . . . O27",
    "O08 O07 O06 O05 O04 O03 O02 O01 O00"};

  static void grid(DgState s, StringBuilder b) {
    for (String row : GRID) {
      for (String id : row.split(" ")) {
        if (id.equals(".")) {
          b.append("         ");
          continue;
        }
        int sq = Board.find(id).get(); // the grid lists the board's own squares
        StringBuilder who = new StringBuilder();
        for (int i = 0; i < s.players().size(); i++) {
          if (s.player(i).square() == sq) {
            who.append(i + 1);
          }
        }
        b.append('[').append(id).append(' ').append(String.format("%-3s", who)).append(']');
      }
      b.append('\n');
    }
  }

  /** What the awaited decision is about, in words. */
  static String decision(DgState s, Step top) {
    return Asked.of(s, top).words();
  }
}
