package dev.ply.core;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Short stable fingerprints for the action log. */
public final class Hashing {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /**
   * A SHA-256 digest that never digests anything: each hash works on a clone of it (a copy of a
   * few small arrays), since looking a digest up by name costs more than hashing a small state.
   * So no digest is shared between calls or threads, and none keeps the bytes of what it hashed
   * (a per-thread digest would keep the last state's text in its block buffer).
   */
  private static final MessageDigest PROTOTYPE = lookUp();

  private static MessageDigest lookUp() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM provides SHA-256", e);
    }
  }

  /** A fresh SHA-256 digest: a clone of {@link #PROTOTYPE}, or a new one where a provider cannot clone. */
  private static MessageDigest sha256() {
    try {
      return (MessageDigest) PROTOTYPE.clone();
    } catch (CloneNotSupportedException e) {
      return lookUp();
    }
  }

  private Hashing() {}

  /** The first 16 hex digits (64 bits) of the SHA-256 of {@code bytes}. */
  public static String shortHash(byte[] bytes) {
    byte[] d = sha256().digest(bytes);
    char[] out = new char[16];
    for (int i = 0; i < 8; i++) {
      out[2 * i] = HEX[(d[i] >> 4) & 0xF];
      out[2 * i + 1] = HEX[d[i] & 0xF];
    }
    return new String(out);
  }
}
