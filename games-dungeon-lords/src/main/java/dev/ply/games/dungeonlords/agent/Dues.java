package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Execute;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.LetGo;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Pay;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PayMonster;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.state.Phase;

/**
 * The season's event (DL-R50..R54): a monster is paid whenever it can be (the most valuable
 * first, so short food keeps the best ones), taxes and the special events' dues are paid in full
 * as far as the gold or food goes (a penalty token is −3 points, DL-R53), Witches are let go
 * rather than kept for penalties.
 */
final class Dues {
  private Dues() {}

  static double score(Look look, DungeonLordsAction a) {
    boolean strike = look.s.phase() == Phase.SPECIAL;
    if (a instanceof PayMonster p) {
      MonsterKind k = Monsters.kind(p.monster());
      if (strike) { // Monster Strike: 1 food, gold or evil keeps it fit to fight this year
        return 100 + Values.monster(k) - switch (p.with()) {
          case "food" -> look.me.food() > 1 ? 0.5 : 1;
          case "gold" -> look.me.gold() > 2 ? 0.7 : 1.2;
          default -> 0.8 + (look.paladinThreat(look.me.evil() + 1) && !look.holdsPaladin() ? 5 : 0);
        };
      }
      double v = 100 + Values.monster(k) - Values.cost(k) * 0.2;
      if (k.sacrifice()) {
        v -= Values.monster(Monsters.kind(p.with()));
      }
      if (k.discardsTrap()) {
        v -= Values.trap(p.with()) * 0.5;
      }
      return v;
    }
    if (a instanceof LetGo g) {
      return -Values.monster(Monsters.kind(g.monster())); // the least valuable goes first when none can be paid
    }
    if (a instanceof Pay p) {
      return p.amount(); // taxes, Safety Inspection, Imp Union Meeting: all that is due, as far as it goes
    }
    SpecialEvent e = look.special();
    if (a instanceof Execute) {
      if (e == SpecialEvent.CHARITY_WEEK) { // 1 gold for 2 evil down
        Purse p = Purse.of(look);
        double before = p.worth(look);
        p.gold--;
        p.evil = Math.max(1, p.evil - 2);
        return p.worth(look) - before;
      }
      return 1; // Witch Hunt: let the Witches go, no penalty tokens
    }
    return 0; // Decline
  }
}
