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

  /**
   * A name a player meets in play ({@code "Guard"}) and what it does, in one or two sentences.
   *
   * @param id the content ID the spec gives it ({@code "T31"}, {@code "W-7"}), or {@code ""} for a
   *     term that has none; {@link #lookup} finds a term by its ID as well as by its name
   * @param name the name a player reads
   * @param text what it does, in the game's words
   */
  public record Term(String id, String name, String text) {
    public Term {
      java.util.Objects.requireNonNull(id, "id");
      java.util.Objects.requireNonNull(name, "name");
      java.util.Objects.requireNonNull(text, "text");
    }

    /** A term without a content ID. */
    public Term(String name, String text) {
      this("", name, text);
    }
  }

  /** Only a goal, taken from the descriptor's summary: the default for games that say no more. */
  public static RulesText summaryOnly(GameDescriptor d) {
    return new RulesText(d.summary(), "", Vector.empty());
  }

  /**
   * The terms whose ID or name matches {@code query} ignoring case: a term with exactly that ID
   * first, else an exact name, else the names it begins, else the names that contain it.
   */
  public Seq<Term> lookup(String query) {
    String q = query.trim().toLowerCase(java.util.Locale.ROOT);
    if (q.isEmpty()) {
      return Vector.empty();
    }
    Seq<Term> byId = terms.filter(t -> t.id().toLowerCase(java.util.Locale.ROOT).equals(q));
    if (!byId.isEmpty()) {
      return byId;
    }
    Seq<Term> exact = terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).equals(q));
    if (!exact.isEmpty()) {
      return exact;
    }
    Seq<Term> start = terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).startsWith(q));
    return start.isEmpty() ? terms.filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).contains(q)) : start;
  }
}
