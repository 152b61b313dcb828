package dev.ply.games.desperategods.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.log.ActionJson;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.Step.Draft;
import dev.ply.games.desperategods.state.Step.Fight;

/**
 * The canonical encoding of a Desperate Gods table ({@code docs/log-format.md}, "Desperate
 * Gods"), which the action log's hash chain digests after every step. Encounter cards are written
 * by their catalogue numbers (1 = W-1 … 27 = L3-6), Town cards and squares by their numbers, seats 0-based, rule
 * references by rule ID; each pending step by a fixed tag and its values in a fixed order. The
 * random source is left out. Changing this order breaks every recorded log.
 */
public final class Encoding {
  private Encoding() {}

  /** A pile of encounter cards as a part: unchanged decks keep their digest from step to step. */
  private static final java.util.function.BiConsumer<CanonicalWriter, io.vavr.collection.Seq<String>> PILE =
      Encoding::cards;
  /**
   * A seat as a part: a step changes one or two seats, and the rules keep the others' very
   * objects, so their digests are reused instead of their victory piles being walked again.
   */
  private static final java.util.function.BiConsumer<CanonicalWriter, PlayerState> SEAT = Encoding::seat;
  /** A pile of Town cards (items) as a part. */
  private static final java.util.function.BiConsumer<CanonicalWriter, io.vavr.collection.Seq<Item>> TOWN =
      Encoding::items;

  /**
   * An action, as the chain digests it: {@code d} its type as the log's JSON names it
   * ({@code roll-move}), {@code p} the actor, then its other values in the record's order: numbers
   * (items, dice, slots, coins) as tiny values, cards and squares as {@code d} and their id, a seat
   * as {@code p}, a casting mode by its name as {@code d}; an absent text or player as {@code n}.
   * Written here rather than as the default (the action's JSON, through Jackson), which was an
   * eighth of a verified replay's time.
   */
  public static void writeAction(DgAction a, CanonicalWriter out) {
    out.id(ActionJson.typeName(a.getClass()));
    player(out, a.actor());
    if (!HAS_VALUES.get(a.getClass())) {
      return;
    }
    if (a instanceof DgAction.ChooseDie x) {
      out.tiny(x.index());
    } else if (a instanceof DgAction.PickCard x) {
      out.tiny(x.index());
    } else if (a instanceof DgAction.Cast x) {
      out.tiny(x.item());
      text(out, x.mode() == null ? null : x.mode().name());
    } else if (a instanceof DgAction.TeleportTo x) {
      text(out, x.square());
    } else if (a instanceof DgAction.OfferGiveItem x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.OfferGiveCoins x) {
      out.tiny(x.amount());
    } else if (a instanceof DgAction.OfferGiveVictory x) {
      text(out, x.card());
    } else if (a instanceof DgAction.OfferAskItem x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.OfferAskCoins x) {
      out.tiny(x.amount());
    } else if (a instanceof DgAction.OfferAskVictory x) {
      text(out, x.card());
    } else if (a instanceof DgAction.Reroll x) {
      out.tiny(x.item()).tiny(x.die());
    } else if (a instanceof DgAction.Interrogate x) {
      text(out, x.card());
    } else if (a instanceof DgAction.ChooseMirrorTarget x) {
      player(out, x.target());
    } else if (a instanceof DgAction.ChooseCemeteryTarget x) {
      player(out, x.target());
      text(out, x.card());
    } else if (a instanceof DgAction.ChooseWandererTarget x) {
      player(out, x.target());
    } else if (a instanceof DgAction.Sacrifice x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.Buy x) {
      out.tiny(x.slot());
    } else if (a instanceof DgAction.Sell x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.KeepDiscarding x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.GiveUpItem x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.DiscardItem x) {
      out.tiny(x.item());
    } else if (a instanceof DgAction.ReturnVictoryCard x) {
      text(out, x.card());
    } else if (a instanceof DgAction.TakeVictoryCard x) {
      text(out, x.card());
    } else {
      // a new action with values must be written above (CanonicalEncodingTest fails until it is)
      throw new IllegalStateException("no encoding for the values of " + a);
    }
  }

