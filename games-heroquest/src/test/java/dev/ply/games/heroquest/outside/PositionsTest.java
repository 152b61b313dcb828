package dev.ply.games.heroquest.outside;

import static dev.ply.games.heroquest.HeroQuestPositions.P1;
import static dev.ply.games.heroquest.HeroQuestPositions.P2;
import static dev.ply.games.heroquest.content.Hero.BARBARIAN;
import static dev.ply.games.heroquest.content.Hero.DWARF;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.games.heroquest.HeroQuestPositions;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The public position builder as a test or front end in another package uses it. */
class PositionsTest {

  @Test
  @DisplayName("a position that breaks an invariant of §9 is refused, naming the invariant")
  void invalidPositionsAreNamed() {
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").floor("T05").build());
    assertTrue(twice.getMessage().contains("inv. 1"), twice.getMessage());
    IllegalArgumentException hand = assertThrows(IllegalArgumentException.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05", "T06", "T07").build());
    assertTrue(hand.getMessage().contains("inv. 3"), hand.getMessage());
    IllegalArgumentException same = assertThrows(IllegalArgumentException.class,
        () -> HeroQuestPositions.heroes(DWARF, DWARF).hand(P1, "T05").build());
    assertTrue(same.getMessage().contains("HQ-R02"), same.getMessage());
    assertThrows(IllegalArgumentException.class, () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "X99"));
  }

  @Test
  @DisplayName("a position saved as JSON loads back equal, and a tampered one is refused")
  void jsonRoundTrip() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, DWARF).active(P2, Phase.PLAY).hand(P2, "T05", "T06")
        .skulls(P1, 1).roundLosses(1).deck(5).seed(3).build();
    String json = HeroQuestPositions.toJson(s);
    assertEquals(Either.right(s), HeroQuestPositions.fromJson(json));
    Either<String, HeroQuestState> bad = HeroQuestPositions.fromJson(json.replace("\"T06\"", "\"T05\""));
    assertTrue(bad.isLeft() && bad.getLeft().contains("inv. 1"), bad::toString);
    assertTrue(HeroQuestPositions.fromJson("not json").isLeft());
    assertThrows(IllegalArgumentException.class, () -> HeroQuestPositions.toJson(new HeroQuestGame().view(s, P1)));
  }
}
