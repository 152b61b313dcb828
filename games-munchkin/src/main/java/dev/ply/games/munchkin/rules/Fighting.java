package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.Purpose;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.control.Either;

/** Combat (§5.6): on-enter triggers, evaluation (MK-R55), rewards (MK-R57, MK-R58) and bribes (MK-R54). */
final class Fighting {
  private Fighting() {}

  /** MK-R60: the on-enter triggers of the entry at {@code index}. */
  static void onEnter(Table t, int index) {
    Combat c = t.combat();
    Card card = Strength.data(c, index);
    for (int eAt = 0; eAt < card.effects().size(); eAt++) {
      Effect e = card.effects().get(eAt);
      if (e instanceof Effect.RemoveHelper && c.helper().isDefined()) {
        t.combat(t.combat().withHelper(Option.none()).withTerms(dev.ply.games.munchkin.state.Terms.NONE));
        Flow.nextCombatStatusesEnd(t, c.helper().get()); // MK-R88: the helper leaves the combat
      } else if (e instanceof Effect.OnEnterEachCombatant each) {
        for (int seat : t.combat().combatants().reverse()) {
          t.push(new Frame.ApplyEffects(seat, each.each(), card.id(), 0, false));
        }
      }
    }
    befriendCheck(t);
  }

  /**
   * MK-R61: Amazon and Lawyers become REMOVED when a combatant is female / a Thief (checked on
   * entering, on joining and on a change of sex or class); then each matching combatant, fighter
   * first, gets the card's reward (a face-down Treasure, or the Lawyers' trade-in CHOOSE).
   */
  static void befriendCheck(Table t) {
    if (t.s.combat().isEmpty()) {
      return;
    }
    Combat c = t.combat();
    for (int i = 0; i < c.monsters().size(); i++) {
      if (!t.combat().monsters().get(i).active()) {
        continue;
      }
      for (Effect e : Strength.data(c, i).effects()) {
        if (e instanceof Effect.Befriended b) {
          Vector<Integer> friends = t.combat().combatants().filter(x -> Strength.has(t.p(x), b.by()));
          if (friends.isEmpty()) {
            continue;
          }
          Combat now = t.combat();
          t.combat(now.withMonsters(now.monsters().update(i, now.monsters().get(i).withState(MonsterState.REMOVED)))
              .withBefriended(now.befriended().append(now.monsters().get(i).card())));
          for (int f : friends.reverse()) {
            for (Effect each : b.each()) {
              if (each instanceof Effect.TradeIn) {
                // MK-R61, MK-R103: opened for every Thief combatant unless autoPass is on and only NO is possible
                if (!t.s.autoPass() || Choosing.treasureCards(t.p(f)).size() >= 2) {
                  t.push(new Frame.Choose(f, Purpose.LAWYERS, f, Option.none(), 1));
                }
              } else {
                t.push(new Frame.ApplyEffects(f, Vector.of(each), Strength.data(c, i).id(), 0, false));
              }
            }
          }
        }
      }
    }
  }

  /** MK-R60: a joining helper meets the on-enter triggers of the ACTIVE monsters. */
  static void onJoin(Table t, int helper) {
    for (int i = 0; i < t.combat().monsters().size(); i++) {
      MonsterEntry m = t.combat().monsters().get(i);
      if (m.active()) {
        for (Effect e : Strength.data(t.combat(), i).effects()) {
          if (e instanceof Effect.OnEnterEachCombatant each) {
            t.push(new Frame.ApplyEffects(helper, each.each(), m.card(), 0, false));
          }
        }
      }
    }
    befriendCheck(t);
  }

  /** C4 / MK-R55: VICTORY or RUN_AWAY. */
  static void evaluate(Table t) {
    int p = Strength.munchkins(t.s);
    int m = Strength.monsters(t.s);
    boolean won = Strength.winning(t.s);
    t.emit(new MunchkinEvent.CombatEvaluated(p, m, won));
    if (won) {
      t.push(new Frame.Victory());
    } else {
      t.combat(t.combat().withRunning(true));
      t.push(new Frame.RunNext());
    }
  }

