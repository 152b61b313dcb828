package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddMonster;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ChooseTile;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Confirm;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.KeepOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickNonPlayerOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Release;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ReturnOrder;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Committed;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The simultaneous secret choices (S1 DL-R4, P2b DL-R14/R14b, P5 DL-R39, C1 DL-R71..R75b) through
 * core's {@link CommitWindow}: a choice is built in the player's private draft, committed into the
 * window on its last step, and nothing is revealed until every awaited player has committed.
 */
final class Secrets {
  private Secrets() {}

  static Secret draft(DungeonLordsState s, PlayerId p) {
    return s.drafts().get(p).getOrElse(Secret.EMPTY);
  }

  /**
   * The four secret choices, each a {@link Decision} of the players the commit window still waits
   * for: what each may choose next in his draft, and whether an action is one of those.
   */
  enum Choice implements Decision {
    /** S1 (DL-R4): which of the drawn orders to keep. */
    UNAVAILABLE("DL-R4") {
      @Override
      Vector<DungeonLordsAction> options(DungeonLordsState s, int seat, Secret d) {
        PlayerId p = s.players().get(seat);
        return s.lord(seat).drawn().map(o -> (DungeonLordsAction) new KeepOrder(p, o));
      }

      @Override
      boolean allows(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a) {
        return a instanceof KeepOrder k && k.order() != null && s.lord(seat).drawn().contains(k.order());
      }
    },
    /** P2b (DL-R14, DL-R14b, DL-R43): three orders, the non-player lord's in a 2-player game, confirm. */
    ORDERS("DL-R14b") {
      @Override
      Vector<DungeonLordsAction> options(DungeonLordsState s, int seat, Secret d) {
        PlayerId p = s.players().get(seat);
        Lord l = s.lord(seat);
        java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
        switch (ordersStep(s, d)) {
          case PICK -> {
            for (Order o : l.hand()) {
              if (pickable(l, d, o)) {
                out.add(new PickOrder(p, o));
              }
            }
          }
          case NON_PLAYER -> {
            for (Order o : s.nonPlayers().get(seat).hand()) {
              out.add(new PickNonPlayerOrder(p, o));
            }
          }
          case CONFIRM -> out.add(new Confirm(p));
        }
        return Vector.ofAll(out);
      }

      @Override
      boolean allows(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a) {
        return switch (ordersStep(s, d)) {
          case PICK -> a instanceof PickOrder po && po.order() != null && pickable(s.lord(seat), d, po.order());
          case NON_PLAYER -> a instanceof PickNonPlayerOrder np && np.order() != null
              && s.nonPlayers().get(seat).hand().contains(np.order());
          case CONFIRM -> a instanceof Confirm;
        };
      }
    },
    /** P5 (DL-R39): which played order to take back. */
    RETURN("DL-R39") {
      @Override
      Vector<DungeonLordsAction> options(DungeonLordsState s, int seat, Secret d) {
        PlayerId p = s.players().get(seat);
        return Returning.eligible(s.lord(seat)).map(o -> (DungeonLordsAction) new ReturnOrder(p, o));
      }

      @Override
      boolean allows(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a) {
        return a instanceof ReturnOrder r && r.order() != null && Returning.returnable(s.lord(seat), r.order());
      }
    },
    /** C1 (DL-R71..R75b): the battle tile, then traps and monsters on it, or a release. */
    PLANNING("DL-R75b") {
      @Override
      Vector<DungeonLordsAction> options(DungeonLordsState s, int seat, Secret d) {
        return planning(s, seat, d);
      }

      @Override
      boolean allows(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a) {
        // the tile is listed only while none is chosen, one per nearest unconquered tile (none: releases only, DL-R73)
        if (a instanceof ChooseTile c) {
          return d.tile().isEmpty() && c.square() != null && Dungeon.battleTiles(s.lord(seat)).contains(c.square());
        }
        return options(s, seat, d).contains(a);
      }
    };

    private final String rule;

    Choice(String rule) {
      this.rule = rule;
    }

    /** What {@code seat} may choose next with draft {@code d}. */
    abstract Vector<DungeonLordsAction> options(DungeonLordsState s, int seat, Secret d);

    /** Whether {@code a} is one of {@link #options(DungeonLordsState, int, Secret)}. */
    abstract boolean allows(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a);

    @Override
    public String rule() {
      return rule;
    }

    @Override
    public Set<PlayerId> awaiting(DungeonLordsState s) {
      return LinkedHashSet.ofAll(s.window().get().waitingFor());
    }

    @Override
    public boolean awaits(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      return s.window().isDefined() && s.window().get().players().contains(p) && !s.window().get().hasCommitted(p);
    }

    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      return options(s, seat, draft(s, s.players().get(seat)));
    }

