package dev.ply.games.desperategods.agent;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.CastMode;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;

/**
 * Scores one legal action for one player in one position (higher is better). Each decision of
 * §4.6 has its own few lines; the reasons are the game's strategy, cited by rule.
 */
final class Judge {
  private final DgState s;
  /** The position as this call sees it: what a move's many squares share is worked out once. */
  private Sight sight;
  private final PlayerState me;
  private final int seat;

  Judge(DgState s, PlayerId id) {
    this.s = s;
    int at = 0;
    for (int i = 0; i < s.players().size(); i++) {
      if (s.player(i).id().equals(id)) {
        at = i;
      }
    }
    this.seat = at;
    this.me = s.player(at);
  }

  /** Made when first needed: most decisions weigh no square. */
  private Sight sight() {
    if (sight == null) {
      sight = new Sight(s);
    }
    return sight;
  }

  /** The first pending step of a type: the decision awaited and what it is about. */
  private <T extends Step> T step(Class<T> type) {
    // down the list itself: an iterator per question was a share of the strategy's allocation
    for (io.vavr.collection.List<Step> l = s.stack(); !l.isEmpty(); l = l.tail()) {
      Step st = l.head();
      if (type.isInstance(st)) {
        return type.cast(st);
      }
    }
    return null;
  }

  double score(DgAction a) {
    if (a instanceof DgAction.ChooseDie) {
      return die(((DgAction.ChooseDie) a).index());
    }
    if (a instanceof DgAction.Ring || a instanceof DgAction.Bridge
        || a instanceof DgAction.StopInTown || a instanceof DgAction.ContinuePast) {
      return moveOn(a);
    }
    if (a instanceof DgAction.TeleportTo) {
      return Worth.land(sight(), me, Board.parse(((DgAction.TeleportTo) a).square()));
    }
    if (a instanceof DgAction.UsePotion) {
      return potion();
    }
    if (a instanceof DgAction.Cast) {
      return cast((DgAction.Cast) a);
    }
    boolean offer = !s.stack().isEmpty() && s.stack().head() instanceof Step.Offer;
    if ((a instanceof DgAction.Accept || a instanceof DgAction.Decline) && offer) {
      return answer(a instanceof DgAction.Accept);
    }
    if (a instanceof DgAction.RollMove || a instanceof DgAction.Ready || a instanceof DgAction.Accept
        || a instanceof DgAction.EndTown || a instanceof DgAction.LetBreak) {
      return 0;
    }
    if (a instanceof DgAction.Fight) {
      return fight();
    }
    if (a instanceof DgAction.PayToll || a instanceof DgAction.UseShyMask) {
      return avoid(a instanceof DgAction.UseShyMask);
    }
    if (a instanceof DgAction.Reroll) {
      return reroll((DgAction.Reroll) a);
    }
    if (a instanceof DgAction.UseHelmet || a instanceof DgAction.UseBoots) {
      return protect(a instanceof DgAction.UseBoots);
    }
    return Choices.score(sight(), me, seat, a);
  }

  // ---- movement (DG-R11..R15, DG-R136: a puppeteer moves a rival to its worst square) ----
  private double die(int index) {
    Step.ChooseDie c = step(Step.ChooseDie.class);
    if (c == null) {
      return 0;
    }
    PlayerState mover = s.player(c.p());
    double v = Worth.path(sight(), mover, mover.square(), index == 0 ? c.first() : c.second(), false);
    return c.p() == seat ? v : -v;
  }

  private double moveOn(DgAction a) {
    Step.Move m = step(Step.Move.class);
    if (m == null) {
      return 0;
    }
    PlayerState mover = s.player(m.p());
    int sq = mover.square();
    double v;
    if (a instanceof DgAction.StopInTown) {
      v = Worth.town(s, mover);
    } else if (a instanceof DgAction.Bridge) {
      v = Worth.path(sight(), mover, Board.bridge(sq), m.left() - 1, true);
    } else if (a instanceof DgAction.Ring) {
      v = Worth.path(sight(), mover, Board.next(sq, mover.counterClockwise() != m.back()), m.left() - 1, false);
    } else {
      v = Worth.path(sight(), mover, Board.next(sq, mover.counterClockwise() != m.back()), m.left() - 1, false) - 0.01;
    }
    return m.p() == seat ? v : -v;
  }

