package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Decline;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Execute;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.LetGo;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Pay;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PayMonster;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;

/** Events of seasons 2–4 (§5.7 DL-R50..R56, §6.9), each player in turn order. */
final class Events {
  private Events() {}

  static EventTile tile(DungeonLordsState s) {
    return EventTile.valueOf(s.eventTiles().get(s.season() - 2));
  }

  static SpecialEvent special(DungeonLordsState s) {
    return SpecialEvent.valueOf(s.specials().get(s.year() - 1));
  }

  static void start(Ctx x) {
    EventTile t = tile(x.s);
    x.s.setPhase(t == EventTile.PAYDAY ? Phase.PAYDAY : t == EventTile.TAXES ? Phase.TAXES : Phase.SPECIAL)
        .setCursor(0).setTodo(Vector.empty());
    x.say(t == EventTile.PAYDAY ? "DL-R51" : t == EventTile.TAXES ? "DL-R53" : "DL-R54",
        t == EventTile.SPECIAL ? "this season's special event is " + special(x.s).label() + ": " + special(x.s).effect()
            : "this season's event is " + Names.eventTile(t));
    if (t == EventTile.SPECIAL && special(x.s) == SpecialEvent.SECOND_COLLECTION) {
      x.s.setPhase(Phase.TAXES);
    }
    prepare(x);
  }

  /** DL-R50: the next player in turn order with something to decide; automatic effects resolve here. */
  static void prepare(Ctx x) {
    int n = x.s.players().size();
    for (int k = x.s.cursor(); k < n; k++) {
      x.s.setCursor(k);
      int seat = x.s.seatAt(k);
      Lord l = x.lord(seat);
      if (x.s.phase() == Phase.PAYDAY) {
        if (!l.lair().isEmpty()) {
          x.s.setTodo(l.lair().map(LairMonster::tile));
          return;
        }
        continue;
      }
      if (x.s.phase() == Phase.SPECIAL && special(x.s) == SpecialEvent.MONSTER_STRIKE) {
        x.s.setTodo(l.lair().filter(LairMonster::ready).map(LairMonster::tile));
        if (!x.s.todo().isEmpty()) {
          return;
        }
        continue;
      }
      if (x.s.phase() == Phase.SPECIAL) {
        automatic(x, seat);
      }
      Vector<DungeonLordsAction> legal = step(x.s.phase()).options(x.s, seat);
      if (legal.size() == 1) { // a forced choice resolves by itself (paying 0 of 0 gold)
        apply(x, seat, legal.head());
        return;
      }
      if (legal.size() > 1) {
        return;
      }
    }
    x.s.setTodo(Vector.empty());
    Arrivals.adventurers(x);
  }

  /** The effects of §6.9 that ask nothing. */
  private static void automatic(Ctx x, int seat) {
    SpecialEvent e = special(x.s);
    Lord l = x.lord(seat);
    switch (e) {
      case ROYAL_AUDIT -> {
        int lose = l.gold() / 2;
        x.update(seat, lord -> lord.withGold(lord.gold() - lose));
        x.say("DL-R54", x.name(seat) + " loses " + lose + " gold to the Royal Audit");
      }
      case MINISTRY_BANQUET -> {
        x.update(seat, lord -> lord.withFood(lord.food() + 2));
        x.say("DL-R54", x.name(seat) + " gains 2 food at the Ministry Banquet");
      }
      case SCANDAL -> {
        x.say("DL-R54", x.name(seat) + " gains 2 evil from the " + e.label());
        Evilometer.gain(x, seat, 2, "DL-R54");
      }
      default -> { }
    }
  }

  /** DL-R53: ceil(tiles / 2); Safety Inspection: unconquered rooms; Imp Union: imps / 3. */
  static int due(DungeonLordsState s, int seat) {
    Lord l = s.lord(seat);
    if (s.phase() == Phase.TAXES) {
      return (l.tiles().size() + 1) / 2;
    }
    return switch (special(s)) {
      case IMP_UNION_MEETING -> l.imps() / 3;
      case SAFETY_INSPECTION -> l.tiles().count(t -> t.isRoom() && !t.conquered());
      default -> 0;
    };
  }

  static int witches(Lord l) {
    return l.lair().count(m -> Monsters.kind(m.tile()) == MonsterKind.WITCH);
  }

  /** The event steps, each a {@link Decision} of the seat at the cursor in turn order (DL-R50). */
  enum Step implements Decision.Turn {
    /** DL-R51, DL-R52: pay each monster of the lair or let it go. */
    PAYDAY("DL-R51") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        PlayerId p = s.players().get(seat);
        Lord l = s.lord(seat);
        java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
        for (String m : s.todo()) {
          MonsterKind k = Monsters.kind(m);
          if (l.food() >= k.food() && l.gold() >= k.gold() && Evilometer.canPay(l, k.evil())) {
            if (k.sacrifice()) {
              for (LairMonster o : l.lair()) {
                if (!o.tile().equals(m) && !Monsters.kind(o.tile()).ghost()) {
                  out.add(new PayMonster(p, m, o.tile()));
                }
              }
            } else if (k.discardsTrap()) {
              for (String t : l.traps().distinct().sorted()) {
                out.add(new PayMonster(p, m, t));
              }
            } else {
              out.add(new PayMonster(p, m, ""));
            }
          }
          out.add(new LetGo(p, m));
        }
        return Vector.ofAll(out);
      }

