package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;

/**
 * What a decision asks, for people: the rule that lists its choices and a line in the game's
 * words. Found for each kind of step through the same visitors as the rules (no {@code instanceof}
 * chain), so a new decision without words does not compile. Used by rejections ({@link Explain})
 * and the screens ({@link Words}).
 */
record Asked(String rule, String words) {

  /** What the step on top of {@code s}'s stack asks; a step that runs by itself asks nothing. */
  static Asked of(DgState s, Step top) {
    return top.accept(CHAPTERS, s);
  }

  private static final Asked NOTHING = new Asked("DG-R10", "decide");

  private static Asked nothing(Step s) {
    return NOTHING;
  }

  private static final Chapters<DgState, Asked> CHAPTERS = new Chapters<>() {
    @Override
    public Asked turn(TurnStep t, DgState s) {
      return t.accept(TURN, s);
    }

    @Override
    public Asked move(MoveStep m, DgState s) {
      return m.accept(MOVE, s);
    }

    @Override
    public Asked fight(FightStep f, DgState s) {
      return f.accept(FIGHT, s);
    }

    @Override
    public Asked pvp(Pvp v, DgState s) {
      return new Asked("DG-R30", "duel of " + s.player(v.x()).id() + " and " + s.player(v.y()).id() + ", round "
          + v.round() + (v.dx().isEmpty() ? "" : ", dice " + v.dx().mkString(" and ") + " against "
          + v.dy().mkString(" and ")));
    }

    @Override
    public Asked act(SquareAct a, DgState s) {
      return NOTHING;
    }

    @Override
    public Asked choice(SquareChoice c, DgState s) {
      Squares v = new Squares(s);
      c.accept(v);
      return v.asked;
    }
  };

