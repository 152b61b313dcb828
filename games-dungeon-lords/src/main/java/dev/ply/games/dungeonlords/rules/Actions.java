package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.state.Occupant;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Build;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Decline;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.DiscardTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Execute;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Hire;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Mine;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Spy;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Spied;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.TrapDiscarded;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.TrapsDrawn;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.TrapsReceived;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** The eight actions at their spaces (§5.3, the table of DL-R22). */
final class Actions {
  private Actions() {}

  /** DL-R25, DL-R26: workers per space; space III also needs a foreman (DL-R27). */
  static int maxWorkers(int space) {
    return space + 2;
  }

  /** The steps of an action space, each a {@link Decision} of the seat whose minion stands there. */
  enum Space implements Decision.Turn {
    /** DL-R21, DL-R22: take the space's action (executing, mining, hiring or building) or decline. */
    ACTION("DL-R21") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        PlayerId p = s.players().get(seat);
        Lord l = s.lord(seat);
        Order o = actingOrder(s);
        int sp = actingSpace(s);
        java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
        switch (o) {
          case FOOD, REPUTATION, IMPS, TRAPS -> {
            if (canExecute(l, o, sp)) {
              out.add(new Execute(p));
            }
          }
          case GOLD -> {
            int max = mineMax(l, sp);
            for (int k = 1; k <= max; k++) {
              out.add(new Mine(p, k));
            }
          }
          case MONSTERS -> out.addAll(hires(s, l, p, sp).asJava());
          case ROOMS -> {
            if (canPayForRoom(l, sp)) {
              for (String r : s.roomOffer()) {
                Room room = Room.valueOf(r);
                for (Tile t : l.tiles()) {
                  if (Dungeon.canBuild(l, room, t.square())) {
                    out.add(new Build(p, r, t.square()));
                  }
                }
              }
            }
          }
          default -> { }
        }
        out.add(new Decline(p));
        return Vector.ofAll(out);
      }

