package dev.ply.games.munchkin.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.games.munchkin.content.Effect;

/**
 * The canonical encoding of a Munchkin state (the log's hash chain digests it; documented in
 * {@code docs/log-format.md}): every field but the random source, by value, cards by their spec
 * IDs, enums by name constants of the spec ({@code IW_START}, {@code CHICKEN}), one tag per frame
 * record. Effects inside a frame are written by the card they come from (the frame's source) and
 * their count, since every effect list is a card's.
 */
public final class Encoding {
  private Encoding() {}

  public static void encode(MunchkinState s, CanonicalWriter out) {
    out.list(s.seats().size());
    for (PlayerState p : s.seats()) {
      player(p, out);
    }
    out.ids(s.doorDeck()).ids(s.doorDiscard()).ids(s.treasureDeck()).ids(s.treasureDiscard());
    out.integer(s.turn()).integer(s.completedTurns()).integer(s.maxTurns()).bool(s.autoPass());
    s.frames().encode(out, Encoding::frame);
    out.option(s.combat(), Encoding::combat);
    out.bool(s.combatThisTurn()).ids(s.resolving()).ids(s.corpse()).ids(s.pool()).bool(s.poolFaceUp());
    out.ids(s.sale()).bool(s.halflingUsed()).ids(s.toggled()).ints(s.proposals()).bool(s.saleCleared());
    out.players(s.winners()).bool(s.over());
  }

  private static void player(PlayerState p, CanonicalWriter out) {
    out.player(p.id()).integer(p.level()).id(p.sex().name()).bool(p.alive()).bool(p.needsRebirthDraw());
    out.ids(p.hand()).ids(p.fresh()).ids(p.races()).option(p.halfBreed(), CanonicalWriter::id).ids(p.classes())
        .option(p.superMunchkin(), CanonicalWriter::id).ids(p.items()).ids(p.equipped())
        .option(p.hireling(), CanonicalWriter::id);
    out.list(p.cheats(), (w, c) -> w.id(c.card()).id(c.item()));
    out.ids(p.curses());
    out.list(p.statuses(), (w, st) -> w.id(st.name()));
  }

  private static void combat(CanonicalWriter out, Combat c) {
    out.integer(c.fighter()).option(c.helper(), CanonicalWriter::integer);
    terms(out, c.terms());
    out.list(c.monsters(), (w, m) -> w.id(m.card()).id(m.state().name()).ids(m.enhancers())
        .option(m.mateOf(), CanonicalWriter::integer));
    out.ids(c.zone()).integer(c.munchkinBonus()).integer(c.monsterBonus()).bool(c.fire()).bool(c.kicked());
    out.ints(c.asks()).ints(c.offers()).ints(c.berserks()).ints(c.turnings()).ids(c.backstabs()).ints(c.flights());
    out.bool(c.doppleganger()).bool(c.transferred()).integer(c.depth()).ids(c.resolved()).bool(c.running());
  }

  private static void terms(CanonicalWriter out, Terms t) {
    out.option(t.bribeItem(), CanonicalWriter::id).integer(t.share()).bool(t.helperPicksFirst());
  }

  private static void effects(CanonicalWriter out, io.vavr.collection.Vector<Effect> effects) {
    out.list(effects, Encoding::effect);
  }

  /**
   * A primitive: its tag (the record's name, which is the spec's primitive) and its values in
   * component order, recursively; never a field name.
   */
  private static void effect(CanonicalWriter out, Effect e) {
    out.id(e.getClass().getSimpleName());
    for (java.lang.reflect.RecordComponent rc : e.getClass().getRecordComponents()) {
      Object v;
      try {
        v = rc.getAccessor().invoke(e);
      } catch (ReflectiveOperationException ex) {
        throw new IllegalStateException(ex);
      }
      value(out, v);
    }
  }

  @SuppressWarnings("unchecked")
  private static void value(CanonicalWriter out, Object v) {
    if (v instanceof Integer i) {
      out.integer(i);
    } else if (v instanceof Boolean b) {
      out.bool(b);
    } else if (v instanceof Enum<?> en) {
      out.id(en.name());
    } else if (v instanceof String str) {
      out.string(str);
    } else if (v instanceof dev.ply.games.munchkin.content.Cond c) {
      out.id(c.kind().name()).integer(c.n());
    } else if (v instanceof io.vavr.collection.Vector<?> vec) {
      out.list(vec.size());
      for (Object o : vec) {
        if (o instanceof Effect inner) {
          effect(out, inner);
        } else {
          value(out, o);
        }
      }
    } else {
      throw new IllegalStateException("no encoding for " + v);
    }
  }

