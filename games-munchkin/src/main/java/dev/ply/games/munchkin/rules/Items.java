package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.state.PlayerState;

/** Items (§5.4): restrictions, bonuses, slots (MK-R32) and the Big limit (MK-R33). */
public final class Items {
  private Items() {}

  /** MK-R32: whether {@code p} satisfies the item's restriction. */
  public static boolean usable(PlayerState p, Card item) {
    if (p.cheated(item.id())) {
      return true; // MK-R35
    }
    switch (item.restriction()) {
      case NONE: return true;
      case HUMAN_ONLY: return p.countsAsHuman();
      case ELF_ONLY: return p.hasRace(Race.ELF);
      case DWARF_ONLY: return p.hasRace(Race.DWARF);
      case HALFLING_ONLY: return p.hasRace(Race.HALFLING);
      case FEMALE_ONLY: return p.sex() == Sex.FEMALE;
      case MALE_ONLY: return p.sex() == Sex.MALE;
      case CLERIC_ONLY: return p.hasClass(CharClass.CLERIC);
      case THIEF_ONLY: return p.hasClass(CharClass.THIEF);
      case WIZARD_ONLY: return p.hasClass(CharClass.WIZARD);
      case WARRIOR_ONLY: return p.hasClass(CharClass.WARRIOR);
      case NOT_CLERIC: return !p.hasClass(CharClass.CLERIC);
      case NOT_WIZARD: return !p.hasClass(CharClass.WIZARD);
      case NOT_WARRIOR: return !p.hasClass(CharClass.WARRIOR);
      case NOT_THIEF: return !p.hasClass(CharClass.THIEF);
      default: return false;
    }
  }

  /** An equipped item's bonus for its owner: 0 when the restriction is not met (MK-R32). */
  public static int bonus(PlayerState p, Card item) {
    if (!usable(p, item)) {
      return 0;
    }
    int b = item.bonus();
    for (int eAt = 0; eAt < item.effects().size(); eAt++) {
      Effect e = item.effects().get(eAt);
      if (e instanceof Effect.TraitBonus t && Strength.has(p, t.trait())) {
        b += t.n(); // Horny Helmet: +3 in all for an Elf
      }
    }
    return b;
  }

  public static int hands(Slot slot) {
    return slot == Slot.ONE_HAND ? 1 : slot == Slot.TWO_HANDS ? 2 : 0;
  }

  /** MK-R32: slot capacity left for {@code item} among {@code p}'s equipped items. */
  public static boolean slotFree(PlayerState p, Card item) {
    Slot slot = item.slot();
    if (slot == Slot.NONE) {
      return true;
    }
    int handsUsed = 0;
    for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
      String id = p.equipped().get(idAt);
      Card c = Cards.card(id);
      if (p.cheated(id)) {
        continue; // a cheated item does not use capacity (MK-R32)
      }
      if (hands(slot) > 0) {
        handsUsed += hands(c.slot());
      } else if (c.slot() == slot) {
        return false;
      }
    }
    return hands(slot) == 0 || handsUsed + hands(slot) <= 2;
  }

  /** MK-R32: may {@code p} equip this item of their play area now (out of combat is the caller's check)? */
  public static boolean canEquip(PlayerState p, String id) {
    Card c = Cards.card(id);
    return c.kind() == Kind.ITEM && Zones.has(p.items(), id) && !Zones.has(p.equipped(), id) && usable(p, c)
        && slotFree(p, c);
  }

  public static int bigCount(PlayerState p) {
    int n = 0;
    for (int idAt = 0; idAt < p.items().size(); idAt++) {
      String id = p.items().get(idAt);
      if (Cards.card(id).big() && !p.cheated(id)) {
        n++;
      }
    }
    return n;
  }

  /** MK-R33: 1 Big item, 2 with a Hireling, unlimited for a Dwarf. */
  public static int bigAllowance(PlayerState p) {
    if (p.hasRace(Race.DWARF)) {
      return Integer.MAX_VALUE;
    }
    return p.hireling().isDefined() ? 2 : 1;
  }

  /** MK-R31, MK-R33: may this item enter {@code p}'s play area? */
  public static boolean mayEnterPlay(PlayerState p, Card c) {
    return !c.big() || bigCount(p) < bigAllowance(p);
  }
}
