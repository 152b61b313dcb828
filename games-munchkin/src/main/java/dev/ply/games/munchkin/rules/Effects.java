package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.ItemFilter;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.LevelValue;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.content.TakeOrder;
import dev.ply.games.munchkin.content.TakeSource;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The primitives of §6.0, each implemented once. {@link #next} applies the first primitive of an
 * {@code ApplyEffects} frame; a primitive that needs a decision pushes a CHOOSE on top of the rest.
 */
final class Effects {
  private Effects() {}

  static void next(Table t, Frame.ApplyEffects f) {
    if (f.effects().isEmpty() || t.s.over()) {
      return;
    }
    // the events of this primitive name the card it comes from (a branch's frame has none: the one below)
    t.cause(Cards.exists(f.source()) ? Option.of(f.source()) : Choices.cause(t.s));
    try {
      apply(t, f);
    } finally {
      t.cause(Option.none());
    }
  }

  private static void apply(Table t, Frame.ApplyEffects f) {
    int v = f.subject();
    Effect e = f.effects().head();
    Frame.ApplyEffects rest = new Frame.ApplyEffects(v, f.effects().tail(), f.source(), f.value(), f.nothing());
    if (!t.p(v).alive()) {
      return; // MK-R81: a dead victim suffers nothing more
    }
    if (e instanceof Effect.LoseLevels x) {
      t.loseLevels(v, x.n(), "MK-R80");
      t.push(rest);
    } else if (e instanceof Effect.LoseRolledLevels) {
      t.loseLevels(v, f.value(), "MK-R80");
      t.push(rest);
    } else if (e instanceof Effect.SetLevel x) {
      int to = 1;
      if (x.value() == LevelValue.LOWEST_ALL) {
        to = 10;
        for (PlayerState p : t.s.seats()) {
          to = Math.min(to, p.level());
        }
      }
      t.setLevel(v, to, "MK-R80");
      t.push(rest);
    } else if (e instanceof Effect.Die) {
      Death.die(t, v); // nothing more of this Bad Stuff (MK-R81)
    } else if (e instanceof Effect.DiscardEquipped x) {
      boolean any = false;
      for (String id : t.p(v).equipped()) {
        if (Cards.card(id).slot() == x.slot()) {
          t.discardFrom(v, id, "MK-R80");
          any = true;
        }
      }
      if (x.slot() == Slot.HEADGEAR) {
        t.endStatus(v, Status.CHICKEN);
      }
      t.push(withResult(rest, 0, !any));
    } else if (e instanceof Effect.DiscardItems x) {
      Vector<String> matching = matching(t.p(v), x.filter());
      if (x.all()) {
        for (String id : matching) {
          t.discardFrom(v, id, "MK-R80");
        }
        t.push(withResult(rest, 0, matching.isEmpty()));
      } else if (matching.isEmpty()) {
        t.push(withResult(rest, 0, true));
      } else if (matching.size() == 1) {
        int value = Cards.card(matching.head()).value();
        t.discardFrom(v, matching.head(), "MK-R80");
        t.push(withResult(rest, value, false));
      } else {
        t.push(rest);
        t.push(new Frame.Choose(v, Purpose.DISCARD_ITEM, v, Option.of(e), 1));
      }
    } else if (e instanceof Effect.PayItems x) {
      int owed = x.value() == 0 ? f.value() : x.value();
      int worth = 0;
      for (String id : t.p(v).items()) {
        worth += Cards.card(id).value();
      }
      if (worth < owed) {
        t.push(rest);
        t.push(new Frame.ApplyEffects(v, x.fallback(), f.source(), f.value(), f.nothing()));
      } else if (owed > 0) {
        t.push(rest);
        t.push(new Frame.Choose(v, Purpose.PAY_ITEM, v, Option.of(e), owed));
      } else {
        t.push(rest);
      }
    } else if (e instanceof Effect.DiscardHand) {
      for (String id : t.p(v).hand()) {
        t.discardFrom(v, id, "MK-R80");
      }
      t.push(rest);
    } else if (e instanceof Effect.Roll) {
      int d = t.d6();
      t.emit(new MunchkinEvent.Rolled(t.id(v), d, "MK-R96"));
      t.push(withResult(rest, Running.effective(t.p(v), d), f.nothing()));
      Running.postRoll(t, v, d);
    } else if (e instanceof Effect.LoseMixed) {
      int n = Math.min(f.value(), t.p(v).hand().size() + t.p(v).items().size());
      t.push(rest);
      if (n > 0) {
        t.push(new Frame.Choose(v, Purpose.LOSE_MIXED, v, Option.of(e), n));
      }
    } else if (e instanceof Effect.OthersTake x) {
      t.push(rest);
      Vector<Integer> takers = takers(t, v, x.order());
      if (x.source() == TakeSource.HAND_RANDOM) {
        for (int taker : takers) {
          Choosing.takeRandomCard(t, v, taker);
        }
      } else {
        for (int taker : takers.reverse()) {
          t.push(new Frame.Choose(taker, Purpose.TAKE_ITEM, v, Option.of(e), 1));
        }
      }
    } else if (e instanceof Effect.DiscardItemsByNeighbours) {
      t.push(rest);
      t.push(new Frame.Choose(t.rightOf(v), Purpose.NEIGHBOUR_DISCARD, v, Option.of(e), 1));
      t.push(new Frame.Choose(t.leftOf(v), Purpose.NEIGHBOUR_DISCARD, v, Option.of(e), 1));
    } else if (e instanceof Effect.DiscardRaces) {
      for (String id : t.p(v).races()) {
        t.discardFrom(v, id, "MK-R80");
      }
      t.push(rest);
    } else if (e instanceof Effect.DiscardClasses x) {
      Vector<String> classes = t.p(v).classes();
      if (x.all() || classes.size() <= 1) {
        for (String id : classes) {
          t.discardFrom(v, id, "MK-R80");
        }
        t.push(rest);
      } else {
        t.push(rest);
        t.push(new Frame.Choose(v, Purpose.DISCARD_CLASS, v, Option.of(e), 1));
      }
    } else if (e instanceof Effect.DiscardClassCard x) {
      for (String id : t.p(v).classes()) {
        if (Cards.card(id).cls().contains(x.cls())) {
          t.discardFrom(v, id, "MK-R80");
          break;
        }
      }
      t.push(rest);
    } else if (e instanceof Effect.ReplaceFromDiscard x) {
      replaceFromDiscard(t, v, x.kind());
      t.push(rest);
    } else if (e instanceof Effect.Choice x) {
      t.push(rest);
      t.push(new Frame.Choose(v, Purpose.BRANCH, v, Option.of(e), 1));
    } else if (e instanceof Effect.If x) {
      t.push(rest);
      boolean holds = Conditions.holds(t.s, x.cond(), v, f.value(), f.nothing());
      t.push(new Frame.ApplyEffects(v, holds ? x.then() : x.otherwise(), f.source(), f.value(), f.nothing()));
    } else if (e instanceof Effect.EachOtherPlayer x) {
      t.push(rest);
      Vector<Integer> others = takers(t, v, TakeOrder.CLOCKWISE_FROM_LEFT);
      for (int o : others.reverse()) {
        t.push(new Frame.ApplyEffects(o, x.each(), f.source(), f.value(), f.nothing()));
      }
    } else if (e instanceof Effect.ToggleSex) {
      PlayerState p = t.p(v);
      t.put(v, p.withSex(p.sex() == Sex.MALE ? Sex.FEMALE : Sex.MALE));
      t.push(rest);
      Fighting.befriendCheck(t); // MK-R60: a combatant's sex changed
    } else if (e instanceof Effect.AddStatus x) {
      PlayerState p = t.p(v);
      if (!p.has(x.status())) {
        t.put(v, p.withStatuses(p.statuses().append(x.status())));
      }
      t.push(rest);
    } else if (e instanceof Effect.Draw x) {
      for (int i = 0; i < x.n(); i++) {
        t.draw(v, x.deck(), x.faceUp(), "MK-R61");
      }
      t.push(rest);
    } else {
      t.push(rest); // the remaining primitives are card plays, not Bad Stuff or curses
    }
  }

  private static Frame.ApplyEffects withResult(Frame.ApplyEffects f, int value, boolean nothing) {
    return new Frame.ApplyEffects(f.subject(), f.effects(), f.source(), value, nothing);
  }

  /** The in-play Items of {@code p} that DISCARD_ITEMS reaches. */
  static Vector<String> matching(PlayerState p, ItemFilter filter) {
    Vector<String> out = Vector.empty();
    int best = 0;
    if (filter == ItemFilter.BEST_BONUS_EQUIPPED) {
      for (String id : p.equipped()) {
        best = Math.max(best, Items.bonus(p, Cards.card(id)));
      }
      if (best <= 0) {
        return out;
      }
    }
    for (String id : p.items()) {
      Card c = Cards.card(id);
      boolean eq = p.equipped().contains(id);
      boolean ok;
      switch (filter) {
        case BIG: ok = c.big(); break;
        case SMALL: ok = !c.big(); break;
        case ARMOR_OR_BELOW_WAIST_EQUIPPED:
          ok = eq && (c.slot() == Slot.ARMOR || c.has(dev.ply.games.munchkin.content.ItemFlag.BELOW_WAIST)); break;
        case BEST_BONUS_EQUIPPED: ok = eq && Items.bonus(p, c) == best; break;
        default: ok = true;
      }
      if (ok) {
        out = out.append(id);
      }
    }
    return out;
  }

  /** Who takes in OTHERS_TAKE (living players only, MK-R5). */
  static Vector<Integer> takers(Table t, int v, TakeOrder order) {
    int n = t.s.size();
    Vector<Integer> out = Vector.empty();
    switch (order) {
      case LEFT_THEN_RIGHT:
        return Vector.of(t.leftOf(v), t.rightOf(v)).filter(i -> i != v);
      case COUNTER_CLOCKWISE_FROM_RIGHT:
        for (int k = 1; k < n; k++) {
          int i = Math.floorMod(v - k, n);
          if (t.p(i).alive()) {
            out = out.append(i);
          }
        }
        return out;
      case HIGHEST_CLOCKWISE: {
        int h = 0;
        for (PlayerState p : t.s.seats()) {
          if (p.alive()) {
            h = Math.max(h, p.level());
          }
        }
        for (int k = 1; k < n; k++) {
          int i = (v + k) % n;
          if (t.p(i).alive() && t.p(i).level() == h) {
            out = out.append(i);
          }
        }
        return out;
      }
      default:
        for (int k = 1; k < n; k++) {
          int i = (v + k) % n;
          if (t.p(i).alive()) {
            out = out.append(i);
          }
        }
        return out;
    }
  }

  /** Change Race / Change Class (§6.3 D63, D64). */
  private static void replaceFromDiscard(Table t, int v, Kind kind) {
    Vector<String> mine = kind == Kind.RACE ? t.p(v).races() : t.p(v).classes();
    if (mine.isEmpty()) {
      return;
    }
    Option<String> found = Option.none();
    for (String id : t.s.doorDiscard().reverse()) {
      if (Cards.card(id).kind() == kind) {
        found = Option.of(id);
        break;
      }
    }
    if (found.isDefined()) {
      t.s = t.s.withDoorDiscard(t.s.doorDiscard().remove(found.get()));
    }
    PlayerState p = t.p(v);
    Option<String> keepHalfBreed = p.halfBreed();
    for (String id : mine) {
      t.discardFrom(v, id, "MK-R86");
    }
    if (found.isDefined()) {
      p = t.p(v);
      p = kind == Kind.RACE ? p.withRaces(p.races().append(found.get())) : p.withClasses(p.classes().append(found.get()));
      if (kind == Kind.RACE && keepHalfBreed.isDefined() && p.halfBreed().isEmpty()) {
        t.s = t.s.withDoorDiscard(t.s.doorDiscard().remove(keepHalfBreed.get()));
        p = p.withHalfBreed(keepHalfBreed);
      }
      t.put(v, p);
    }
  }
}
