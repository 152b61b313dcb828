package dev.ply.core;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Short stable fingerprints for the action log. */
public final class Hashing {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** A digest per thread: looking one up costs more than hashing a small state. */
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM provides SHA-256", e);
    }
  });

  private Hashing() {}

  /** The first 16 hex digits (64 bits) of the SHA-256 of {@code bytes}. */
  public static String shortHash(byte[] bytes) {
    byte[] d = SHA256.get().digest(bytes);
    char[] out = new char[16];
    for (int i = 0; i < 8; i++) {
      out[2 * i] = HEX[(d[i] >> 4) & 0xF];
      out[2 * i + 1] = HEX[d[i] & 0xF];
    }
    return new String(out);
  }
}
