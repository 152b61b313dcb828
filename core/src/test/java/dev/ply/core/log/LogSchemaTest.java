package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceGame;
import dev.ply.core.testkit.GoldenReplays;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** docs/log-format.schema.json describes what LogCodec writes. */
class LogSchemaTest {
  @Test
  @DisplayName("every field the schema requires is written, and every written field is in the schema")
  void schemaMatchesWriter() throws Exception {
    JsonNode schema = LogCodec.mapper().readTree(Files.readString(Path.of("../docs/log-format.schema.json")));
    JsonNode log = LogCodec.mapper().readTree(LogCodec.write(GoldenReplays.play(new RaceGame(), Setup.of(2, 3), 1)));
    assertEquals(schema.at("/properties/format/enum/0").asInt(), log.get("format").asInt());
    checkObject(schema, log, "");
    checkObject(schema.at("/properties/setup"), log.get("setup"), "/setup");
    checkObject(schema.at("/properties/actions/items"), log.get("actions").get(0), "/actions/0");
    assertTrue(log.at("/setup/hash").asText().matches(schema.at("/$defs/hash/pattern").asText()));
  }

  private static void checkObject(JsonNode schema, JsonNode value, String at) {
    for (JsonNode required : schema.get("required")) {
      assertTrue(value.has(required.asText()), at + " lacks required " + required);
    }
    for (Iterator<String> it = value.fieldNames(); it.hasNext(); ) {
      String f = it.next();
      assertTrue(schema.get("properties").has(f), at + "/" + f + " is not in the schema");
    }
  }
}
