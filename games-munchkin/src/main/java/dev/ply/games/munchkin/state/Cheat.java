package dev.ply.games.munchkin.state;

/** A Cheat! card attached to an item in play (MK-R35). */
public record Cheat(String card, String item) {}
