package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.flow.ResponseWindow;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.Terms;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The state machine of §4.2/§4.3: {@link #advance} runs automatic steps until a frame awaits a
 * player (MK-R100), skipping dead seats and the GLUE runner in windows (MK-R102b) and closing
 * windows after n passes in a row (MK-R102).
 */
final class Flow {
  private Flow() {}

  static void advance(Table t) {
    while (!t.s.over() && !t.s.frames().isEmpty()) {
      Frame top = t.top();
      if (top instanceof Frame.Window w) {
        ResponseWindow rw = w.window();
        if (rw.isClosed()) {
          t.pop();
          closed(t, w.kind());
          continue;
        }
        int seat = w.seat();
        boolean skip = !t.p(seat).alive() || (w.skip().isDefined() && w.skip().get() == seat)
            || (t.s.autoPass() && AutoPass.skips(t.s, w, seat));
        if (skip) {
          t.replaceTop(new Frame.Window(w.kind(), rw.pass(), w.skip()));
          continue;
        }
        return;
      }
      if (top instanceof Frame.Choose c && Choosing.options(t.s, c).isEmpty()) {
        t.pop(); // nothing left to choose (e.g. a looter after the corpse is empty)
        continue;
      }
      if (top instanceof Frame.Charity && t.p(t.s.turn()).hand().size() <= t.p(t.s.turn()).handLimit()) {
        t.pop(); // MK-R47: Charity lasts while the hand is over the limit, however it came down to it
        frameEnded(t);
        continue;
      }
      if (top instanceof Frame.Decision) {
        return;
      }
      t.pop();
      step(t, (Frame.Step) top);
    }
  }

  /** What closing a window does besides resuming the frame below (MK-R16 fresh marks, MK-R38 basket). */
  private static void closed(Table t, WindowKind kind) {
    frameEnded(t);
    if (kind.interlude()) {
      for (int i = 0; i < t.s.size(); i++) {
        t.put(i, t.p(i).withFresh(Vector.empty()));
      }
    }
  }

  /** The per-window caps (MK-R105: equip toggles, trade proposals, ClearSale) restart; the basket empties (MK-R38). */
  static void frameEnded(Table t) {
    t.s = t.s.withToggled(Vector.empty()).withSale(Vector.empty()).withSaleCleared(false);
    if (t.s.proposals().exists(n -> n != 0)) { // already all 0 on most calls: no new vector, no copy
      t.s = t.s.withProposals(Vector.fill(t.s.size(), 0));
    }
  }

  static Frame.Window window(Table t, WindowKind kind, int firstSeat, Option<Integer> skip) {
    return new Frame.Window(kind, ResponseWindow.open(t.s.players(), t.id(firstSeat)), skip);
  }

  private static void step(Table t, Frame.Step f) {
    if (f instanceof Frame.NextSetup n) {
      nextSetup(t, n.done());
    } else if (f instanceof Frame.Kick) {
      kick(t);
    } else if (f instanceof Frame.Evaluate) {
      Fighting.evaluate(t);
    } else if (f instanceof Frame.Victory) {
      Fighting.victory(t);
    } else if (f instanceof Frame.RewardDraws r) {
      Fighting.rewardDraws(t, r);
    } else if (f instanceof Frame.DraftNext d) {
      Fighting.draft(t, d);
    } else if (f instanceof Frame.EndOfCombat) {
      endOfCombat(t);
    } else if (f instanceof Frame.RunNext) {
      Running.next(t);
    } else if (f instanceof Frame.RunAttempt a) {
      Running.attempt(t, a);
    } else if (f instanceof Frame.AfterRoll a) {
      Running.afterRoll(t, a);
    } else if (f instanceof Frame.AfterEscape a) {
      Running.afterEscape(t, a);
    } else if (f instanceof Frame.AfterFail a) {
      Running.afterFail(t, a);
    } else if (f instanceof Frame.OpenEnd) {
      t.push(new Frame.CharityCheck());
      t.push(window(t, WindowKind.IW_END, t.s.turn(), Option.none()));
    } else if (f instanceof Frame.CharityCheck) {
      t.push(new Frame.EndTurn());
      if (t.s.turnPlayer().alive() && t.s.turnPlayer().hand().size() > t.s.turnPlayer().handLimit()) {
        t.push(new Frame.Charity(Vector.fill(t.s.size(), 0)));
      }
    } else if (f instanceof Frame.EndTurn) {
      endTurn(t);
    } else if (f instanceof Frame.ApplyCurse c) {
      applyCurse(t, c);
    } else if (f instanceof Frame.ApplyEffects e) {
      Effects.next(t, e);
    } else if (f instanceof Frame.LootNext l) {
      Death.lootNext(t, l);
    } else if (f instanceof Frame.BigCheck b) {
      bigCheck(t, b.seat());
    } else if (f instanceof Frame.Theft th) {
      Plays.theft(t, th);
    } else if (f instanceof Frame.TradeInDraw d) {
      for (int i = 0; i < d.draw(); i++) {
        t.draw(d.thief(), Deck.TREASURE, false, "MK-R61");
      }
    }
  }

  // ---- setup and turns -----------------------------------------------------------------

  /** §3 step 6: one pass of character creation around the table, then the first turn. */
  private static void nextSetup(Table t, int done) {
    if (done == t.s.size()) {
      beginTurn(t);
      return;
    }
    t.push(new Frame.NextSetup(done + 1));
    t.push(new Frame.SetupTurn((t.s.turn() + done) % t.s.size()));
  }

  /** TURN_START (T1–T3, MK-R40, MK-R83). */
  static void beginTurn(Table t) {
    t.s = t.s.withCombatThisTurn(false).withHalflingUsed(false).withToggled(Vector.empty()).withSale(Vector.empty());
    t.emit(new MunchkinEvent.TurnBegan(t.s.turnPlayer().id(), t.s.completedTurns() + 1));
    for (int i = 0; i < t.s.size(); i++) {
      if (!t.p(i).alive()) {
        t.put(i, t.p(i).withAlive(true).withNeedsRebirthDraw(true));
        t.emit(new MunchkinEvent.Revived(t.id(i)));
      }
    }
    int me = t.s.turn();
    if (t.p(me).needsRebirthDraw()) {
      t.put(me, t.p(me).withNeedsRebirthDraw(false));
      for (int i = 0; i < 4; i++) {
        t.draw(me, Deck.DOOR, false, "MK-R40");
      }
      for (int i = 0; i < 4; i++) {
        t.draw(me, Deck.TREASURE, false, "MK-R40");
      }
    }
    t.push(new Frame.Kick());
    t.push(window(t, WindowKind.IW_START, me, Option.none()));
  }

  /** MK-R43: kick open the door. */
  private static void kick(Table t) {
    int me = t.s.turn();
    PlayerState p = t.p(me);
    if (p.hasClass(dev.ply.games.munchkin.content.CharClass.CLERIC) && !p.hand().isEmpty()
        && !t.s.doorDiscard().isEmpty()) {
      t.push(new Frame.Choose(me, Purpose.RESURRECTION, me, Option.none(), 1)); // MK-R26 K1
      return;
    }
    reveal(t, t.takeTop(Deck.DOOR));
  }

  /** K2–K3 (MK-R43): the door card, from the deck or resurrected from the discard. */
  static void reveal(Table t, String card) {
    int me = t.s.turn();
    if (card == null) {
      t.push(new Frame.TroubleOrLoot());
      return;
    }
    Card c = Cards.card(card);
    t.emit(new MunchkinEvent.Revealed(t.id(me), card, "MK-R43"));
    if (c.isMonster()) {
      startCombat(t, card, true);
    } else if (c.kind() == Kind.CURSE) {
      t.push(new Frame.TroubleOrLoot());
      if (sandals(t.p(me))) {
        t.discard(card); // MK-R89
        t.emit(new MunchkinEvent.Discarded(t.id(me), card, "MK-R89"));
      } else {
        strikeWithCurse(t, me, card);
      }
    } else if (c.kind() == Kind.DIVINE_INTERVENTION) {
      t.discard(card);
      t.divineIntervention();
      t.push(new Frame.TroubleOrLoot());
    } else {
      t.give(me, card);
      t.push(new Frame.TroubleOrLoot());
    }
  }

  private static boolean sandals(PlayerState p) {
    for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
      String id = p.equipped().get(idAt);
      for (Effect e : Cards.card(id).effects()) {
        if (e instanceof Effect.StandingRule r && r.rule().equals("MK-R89") && Items.usable(p, Cards.card(id))) {
          return true;
        }
      }
    }
    return false;
  }

  /** MK-R85: the curse waits in the resolving slot while CURSE_RESPONSE is open. */
  static void strikeWithCurse(Table t, int victim, String card) {
    t.s = t.s.withResolving(t.s.resolving().append(card));
    t.push(new Frame.ApplyCurse(victim, card));
    t.push(window(t, WindowKind.CURSE_RESPONSE, victim, Option.none()));
  }

  /** MK-R86: the curse takes effect; persistent ones stay in the victim's play area. */
  private static void applyCurse(Table t, Frame.ApplyCurse f) {
    t.s = t.s.withResolving(t.s.resolving().remove(f.card()));
    Card c = Cards.card(f.card());
    if (!t.p(f.victim()).alive()) {
      t.discard(f.card());
      return;
    }
    if (c.persistent()) {
      Option<Status> st = Curses.statusOf(c);
      PlayerState p = t.p(f.victim());
      if (st.isDefined() && p.has(st.get())) {
        t.discard(f.card()); // the status is already there: nothing more
      } else {
        t.put(f.victim(), p.withCurses(p.curses().append(f.card())));
      }
    } else {
      t.discard(f.card());
    }
    t.push(new Frame.ApplyEffects(f.victim(), c.effects(), f.card(), 0, false));
  }

  /** C1–C3: a combat starts (MK-R50); on-enter triggers (MK-R60, MK-R61). */
  static void startCombat(Table t, String monster, boolean kicked) {
    Vector<Integer> zeros = Vector.fill(t.s.size(), 0);
    Combat c = Combat.builder().fighter(t.s.turn()).terms(Terms.NONE).depth(t.s.frames().size())
        .monsters(Vector.of(MonsterEntry.entering(monster))).munchkinBonus(0).monsterBonus(0).fire(false)
        .kicked(kicked).helper(Option.none()).zone(Vector.empty()).resolved(Vector.empty()).asks(zeros).offers(zeros).berserks(zeros).turnings(zeros).flights(zeros).backstabs(Vector.empty())
        .doppleganger(false).transferred(false).running(false).build();
    t.s = t.s.withCombat(Option.of(c)).withCombatThisTurn(true);
    t.emit(new MunchkinEvent.CombatBegan(t.id(t.s.turn()), monster, "MK-R50"));
    t.push(new Frame.Evaluate());
    t.push(window(t, WindowKind.CW, t.s.turn(), Option.none()));
    Fighting.onEnter(t, 0);
  }

  /** MK-R33: while over the allowance, the owner picks one excess Big item to give away. */
  static void bigCheck(Table t, int seat) {
    PlayerState p = t.p(seat);
    if (Items.bigCount(p) > Items.bigAllowance(p)) {
      t.push(new Frame.BigCheck(seat));
      t.push(new Frame.Choose(seat, Purpose.GIVE_AWAY_BIG, seat, Option.none(), 1));
    }
  }

  /**
   * MK-R33: the item goes, carried, to the lowest-level living other player who could carry it
   * (the owner names one among tied players), or is discarded when nobody can.
   */
  static void giveAwayBig(Table t, int owner, String item) {
    Card c = Cards.card(item);
    int low = Integer.MAX_VALUE;
    Vector<Integer> tied = Vector.empty();
    for (int i = 0; i < t.s.size(); i++) {
      PlayerState q = t.p(i);
      if (i == owner || !q.alive() || !Items.mayEnterPlay(q, c)) {
        continue;
      }
      if (q.level() < low) {
        low = q.level();
        tied = Vector.of(i);
      } else if (q.level() == low) {
        tied = tied.append(i);
      }
    }
    if (tied.isEmpty()) {
      t.discardFrom(owner, item, "MK-R33");
    } else if (tied.size() == 1) {
      handOver(t, owner, tied.head(), item);
    } else {
      t.push(new Frame.BigRecipient(owner, item, tied));
    }
  }

  static void handOver(Table t, int owner, int to, String item) {
    t.takeAway(owner, item);
    t.put(to, t.p(to).withItems(t.p(to).items().append(item)));
    t.emit(new MunchkinEvent.Moved(t.id(owner), t.id(to), item, "MK-R33"));
  }

  /** The combat ends at once (MK-R102c, MK-R102d): its frames are popped; a pending curse is discarded. */
  static void endCombatNow(Table t, Frame.Step then) {
    while (t.s.frames().size() > t.combat().depth()) {
      Frame f = t.top();
      t.pop();
      if (f instanceof Frame.ApplyCurse c) {
        t.s = t.s.withResolving(t.s.resolving().remove(c.card()));
        t.discard(c.card());
      }
    }
    t.push(then);
  }

  /** END_OF_COMBAT: the pool goes to the fighter, the zone to the discards, next-combat statuses end (MK-R88). */
  static void endOfCombat(Table t) {
    Combat c = t.combat();
    if (!t.s.pool().isEmpty()) {
      int f = c.fighter();
      for (String card : t.s.pool()) {
        if (t.p(f).alive()) {
          t.give(f, card);
        } else {
          t.discard(card);
        }
      }
      t.s = t.s.withPool(Vector.empty()).withPoolFaceUp(false);
    }
    for (int mAt = 0; mAt < c.monsters().size(); mAt++) {
      MonsterEntry m = c.monsters().get(mAt);
      t.discard(m.card());
      for (String e : m.enhancers()) {
        t.discard(e);
      }
    }
    for (int zAt = 0; zAt < c.zone().size(); zAt++) {
      String z = c.zone().get(zAt);
      t.discard(z);
    }
    // MK-R46, MK-R61, MK-R66: every entry of a kicked combat befriended (not merely removed), or a Transferral
    boolean befriended = c.kicked() && c.monsters().forAll(m -> c.befriended().contains(m.card()));
    boolean loot = befriended || c.transferred();
    t.s = t.s.withCombat(Option.none());
    for (int seat : c.combatants()) {
      nextCombatStatusesEnd(t, seat);
    }
    t.push(new Frame.OpenEnd());
    if (loot && t.s.turnPlayer().alive()) {
      t.push(new Frame.Choose(t.s.turn(), Purpose.LOOT_THE_ROOM, t.s.turn(), Option.none(), 1)); // MK-R46
    }
  }

  /**
   * MK-R88: the "next combat" statuses of a combatant end, their cards discarded, at END_OF_COMBAT
   * or when the player leaves the combat (a helper removed by Gazebo, fighter and helper replaced
   * by a Transferral Potion).
   */
  static void nextCombatStatusesEnd(Table t, int seat) {
    t.endStatus(seat, Status.CHANGE_SEX_DISTRACTION);
    t.endStatus(seat, Status.MALIGN_MIRROR);
  }

  /** E3 (MK-R6). */
  private static void endTurn(Table t) {
    t.s = t.s.withCompletedTurns(t.s.completedTurns() + 1);
    if (t.s.completedTurns() >= t.s.maxTurns()) {
      int best = 0;
      for (PlayerState p : t.s.seats()) {
        best = Math.max(best, p.level());
      }
      Vector<PlayerId> top = Vector.empty();
      for (PlayerState p : t.s.seats()) {
        if (p.level() == best) {
          top = top.append(p.id());
        }
      }
      t.endGame(top, "MK-R6");
      return;
    }
    t.s = t.s.withTurn((t.s.turn() + 1) % t.s.size());
    Proposals.tidyRefusedTrades(t);
    beginTurn(t);
  }
}
