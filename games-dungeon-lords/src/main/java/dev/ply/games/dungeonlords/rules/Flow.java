package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.AdventurerArrived;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.MinionPlaced;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The automatic parts of the flow of §4: each stage either opens a decision and returns, or does
 * its work and calls the next stage.
 */
final class Flow {
  private Flow() {}

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

  static Vector<PlayerId> everyone(Ctx x) {
    return x.s.players();
  }

  // ---------------------------------------------------------------- year and season (§5.1)

  /** Y0, Y1 (DL-R8, DL-R66). */
  static void beginYear(Ctx x, int year) {
    x.s.setYear(year).setSeason(0);
    Vector<String> tiles = x.dice().shuffle(Vector.of(EventTile.values()).map(Enum::name));
    Vector<String> combat = x.dice().shuffle(x.s.combatDecks().get(year - 1));
    x.s.setEventTiles(tiles).setEventsRevealed(0).setSpecialRevealed(false)
        .setCombatCards(combat.take(4)).setCombatRevealed(0)
        .setCombatDecks(x.s.combatDecks().update(year - 1, combat.drop(4)))
        .setPaladinInTent(true).setPaladinHolder(Option.none());
    x.say("DL-R8", "year " + year + " begins: event tiles and 4 combat cards are dealt face down");
    if (year == 2) {
      Evilometer.yearStart(x);
    }
    beginSeason(x, 1);
  }

  /** P1 NEW_SEASON (DL-R10..R13). */
  static void beginSeason(Ctx x, int season) {
    int y = x.s.year() - 1;
    x.s.setSeason(season)
        .setMonsterDiscard(x.s.monsterDiscard().appendAll(x.s.monsterOffer()))
        .setRoomDiscard(x.s.roomDiscard().appendAll(x.s.roomOffer()));
    Vector<String> md = x.s.monsterDecks().get(y);
    Vector<String> rd = x.s.roomDecks().get(y);
    x.s.setMonsterOffer(md.take(3)).setRoomOffer(rd.take(2))
        .setMonsterDecks(x.s.monsterDecks().update(y, md.drop(3)))
        .setRoomDecks(x.s.roomDecks().update(y, rd.drop(2)));
    x.say("DL-R10", seasonName(season) + " of year " + x.s.year() + ": monsters on offer "
        + x.s.monsterOffer().map(Names::monster).mkString(", ") + "; rooms on offer "
        + x.s.roomOffer().map(Names::room).mkString(" and "));
    if (season <= 3) {
      drawAdventurers(x);
      x.s.setEventsRevealed(season);
      String next = x.s.eventTiles().get(season - 1);
      if (next.equals(EventTile.SPECIAL.name())) {
        x.s.setSpecialRevealed(true);
        x.say("DL-R12", "next season's event is the special event " + Names.special(x.s.specials().get(y)));
      } else {
        x.say("DL-R12", "next season's event is " + Names.eventTile(next));
      }
    }
    openOrders(x);
  }

  static String seasonName(int season) {
    return switch (season) {
      case 1 -> "Winter";
      case 2 -> "Spring";
      case 3 -> "Summer";
      default -> "Autumn";
    };
  }

  /** DL-R11: draw the group, sort weakest first (stable), redraw while all levels are equal. */
  static void drawAdventurers(Ctx x) {
    int y = x.s.year() - 1;
    int n = x.s.players().size() == 4 ? 4 : 3;
    Vector<String> deck = x.s.adventurerDecks().get(y);
    Vector<String> group = deck.take(n);
    deck = deck.drop(n);
    while (allSameLevel(group) && hasOtherLevel(deck, Adventurers.get(group.head()).level())) {
      deck = x.dice().shuffle(deck.append(group.last()));
      group = group.init().append(deck.head());
      deck = deck.tail();
    }
    Vector<String> sorted = group.sortBy(id -> Adventurers.get(id).level());
    x.s.setWaiting(x.s.waiting().append(sorted))
        .setAdventurerDecks(x.s.adventurerDecks().update(y, deck));
    x.say("DL-R11", "adventurers arrive next season: " + sorted.map(Names::adventurer).mkString(", "));
  }

