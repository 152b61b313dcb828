package dev.ply.core;

/**
 * MurmurHash3 x64_128 (Austin Appleby's public-domain reference, seed 0) of 64-bit words read as
 * little-endian bytes: the hash of the log's chain and the digest of a part
 * ({@link CanonicalWriter#part}). An instance hashes words as they come, a 16-byte block (two
 * words) at a time, and then {@link #finish}es; {@link #bytes} hashes a byte array the reference
 * way, byte by byte, to check the word-wise hash against.
 */
final class Murmur3 {
  private static final long C1 = 0x87c37b91114253d5L;
  private static final long C2 = 0x4cf5ad432745937fL;

  /** The running state; after {@link #finish}, the hash: h1 then h2. */
  long h1;
  long h2;
  /** Words hashed so far. */
  private long words;

  void reset() {
    h1 = 0;
    h2 = 0;
    words = 0;
  }

  /** Hashes {@code w[from, to)}, an even number of words, as whole blocks. */
  void blocks(long[] w, int from, int to) {
    long a = h1;
    long b = h2;
    for (int i = from; i < to; i += 2) {
      a ^= k1(w[i]);
      a = Long.rotateLeft(a, 27) + b;
      a = a * 5 + 0x52dce729;
      b ^= k2(w[i + 1]);
      b = Long.rotateLeft(b, 31) + a;
      b = b * 5 + 0x38495ab5;
    }
    h1 = a;
    h2 = b;
    words += to - from;
  }

  /** Ends the hash, with a last odd word {@code last} when {@code odd}: {@link #h1}, {@link #h2} become the hash. */
  void finish(boolean odd, long last) {
    long a = h1;
    long b = h2;
    if (odd) {
      a ^= k1(last);
      words++;
    }
    long length = 8 * words;
    a ^= length;
    b ^= length;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    a += b;
    b += a;
    h1 = a;
    h2 = b;
  }

  /** The hash of {@code w[from, to)} (any number of words), into {@link #h1} and {@link #h2}. */
  void of(long[] w, int from, int to) {
    reset();
    int even = from + ((to - from) & ~1);
    blocks(w, from, even);
    finish(even < to, even < to ? w[even] : 0);
  }

  /** The hash of {@code data}, byte by byte: the 16 bytes h1 then h2, each little-endian. */
  static byte[] bytes(byte[] data) {
    long a = 0;
    long b = 0;
    int blocks = data.length / 16;
    for (int i = 0; i < blocks; i++) {
      long k1 = getLong(data, 16 * i);
      long k2 = getLong(data, 16 * i + 8);
      a ^= k1(k1);
      a = Long.rotateLeft(a, 27) + b;
      a = a * 5 + 0x52dce729;
      b ^= k2(k2);
      b = Long.rotateLeft(b, 31) + a;
      b = b * 5 + 0x38495ab5;
    }
    int tail = 16 * blocks;
    int rest = data.length - tail;
    long k1 = 0;
    long k2 = 0;
    for (int j = rest - 1; j >= 8; j--) {
      k2 = (k2 << 8) | (data[tail + j] & 0xFF);
    }
    for (int j = Math.min(rest, 8) - 1; j >= 0; j--) {
      k1 = (k1 << 8) | (data[tail + j] & 0xFF);
    }
    if (rest > 8) {
      b ^= k2(k2);
    }
    if (rest > 0) {
      a ^= k1(k1);
    }
    long length = data.length;
    a ^= length;
    b ^= length;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    a += b;
    b += a;
    byte[] out = new byte[16];
    putLong(out, 0, a);
    putLong(out, 8, b);
    return out;
  }

  private static long k1(long k) {
    return Long.rotateLeft(k * C1, 31) * C2;
  }

  private static long k2(long k) {
    return Long.rotateLeft(k * C2, 33) * C1;
  }

  private static long fmix(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }

  /** {@code v} as 8 little-endian bytes at {@code out[at]}. */
  static void putLong(byte[] out, int at, long v) {
    for (int i = 0; i < 8; i++) {
      out[at + i] = (byte) (v >>> (8 * i));
    }
  }

  private static long getLong(byte[] b, int at) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[at + i] & 0xFF);
    }
    return v;
  }
}
