package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * The resolution stack (§4): runs automatic steps until a decision is awaited, resolves trivial
 * windows with their only option (§4.1), and ends the game (DG-R90, DG-R91).
 */
public final class Engine {
  private Engine() {}

  /** Runs the stack until a player must decide or the game is over. */
  public static void settle(Table t) {
    while (t.ending.isEmpty()) {
      t.refillStore();
      if (t.decksExhausted()) {
        GameEnd.end(t, "DECKS_EMPTY", "DG-R90");
        return;
      }
      Step s = t.top();
      Option<Integer> asked = awaited(t, s);
      if (asked.isEmpty()) {
        t.pop();
        run(t, s);
        continue;
      }
      if (trivialWindow(s)) {
        ArrayList<DgAction> legal = legal(t, s, asked.get());
        if (legal.size() == 1) {
          answer(t, s, legal.get(0));
          continue;
        }
      }
      return;
    }
  }

  /** DG-R92: the skulls of a victory pile ({@link GameEnd#score}). */
  public static int score(Iterable<String> pile) {
    return GameEnd.score(pile);
  }

  /** The seat a decision awaits, or {@link Seats#NOBODY} for a step that runs by itself. */
  static Option<Integer> awaited(Table t, Step s) {
    return awaited(t.puppeteer, s);
  }

  /** The seat a decision awaits given the puppeteer (DG-R136), or {@link Seats#NOBODY}. */
  static Option<Integer> awaited(Option<Integer> puppeteer, Step s) {
    return s.accept(AWAITED, puppeteer);
  }

  /**
   * Windows resolved by their default when it is the only option (§4.1, DECISION 27); the die
   * choice lists one die only for doubles (DG-R11).
   */
  private static final Class<?>[] TRIVIAL = {Fight.class, DamageReaction.class, BreakReaction.class, Pvp.class,
      ChooseDie.class};

  static boolean trivialWindow(Step s) {
    return among(s, TRIVIAL);
  }

  /** True when {@code s} is of one of {@code kinds} (a scan of a few classes: cheaper than a hash set here). */
  private static boolean among(Step s, Class<?>[] kinds) {
    Class<?> k = s.getClass();
    for (Class<?> c : kinds) {
      if (c == k) {
        return true;
      }
    }
    return false;
  }

  /** DG-R70: the windows where Warm Potion may not be drunk. */
  private static final Class<?>[] NO_POTION = {Draft.class, Offer.class, StealPick.class, ShrineChoice.class,
      GainCapacity.class, BreakReaction.class};

  static boolean potionAllowed(Step s) {
    return !among(s, NO_POTION);
  }

  /** An answer to the decision on top of the stack. */
  record Answer(Table t, DgAction a) {}

  /** The decision {@code s} asks for: its options and its membership test. */
  @SuppressWarnings("unchecked")
  static Decision<Step> decision(Step s) {
    // each chapter's visitor gives the decision of this very kind of step
    return (Decision<Step>) s.accept(DECISIONS, null);
  }

  /** Every legal action of the decision {@code s}, awaiting seat {@code who} (§4.6), in a stable order. */
  static ArrayList<DgAction> legal(Table t, Step s, int who) {
    ArrayList<DgAction> out = new ArrayList<>(16);
    PlayerId me = t.ids[who];
    decision(s).options(t, s, me, out);
    if (potionOffered(t, s, who)) {
      out.add(new DgAction.UsePotion(me));
    }
    return out;
  }

  /** Whether {@link #legal} holds {@code a}, whose actor is the awaited seat {@code who}: asked of the decision itself. */
  static boolean allows(Table t, Step s, int who, DgAction a) {
    if (a instanceof DgAction.UsePotion) {
      return potionOffered(t, s, who);
    }
    return decision(s).allows(t, s, t.ids[who], a);
  }

  /** DG-R302, DG-R70: a Warm Potion may be drunk in any window but those of {@link #NO_POTION}. */
  private static boolean potionOffered(Table t, Step s, int who) {
    return potionAllowed(s) && t.carries(who, TownCard.Kind.WARM_POTION);
  }

