package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Frame;

/**
 * The post-roll choice (MK-R96): a Loaded Die is spent only to turn a roll the bot would lose:
 * a failed escape (MK-R72) or theft (MK-R27) becomes a 6; a Bad Stuff roll becomes its mildest
 * face (3,872 Orcs: a 3, alive and 3 levels; Snails on Speed: a 1, one card).
 */
final class Rolls {
  private Rolls() {}

  static double face(Seen v, Frame.Choose c, String option) {
    int die = c.count();
    int want = wanted(v, die);
    if (option.equals("KEEP")) {
      return want == die ? 1 : 0;
    }
    int face = Integer.parseInt(option.substring("FACE_".length()));
    return face == want ? 2 : -1;
  }

  /** The face the bot would like, or {@code die} when the roll is good enough as it is. */
  private static int wanted(Seen v, int die) {
    Frame below = v.s.frames().items().size() > 1 ? v.s.frames().items().get(1) : null;
    if (below instanceof Frame.AfterRoll r && v.c != null) {
      int mods = Power.runMods(v.s, v.c, r.runner(), r.monster());
      return Power.effective(v.p, die) + mods >= 5 ? die : 6;
    }
    if (below instanceof Frame.Theft) {
      return Power.effective(v.p, die) >= 4 ? die : 6;
    }
    if (below instanceof Frame.ApplyEffects e && Cards.exists(e.source())) {
      for (Effect x : e.effects()) {
        if (x instanceof Effect.If f && f.cond().kind() == Cond.Kind.ROLL_AT_MOST) {
          int safe = f.cond().n() + 1; // above the deadly faces, as low as can be
          return Power.effective(v.p, die) == safe ? die : Math.min(6, safe + (v.p.has(dev.ply.games.munchkin.content.Status.CHICKEN) ? 1 : 0));
        }
        if (x instanceof Effect.LoseMixed) {
          return Power.effective(v.p, die) == 1 ? die : 1;
        }
      }
    }
    return die;
  }
}