  private static boolean hasOtherLevel(Vector<String> deck, int level) {
    return deck.exists(id -> Adventurers.get(id).level() != level);
  }

  private static boolean allSameLevel(Vector<String> group) {
    return group.map(id -> Adventurers.get(id).level()).distinct().size() <= 1;
  }

  // ---------------------------------------------------------------- orders (§5.2, §5.6)

  /** P2a (DL-R41, DL-R43), then P2b opens (DL-R14). */
  static void openOrders(Ctx x) {
    int players = x.s.players().size();
    Vector<NonPlayer> nps = Vector.empty();
    for (NonPlayer np : x.s.nonPlayers()) {
      Vector<Order> shuffled = x.dice().shuffle(np.hand());
      Vector<Order> played = shuffled.take(players == 3 ? 3 : 2);
      nps = nps.append(ImmutableNonPlayer.copyOf(np).withPlayed(played).withHand(np.hand().removeAll(played)));
      x.say(players == 3 ? "DL-R41" : "DL-R43", "non-player lord " + np.name() + " reveals " + played.map(Names::order).mkString(", "));
    }
    x.s.setNonPlayers(nps).setPhase(Phase.ORDERS).setDrafts(TreeMap.empty())
        .setWindow(Option.of(CommitWindow.open(everyone(x))));
  }

  /** P2c REVEAL_AND_PLACE (DL-R15..R18, DL-R42, DL-R43). */
  static void revealOrders(Ctx x) {
    CommitWindow<Secret> w = x.s.window().get();
    Vector<Secret> choices = w.choices();
    x.s.setWindow(Option.none()).setDrafts(TreeMap.empty());
    Vector<Option<Occupant>> spaces = Vector.fill(24, Option::none);
    Vector<NonPlayer> nps = x.s.nonPlayers();
    for (int seat = 0; seat < choices.size(); seat++) {
      Secret c = choices.get(seat);
      int s = seat;
      x.update(seat, l -> l.withHand(l.hand().removeAll(c.orders())).withPlayed(c.orders()).withHeld(Vector.empty()));
      x.say("DL-R15", x.name(s) + " reveals " + c.orders().map(Names::order).mkString(", "));
      if (c.nonPlayer().isDefined()) {
        NonPlayer np = nps.get(seat);
        nps = nps.update(seat, ImmutableNonPlayer.copyOf(np).withPlayed(np.played().append(c.nonPlayer().get()))
            .withHand(np.hand().remove(c.nonPlayer().get())));
        x.say("DL-R43", x.name(s) + " gives non-player lord " + np.name() + " the " + Names.order(c.nonPlayer().get()) + " order");
      }
    }
    x.s.setNonPlayers(nps);
    // DL-R42: non-player minions first, on space II, else III
    for (int k = 0; k < 3; k++) {
      for (int i = 0; i < nps.size(); i++) {
        if (k < nps.get(i).played().size()) {
          Order o = nps.get(i).played().get(k);
          int base = o.ordinal() * 3;
          int sp = spaces.get(base + 1).isEmpty() ? 1 : 2;
          if (spaces.get(base + sp).isEmpty()) {
            spaces = spaces.update(base + sp, Option.of(new Occupant(true, i)));
            x.event(new MinionPlaced("non-player " + nps.get(i).name(), o.name(), sp + 1));
          }
        }
      }
    }
    // DL-R15: three passes in turn order
    int n = x.s.players().size();
    for (int pass = 0; pass < 3; pass++) {
      for (int k = 0; k < n; k++) {
        int seat = x.s.seatAt(k);
        Order o = x.lord(seat).played().get(pass);
        if (pass == 0 && o == Order.MONSTERS) { // DL-R17
          if (x.lord(seat).gold() < 1) {
            x.update(seat, l -> l.withHeld(l.held().append(o)));
            x.say("DL-R17", x.name(seat) + " cannot pay 1 gold for the Monsters order played 1st: the minion stays on the card");
            continue;
          }
          x.update(seat, l -> l.withGold(l.gold() - 1));
          x.say("DL-R17", x.name(seat) + " pays 1 gold for the Monsters order played 1st");
        }
        int base = o.ordinal() * 3;
        Option<Integer> free = firstFree(spaces, base);
        if (free.isEmpty()) {
          x.update(seat, l -> l.withHeld(l.held().append(o)));
          x.event(new MinionPlaced(x.name(seat), o.name(), 0));
        } else {
          spaces = spaces.update(base + free.get(), Option.of(new Occupant(false, seat)));
          x.event(new MinionPlaced(x.name(seat), o.name(), free.get() + 1));
        }
      }
    }
    x.s.setSpaces(spaces).setCursor(0);
    nextAction(x);
  }

