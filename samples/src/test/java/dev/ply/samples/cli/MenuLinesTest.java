package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Long menus fold alike actions into one line, keeping every action's number. */
class MenuLinesTest {
  @Test
  @DisplayName("a long menu folds each partner's trades into one line; the numbers are the full list's")
  void folds() {
    List<String> texts = new ArrayList<>(List.of("pass", "kick open the door"));
    List<Object> kinds = new ArrayList<>(List.of("Pass", "Kick"));
    for (String partner : List.of("p2", "p3")) {
      for (String card : List.of("Horny Helmet", "Mithril Armor", "Boots of Butt-Kicking", "Eleven-Foot Pole", "Sword")) {
        texts.add("trade with " + partner + ": your Sword for their " + card);
        kinds.add("Trade");
      }
    }
    texts.add("sell items");
    kinds.add("Sell");
    List<MenuLines.Line> lines = MenuLines.of(texts, kinds);
    assertEquals(5, lines.size(), lines.toString());
    MenuLines.Line p2 = lines.get(2);
    assertEquals(2, p2.from());
    assertEquals(6, p2.to());
    assertEquals("trade with p2: your Sword for their ... (5 choices: 'list 3' shows them)", p2.text());
    assertEquals("trade with p3: your Sword for their ... (5 choices: 'list 8' shows them)", lines.get(3).text());
    assertEquals(p2, MenuLines.folding(lines, 4).get());
    assertTrue(MenuLines.folding(lines, 0).isEmpty());
  }

  @Test
  @DisplayName("a short menu, or runs of fewer than four alike actions, are shown whole")
  void shortMenus() {
    List<String> texts = Collections.nCopies(MenuLines.SHORT, "trade with p2: something");
    assertEquals(MenuLines.SHORT, MenuLines.of(texts, Collections.nCopies(MenuLines.SHORT, "T")).size());
    List<String> mixed = new ArrayList<>();
    List<Object> kinds = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      mixed.add("trade with p" + (i % 5) + ": x");
      kinds.add("T");
    }
    assertEquals(15, MenuLines.of(mixed, kinds).size(), "no three alike in a row");
  }
}
