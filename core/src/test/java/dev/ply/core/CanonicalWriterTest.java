package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.vavr.collection.HashMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.security.MessageDigest;
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
  @DisplayName("text shows every value; ints of any size and sign round-trip through the varint")
  void text() {
    byte[] b = CanonicalWriter.toByteArray().integer(-1).integer(300).integer(Integer.MIN_VALUE)
        .integer(Integer.MAX_VALUE).longInt(-5L).string("Zoë").id("W-4").player(PlayerId.seat(1))
        .option(Option.none(), CanonicalWriter::integer).option(Option.some(2), CanonicalWriter::integer)
        .bool(false).toBytes();
    assertEquals("i-1 i300 i-2147483648 i2147483647 l-5 s\"Zoë\" d\"W-4\" p\"p1\" n o i2 f", CanonicalWriter.text(b));
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

  @Test
  @DisplayName("streaming into a digest gives the digest of the bytes, across buffer refills")
  void digest() throws Exception {
    CanonicalWriter bytes = CanonicalWriter.toByteArray();
    MessageDigest d = MessageDigest.getInstance("SHA-256");
    CanonicalWriter streaming = CanonicalWriter.into(d);
    String big = "x".repeat(10_000);
    for (int i = 0; i < 2000; i++) {
      bytes.integer(i).string(i % 500 == 0 ? big : "card-" + i);
      streaming.integer(i).string(i % 500 == 0 ? big : "card-" + i);
    }
    streaming.flush();
    assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(bytes.toBytes()), d.digest());
  }
}
