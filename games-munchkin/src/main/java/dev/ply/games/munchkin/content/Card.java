package dev.ply.games.munchkin.content;

import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * One physical card of the classic set, as data (§6). Fields that do not apply to a kind are 0,
 * empty or {@link Slot#NONE}.
 *
 * @param level a monster's printed level
 * @param treasures a monster's treasures
 * @param levelReward levels for killing the monster
 * @param bonus an item's combat bonus
 * @param value an item's gold value (0 = No Value)
 * @param effects the card's effect (combat special, curse, enhancer, one-shot, standing rule)
 * @param runAway a monster's running-away primitives
 * @param badStuff a monster's Bad Stuff
 */
public record Card(
    String id, String name, Deck deck, Kind kind,
    int level, int treasures, int levelReward, boolean undead,
    Option<Race> race, Option<CharClass> cls,
    Slot slot, boolean big, int bonus, int value, Restriction restriction, Vector<ItemFlag> flags,
    Option<Timing> timing, boolean persistent,
    Vector<Effect> effects, Vector<Effect> runAway, Vector<Effect> badStuff) {

  public boolean isMonster() {
    return kind == Kind.MONSTER;
  }

  public boolean isItem() {
    return kind.isItem();
  }

  public boolean has(ItemFlag flag) {
    return flags.contains(flag);
  }

  /** The first primitive of this type in the card's effect, if any. */
  public <E extends Effect> Option<E> effect(Class<E> type) {
    for (int i = 0; i < effects.size(); i++) { // by index: asked per card per legal list, no iterator
      Effect e = effects.get(i);
      if (type.isInstance(e)) {
        return Option.of(type.cast(e));
      }
    }
    return Option.none();
  }

  public <E extends Effect> Option<E> runEffect(Class<E> type) {
    for (int i = 0; i < runAway.size(); i++) {
      Effect e = runAway.get(i);
      if (type.isInstance(e)) {
        return Option.of(type.cast(e));
      }
    }
    return Option.none();
  }
}
