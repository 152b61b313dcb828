package dev.ply.games.heroquest;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.ChaosSpell;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import io.vavr.collection.Seq;

/**
 * The party's play from the game's strategy (the {@code heuristic} bot; the spec's reference
 * policy, §10.3), scoring each legal action and playing the best (the dice break exact ties).
 *
 * <p>PLAY: never a card that makes three of a symbol (HQ-R17, HQ-R18: a lost round wounds every
 * hero) when another card does not; never a wound card that kills (HQ-R21); a wound card goes to
 * the least wounded hero, and one who heals on one shield (HQ-R28), and is played while a hero
 * can take it easily rather than held to the end (it must be played some time: HQ-R32 asks for
 * empty hands, and held it leaves one card to choose from); threat cards the active hero
 * beats with one skull go first, doors last (HQ-R14: a door reveals an unknown card); the Healing
 * Potion and Water are kept until a hero is hurt enough to need them (HQ-R35, HQ-R36), then cure
 * the most wounded hero, a skull token before a wound card a hero could heal. ACTION: the odds of
 * each ATTACK, HEAL and SEARCH from the dice pool (HQ-R25–HQ-R29), times what it removes: a card
 * whose symbol already shows twice is the threat that would hurt most; a wound weighs more the
 * closer its hero is to death and with a Chaos Spell's penalty. It passes only when no action can
 * succeed and a search would sweep little.
 *
 * <p>It reads only what every hero sees: the floor, the wounds, the tokens, the revealed chests
 * and its own hand. Registered through {@code META-INF/services/dev.ply.core.agent.Strategy}.
 */
public final class HeroQuestStrategy implements Strategy<HeroQuestState, HeroQuestAction> {
  private static final double LOSS = -1000;
  private static final double ROUND_LOST = -100;

  @Override
  public String gameId() {
    return "heroquest";
  }

  @Override
  public int choose(HeroQuestState s, PlayerId me, Seq<HeroQuestAction> legal, Dice dice) {
    int[] counts = counts(s);
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    int ties = 0;
    for (int i = 0; i < legal.size(); i++) {
      double score = score(s, legal.get(i), counts);
      if (score > bestScore + 1e-9) {
        best = i;
        bestScore = score;
        ties = 1;
      } else if (score > bestScore - 1e-9 && dice.nextInt(++ties) == 0) {
        best = i; // reservoir choice: each of equal scores equally likely
      }
    }
    return best;
  }

  /** How good the action is for the party; only the order matters. */
  static double score(HeroQuestState s, HeroQuestAction a, int[] counts) {
    if (a instanceof PlayCard p) {
      Card c = Cards.card(p.card());
      return c.boon().isDefined() ? boon(s, c.boon().get(), counts) : floorCard(s, c, counts);
    }
    if (a instanceof PlayWound p) {
      return wound(s, Cards.card(p.card()), s.seatOf(p.target()), counts);
    }
    if (a instanceof AssignWound p) {
      return wound(s, Cards.card(s.pending().get()), s.seatOf(p.target()), counts);
    }
    if (a instanceof PlayPotion p) {
      return potion(s, s.seatOf(p.target()), p.remove(), counts);
    }
    if (a instanceof AssignPotion p) {
      return potion(s, s.seatOf(p.target()), p.remove(), counts);
    }
    HeroState hero = s.activeHero();
    if (a instanceof Attack p) {
      int pool = Math.max(1, 2 + s.courageThisTurn() - hero.attackDiceLost());
      double odds = atLeast(pool, hero.hero().skullsAgainst(p.symbol()), 0.5);
      return odds == 0 ? -0.1 : odds * (2 + danger(Cards.card(p.card()), counts));
    }
    if (a instanceof Heal p) {
      double odds = atLeast(2 + s.courageThisTurn(), hero.hero().heal(), 1.0 / 3);
      return odds * woundWeight(s, hero, Cards.card(p.wound()), counts);
    }
    if (a instanceof Search) {
      int pool = Math.max(1, 2 + s.courageThisTurn() - hero.searchDiceLost());
      double odds = 1 - Math.pow(1.0 / 6, pool);
      return odds * sweep(s, counts) - 0.5; // a chest used on little is a chest lost (six in all)
    }
    return 0; // PASS
  }

  /** A threat or door card to the floor (HQ-R11, HQ-R14, HQ-R17). */
  private static double floorCard(HeroQuestState s, Card c, int[] counts) {
    double score = 10;
    boolean beatable = false;
    HeroState me = s.activeHero();
    for (Symbol sym : c.symbols()) {
      if (!sym.isThreat()) {
        continue;
      }
      int after = counts[sym.ordinal()] + 1;
      if (after >= 3) {
        return roundLost(s, -1);
      }
      score -= after == 2 ? 3 : 0;
      beatable |= me.mayAttack() && me.hero().skullsAgainst(sym) == 1;
    }
    score += beatable ? 4 : 0;
    if (c.hasDoor() && !s.deck().isEmpty()) {
      int twos = 0;
      for (int n : counts) {
        twos += n >= 2 ? 1 : 0;
      }
      score -= 3 + 3 * twos; // the revealed card may make a triple
    }
    return score;
  }

