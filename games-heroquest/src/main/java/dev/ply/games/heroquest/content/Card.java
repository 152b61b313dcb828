package dev.ply.games.heroquest.content;

import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * One dungeon card as printed (§6.2).
 *
 * @param id the spec's ID, e.g. {@code "T05"}; also the card's id in the state and the actions
 * @param name the printed name
 * @param kind what kind of card it is
 * @param symbols every symbol printed on it, threats first, then DOOR for door cards
 * @param spell the Chaos Spell of a red card that carries one
 * @param boon the effect of a boon card
 */
public record Card(String id, String name, CardKind kind, Vector<Symbol> symbols, Option<ChaosSpell> spell,
    Option<Boon> boon) {

  /** True when {@code symbol} is printed on this card. */
  public boolean shows(Symbol symbol) {
    for (Symbol s : symbols) {
      if (s == symbol) {
        return true;
      }
    }
    return false;
  }

  /** True for a door card: it triggers a reveal when it enters the floor (HQ-R14). */
  public boolean hasDoor() {
    return shows(Symbol.DOOR);
  }

  /** The card in plain words, e.g. {@code "T05 Chaos Warrior [Chaos Warrior]"}. */
  public String label() {
    StringBuilder b = new StringBuilder(id).append(' ').append(name);
    if (!symbols.isEmpty()) {
      b.append(" [");
      for (int i = 0; i < symbols.size(); i++) {
        b.append(i == 0 ? "" : "+").append(symbols.get(i).label());
      }
      b.append(']');
    }
    return b.toString();
  }
}
