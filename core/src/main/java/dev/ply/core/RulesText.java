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

  /**
   * The rules text as games built it before 0.1.0, with their setup options, which it now ignores:
   * declare them in {@link GameDescriptor#options()} instead, where {@code ply rules} and the kit
   * read them.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: use {@code new RulesText(goal, turn, terms)} and
   *     {@link GameDescriptor#withOptions} ({@code docs/upgrading.md}).
   * @param goal how the game is won (and lost), a paragraph
   * @param turn how a turn goes, a paragraph
   * @param terms every kind of card or piece a player meets, each with its effect
   * @param options ignored
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public RulesText(String goal, String turn, Seq<Term> terms, Seq<Setting> options) {
    this(goal, turn, terms);
  }

  /**
   * A setup option as rules texts listed them before 0.1.0.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: declare options as {@link GameOption}s in the
   *     descriptor ({@code docs/upgrading.md}).
   * @param key the option's key
   * @param defaultValue its default
   * @param values the values it accepts, in words
   * @param meaning what it changes
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public record Setting(String key, String defaultValue, String values, String meaning) {}

  /**
   * Always empty: the setup options are declared in {@link GameDescriptor#options()}.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: read {@link GameDescriptor#options()}.
   * @return no settings
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public Seq<Setting> options() {
    return Vector.empty();
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