  private static final TurnSteps<DgState, Asked> TURN = new TurnSteps<>() {
    @Override
    public Asked turnStart(TurnStart x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked turnEnd(TurnEnd x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked preRoll(PreRoll x, DgState s) {
      return new Asked("DG-R10", "roll, or cast a scroll");
    }

    @Override
    public Asked chooseDie(ChooseDie x, DgState s) {
      return new Asked("DG-R11", "choose the die to move by: " + x.first() + " or " + x.second());
    }

    @Override
    public Asked teleportDest(TeleportDest x, DgState s) {
      return new Asked("DG-R310", "the " + TownCard.Kind.SCROLL_TELEPORT.title + ": choose where to teleport");
    }

    @Override
    public Asked succubusChoice(SuccubusChoice x, DgState s) {
      return new Asked("DG-R222", "fight the bound Succubus or surrender");
    }

    @Override
    public Asked swampChoice(SwampChoice x, DgState s) {
      return new Asked("DG-R106", "stuck in the Swamp: take 1 damage or try for doubles");
    }
  };

  private static final MoveSteps<DgState, Asked> MOVE = new MoveSteps<>() {
    @Override
    public Asked move(Move m, DgState s) {
      return m.stage() == MoveStage.BRANCH
          ? new Asked("DG-R14", "stay on the ring or cross the bridge (" + m.left() + " steps left)")
          : new Asked("DG-R15", "stop in Town or go on (" + m.left() + " steps left)");
    }

    @Override
    public Asked forcedMove(ForcedMove x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked relocate(Relocate x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked encounter(Encounter e, DgState s) {
      return new Asked("DG-R21", (e.bTurn() ? s.player(e.b()).id() + ", met by " + s.player(e.a()).id()
          : s.player(e.a()).id() + " meets " + s.player(e.b()).id())
          + ": fight, offer a trade if either has something to trade, or let it pass");
    }

    @Override
    public Asked draft(Draft d, DgState s) {
      return new Asked("DG-R22a", "building a trade offer: " + Words.offer(d));
    }

    @Override
    public Asked offer(Offer o, DgState s) {
      return new Asked("DG-R23", "answer the offer: " + Words.offer(o.draft()));
    }
  };

  private static final FightSteps<DgState, Asked> FIGHT = new FightSteps<>() {
    @Override
    public Asked fight(Fight f, DgState s) {
      return f.stage() == FightStage.PRE ? new Asked("DG-R41", "about to fight " + Words.cardFacts(f.card()))
          : new Asked("DG-R42", "rolled " + f.dice().mkString(" and ") + " against " + Words.cardFacts(f.card()));
    }

    @Override
    public Asked damageReaction(DamageReaction d, DgState s) {
      return new Asked("DG-R43", "about to take " + d.damage() + " damage from " + Words.card(d.fight().card()));
    }

    @Override
    public Asked loss(Loss x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked won(Won x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked breakRoll(BreakRoll x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked breakReaction(BreakReaction b, DgState s) {
      return new Asked("DG-R305", b.item().title() + " is breaking");
    }

    @Override
    public Asked thirstyHeal(ThirstyHeal x, DgState s) {
      return nothing(x);
    }

    @Override
    public Asked returnCard(ReturnCard x, DgState s) {
      return nothing(x);
    }
  };

  /** The square decisions (a void visitor, as {@code Engine} uses for them): the answer is left in {@link #asked}. */
  private static final class Squares implements SquareChoices {
    private final DgState s;
    Asked asked;

    Squares(DgState s) {
      this.s = s;
    }

    /** The square seat {@code p} stands on, which asks: {@code "the Pentacle (I03)"}. */
    private String squareOf(int p) {
      int sq = s.player(p).square();
      return "the " + Board.name(sq) + " (" + Board.id(sq) + ")";
    }

    /** The card whose loss effect asks, when it is the one card in play: {@code "Clever Slime (L1-4): "}. */
    private String lostTo() {
      return s.inPlay().size() == 1 ? Words.card(s.inPlay().head()) + ": " : "";
    }

    @Override
    public void pickCard(PickCard p) {
      StringBuilder b = new StringBuilder(squareOf(p.p()) + ": pick a card for " + s.player(p.p()).id() + ":");
      for (String c : p.cards()) {
        b.append("\n  ").append(Words.cardFacts(c));
      }
      asked = new Asked(p.picker() == p.p() ? "DG-R32" : "DG-R94", b.toString());
    }

    @Override
    public void junkPick(JunkPick j) {
      StringBuilder b = new StringBuilder(squareOf(j.p()) + ": pick an item for " + s.player(j.p()).id() + ":");
      for (Item it : j.items()) {
        b.append(' ').append(it.title());
      }
      asked = new Asked("DG-R118", b.toString());
    }

    @Override
    public void rapidsChoice(RapidsChoice x) {
      asked = new Asked("DG-R101", "the Rapids: take 1 damage to be swept forward 2D6, or stay");
    }

    @Override
    public void outskirtsChoice(OutskirtsChoice x) {
      asked = new Asked("DG-R127", "the Outskirts: pay 1 coin to go to Town, or stay");
    }

    @Override
    public void interrogateChoice(InterrogateChoice x) {
      asked = new Asked("DG-R130", "Interrogation: cash in a victory card for its skulls in coins, or decline");
    }

    @Override
    public void mirrorTarget(MirrorTarget x) {
      asked = new Asked("DG-R116", "the Mirror: choose a player to swap places with");
    }

    @Override
    public void cemeteryTarget(CemeteryTarget x) {
      asked = new Asked("DG-R132", "the Cemetery: choose a monster from an opponent's victory pile to fight");
    }

    @Override
    public void wandererTarget(WandererTarget x) {
      asked = new Asked("DG-R219", "the Lost Wanderer: choose a player to duel");
    }

    @Override
    public void shrineChoice(ShrineChoice x) {
      asked = new Asked("DG-R216", "the Shrine: sacrifice an item or take 3 damage");
    }

    @Override
    public void townWindow(TownWindow x) {
      asked = new Asked("DG-R57", "shop in the Town");
    }

    @Override
    public void gainCapacity(GainCapacity g) {
      asked = new Asked("DG-R59", "a 4th item, " + g.item().title() + ": discard one or refuse it");
    }

    @Override
    public void stealPick(StealPick x) {
      asked = x.slime() ? new Asked("DG-R211", lostTo() + "choose an item to discard")
          : new Asked("DG-R204", lostTo() + "choose an item to give up");
    }

    @Override
    public void ghoulPick(GhoulPick x) {
      asked = new Asked("DG-R95", "the Satisfied Ghoul: choose a victory card to give back");
    }

    @Override
    public void dryadPick(DryadPick d) {
      asked = new Asked("DG-R227", lostTo() + s.player(d.loser()).id() + " lost: choose one of "
          + s.player(d.loser()).id() + "'s victory cards to send back");
    }

    @Override
    public void sereneVolunteer(SereneVolunteer v) {
      asked = new Asked("DG-R223", "the Serene Way: take 1 damage to send it back, or decline");
    }
  }
}
