package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Redacted views (§8) and determinization. */
public final class Views {
  private Views() {}

  static final String H = DungeonLordsState.HIDDEN;

  static Vector<String> hide(Vector<String> v) {
    return v.map(x -> H);
  }

  public static DungeonLordsState view(DungeonLordsState s, PlayerId viewer) {
    Option<Integer> me = s.seat(viewer);
    Vector<Lord> lords = Vector.empty();
    for (int seat = 0; seat < s.players().size(); seat++) {
      Lord l = s.lord(seat);
      lords = lords.append(me.contains(seat) ? l : ImmutableLord.copyOf(l).withTraps(hide(l.traps())));
    }
    Vector<String> events = Vector.empty();
    for (int i = 0; i < s.eventTiles().size(); i++) {
      events = events.append(i < s.eventsRevealed() ? s.eventTiles().get(i) : H);
    }
    Vector<String> specials = Vector.empty();
    for (int i = 0; i < s.specials().size(); i++) {
      boolean seen = i == 0 ? s.year() == 2 || s.specialRevealed() : s.year() == 2 && s.specialRevealed();
      specials = specials.append(seen ? s.specials().get(i) : H);
    }
    Vector<String> combat = Vector.empty();
    for (int i = 0; i < s.combatCards().size(); i++) {
      int card = i + 1;
      boolean seen = i < s.combatRevealed() || me.exists(seat -> s.lord(seat).spied().contains(card));
      combat = combat.append(seen ? s.combatCards().get(i) : H);
    }
    TreeMap<PlayerId, Secret> drafts = TreeMap.empty();
    if (s.drafts().containsKey(viewer)) {
      drafts = drafts.put(viewer, s.drafts().get(viewer).get());
    }
    return ImmutableDungeonLordsState.copyOf(s).withLords(lords)
        .withMonsterDecks(s.monsterDecks().map(Views::hide)).withRoomDecks(s.roomDecks().map(Views::hide))
        .withAdventurerDecks(s.adventurerDecks().map(Views::hide)).withCombatDecks(s.combatDecks().map(Views::hide))
        .withTrapDeck(hide(s.trapDeck())).withEventTiles(events).withSpecials(specials).withCombatCards(combat)
        .withWindow(s.window().map(w -> w.viewFor(viewer))).withDrafts(drafts)
        .withRandom(RandomSource.sealed());
  }

  /** Fills the hidden slots of {@code slots} from {@code pool} in order. */
  private static Vector<String> fill(Vector<String> slots, java.util.Iterator<String> pool) {
    return slots.map(x -> x.equals(H) ? pool.next() : x);
  }

  private static Vector<String> minus(Vector<String> all, Vector<String> known) {
    for (String k : known) {
      all = all.remove(k);
    }
    return all;
  }

  public static DungeonLordsState determinize(DungeonLordsState v, PlayerId viewer, RandomSource rng) {
    Dice dice = new Dice(RandomSource.unwrap(rng));
    ImmutableDungeonLordsState s = ImmutableDungeonLordsState.copyOf(v);
    // monsters and rooms: whatever is not on offer, in a lair, a dungeon or the discard is in its year's deck
    Vector<String> monstersSeen = s.monsterOffer().appendAll(s.monsterDiscard());
    Vector<String> roomsSeen = s.roomOffer().appendAll(s.roomDiscard());
    Vector<String> advSeen = s.removed().appendAll(s.waiting().flatMap(g -> g));
    for (Lord l : s.lords()) {
      monstersSeen = monstersSeen.appendAll(l.lair().map(LairMonster::tile));
      for (Tile t : l.tiles()) {
        if (t.room().isDefined()) {
          roomsSeen = roomsSeen.append(t.room().get().name());
        }
      }
      advSeen = advSeen.appendAll(l.party().map(Fighter::id)).appendAll(l.prison());
    }
    Vector<Vector<String>> md = Vector.empty();
    Vector<Vector<String>> rd = Vector.empty();
    Vector<Vector<String>> ad = Vector.empty();
    Vector<Vector<String>> cd = Vector.empty();
    for (int y = 1; y <= 2; y++) {
      md = md.append(dice.shuffle(minus(Monsters.ofYear(y), monstersSeen)));
      rd = rd.append(dice.shuffle(minus(Room.ofYear(y).map(Enum::name), roomsSeen)));
      ad = ad.append(dice.shuffle(minus(Adventurers.ofYear(y), advSeen)));
      Vector<String> pool = CombatCard.ofYear(y);
      if (y == s.year()) {
        pool = dice.shuffle(minus(pool, s.combatCards().filter(c -> !c.equals(H))));
        java.util.Iterator<String> it = pool.iterator();
        s = s.withCombatCards(fill(s.combatCards(), it));
        cd = cd.append(Vector.ofAll(() -> it));
      } else {
        cd = cd.append(dice.shuffle(pool));
      }
    }
    s = s.withMonsterDecks(md).withRoomDecks(rd).withAdventurerDecks(ad).withCombatDecks(cd);
    // traps: the viewer's hand, the discard and planned traps are known
    Vector<String> trapsSeen = s.trapDiscard();
    for (Lord l : s.lords()) {
      trapsSeen = trapsSeen.appendAll(l.traps().filter(t -> !t.equals(H)));
    }
    for (Option<Secret> p : s.plans()) {
      trapsSeen = trapsSeen.appendAll(p.map(Secret::traps).getOrElse(Vector.empty()).filter(t -> !t.equals(H)));
    }
    trapsSeen = trapsSeen.appendAll(s.battle().map(b -> b.traps()).getOrElse(Vector.empty()));
    java.util.Iterator<String> traps = dice.shuffle(minus(Trap.deck(), trapsSeen)).iterator();
    Vector<Lord> lords = Vector.empty();
    for (Lord l : s.lords()) {
      lords = lords.append(ImmutableLord.copyOf(l).withTraps(fill(l.traps(), traps)));
    }
    s = s.withLords(lords).withTrapDeck(fill(s.trapDeck(), traps));
    java.util.Iterator<String> tiles = dice.shuffle(minus(Vector.of(EventTile.values()).map(Enum::name),
        s.eventTiles().filter(t -> !t.equals(H)))).iterator();
    s = s.withEventTiles(fill(s.eventTiles(), tiles));
    java.util.Iterator<String> specials = dice.shuffle(minus(Vector.of(SpecialEvent.values()).map(Enum::name),
        s.specials().filter(t -> !t.equals(H)))).iterator();
    s = s.withSpecials(fill(s.specials(), specials));
    // hidden commitments: a random legal choice each
    if (s.window().isDefined()) {
      CommitWindow<Secret> w = s.window().get();
      for (int seat = 0; seat < s.players().size(); seat++) {
        PlayerId p = s.players().get(seat);
        if (w.hasCommitted(p) && w.choiceOf(p).isEmpty()) {
          ImmutableDungeonLordsState plain = s.withWindow(Option.of(CommitWindow.open(Vector.of(p))));
          Option<Secret> announced = s.phase() == dev.ply.games.dungeonlords.state.Phase.PLANNING
              ? s.plans().get(seat) : Option.none();
          Option<Secret> plan = announced.isDefined()
              ? Secrets.randomPlan(plain, seat, announced.get(), dice) : Option.none();
          w = w.reveal(p, plan.isDefined() ? plan.get() : Secrets.randomChoice(plain, seat, dice));
        }
      }
      s = s.withWindow(Option.of(w));
    }
    return s.withRandom(RandomSource.seeded(dice.nextInt(Integer.MAX_VALUE)));
  }
}
