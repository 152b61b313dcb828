package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The canonical encoding the log's chain hashes (docs/log-format.md, "Desperate Gods"). */
class CanonicalEncodingTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();
  final DgState s = GAME.start(Setup.of(2, 3));

  private static byte[] enc(DgState st) {
    return CanonicalWriter.encode(GAME, st);
  }

  @Test
  @DisplayName("equal tables encode equally, whatever their random source")
  void equalStates() {
    assertArrayEquals(enc(s), enc(GAME.start(Setup.of(2, 3))));
    assertArrayEquals(enc(s), enc(GAME.withRandom(s, RandomSource.seeded(8))));
  }

  @Test
  @DisplayName("a hidden change (two encounter cards swapped, the Town deck reversed) and a public one (HP) change it")
  void changes() {
    var w = s.decks().get(0);
    DgState swapped = s.withDecks(s.decks().update(0, w.update(0, w.get(1)).update(1, w.get(0))));
    assertFalse(Arrays.equals(enc(s), enc(swapped)));
    DgState town = s.withTownDeck(s.townDeck().reverse());
    assertFalse(Arrays.equals(enc(s), enc(town)));
    PlayerState p = s.player(0);
    DgState publicChange = s.withPlayers(s.players().update(0, p.withHp(p.hp() - 1)));
    assertFalse(Arrays.equals(enc(s), enc(publicChange)));
  }

  @Test
  @DisplayName("the encoding is values in the documented order; pending steps by their tags, naming no field")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(s));
    assertTrue(text.startsWith("y2 { p\"p1\" y0 y3 y0 y0 y0 y0 y0 y0 y0 y0 } { p\"p2\""), text);
    assertFalse(text.contains("townDeck") || text.contains("players") || text.contains("stack"), text);
    // the four decks follow the players, each a part, each card as its catalogue number (W-1 = 1 … L3-6 = 27), never its id
    assertTrue(text.contains(" y4 { y7 y"), text);
    assertFalse(text.contains("W-") || text.contains("L1-"), text);
  }

  @Test
  @DisplayName("every action type is written by its log name, and every value of every action changes its encoding")
  void actions() throws ReflectiveOperationException {
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Class<?> type : DgAction.class.getPermittedSubclasses()) {
      var parts = type.getRecordComponents();
      Object[] base = new Object[parts.length];
      for (int i = 0; i < parts.length; i++) {
        base[i] = value(parts[i].getType(), 0);
      }
      byte[] e = action(type, base);
      assertTrue(seen.add(Arrays.toString(e)), type + " encodes like another type");
      String text = CanonicalWriter.text(e);
      String name = jsonName(type);
      assertTrue(text.startsWith("d\"" + name + "\" p\"p1\""), text);
      for (int i = 0; i < parts.length; i++) {
        Object[] changed = base.clone();
        changed[i] = value(parts[i].getType(), 1);
        assertFalse(Arrays.equals(e, action(type, changed)), type.getSimpleName() + "." + parts[i].getName());
      }
    }
  }

  private static String jsonName(Class<?> type) {
    for (var t : DgAction.class.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value()) {
      if (t.value() == type) {
        return t.name();
      }
    }
    throw new AssertionError(type + " has no JSON name");
  }

  private static Object value(Class<?> t, int k) {
    if (t == int.class) {
      return 1 + k;
    }
    if (t == String.class) {
      return k == 0 ? "W-1" : "O05";
    }
    if (t == PlayerId.class) {
      return PlayerId.of(k == 0 ? "p1" : "p2");
    }
    if (t.isEnum()) {
      return t.getEnumConstants()[k];
    }
    throw new AssertionError("no test value for " + t);
  }

  private static byte[] action(Class<?> type, Object[] values) throws ReflectiveOperationException {
    Class<?>[] types = java.util.Arrays.stream(type.getRecordComponents()).map(c -> c.getType()).toArray(Class<?>[]::new);
    DgAction a = (DgAction) type.getDeclaredConstructor(types).newInstance(values);
    CanonicalWriter w = CanonicalWriter.toByteArray();
    GAME.encodeAction(a, w);
    return w.toBytes();
  }
}
