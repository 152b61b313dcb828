package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;

/** The moments of a turn a built position may start from (for {@code MunchkinPositions}). */
public final class Moments {
  private Moments() {}

  /** TURN_START done: IW_START is open, the door will be kicked when it closes (§4.2 T3). */
  public static MunchkinState startOfTurn(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.Kick());
    t.push(Flow.window(t, dev.ply.games.munchkin.state.WindowKind.IW_START, s.turn(), Option.none()));
    return t.s;
  }

  /** The turn player fights {@code monster} (taken from wherever it lies), CW open (§4.3 C1–C3). */
  public static MunchkinState fighting(MunchkinState s, String monster, boolean kicked) {
    Table t = new Table(s);
    Flow.startCombat(t, monster, kicked);
    Flow.advance(t);
    return t.s;
  }

  /** After the door: TROUBLE_OR_LOOT awaits the turn player (§4.2 TL). */
  public static MunchkinState troubleOrLoot(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.TroubleOrLoot());
    return t.s;
  }

  /** END: IW_END is open, then CHARITY and the next turn (§4.2 E1–E3). */
  public static MunchkinState endOfTurn(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.OpenEnd());
    Flow.advance(t);
    return t.s;
  }

  /** CHARITY (MK-R47) for the turn player, then the next turn. */
  public static MunchkinState charity(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.CharityCheck());
    Flow.advance(t);
    return t.s;
  }
}