      @Override
      public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
        if (a instanceof LetGo g) { // every monster still to pay may be let go
          return g.monster() != null && s.todo().contains(g.monster());
        }
        return options(s, seat).contains(a);
      }
    },
    /** DL-R53 (and the Second Collection, §6.9): pay 0 to all of the taxes due. */
    TAXES("DL-R53") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        PlayerId p = s.players().get(seat);
        java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
        for (int a = 0; a <= most(due(s, seat), s.lord(seat).gold()); a++) {
          out.add(new Pay(p, a));
        }
        return Vector.ofAll(out);
      }

      @Override
      public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
        return a instanceof Pay pay && pay.amount() >= 0 && pay.amount() <= most(due(s, seat), s.lord(seat).gold());
      }
    },
    /** DL-R54, §6.9: the special event's choice. */
    SPECIAL("DL-R54") {
      @Override
      public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
        return special(s, seat);
      }
    };

    private final String rule;

    Step(String rule) {
      this.rule = rule;
    }

    @Override
    public String rule() {
      return rule;
    }

    @Override
    public int seat(DungeonLordsState s) {
      return s.seatAt(s.cursor());
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> apply(x, seat, a));
    }
  }

  /** The step of an event phase. */
  static Step step(Phase phase) {
    return phase == Phase.PAYDAY ? Step.PAYDAY : phase == Phase.TAXES ? Step.TAXES : Step.SPECIAL;
  }

  /** The most that may be paid of {@code due} with {@code have}: a payment is 0 to this. */
  private static int most(int due, int have) {
    return Math.min(due, have);
  }

  /** The choices of a special event (§6.9). */
  private static Vector<DungeonLordsAction> special(DungeonLordsState s, int seat) {
    PlayerId p = s.players().get(seat);
    Lord l = s.lord(seat);
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    int due = due(s, seat);
    switch (special(s)) {
      case MONSTER_STRIKE -> {
        for (String m : s.todo()) {
          MonsterKind k = Monsters.kind(m);
          if (k.food() > 0 && !k.sacrifice() && l.food() >= 1) {
            out.add(new PayMonster(p, m, "food"));
          }
          if (k.gold() > 0 && l.gold() >= 1) {
            out.add(new PayMonster(p, m, "gold"));
          }
          if (k.evil() > 0 && Evilometer.canPay(l, 1)) {
            out.add(new PayMonster(p, m, "evil"));
          }
          out.add(new LetGo(p, m));
        }
      }
      case WITCH_HUNT -> {
        if (witches(l) > 0) {
          out.add(new Execute(p));
          out.add(new Decline(p));
        }
      }
      case IMP_UNION_MEETING -> {
        if (due > 0) {
          for (int a = 0; a <= most(due, l.food()); a++) {
            out.add(new Pay(p, a));
          }
        }
      }
      case SAFETY_INSPECTION -> {
        if (due > 0) {
          for (int a = 0; a <= most(due, l.gold()); a++) {
            out.add(new Pay(p, a));
          }
        }
      }
      case CHARITY_WEEK -> {
        if (l.gold() >= 1) {
          out.add(new Execute(p));
          out.add(new Decline(p));
        }
      }
      default -> { }
    }
    return Vector.ofAll(out);
  }

  static void apply(Ctx x, int seat, DungeonLordsAction a) {
    if (a instanceof PayMonster pm) {
      payMonster(x, seat, pm);
      if (x.s.todo().isEmpty()) {
        next(x);
      }
      return;
    }
    if (a instanceof LetGo lg) {
      x.s.setTodo(x.s.todo().remove(lg.monster()));
      if (x.s.phase() == Phase.PAYDAY) {
        letGo(x, seat, lg.monster());
        Evilometer.gain(x, seat, 1, "DL-R51");
      } else { // Monster Strike: face down until YEAR_END (DL-R55)
        x.update(seat, l -> l.withLair(l.lair().map(m -> m.tile().equals(lg.monster()) ? new LairMonster(m.tile(), false) : m)));
        x.say("DL-R55", x.name(seat) + "'s " + Names.monster(lg.monster()) + " goes on strike until the end of the year");
      }
      if (x.s.todo().isEmpty()) {
        next(x);
      }
      return;
    }
    if (a instanceof Pay pay) {
      int due = due(x.s, seat);
      int missing = due - pay.amount();
      if (x.s.phase() == Phase.TAXES || special(x.s) == SpecialEvent.SAFETY_INSPECTION) {
        x.update(seat, l -> l.withGold(l.gold() - pay.amount()).withPenalties(l.penalties() + missing));
        x.say(x.s.phase() == Phase.TAXES ? "DL-R53" : "DL-R54", x.name(seat) + " pays " + pay.amount() + " of the " + due
            + " gold owed for " + payingFor(x.s) + " and takes " + Names.count(missing, "penalty token"));
      } else { // Imp Union Meeting
        x.update(seat, l -> l.withFood(l.food() - pay.amount()).withImps(l.imps() - missing)
            .withImpsBusy(Math.min(l.impsBusy(), l.imps() - missing)));
        x.say("DL-R54", x.name(seat) + " pays " + pay.amount() + " of the " + due + " food owed to the Imp Union Meeting and loses "
            + Names.count(missing, "imp"));
      }
      next(x);
      return;
    }
    SpecialEvent e = special(x.s);
    boolean yes = a instanceof Execute;
    if (e == SpecialEvent.WITCH_HUNT) {
      if (yes) {
        for (LairMonster m : x.lord(seat).lair()) {
          if (Monsters.kind(m.tile()) == MonsterKind.WITCH) {
            letGo(x, seat, m.tile());
          }
        }
      } else {
        int w = witches(x.lord(seat));
        x.update(seat, l -> l.withPenalties(l.penalties() + w));
        x.say("DL-R54", x.name(seat) + " keeps his Witches and takes " + w + " penalty token(s)");
      }
    } else if (yes) { // Charity Week
      x.say("DL-R54", x.name(seat) + " pays 1 gold at the " + e.label());
      x.update(seat, l -> l.withGold(l.gold() - 1));
      Evilometer.lower(x, seat, 2, "DL-R54");
    }
    next(x);
  }

  private static void next(Ctx x) {
    x.s.setCursor(x.s.cursor() + 1).setTodo(Vector.empty());
    prepare(x);
  }

  /** DL-R51, DL-R52, §6.9 Monster Strike. */
  private static void payMonster(Ctx x, int seat, PayMonster pm) {
    x.s.setTodo(x.s.todo().remove(pm.monster()));
    MonsterKind k = Monsters.kind(pm.monster());
    if (x.s.phase() == Phase.SPECIAL) {
      switch (pm.with()) {
        case "food" -> x.update(seat, l -> l.withFood(l.food() - 1));
        case "gold" -> x.update(seat, l -> l.withGold(l.gold() - 1));
        default -> Evilometer.pay(x, seat, 1, "DL-R54");
      }
      x.say("DL-R54", x.name(seat) + " pays 1 " + pm.with() + " to keep the " + Names.monster(pm.monster()) + " working (Monster Strike)");
      return;
    }
    x.update(seat, l -> l.withFood(l.food() - k.food()).withGold(l.gold() - k.gold()));
    if (k.evil() > 0) {
      Evilometer.pay(x, seat, k.evil(), "DL-R51");
    }
    if (k.sacrifice()) { // DL-R52: the sacrificed monster is not paid for and brings no evil
      x.s.setTodo(x.s.todo().remove(pm.with()));
      x.update(seat, l -> l.withLair(l.lair().removeFirst(m -> m.tile().equals(pm.with()))));
      x.s.setMonsterDiscard(x.s.monsterDiscard().append(pm.with()));
    } else if (k.discardsTrap()) {
      x.update(seat, l -> l.withTraps(l.traps().remove(pm.with())));
      x.s.setTrapDiscard(x.s.trapDiscard().append(pm.with()));
    }
    x.say("DL-R51", x.name(seat) + " pays the " + Names.monster(pm.monster()) + "'s payday cost"
        + (k.sacrifice() ? ", sacrificing the " + Names.monster(pm.with()) : k.discardsTrap() ? ", discarding "
        + Names.a(Names.trap(pm.with())) : ""));
  }

  /** The monster leaves the lair for the discard (a Troll takes its token, DL-R37). */
  static void letGo(Ctx x, int seat, String monster) {
    x.update(seat, l -> l.withLair(l.lair().removeFirst(m -> m.tile().equals(monster))));
    x.s.setMonsterDiscard(x.s.monsterDiscard().append(monster));
    x.say("DL-R51", x.name(seat) + " lets the " + Names.monster(monster) + " go");
  }

  /** What a TAXES-like payment is for, in words. */
  static String payingFor(DungeonLordsState s) {
    if (s.phase() == Phase.TAXES) {
      return s.eventTiles().get(s.season() - 2).equals(EventTile.SPECIAL.name()) ? "the Second Collection of taxes" : "taxes";
    }
    return "the " + special(s).label();
  }

  static boolean anyRoom(Lord l) {
    return l.tiles().exists(Tile::isRoom);
  }
}