    @Override
    public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return allows(s, seat, draft(s, s.players().get(seat)), a);
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      Transition<DungeonLordsState> quick = quick(s, seat, a);
      return quick != null ? quick : Decision.run(s, x -> apply(x, seat, a));
    }
  }

  /** Where a player's order draft stands (DL-R14, DL-R43). */
  enum OrdersStep { PICK, NON_PLAYER, CONFIRM }

  static OrdersStep ordersStep(DungeonLordsState s, Secret d) {
    if (d.orders().size() < 3) {
      return OrdersStep.PICK;
    }
    return s.players().size() == 2 && d.nonPlayer().isEmpty() ? OrdersStep.NON_PLAYER : OrdersStep.CONFIRM;
  }

  /** DL-R14: an order in hand not yet picked. */
  private static boolean pickable(Lord l, Secret d, Order o) {
    return l.hand().contains(o) && !d.orders().contains(o);
  }

  /** DL-R71..R75b. */
  private static Vector<DungeonLordsAction> planning(DungeonLordsState s, int seat, Secret d) {
    PlayerId p = s.players().get(seat);
    Lord l = s.lord(seat);
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    Vector<Square> tiles = Dungeon.battleTiles(l);
    if (tiles.isEmpty()) { // DL-R73
      for (String prisoner : l.prison().distinct()) {
        out.add(new Release(p, prisoner));
      }
      return Vector.ofAll(out);
    }
    if (d.tile().isEmpty()) {
      return tiles.map(sq -> (DungeonLordsAction) new ChooseTile(p, sq));
    }
    additions(s, seat, d, out);
    out.add(new Confirm(p));
    return Vector.ofAll(out);
  }

  /** What may still be put on the chosen tile (DL-R72, DL-R74), added to {@code out}. */
  private static void additions(DungeonLordsState s, int seat, Secret d, java.util.List<DungeonLordsAction> out) {
    PlayerId p = s.players().get(seat);
    Lord l = s.lord(seat);
    Tile t = l.tileAt(d.tile().get()).get();
    boolean labyrinth = t.room().contains(Room.LABYRINTH);
    int trapLimit = labyrinth ? 2 : 1;
    int monsterLimit = t.isRoom() ? 2 : 1;
    if (d.traps().size() < trapLimit) {
      Vector<String> left = l.traps();
      for (String used : d.traps()) {
        left = left.remove(used);
      }
      for (String trap : left.distinct().sorted()) {
        out.add(new AddTrap(p, trap));
      }
    }
    int monsters = 0;
    for (String m : d.monsters()) {
      if (!Monsters.kind(m).ghost()) {
        monsters++;
      }
    }
    for (LairMonster m : l.lair()) {
      if (m.ready() && !d.monsters().contains(m.tile())
          && (Monsters.kind(m.tile()).ghost() || monsters < monsterLimit)) {
        out.add(new AddMonster(p, m.tile()));
      }
    }
  }

  /** One step: Left = the draft goes on, Right = the choice is committed. */
  static Either<Secret, Secret> step(DungeonLordsState s, int seat, Secret d, DungeonLordsAction a) {
    if (a instanceof KeepOrder k) {
      return Either.right(d.withKeep(k.order()));
    }
    if (a instanceof ReturnOrder r) {
      return Either.right(d.withKeep(r.order()));
    }
    if (a instanceof Release r) {
      return Either.right(new Secret(Option.none(), Vector.empty(), Option.none(), Option.none(),
          Vector.of(r.prisoner()), Vector.empty())); // a release is carried in traps() (DL-R73)
    }
    if (a instanceof PickOrder po) {
      return Either.left(d.withOrder(po.order()));
    }
    if (a instanceof PickNonPlayerOrder np) {
      return Either.left(d.withNonPlayer(np.order()));
    }
    if (a instanceof Confirm) {
      return Either.right(d);
    }
    Secret next = a instanceof ChooseTile c ? d.withTile(c.square())
        : a instanceof AddTrap t ? d.withTrap(t.trap())
        : d.withMonster(((AddMonster) a).monster());
    // DL-R75b: the engine confirms once nothing more could be added
    java.util.List<DungeonLordsAction> more = new java.util.ArrayList<>();
    additions(s, seat, next, more);
    return more.isEmpty() ? Either.right(next) : Either.left(next);
  }

  /**
   * The commonest secret steps, done on the immutable state with a {@code with} or three instead
   * of {@code apply}'s working copy: the draft goes on, or the player commits while others are
   * still choosing. Null when the commit completes the window (then {@link #apply} runs the
   * reveal); the result is the same as {@code apply}'s.
   */
  static Transition<DungeonLordsState> quick(DungeonLordsState state, int seat, DungeonLordsAction a) {
    ImmutableDungeonLordsState s = ImmutableDungeonLordsState.copyOf(state);
    PlayerId p = s.players().get(seat);
    Either<Secret, Secret> r = step(s, seat, draft(s, p), a);
    if (r.isLeft()) {
      return Transition.of(s.withDrafts(s.drafts().put(p, r.getLeft())));
    }
    CommitWindow<Secret> w = s.window().get().commit(p, r.get());
    if (w.isComplete()) {
      return null;
    }
    ImmutableDungeonLordsState next = s.withDrafts(s.drafts().remove(p)).withWindow(Option.of(w));
    if (s.phase() == Phase.PLANNING && r.get().tile().isDefined()) { // DL-R75: counts and monsters are public
      next = next.withPlans(next.plans().update(seat, Option.of(announced(r.get()))));
    }
    return Transition.of(next, new Committed(p, rule(s.phase())));
  }

  static void apply(Ctx x, int seat, DungeonLordsAction a) {
    PlayerId p = x.s.players().get(seat);
    Either<Secret, Secret> r = step(x.s, seat, draft(x.s, p), a);
    if (r.isLeft()) {
      x.s.setDrafts(x.s.drafts().put(p, r.getLeft()));
      return;
    }
    CommitWindow<Secret> w = x.s.window().get().commit(p, r.get());
    x.s.setDrafts(x.s.drafts().remove(p)).setWindow(Option.of(w));
    x.event(new Committed(p, rule(x.s.phase())));
    if (x.s.phase() == Phase.PLANNING && r.get().tile().isDefined()) { // DL-R75: counts and monsters are public
      x.s.setPlans(x.s.plans().update(seat, Option.of(announced(r.get()))));
    }
    if (w.isComplete()) {
      switch (x.s.phase()) {
        case UNAVAILABLE -> GameSetup.unavailableChosen(x);
        case ORDERS -> Orders.revealOrders(x);
        case RETURN -> Returning.resolve(x);
        default -> Combat.revealPlans(x);
      }
    }
  }

  /** DL-R75: what everybody sees of a committed plan: how many traps and which monsters, not where. */
  static Secret announced(Secret plan) {
    return new Secret(Option.none(), Vector.empty(), Option.none(), Option.none(),
        plan.traps().map(t -> DungeonLordsState.HIDDEN), plan.monsters());
  }

  /**
   * A random plan for determinize that agrees with what was announced (DL-R75): the same
   * monsters, as many traps (drawn from the hand), on a nearest tile that can hold them.
   */
  static Option<Secret> randomPlan(DungeonLordsState s, int seat, Secret announced, Dice dice) {
    Lord l = s.lord(seat);
    int ghosts = 0;
    for (String m : announced.monsters()) {
      ghosts += Monsters.kind(m).ghost() ? 1 : 0;
    }
    int monsters = announced.monsters().size() - ghosts;
    int traps = announced.traps().size();
    Vector<Square> fits = Dungeon.battleTiles(l).filter(sq -> {
      Tile t = l.tileAt(sq).get();
      int trapLimit = t.room().contains(Room.LABYRINTH) ? 2 : 1;
      return traps <= trapLimit && monsters <= (t.isRoom() ? 2 : 1);
    });
    if (fits.isEmpty() || l.traps().size() < traps) {
      return Option.none();
    }
    Vector<String> hand = dice.shuffle(l.traps());
    return Option.of(new Secret(Option.none(), Vector.empty(), Option.none(), Option.of(fits.get(dice.nextInt(fits.size()))),
        hand.take(traps), announced.monsters()));
  }

  /** The secret choice of a window phase. */
  static Choice choice(Phase phase) {
    return switch (phase) {
      case UNAVAILABLE -> Choice.UNAVAILABLE;
      case ORDERS -> Choice.ORDERS;
      case RETURN -> Choice.RETURN;
      default -> Choice.PLANNING;
    };
  }

  static String rule(Phase phase) {
    return switch (phase) {
      case UNAVAILABLE -> "DL-R4";
      case ORDERS -> "DL-R14";
      case RETURN -> "DL-R39";
      default -> "DL-R75";
    };
  }

  /** A random legal choice for {@code seat}, for determinize: steps drawn until it commits. */
  static Secret randomChoice(DungeonLordsState s, int seat, Dice dice) {
    Secret d = Secret.EMPTY;
    for (int i = 0; i < 64; i++) {
      Vector<DungeonLordsAction> legal = choice(s.phase()).options(s, seat, d);
      Either<Secret, Secret> r = step(s, seat, d, legal.get(dice.nextInt(legal.size())));
      if (r.isRight()) {
        return r.get();
      }
      d = r.getLeft();
    }
    throw new IllegalStateException("a secret choice did not end");
  }
}
