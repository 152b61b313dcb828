package dev.ply.games.heroquest.rules;

import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import io.vavr.collection.Vector;

/** The ACTION step (HQ-R24–HQ-R30): attack, heal, search or pass; then DRAW. */
public final class Acting {
  private Acting() {}

  /** HQ-R25: 2 dice, +1 per Courage this turn, −1 per penalty, never below 1. */
  public static int attackPool(HeroQuestState s) {
    return Math.max(1, 2 + s.courageThisTurn() - s.activeHero().attackDiceLost());
  }

  /** HQ-R25, HQ-R23: no penalty touches HEAL. */
  public static int healPool(HeroQuestState s) {
    return Math.max(1, 2 + s.courageThisTurn());
  }

  /** HQ-R25, HQ-R41: Firestorm costs a search die. */
  public static int searchPool(HeroQuestState s) {
    return Math.max(1, 2 + s.courageThisTurn() - s.activeHero().searchDiceLost());
  }

  /** HQ-R27: roll; enough skulls discard the whole card. */
  static void attack(Resolution r, String card, Symbol symbol) {
    HeroState h = r.s.activeHero();
    Vector<DieFace> faces = roll(r, "attack", attackPool(r.s));
    int skulls = countFaces(faces, DieFace.SKULL);
    int needed = h.hero().skullsAgainst(symbol);
    boolean success = skulls >= needed;
    r.emit(new HeroQuestEvent.SymbolAttacked(r.s.activePlayer(), card, symbol, skulls, needed, success));
    if (success) {
      r.s = r.s.withFloor(r.s.floor().remove(card));
      r.discard(card, "HQ-R27");
    }
    finish(r);
  }

  /** HQ-R28: roll; enough white shields discard the wound card and its penalty. */
  static void heal(Resolution r, String wound) {
    HeroState h = r.s.activeHero();
    Vector<DieFace> faces = roll(r, "heal", healPool(r.s));
    int shields = countFaces(faces, DieFace.WHITE_SHIELD);
    int needed = h.hero().heal();
    boolean success = shields >= needed;
    r.emit(new HeroQuestEvent.HealTried(r.s.activePlayer(), wound, shields, needed, success));
    if (success) {
      Entering.removeWound(r, r.s.active(), wound, "HQ-R28");
    }
    finish(r);
  }

  /**
   * HQ-R29, HQ-R30: roll; one die that is not a black shield opens the top chest, which sweeps
   * every floor card showing its symbol (wound cards on heroes stay).
   */
  static void search(Resolution r) {
    Vector<DieFace> faces = roll(r, "search", searchPool(r.s));
    boolean success = countFaces(faces, DieFace.BLACK_SHIELD) < faces.size();
    r.emit(new HeroQuestEvent.Searched(r.s.activePlayer(), success));
    if (success) {
      Symbol symbol = r.s.chests().head().get();
      r.s = r.s.withChests(r.s.chests().tail()).withRevealedChests(r.s.revealedChests().append(symbol));
      r.emit(new HeroQuestEvent.ChestOpened(symbol, r.s.chests().size()));
      Vector<String> swept = Vector.empty();
      Vector<String> kept = Vector.empty();
      for (String id : r.s.floor()) {
        if (Cards.shows(id, symbol)) {
          swept = swept.append(id);
        } else {
          kept = kept.append(id);
        }
      }
      r.s = r.s.withFloor(kept);
      r.emit(new HeroQuestEvent.CardsSwept(symbol, swept));
      for (String id : swept) {
        r.discard(id, "HQ-R29");
      }
    }
    finish(r);
  }

  /** HQ-R24: no action. */
  static void pass(Resolution r) {
    r.emit(new HeroQuestEvent.Passed(r.s.activePlayer()));
    finish(r);
  }

  /** After the action: victory (HQ-R32) ends the game before DRAW; otherwise DRAW (HQ-R31). */
  private static void finish(Resolution r) {
    if (!Ending.checkVictory(r)) {
      Ending.endTurn(r);
    }
  }

  private static Vector<DieFace> roll(Resolution r, String action, int pool) {
    DieFace[] faces = new DieFace[pool];
    for (int i = 0; i < pool; i++) {
      faces[i] = DieFace.of(r.dice.nextInt(6));
    }
    Vector<DieFace> out = Vector.of(faces);
    r.emit(new HeroQuestEvent.DiceRolled(r.s.activePlayer(), action, pool, out));
    return out;
  }

  private static int countFaces(Vector<DieFace> faces, DieFace face) {
    int n = 0;
    for (DieFace f : faces) {
      if (f == face) {
        n++;
      }
    }
    return n;
  }
}