      @Override
      public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
        if (a instanceof Decline) {
          return true;
        }
        Lord l = s.lord(seat);
        Order o = actingOrder(s);
        int sp = actingSpace(s);
        if (a instanceof Execute) {
          return canExecute(l, o, sp);
        }
        if (a instanceof Mine m) {
          return o == Order.GOLD && m.workers() >= 1 && m.workers() <= mineMax(l, sp);
        }
        if (a instanceof Build b) {
          return o == Order.ROOMS && canPayForRoom(l, sp) && b.room() != null && s.roomOffer().contains(b.room())
              && b.square() != null && l.tileAt(b.square()).isDefined() && Dungeon.canBuild(l, Room.valueOf(b.room()), b.square());
        }
        return options(s, seat).contains(a);
      }

      @Override
      public Option<Rejection> why(DungeonLordsState s, int seat, DungeonLordsAction a) {
        if (a instanceof Build b && b.room() != null && s.roomOffer().contains(b.room())) {
          return Dungeon.whyNotBuild(s.lord(seat), Room.valueOf(b.room()), b.square());
        }
        return Option.none();
      }
    },
    /** DL-R24: spy on a combat card not yet seen. */
    SPYING("DL-R24") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        PlayerId p = s.players().get(seat);
        Lord l = s.lord(seat);
        java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
        for (int pos = 1; pos <= 4; pos++) {
          if (spyable(l, pos)) {
            out.add(new Spy(p, pos));
          }
        }
        return Vector.ofAll(out);
      }

      @Override
      public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
        return a instanceof Spy sp && spyable(s.lord(seat), sp.position());
      }
    },
    /** DL-R29: in year 2, discard one trap card of the hand. */
    TRAP_DISCARD("DL-R29") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        PlayerId p = s.players().get(seat);
        return s.lord(seat).traps().distinct().sorted().map(t -> (DungeonLordsAction) new DiscardTrap(p, t)).toVector();
      }

      @Override
      public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
        return a instanceof DiscardTrap dt && dt.trap() != null && s.lord(seat).traps().contains(dt.trap());
      }
    };

    private final String rule;

    Space(String rule) {
      this.rule = rule;
    }

    @Override
    public String rule() {
      return rule;
    }

    @Override
    public int seat(DungeonLordsState s) {
      return actingSeat(s);
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> apply(x, seat, a));
    }
  }

  /** DL-R24: a combat-card position (1 to 4) not spied on yet. */
  private static boolean spyable(Lord l, int pos) {
    return pos >= 1 && pos <= 4 && !l.spied().contains(pos);
  }

  /**
   * Whether the action space of order {@code o} (FOOD, REPUTATION, IMPS or TRAPS) at space
   * {@code sp} can be executed: its cost can be paid (the table of DL-R22).
   */
  private static boolean canExecute(Lord l, Order o, int sp) {
    return switch (o) {
      case FOOD -> sp == 0 ? l.gold() >= 1 : Evilometer.canPay(l, sp);
      case REPUTATION -> sp != 2 || l.gold() >= 1;
      case IMPS -> switch (sp) {
        case 0 -> l.food() >= 1;
        case 1 -> l.food() >= 2;
        default -> l.food() >= 1 && l.gold() >= 1;
      };
      case TRAPS -> sp == 1 || l.gold() >= (sp == 0 ? 1 : 2);
      default -> false;
    };
  }

  /** DL-R26: the most imps that may mine at space {@code sp} (0 or less: none). */
  private static int mineMax(Lord l, int sp) {
    return Math.min(maxWorkers(sp), Math.min(l.availableImps() - (sp == 2 ? 1 : 0), l.unconqueredTunnels()));
  }

  /** DL-R31: space I builds for free, the others cost 1 gold. */
  private static boolean canPayForRoom(Lord l, int sp) {
    return sp == 0 || l.gold() >= 1;
  }

  /** DL-R30, DL-R95: what may be hired now, with the Demon's sacrifice or the Golem's trap. */
  static Vector<DungeonLordsAction> hires(DungeonLordsState s, Lord l, PlayerId p, int sp) {
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    int extraFood = sp == 2 ? 1 : 0;
    for (String m : s.monsterOffer()) {
      MonsterKind k = Monsters.kind(m);
      if (l.food() < k.food() + extraFood || l.gold() < k.gold() || !Evilometer.canPay(l, k.evil())) {
        continue;
      }
      if (k.sacrifice()) {
        for (LairMonster lm : l.lair()) {
          if (!Monsters.kind(lm.tile()).ghost()) {
            out.add(new Hire(p, m, lm.tile()));
          }
        }
      } else if (k.discardsTrap()) {
        for (String t : l.traps().distinct().sorted()) {
          out.add(new Hire(p, m, t));
        }
      } else {
        out.add(new Hire(p, m, ""));
      }
    }
    return Vector.ofAll(out);
  }

  static void apply(Ctx x, int seat, DungeonLordsAction a) {
    Order o = actingOrder(x.s);
    int sp = actingSpace(x.s);
    String rule = "DL-R22";
    if (a instanceof Decline) {
      hold(x, seat, o);
      x.say("DL-R21", x.name(seat) + " declines " + Names.space(o, sp) + "; the minion stays on the card");
      actionDone(x);
      return;
    }
    if (a instanceof Spy sp2) {
      String card = x.s.combatCards().get(sp2.position() - 1);
      x.update(seat, l -> l.withSpied(l.spied().append(sp2.position())));
      x.event(new Spied(x.s.players().get(seat), sp2.position(), card));
      x.say("DL-R24", x.name(seat) + " spies on combat card " + sp2.position());
      actionDone(x);
      return;
    }
    if (a instanceof DiscardTrap dt) {
      x.update(seat, l -> l.withTraps(l.traps().remove(dt.trap())));
      x.s.setTrapDiscard(x.s.trapDiscard().append(dt.trap()));
      x.event(new TrapDiscarded(x.s.players().get(seat), dt.trap(), "DL-R29"));
      actionDone(x);
      return;
    }
    if (a instanceof Mine m) {
      int busy = m.workers() + (sp == 2 ? 1 : 0);
      x.update(seat, l -> l.withGold(l.gold() + m.workers()).withImpsBusy(l.impsBusy() + busy));
      x.say("DL-R26", x.name(seat) + " mines " + m.workers() + " gold with " + Names.count(busy, "imp") + " at " + Names.space(o, sp));
      actionDone(x);
      return;
    }
    if (a instanceof Hire h) {
      hire(x, seat, h, sp);
      actionDone(x);
      return;
    }
    if (a instanceof Build b) {
      Room room = Room.valueOf(b.room());
      int cost = sp == 0 ? 0 : 1;
      x.update(seat, l -> l.withGold(l.gold() - cost).withTiles(l.tiles().map(t -> t.square().equals(b.square())
          ? new Tile(t.square(), Option.of(room), false, 0) : t)));
      x.s.setRoomOffer(x.s.roomOffer().remove(b.room()));
      x.say("DL-R31", x.name(seat) + " builds the " + room.label() + " on " + b.square() + (cost > 0 ? " for 1 gold" : ""));
      actionDone(x);
      return;
    }
    // Execute
    switch (o) {
      case FOOD -> {
        x.say(rule, x.name(seat) + " takes " + Names.space(o, sp) + ": " + CardText.space(o, sp)); // before the evil it costs
        if (sp == 0) {
          x.update(seat, l -> l.withGold(l.gold() - 1).withFood(l.food() + 2));
        } else {
          Evilometer.pay(x, seat, sp, rule);
          x.update(seat, l -> l.withFood(l.food() + 3).withGold(l.gold() + (sp == 2 ? 1 : 0)));
        }
      }
      case REPUTATION -> {
        if (sp == 2) {
          x.update(seat, l -> l.withGold(l.gold() - 1));
        }
        x.say(rule, x.name(seat) + " takes " + Names.space(o, sp) + ": " + CardText.space(o, sp));
        Evilometer.lower(x, seat, sp == 0 ? 1 : 2, rule);
        if (sp != 1 && x.lord(seat).spied().size() < 4) {
          x.s.setPhase(Phase.SPYING);
          return;
        }
      }
      case IMPS -> {
        int food = sp == 1 ? 2 : 1;
        int gold = sp == 2 ? 1 : 0;
        int imps = sp == 0 ? 1 : 2;
        x.update(seat, l -> l.withFood(l.food() - food).withGold(l.gold() - gold).withImps(l.imps() + imps));
        x.say(rule, x.name(seat) + " hatches " + Names.count(imps, "imp") + " at " + Names.space(o, sp));
      }
      case TRAPS -> {
        int gold = sp == 0 ? 1 : sp == 1 ? 0 : 2;
        int n = (sp == 2 ? 2 : 1) + (x.s.year() == 2 ? 1 : 0);
        x.update(seat, l -> l.withGold(l.gold() - gold));
        x.say(rule, x.name(seat) + " takes " + Names.space(o, sp) + ": " + CardText.space(o, sp));
        drawTraps(x, seat, n, "DL-R29");
        if (x.s.year() == 2 && !x.lord(seat).traps().isEmpty()) {
          x.s.setPhase(Phase.TRAP_DISCARD);
          return;
        }
      }
      default -> { }
    }
    actionDone(x);
  }

  /** DL-R30, DL-R95. */
  private static void hire(Ctx x, int seat, Hire h, int sp) {
    MonsterKind k = Monsters.kind(h.monster());
    int food = k.food() + (sp == 2 ? 1 : 0);
    x.say("DL-R30", x.name(seat) + " hires the " + Names.monster(h.monster()) + (h.with().isEmpty() ? "" // before its evil
        : k.sacrifice() ? ", sacrificing the " + Names.monster(h.with()) : ", discarding " + Names.a(Names.trap(h.with()))));
    x.update(seat, l -> l.withFood(l.food() - food).withGold(l.gold() - k.gold())
        .withLair(l.lair().append(new LairMonster(h.monster(), true))));
    if (k.evil() > 0) {
      Evilometer.pay(x, seat, k.evil(), "DL-R23");
    }
    if (k.sacrifice()) {
      x.update(seat, l -> l.withLair(l.lair().removeFirst(m -> m.tile().equals(h.with()))));
      x.s.setMonsterDiscard(x.s.monsterDiscard().append(h.with()));
    } else if (k.discardsTrap()) {
      x.update(seat, l -> l.withTraps(l.traps().remove(h.with())));
      x.s.setTrapDiscard(x.s.trapDiscard().append(h.with()));
    }
    x.s.setMonsterOffer(x.s.monsterOffer().remove(h.monster()));
  }

  /** DL-R29, DL-R29b: draw, reshuffling the discard when the deck runs out. */
  static void drawTraps(Ctx x, int seat, int n, String rule) {
    Vector<String> got = Vector.empty();
    for (int i = 0; i < n; i++) {
      if (x.s.trapDeck().isEmpty()) {
        if (x.s.trapDiscard().isEmpty()) {
          break;
        }
        x.s.setTrapDeck(x.dice().shuffle(x.s.trapDiscard())).setTrapDiscard(Vector.empty());
        x.say("DL-R29", "the trap discard is shuffled into a new deck");
      }
      got = got.append(x.s.trapDeck().head());
      x.s.setTrapDeck(x.s.trapDeck().tail());
    }
    Vector<String> g = got;
    x.update(seat, l -> l.withTraps(l.traps().appendAll(g)));
    x.event(new TrapsDrawn(x.s.players().get(seat), got.size(), rule));
    if (!got.isEmpty()) {
      x.event(new TrapsReceived(x.s.players().get(seat), got, rule));
    }
  }

  static String roman(int sp) {
    return sp == 0 ? "I" : sp == 1 ? "II" : "III";
  }

  /** P2c / DL-R19, DL-R20: the 24 spaces in resolution order, as indexes order × 3 + space. */
  static final int[] RESOLUTION = resolution();

  private static int[] resolution() {
    int[] out = new int[24];
    int k = 0;
    for (Order o : Order.values()) {
      for (int i = 0; i < 3; i++) {
        out[k++] = o.ordinal() * 3 + (o.reverse() ? 2 - i : i);
      }
    }
    return out;
  }

  /** P3: the next occupied player space in resolution order (DL-R19..R21, DL-R33). */
  static void nextAction(Ctx x) {
    for (int k = x.s.cursor(); k < 24; k++) {
      Option<Occupant> occ = x.s.spaces().get(RESOLUTION[k]);
      if (occ.isDefined() && !occ.get().nonPlayer()) {
        x.s.setCursor(k).setDigs(0);
        Order o = Order.of(RESOLUTION[k] / 3);
        x.s.setPhase(o == Order.TUNNELS ? Phase.DIGGING : Phase.ACTION);
        return;
      }
    }
    Production.startProduction(x);
  }

  /** The seat whose space is resolving. */
  static int actingSeat(dev.ply.games.dungeonlords.state.DungeonLordsState s) {
    return s.spaces().get(RESOLUTION[s.cursor()]).get().index();
  }

  static Order actingOrder(dev.ply.games.dungeonlords.state.DungeonLordsState s) {
    return Order.of(RESOLUTION[s.cursor()] / 3);
  }

  /** 0 for space I, 1 for II, 2 for III. */
  static int actingSpace(dev.ply.games.dungeonlords.state.DungeonLordsState s) {
    return RESOLUTION[s.cursor()] % 3;
  }

  /** DL-R21: the minion goes back onto its order card (held). */
  static void hold(Ctx x, int seat, Order o) {
    x.update(seat, l -> l.withHeld(l.held().append(o)));
  }

  static void actionDone(Ctx x) {
    x.s.setCursor(x.s.cursor() + 1).setPhase(Phase.ACTION);
    nextAction(x);
  }
}
