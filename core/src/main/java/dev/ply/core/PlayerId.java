package dev.ply.core;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

/**
 * A seated player (or the spectator). Written to JSON as its plain name, e.g. {@code "p1"}.
 *
 * @param name a short, stable name; never blank
 */
public record PlayerId(String name) implements Comparable<PlayerId> {

  /** The viewer who may see only public information. Never seated. */
  public static final PlayerId SPECTATOR = new PlayerId("spectator");

  public PlayerId {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a player name must not be blank");
    }
  }

  @JsonCreator
  public static PlayerId of(String name) {
    return new PlayerId(name);
  }

  /** {@code p1 … pN}, the default seat names. */
  public static PlayerId seat(int oneBased) {
    return new PlayerId("p" + oneBased);
  }

  @JsonValue
  @Override
  public String name() {
    return name;
  }

  @Override
  public int compareTo(PlayerId other) {
    return name.compareTo(other.name);
  }

  @Override
  public String toString() {
    return name;
  }
}