  // ---- items outside fights ----
  /** A Warm Potion (DG-R302) is drunk only when a hit point is about to matter; never in the Town, which heals. */
  private double potion() {
    if (step(Step.TownWindow.class) != null && s.stack().head() instanceof Step.TownWindow) {
      return -1;
    }
    int danger = pendingDamage();
    return me.hp() == 1 || danger >= me.hp() ? 2 : -1;
  }

  private int pendingDamage() {
    Step top = s.stack().isEmpty() ? null : s.stack().head();
    if (top instanceof Step.DamageReaction) {
      Step.DamageReaction d = (Step.DamageReaction) top;
      return d.prevented() ? 0 : d.damage();
    }
    if (top instanceof Step.Fight) {
      Step.Fight f = (Step.Fight) top;
      return f.kind() == Step.FightKind.MONSTER ? Cards.get(f.card()).lossDamage() : 1;
    }
    return top instanceof Step.Pvp ? 1 : 0;
  }

  private double cast(DgAction.Cast c) {
    Kind kind = Item.numbered(c.item()).kind();
    double mode = c.mode() == CastMode.GEM ? 0.2 : c.mode() == CastMode.STAFF ? (me.hp() == 3 ? 0.1 : -0.5) : 0;
    if (kind == Kind.SCROLL_TOWN_PORTAL) {
      // home to heal when the last hit point is at stake (DG-R309)
      return (me.hp() == 1 && me.square() != Board.TOWN ? 1.5 : -1) + mode;
    }
    if (kind == Kind.SCROLL_SMITING) {
      return smite() + mode;
    }
    return -1 + mode;
  }

  /** Smiting (DG-R311) makes the round's dice 6: for a fight worth it that the dice may lose. */
  private double smite() {
    Step.Fight f = step(Step.Fight.class);
    Step.Pvp pvp = step(Step.Pvp.class);
    if (f != null && (pvp == null || s.stack().indexOf(f) < s.stack().indexOf(pvp))) {
      int target = target(f);
      double win = Odds.win(me, target);
      if (win > 0.9 || 6 + Odds.swords(me) < target) {
        return -1;
      }
      double stake = skulls(f) + Worth.hurt(me, lossDamage(f));
      return (1 - win) * stake - 1.0;
    }
    if (pvp != null) {
      PlayerState other = s.player(pvp.x() == seat ? pvp.y() : pvp.x());
      return Odds.duel(me, other) < 0.5 && me.hp() == 1 ? 1 : -1;
    }
    return -1;
  }

  // ---- fights (§4.3, §4.4) ----
  private static int target(Step.Fight f) {
    return Cards.get(f.card()).target();
  }

  private static int skulls(Step.Fight f) {
    return Cards.get(f.card()).skulls();
  }

  private static int lossDamage(Step.Fight f) {
    return f.kind() == Step.FightKind.MONSTER ? Cards.get(f.card()).lossDamage() : 1;
  }

  /** FIGHT: a monster in FIGHT_PRE is fought unless avoiding scores higher; PvP only at good odds. */
  private double fight() {
    if (s.stack().head() instanceof Step.Fight) {
      return 0;
    }
    Step.Encounter e = step(Step.Encounter.class);
    if (e == null) {
      return -1;
    }
    PlayerState other = s.player(e.a() == seat ? e.b() : e.a());
    return pvpValue(other);
  }

  /** A duel to the death (DG-R26..R28): the winner takes the loser's coins. */
  double pvpValue(PlayerState other) {
    double win = Odds.duel(me, other);
    double lose = Odds.duel(other, me);
    double v = win * (Worth.COIN * other.coins() + 0.5) - lose * Worth.hurt(me, me.hp());
    return win >= 0.6 ? v - 0.2 : -1;
  }

