package dev.ply.games.munchkin;

import dev.ply.core.testkit.PlainWords;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Munchkin for people: the kit reads every text of random play (issue 24), on the contract test's setups. */
class PlainWordsTest {
  @Test
  @DisplayName("no record, Option, collection or internal enum name in any menu line, explanation, event, banner,"
      + " board or outcome, at every step")
  void everyTextIsWords() {
    PlainWords.check(new MunchkinGame(), new MunchkinContractTest().setups(), 10);
  }
}
