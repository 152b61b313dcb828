package dev.ply.core.log;

import com.fasterxml.jackson.core.JsonParser;
import dev.ply.core.Game;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
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
import java.util.function.Function;

/**
 * Reads a log from a file or a stream without trusting it: only a regular file (never a
 * directory, device or FIFO, which could be endless or block forever), at most {@code maxBytes}
 * bytes (never an unbounded read), strictly UTF-8 (a bad byte is reported at its offset). Every
 * problem is one {@link LogError}: NOT_FOUND, NOT_A_FILE, TOO_LARGE, INVALID_UTF8, IO_ERROR, and
 * for {@code load} those of {@link LogCodec#read(String, Function, int, boolean)}.
 *
 * <p>{@code load} streams: the bytes are checked as they pass to the parser and the log is built
 * one step at a time, so reading a file takes the memory of the log it returns plus one step,
 * never the file's text and a tree of it ({@code docs/log-format.md}, "Loading hostile input").
 * {@code read} gives the text, for callers that want it.
 */
public final class LogFiles {
  private LogFiles() {}

  /**
   * The log in the regular file {@code file}, read as a stream: at most {@code maxBytes} bytes of
   * UTF-8, its game found with {@code games}, strictly ({@code UNKNOWN_FIELD}) when {@code strict}.
   */
  public static Either<LogError, LoadedLog<?, ?>> load(Path file, Function<String, Option<Game<?, ?>>> games,
      int maxBytes, boolean strict) {
    Either<LogError, BasicFileAttributes> attrs = regularFile(file, maxBytes);
    if (attrs.isLeft()) {
      return Either.left(attrs.getLeft());
    }
    try (InputStream in = Files.newInputStream(file)) {
      return load(in, games, maxBytes, strict);
    } catch (IOException | SecurityException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read it: " + e.getMessage()));
    }
  }

  /** The log in {@code in} (e.g. standard input), read as a stream and never past {@code maxBytes + 1} bytes. */
  public static Either<LogError, LoadedLog<?, ?>> load(InputStream in, Function<String, Option<Game<?, ?>>> games,
      int maxBytes, boolean strict) {
    Utf8Guard guard = new Utf8Guard(in, maxBytes);
    try {
      // the guard has checked every byte, so the reader's decoding never meets a bad one
      JsonParser parser = LogCodec.mapper().createParser(new InputStreamReader(guard, StandardCharsets.UTF_8));
      return LogReader.read(parser, guard::isTokenTail, strict, games);
    } catch (IOException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read the log: " + e.getMessage()));
    }
  }

  /** The text of the regular file {@code file}, if it has at most {@code maxBytes} bytes of UTF-8. */
  public static Either<LogError, String> read(Path file, int maxBytes) {
    Either<LogError, BasicFileAttributes> attrs = regularFile(file, maxBytes);
    if (attrs.isLeft()) {
      return Either.left(attrs.getLeft());
    }
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, maxBytes);
    } catch (IOException | SecurityException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read it: " + e.getMessage()));
    }
  }

  /** The file's attributes when it exists, is a regular file and has at most {@code maxBytes} bytes. */
  private static Either<LogError, BasicFileAttributes> regularFile(Path file, int maxBytes) {
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
      return Either.left(tooLarge(attrs.size() + " bytes", maxBytes));
    }
    return Either.right(attrs);
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
      return Either.left(tooLarge("more than " + maxBytes + " bytes", maxBytes));
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
      return Either.left(badByte(at, bytes[at] & 0xFF));
    }
    out.flip();
    return Either.right(out.toString());
  }

  static LogError badByte(long at, int value) {
    return new LogError("INVALID_UTF8", "byte " + at, "the file is not UTF-8 text: byte " + at
        + " (0x" + String.format("%02x", value) + ") cannot start or continue a character");
  }

  static LogError tooLarge(String size, long maxBytes) {
    return new LogError("TOO_LARGE", "start of file",
        "the file has " + size + "; logs larger than " + maxBytes + " bytes are refused");
  }
}
