package dev.ply.games.munchkin.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;

/**
 * The canonical encoding of a Munchkin state (the log's hash chain digests it; documented in
 * {@code docs/log-format.md}): every field but the random source, by value, cards by their spec
 * IDs, enums by name constants of the spec ({@code IW_START}, {@code CHICKEN}), one tag per frame
 * record. Effects inside a frame are written by the card they come from (the frame's source) and
 * their count, since every effect list is a card's. Each seat and each of the four piles is a
 * part (core's {@code CanonicalWriter.part}): a step changes one or two of them at most, and the
 * chain hashes an unchanged one as its remembered digest; counts and flags are tiny values.
 */
public final class Encoding {
  private Encoding() {}

  public static void encode(MunchkinState s, CanonicalWriter out) {
    io.vavr.collection.Vector<PlayerState> seats = s.seats();
    out.tiny(seats.size());
    for (int i = 0; i < seats.size(); i++) {
      out.part(seats.get(i), SEAT);
    }
    out.part(s.doorDeck(), ZONE).part(s.doorDiscard(), ZONE).part(s.treasureDeck(), ZONE)
        .part(s.treasureDiscard(), ZONE);
    out.tiny(s.turn()).tiny(s.completedTurns()).tiny(s.maxTurns()).tinyBool(s.autoPass());
    s.frames().encode(out, FRAME);
    out.option(s.combat(), COMBAT);
    out.tinyBool(s.combatThisTurn());
    cards(out, s.resolving());
    cards(out, s.corpse());
    cards(out, s.pool());
    out.tinyBool(s.poolFaceUp());
    cards(out, s.sale());
    out.tinyBool(s.halflingUsed());
    cards(out, s.toggled());
    io.vavr.collection.Vector<Integer> proposals = s.proposals();
    out.tiny(proposals.size());
    for (int i = 0; i < proposals.size(); i++) {
      out.tiny(proposals.get(i));
    }
    out.tinyBool(s.saleCleared());
    out.players(s.winners()).tinyBool(s.over());
    out.list(s.refusedTrades(), Encoding::frame);
  }

  // The writers of the parts and nested values, one object each: a part's digest is remembered
  // by the identity of the value and of the function that wrote it (CanonicalWriter.part).
  private static final java.util.function.BiConsumer<CanonicalWriter, PlayerState> SEAT = (w, p) -> player(p, w);
  private static final java.util.function.BiConsumer<CanonicalWriter, io.vavr.collection.Vector<String>> ZONE =
      Encoding::cards;
  private static final java.util.function.BiConsumer<CanonicalWriter, Frame> FRAME = Encoding::frame;
  private static final java.util.function.BiConsumer<CanonicalWriter, Combat> COMBAT = Encoding::combat;

  /**
   * An action: its type as the log's JSON names it ({@code proposeTrade}, {@code pass}: the
   * {@code @JsonSubTypes} names of {@link MunchkinAction}), then its values in the record's order,
   * naming no field: players as players, cards by their catalogue numbers ({@link #card}; a CHOOSE
   * option that is not a card by its ID), numbers, flags, and options as none or some and the value. Made for each action type once.
   */
  public static void action(MunchkinAction a, CanonicalWriter out) {
    ACTIONS.get(a.getClass()).write(a, out);
  }

  private static final ClassValue<ActionEncoder> ACTIONS = new ClassValue<>() {
    @Override
    protected ActionEncoder computeValue(Class<?> type) {
      return new ActionEncoder(type);
    }
  };

  /** The tag and the component readers of one action record. */
  private static final class ActionEncoder {
    private final String tag;
    private final java.lang.invoke.MethodHandle[] parts;

