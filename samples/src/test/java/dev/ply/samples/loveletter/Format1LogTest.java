package dev.ply.samples.loveletter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.log.LogCodec;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A log written before format 2, for rules version 1 (before positions kept what each player
 * learnt of another's hand), is refused by name rather than replayed into a hash divergence at
 * the first Priest.
 */
class Format1LogTest {
  @Test
  @DisplayName("a format-1 log of rules version 1 is refused as WRONG_RULES_VERSION, naming both versions")
  void oldRulesVersionIsRefused() throws IOException {
    String json;
    try (InputStream in = getClass().getResourceAsStream("/golden/format-1/love-letter-3p.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    var read = LogCodec.read(json, new LoveLetterGame());
    assertTrue(read.isLeft(), "a rules-version-1 log must not load");
    assertEquals("WRONG_RULES_VERSION", read.getLeft().code());
    assertTrue(read.getLeft().message().contains("rules version 1")
        && read.getLeft().message().contains("rules version " + LoveLetterGame.RULES_VERSION), read.getLeft().message());
  }
}