  private static void frame(CanonicalWriter out, Frame f) {
    if (f instanceof Frame.Window w) {
      out.id("Window").id(w.kind().name());
      w.window().encode(out);
      out.option(w.skip(), CanonicalWriter::integer);
    } else if (f instanceof Frame.SetupTurn x) {
      out.id("SetupTurn").integer(x.seat());
    } else if (f instanceof Frame.TroubleOrLoot) {
      out.id("TroubleOrLoot");
    } else if (f instanceof Frame.Charity x) {
      out.id("Charity").ints(x.given());
    } else if (f instanceof Frame.Offer x) {
      out.id("Offer").id(x.kind().name()).integer(x.proposer()).integer(x.answerer());
      terms(out, x.terms());
    } else if (f instanceof Frame.Trade x) {
      out.id("Trade").integer(x.proposer()).integer(x.recipient()).option(x.give(), CanonicalWriter::id)
          .option(x.receive(), CanonicalWriter::id);
    } else if (f instanceof Frame.Choose x) {
      out.id("Choose").integer(x.chooser()).id(x.purpose().name()).integer(x.subject()).integer(x.count());
      out.option(x.effect(), Encoding::effect);
    } else if (f instanceof Frame.Kick) {
      out.id("Kick");
    } else if (f instanceof Frame.Evaluate) {
      out.id("Evaluate");
    } else if (f instanceof Frame.RunNext) {
      out.id("RunNext");
    } else if (f instanceof Frame.RunAttempt x) {
      out.id("RunAttempt").integer(x.runner()).integer(x.monster()).bool(x.glued());
    } else if (f instanceof Frame.AfterRoll x) {
      out.id("AfterRoll").integer(x.runner()).integer(x.monster()).integer(x.die()).bool(x.glued());
    } else if (f instanceof Frame.AfterEscape x) {
      out.id("AfterEscape").integer(x.runner()).integer(x.monster());
    } else if (f instanceof Frame.AfterFail x) {
      out.id("AfterFail").integer(x.runner()).integer(x.monster()).bool(x.glued())
          .option(x.die(), CanonicalWriter::integer);
    } else if (f instanceof Frame.Victory) {
      out.id("Victory");
    } else if (f instanceof Frame.RewardDraws x) {
      out.id("RewardDraws").integer(x.left());
    } else if (f instanceof Frame.DraftNext x) {
      out.id("DraftNext").integer(x.helperLeft()).bool(x.helperTurn());
    } else if (f instanceof Frame.EndOfCombat) {
      out.id("EndOfCombat");
    } else if (f instanceof Frame.OpenEnd) {
      out.id("OpenEnd");
    } else if (f instanceof Frame.CharityCheck) {
      out.id("CharityCheck");
    } else if (f instanceof Frame.EndTurn) {
      out.id("EndTurn");
    } else if (f instanceof Frame.ApplyCurse x) {
      out.id("ApplyCurse").integer(x.victim()).id(x.card());
    } else if (f instanceof Frame.ApplyEffects x) {
      out.id("ApplyEffects").integer(x.subject()).string(x.source()).integer(x.value()).bool(x.nothing());
      effects(out, x.effects());
    } else if (f instanceof Frame.LootNext x) {
      out.id("LootNext").ints(x.looters());
    } else if (f instanceof Frame.Theft x) {
      out.id("Theft").integer(x.thief()).integer(x.victim()).id(x.item()).integer(x.die());
    } else if (f instanceof Frame.TradeInDraw x) {
      out.id("TradeInDraw").integer(x.thief()).integer(x.draw());
    } else if (f instanceof Frame.BigRecipient x) {
      out.id("BigRecipient").integer(x.owner()).id(x.item()).ints(x.candidates());
    } else if (f instanceof Frame.BigCheck x) {
      out.id("BigCheck").integer(x.seat());
    } else if (f instanceof Frame.NextSetup x) {
      out.id("NextSetup").integer(x.done());
    } else {
      throw new IllegalStateException("no encoding for frame " + f.getClass().getSimpleName());
    }
  }
}
