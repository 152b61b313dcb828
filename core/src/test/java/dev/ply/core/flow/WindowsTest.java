package dev.ply.core.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class WindowsTest {
  static final PlayerId A = PlayerId.of("a");
  static final PlayerId B = PlayerId.of("b");
  static final PlayerId C = PlayerId.of("c");
  static final Vector<PlayerId> SEATS = Vector.of(A, B, C);

  @Test
  @DisplayName("response window: offered in turn order from the first player, closes after everyone passes")
  void responseWindowClosesAfterAllPass() {
    ResponseWindow w = ResponseWindow.open(SEATS, B);
    assertEquals(B, w.offeredTo());
    w = w.pass();
    assertEquals(C, w.offeredTo());
    w = w.pass();
    assertEquals(A, w.offeredTo());
    assertFalse(w.isClosed());
    w = w.pass();
    assertTrue(w.isClosed());
    ResponseWindow closed = w;
    assertThrows(IllegalStateException.class, closed::pass);
  }

  @Test
  @DisplayName("response window: who is still to answer, from the offered player on, shrinks with each pass and refills on a play")
  void stillToAnswer() {
    ResponseWindow w = ResponseWindow.open(SEATS, B);
    assertEquals(Vector.of(B, C, A), w.stillToAnswer());
    assertEquals(Vector.of(C, A), w.pass().stillToAnswer());
    assertEquals(Vector.of(A, B, C), w.pass().played().stillToAnswer(), "c played: a, b and c must pass again");
    assertEquals(Vector.of(C, A, B), w.pass().playedKeepingPriority().stillToAnswer());
    assertEquals(Vector.empty(), w.pass().pass().pass().stillToAnswer());
  }

  @Test
  @DisplayName("response window: a player who keeps priority is offered again and everyone must pass again")
  void playKeepingPriority() {
    ResponseWindow w = ResponseWindow.open(SEATS, A).pass().pass(); // a, b passed; c offered
    w = w.playedKeepingPriority();
    assertEquals(C, w.offeredTo());
    assertEquals(0, w.passesInRow());
    w = w.pass().pass();
    assertFalse(w.isClosed());
    w = w.pass();
    assertTrue(w.isClosed());
  }

  @Test
  @DisplayName("response window: a play reopens it, so everyone, the player included, must pass again")
  void playReopens() {
    ResponseWindow w = ResponseWindow.open(SEATS, A).pass().pass(); // a, b passed; c offered
    assertEquals(C, w.offeredTo());
    w = w.played(); // c plays
    assertEquals(A, w.offeredTo());
    w = w.pass().pass();
    assertFalse(w.isClosed(), "c has not passed since playing");
    assertEquals(C, w.offeredTo());
    assertTrue(w.pass().isClosed());
  }

  @Test
  @DisplayName("response window: a player not seated cannot open it")
  void badOpen() {
    assertThrows(IllegalArgumentException.class, () -> ResponseWindow.open(SEATS, PlayerId.of("z")));
  }

  @Test
  @DisplayName("commit window: each commits once, hidden from the others; resolves when all committed")
  void commitWindow() {
    CommitWindow<Integer> w = CommitWindow.open(SEATS);
    assertEquals(SEATS, w.waitingFor());
    w = w.commit(B, 2);
    CommitWindow<Integer> once = w;
    assertThrows(IllegalArgumentException.class, () -> once.commit(B, 1));
    assertThrows(IllegalArgumentException.class, () -> once.commit(PlayerId.of("z"), 1));
    assertEquals(Vector.of(A, C), w.waitingFor());
    CommitWindow<Integer> seenByA = w.viewFor(A);
    assertTrue(seenByA.hasCommitted(B), "A sees that B committed");
    assertEquals(Option.none(), seenByA.choiceOf(B), "but not what");
    assertTrue(seenByA.hasHiddenChoices());
    assertEquals(Option.of(2), w.viewFor(B).choiceOf(B), "B sees its own choice");
    w = w.commit(A, 0).commit(C, 1);
    assertTrue(w.isComplete());
    assertEquals(Vector.of(0, 2, 1), w.choices(), "choices in seat order");
    assertEquals(Vector.of(0, 2, 1), seenByA.reveal(B, 2).commit(A, 0).commit(C, 1).choices());
  }

  @Test
  @DisplayName("decision stack: last pushed is decided first")
  void decisionStack() {
    DecisionStack<String> s = DecisionStack.<String>empty().push("fight").push("choose die");
    assertEquals(Option.of("choose die"), s.top());
    assertEquals(Option.of("fight"), s.pop().top());
    assertEquals(Option.of("use item"), s.replaceTop("use item").top());
    assertTrue(s.pop().pop().isEmpty());
    assertThrows(IllegalStateException.class, () -> DecisionStack.empty().pop());
  }
}