  private static void text(CanonicalWriter out, String s) {
    if (s == null) {
      out.none();
    } else {
      out.id(s);
    }
  }

  private static void player(CanonicalWriter out, dev.ply.core.PlayerId p) {
    if (p == null) {
      out.none();
    } else {
      out.player(p);
    }
  }

  /** Whether an action type has values beyond its actor. */
  private static final ClassValue<Boolean> HAS_VALUES = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      return type.getRecordComponents().length > 1;
    }
  };

  private static void seat(CanonicalWriter out, PlayerState p) {
    out.player(p.id()).tiny(p.square()).tiny(p.hp()).tiny(p.coins());
    items(out, p.items());
    cards(out, p.victory());
    out.tinyBool(p.counterClockwise()).tiny(p.skipTurns()).tiny(p.extraTurns())
        .tinyBool(p.explorerBonus()).tinyBool(p.bound());
  }

  public static void write(DgState s, CanonicalWriter out) {
    out.tiny(s.players().size());
    for (PlayerState p : s.players()) {
      out.part(p, SEAT);
    }
    out.tiny(s.decks().size());
    for (var deck : s.decks()) {
      out.part(deck, PILE);
    }
    out.part(s.townDeck(), TOWN);
    // an empty store slot is written as 0, the number no Town card has (docs/log-format.md)
    out.tiny(s.store().size());
    for (var slot : s.store()) {
      out.tiny(slot.isEmpty() ? 0 : slot.get().number());
    }
    items(out, s.townDiscard());
    cards(out, s.removed());
    cards(out, s.inPlay());
    items(out, s.townInPlay());
    // no puppeteer is written as 255 (an escaped -1), the number no seat has (docs/log-format.md)
    out.tiny(s.bank()).tiny(s.limbo()).tiny(s.puppeteer().getOrElse(-1)).tiny(s.active()).tiny(s.first())
        .tiny(s.round()).tiny(s.turns()).tiny(s.extraChain()).tiny(s.forcedMoves())
        .tiny(s.maxRounds());
    out.list(s.stack().size());
    for (Step step : s.stack()) {
      step(step, out);
    }
    if (s.ending().isEmpty()) {
      out.none();
    } else {
      DgState.Ending e = s.ending().get();
      out.some().string(e.reason()).ints(e.scores()).ints(e.winners());
    }
  }

  // One tag per kind of step; the tag, not the Java class name, is what the hash sees. Each kind is
  // reached through the step visitors, so a new kind of step does not compile without its tag.
  static void step(Step step, CanonicalWriter out) {
    step.accept(CHAPTERS, out);
  }

  private static final Step.Chapters<CanonicalWriter, Void> CHAPTERS = new Step.Chapters<>() {
    @Override
    public Void turn(Step.TurnStep s, CanonicalWriter out) {
      return s.accept(TURN, out);
    }

    @Override
    public Void move(Step.MoveStep s, CanonicalWriter out) {
      return s.accept(MOVE, out);
    }

    @Override
    public Void fight(Step.FightStep s, CanonicalWriter out) {
      return s.accept(FIGHT, out);
    }

    @Override
    public Void pvp(Step.Pvp x, CanonicalWriter out) {
      out.id("Pvp").integer(x.x()).integer(x.y()).integer(x.round()).id(pvpStage(x.stage())).ints(x.dx())
          .ints(x.dy()).bool(x.smiteX()).bool(x.smiteY());
      Encoding.items(Encoding.items(out, x.usedX()), x.usedY()).id(x.hitX().name())
          .id(x.hitY().name()).bool(x.escaped()).integer(x.wanderer().map(Cards::number).getOrElse(0)); // 0: no Wanderer card, as before
      return null;
    }

    @Override
    public Void act(Step.SquareAct s, CanonicalWriter out) {
      s.accept(new Acts(out));
      return null;
    }

    @Override
    public Void choice(Step.SquareChoice s, CanonicalWriter out) {
      s.accept(new Choices(out));
      return null;
    }
  };

  private static final Step.TurnSteps<CanonicalWriter, Void> TURN = new Step.TurnSteps<>() {
    @Override
    public Void turnStart(Step.TurnStart x, CanonicalWriter out) {
      out.id("TurnStart");
      return null;
    }

    @Override
    public Void turnEnd(Step.TurnEnd x, CanonicalWriter out) {
      out.id("TurnEnd");
      return null;
    }

    @Override
    public Void preRoll(Step.PreRoll x, CanonicalWriter out) {
      out.id("PreRoll").integer(x.p());
      return null;
    }

    @Override
    public Void chooseDie(Step.ChooseDie x, CanonicalWriter out) {
      out.id("ChooseDie").integer(x.p()).integer(x.first()).integer(x.second());
      return null;
    }

    @Override
    public Void teleportDest(Step.TeleportDest x, CanonicalWriter out) {
      out.id("TeleportDest").integer(x.p());
      return null;
    }

    @Override
    public Void succubusChoice(Step.SuccubusChoice x, CanonicalWriter out) {
      out.id("SuccubusChoice").integer(x.p());
      return null;
    }

    @Override
    public Void swampChoice(Step.SwampChoice x, CanonicalWriter out) {
      out.id("SwampChoice").integer(x.p());
      return null;
    }
  };

  private static final Step.MoveSteps<CanonicalWriter, Void> MOVE = new Step.MoveSteps<>() {
    @Override
    public Void move(Step.Move x, CanonicalWriter out) {
      // no bridge just crossed is written as -1, the number no square has, as before it was an Option
      out.id("Move").integer(x.p()).integer(x.left()).bool(x.forced()).bool(x.back()).integer(x.crossed().getOrElse(-1))
          .integer(x.met()).id(moveStage(x.stage())).integer(x.from()).integer(x.steps());
      return null;
    }

    @Override
    public Void forcedMove(Step.ForcedMove x, CanonicalWriter out) {
      out.id("ForcedMove").integer(x.p()).integer(x.dice()).bool(x.back()).id(x.rule());
      return null;
    }

    @Override
    public Void relocate(Step.Relocate x, CanonicalWriter out) {
      out.id("Relocate").integer(x.p()).integer(x.to()).integer(x.damage()).bool(x.resolve()).id(x.rule());
      return null;
    }

    @Override
    public Void encounter(Step.Encounter x, CanonicalWriter out) {
      out.id("Encounter").integer(x.a()).integer(x.b()).bool(x.bTurn()).bool(x.aDrafted()).bool(x.bDrafted());
      return null;
    }

    @Override
    public Void draft(Step.Draft x, CanonicalWriter out) {
      Encoding.draft(x, out.id("Draft"));
      return null;
    }

    @Override
    public Void offer(Step.Offer x, CanonicalWriter out) {
      Encoding.draft(x.draft(), out.id("Offer"));
      return null;
    }
  };

  private static final Step.FightSteps<CanonicalWriter, Void> FIGHT = new Step.FightSteps<>() {
    @Override
    public Void fight(Step.Fight x, CanonicalWriter out) {
      Encoding.fight(x, out.id("Fight"));
      return null;
    }

    @Override
    public Void damageReaction(Step.DamageReaction x, CanonicalWriter out) {
      out.id("DamageReaction").integer(x.p()).integer(x.damage()).bool(x.prevented())
          .id(x.source() == Step.DamageSource.FIGHT_LOSS ? "FIGHT_LOSS" : "BAGHEAD");
      Encoding.fight(x.fight(), out);
      return null;
    }

    @Override
    public Void loss(Step.Loss x, CanonicalWriter out) {
      Encoding.fight(x.fight(), out.id("Loss"));
      out.integer(x.damage());
      return null;
    }

    @Override
    public Void won(Step.Won x, CanonicalWriter out) {
      Encoding.fight(x.fight(), out.id("Won"));
      return null;
    }

    @Override
    public Void breakRoll(Step.BreakRoll x, CanonicalWriter out) {
      out.id("BreakRoll").integer(x.owner()).integer(x.item().number()).integer(x.breaksUpTo());
      return null;
    }

    @Override
    public Void breakReaction(Step.BreakReaction x, CanonicalWriter out) {
      out.id("BreakReaction").integer(x.owner()).integer(x.item().number());
      return null;
    }

    @Override
    public Void thirstyHeal(Step.ThirstyHeal x, CanonicalWriter out) {
      out.id("ThirstyHeal").integer(x.p());
      return null;
    }

    @Override
    public Void returnCard(Step.ReturnCard x, CanonicalWriter out) {
      out.id("ReturnCard").integer(Cards.number(x.card())).id(x.rule());
      return null;
    }
  };

  private static final class Acts implements Step.SquareActs {
    private final CanonicalWriter out;

    Acts(CanonicalWriter out) {
      this.out = out;
    }

    @Override
    public void resolveSquare(Step.ResolveSquare x) {
      out.id("ResolveSquare").integer(x.p()).integer(x.square());
    }

    @Override
    public void draw(Step.Draw x) {
      out.id("Draw").integer(x.p()).integer(x.deck()).integer(x.count()).bool(x.opponentPicks());
    }

    @Override
    public void resolveCard(Step.ResolveCard x) {
      out.id("ResolveCard").integer(x.p()).integer(Cards.number(x.card()));
    }

    @Override
    public void bankCard(Step.BankCard x) {
      out.id("BankCard").integer(x.p()).integer(Cards.number(x.card()));
    }

    @Override
    public void damage(Step.Damage x) {
      out.id("Damage").integer(x.p()).integer(x.amount()).id(x.rule());
    }

    @Override
    public void flipDirection(Step.FlipDirection x) {
      out.id("FlipDirection").integer(x.p());
    }

    @Override
    public void takeLimbo(Step.TakeLimbo x) {
      out.id("TakeLimbo").integer(x.p());
    }

    @Override
    public void townVisit(Step.TownVisit x) {
      out.id("TownVisit").integer(x.p());
    }

    @Override
    public void gainTown(Step.GainTown x) {
      out.id("GainTown").integer(x.p());
    }

    @Override
    public void runesRoll(Step.RunesRoll x) {
      Encoding.items(out.id("RunesRoll").integer(x.p()), x.items());
    }
  }

  private static final class Choices implements Step.SquareChoices {
    private final CanonicalWriter out;

    Choices(CanonicalWriter out) {
      this.out = out;
    }

    @Override
    public void pickCard(Step.PickCard x) {
      Encoding.cards(out.id("PickCard").integer(x.picker()).integer(x.p()), x.cards());
    }

    @Override
    public void junkPick(Step.JunkPick x) {
      Encoding.items(out.id("JunkPick").integer(x.picker()).integer(x.p()), x.items());
    }

    @Override
    public void rapidsChoice(Step.RapidsChoice x) {
      out.id("RapidsChoice").integer(x.p());
    }

    @Override
    public void outskirtsChoice(Step.OutskirtsChoice x) {
      out.id("OutskirtsChoice").integer(x.p());
    }

    @Override
    public void interrogateChoice(Step.InterrogateChoice x) {
      out.id("InterrogateChoice").integer(x.p());
    }

    @Override
    public void mirrorTarget(Step.MirrorTarget x) {
      out.id("MirrorTarget").integer(x.p());
    }

    @Override
    public void cemeteryTarget(Step.CemeteryTarget x) {
      out.id("CemeteryTarget").integer(x.p());
    }

    @Override
    public void wandererTarget(Step.WandererTarget x) {
      out.id("WandererTarget").integer(x.p()).integer(Cards.number(x.card()));
    }

    @Override
    public void shrineChoice(Step.ShrineChoice x) {
      out.id("ShrineChoice").integer(x.p()).integer(Cards.number(x.card()));
    }

    @Override
    public void townWindow(Step.TownWindow x) {
      out.id("TownWindow").integer(x.p());
    }

    @Override
    public void gainCapacity(Step.GainCapacity x) {
      out.id("GainCapacity").integer(x.p()).integer(x.item().number());
    }

    @Override
    public void stealPick(Step.StealPick x) {
      out.id("StealPick").integer(x.p()).bool(x.slime());
    }

    @Override
    public void ghoulPick(Step.GhoulPick x) {
      out.id("GhoulPick").integer(x.p());
    }

    @Override
    public void dryadPick(Step.DryadPick x) {
      out.id("DryadPick").integer(x.picker()).integer(x.loser());
    }

    @Override
    public void sereneVolunteer(Step.SereneVolunteer x) {
      out.id("SereneVolunteer").integer(x.winner()).integer(x.asked()).integer(Cards.number(x.card()));
    }
  }

  /** Encounter cards as their catalogue numbers 1..27 (table order of §6.2), fewer bytes than their ids. */
  /** Town cards by their catalogue numbers, the same bytes as a list of ints. */
  /** A list of Town cards: its length, then each card's number, all tiny values. */
  private static CanonicalWriter items(CanonicalWriter out, io.vavr.collection.Seq<Item> items) {
    out.tiny(items.size());
    for (int i = 0, n = items.size(); i < n; i++) {
      out.tiny(items.get(i).number());
    }
    return out;
  }

  /** A list of encounter cards: its length, then each card's catalogue number, all tiny values. */
  private static CanonicalWriter cards(CanonicalWriter out, io.vavr.collection.Seq<String> cards) {
    out.tiny(cards.size());
    for (int i = 0, n = cards.size(); i < n; i++) {
      out.tiny(Cards.number(cards.get(i)));
    }
    return out;
  }

  private static void draft(Draft d, CanonicalWriter out) {
    cards(items(cards(items(out.integer(d.drafter()).integer(d.other()), d.giveItems()).integer(d.giveCoins()), d.giveCards()),
        d.askItems()).integer(d.askCoins()), d.askCards());
  }

  private static void fight(Fight f, CanonicalWriter out) {
    String kind = switch (f.kind()) {
      case MONSTER -> "MONSTER";
      case CEMETERY -> "CEMETERY";
      case SUCCUBUS -> "SUCCUBUS";
    };
    String stage = switch (f.stage()) {
      case PRE -> "PRE";
      case REROLL -> "REROLL";
      case COMPARE -> "COMPARE";
    };
    // no owner (not a Cemetery fight) is written as -1, as before the owner became an Option
    out.integer(f.p()).integer(Cards.number(f.card())).id(kind).integer(f.owner().getOrElse(-1)).integer(f.refights()).id(stage).ints(f.dice())
        .bool(f.smite());
    items(out, f.used());
  }

  private static String moveStage(Step.MoveStage s) {
    return switch (s) {
      case NEXT -> "NEXT";
      case ENCOUNTERS -> "ENCOUNTERS";
      case TOWN_CHECK -> "TOWN_CHECK";
      case TOWN_STOP -> "TOWN_STOP";
      case BRANCH -> "BRANCH";
    };
  }

  private static String pvpStage(Step.PvpStage s) {
    return switch (s) {
      case PRE_X -> "PRE_X";
      case PRE_Y -> "PRE_Y";
      case ROLL -> "ROLL";
      case REROLL_X -> "REROLL_X";
      case REROLL_Y -> "REROLL_Y";
      case DMG_X -> "DMG_X";
      case DMG_Y -> "DMG_Y";
      case APPLY -> "APPLY";
    };
  }
}