  /** DL-R15: the first free space (0 for I to 2 for III) of the order whose spaces start at {@code base}. */
  private static Option<Integer> firstFree(Vector<Option<Occupant>> spaces, int base) {
    for (int sp = 0; sp < 3; sp++) {
      if (spaces.get(base + sp).isEmpty()) {
        return Option.some(sp);
      }
    }
    return Option.none();
  }

  // ---------------------------------------------------------------- actions (§5.3)

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
    startProduction(x);
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

  // ---------------------------------------------------------------- production (§5.4)

  static void startProduction(Ctx x) {
    x.s.setPhase(Phase.PRODUCTION).setCursor(0);
    nextProducer(x);
  }

  /** DL-R35: each player in turn order; one with nothing to activate is skipped. */
  static void nextProducer(Ctx x) {
    int n = x.s.players().size();
    for (int k = x.s.cursor(); k < n; k++) {
      x.s.setCursor(k);
      if (Production.TURN.options(x.s, x.s.seatAt(k)).size() > 1) {
        return;
      }
    }
    startReturn(x);
  }

  // ---------------------------------------------------------------- returning orders (§5.5)

  /** P5 (DL-R39): a window of the players with a real choice; the others return automatically. */
  static void startReturn(Ctx x) {
    Vector<PlayerId> choosing = Vector.empty();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      if (Returning.eligible(x.lord(seat)).size() > 1) {
        choosing = choosing.append(x.s.players().get(seat));
      }
    }
    x.s.setPhase(Phase.RETURN).setDrafts(TreeMap.empty());
    if (choosing.isEmpty()) {
      x.s.setWindow(Option.none());
      Returning.resolve(x);
    } else {
      x.s.setWindow(Option.of(CommitWindow.open(choosing)));
    }
  }

  /** After RETURN_ORDERS: the event of seasons 2–4 (DL-R50), else the end of the season. */
  static void afterReturn(Ctx x) {
    x.s.setSpaces(Vector.fill(24, Option::none));
    if (x.s.season() >= 2) {
      Events.start(x);
    } else {
      endSeason(x);
    }
  }

  // ---------------------------------------------------------------- adventurers (§5.8)

  /** P7 (DL-R57..R61). */
  static void adventurers(Ctx x) {
    if (x.s.nonPlayerEvil().isDefined()) {
      int e = Math.min(Evilometer.MAX, x.s.nonPlayerEvil().get() + 1);
      x.s.setNonPlayerEvil(Option.of(e));
      x.say("DL-R57", "the non-player evil counter rises to " + e);
    }
    Vector<String> group = x.s.waiting().head();
    x.s.setWaiting(x.s.waiting().tail());
    Vector<Option<Integer>> ranking = recipients(x.s);
    for (int i = 0; i < group.size() && i < ranking.size(); i++) {
      String id = group.get(i);
      if (ranking.get(i).isEmpty()) {
        x.s.setRemoved(x.s.removed().append(id));
        x.say("DL-R59", "the " + Names.adventurer(id) + " goes to the non-player lords and leaves the game");
      } else {
        join(x, ranking.get(i).get(), id);
      }
    }
    endSeason(x);
  }

  /**
   * DL-R58, DL-R60: seats from least to most evil; ties: earlier in turn order is kinder; the
   * non-player counter (none: the non-player lords) is later than every player.
   */
  static Vector<Option<Integer>> recipients(dev.ply.games.dungeonlords.state.DungeonLordsState s) {
    Vector<Option<Integer>> seats = Vector.empty();
    for (int k = 0; k < s.players().size(); k++) {
      seats = seats.append(Option.some(s.seatAt(k)));
    }
    if (s.nonPlayerEvil().isDefined()) {
      seats = seats.append(Option.none());
    }
    return seats.sortBy(seat -> {
      int evil = seat.map(lord -> s.lord(lord).evil()).getOrElse(() -> s.nonPlayerEvil().get());
      int order = seat.map(s::turnPosition).getOrElse(9);
      return evil * 16 + order;
    });
  }

  /** DL-R61: a warrior joins at the front, behind the paladin; the others at the back. */
  static void join(Ctx x, int seat, String id) {
    Adventurer a = Adventurers.get(id);
    Lord l = x.lord(seat);
    Vector<Fighter> party = l.party();
    if (a.joinsFront()) {
      int at = !party.isEmpty() && party.head().tile().paladin() ? 1 : 0;
      party = party.insert(at, Fighter.fresh(id));
    } else {
      party = party.append(Fighter.fresh(id));
    }
    Vector<Fighter> p = party;
    x.update(seat, lord -> lord.withParty(p));
    x.event(new AdventurerArrived(x.s.players().get(seat), id, a.joinsFront()));
  }

  // ---------------------------------------------------------------- end of season (§5.9)

  /** P8 (DL-R64). */
  static void endSeason(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withImpsBusy(0).withTrollsBusy(0).withPlayed(Vector.empty()).withHeld(Vector.empty())
          .withTiles(l.tiles().map(Tile::rested)));
    }
    x.s.setSpaces(Vector.fill(24, Option::none))
        .setNonPlayers(x.s.nonPlayers().map(np -> ImmutableNonPlayer.copyOf(np).withPlayed(Vector.empty())));
    if (x.s.season() < 4) {
      x.s.setStarting((x.s.starting() + 1) % x.s.players().size());
      x.say("DL-R64", x.s.players().get(x.s.starting()) + " takes the Starting Player token");
      beginSeason(x, x.s.season() + 1);
    } else {
      Combat.begin(x);
    }
  }

  // ---------------------------------------------------------------- year end (§5.12)

  /** DL-R103..R105. */
  static void yearEnd(Ctx x) {
    int y = x.s.year();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withLair(l.lair().map(m -> new LairMonster(m.tile(), true)))
          .withSpied(Vector.empty()).withFighting(false));
    }
    Vector<String> gone = Vector.empty();
    if (x.s.paladinInTent()) {
      gone = gone.append(Adventurers.paladin(y).id()); // DL-R105
    }
    x.s.setRemoved(x.s.removed().appendAll(gone))
        .setCombatDecks(x.s.combatDecks().update(y - 1, x.s.combatDecks().get(y - 1).appendAll(x.s.combatCards())))
        .setCombatCards(Vector.empty()).setCombatRevealed(0)
        .setMonsterDiscard(x.s.monsterDiscard().appendAll(x.s.monsterOffer())).setMonsterOffer(Vector.empty())
        .setRoomDiscard(x.s.roomDiscard().appendAll(x.s.roomOffer())).setRoomOffer(Vector.empty())
        .setPaladinInTent(false).setPaladinHolder(Option.none()).setRound(0)
        .setPlans(Vector.fill(x.s.players().size(), Option::none)).setBattle(Option.none());
    x.say("DL-R103", "year " + y + " ends: monsters are ready again");
    if (y == 1) {
      beginYear(x, 2); // DL-R104, DL-R104b: the Starting Player stays
    } else {
      Scoring.finish(x);
    }
  }
}
