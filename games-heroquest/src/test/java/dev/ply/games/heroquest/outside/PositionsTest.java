package dev.ply.games.heroquest.outside;

import static dev.ply.games.heroquest.HeroQuestPositions.P1;
import static dev.ply.games.heroquest.HeroQuestPositions.P2;
import static dev.ply.games.heroquest.HeroQuestPositions.P3;
import static dev.ply.games.heroquest.content.Hero.BARBARIAN;
import static dev.ply.games.heroquest.content.Hero.DWARF;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.InvalidPosition;
import dev.ply.core.Transition;
import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.games.heroquest.HeroQuestPositions;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The public position builder as a test or front end in another package uses it. */
class PositionsTest {

  @Test
  @DisplayName("a position that breaks an invariant of §9 is refused with InvalidPosition, naming the invariant and the thing")
  void invalidPositionsAreNamed() {
    InvalidPosition twice = assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").floor("T05").build());
    assertEquals("inv. 1", twice.invariant());
    assertTrue(twice.getMessage().contains("T05 Chaos Warrior [Chaos Warrior] is placed twice: in p1's hand and on the"
        + " floor"), twice.getMessage());
    InvalidPosition hand = assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05", "T06", "T07").build());
    assertEquals("inv. 3", hand.invariant());
    assertTrue(hand.getMessage().contains("the Barbarian's holds 3"), hand.getMessage());
    InvalidPosition same = assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(DWARF, DWARF).hand(P1, "T05").build());
    assertEquals("HQ-R02", same.invariant());
    assertEquals("HQ-R02", assertThrows(InvalidPosition.class, () -> HeroQuestPositions.heroes(DWARF)).invariant());
    assertEquals(InvalidPosition.REQUEST, assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "X99")).invariant());
    assertEquals(InvalidPosition.REQUEST, assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P3, "T05")).invariant());
  }

  @Test
  @DisplayName("inv. 6: a seventh chest is refused, not cut to six")
  void sevenChests() {
    InvalidPosition seven = assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").chests(7).build());
    assertEquals("inv. 6", seven.invariant());
    assertTrue(seven.getMessage().contains("7 chests left: there are 6 chests"), seven.getMessage());
    assertThrows(InvalidPosition.class, () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).chests(-1));
    assertThrows(InvalidPosition.class, () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).chests(1, Symbol.ORC, Symbol.TRAP));
    assertEquals(6, HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").chests(6).build().chests().size());
  }

  @Test
  @DisplayName("inv. 6: a chest named twice is refused, naming it, not counted as 'stack + revealed = 6 (found 7)'")
  void chestTwice() {
    InvalidPosition e = assertThrows(InvalidPosition.class,
        () -> HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").chests(3, Symbol.ORC, Symbol.ORC).build());
    assertEquals("inv. 6", e.invariant());
    assertTrue(e.getMessage().contains("the Orc chest is named twice"), e.getMessage());
    HeroQuestState ok = HeroQuestPositions.heroes(BARBARIAN, DWARF).hand(P1, "T05").chests(2, Symbol.ORC).build();
    HeroQuestState both = ImmutableHeroQuestState.copyOf(ok).withRevealedChests(ok.revealedChests().append(Symbol.ORC)
        .remove(Symbol.TRAP));
    InvalidPosition loaded = assertThrows(InvalidPosition.class, () -> HeroQuestPositions.start(both));
    assertEquals("inv. 6", loaded.invariant());
    assertTrue(loaded.getMessage().contains("the Orc chest is both in the stack and revealed"), loaded.getMessage());
  }

  @Test
  @DisplayName("start() is the built position awaiting its active player, with no events")
  void start() {
    Transition<HeroQuestState> t = HeroQuestPositions.heroes(BARBARIAN, DWARF).active(P2, Phase.PLAY).hand(P2, "T05")
        .deck(5).start();
    assertTrue(t.events().isEmpty());
    assertEquals(io.vavr.collection.HashSet.of(P2), new HeroQuestGame().awaiting(t.state()));
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
