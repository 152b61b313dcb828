package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Facts about a game, for front ends to list and load games without a central registry.
 *
 * @param id stable machine id, e.g. {@code "desperate-gods"}; logs name it
 * @param name display name
 * @param minPlayers fewest seats
 * @param maxPlayers most seats
 * @param rulesVersion bumped whenever a rule change would make old logs replay differently
 * @param cooperative true when the table wins or loses together
 * @param hiddenInformation true when views mask something
 * @param summary one paragraph for {@code ply rules}
 * @param rulesDoc where the full rules and the coverage table are
 * @param options every setup option the game reads, in the order {@code ply rules} lists them;
 *     {@link #undeclaredOption(Setup)} refuses any other key
 */
public record GameDescriptor(
    String id,
    String name,
    int minPlayers,
    int maxPlayers,
    String rulesVersion,
    boolean cooperative,
    boolean hiddenInformation,
    String summary,
    String rulesDoc,
    Seq<GameOption> options) {

  public GameDescriptor {
    Objects.requireNonNull(options, "options");
    if (options.map(GameOption::name).distinct().size() != options.size()) {
      throw new IllegalArgumentException("option names must be distinct: " + options.map(GameOption::name));
    }
  }

  /** A game without options. */
  public GameDescriptor(String id, String name, int minPlayers, int maxPlayers, String rulesVersion,
      boolean cooperative, boolean hiddenInformation, String summary, String rulesDoc) {
    this(id, name, minPlayers, maxPlayers, rulesVersion, cooperative, hiddenInformation, summary, rulesDoc,
        Vector.empty());
  }

  /** This descriptor declaring {@code options} (replacing any declared before). */
  public GameDescriptor withOptions(GameOption... options) {
    return withOptions(Vector.of(options));
  }

  /** This descriptor declaring {@code options} (replacing any declared before). */
  public GameDescriptor withOptions(Seq<GameOption> options) {
    return new GameDescriptor(id, name, minPlayers, maxPlayers, rulesVersion, cooperative, hiddenInformation,
        summary, rulesDoc, Vector.ofAll(options));
  }

  /** The declared option {@code key} is, if any ({@code "sex.p1"} finds {@code "sex.<player>"}). */
  public Option<GameOption> option(String key) {
    return options.find(o -> o.matches(key));
  }

  /**
   * A {@code BAD_SETUP} rejection naming the first key of {@code setup} that is not a declared
   * option, if there is one; games call it first in {@link Game#checkSetup}, so the declared list
   * is the list the game accepts.
   */
  public Option<Rejection> undeclaredOption(Setup setup) {
    for (String key : setup.options().keySet()) {
      if (option(key).isEmpty()) {
        return Option.some(Rejection.of(Rejection.BAD_SETUP, options.isEmpty()
            ? name + " has no options; '" + key + "' is not one"
            : "'" + key + "' is not an option of " + name + " (its options: "
                + options.map(GameOption::name).mkString(", ") + ")"));
      }
    }
    return Option.none();
  }

  public boolean seats(int players) {
    return players >= minPlayers && players <= maxPlayers;
  }
}
