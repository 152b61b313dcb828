package dev.ply.core.log;

import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a log's text from a file or a stream without trusting it: only a regular file (never a
 * directory, device or FIFO, which could be endless or block forever), at most {@code maxBytes}
 * bytes (never an unbounded read), strictly UTF-8 (a bad byte is reported at its offset). Every
 * problem is one {@link LogError}: NOT_FOUND, NOT_A_FILE, TOO_LARGE, INVALID_UTF8, IO_ERROR.
 */
public final class LogFiles {
  private LogFiles() {}

  /** The text of the regular file {@code file}, if it has at most {@code maxBytes} bytes of UTF-8. */
  public static Either<LogError, String> read(Path file, int maxBytes) {
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(file, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      return Either.left(new LogError("NOT_FOUND", "start of file", "no such file"));
    } catch (IOException | SecurityException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read it: " + e.getMessage()));
    }
    if (!attrs.isRegularFile()) {
      // checked before opening: opening a FIFO without a writer would block, /dev/zero never ends
      String what = attrs.isDirectory() ? "a directory" : "a device, FIFO or socket";
      return Either.left(new LogError("NOT_A_FILE", "start of file", "this is " + what + ", not a regular file"));
    }
    if (attrs.size() > maxBytes) {
      return tooLarge(attrs.size() + " bytes", maxBytes);
    }
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, maxBytes);
    } catch (IOException | SecurityException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read it: " + e.getMessage()));
    }
  }

  /** The text of {@code in} (e.g. standard input), reading at most {@code maxBytes + 1} bytes. */
  public static Either<LogError, String> read(InputStream in, int maxBytes) {
    byte[] bytes;
    try {
      bytes = in.readNBytes(maxBytes + 1);
    } catch (IOException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read the log: " + e.getMessage()));
    }
    if (bytes.length > maxBytes) {
      return tooLarge("more than " + maxBytes + " bytes", maxBytes);
    }
    return utf8(bytes);
  }

  /** {@code bytes} as UTF-8, or INVALID_UTF8 naming the offset of the first bad byte. */
  public static Either<LogError, String> utf8(byte[] bytes) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult r = decoder.decode(in, out, true);
    if (r.isUnderflow()) {
      r = decoder.flush(out);
    }
    if (r.isError()) {
      int at = in.position();
      return Either.left(new LogError("INVALID_UTF8", "byte " + at,
          "the file is not UTF-8 text: byte " + at + " (0x" + String.format("%02x", bytes[at] & 0xFF)
              + ") cannot start or continue a character"));
    }
    out.flip();
    return Either.right(out.toString());
  }

  private static Either<LogError, String> tooLarge(String size, int maxBytes) {
    return Either.left(new LogError("TOO_LARGE", "start of file",
        "the file has " + size + "; logs larger than " + maxBytes + " bytes are refused"));
  }
}