  /** Paying the toll or wearing the Shy Mask (DG-R46, DG-R308): only against a fight likely lost and costly. */
  private double avoid(boolean mask) {
    Step.Fight f = step(Step.Fight.class);
    if (f == null) {
      Step.Pvp pvp = step(Step.Pvp.class);
      if (pvp == null) {
        return -1;
      }
      PlayerState other = s.player(pvp.x() == seat ? pvp.y() : pvp.x());
      return Odds.duel(me, other) < 0.4 ? 0.5 : -1;
    }
    EncounterCard c = Cards.get(f.card());
    double win = Odds.win(me, target(f));
    double fightValue = f.kind() == Step.FightKind.MONSTER ? Worth.card(s, me, c.id())
        : win * 1.5 * c.skulls() - (1 - win) * Worth.hurt(me, 1);
    double cost = mask ? 0.5 * Worth.item(Item.T12) + 0.1 : Worth.COIN * c.toll() - (c.toll() == 2 ? 0.4 : 0);
    return -cost - fightValue;
  }

  private double reroll(DgAction.Reroll r) {
    Step.Fight f = s.stack().head() instanceof Step.Fight ? (Step.Fight) s.stack().head() : null;
    Vector<Integer> mine;
    int need;
    if (f != null) {
      mine = f.dice();
      need = target(f) - Odds.swords(me);
    } else {
      Step.Pvp p = step(Step.Pvp.class);
      if (p == null) {
        return -1;
      }
      boolean x = p.x() == seat;
      mine = x ? p.dx() : p.dy();
      Vector<Integer> theirs = x ? p.dy() : p.dx();
      PlayerState other = s.player(x ? p.y() : p.x());
      int them = theirs.sum().intValue() + Odds.swords(other);
      // a tie hurts both: reroll it only when we hold fewer hit points
      need = them - Odds.swords(me) + (me.hp() <= other.hp() ? 1 : 0);
    }
    int total = mine.sum().intValue();
    if (total >= need || r.die() >= mine.size()) {
      return -1;
    }
    int low = 0;
    for (int i = 1; i < mine.size(); i++) {
      if (mine.get(i) < mine.get(low)) {
        low = i;
      }
    }
    Kind k = Item.numbered(r.item()).kind();
    double keep = k == Kind.UNFLINCHING_SWORD ? 0.3 : k == Kind.THIRSTY_SWORD ? 0.2 : 0.1;
    return (r.die() == low ? 1 : 0.5) + keep;
  }

  /** Helmet or Boots (DG-R304, DG-R313) against a loss that kills, costs two HP, or takes cards and items. */
  private double protect(boolean boots) {
    int damage = pendingDamage();
    Step.DamageReaction d = s.stack().head() instanceof Step.DamageReaction ? (Step.DamageReaction) s.stack().head() : null;
    double effects = 0;
    if (boots && d != null && d.fight().kind() == Step.FightKind.MONSTER) {
      EncounterCard c = Cards.get(d.fight().card());
      effects = Worth.card(s, me, c.id()) < -1 || c.has(EncounterCard.Effect.BIND)
          || c.has(EncounterCard.Effect.GHOUL_PICK) && !me.victory().isEmpty() ? 1 : 0;
    }
    double v = damage >= me.hp() ? 3 : damage >= 2 ? 1 : effects > 0 ? 0.8 : -1;
    return v + (boots ? 0 : 0.1);
  }

  /** An offer (DG-R22) is taken only when what comes in is worth more than what goes out. */
  private double answer(boolean accept) {
    Step.Draft d = ((Step.Offer) s.stack().head()).draft();
    double in = 0;
    double out = 0;
    for (Item it : d.giveItems()) {
      in += Worth.item(it);
    }
    for (Item it : d.askItems()) {
      out += Worth.item(it);
    }
    for (String c : d.giveCards()) {
      in += 2 * Cards.get(c).skulls();
    }
    for (String c : d.askCards()) {
      out += 2 * Cards.get(c).skulls() + 0.01;
    }
    in += Worth.COIN * d.giveCoins();
    out += Worth.COIN * d.askCoins();
    return accept ? in - out - 0.2 : 0;
  }
}
