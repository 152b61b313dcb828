package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.Comparator;

/**
 * The hash chain of a format-2 log ({@code docs/log-format.md}, "The chain"). Link 0 is the hash
 * of the header (format, game, rules version, players, options, seed), the draws of the start and
 * the canonical encoding of the starting state; link {@code i} is the hash of link {@code i − 1},
 * the action's encoding, the draws it consumed and the canonical encoding of the state after it.
 * The hash is MurmurHash3 x64_128 of the words {@link CanonicalWriter} writes: the chain is
 * unkeyed (anyone can recompute every link), so a cryptographic digest would prove nothing more;
 * see {@code docs/decisions.md}. A link is {@value #BYTES} bytes, written as hex in the log.
 *
 * <p>One instance per log: a {@link Replay} run makes one, a {@link Recording} owns one (a
 * {@code Match} keeps its recording), the static {@link Recorder} methods make one per call. It
 * owns a hashing writer, and the writer remembers the parts of the last states it hashed (by
 * identity, {@link CanonicalWriter#part}), the JSON of the actions it saw ({@link ActionJson}) and
 * whatever the game's encoding keeps in it ({@link CanonicalWriter#scratch}): that memory only
 * saves work (the words hashed are the same without it), and it belongs to this log alone, so
 * nothing of one log is kept alive by, or seen from, another. Not thread-safe.
 */
final class Chain {
  /** Bytes of a link (128 bits), {@code 2 * BYTES} hex digits in the log. */
  static final int BYTES = 16;
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final CanonicalWriter out = CanonicalWriter.hashing();

  /** A chain for one log, with a writer of its own. */
  Chain() {}

  /** Link 0: the header, the start's draws and the starting state. */
  <S> byte[] first(int format, String game, String rulesVersion, Vector<PlayerId> players,
      Map<String, String> options, long seed, Vector<Integer> startDraws, Game<S, ?> rules, S start) {
    out.reset();
    out.id("ply-log").integer(format).id(game).id(rulesVersion).players(players)
        .map(options, Comparator.naturalOrder(), CanonicalWriter::string, CanonicalWriter::string)
        .longInt(seed).ints(startDraws);
    rules.encode(start, out);
    return finish();
  }

  /**
   * Link {@code i}: the previous link, the action (its encoding, {@link Game#encodeAction}; by
   * default its compact JSON, as the log holds it), an end mark, its draws and the state after it.
   */
  <S, A extends Action> byte[] next(byte[] previous, A action, Vector<Integer> draws, Game<S, A> rules, S after) {
    out.reset();
    out.bytes(previous);
    rules.encodeAction(action, out);
    out.end();
    out.ints(draws);
    rules.encode(after, out);
    return finish();
  }

  private byte[] finish() {
    byte[] link = new byte[BYTES];
    out.hash128(link, 0);
    return link;
  }

  static String hex(byte[] link) {
    char[] c = new char[2 * link.length];
    for (int i = 0; i < link.length; i++) {
      c[2 * i] = HEX[(link[i] >> 4) & 0xF];
      c[2 * i + 1] = HEX[link[i] & 0xF];
    }
    return new String(c);
  }

  /** True when {@code hex} is exactly the hex of {@code link} (lower case), compared without allocating. */
  static boolean matches(byte[] link, String hex) {
    if (hex.length() != 2 * link.length) {
      return false;
    }
    for (int i = 0; i < link.length; i++) {
      if (hex.charAt(2 * i) != HEX[(link[i] >> 4) & 0xF] || hex.charAt(2 * i + 1) != HEX[link[i] & 0xF]) {
        return false;
      }
    }
    return true;
  }

  /** The link a hex string names, or null when it is not {@code 2 * BYTES} hex digits. */
  static byte[] parse(String hex) {
    if (hex == null || hex.length() != 2 * BYTES) {
      return null;
    }
    byte[] b = new byte[BYTES];
    for (int i = 0; i < BYTES; i++) {
      int hi = Character.digit(hex.charAt(2 * i), 16);
      int lo = Character.digit(hex.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        return null;
      }
      b[i] = (byte) ((hi << 4) | lo);
    }
    return b;
  }
}
