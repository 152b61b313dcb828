package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Comparator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CanonicalWriterTest {

  @Test
  @DisplayName("every value is tagged and self-delimiting, so different writes never give equal bytes")
  void selfDelimiting() {
    byte[] ab = CanonicalWriter.toByteArray().string("ab").toBytes();
    byte[] aThenB = CanonicalWriter.toByteArray().string("a").string("b").toBytes();
    byte[] idAb = CanonicalWriter.toByteArray().id("ab").toBytes();
    byte[] one = CanonicalWriter.toByteArray().integer(1).toBytes();
    byte[] trueValue = CanonicalWriter.toByteArray().bool(true).toBytes();
    byte[] listOfOne = CanonicalWriter.toByteArray().ints(Vector.of(1)).toBytes();
    byte[] listThenOne = CanonicalWriter.toByteArray().list(0).integer(1).toBytes();
    assertFalse(java.util.Arrays.equals(ab, aThenB));
    assertFalse(java.util.Arrays.equals(ab, idAb));
    assertFalse(java.util.Arrays.equals(one, trueValue));
    assertFalse(java.util.Arrays.equals(listOfOne, listThenOne));
  }

  @Test
  @DisplayName("text shows every value; ints of any size and sign round-trip through their word")
  void text() {
    byte[] b = CanonicalWriter.toByteArray().integer(-1).integer(300).integer(Integer.MIN_VALUE)
        .integer(Integer.MAX_VALUE).longInt(-5L).string("Zoë").id("W-4").player(PlayerId.seat(1))
        .option(Option.none(), CanonicalWriter::integer).option(Option.some(2), CanonicalWriter::integer)
        .bool(false).longInt(Long.MIN_VALUE).longInt(-1L).toBytes();
    assertEquals("i-1 i300 i-2147483648 i2147483647 l-5 s\"Zoë\" d\"W-4\" p\"p1\" n o i2 f l-9223372036854775808 l-1",
        CanonicalWriter.text(b));
  }

  @Test
  @DisplayName("maps are written in key order, whatever their iteration order")
  void maps() {
    var m1 = HashMap.of("b", 2, "a", 1, "c", 3);
    var m2 = HashMap.of("c", 3, "a", 1).put("b", 2);
    byte[] e1 = CanonicalWriter.toByteArray().map(m1, Comparator.naturalOrder(), CanonicalWriter::id, CanonicalWriter::integer).toBytes();
    byte[] e2 = CanonicalWriter.toByteArray().map(m2, Comparator.naturalOrder(), CanonicalWriter::id, CanonicalWriter::integer).toBytes();
    assertArrayEquals(e1, e2);
    assertEquals("[3 d\"a\" i1 d\"b\" i2 d\"c\" i3", CanonicalWriter.text(e1));
  }

  /** The 128-bit hash of what {@code write} writes, through a hashing writer. */
  private static byte[] hashOf(java.util.function.Consumer<CanonicalWriter> write) {
    CanonicalWriter w = CanonicalWriter.hashing();
    write.accept(w);
    byte[] out = new byte[16];
    w.hash128(out, 0);
    return out;
  }

  private static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x));
    }
    return sb.toString();
  }

  @Test
  @DisplayName("murmur3x64_128 gives the published MurmurHash3 x64_128 values (seed 0)")
  void murmurReference() {
    java.nio.charset.Charset utf8 = java.nio.charset.StandardCharsets.UTF_8;
    // Test vectors as other implementations publish them (h1, h2 little-endian, e.g. Guava's murmur3_128).
    assertEquals("6c1b07bc7bbc4be347939ac4a93c437a",
        hex(CanonicalWriter.murmur3x64_128("The quick brown fox jumps over the lazy dog".getBytes(utf8))));
    assertEquals("00000000000000000000000000000000", hex(CanonicalWriter.murmur3x64_128(new byte[0])));
  }

  @Test
  @DisplayName("a hashing writer gives MurmurHash3 x64_128 of the words a byte-array writer keeps, "
      + "for any number of words, across buffer refills")
  void hashIsMurmurOfTheWords() {
    String big = "x".repeat(10_000);
    for (int count : new int[] {0, 1, 2, 3, 7, 100, 2000}) {
      CanonicalWriter bytes = CanonicalWriter.toByteArray();
      CanonicalWriter hashing = CanonicalWriter.hashing();
      for (int i = 0; i < count; i++) {
        for (CanonicalWriter w : java.util.List.of(bytes, hashing)) {
          w.integer(i).string(i % 500 == 499 ? big : "card-" + i);
          if (i % 3 == 0) {
            w.longInt(-i).bytes(new byte[] {1, 2, (byte) i}).bool(true).none().some().end();
          }
        }
      }
      byte[] h = new byte[16];
      hashing.hash128(h, 0);
      assertArrayEquals(CanonicalWriter.murmur3x64_128(CanonicalWriter.littleEndian(CanonicalWriter.words(bytes.toBytes()))), h, count + " writes");
    }
  }

  @Test
  @DisplayName("hash128 resets the writer: the same writes hash equally again")
  void hashResets() {
    CanonicalWriter w = CanonicalWriter.hashing();
    byte[] a = new byte[16];
    byte[] b = new byte[16];
    w.integer(1).id("W-4").integer(2);
    w.hash128(a, 0);
    w.integer(1).id("W-4").integer(2);
    w.hash128(b, 0);
    assertArrayEquals(a, b);
  }

  @Test
  @DisplayName("changing any one word, or its tag, changes the hash")
  void everyWordCounts() {
    java.util.List<java.util.function.Consumer<CanonicalWriter>> variants = new java.util.ArrayList<>();
    Vector<Integer> draws = Vector.of(3, 1, 4, 1, 5, 9, 2, 6, 5, 3);
    variants.add(w -> w.integer(7).id("W-4").ints(draws).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(8).id("W-4").ints(draws).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).id("W-5").ints(draws).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).string("W-4").ints(draws).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).id("W-4").ints(draws.update(9, 4)).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).id("W-4").ints(draws.update(0, 2)).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).id("W-4").ints(draws.init()).longInt(1L << 40).bool(true));
    variants.add(w -> w.integer(7).id("W-4").ints(draws).longInt((1L << 40) + 1).bool(true));
    variants.add(w -> w.integer(7).id("W-4").ints(draws).longInt(1L << 40).bool(false));
    variants.add(w -> w.integer(7).id("W-4").ints(draws).longInt(1L << 40).bool(true).end());
    variants.add(w -> w.longInt(7).id("W-4").ints(draws).longInt(1L << 40).bool(true));
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (var v : variants) {
      assertTrue(seen.add(hex(hashOf(v))), "two different encodings hash equally: variant " + seen.size());
    }
    // and every single bit of one word
    for (int bit = 0; bit < 64; bit++) {
      long word = 1L << bit;
      assertTrue(seen.add(hex(hashOf(w -> w.integer(7).longInt(word)))), "bit " + bit);
    }
  }

  @Test
  @DisplayName("a hashing writer that reuses a collection's words from an earlier write hashes the same "
      + "words as a byte-array writer, across buffer refills, and never for a collection that differs")
  void reusedCollectionsHashTheSameWords() {
    Vector<String> deck = Vector.range(0, 40).map(i -> "W-" + i);
    Vector<Integer> town = Vector.range(0, 12);
    Vector<String> shorter = deck.tail();
    CanonicalWriter w = CanonicalWriter.hashing();
    for (int round = 0; round < 3; round++) {
      for (Vector<String> d : java.util.List.of(deck, shorter, deck.update(3, "Zoë-1"))) {
        // 200 writes of the same collections overflow the buffer several times.
        for (int k = 0; k < 200; k++) {
          w.ids(d).ints(town).integer(k);
        }
        byte[] h = new byte[16];
        w.hash128(h, 0);
        CanonicalWriter expected = CanonicalWriter.toByteArray();
        for (int k = 0; k < 200; k++) {
          expected.ids(d).ints(town).integer(k);
        }
        assertArrayEquals(CanonicalWriter.murmur3x64_128(CanonicalWriter.littleEndian(CanonicalWriter.words(expected.toBytes()))), h,
            "round " + round + ", deck of " + d.size());
      }
    }
  }

  private static byte[] hashOfWords(CanonicalWriter keeping) {
    return CanonicalWriter.murmur3x64_128(CanonicalWriter.littleEndian(CanonicalWriter.words(keeping.toBytes())));
  }

  @Test
  @DisplayName("tiny values pack seven to a word, escape what does not fit a byte, and hash as the words "
      + "a byte-array writer keeps")
  void tinyValues() {
    byte[] b = CanonicalWriter.toByteArray().tiny(0).tiny(254).tiny(255).tiny(-1).tinyBool(true).integer(3)
        .tiny(1).toBytes();
    assertEquals("y0 y254 y255 i255 y255 i-1 y1 i3 y1", CanonicalWriter.text(b));
    // [0 254 255] i255 [255] i-1 [1] i3 [1]: four tiny words and three int words
    assertEquals(7, CanonicalWriter.words(b).length);
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int count = 0; count < 30; count++) {
      for (int bump = -1; bump < count; bump++) {
        CanonicalWriter bytes = CanonicalWriter.toByteArray();
        CanonicalWriter hashing = CanonicalWriter.hashing();
        for (CanonicalWriter w : java.util.List.of(bytes, hashing)) {
          for (int i = 0; i < count; i++) {
            w.tiny(i == bump ? i + 1 : i);
          }
        }
        byte[] h = new byte[16];
        hashing.hash128(h, 0);
        assertArrayEquals(hashOfWords(bytes), h, count + " tiny values");
        assertTrue(seen.add(hex(h)), "two different runs of tiny values hash equally: " + count + ", " + bump);
      }
    }
  }

  @Test
  @DisplayName("a part hashes as its digest, equal for equal content whether remembered or not, across buffer "
      + "refills and nesting; a byte-array writer shows its content and folds it the same way")
  void parts() {
    Vector<String> deck = Vector.range(0, 40).map(i -> "W-" + i);
    Vector<Vector<String>> decks = Vector.of(deck, deck.tail(), Vector.empty());
    java.util.function.BiConsumer<CanonicalWriter, Vector<Vector<String>>> all =
        (w, ds) -> w.list(ds.size()).tiny(ds.size()) .list(0);
    java.util.List<java.util.function.Consumer<CanonicalWriter>> variants = java.util.List.of(
        w -> w.part(deck, CanonicalWriter::ids).tiny(3),
        w -> w.part(deck.update(39, "W-0"), CanonicalWriter::ids).tiny(3),
        w -> w.part(deck, CanonicalWriter::ids).tiny(4),
        w -> w.ids(deck).tiny(3),
        w -> w.part(decks, (x, ds) -> {
          x.tiny(ds.size());
          for (Vector<String> d : ds) {
            x.part(d, CanonicalWriter::ids).tiny(d.size());
          }
        }),
        w -> w.part(decks, all),
        w -> w.part(Vector.of(deck, deck.tail()), all),
        w -> w.part(Vector.empty(), CanonicalWriter::ids));
    java.util.Set<String> seen = new java.util.HashSet<>();
    CanonicalWriter hashing = CanonicalWriter.hashing();
    for (var v : variants) {
      byte[] first = null;
      for (int round = 0; round < 3; round++) {
        CanonicalWriter bytes = CanonicalWriter.toByteArray();
        for (int k = 0; k < 100; k++) {
          v.accept(bytes);
          v.accept(hashing);
        }
        byte[] h = new byte[16];
        hashing.hash128(h, 0);
        assertArrayEquals(hashOfWords(bytes), h, "variant " + variants.indexOf(v) + ", round " + round);
        if (first == null) {
          first = h;
          assertTrue(seen.add(hex(h)), "two different parts hash equally: variant " + variants.indexOf(v));
        } else {
          assertArrayEquals(first, h, "a remembered part hashes as a fresh one");
        }
      }
    }
    // far more parts than the writer remembers, revisited in a scrambled order: every remembered
    // digest, found in either entry of its set or written afresh, is the digest of its own words
    java.util.List<Vector<Integer>> many = new java.util.ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      many.add(Vector.of(i, i * 7, i % 5));
    }
    java.util.SplittableRandom order = new java.util.SplittableRandom(42);
    CanonicalWriter memo = CanonicalWriter.hashing();
    CanonicalWriter plain = CanonicalWriter.toByteArray();
    for (int k = 0; k < 20_000; k++) {
      Vector<Integer> p = many.get(k % 3 == 0 ? order.nextInt(many.size()) : order.nextInt(8));
      memo.part(p, CanonicalWriter::ints);
      plain.part(p, CanonicalWriter::ints);
    }
    byte[] h = new byte[16];
    memo.hash128(h, 0);
    assertArrayEquals(hashOfWords(plain), h, "remembered parts under eviction");
    byte[] shown = CanonicalWriter.toByteArray().integer(1).part(Vector.of("A", "B"), CanonicalWriter::ids).toBytes();
    assertEquals("i1 { [2 d\"A\" d\"B\" }", CanonicalWriter.text(shown));
    assertEquals(java.util.List.of("A", "B"), CanonicalWriter.strings(shown));
    assertEquals(4, CanonicalWriter.words(shown).length, "a part folds into three words");
  }

  @Test
  @DisplayName("a hashing writer that reuses a text's words hashes what a byte-array writer keeps, whatever "
      + "the text is written as, and for equal texts in other objects")
  void reusedTexts() {
    String id = "GOBLIN-1a";
    String same = new String(id.toCharArray());
    String other = "GOBLIN-1b";
    CanonicalWriter hashing = CanonicalWriter.hashing();
    for (int round = 0; round < 3; round++) {
      CanonicalWriter bytes = CanonicalWriter.toByteArray();
      for (CanonicalWriter w : java.util.List.of(bytes, hashing)) {
        for (int k = 0; k < 300; k++) {
          w.id(id).string(id).id(same).player(new PlayerId(id)).id(other).id(k % 2 == 0 ? id : other);
        }
      }
      byte[] h = new byte[16];
      hashing.hash128(h, 0);
      assertArrayEquals(hashOfWords(bytes), h, "round " + round);
    }
  }

  @Test
  @DisplayName("an encoding's scratch object lives as long as its writer, is shared with the writers parts go to, and survives reset")
  void scratchPerWriter() {
    CanonicalWriter w = CanonicalWriter.hashing();
    StringBuilder mine = w.scratch(StringBuilder.class, StringBuilder::new);
    w.reset();
    org.junit.jupiter.api.Assertions.assertSame(mine, w.scratch(StringBuilder.class, StringBuilder::new));
    StringBuilder[] inPart = new StringBuilder[1];
    w.part(Vector.of(1, 2), (child, v) -> {
      inPart[0] = child.scratch(StringBuilder.class, StringBuilder::new);
      child.ints(v);
    });
    org.junit.jupiter.api.Assertions.assertSame(mine, inPart[0]);
    org.junit.jupiter.api.Assertions.assertNotSame(mine,
        CanonicalWriter.hashing().scratch(StringBuilder.class, StringBuilder::new), "another writer, another scratch");
    org.junit.jupiter.api.Assertions.assertEquals(Integer.valueOf(3),
        w.scratch(Integer.class, () -> 3), "one scratch object per type");
  }
}
