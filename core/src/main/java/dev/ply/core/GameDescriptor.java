package dev.ply.core;

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
    String rulesDoc) {

  public boolean seats(int players) {
    return players >= minPlayers && players <= maxPlayers;
  }
}
