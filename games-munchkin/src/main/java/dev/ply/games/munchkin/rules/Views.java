package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/** §8: what a seat may see (a projection) and a full world consistent with it (determinize). */
public final class Views {
  private Views() {}

  private static Vector<String> hidden(int n) {
    return Vector.fill(n, Cards.HIDDEN);
  }

  public static MunchkinState view(MunchkinState s, PlayerId viewer) {
    Vector<PlayerState> seats = Vector.empty();
    for (PlayerState p : s.seats()) {
      seats = seats.append(p.id().equals(viewer) ? p
          : p.withHand(hidden(p.hand().size())).withFresh(Vector.empty()));
    }
    boolean seesPool = s.poolFaceUp() || (s.combat().isDefined() && s.seat(s.combat().get().fighter()).id().equals(viewer));
    return s.withSeats(seats).withDoorDeck(hidden(s.doorDeck().size())).withTreasureDeck(hidden(s.treasureDeck().size()))
        .withPool(seesPool ? s.pool() : hidden(s.pool().size())).withRandom(RandomSource.sealed());
  }

  private static boolean neverHeld(String id) {
    Kind k = Cards.card(id).kind();
    return k == Kind.DIVINE_INTERVENTION || k == Kind.HOARD;
  }

  /** Unknown cards (other hands, decks, a hidden pool) dealt at random from the cards the viewer cannot account for. */
  public static MunchkinState determinize(MunchkinState v, PlayerId viewer, RandomSource rng) {
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (PlayerState p : v.seats()) {
      seen.addAll(p.hand().toJavaList());
      seen.addAll(p.items().toJavaList());
      seen.addAll(p.races().toJavaList());
      seen.addAll(p.classes().toJavaList());
      seen.addAll(p.curses().toJavaList());
      p.halfBreed().forEach(seen::add);
      p.superMunchkin().forEach(seen::add);
      p.hireling().forEach(seen::add);
      p.cheats().forEach(c -> seen.add(c.card()));
    }
    seen.addAll(v.doorDiscard().toJavaList());
    seen.addAll(v.treasureDiscard().toJavaList());
    seen.addAll(v.resolving().toJavaList());
    seen.addAll(v.corpse().toJavaList());
    seen.addAll(v.pool().toJavaList());
    // MK-R38: the sale basket is public; its cards are the turn player's, in play or in hand
    seen.addAll(v.sale().toJavaList());
    v.combat().forEach(c -> {
      c.monsters().forEach(m -> {
        seen.add(m.card());
        seen.addAll(m.enhancers().toJavaList());
      });
      seen.addAll(c.zone().toJavaList());
    });
    Table t = new Table(v.withRandom(rng));
    Vector<String> doors = t.shuffle(Cards.doorIds().filter(id -> !seen.contains(id)));
    Vector<String> treasures = t.shuffle(Cards.treasureIds().filter(id -> !seen.contains(id)));
    // Hidden slots: each other hand (door and treasure cards mixed), the decks, the pool.
    Vector<PlayerState> seats = Vector.empty();
    int hiddenHandCards = 0;
    for (PlayerState p : v.seats()) {
      hiddenHandCards += p.hand().count(Cards.HIDDEN::equals);
    }
    // Split the unknown hand cards between the decks in proportion to what is left after the decks are filled.
    int doorsForHands = doors.size() - v.doorDeck().size();
    int treasuresForHands = treasures.size() - v.treasureDeck().size() - v.pool().count(Cards.HIDDEN::equals);
    // I-C4 (MK-R93, MK-R94): Divine Intervention and Hoard! trigger when drawn and never rest in a hand,
    // so an unseen one lies in its deck: it goes to the back, beyond the cards taken for the hands and pool.
    doors = doors.filter(id -> !neverHeld(id)).appendAll(doors.filter(Views::neverHeld));
    treasures = treasures.filter(id -> !neverHeld(id)).appendAll(treasures.filter(Views::neverHeld));
    Vector<String> handPool = t.shuffle(doors.take(doorsForHands).appendAll(treasures.take(treasuresForHands)));
    Vector<String> doorDeck = t.shuffle(doors.drop(doorsForHands));
    Vector<String> rest = treasures.drop(treasuresForHands);
    Vector<String> pool = v.pool();
    if (pool.contains(Cards.HIDDEN)) { // Hoard! never rests in the pool either (MK-R94)
      int n = pool.size();
      pool = rest.take(n);
      rest = rest.drop(n);
    }
    rest = t.shuffle(rest);
    for (int seat = 0; seat < v.seats().size(); seat++) {
      PlayerState p = v.seat(seat);
      // a basket card not among the turn player's items is one of its hidden hand cards
      Vector<String> known = seat == v.turn()
          ? v.sale().filter(c -> !Zones.has(p.items(), c) && !Zones.has(p.hand(), c)) : Vector.empty();
      Vector<String> hand = Vector.empty();
      for (String c : p.hand()) {
        if (c.equals(Cards.HIDDEN) && !known.isEmpty()) {
          hand = hand.append(known.head());
          known = known.tail();
        } else if (c.equals(Cards.HIDDEN)) {
          hand = hand.append(handPool.head());
          handPool = handPool.tail();
        } else {
          hand = hand.append(c);
        }
      }
      seats = seats.append(p.withHand(hand));
    }
    assert hiddenHandCards >= 0 && handPool.isEmpty();
    return t.s.withSeats(seats).withDoorDeck(doorDeck).withTreasureDeck(rest).withPool(pool)
        .withRandom(RandomSource.seeded(t.nextInt(1 << 30)));
  }
}
