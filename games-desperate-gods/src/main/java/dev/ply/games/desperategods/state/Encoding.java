package dev.ply.games.desperategods.state;

import dev.ply.core.CanonicalWriter;
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

  public static void write(DgState s, CanonicalWriter out) {
    out.list(s.players().size());
    for (PlayerState p : s.players()) {
      out.player(p.id()).integer(p.square()).integer(p.hp()).integer(p.coins());
      items(out, p.items());
      cards(out, p.victory()).bool(p.counterClockwise()).integer(p.skipTurns()).integer(p.extraTurns())
          .bool(p.explorerBonus()).bool(p.bound());
    }
    out.list(s.decks().size());
    for (var deck : s.decks()) {
      cards(out, deck);
    }
    items(out, s.townDeck());
    // an empty store slot is written as 0, the number no Town card has (docs/log-format.md)
    out.list(s.store(), (w, slot) -> w.integer(slot.isEmpty() ? 0 : slot.get().number()));
    items(out, s.townDiscard());
    items(cards(cards(out, s.removed()), s.inPlay()), s.townInPlay());
    // no puppeteer is written as -1, the number no seat has (docs/log-format.md)
    out.integer(s.bank()).integer(s.limbo()).integer(s.puppeteer().getOrElse(-1)).integer(s.active()).integer(s.first())
        .integer(s.round()).integer(s.turns()).integer(s.extraChain()).integer(s.forcedMoves())
        .integer(s.maxRounds());
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

  // One tag per kind of step; the tag, not the Java class name, is what the hash sees.
  static void step(Step step, CanonicalWriter out) {
    if (step instanceof Step.TurnStart) {
      out.id("TurnStart");
    } else if (step instanceof Step.TurnEnd) {
      out.id("TurnEnd");
    } else if (step instanceof Step.PreRoll x) {
      out.id("PreRoll").integer(x.p());
    } else if (step instanceof Step.ChooseDie x) {
      out.id("ChooseDie").integer(x.p()).integer(x.first()).integer(x.second());
    } else if (step instanceof Step.TeleportDest x) {
      out.id("TeleportDest").integer(x.p());
    } else if (step instanceof Step.SuccubusChoice x) {
      out.id("SuccubusChoice").integer(x.p());
    } else if (step instanceof Step.SwampChoice x) {
      out.id("SwampChoice").integer(x.p());
    } else if (step instanceof Step.Move x) {
      out.id("Move").integer(x.p()).integer(x.left()).bool(x.forced()).bool(x.back()).integer(x.crossed())
          .integer(x.met()).id(moveStage(x.stage())).integer(x.from()).integer(x.steps());
    } else if (step instanceof Step.ForcedMove x) {
      out.id("ForcedMove").integer(x.p()).integer(x.dice()).bool(x.back()).id(x.rule());
    } else if (step instanceof Step.Relocate x) {
      out.id("Relocate").integer(x.p()).integer(x.to()).integer(x.damage()).bool(x.resolve()).id(x.rule());
    } else if (step instanceof Step.Encounter x) {
      out.id("Encounter").integer(x.a()).integer(x.b()).bool(x.bTurn()).bool(x.aDrafted()).bool(x.bDrafted());
    } else if (step instanceof Draft x) {
      draft(x, out.id("Draft"));
    } else if (step instanceof Step.Offer x) {
      draft(x.draft(), out.id("Offer"));
    } else if (step instanceof Fight x) {
      fight(x, out.id("Fight"));
    } else if (step instanceof Step.DamageReaction x) {
      out.id("DamageReaction").integer(x.p()).integer(x.damage()).bool(x.prevented())
          .id(x.source() == Step.DamageSource.FIGHT_LOSS ? "FIGHT_LOSS" : "BAGHEAD");
      fight(x.fight(), out);
    } else if (step instanceof Step.Loss x) {
      fight(x.fight(), out.id("Loss"));
      out.integer(x.damage());
    } else if (step instanceof Step.Won x) {
      fight(x.fight(), out.id("Won"));
    } else if (step instanceof Step.Pvp x) {
      out.id("Pvp").integer(x.x()).integer(x.y()).integer(x.round()).id(pvpStage(x.stage())).ints(x.dx())
          .ints(x.dy()).bool(x.smiteX()).bool(x.smiteY());
      items(items(out, x.usedX()), x.usedY()).id(x.hitX().name())
          .id(x.hitY().name()).bool(x.escaped()).integer(Cards.number(x.wanderer()));
    } else if (step instanceof Step.BreakRoll x) {
      out.id("BreakRoll").integer(x.owner()).integer(x.item().number()).integer(x.breaksUpTo());
    } else if (step instanceof Step.BreakReaction x) {
      out.id("BreakReaction").integer(x.owner()).integer(x.item().number());
    } else if (step instanceof Step.ResolveSquare x) {
      out.id("ResolveSquare").integer(x.p()).integer(x.square());
    } else if (step instanceof Step.Draw x) {
      out.id("Draw").integer(x.p()).integer(x.deck()).integer(x.count()).bool(x.opponentPicks());
    } else if (step instanceof Step.PickCard x) {
      cards(out.id("PickCard").integer(x.picker()).integer(x.p()), x.cards());
    } else if (step instanceof Step.ResolveCard x) {
      out.id("ResolveCard").integer(x.p()).integer(Cards.number(x.card()));
    } else if (step instanceof Step.BankCard x) {
      out.id("BankCard").integer(x.p()).integer(Cards.number(x.card()));
    } else if (step instanceof Step.ThirstyHeal x) {
      out.id("ThirstyHeal").integer(x.p());
    } else if (step instanceof Step.ReturnCard x) {
      out.id("ReturnCard").integer(Cards.number(x.card())).id(x.rule());
    } else if (step instanceof Step.Damage x) {
      out.id("Damage").integer(x.p()).integer(x.amount()).id(x.rule());
    } else if (step instanceof Step.FlipDirection x) {
      out.id("FlipDirection").integer(x.p());
    } else if (step instanceof Step.TakeLimbo x) {
      out.id("TakeLimbo").integer(x.p());
    } else if (step instanceof Step.RapidsChoice x) {
      out.id("RapidsChoice").integer(x.p());
    } else if (step instanceof Step.OutskirtsChoice x) {
      out.id("OutskirtsChoice").integer(x.p());
    } else if (step instanceof Step.InterrogateChoice x) {
      out.id("InterrogateChoice").integer(x.p());
    } else if (step instanceof Step.MirrorTarget x) {
      out.id("MirrorTarget").integer(x.p());
    } else if (step instanceof Step.CemeteryTarget x) {
      out.id("CemeteryTarget").integer(x.p());
    } else if (step instanceof Step.WandererTarget x) {
      out.id("WandererTarget").integer(x.p()).integer(Cards.number(x.card()));
    } else if (step instanceof Step.ShrineChoice x) {
      out.id("ShrineChoice").integer(x.p()).integer(Cards.number(x.card()));
    } else if (step instanceof Step.TownVisit x) {
      out.id("TownVisit").integer(x.p());
    } else if (step instanceof Step.TownWindow x) {
      out.id("TownWindow").integer(x.p());
    } else if (step instanceof Step.GainTown x) {
      out.id("GainTown").integer(x.p());
    } else if (step instanceof Step.GainCapacity x) {
      out.id("GainCapacity").integer(x.p()).integer(x.item().number());
    } else if (step instanceof Step.JunkPick x) {
      items(out.id("JunkPick").integer(x.picker()).integer(x.p()), x.items());
    } else if (step instanceof Step.StealPick x) {
      out.id("StealPick").integer(x.p()).bool(x.slime());
    } else if (step instanceof Step.GhoulPick x) {
      out.id("GhoulPick").integer(x.p());
    } else if (step instanceof Step.DryadPick x) {
      out.id("DryadPick").integer(x.picker()).integer(x.loser());
    } else if (step instanceof Step.SereneVolunteer x) {
      out.id("SereneVolunteer").integer(x.winner()).integer(x.asked()).integer(Cards.number(x.card()));
    } else if (step instanceof Step.RunesRoll x) {
      items(out.id("RunesRoll").integer(x.p()), x.items());
    } else {
      // Step is sealed: a new kind of step must get its tag here before any log can hash it.
      throw new IllegalStateException("no canonical encoding for step " + step.getClass().getSimpleName());
    }
  }

  /** Encounter cards as their catalogue numbers 1..27 (table order of §6.2), fewer bytes than their ids. */
  /** Town cards by their catalogue numbers, the same bytes as a list of ints. */
  private static CanonicalWriter items(CanonicalWriter out, io.vavr.collection.Seq<Item> items) {
    out.list(items.size());
    for (Item it : items) {
      out.integer(it.number());
    }
    return out;
  }

  private static CanonicalWriter cards(CanonicalWriter out, io.vavr.collection.Seq<String> cards) {
    out.list(cards.size());
    for (int i = 0, n = cards.size(); i < n; i++) {
      out.integer(Cards.number(cards.get(i)));
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
