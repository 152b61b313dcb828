package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How runs of routine events are summarised. */
class NarrationTest {
  @Test
  @DisplayName("lines that begin with the same two words are told once; others stay apart")
  void merge() {
    assertEquals(List.of("p1 keeps the 4", "p1 steps to O01 Rapids, to O02 Clearing, to O03 Undergrowth", "p1's turn ends"),
        Narration.merge(List.of("p1 keeps the 4", "p1 steps to O01 Rapids", "p1 steps to O02 Clearing",
            "p1 steps to O03 Undergrowth", "p1's turn ends")));
    assertEquals(List.of("p1 draws 1 card", "p1 gets T18", "p2 draws 1 card"),
        Narration.merge(List.of("p1 draws 1 card", "p1 gets T18", "p2 draws 1 card")));
    assertEquals(List.of("p2 draws the Guard, the Guard"), Narration.merge(List.of("p2 draws the Guard",
        "p2 draws the Guard")));
  }
}
