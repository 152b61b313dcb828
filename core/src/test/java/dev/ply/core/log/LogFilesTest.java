package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.race.RaceGame;
import io.vavr.control.Option;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogFilesTest {
  @TempDir Path dir;

  @Test
  @DisplayName("a directory, a device and a FIFO are refused at once (NOT_A_FILE), a missing file is NOT_FOUND")
  void notAFile() throws Exception {
    assertEquals("NOT_A_FILE", LogFiles.read(dir, 1000).getLeft().code());
    if (Files.exists(Path.of("/dev/zero"))) {
      assertEquals("NOT_A_FILE", LogFiles.read(Path.of("/dev/zero"), 1000).getLeft().code());
    }
    Path fifo = dir.resolve("fifo");
    if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
      assertEquals("NOT_A_FILE", LogFiles.read(fifo, 1000).getLeft().code());
    }
    assertEquals("NOT_FOUND", LogFiles.read(dir.resolve("missing.json"), 1000).getLeft().code());
  }

  @Test
  @DisplayName("a file or a stream over the limit is TOO_LARGE, and a stream is never read past limit + 1 bytes")
  void tooLarge() throws Exception {
    Path f = Files.writeString(dir.resolve("big.json"), "x".repeat(2000));
    assertEquals("TOO_LARGE", LogFiles.read(f, 1000).getLeft().code());
    int[] served = {0};
    InputStream endless = new InputStream() {
      @Override public int read() {
        served[0]++;
        return '0';
      }
    };
    assertEquals("TOO_LARGE", LogFiles.read(endless, 1000).getLeft().code());
    assertTrue(served[0] <= 1001, "read " + served[0] + " bytes");
    assertEquals("{}", LogFiles.read(new ByteArrayInputStream("{}".getBytes(StandardCharsets.UTF_8)), 10).get());
  }

  @Test
  @DisplayName("invalid UTF-8 is reported at its byte offset")
  void invalidUtf8() {
    byte[] b = "{\"format\": 2, \"game\": \"dé\"}".getBytes(StandardCharsets.UTF_8);
    int at = 10;
    b[at] = (byte) 0xFF;
    LogError e = LogFiles.utf8(b).getLeft();
    assertEquals("INVALID_UTF8", e.code());
    assertEquals("byte " + at, e.position());
  }

  @Test
  @DisplayName("nesting, number and string limits name their line and column, not an unknown position")
  void limitsHavePositions() {
    String deep = "{\"format\": 2,\n \"x\": " + "[".repeat(100) + "]".repeat(100) + "}";
    LogError nesting = LogCodec.read(deep, id -> Option.of(new RaceGame()), 1 << 20).getLeft();
    assertEquals("TOO_LARGE", nesting.code(), nesting.toString());
    assertTrue(nesting.position().startsWith("line 2, column"), nesting.position());
    String number = "{\"format\": " + "9".repeat(2000) + "}";
    LogError n = LogCodec.read(number, id -> Option.of(new RaceGame()), 1 << 20).getLeft();
    assertTrue(n.position().startsWith("line 1, column"), n.toString());
  }
}
