package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.core.PlayerId;
import dev.ply.core.race.RaceAction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ActionJsonTest {

  @Test
  @DisplayName("an action type's name is the one its log JSON holds, found through its interface's @JsonSubTypes")
  void typeNames() throws Exception {
    assertEquals("bid", ActionJson.typeName(RaceAction.Bid.class));
    assertEquals("roll", ActionJson.typeName(RaceAction.Roll.class));
    String json = LogCodec.mapper().writeValueAsString(new RaceAction.Roll(PlayerId.of("p1")));
    assertEquals(true, json.contains("\"type\":\"roll\""), json);
    assertThrows(IllegalArgumentException.class, () -> ActionJson.typeName(String.class));
  }
}