  /** Applies a legal answer to the decision on top of the stack. */
  static void answer(Table t, Step s, DgAction a) {
    if (a instanceof DgAction.UsePotion) {
      int who = awaited(t, s).get(); // the potion is drunk by the seat asked
      Item potion = t.firstItem(who, TownCard.Kind.WARM_POTION);
      t.discardItem(who, potion, "USED", "DG-R302");
      t.heal(who, 2, "DG-R302");
      return;
    }
    s.accept(ANSWER, new Answer(t, a));
  }

  static void run(Table t, Step s) {
    s.accept(RUN, t);
  }

  // The one place where each chapter of the rules is found for a step.

  private static final Chapters<Option<Integer>, Option<Integer>> AWAITED = new Chapters<>() {
    @Override
    public Option<Integer> turn(TurnStep s, Option<Integer> puppeteer) {
      return s.accept(TurnRules.AWAITED, puppeteer);
    }

    @Override
    public Option<Integer> move(MoveStep s, Option<Integer> puppeteer) {
      return s.accept(MoveRules.AWAITED, puppeteer);
    }

    @Override
    public Option<Integer> fight(FightStep s, Option<Integer> puppeteer) {
      return s.accept(FightRules.AWAITED, puppeteer);
    }

    @Override
    public Option<Integer> pvp(Pvp s, Option<Integer> puppeteer) {
      return PvpRules.pvpAwaited(s);
    }

    @Override
    public Option<Integer> act(SquareAct s, Option<Integer> puppeteer) {
      return Seats.NOBODY;
    }

    @Override
    public Option<Integer> choice(SquareChoice s, Option<Integer> puppeteer) {
      return Seats.of(squareChoice(s).seat(s));
    }
  };

  private static final Chapters<Table, Void> RUN = new Chapters<>() {
    @Override
    public Void turn(TurnStep s, Table t) {
      return s.accept(TurnRules.RUN, t);
    }

    @Override
    public Void move(MoveStep s, Table t) {
      return s.accept(MoveRules.RUN, t);
    }

    @Override
    public Void fight(FightStep s, Table t) {
      return s.accept(FightRules.RUN, t);
    }

    @Override
    public Void pvp(Pvp s, Table t) {
      PvpRules.pvpAuto(t, s);
      return null;
    }

    @Override
    public Void act(SquareAct s, Table t) {
      s.accept(new SquareActRun(t));
      return null;
    }

    @Override
    public Void choice(SquareChoice s, Table t) {
      return Decision.notRun(s);
    }
  };

  private static final Chapters<Void, Decision<?>> DECISIONS = new Chapters<>() {
    @Override
    public Decision<?> turn(TurnStep s, Void v) {
      return s.accept(TurnRules.DECISIONS, v);
    }

    @Override
    public Decision<?> move(MoveStep s, Void v) {
      return s.accept(MoveRules.DECISIONS, v);
    }

    @Override
    public Decision<?> fight(FightStep s, Void v) {
      return s.accept(FightRules.DECISIONS, v);
    }

    @Override
    public Decision<?> pvp(Pvp s, Void v) {
      return PvpRules.PVP;
    }

    @Override
    public Decision<?> act(SquareAct s, Void v) {
      return Decision.NONE; // runs by itself: no choices
    }

    @Override
    public Decision<?> choice(SquareChoice s, Void v) {
      return squareChoice(s);
    }
  };

  private static final Chapters<Answer, Void> ANSWER = new Chapters<>() {
    @Override
    public Void turn(TurnStep s, Answer x) {
      return s.accept(TurnRules.ANSWER, x);
    }

    @Override
    public Void move(MoveStep s, Answer x) {
      return s.accept(MoveRules.ANSWER, x);
    }

    @Override
    public Void fight(FightStep s, Answer x) {
      return s.accept(FightRules.ANSWER, x);
    }

    @Override
    public Void pvp(Pvp s, Answer x) {
      PvpRules.pvpAnswer(x.t(), s, x.a());
      return null;
    }

    @Override
    public Void act(SquareAct s, Answer x) {
      throw new IllegalStateException("a step that runs by itself is not answered: " + s);
    }

    @Override
    public Void choice(SquareChoice s, Answer x) {
      squareChoice(s).answer(x.t(), s, x.a());
      return null;
    }
  };

