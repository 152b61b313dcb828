package dev.ply.games.desperategods.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.CastMode;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code Rules.apply} vouches for the commonest actions of a state nobody listed (a replay) with
 * {@link QuickCheck} instead of building the legal list; these properties prove that shortcut
 * changes nothing. Over the states of random games at 2, 3 and 4 players, for the listed actions
 * and near misses (another seat as actor, other action kinds, other indexes, dice, coins, items
 * and cards, nulls), the check never vouches for an action the list lacks, and it vouches for most
 * listed ones; and {@code apply} answers every sampled action exactly alike whether the state was
 * listed first (the list path) or not (the check path).
 */
class QuickCheckTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Test
  @DisplayName("DG-R10 DG-R11 DG-R22a DG-R22b DG-R42 DG-R46 the quick check vouches only for listed actions, and apply agrees with the list")
  void checkNeverVouchesForAnUnlistedAction() {
    SplittableRandom rnd = new SplittableRandom(10);
    int listed = 0;
    int vouched = 0;
    int unlisted = 0;
    int applied = 0;
    Map<String, int[]> byStep = new HashMap<>();
    for (int players = 2; players <= 4; players++) {
      for (long seed = 1; seed <= 4; seed++) {
        DgState start = GAME.start(Setup.of(players, 900 + 10L * players + seed));
        DgState s = start;
        while (!s.over()) {
          PlayerId who = Rules.awaiting(s).head();
          List<DgAction> legal = Rules.legalActions(s, who).asJava();
          for (DgAction a : candidates(s, who, legal)) {
            boolean quick = QuickCheck.listed(s, a);
            boolean inList = legal.contains(a);
            if (quick && !inList) {
              fail("the check vouches for the unlisted " + a + " at " + s.stack().head());
            }
            if (inList) {
              listed++;
              vouched += quick ? 1 : 0;
              int[] c = byStep.computeIfAbsent(s.stack().head().getClass().getSimpleName(), k -> new int[2]);
              c[0]++;
              c[1] += quick ? 1 : 0;
            } else {
              unlisted++;
            }
          }
          for (DgAction a : sample(s, who, legal, rnd)) {
            Rules.legalActions(s, who); // the list path: apply looks the action up in this list
            Either<Rejection, Transition<DgState>> byList = Rules.apply(s, a);
            Rules.legalActions(start, start.player(0).id()); // another state listed: apply must check on its own
            Either<Rejection, Transition<DgState>> byCheck = Rules.apply(s, a);
            String where = a + " at " + s.stack().head();
            assertEquals(byList, byCheck, () -> "apply answers differently: " + where);
            assertEquals(legal.contains(a), byCheck.isRight(), () -> "apply on " + where);
            applied++;
          }
          s = Rules.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
        }
      }
    }
    // without a share of listed actions vouched for, a check that never answered would pass
    assertTrue(vouched * 10 >= listed * 7, "the check vouched for only " + vouched + " of " + listed + " listed actions: "
        + summary(byStep));
    assertTrue(unlisted > 100_000, "only " + unlisted + " near misses");
    assertTrue(applied > 10_000, "only " + applied + " applied");
  }

  /**
   * Random play seldom reaches some of the conditions the check reads (a reroll item used up, a
   * draft over the 3-item limit, a smitten roll, a toll one cannot pay), so here the same
   * comparison runs on states of random games whose holdings and top step are dealt anew: random
   * items and coins per seat and, on top, random dice, used items, smites and draft contents.
   */
  @Test
  @DisplayName("DG-R22 DG-R42 DG-R46 DG-R68 the quick check vouches only for listed actions on dealt holdings")
  void checkNeverVouchesOnDealtHoldings() {
    SplittableRandom rnd = new SplittableRandom(11);
    int listed = 0;
    int vouched = 0;
    int dealt = 0;
    for (int players = 2; players <= 4; players++) {
      for (long seed = 1; seed <= 3; seed++) {
        DgState s = GAME.start(Setup.of(players, 700 + 10L * players + seed));
        while (!s.over()) {
          PlayerId who = Rules.awaiting(s).head();
          List<DgAction> legal = Rules.legalActions(s, who).asJava();
          Step top = s.stack().head();
          if (top instanceof Step.Fight || top instanceof Step.Pvp || top instanceof Step.Draft
              || top instanceof Step.ChooseDie || top instanceof Step.Encounter || rnd.nextInt(8) == 0) {
            for (int k = 0; k < 8; k++) {
              DgState d = deal(s, rnd);
              List<DgAction> dealtLegal = Rules.legalActions(d, who).asJava();
              for (DgAction a : candidates(d, who, dealtLegal)) {
                boolean quick = QuickCheck.listed(d, a);
                boolean inList = dealtLegal.contains(a);
                if (quick && !inList) {
                  fail("the check vouches for the unlisted " + a + " at " + d.stack().head() + " with items "
                      + d.players().map(PlayerState::items) + " and coins " + d.players().map(PlayerState::coins));
                }
                listed += inList ? 1 : 0;
                vouched += quick ? 1 : 0;
              }
              dealt++;
            }
          }
          s = Rules.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
        }
      }
    }
    assertTrue(vouched * 10 >= listed * 7, "the check vouched for only " + vouched + " of " + listed + " listed actions");
    assertTrue(dealt > 10_000, "only " + dealt + " dealt states");
  }

  /** {@code s} with each seat's items and coins dealt at random and the top step's own holdings redrawn. */
  private static DgState deal(DgState s, SplittableRandom rnd) {
    List<Item> town = new ArrayList<>(List.of(Item.values()));
    java.util.Collections.shuffle(town, new java.util.Random(rnd.nextLong()));
    Vector<PlayerState> players = Vector.empty();
    int next = 0;
    for (PlayerState p : s.players()) {
      int k = rnd.nextInt(4);
      players = players.append(p.withItems(Vector.ofAll(town.subList(next, next + k))).withCoins(rnd.nextInt(9)));
      next += k;
    }
    DgState d = s.withPlayers(players);
    Step top = d.stack().head();
    Step dealtTop = top;
    if (top instanceof Step.Fight f) {
      dealtTop = new Step.Fight(f.p(), f.card(), f.kind(), f.owner(), rnd.nextInt(4) == 0 ? 1 : 0, f.stage(),
          dice(rnd), rnd.nextInt(4) == 0, used(players.get(f.p()).items(), rnd));
    } else if (top instanceof Step.Pvp v) {
      dealtTop = new Step.Pvp(v.x(), v.y(), 1 + rnd.nextInt(2), v.stage(), dice(rnd), dice(rnd), rnd.nextInt(4) == 0,
          rnd.nextInt(4) == 0, used(players.get(v.x()).items(), rnd), used(players.get(v.y()).items(), rnd), v.hitX(),
          v.hitY(), v.escaped(), v.wanderer());
    } else if (top instanceof Step.Draft x) {
      int g = x.drafter();
      int o = x.other();
      dealtTop = new Step.Draft(g, o, some(players.get(g).items(), rnd), rnd.nextInt(7),
          some(players.get(g).victory(), rnd), some(players.get(o).items(), rnd), rnd.nextInt(7),
          some(players.get(o).victory(), rnd));
    } else if (top instanceof Step.ChooseDie c) {
      dealtTop = new Step.ChooseDie(c.p(), 1 + rnd.nextInt(6), 1 + rnd.nextInt(6));
    } else if (top instanceof Step.Encounter e) {
      dealtTop = new Step.Encounter(e.a(), e.b(), e.bTurn(), rnd.nextBoolean(), rnd.nextBoolean());
    }
    return dealtTop == top ? d : d.withStack(d.stack().tail().prepend(dealtTop));
  }

  private static Vector<Integer> dice(SplittableRandom rnd) {
    return rnd.nextBoolean() ? Vector.of(1 + rnd.nextInt(6)) : Vector.of(1 + rnd.nextInt(6), 1 + rnd.nextInt(6));
  }

  /** Each of {@code items} used 0, 1 or 2 times, in a random order of use. */
  private static Vector<Item> used(Vector<Item> items, SplittableRandom rnd) {
    List<Item> out = new ArrayList<>();
    for (Item it : items) {
      for (int n = rnd.nextInt(3); n > 0; n--) {
        out.add(it);
      }
    }
    java.util.Collections.shuffle(out, new java.util.Random(rnd.nextLong()));
    return Vector.ofAll(out);
  }

  /** A random part of {@code v}, in its order. */
  private static <T> Vector<T> some(Vector<T> v, SplittableRandom rnd) {
    return v.filter(x -> rnd.nextInt(3) == 0);
  }

  private static String summary(Map<String, int[]> byStep) {
    StringBuilder b = new StringBuilder();
    byStep.forEach((k, v) -> b.append(k).append(' ').append(v[1]).append('/').append(v[0]).append("; "));
    return b.toString();
  }

  /** The listed actions, some near misses and every seat's listed actions under another actor, to apply both ways. */
  private static List<DgAction> sample(DgState s, PlayerId who, List<DgAction> legal, SplittableRandom rnd) {
    List<DgAction> out = new ArrayList<>(legal);
    List<DgAction> all = candidates(s, who, legal);
    for (int i = 0; i < 4; i++) {
      out.add(all.get(rnd.nextInt(all.size())));
    }
    return out;
  }

  /**
   * The listed actions; each of them with every other seat as actor; and for the awaited seat
   * every kind of action with the arguments around what this state holds.
   */
  static List<DgAction> candidates(DgState s, PlayerId who, List<DgAction> legal) {
    LinkedHashSet<DgAction> out = new LinkedHashSet<>(legal);
    for (PlayerState p : s.players()) {
      if (!p.id().equals(who)) {
        for (DgAction a : legal) {
          out.add(as(a, p.id()));
        }
        noArgs(p.id(), out);
      }
    }
    noArgs(who, out);
    for (int i = -1; i <= 6; i++) {
      out.add(new DgAction.ChooseDie(who, i));
      out.add(new DgAction.PickCard(who, i));
      out.add(new DgAction.Buy(who, i));
    }
    for (int c : new int[] {-5, -1, 0, 1, 2, 4, 5, 6, 10}) {
      out.add(new DgAction.OfferGiveCoins(who, c));
      out.add(new DgAction.OfferAskCoins(who, c));
    }
    for (int it = 0; it <= 18; it++) {
      out.add(new DgAction.OfferGiveItem(who, it));
      out.add(new DgAction.OfferAskItem(who, it));
      out.add(new DgAction.Sell(who, it));
      for (int d = -1; d <= 2; d++) {
        out.add(new DgAction.Reroll(who, it, d));
      }
    }
    for (int it = 12; it <= 16; it++) {
      for (CastMode m : CastMode.values()) {
        out.add(new DgAction.Cast(who, it, m));
      }
    }
    List<String> cards = new ArrayList<>();
    for (PlayerState p : s.players()) {
      cards.addAll(p.victory().asJava());
    }
    if (s.stack().head() instanceof Step.PickCard pick) {
      cards.addAll(pick.cards().asJava());
    }
    s.decks().forEach(d -> d.headOption().forEach(cards::add));
    cards.add("nonsense");
    cards.add(null);
    for (String c : cards) {
      out.add(new DgAction.OfferGiveVictory(who, c));
      out.add(new DgAction.OfferAskVictory(who, c));
      out.add(new DgAction.TakeVictoryCard(who, c));
      out.add(new DgAction.ReturnVictoryCard(who, c));
      out.add(new DgAction.Interrogate(who, c));
    }
    for (PlayerState p : s.players()) {
      out.add(new DgAction.ChooseMirrorTarget(who, p.id()));
      out.add(new DgAction.ChooseWandererTarget(who, p.id()));
    }
    out.add(new DgAction.TeleportTo(who, Board.id(0)));
    out.add(new DgAction.ChooseDie(null, 0));
    out.add(new DgAction.Pass(new PlayerId("nobody")));
    return new ArrayList<>(out);
  }

  /** Every action that names only its actor. */
  private static void noArgs(PlayerId p, LinkedHashSet<DgAction> out) {
    for (Function<PlayerId, DgAction> f : NO_ARGS) {
      out.add(f.apply(p));
    }
  }

  private static final List<Function<PlayerId, DgAction>> NO_ARGS = List.of(DgAction.RollMove::new,
      DgAction.UsePotion::new, DgAction.Ring::new, DgAction.Bridge::new, DgAction.StopInTown::new,
      DgAction.ContinuePast::new, DgAction.Fight::new, DgAction.StartTrade::new, DgAction.Pass::new,
      DgAction.Propose::new, DgAction.AbandonTrade::new, DgAction.Accept::new, DgAction.Decline::new,
      DgAction.FightSuccubus::new, DgAction.Surrender::new, DgAction.SwampTakeDamage::new,
      DgAction.SwampTryDoubles::new, DgAction.PayToll::new, DgAction.UseShyMask::new, DgAction.Ready::new,
      DgAction.UseHelmet::new, DgAction.UseBoots::new, DgAction.UseSphere::new, DgAction.LetBreak::new,
      DgAction.Ride::new, DgAction.Pay::new, DgAction.TakeThreeDamage::new, DgAction.CycleStore::new,
      DgAction.EndTown::new, DgAction.DeclineNew::new, DgAction.SendBack::new);

  /** {@code a} with {@code actor} in place of its own (every field else kept). */
  private static DgAction as(DgAction a, PlayerId actor) {
    if (a instanceof DgAction.ChooseDie x) {
      return new DgAction.ChooseDie(actor, x.index());
    }
    if (a instanceof DgAction.PickCard x) {
      return new DgAction.PickCard(actor, x.index());
    }
    if (a instanceof DgAction.OfferGiveVictory x) {
      return new DgAction.OfferGiveVictory(actor, x.card());
    }
    if (a instanceof DgAction.OfferAskVictory x) {
      return new DgAction.OfferAskVictory(actor, x.card());
    }
    if (a instanceof DgAction.OfferGiveItem x) {
      return new DgAction.OfferGiveItem(actor, x.item());
    }
    if (a instanceof DgAction.OfferAskItem x) {
      return new DgAction.OfferAskItem(actor, x.item());
    }
    if (a instanceof DgAction.OfferGiveCoins x) {
      return new DgAction.OfferGiveCoins(actor, x.amount());
    }
    if (a instanceof DgAction.OfferAskCoins x) {
      return new DgAction.OfferAskCoins(actor, x.amount());
    }
    if (a instanceof DgAction.Reroll x) {
      return new DgAction.Reroll(actor, x.item(), x.die());
    }
    if (a instanceof DgAction.TakeVictoryCard x) {
      return new DgAction.TakeVictoryCard(actor, x.card());
    }
    for (Function<PlayerId, DgAction> f : NO_ARGS) {
      DgAction same = f.apply(actor);
      if (same.getClass() == a.getClass()) {
        return same;
      }
    }
    return a; // a kind the check leaves to the list: the candidates hold it once
  }
}
