package dev.ply.games.munchkin.rules;

import static dev.ply.games.munchkin.MunchkinPositions.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.MunchkinPositions;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A prompt names the moment or the card that asks for the choice, and each option reads as words. */
class PromptTest {
  static final MunchkinGame GAME = new MunchkinGame();

  private static MunchkinState passAll(MunchkinState s) {
    while (GAME.legalActions(s, awaited(s)).exists(a -> a instanceof MunchkinAction.Pass)) {
      s = GAME.apply(s, new MunchkinAction.Pass(awaited(s))).get().state();
    }
    return s;
  }

  private static PlayerId awaited(MunchkinState s) {
    return GAME.awaiting(s).head();
  }

  private static Seq<String> menu(MunchkinState s) {
    return GAME.legalActions(s, awaited(s)).map(a -> GAME.describe(s, a));
  }

  @Test
  @DisplayName("MK-R102: in the opening window everyone may still play a card, the offered player first, one fewer after each pass")
  void stillToAnswer() {
    MunchkinState s = MunchkinPositions.players(3).doorTop("Truly Obnoxious Curse").startOfTurn();
    assertEquals(io.vavr.collection.Vector.of(p(1), p(2), p(3)), Text.stillToAnswer(s));
    MunchkinState once = GAME.apply(s, new MunchkinAction.Pass(awaited(s))).get().state();
    assertEquals(io.vavr.collection.Vector.of(p(2), p(3)), Text.stillToAnswer(once));
    assertEquals(awaited(once), Text.stillToAnswer(once).head(), "the offered player is the one awaited");
  }

  @Test
  @DisplayName("MK-R43 MK-R85 D81: passing the opening window says it kicks the door; the curse's window and its item choice name Truly Obnoxious Curse")
  void trulyObnoxiousCurse() {
    MunchkinState s = MunchkinPositions.players(3).equipped(p(1), "Horny Helmet", "Eleven-Foot Pole")
        .doorTop("Truly Obnoxious Curse").startOfTurn();
    assertEquals("At the start of p1's turn, before the door is kicked open: p1 may play a card or pass (when everyone"
        + " has passed in a row, p1 kicks open the door).", Text.prompt(s));
    assertTrue(menu(s).contains("pass: when everyone has passed in a row, p1 kicks open the door"), menu(s).mkString("\n"));
    s = GAME.apply(s, new MunchkinAction.Pass(p(1))).get().state();
    s = GAME.apply(s, new MunchkinAction.Pass(p(2))).get().state();
    s = GAME.apply(s, new MunchkinAction.Pass(p(3))).get().state();
    assertTrue(Text.prompt(s).startsWith("Before Truly Obnoxious Curse strikes p1: p1 may play a card or pass"), Text.prompt(s));
    s = passAll(s);
    assertEquals("p1: Truly Obnoxious Curse: discard the equipped item that gives you the biggest bonus (your choice if"
        + " tied; nothing if no item gives a bonus).", Text.prompt(s));
    assertEquals(io.vavr.collection.List.of("discard Horny Helmet (Truly Obnoxious Curse)",
        "discard Eleven-Foot Pole (Truly Obnoxious Curse)"), menu(s).toList());
    MunchkinState before = s;
    io.vavr.collection.Seq<String> events = GAME.apply(s, GAME.legalActions(s, p(1)).head()).get().events()
        .map(e -> GAME.eventText(before, e));
    assertTrue(events.contains("p1 discards Horny Helmet (by Truly Obnoxious Curse)"), events.mkString("\n"));
  }

  @Test
  @DisplayName("MK-R80 D67: the events of a curse name it: the level lost says which card took it")
  void eventsNameTheirCard() {
    MunchkinState s = MunchkinPositions.players(3).level(p(1), 4).doorTop("Duck of Doom").startOfTurn();
    java.util.List<String> seen = new java.util.ArrayList<>();
    for (int i = 0; i < 20 && s.seat(0).level() == 4; i++) {
      dev.ply.core.Transition<MunchkinState> t = GAME.apply(s, new MunchkinAction.Pass(awaited(s))).get();
      t.events().forEach(e -> seen.add(GAME.eventText(t.state(), e)));
      s = t.state();
    }
    assertTrue(seen.contains("p1 goes down to level 2 (by Duck of Doom)"), String.join("\n", seen));
  }

  @Test
  @DisplayName("MK-R37: trade proposals read as sentences grouped by partner, never as records")
  void tradesAreSentences() {
    MunchkinState s = MunchkinPositions.players(3).equipped(p(1), "Horny Helmet").equipped(p(2), "Mithril Armor")
        .startOfTurn();
    Seq<String> trades = menu(s).filter(t -> t.startsWith("trade with "));
    assertTrue(trades.contains("trade with p2: your Horny Helmet for their Mithril Armor"), trades.mkString("\n"));
    assertTrue(trades.contains("trade with p2: give them your Horny Helmet as a gift"), trades.mkString("\n"));
    assertTrue(trades.contains("trade with p2: ask them for their Mithril Armor as a gift"), trades.mkString("\n"));
  }

  @Test
  @DisplayName("MK-R104: the fight's window says which monster and both strengths; no internal window name")
  void fightWindow() {
    MunchkinState s = MunchkinPositions.players(3).level(p(1), 3).fighting("Lawyers");
    String prompt = Text.prompt(s);
    assertTrue(prompt.startsWith("During the fight against Lawyers: p1 may play a card or pass"), prompt);
    assertTrue(prompt.contains("3 against 6 now"), prompt);
    String table = GAME.render(GAME.view(s, p(1)), p(1));
    assertTrue(table.contains("Fight: p1 (3) against Lawyers 6") && !table.contains("CW"), table);
  }
}
