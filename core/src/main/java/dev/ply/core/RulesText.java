package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * A game's rules in enough words to play from, for {@code ply rules} and for explaining a card on
 * request: the goal, how a turn goes, and what each kind of card (or tile, square, monster) does.
 * Public rules content only, never a position. The setup options are declared in
 * {@link GameDescriptor#options()}.
 *
 * @param goal how the game is won (and lost), a paragraph
 * @param turn how a turn goes, a paragraph
 * @param terms every kind of card or piece a player meets, each with its effect
 */
public record RulesText(String goal, String turn, Seq<Term> terms) {

  /** A name a player meets in play ({@code "Guard"}) and what it does, in one or two sentences. */
  public record Term(String name, String text) {}

  /** Only a goal, taken from the descriptor's summary: the default for games that say no more. */
  public static RulesText summaryOnly(GameDescriptor d) {
    return new RulesText(d.summary(), "", Vector.empty());
  }

  /** The terms whose name matches {@code query} ignoring case: an exact match first, else those it begins. */
  public Seq<Term> lookup(String query) {
    String q = query.trim().toLowerCase(java.util.Locale.ROOT);
    if (q.isEmpty()) {
      return Vector.empty();
    }
    Seq<Term> exact = terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).equals(q));
    if (!exact.isEmpty()) {
      return exact;
    }
    Seq<Term> start = terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).startsWith(q));
    return start.isEmpty() ? terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).contains(q)) : start;
  }
}
