package dev.ply.games.munchkin.rules;

import static dev.ply.games.munchkin.rules.Zones.*;
import static dev.ply.games.munchkin.rules.Interlude.*;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** MK-R106, Combat actions (the CW window), with the terms of help (MK-R53). */
final class CombatActions {
  private CombatActions() {}

  /** MK-R53: every proposal's terms: an item of the fighter or none, k in 0..T_now, first only when k > 0. */
  static Vector<dev.ply.games.munchkin.state.Terms> terms(MunchkinState s) {
    Combat c = s.combat().get();
    int tNow = treasureNow(s);
    Option<String>[] items = noneAnd(s.seat(c.fighter()).items());
    dev.ply.games.munchkin.state.Terms[] out = new dev.ply.games.munchkin.state.Terms[items.length * (2 * tNow + 1)];
    int n = 0;
    for (Option<String> item : items) {
      for (int k = 0; k <= tNow; k++) {
        out[n++] = new dev.ply.games.munchkin.state.Terms(item, k, false);
        if (k > 0) {
          out[n++] = new dev.ply.games.munchkin.state.Terms(item, k, true);
        }
      }
    }
    return Vector.of(out);
  }

  /** MK-R53: the fighter's Kneepads of Allure, equipped and usable. */
  static boolean kneepads(PlayerState p) {
    for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
      String id = p.equipped().get(idAt);
      for (Effect e : Cards.card(id).effects()) {
        if (e instanceof Effect.StandingRule r && r.rule().equals("MK-R53") && Items.usable(p, Cards.card(id))) {
          return true;
        }
      }
    }
    return false;
  }

  /** MK-R106: combat actions. */
  static ActionList options(MunchkinState s, int seat) {
    Combat c = s.combat().get();
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    boolean combatant = c.isCombatant(seat);
    boolean turnCombatant = seat == s.turn() && combatant;
    ActionList out = anytime(s, seat);
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {

      String id = ownedAt(p, idAt);
      if (!Cards.exists(id)) {
        continue;
      }
      Card card = Cards.card(id);
      boolean inHand = has(p.hand(), id);
      if (inHand && card.kind() == Kind.ENHANCER) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active()) {
            out = out.append(new PlayEnhancer(me, id, i)); // MK-R62
          }
        }
      } else if (inHand && card.kind() == Kind.WANDERING_MONSTER) {
        for (int mAt = 0; mAt < p.hand().size(); mAt++) {
          String m = p.hand().get(mAt);
          if (Cards.exists(m) && Cards.card(m).isMonster()) {
            out = out.append(new PlayWanderingMonster(me, id, m)); // MK-R64
          }
        }
      } else if (inHand && card.kind() == Kind.MATE) {
        for (int i = 0; i < c.monsters().size(); i++) {
          final int idx = i;
          if (c.monsters().get(i).active() && c.monsters().get(i).mateOf().isEmpty()
              && !c.monsters().exists(o -> o.mateOf().contains(idx))) {
            out = out.append(new PlayMate(me, id, i)); // MK-R63
          }
        }
      } else if (inHand && card.kind() == Kind.ILLUSION) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active() && c.monsters().get(i).mateOf().isEmpty()) {
            for (int mAt = 0; mAt < p.hand().size(); mAt++) {
              String m = p.hand().get(mAt);
              if (Cards.exists(m) && Cards.card(m).isMonster()) {
                out = out.append(new PlayIllusion(me, id, i, m)); // MK-R65
              }
            }
          }
        }
      } else if (inHand && card.kind() == Kind.OUT_TO_LUNCH) {
        out = out.append(new PlayOutToLunch(me, id)); // MK-R66
      } else if (inHand && card.kind() == Kind.HELP_ME_OUT_HERE && combatant) {
        out = out.appendAll(helpMeOutHere(s, seat, id));
      } else if (card.kind() == Kind.ONE_SHOT) {
        out = out.appendAll(oneShotInCombat(s, seat, id, card, turnCombatant));
      }
    }
    if (combatant && p.hasClass(CharClass.WARRIOR) && c.berserks().get(seat) < 3) {
      for (String id : fodder(p, CharClass.WARRIOR)) {
        out = out.append(new Berserk(me, id)); // MK-R25
      }
    }
    if (combatant && p.hasClass(CharClass.CLERIC) && c.turnings().get(seat) < 3) {
      for (String id : fodder(p, CharClass.CLERIC)) {
        out = out.append(new Turn(me, id)); // MK-R26
      }
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      if (!c.monsters().get(i).active()) {
        continue;
      }
      Card m = Strength.data(c, i);
      if (combatant && p.hasClass(CharClass.WIZARD) && !p.hand().isEmpty()) {
        out = out.append(new Charm(me, i)); // MK-R28
      }
      for (int eAt = 0; eAt < m.effects().size(); eAt++) {
        Effect e = m.effects().get(eAt);
        if (combatant && e instanceof Effect.DefeatedByClass d && p.hasClass(d.cls())) {
          out = out.append(new BoogaBooga(me, i)); // §6.1 D27
        }
        if (combatant && e instanceof Effect.BribeAway b) {
          for (int itemAt = 0; itemAt < ownedCount(p); itemAt++) {

            String item = ownedAt(p, itemAt);
            if (Cards.exists(item) && Cards.card(item).isItem() && Cards.card(item).value() >= b.minValue()) {
              out = out.append(new BribeFloatingNose(me, item)); // §6.1 D23
            }
          }
        }
      }
    }
    if (p.hasClass(CharClass.THIEF)) {
      for (int victim : c.combatants()) {
        if (victim != seat && !c.backstabs().contains(seat + ":" + victim)) {
          for (String id : fodder(p, CharClass.THIEF)) {
            out = out.append(new Backstab(me, s.seat(victim).id(), id)); // MK-R27
          }
        }
      }
    }
    boolean helpAllowed = c.helper().isEmpty() && !Strength.rule(c, FightFlag.NO_HELP) && !c.doppleganger();
    if (helpAllowed) {
      if (seat == c.fighter()) {
        boolean knee = kneepads(p);
        for (int i = 0; i < s.size(); i++) {
          if (i != seat && s.seat(i).alive() && c.asks().get(i) < 2) {
            if (knee && s.seat(i).level() < p.level()) {
              out = out.append(new AskForHelp(me, s.seat(i).id(), Option.none(), 0, false)); // Kneepads
              continue;
            }
            for (var t : terms(s)) {
              out = out.append(new AskForHelp(me, s.seat(i).id(), t.bribeItem(), t.share(), t.helperPicksFirst()));
            }
          }
        }
      } else if (c.offers().get(seat) < 2) {
        for (var t : terms(s)) {
          out = out.append(new OfferHelp(me, t.bribeItem(), t.share(), t.helperPicksFirst()));
        }
      }
    }
    if (seat == s.turn() && combatant) {
      out = out.appendAll(putOnTable(s, seat, p.hand(), false)); // §10 #31
    }
    return out;
  }

  static ActionList oneShotInCombat(MunchkinState s, int seat, String id, Card card,
      boolean turnCombatant) {
    Combat c = s.combat().get();
    PlayerId me = s.seat(seat).id();
    ActionList out = new ActionList();
    if (card.timing().contains(Timing.COMBAT) && card.effect(Effect.SideBonus.class).isDefined()) {
      if (card.effect(Effect.StandingRule.class).isDefined()) {
        if (c.combatants().exists(x -> s.seat(x).hasRace(Race.ELF))) {
          out = out.append(new PlayYuppieWater(me, id)); // §6.6 T61
        }
      } else {
        out = out.append(new PlayCombatItem(me, id, true)).append(new PlayCombatItem(me, id, false));
      }
      if (card.effect(Effect.SetMonsterState.class).isDefined()) {
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active() && Strength.data(c, i).effect(Effect.BribeAway.class).isDefined()) {
            out = out.append(new PlayHalitosis(me, id, i)); // §6.6 T53
          }
        }
      }
    } else if (card.timing().contains(Timing.DOPPLEGANGER)) {
      if (seat == c.fighter() && c.helper().isEmpty() && !c.doppleganger()) {
        out = out.append(new PlayDoppleganger(me, id));
      }
    } else if (card.timing().contains(Timing.COMBAT) && card.effect(Effect.TransferCombat.class).isDefined()) {
      for (int i = 0; i < s.size(); i++) {
        if (s.seat(i).alive() && !c.isCombatant(i)) {
          out = out.append(new PlayTransferral(me, id, s.seat(i).id())); // MK-R68
        }
      }
    } else if (card.timing().contains(Timing.COMBAT_OR_PREROLL)) {
      out = out.appendAll(combatOrPreroll(s, seat, id, card, turnCombatant, Option.none()));
    }
    return out;
  }

  /** Friendship Potion, Pollymorph Potion and Magic Lamp (CW and PREROLL; the Lamp also in FAIL on M). */
  static ActionList combatOrPreroll(MunchkinState s, int seat, String id, Card card,
      boolean turnCombatant, Option<Integer> onlyMonster) {
    Combat c = s.combat().get();
    PlayerId me = s.seat(seat).id();
    ActionList out = new ActionList();
    if (card.effect(Effect.EndCombat.class).isDefined()) {
      if (onlyMonster.isEmpty()) {
        out = out.append(new PlayFriendshipPotion(me, id));
      }
      return out;
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      if (!c.monsters().get(i).active() || (onlyMonster.isDefined() && onlyMonster.get() != i)) {
        continue;
      }
      if (isLamp(card)) {
        if (turnCombatant) {
          out = out.append(new PlayMagicLamp(me, id, i));
        }
      } else if (onlyMonster.isEmpty()) {
        out = out.append(new PlayPollymorph(me, id, i));
      }
    }
    return out;
  }

  /** The Magic Lamp (§6.6 T49): the monster-state one-shot whose standing rule is MK-R77 (turn player only). */
  static boolean isLamp(Card card) {
    return card.kind() == Kind.ONE_SHOT && card.effect(Effect.SetMonsterState.class).isDefined()
        && card.effect(Effect.StandingRule.class).exists(r -> r.rule().equals("MK-R77"));
  }

  /** MK-R67: a combatant, while the munchkins are not winning. */
  static ActionList helpMeOutHere(MunchkinState s, int seat, String card) {
    ActionList out = new ActionList();
    Combat c = s.combat().get();
    if (Strength.winning(s) || Strength.rule(c, FightFlag.NO_ITEMS)) {
      return out;
    }
    PlayerState p = s.seat(seat);
    for (Option<String> own : Vector.<Option<String>>of(Option.none()).appendAll(p.items().map(Option::of))) {
      for (int i = 0; i < s.size(); i++) {
        PlayerState q = s.seat(i);
        if (i == seat || !q.alive()) {
          continue;
        }
        for (int itemAt = 0; itemAt < q.items().size(); itemAt++) {
          String item = q.items().get(itemAt);
          if (Cards.card(item).kind() == Kind.ITEM && Plays.helpMeOutHereWorks(s, seat, i, item, own)) {
            out = out.append(new PlayHelpMeOutHere(p.id(), card, item, own));
          }
        }
      }
    }
    return out;
  }

  /** MK-R53: T_now, the treasure of every entry that is not REMOVED. */
  static int treasureNow(MunchkinState s) {
    int t = 0;
    var monsters = s.combat().get().monsters();
    for (int i = 0; i < monsters.size(); i++) {
      if (monsters.get(i).state() != MonsterState.REMOVED) {
        t += Strength.treasures(s, i);
      }
    }
    return t;
  }
}