  /** V1–V4: kills, levels (MK-R57), the treasure pool (MK-R58), the bribe (MK-R54). */
  static void victory(Table t) {
    Combat c = t.combat();
    int fighterLevels = 0;
    int kills = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterEntry m = c.monsters().get(i);
      if (m.active()) {
        m = m.withState(MonsterState.KILLED);
        c = c.withMonsters(c.monsters().update(i, m));
        t.combat(c);
      }
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterEntry m = c.monsters().get(i);
      if (m.state() == MonsterState.KILLED) {
        kills++;
        Card card = Strength.data(c, i);
        fighterLevels += card.levelReward();
        for (int eAt = 0; eAt < card.effects().size(); eAt++) {
          Effect e = card.effects().get(eAt);
          if (e instanceof Effect.ExtraRewardLevel x && Conditions.holds(t.s, x.cond(), c.fighter(), 0, false)) {
            fighterLevels += 1;
          }
        }
      }
    }
    int treasure = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterState st = c.monsters().get(i).state();
      if (st == MonsterState.KILLED || st == MonsterState.DEFEATED) {
        treasure += Strength.treasures(t.s, i);
      }
    }
    t.gainLevels(c.fighter(), fighterLevels, true, "MK-R57");
    if (c.helper().isDefined() && t.p(c.helper().get()).hasRace(Race.ELF)) {
      t.gainLevels(c.helper().get(), kills, true, "MK-R57");
    }
    t.checkWin("MK-R57");
    if (t.s.over()) {
      return;
    }
    t.push(new Frame.EndOfCombat());
    t.s = t.s.withPoolFaceUp(c.helper().isDefined());
    t.push(new Frame.RewardDraws(treasure));
  }

  /**
   * V3 (MK-R58): the next reward treasure into the pool. A Cleric fighter about to draw it face up
   * (a helper fights along) may resurrect instead (MK-R26) when holding a hand card and the
   * Treasure discard is not empty. Hoard! adds its three draws to those left (MK-R94). Then V4.
   */
  static void rewardDraws(Table t, Frame.RewardDraws r) {
    Combat c = t.combat();
    int f = c.fighter();
    if (r.left() == 0) {
      payBribe(t);
    } else if (t.s.poolFaceUp() && t.p(f).alive() && t.p(f).hasClass(dev.ply.games.munchkin.content.CharClass.CLERIC)
        && !t.p(f).hand().isEmpty() && !t.s.treasureDiscard().isEmpty()) {
      t.push(new Frame.RewardDraws(r.left() - 1));
      t.push(new Frame.Choose(f, Purpose.RESURRECT_REWARD, f, Option.none(), 1));
    } else {
      String card = t.takeTop(Deck.TREASURE);
      t.push(new Frame.RewardDraws(r.left() - 1 + (card == null ? 0 : toPool(t, f, card, t.s.poolFaceUp(), "MK-R58"))));
    }
  }

  /** MK-R26: DRAW, or the top of the Treasure discard into the pool and the named hand card discarded. */
  static void resurrectReward(Table t, int cleric, String option) {
    String card;
    String rule = "MK-R58";
    if (option.equals(Choosing.DRAW)) {
      card = t.takeTop(Deck.TREASURE);
    } else {
      card = t.s.treasureDiscard().last();
      t.s = t.s.withTreasureDiscard(t.s.treasureDiscard().init());
      t.discardFrom(cleric, option, "MK-R26");
      rule = "MK-R26";
    }
    int extra = card == null ? 0 : toPool(t, cleric, card, true, rule);
    Frame.RewardDraws below = (Frame.RewardDraws) t.top();
    t.replaceTop(new Frame.RewardDraws(below.left() + extra));
  }

  /** V4 (MK-R54): the agreed terms of a living helper are paid now. */
  private static void payBribe(Table t) {
    Combat c = t.combat();
    if (c.helper().isDefined() && t.p(c.helper().get()).alive()) {
      int h = c.helper().get();
      if (c.terms().bribeItem().isDefined() && t.p(c.fighter()).items().contains(c.terms().bribeItem().get())) {
        String item = c.terms().bribeItem().get();
        t.takeAway(c.fighter(), item);
        t.put(h, t.p(h).withItems(t.p(h).items().append(item)));
        t.emit(new MunchkinEvent.Moved(t.id(c.fighter()), t.id(h), item, "MK-R54"));
        t.followUps(h);
      }
      int share = Math.min(c.terms().share(), t.s.pool().size());
      if (share > 0) {
        t.push(new Frame.DraftNext(share, c.terms().helperPicksFirst()));
      }
    }
  }

  /**
   * MK-R58, MK-R94: one drawn (or resurrected) reward card into the pool; returns how many more
   * cards it owes (Hoard! is revealed, discarded and owes three).
   */
  private static int toPool(Table t, int fighter, String card, boolean faceUp, String rule) {
    if (Cards.card(card).kind() == dev.ply.games.munchkin.content.Kind.HOARD) {
      t.emit(new MunchkinEvent.Revealed(t.id(fighter), card, "MK-R94"));
      t.discard(card);
      return 3;
    }
    if (faceUp) {
      t.emit(new MunchkinEvent.Revealed(t.id(fighter), card, rule));
    } else {
      t.emit(new MunchkinEvent.Drew(t.id(fighter), Deck.TREASURE, 1, "MK-R58"));
      t.emit(new MunchkinEvent.Received(t.id(fighter), io.vavr.collection.Vector.of(card), "MK-R58"));
    }
    t.s = t.s.withPool(t.s.pool().append(card));
    return 0;
  }

  /** MK-R54: picks alternate; a player whose share is complete stops and the other takes the rest. */
  static void draft(Table t, Frame.DraftNext d) {
    Combat c = t.combat();
    int fighterLeft = t.s.pool().size() - d.helperLeft();
    if (d.helperLeft() == 0 || t.s.pool().isEmpty()) {
      return; // the rest goes to the fighter at END_OF_COMBAT
    }
    if (fighterLeft == 0) {
      int h = c.helper().get();
      for (String card : t.s.pool()) {
        t.give(h, card);
        t.emit(new MunchkinEvent.Moved(t.id(c.fighter()), t.id(h), card, "MK-R54"));
      }
      t.s = t.s.withPool(io.vavr.collection.Vector.empty());
      return;
    }
    int chooser = d.helperTurn() ? c.helper().get() : c.fighter();
    t.push(new Frame.DraftNext(d.helperLeft(), !d.helperTurn()));
    t.push(new Frame.Choose(chooser, Purpose.DRAFT, chooser, Option.none(), d.helperLeft()));
  }

  // Combat cards and abilities played in CW (MK-R25, MK-R62, MK-R64, MK-R69).
  static void enhancer(Table t, int me, PlayEnhancer e) {
    t.takeAway(me, e.card());
    Combat c = t.combat();
    t.combat(c.withMonsters(c.monsters().update(e.monster(), c.monsters().get(e.monster()).enhancedBy(e.card()))));
    t.emit(new MunchkinEvent.Played(e.actor(), e.card(), Option.none(), "MK-R62"));
  }

  static void wanderingMonster(Table t, int me, PlayWanderingMonster w) {
    t.takeAway(me, w.card());
    t.takeAway(me, w.monster());
    Combat c = t.combat();
    t.combat(c.withZone(c.zone().append(w.card())).withMonsters(c.monsters().append(MonsterEntry.entering(w.monster()))));
    t.emit(new MunchkinEvent.Played(w.actor(), w.card(), Option.none(), "MK-R64"));
    t.emit(new MunchkinEvent.CombatBegan(t.id(c.fighter()), w.monster(), "MK-R64"));
    Fighting.onEnter(t, t.combat().monsters().size() - 1);
  }

  static void combatItem(Table t, int me, PlayCombatItem ci) {
    t.takeAway(me, ci.card());
    Card card = Cards.card(ci.card());
    int bonus = card.effect(Effect.SideBonus.class).get().n();
    Combat c = t.combat().withZone(t.combat().zone().append(ci.card()));
    c = ci.forMunchkins() ? c.withMunchkinBonus(c.munchkinBonus() + bonus)
        .withFire(c.fire() || card.has(dev.ply.games.munchkin.content.ItemFlag.FIRE))
        : c.withMonsterBonus(c.monsterBonus() + bonus);
    t.combat(c);
    t.emit(new MunchkinEvent.Played(ci.actor(), ci.card(), Option.none(), "MK-R69"));
  }

  static void berserk(Table t, int me, Berserk b) {
    t.discardFrom(me, b.card(), "MK-R25");
    Combat c = t.combat();
    t.combat(c.withBerserks(c.berserks().update(me, c.berserks().get(me) + 1)));
  }
}
