package dev.ply.core.log;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The bytes of a log on their way to the parser, checked as they pass: at most {@code maxBytes}
 * (the limit holds while streaming, so a stream is never read past it) and strictly UTF-8
 * (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), failing at the first bad
 * byte with its offset. It keeps the last bytes it passed, so that a parse error at the very end
 * can be told apart as a cut file ({@link #isTokenTail}).
 */
final class Utf8Guard extends FilterInputStream {

  /** More bytes than the limit. */
  static final class TooLarge extends IOException {
    final long maxBytes;

    TooLarge(long maxBytes) {
      super("too large");
      this.maxBytes = maxBytes;
    }
  }

  /** A byte that is not UTF-8, at {@code offset}. */
  static final class BadByte extends IOException {
    final long offset;
    final int value;

    BadByte(long offset, int value) {
      super("not UTF-8");
      this.offset = offset;
      this.value = value;
    }
  }

  private static final int TAIL = 64;

  private final long maxBytes;
  private long bytes;          // bytes passed so far
  private long chars;          // UTF-16 chars they decode to (the parser's offsets count these)
  private long lead = -1;      // offset of the lead byte of the unfinished sequence
  private int leadValue;
  private int need;            // continuation bytes still needed
  private int low = 0x80;      // the range the next continuation byte must lie in
  private int high = 0xBF;
  private final byte[] last = new byte[TAIL];
  private boolean ended;

  Utf8Guard(InputStream in, long maxBytes) {
    super(in);
    this.maxBytes = maxBytes;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    int n = read(one, 0, 1);
    return n < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    // never ask for more than one byte past the limit, so an endless stream stops there
    long room = maxBytes + 1 - bytes;
    int n = in.read(b, off, (int) Math.max(1, Math.min(len, room)));
    if (n < 0) {
      ended = true;
      if (need > 0) {
        throw new BadByte(lead, leadValue);
      }
      return -1;
    }
    for (int i = off; i < off + n; i++) {
      check(b[i] & 0xFF);
      last[(int) (bytes % TAIL)] = b[i];
      bytes++;
      if (bytes > maxBytes) {
        throw new TooLarge(maxBytes);
      }
    }
    return n;
  }

  private void check(int v) throws BadByte {
    if (need > 0) {
      if (v < low || v > high) {
        throw new BadByte(lead, leadValue);
      }
      low = 0x80;
      high = 0xBF;
      need--;
      return;
    }
    lead = bytes;
    leadValue = v;
    chars++;
    if (v < 0x80) {
      return;
    }
    if (v >= 0xC2 && v <= 0xDF) {
      need = 1;
    } else if (v >= 0xE0 && v <= 0xEF) {
      need = 2;
      low = v == 0xE0 ? 0xA0 : 0x80;
      high = v == 0xED ? 0x9F : 0xBF;
    } else if (v >= 0xF0 && v <= 0xF4) {
      need = 3;
      chars++; // a surrogate pair
      low = v == 0xF0 ? 0x90 : 0x80;
      high = v == 0xF4 ? 0x8F : 0xBF;
    } else {
      throw new BadByte(bytes, v);
    }
  }

  /** Reads what is left without keeping it (to learn where the stream ends), up to the limit. */
  void drain() throws IOException {
    byte[] skip = new byte[8192];
    while (!ended && read(skip, 0, skip.length) >= 0) {
      // counting only
    }
  }

  /**
   * True when the stream has ended and everything from char offset {@code offset} on is letters,
   * digits, {@code . + -} and then white space: the parser stopped inside a last token.
   */
  boolean isTokenTail(long offset) {
    try {
      drain();
    } catch (IOException e) {
      return false;
    }
    long from = bytes - (chars - offset); // the tail is ASCII if it is a token, so chars and bytes agree there
    if (offset < 0 || from < 0 || bytes - from > TAIL) {
      return false;
    }
    boolean space = false;
    for (long i = from; i < bytes; i++) {
      char c = (char) (last[(int) (i % TAIL)] & 0xFF);
      if (Character.isWhitespace(c)) {
        space = true;
      } else if (space || c > 127 || !(Character.isLetterOrDigit(c) || c == '.' || c == '+' || c == '-')) {
        return false;
      }
    }
    return true;
  }
}
