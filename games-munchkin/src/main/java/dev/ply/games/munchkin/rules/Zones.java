package dev.ply.games.munchkin.rules;


import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A player's cards as the rules read them (§5.2: hands, play areas; MK-R39: a one-shot is played
 * from the hand or the play area), and the frame under the top one that a window belongs to.
 */
final class Zones {
  private Zones() {}

  /** None, then each item: the sides of a trade or a bribe, in the order the list gives them. */
  @SuppressWarnings("unchecked")
  static Option<String>[] noneAnd(Vector<String> items) {
    Option<String>[] out = new Option[items.size() + 1];
    out[0] = Option.none();
    for (int i = 0; i < items.size(); i++) {
      String id = items.get(i);
      int card = Cards.index(id);
      out[i + 1] = card >= 0 ? SOME[card] : Option.of(id);
    }
    return out;
  }

  /** {@code Option.of(id)} for every card, made once (trade and bribe lists name items as options). */
  @SuppressWarnings("unchecked")
  static final Option<String>[] SOME = new Option[Cards.ALL.size()];

  static {
    for (Card c : Cards.ALL) {
      SOME[Cards.index(c.id())] = Option.of(c.id());
    }
  }

  /**
   * Hand cards and in-play items, where a one-shot may be played from (MK-R39): how many, and card
   * {@code k} (the hand first), read in place instead of a concatenated copy per legal list.
   */
  static int ownedCount(PlayerState p) {
    return p.hand().size() + p.items().size();
  }

  static String ownedAt(PlayerState p, int k) {
    int inHand = p.hand().size();
    return k < inHand ? p.hand().get(k) : p.items().get(k - inHand);
  }

  /** {@code cards.contains(id)} without an iterator and a predicate per call. */
  static boolean has(Vector<String> cards, String id) {
    for (int i = 0; i < cards.size(); i++) {
      if (cards.get(i).equals(id)) {
        return true;
      }
    }
    return false;
  }

  /** {@code a.appendAll(b)} in one copy (Vavr appends element by element). */
  static Vector<String> concat(Vector<String> a, Vector<String> b) {
    if (b.isEmpty()) {
      return a;
    }
    if (a.isEmpty()) {
      return b;
    }
    String[] out = new String[a.size() + b.size()];
    for (int i = 0; i < a.size(); i++) {
      out[i] = a.get(i);
    }
    for (int i = 0; i < b.size(); i++) {
      out[a.size() + i] = b.get(i);
    }
    return Vector.of(out);
  }

  static boolean oneShot(String id, Timing timing) {
    return Cards.exists(id) && Cards.card(id).timing().getOrNull() == timing;
  }

  static boolean hasEffect(String id, Class<? extends Effect> type) {
    return Cards.exists(id) && Cards.card(id).effect(type).isDefined();
  }

  /** MK-R29: discard fodder for a class ability: hand cards and own in-play cards but curses and that class's card. */
  static Vector<String> fodder(PlayerState p, CharClass cls) {
    // Half-Breed with two races and Super Munchkin (always with two classes) are not fodder: without
    // them MK-R21/MK-R22 allow only one race / one class (I-P3), and no rule says which card would go.
    // Recorded as a deviation in docs/rules/munchkin.md.
    Vector<String> out = concat(concat(p.hand(), p.items()), p.races())
        .appendAll(p.races().size() < 2 ? p.halfBreed().toVector() : Vector.empty()).appendAll(p.hireling());
    for (int cAt = 0; cAt < p.classes().size(); cAt++) {
      String c = p.classes().get(cAt);
      if (!Cards.card(c).cls().contains(cls)) {
        out = out.append(c);
      }
    }
    return out;
  }

  static Frame.AfterFail afterFail(MunchkinState s) {
    return s.frames().size() > 1 && s.frames().items().get(1) instanceof Frame.AfterFail a ? a : null;
  }

  static Frame.RunAttempt attempt(MunchkinState s) {
    return s.frames().size() > 1 && s.frames().items().get(1) instanceof Frame.RunAttempt a ? a : null;
  }

  static boolean autoCatcher(MunchkinState s, int monster) {
    return Strength.data(s.combat().get(), monster).runEffect(Effect.AutoCatch.class).isDefined();
  }
}