  // Squares and cards (§6) raise many kinds of steps; each is found in the room of its rule.

  /** The rules of a square or card decision: who it asks, its options, what each answer does. */
  @SuppressWarnings("unchecked")
  static Decision.Choice<Step> squareChoice(SquareChoice s) {
    SquareChoiceOf of = new SquareChoiceOf();
    s.accept(of);
    return (Decision.Choice<Step>) of.choice;
  }

  /** Each square or card decision's room. */
  private static final class SquareChoiceOf implements SquareChoices {
    Decision.Choice<?> choice;

    @Override
    public void pickCard(PickCard x) {
      choice = Drawing.PICK_CARD;
    }

    @Override
    public void junkPick(JunkPick x) {
      choice = BoardSquares.JUNK_PICK;
    }

    @Override
    public void rapidsChoice(RapidsChoice x) {
      choice = BoardSquares.RAPIDS_CHOICE;
    }

    @Override
    public void outskirtsChoice(OutskirtsChoice x) {
      choice = BoardSquares.OUTSKIRTS_CHOICE;
    }

    @Override
    public void interrogateChoice(InterrogateChoice x) {
      choice = BoardSquares.INTERROGATE_CHOICE;
    }

    @Override
    public void mirrorTarget(MirrorTarget x) {
      choice = BoardSquares.MIRROR_TARGET;
    }

    @Override
    public void cemeteryTarget(CemeteryTarget x) {
      choice = BoardSquares.CEMETERY_TARGET;
    }

    @Override
    public void wandererTarget(WandererTarget x) {
      choice = EncounterCards.WANDERER_TARGET;
    }

    @Override
    public void shrineChoice(ShrineChoice x) {
      choice = EncounterCards.SHRINE_CHOICE;
    }

    @Override
    public void townWindow(TownWindow x) {
      choice = TownRules.TOWN_WINDOW;
    }

    @Override
    public void gainCapacity(GainCapacity x) {
      choice = TownRules.GAIN_CAPACITY;
    }

    @Override
    public void stealPick(StealPick x) {
      choice = EncounterCards.STEAL_PICK;
    }

    @Override
    public void ghoulPick(GhoulPick x) {
      choice = EncounterCards.GHOUL_PICK;
    }

    @Override
    public void dryadPick(DryadPick x) {
      choice = EncounterCards.DRYAD_PICK;
    }

    @Override
    public void sereneVolunteer(SereneVolunteer x) {
      choice = EncounterCards.SERENE_VOLUNTEER;
    }
  }

  /** Each square or card step that runs by itself, run by its room. */
  private static final class SquareActRun implements SquareActs {
    private final Table t;

    SquareActRun(Table t) {
      this.t = t;
    }

    @Override
    public void resolveSquare(ResolveSquare r) {
      BoardSquares.resolve(t, r.p(), r.square());
    }

    @Override
    public void draw(Draw d) {
      Drawing.draw(t, d);
    }

    @Override
    public void resolveCard(ResolveCard r) {
      EncounterCards.resolve(t, r.p(), r.card());
    }

    @Override
    public void bankCard(BankCard b) {
      Drawing.bank(t, b);
    }

    @Override
    public void damage(Damage d) {
      t.damage(d.p(), d.amount(), d.rule()); // DG-R50: a square's or a lost fight's damage
    }

    @Override
    public void flipDirection(FlipDirection f) {
      BoardSquares.flip(t, f);
    }

    @Override
    public void takeLimbo(TakeLimbo l) {
      BoardSquares.takeLimbo(t, l);
    }

    @Override
    public void townVisit(TownVisit v) {
      TownRules.visit(t, v);
    }

    @Override
    public void gainTown(GainTown g) {
      TownRules.gainTop(t, g);
    }

    @Override
    public void runesRoll(RunesRoll r) {
      EncounterCards.runes(t, r);
    }
  }
}
