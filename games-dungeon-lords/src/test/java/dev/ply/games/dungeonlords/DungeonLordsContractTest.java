package dev.ply.games.dungeonlords;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.GameEvent;
import dev.ply.games.dungeonlords.state.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.ply.core.testkit.GameContractTest;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.*;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Secret;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;

/**
 * The core test kit with the spec's invariants (§9) for 2, 3 and 4 players: playouts, determinism,
 * the log round trip, no-leak views (other trap hands, decks, face-down cards, secret choices,
 * §8), determinize and fuzzing.
 */
class DungeonLordsContractTest extends GameContractTest<DungeonLordsState, DungeonLordsAction> {
  private final DungeonLordsGame game = new DungeonLordsGame();

  @Override
  protected Game<DungeonLordsState, DungeonLordsAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 1), Setup.of(3, 2), Setup.of(4, 3));
  }

  @Override
  protected int playouts() {
    return 8;
  }

  @Override
  protected void checkInvariants(DungeonLordsState s) {
    Invariants.check(s);
  }

  /**
   * Narrowed for one kind of step only. A lord who has chosen his battle tile may commit his plan
   * (CONFIRM, or an addition after which nothing more fits: DL-R75b), and a committed plan's number
   * of traps and its monsters/ghosts are public until the reveal (DL-R75, spec §8), as is the fact
   * that he has decided. So such a step is not wholly secret: CONFIRM and the last ADD_MONSTER
   * rightly look different to the others. The draft itself and the tile and trap identities stay
   * secret; {@link #planStepsRevealOnlyWhatDlR75MakesPublic} checks exactly that for these steps.
   * Every other simultaneous choice (unavailable order, orders, non-player order, returned order,
   * the tile, a release) keeps the kit's full check.
   */
  @Override
  protected boolean actionHiddenFrom(DungeonLordsState before, DungeonLordsAction action, PlayerId viewer) {
    return super.actionHiddenFrom(before, action, viewer) && !afterTileChosen(before, action);
  }

  private static boolean afterTileChosen(DungeonLordsState s, DungeonLordsAction a) {
    return s.phase() == Phase.PLANNING && s.drafts().get(a.actor()).exists(d -> d.tile().isDefined());
  }

  @Test
  @DisplayName("DL-R75 a planning step after the tile tells the others only whether the plan is committed, "
      + "how many traps and which monsters")
  void planStepsRevealOnlyWhatDlR75MakesPublic() {
    int checked = 0;
    for (var p : randomPlayouts()) {
      for (int i = 0; i < p.actions().size(); i++) {
        DungeonLordsState s = p.states().get(i);
        DungeonLordsAction a = p.actions().get(i);
        if (!afterTileChosen(s, a) || game.awaiting(s).size() < 2) {
          continue;
        }
        var alternatives = game.legalActions(s, a.actor()).toVector()
            .map(o -> game.apply(s, o).get());
        for (PlayerId viewer : p.setup().players().append(PlayerId.SPECTATOR)) {
          if (viewer.equals(a.actor())) {
            continue;
          }
          for (var t : alternatives) {
            for (var u : alternatives) {
              if (publicPart(t.state(), a.actor()).equals(publicPart(u.state(), a.actor()))) {
                checked++;
                assertEquals(game.view(t.state(), viewer), game.view(u.state(), viewer),
                    "DL-R75: " + viewer + " tells two plans apart that show the same count and monsters, at " + p.where(i + 1));
                assertEquals(visible(t.events(), viewer), visible(u.events(), viewer),
                    "DL-R75: the events " + viewer + " receives tell two such plans apart, at " + p.where(i + 1));
              }
            }
          }
        }
      }
    }
    assertTrue(checked > 0, "the playouts reached no planning step after a tile was chosen");
  }

  /** What DL-R75 lets the others know of a lord's plan: committed or not, how many traps, which monsters. */
  private static Option<Tuple2<Integer, Vector<String>>> publicPart(DungeonLordsState s, PlayerId actor) {
    return s.window().get().choiceOf(actor).map(c -> Tuple.of(c.traps().size(), c.monsters()));
  }

  private static Vector<GameEvent> visible(Seq<GameEvent> events, PlayerId viewer) {
    return Vector.ofAll(events).filter(e -> e.visibility().visibleTo(viewer));
  }

  @Override
  protected Seq<DungeonLordsAction> arbitraryActions(DungeonLordsState s, PlayerId player, Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(s.players().size()));
    Order o = Order.values()[dice.nextInt(8)];
    Square sq = Square.of(dice.nextInt(7) - 1, dice.nextInt(6) - 1);
    String monster = Monsters.ALL.get(dice.nextInt(24));
    String trap = Trap.values()[dice.nextInt(9)].name();
    Vector<DungeonLordsAction> random = Vector.of(
        new KeepOrder(player, o), new PickOrder(player, o), new PickOrder(other, o), new PickNonPlayerOrder(player, o),
        new Confirm(player), new Confirm(PlayerId.SPECTATOR), new Execute(player), new Decline(other),
        new Spy(player, dice.nextInt(6)), new Dig(player, sq), new Dig(player, null), new StopDigging(player),
        new Mine(player, dice.nextInt(7) - 1), new DiscardTrap(player, trap), new Hire(player, monster, ""),
        new Hire(player, "NOPE-1a", ""), new Build(player, "MINT", sq), new Build(player, "NOT_A_ROOM", sq),
        new Activate(player, sq, dice.nextInt(3), sq), new Done(player), new ReturnOrder(player, o),
        new PayMonster(player, monster, ""), new LetGo(player, monster), new Pay(player, dice.nextInt(5) - 1),
        new ChooseTile(player, sq), new AddTrap(player, trap), new AddMonster(player, monster),
        new Release(player, "W1a"), new FirstTrap(player, trap), new TrapTarget(player, dice.nextInt(6) - 1),
        new SpellChoice(player, "evil"), new AttackWith(player, monster, dice.nextInt(3), dice.nextInt(5), 0),
        new Execute(null));
    return random.appendAll(nearMisses(s, player, dice));
  }

  /**
   * Actions one field away from listed ones (another order, a neighbouring square, one worker,
   * troll, position or gold more or less, another trap or monster), and on every tile of the
   * lord a tile choice, a dig, a build and an activation: the near misses that a step's direct
   * {@code allows} (Secrets.Choice, Actions.Space, Production.TURN, Events.Step) must refuse
   * exactly when its options lack them, so the kit's fuzz test checks each against the list.
   */
  private static Vector<DungeonLordsAction> nearMisses(DungeonLordsState s, PlayerId p, Dice dice) {
    int seat = s.seatOf(p);
    if (seat < 0) {
      return Vector.empty();
    }
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    Vector<DungeonLordsAction> listed = Vector.ofAll(new DungeonLordsGame().legalActions(s, p));
    for (int i = 0; i < Math.min(12, listed.size()); i++) {
      DungeonLordsAction a = listed.get(listed.size() <= 12 ? i : dice.nextInt(listed.size()));
      Order o = Order.values()[dice.nextInt(8)];
      Square sq = near(a, dice);
      int d = dice.nextInt(2) == 0 ? 1 : -1;
      String trap = Trap.values()[dice.nextInt(9)].name();
      if (a instanceof KeepOrder) {
        out.add(new KeepOrder(p, o));
      } else if (a instanceof PickOrder) {
        out.add(new PickOrder(p, o));
        out.add(new PickNonPlayerOrder(p, o));
      } else if (a instanceof PickNonPlayerOrder) {
        out.add(new PickNonPlayerOrder(p, o));
        out.add(new PickOrder(p, o));
      } else if (a instanceof ReturnOrder) {
        out.add(new ReturnOrder(p, o));
      } else if (a instanceof Dig) {
        out.add(new Dig(p, sq));
      } else if (a instanceof Spy x) {
        out.add(new Spy(p, x.position() + d));
      } else if (a instanceof DiscardTrap) {
        out.add(new DiscardTrap(p, trap));
      } else if (a instanceof Mine x) {
        out.add(new Mine(p, x.workers() + d));
      } else if (a instanceof Build x) {
        out.add(new Build(p, x.room(), sq));
        out.add(new Build(p, s.roomOffer().isEmpty() ? "MINT" : s.roomOffer().get(dice.nextInt(s.roomOffer().size())), x.square()));
      } else if (a instanceof Activate x) {
        out.add(new Activate(p, x.room(), x.trolls() + d, x.dig()));
        out.add(new Activate(p, x.room(), x.trolls(), sq));
        out.add(new Activate(p, sq, x.trolls(), sq));
      } else if (a instanceof Pay x) {
        out.add(new Pay(p, x.amount() + d));
      } else if (a instanceof LetGo || a instanceof PayMonster) {
        Lord l = s.lord(seat);
        out.add(new LetGo(p, l.lair().isEmpty() ? "GOBLIN-1a" : l.lair().get(dice.nextInt(l.lair().size())).tile()));
      } else if (a instanceof ChooseTile) {
        out.add(new ChooseTile(p, sq));
      }
    }
    for (var t : s.lord(seat).tiles()) {
      Square sq = t.square();
      Square next = Square.of(sq.c() + dice.nextInt(3) - 1, sq.r() + dice.nextInt(3) - 1);
      out.add(new ChooseTile(p, sq));
      out.add(new Dig(p, next));
      out.add(new Activate(p, sq, dice.nextInt(3), sq));
      out.add(new Activate(p, sq, dice.nextInt(3), next));
      for (String room : s.roomOffer()) {
        out.add(new Build(p, room, sq));
      }
    }
    return Vector.ofAll(out);
  }

  /** A square next to (or on) the action's square, possibly outside the grid. */
  private static Square near(DungeonLordsAction a, Dice dice) {
    Square sq = a instanceof Dig x ? x.square() : a instanceof Build x ? x.square()
        : a instanceof Activate x ? x.dig() : a instanceof ChooseTile x ? x.square() : Square.of(2, 0);
    return Square.of(sq.c() + dice.nextInt(3) - 1, sq.r() + dice.nextInt(3) - 1);
  }

  /**
   * As {@link #hiddenVariants} but with the face-down combat cards and combat decks kept: one step
   * may reveal this round's combat card to everyone (DL-R77) and, when the year ends in the same
   * step, put the cards back into the year's deck face down (Season.yearEnd), so the view after
   * no longer shows what the event legitimately told.
   */
  @Override
  protected Seq<DungeonLordsState> eventVariants(DungeonLordsState s, PlayerId viewer, Dice dice) {
    return hiddenVariants(s, viewer, dice).map(v -> (DungeonLordsState) ImmutableDungeonLordsState.copyOf(v)
        .withCombatCards(s.combatCards()).withCombatDecks(s.combatDecks()));
  }

  /**
   * Decks reshuffled, other players' trap hands swapped with the trap deck, face-down combat
   * cards, event tiles and special events changed, other players' drafts dropped, another random
   * source: everything the viewer may not see.
   */
  @Override
  protected Seq<DungeonLordsState> hiddenVariants(DungeonLordsState s, PlayerId viewer, Dice dice) {
    int me = s.seatOf(viewer);
    Vector<String> pool = s.trapDeck();
    for (int seat = 0; seat < s.players().size(); seat++) {
      if (seat != me) {
        pool = pool.appendAll(s.lord(seat).traps());
      }
    }
    pool = dice.shuffle(pool);
    Vector<Lord> lords = Vector.empty();
    for (int seat = 0; seat < s.players().size(); seat++) {
      Lord l = s.lord(seat);
      if (seat != me) {
        lords = lords.append(ImmutableLord.copyOf(l).withTraps(pool.take(l.traps().size())));
        pool = pool.drop(l.traps().size());
      } else {
        lords = lords.append(l);
      }
    }
    ImmutableDungeonLordsState v = ImmutableDungeonLordsState.copyOf(s).withLords(lords).withTrapDeck(pool)
        .withMonsterDecks(s.monsterDecks().map(dice::shuffle)).withRoomDecks(s.roomDecks().map(dice::shuffle))
        .withAdventurerDecks(s.adventurerDecks().map(dice::shuffle)).withRandom(RandomSource.seeded(dice.nextInt(1 << 20)));
    // face-down combat cards of this year swap with the undealt ones
    Vector<String> cards = s.combatCards();
    int y = s.year() - 1;
    Vector<String> deck = s.combatDecks().get(y);
    for (int i = 0; i < cards.size(); i++) {
      boolean seen = i < s.combatRevealed() || (me >= 0 && s.lord(me).spied().contains(i + 1));
      if (!seen && !deck.isEmpty()) {
        int j = dice.nextInt(deck.size());
        String c = cards.get(i);
        cards = cards.update(i, deck.get(j));
        deck = deck.update(j, c);
      }
    }
    v = v.withCombatCards(cards).withCombatDecks(s.combatDecks().update(y, deck));
    // an unrevealed special event could be any unused one
    Vector<String> specials = s.specials();
    for (int i = 0; i < 2; i++) {
      boolean seen = i == 0 ? s.year() == 2 || s.specialRevealed() : s.year() == 2 && s.specialRevealed();
      if (!seen) {
        Vector<String> unused = Vector.of(SpecialEvent.values()).map(Enum::name).removeAll(specials);
        specials = specials.update(i, unused.get(dice.nextInt(unused.size())));
      }
    }
    v = v.withSpecials(specials);
    TreeMap<PlayerId, Secret> drafts = s.drafts().filterKeys(p -> p.equals(viewer));
    return Vector.of(v.withDrafts(drafts));
  }
}
