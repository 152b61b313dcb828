package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.log.LogCodec;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.CardKind;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.ChaosSpell;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import io.vavr.collection.Vector;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The declared content against the spec's tables (§2, §6). */
class ContentTest {

  @Test
  @DisplayName("HQ-R43 56 dungeon cards by kind (24 + 12 + 6 + 10 + 4), unique ids, no rule-summary card")
  void cardComposition() {
    assertEquals(56, Cards.ALL.size());
    Map<CardKind, Integer> byKind = new EnumMap<>(CardKind.class);
    for (Card c : Cards.ALL) {
      byKind.merge(c.kind(), 1, Integer::sum);
      assertTrue(!c.id().startsWith("R"), "HQ-R43: rule summaries R01-R04 never enter the deck");
    }
    assertEquals(24, byKind.get(CardKind.THREAT));
    assertEquals(12, byKind.get(CardKind.DOUBLE_THREAT));
    assertEquals(6, byKind.get(CardKind.DOOR));
    assertEquals(10, byKind.get(CardKind.WOUND));
    assertEquals(4, byKind.get(CardKind.BOON));
    assertEquals(56, new HashSet<>(Cards.ALL.map(Card::id).asJava()).size());
  }

  @Test
  @DisplayName("HQ-R16 each threat symbol is printed 10 times: 4 single, 4 double, 1 door, 1 wound card")
  void symbolPrintings() {
    for (Symbol s : Symbol.THREATS) {
      int single = 0;
      int dbl = 0;
      int door = 0;
      int wound = 0;
      for (Card c : Cards.ALL) {
        if (!c.shows(s)) {
          continue;
        }
        switch (c.kind()) {
          case THREAT -> single++;
          case DOUBLE_THREAT -> dbl++;
          case DOOR -> door++;
          case WOUND -> wound++;
          default -> throw new AssertionError("a boon shows no symbol");
        }
      }
      assertEquals(Vector.of(4, 4, 1, 1), Vector.of(single, dbl, door, wound), s.name());
    }
    for (Card c : Cards.ALL) {
      assertEquals(c.symbols().size(), c.symbols().distinct().size(), "no card prints a symbol twice");
      assertEquals(c.kind() == CardKind.DOOR, c.hasDoor(), "DOOR only on the six door cards");
    }
  }

  @Test
  @DisplayName("HQ-R38 HQ-R39 HQ-R40 HQ-R41 HQ-R35 HQ-R36 HQ-R37 four Chaos Spells and four boons")
  void spellsAndBoons() {
    assertEquals(Vector.of(ChaosSpell.FEAR, ChaosSpell.SLEEP, ChaosSpell.TEMPEST, ChaosSpell.FIRESTORM),
        Cards.ALL.flatMap(Card::spell));
    assertEquals(Vector.of(Boon.HEALING_POTION, Boon.HEALING_WATER, Boon.COURAGE, Boon.COURAGE),
        Cards.ALL.flatMap(Card::boon));
    assertEquals(1, ChaosSpell.FEAR.attackDiceLost());
    assertTrue(!ChaosSpell.SLEEP.mayAttack());
    assertEquals(1, ChaosSpell.TEMPEST.handLimit());
    assertEquals(1, ChaosSpell.FIRESTORM.attackDiceLost());
    assertEquals(1, ChaosSpell.FIRESTORM.searchDiceLost());
  }

  @Test
  // the chest data only; HQ-R06 (face-down, shuffled, top tile on a search) is checked by RulesTest
  @DisplayName("six chest tiles, one of each threat symbol")
  void chests() {
    assertEquals(6, Cards.CHEST_TILES.size());
    assertEquals(Symbol.THREATS, Cards.CHEST_TILES.distinct());
  }

  @Test
  // §6.1 data only: the rules that read it (HQ-R27 attack, HQ-R28 heal) and the single side (HQ-R03)
  // are checked by ScenarioTest and RulesTest
  @DisplayName("§6.1 hero sheets: seed values kept, each hero beats 3 symbols with 1 skull, each symbol is easy for 2 heroes")
  void heroSheets() {
    assertEquals(1, Hero.BARBARIAN.skullsAgainst(Symbol.CHAOS_WARRIOR));
    assertEquals(2, Hero.BARBARIAN.skullsAgainst(Symbol.MAGIC));
    assertEquals(2, Hero.WIZARD.skullsAgainst(Symbol.CHAOS_WARRIOR));
    assertEquals(1, Hero.WIZARD.skullsAgainst(Symbol.MAGIC));
    for (Hero h : Hero.values()) {
      int easy = 0;
      for (Symbol s : Symbol.THREATS) {
        easy += h.skullsAgainst(s) == 1 ? 1 : 0;
      }
      assertEquals(3, easy, h.name());
    }
    for (Symbol s : Symbol.THREATS) {
      int heroes = 0;
      for (Hero h : Hero.values()) {
        heroes += h.skullsAgainst(s) == 1 ? 1 : 0;
      }
      assertEquals(2, heroes, s.name());
    }
    assertEquals(Vector.of(2, 1, 1, 2), Vector.of(Hero.values()).map(Hero::heal));
  }

  @Test
  @DisplayName("HQ-R26 the combat die: draws 0-2 skull, 3-4 white shield, 5 black shield")
  void die() {
    Map<DieFace, Integer> faces = new EnumMap<>(DieFace.class);
    for (int draw = 0; draw < 6; draw++) {
      faces.merge(DieFace.of(draw), 1, Integer::sum);
    }
    assertEquals(3, faces.get(DieFace.SKULL));
    assertEquals(2, faces.get(DieFace.WHITE_SHIELD));
    assertEquals(1, faces.get(DieFace.BLACK_SHIELD));
    for (DieFace f : DieFace.values()) {
      assertEquals(f, DieFace.of(f.draw()));
    }
  }

  @Test
  @DisplayName("every action record round-trips through the log's JSON mapper")
  void actionsRoundTrip() throws Exception {
    PlayerId p1 = PlayerId.seat(1);
    PlayerId p2 = PlayerId.seat(2);
    Vector<HeroQuestAction> all = Vector.of(
        new HeroQuestAction.PlayCard(p1, "T05"),
        new HeroQuestAction.PlayWound(p1, "W07", p2),
        new HeroQuestAction.PlayPotion(p1, "B01", p2, HeroQuestAction.PERMANENT),
        new HeroQuestAction.AssignWound(p1, p2),
        new HeroQuestAction.AssignPotion(p1, p2, "W08"),
        new HeroQuestAction.Attack(p1, "D08", Symbol.MAGIC),
        new HeroQuestAction.Heal(p1, "W07"),
        new HeroQuestAction.Search(p1),
        new HeroQuestAction.Pass(p1));
    for (HeroQuestAction a : all) {
      String json = LogCodec.mapper().writeValueAsString(a);
      assertEquals(a, LogCodec.mapper().readValue(json, HeroQuestAction.class), json);
      assertEquals(a, LogCodec.readAction(json, HeroQuestAction.class).get());
    }
  }
}