    ActionEncoder(Class<?> type) {
      if (!MunchkinAction.class.isAssignableFrom(type) || !type.isRecord()) {
        throw new IllegalArgumentException("not a Munchkin action type: " + type);
      }
      tag = dev.ply.core.log.ActionJson.typeName(type);
      java.lang.reflect.RecordComponent[] rc = type.getRecordComponents();
      parts = new java.lang.invoke.MethodHandle[rc.length];
      try {
        for (int i = 0; i < rc.length; i++) {
          parts[i] = java.lang.invoke.MethodHandles.publicLookup().unreflect(rc[i].getAccessor())
              .asType(java.lang.invoke.MethodType.methodType(Object.class, Object.class));
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }

    void write(MunchkinAction a, CanonicalWriter out) {
      out.id(tag);
      for (java.lang.invoke.MethodHandle part : parts) {
        Object v;
        try {
          v = part.invoke((Object) a);
        } catch (Throwable e) {
          throw new IllegalStateException(e);
        }
        actionValue(out, v);
      }
    }
  }

  private static void actionValue(CanonicalWriter out, Object v) {
    if (v instanceof dev.ply.core.PlayerId p) {
      out.player(p);
    } else if (v instanceof String id) {
      card(out, id); // a card by its catalogue number, a CHOOSE option that is no card by its ID
    } else if (v instanceof Integer i) {
      out.integer(i);
    } else if (v instanceof Boolean b) {
      out.bool(b);
    } else if (v instanceof io.vavr.control.Option<?> o) {
      if (o.isEmpty()) {
        out.none();
      } else {
        out.some();
        actionValue(out, o.get());
      }
    } else if (v == null) {
      out.none(); // a malformed action (a null card) is encoded, then refused by the rules
    } else {
      throw new IllegalStateException("no encoding for " + v);
    }
  }

  /**
   * One seat, written as a part (most steps leave most seats untouched): player, level, sex,
   * flags, zones and single cards.
   */
  private static void player(PlayerState p, CanonicalWriter out) {
    out.player(p.id()).tiny(p.level()).id(p.sex().name()).tinyBool(p.alive()).tinyBool(p.needsRebirthDraw());
    cards(out, p.hand());
    cards(out, p.fresh());
    cards(out, p.races());
    out.option(p.halfBreed(), Encoding::card);
    cards(out, p.classes());
    out.option(p.superMunchkin(), Encoding::card);
    cards(out, p.items());
    cards(out, p.equipped());
    out.option(p.hireling(), Encoding::card);
    out.list(p.cheats(), (w, c) -> card(card(w, c.card()), c.item()));
    cards(out, p.curses());
    out.list(p.statuses(), (w, st) -> w.id(st.name()));
  }

  /**
   * A zone of cards, the bulk of every state: one byte per card, its catalogue number (D01..D95
   * are 0..94, T01..T73 are 95..167, a card hidden in a view is 255), written as core's raw
   * bytes, eight cards to a word of the digest. A zone holding anything else (never in a valid
   * state) is written as IDs, which cannot be mistaken for bytes.
   */
  static void cards(CanonicalWriter out, io.vavr.collection.Vector<String> zone) {
    int n = zone.size();
    if (n == 0) {
      out.bytes(NO_CARDS, 0, 0);
      return;
    }
    // Consecutive states of a game share most zones (a step changes one or two), so the bytes of
    // a zone are kept per zone object in the writer (one replay, one recording), as the writer
    // keeps lists of IDs: the words written are the same without them.
    Object[] kept = out.scratch(ZoneBytes.class, ZoneBytes::new).slots;
    int h = System.identityHashCode(zone);
    int slot = 2 * ((h ^ (h >>> 16)) & (ZoneBytes.ZONES - 1));
    if (kept[slot] == zone) {
      out.bytes((byte[]) kept[slot + 1], 0, n);
      return;
    }
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      String id = zone.get(i);
      int k = Cards.index(id);
      if (k < 0 && !HIDDEN.equals(id)) {
        out.ids(zone);
        return;
      }
      b[i] = (byte) (k < 0 ? 255 : k);
    }
    kept[slot] = zone;
    kept[slot + 1] = b;
    out.bytes(b, 0, n);
  }

  private static final byte[] NO_CARDS = {};

  /**
   * The card-number bytes of the last zones written, by zone identity (zone, bytes, zone, bytes…
   * in 64 slots): a writer's scratch object ({@code CanonicalWriter.scratch}), so it lives as
   * long as that writer and no longer.
   */
  private static final class ZoneBytes {
    static final int ZONES = 64;
    final Object[] slots = new Object[2 * ZONES];
  }

  /** One card as its catalogue number ({@link #cards}; −1 when hidden); anything else as its ID. */
  static CanonicalWriter card(CanonicalWriter out, String id) {
    int k = Cards.index(id);
    return k >= 0 || HIDDEN.equals(id) ? out.integer(k) : out.id(id);
  }

  private static final String HIDDEN = "??";

  private static void combat(CanonicalWriter out, Combat c) {
    out.integer(c.fighter()).option(c.helper(), CanonicalWriter::integer);
    terms(out, c.terms());
    out.list(c.monsters(), (w, m) -> {
      card(w, m.card()).id(m.state().name());
      cards(w, m.enhancers());
      w.option(m.mateOf(), CanonicalWriter::integer);
    });
    cards(out, c.zone());
    out.integer(c.munchkinBonus()).integer(c.monsterBonus()).bool(c.fire()).bool(c.kicked());
    out.ints(c.asks()).ints(c.offers()).ints(c.berserks()).ints(c.turnings()).ids(c.backstabs()).ints(c.flights());
    out.bool(c.doppleganger()).bool(c.transferred()).integer(c.depth()).ids(c.resolved()).bool(c.running());
    cards(out, c.befriended());
    out.list(c.refused(), Encoding::frame);
  }

  private static void terms(CanonicalWriter out, Terms t) {
    out.option(t.bribeItem(), Encoding::card).integer(t.share()).bool(t.helperPicksFirst());
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
      out.id("Trade").integer(x.proposer()).integer(x.recipient()).option(x.give(), Encoding::card)
          .option(x.receive(), Encoding::card);
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
      out.id("ApplyCurse").integer(x.victim());
      card(out, x.card());
    } else if (f instanceof Frame.ApplyEffects x) {
      out.id("ApplyEffects").integer(x.subject()).string(x.source()).integer(x.value()).bool(x.nothing());
      effects(out, x.effects());
    } else if (f instanceof Frame.LootNext x) {
      out.id("LootNext").ints(x.looters());
    } else if (f instanceof Frame.Theft x) {
      out.id("Theft").integer(x.thief()).integer(x.victim());
      card(out, x.item()).integer(x.die());
    } else if (f instanceof Frame.TradeInDraw x) {
      out.id("TradeInDraw").integer(x.thief()).integer(x.draw());
    } else if (f instanceof Frame.BigRecipient x) {
      out.id("BigRecipient").integer(x.owner());
      card(out, x.item()).ints(x.candidates());
    } else if (f instanceof Frame.BigCheck x) {
      out.id("BigCheck").integer(x.seat());
    } else if (f instanceof Frame.NextSetup x) {
      out.id("NextSetup").integer(x.done());
    } else {
      throw new IllegalStateException("no encoding for frame " + f.getClass().getSimpleName());
    }
  }
}
