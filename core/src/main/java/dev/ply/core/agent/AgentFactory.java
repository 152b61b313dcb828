package dev.ply.core.agent;

import java.util.Objects;
import java.util.function.LongFunction;

/** Makes fresh, seeded agents of one kind: one per seat per game in a simulation. */
public interface AgentFactory {
  /** The name shown in reports, e.g. {@code random} or {@code mcts:500}. */
  String name();

  /** A new agent drawing its choices from {@code seed}. */
  Agent create(long seed);

  static AgentFactory of(String name, LongFunction<? extends Agent> create) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(create, "create");
    return new AgentFactory() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public Agent create(long seed) {
        return create.apply(seed);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }
}
