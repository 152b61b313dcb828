package dev.ply.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {

  @Test
  @DisplayName("two players, 75 % wins: 400·log10(3) ≈ 190.8 Elo apart")
  void twoPlayers() {
    double[] elo = BradleyTerry.elo(new double[][] {{0, 75}, {25, 0}}, 0, 1);
    assertEquals(400 * Math.log10(3), elo[0], 1e-6);
    assertEquals(0, elo[1], 0);
    assertEquals(190.8, BradleyTerry.eloFor(0.75), 0.05);
  }

  @Test
  @DisplayName("three players from exact strengths 1, 2, 4 are rated 0, 120.4, 240.8")
  void threePlayers() {
    // games of 90 between each pair, won in proportion p_i / (p_i + p_j)
    double[][] w = {
        {0, 30, 18},
        {60, 0, 30},
        {72, 60, 0}};
    double[] elo = BradleyTerry.elo(w, 0, 0);
    assertEquals(0, elo[0], 1e-9);
    assertEquals(400 * Math.log10(2), elo[1], 1e-6);
    assertEquals(400 * Math.log10(4), elo[2], 1e-6);
  }

  @Test
  @DisplayName("even results rate everyone alike; draws count half")
  void even() {
    double[] elo = BradleyTerry.elo(new double[][] {{0, 10, 5}, {10, 0, 5}, {5, 5, 0}}, 0, 2);
    for (double e : elo) {
      assertEquals(0, e, 1e-9);
    }
  }

  @Test
  @DisplayName("a prior keeps a clean sweep finite; without one it is refused")
  void prior() {
    double[][] sweep = {{0, 20}, {0, 0}};
    assertThrows(IllegalArgumentException.class, () -> BradleyTerry.elo(sweep, 0, 1));
    double[] elo = BradleyTerry.elo(sweep, 1, 1);
    // 20.5 of 21 games: 400·log10(20.5 / 0.5)
    assertEquals(400 * Math.log10(41), elo[0], 1e-6);
    assertTrue(elo[0] > 600);
  }

  @Test
  @DisplayName("a malformed matrix is refused with a sentence")
  void malformed() {
    assertThrows(IllegalArgumentException.class, () -> BradleyTerry.elo(new double[][] {{0, 1}}, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> BradleyTerry.elo(new double[][] {{0, -1}, {1, 0}}, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> BradleyTerry.elo(new double[][] {{0, 1}, {1, 0}}, 1, 2));
  }
}
