package dev.ply.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LengthsTest {

  private static Lengths fromCounts(List<Integer> values) {
    java.util.TreeMap<Integer, Long> counts = new java.util.TreeMap<>();
    values.forEach(v -> counts.merge(v, 1L, Long::sum));
    return Lengths.ofCounts(TreeMap.ofAll(counts));
  }

  @Test
  @DisplayName("counts per length give the same mean, median, min and max as the values, to the last bit")
  void countsGiveTheSameFiguresAsTheValues() {
    qt().forAll(lists().of(integers().between(0, 5_000)).ofSizeBetween(0, 300))
        .checkAssert(values -> assertEquals(Lengths.of(Distribution.of(Vector.ofAll(values))), fromCounts(values)));
  }

  @Test
  @DisplayName("an even count takes the median halfway between the two middle values")
  void evenMedian() {
    assertEquals(new Lengths(2.5, 2.5, 1, 4), fromCounts(List.of(4, 1, 3, 2)));
    assertEquals(new Lengths(7, 7, 7, 7), fromCounts(List.of(7, 7)));
  }
}
