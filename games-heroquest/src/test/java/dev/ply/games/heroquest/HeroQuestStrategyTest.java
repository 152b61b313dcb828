package dev.ply.games.heroquest;

import static dev.ply.games.heroquest.HeroQuestPositions.p;
import static dev.ply.games.heroquest.content.Hero.BARBARIAN;
import static dev.ply.games.heroquest.content.Hero.DWARF;
import static dev.ply.games.heroquest.content.Hero.ELF;
import static dev.ply.games.heroquest.content.Hero.WIZARD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.core.agent.StrategyAgent;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The HeroQuest strategy's rules: in each position the bad action is legal and never chosen, the
 * good one is (over 40 seeds of the agent's dice, through the {@code heuristic} agent, which finds
 * the strategy through the service loader, from the active hero's view).
 */
class HeroQuestStrategyTest {
  static final HeroQuestGame GAME = new HeroQuestGame();

  static Set<HeroQuestAction> choices(HeroQuestState s, PlayerId me) {
    HeroQuestState view = GAME.view(s, me);
    Set<HeroQuestAction> out = HashSet.empty();
    for (long seed = 1; seed <= 40; seed++) {
      out = out.add(new StrategyAgent(seed).choose(GAME, view, me));
    }
    return out;
  }

  static void assertLegal(HeroQuestState s, HeroQuestAction a) {
    assertTrue(GAME.legalActions(s, a.actor()).contains(a), a + " is legal");
  }

  @Test
  @DisplayName("the strategy is registered for heroquest")
  void registered() {
    assertTrue(Strategy.of(GAME).get() instanceof HeroQuestStrategy);
  }

  @Test
  @DisplayName("HQ-R17 HQ-R18 never plays a third Orc when another card makes no triple")
  void neverATriple() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).hand(p(1), "T03", "T13")
        .floor("T01", "T02").deck(10).build();
    assertLegal(s, new PlayCard(p(1), "T03"));
    assertEquals(HashSet.of(new PlayCard(p(1), "T13")), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R11 HQ-R27 of two safe threats, plays the one the active hero beats with one skull")
  void playsWhatItCanBeat() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).hand(p(1), "T13", "T05").deck(10).build();
    assertEquals(HashSet.of(new PlayCard(p(1), "T05")), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R12b HQ-R21 a wound card never goes to the hero it would kill; it goes to the least wounded")
  void neverAKillingWound() {
    HeroQuestState s = HeroQuestPositions.heroes(DWARF, WIZARD, ELF).roundLosses(3).skulls(p(1), 1)
        .skulls(p(2), 3).hand(p(1), "W05", "W09").deck(10).build();
    assertLegal(s, new PlayWound(p(1), "W05", p(2)));
    Set<HeroQuestAction> chosen = choices(s, p(1));
    assertTrue(chosen.forAll(a -> ((PlayWound) a).target().equals(p(3))), chosen.toString());
  }

  @Test
  @DisplayName("HQ-R15 HQ-R21 a revealed wound card is never assigned to the hero it would kill")
  void neverAssignsAKillingWound() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, ELF).active(p(1), Phase.PLAY).roundLosses(3)
        .skulls(p(1), 1).skulls(p(2), 3).hand(p(1), "G01").deck(10, "W05").build();
    var t = GAME.apply(s, new PlayCard(p(1), "G01")).get().state();
    assertEquals(Phase.REVEAL_TARGET, t.phase());
    assertLegal(t, new AssignWound(p(1), p(2)));
    assertEquals(HashSet.of(new AssignWound(p(1), p(1))), choices(t, p(1)));
  }

  @Test
  @DisplayName("HQ-R35 HQ-R22 the Healing Potion takes a skull token off the most wounded hero")
  void potionOnTheMostWounded() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).roundLosses(2).skulls(p(1), 1)
        .skulls(p(2), 2).wounds(p(2), "W03").hand(p(1), "B01", "T05").deck(10).build();
    assertLegal(s, new PlayCard(p(1), "T05"));
    assertEquals(HashSet.of(new PlayPotion(p(1), "B01", p(2), HeroQuestAction.PERMANENT)), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R35 the Healing Potion is kept while no hero needs it (one token): a threat is played instead")
  void potionKept() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).roundLosses(1).skulls(p(2), 1)
        .hand(p(1), "B01", "T05").deck(10).build();
    assertLegal(s, new PlayPotion(p(1), "B01", p(2), HeroQuestAction.PERMANENT));
    assertEquals(HashSet.of(new PlayCard(p(1), "T05")), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R16 HQ-R27 attacks the threat that would hurt most: a symbol already showing twice")
  void attacksTheWorstThreat() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION)
        .floor("T05", "T01", "T02").deck(10).build();
    assertLegal(s, new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR));
    Set<HeroQuestAction> chosen = choices(s, p(1));
    assertTrue(chosen.forAll(a -> a instanceof Attack at && at.symbol() == Symbol.ORC), chosen.toString());
  }

  @Test
  @DisplayName("HQ-R24 HQ-R27 never passes while an attack can succeed")
  void neverPassesWithAnAttack() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(2), Phase.ACTION)
        .floor("T05").deck(10).build();
    assertLegal(s, new Pass(p(2)));
    assertEquals(HashSet.of(new Attack(p(2), "T05", Symbol.CHAOS_WARRIOR)), choices(s, p(2)));
  }

  @Test
  @DisplayName("HQ-R27 HQ-R38 never attacks what it cannot beat (Fear: one die against two skulls); heals the Fear instead")
  void neverAHopelessAttack() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(2), Phase.ACTION)
        .wounds(p(2), "W07").floor("T05").deck(10).build();
    assertLegal(s, new Attack(p(2), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(HashSet.of(new Heal(p(2), "W07")), choices(s, p(2)));
  }

  @Test
  @DisplayName("HQ-R28 HQ-R21 a hero at 3 wounds heals its wound card before attacking")
  void healsWhenUrgent() {
    HeroQuestState s = HeroQuestPositions.heroes(DWARF, ELF).active(p(1), Phase.ACTION).roundLosses(2)
        .skulls(p(1), 2).wounds(p(1), "W05").floor("T05").deck(10).build();
    assertLegal(s, new Attack(p(1), "T05", Symbol.CHAOS_WARRIOR));
    assertEquals(HashSet.of(new Heal(p(1), "W05")), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R29 never wastes a chest on an empty floor: passes")
  void noSearchForNothing() {
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(1), Phase.ACTION).deck(10).build();
    assertLegal(s, new Search(p(1)));
    assertEquals(HashSet.of(new Pass(p(1))), choices(s, p(1)));
  }

  @Test
  @DisplayName("HQ-R29 searches when a chest is likely to sweep much: four cards, one symbol each")
  void searchesWhenItPays() {
    // the Wizard under Fear rolls one die on ATTACK (a half chance at best); two chests are left,
    // Orc or Undead, and either sweeps two cards of a symbol already showing twice
    HeroQuestState s = HeroQuestPositions.heroes(BARBARIAN, WIZARD).active(p(2), Phase.ACTION)
        .wounds(p(2), "W07").floor("T01", "T02", "T09", "T10").chests(2, Symbol.ORC, Symbol.UNDEAD)
        .deck(10).build();
    assertLegal(s, new Attack(p(2), "T09", Symbol.UNDEAD));
    assertEquals(HashSet.of(new Search(p(2))), choices(s, p(2)));
  }
}