  /** A wound card on the hero of {@code seat} (HQ-R12, HQ-R21, HQ-R17). */
  private static double wound(HeroQuestState s, Card c, int seat, int[] counts) {
    HeroState t = s.hero(seat);
    int after = t.total() + 1;
    if (after >= 4) {
      return LOSS;
    }
    for (Symbol sym : c.symbols()) {
      if (counts[sym.ordinal()] + 1 >= 3) {
        return roundLost(s, seat);
      }
    }
    // taken by an unwounded hero it is about as good as a threat card; each wound more costs 4
    double score = 12 - 4 * after - (t.hero().heal() == 2 ? 2 : 0);
    score += seat == s.active() && t.hero().heal() == 1 ? 1 : 0; // it may heal it at once
    for (Symbol sym : c.symbols()) {
      score -= counts[sym.ordinal()] + 1 == 2 ? 3 : 0;
    }
    if (c.spell().contains(ChaosSpell.SLEEP) || c.spell().contains(ChaosSpell.FIRESTORM)) {
      score -= 1;
    }
    return score;
  }

  /** A lost round: every hero takes a skull token (HQ-R18); {@code extra} is a seat also wounded first. */
  private static double roundLost(HeroQuestState s, int extra) {
    for (int i = 0; i < s.heroes().size(); i++) {
      if (s.hero(i).total() + 1 + (i == extra ? 1 : 0) >= 4) {
        return LOSS;
      }
    }
    return ROUND_LOST;
  }

  private static double boon(HeroQuestState s, Boon boon, int[] counts) {
    switch (boon) {
      case HEALING_WATER: {
        int tokens = 0;
        int urgent = 0;
        for (HeroState h : s.heroes()) {
          tokens += h.skulls() > 0 ? 1 : 0;
          urgent += h.skulls() > 0 && h.total() >= 2 ? 1 : 0;
        }
        return tokens == 0 ? 2 : urgent > 0 ? 20 + 8 * urgent + 2 * tokens : 5 + 2 * tokens;
      }
      case COURAGE: {
        int twos = 0;
        for (int n : counts) {
          twos += n >= 2 ? 1 : 0;
        }
        return 8 + 3 * twos; // an extra die where a threat must go now
      }
      default:
        return 1; // the Potion with nobody wounded: no effect, only a card out of the hand
    }
  }

  /** The Healing Potion on the hero of {@code seat}, taking {@code remove} (HQ-R35). */
  private static double potion(HeroQuestState s, int seat, String remove, int[] counts) {
    HeroState t = s.hero(seat);
    double score = t.total() >= 2 ? 20 + 8 * t.total() : 5 + 2 * t.total();
    if (HeroQuestAction.PERMANENT.equals(remove)) {
      return score + 2; // only the Potion and the Water ever take a token (HQ-R22)
    }
    // a wound card rather than a token where its hero heals on two shields (1 in 9) or it does harm
    return score + (t.hero().heal() == 2 ? 1.5 : 0) + harm(s, Cards.card(remove), counts);
  }

  /** What taking wound card {@code w} off hero {@code h} is worth (HQ-R23, §6.4). */
  private static double woundWeight(HeroQuestState s, HeroState h, Card w, int[] counts) {
    return 2 + (h.total() >= 3 ? 6 : h.total() == 2 ? 2 : 0) + harm(s, w, counts);
  }

  /** What wound card {@code w} does beyond its wound: a symbol toward a triple, a penalty. */
  private static double harm(HeroQuestState s, Card w, int[] counts) {
    double weight = 0;
    for (Symbol sym : w.symbols()) {
      weight += counts[sym.ordinal()] >= 2 ? 3 : 0;
    }
    ChaosSpell spell = w.spell().getOrNull();
    if (spell == ChaosSpell.SLEEP) {
      weight += s.floor().isEmpty() ? 1 : 3;
    } else if (spell == ChaosSpell.FEAR || spell == ChaosSpell.FIRESTORM) {
      weight += 1.5;
    } else if (spell == ChaosSpell.TEMPEST) {
      weight += 0.5;
    }
    return weight;
  }

  /** What removing floor card {@code c} is worth: more for each symbol showing twice already. */
  private static double danger(Card c, int[] counts) {
    double d = 0;
    for (Symbol sym : c.symbols()) {
      if (sym.isThreat()) {
        d += counts[sym.ordinal()] >= 2 ? 4 : 1;
      }
    }
    return d;
  }

  /** The expected worth of the floor cards a chest sweeps: its symbol is one of those unrevealed (HQ-R29). */
  private static double sweep(HeroQuestState s, int[] counts) {
    double total = 0;
    int hidden = 0;
    for (Symbol sym : Symbol.THREATS) {
      if (s.revealedChests().contains(sym)) {
        continue;
      }
      hidden++;
      for (String id : s.floor()) {
        Card c = Cards.card(id);
        if (c.shows(sym)) {
          total += 2 + danger(c, counts);
        }
      }
    }
    return hidden == 0 ? 0 : total / hidden;
  }

  /** How many times each threat symbol shows (HQ-R16), by ordinal. */
  static int[] counts(HeroQuestState s) {
    int[] n = new int[Symbol.THREATS.size()];
    for (String id : s.floor()) {
      add(n, id);
    }
    for (HeroState h : s.heroes()) {
      for (String id : h.wounds()) {
        add(n, id);
      }
    }
    return n;
  }

  private static void add(int[] n, String id) {
    for (Symbol sym : Cards.card(id).symbols()) {
      if (sym.isThreat()) {
        n[sym.ordinal()]++;
      }
    }
  }

  /** The chance of at least {@code k} successes in {@code dice} rolls of chance {@code p}. */
  static double atLeast(int dice, int k, double p) {
    double sum = 0;
    for (int j = k; j <= dice; j++) {
      sum += choose(dice, j) * Math.pow(p, j) * Math.pow(1 - p, dice - j);
    }
    return sum;
  }

  private static double choose(int n, int k) {
    double c = 1;
    for (int i = 1; i <= k; i++) {
      c = c * (n - i + 1) / i;
    }
    return c;
  }
}
