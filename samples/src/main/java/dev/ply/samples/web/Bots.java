package dev.ply.samples.web;

import dev.ply.core.agent.Agent;
import dev.ply.core.agent.RandomAgent;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.function.LongFunction;

/** The agents a table can seat, by name; each gets its own seed so a bot's play is reproducible. */
public final class Bots {
  private static final Map<String, LongFunction<Agent>> KINDS = LinkedHashMap.<String, LongFunction<Agent>>empty()
      .put("random", RandomAgent::new);

  private Bots() {}

  /** The names accepted by {@link #create}. */
  public static Iterable<String> kinds() {
    return KINDS.keySet();
  }

  public static boolean known(String kind) {
    return KINDS.containsKey(kind);
  }

  /** A new agent of this kind, or none when the name is unknown. */
  public static Option<Agent> create(String kind, long seed) {
    return KINDS.get(kind).map(f -> f.apply(seed));
  }
}
