package dev.ply.games.desperategods.agent;

import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.EncounterCard.Effect;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;

/**
 * What things are worth to one player, in skulls (what wins, DG-R92): a coin a quarter skull, a
 * hit point most when it is the last (death sends the coins to Limbo, DG-R51), items by how they
 * win fights, encounter cards by the odds of beating them, squares by what landing there does.
 */
final class Worth {
  static final double COIN = 0.25;

  private Worth() {}

  /** Keeping this item: swords win fights, Helmet and Boots save hit points and cards. */
  static double item(Item it) {
    switch (it.kind()) {
      case UNFLINCHING_SWORD: return 3.0;
      case WARY_HELMET: return 1.6;
      case THIRSTY_SWORD: return 1.5;
      case NERVOUS_BOOTS: return 1.4;
      case WARM_POTION: return 1.1;
      case SCROLL_SMITING: return 1.0;
      case SHY_MASK: return 0.9;
      case BRITTLE_DAGGER: return 0.6;
      case SCROLL_TOWN_PORTAL: return 0.6;
      case SCROLL_TELEPORT: return 0.5;
      case REASSURING_SPHERE: return 0.5;
      default: return 0.3;
    }
  }

  static Item worst(PlayerState p) {
    Item worst = null;
    for (Item it : p.items()) {
      if (worst == null || item(it) < item(worst)) {
        worst = it;
      }
    }
    return worst;
  }

  /** Losing {@code damage} HP: dying costs the coins and the position (DG-R51). */
  static double hurt(PlayerState p, int damage) {
    if (damage <= 0) {
      return 0;
    }
    if (damage >= p.hp()) {
      return 2.0 + COIN * p.coins() + 0.3 * damage;
    }
    return 0.5 * damage;
  }

  /** Drawing {@code id} and resolving it, for {@code p}. */
  static double card(DgState s, PlayerState p, String id) {
    int k = Cards.index(id);
    EncounterCard c = k == Cards.NO_CARD ? Cards.get(id) : CARDS[k]; // get fails loudly on an unknown id
    // the card's effects as one mask: a move's worth asks a dozen of them of every card it weighs
    int fx = EFFECTS[k];
    if (c.isMonster()) {
      double win = Odds.win(p, c.target());
      double gain = c.skulls() + COIN * c.coins();
      if (has(fx, Effect.SELF_DAMAGE) || has(fx, Effect.DAMAGE_ALL_1)) {
        gain -= hurt(p, 1);
      }
      if (has(fx, Effect.GOLEM_ROLL)) {
        gain *= 0.8;
      }
      double loss = hurt(p, c.lossDamage());
      if (has(fx, Effect.STEAL_ITEM) || has(fx, Effect.DISCARD_ITEM)) {
        loss += p.items().isEmpty() ? 0 : item(worst(p));
      }
      if (has(fx, Effect.GHOUL_PICK) || has(fx, Effect.DRYAD_PICK)) {
        loss += p.victory().isEmpty() ? hurt(p, 1) : 1.5;
      }
      if (has(fx, Effect.SKIP_TURN) || has(fx, Effect.BIND) || has(fx, Effect.TO_HEDGE_MAZE)) {
        loss += 0.8;
      }
      return win * gain - (1 - win) * loss;
    }
    double v = c.skulls();
    if (has(fx, Effect.SHRINE)) { // on a win or a loss
      v -= p.items().isEmpty() ? hurt(p, 3) : item(worst(p));
    }
    switch (c.kind()) {
      case EVENT: return v - hurt(p, 2);
      case WANDERER: return 0.5 * v;
      default: return v - 0.3 * p.items().size();
    }
  }

  /** The cards of {@link Cards#ALL} by their place ({@link Cards#index}). */
  private static final EncounterCard[] CARDS = Cards.ALL.toJavaArray(EncounterCard[]::new);

  /**
   * Each card's win and loss effects, by its place, as a mask of {@code 1 << ordinal}: {@link
   * EncounterCard#has} for every effect at once. A constant of the content, built with the class.
   */
  private static final int[] EFFECTS = effectMasks();

  private static int[] effectMasks() {
    if (Effect.values().length > 32) {
      throw new IllegalStateException("an effect mask holds at most 32 effects");
    }
    int[] masks = new int[CARDS.length];
    for (int i = 0; i < CARDS.length; i++) {
      for (Effect e : Effect.values()) {
        if (CARDS[i].has(e)) {
          masks[i] |= 1 << e.ordinal();
        }
      }
    }
    return masks;
  }

  /** Whether a card's effect mask ({@link #EFFECTS}) holds {@code e}: {@link EncounterCard#has}. */
  private static boolean has(int fx, Effect e) {
    return (fx & (1 << e.ordinal())) != 0;
  }

  /** Where a draw from each deck looks when that deck is empty (DG-R33). */
  private static final int[][] DRAW_ORDER = {{0, 1, 2, 3}, {1, 0, 2, 3}, {2, 1, 0, 3}, {3, 2, 1, 0}};

  /** The deck a draw from {@code deck} really uses: the next non-empty one (DG-R33), or -1. */
  static int drawn(DgState s, int deck) {
    for (int d : DRAW_ORDER[deck]) {
      if (s.decks().get(d).size() > 0) {
        return d;
      }
    }
    return -1;
  }

  /**
   * Drawing {@code n} from {@code deck}, picked by {@code p} or (opponent picks) against {@code p}:
   * over the cards the deck may still hold, its own cards that are nowhere in sight (§8), the
   * mean card for one, else the mean with the best (or the worst when the opponent picks).
   */
  static double draw(Sight v, PlayerState p, int deck, int n, boolean theyPick) {
    int d = drawn(v.s, deck);
    return d < 0 ? 0 : v.draw(p, d, n, theyPick);
  }

  /** What a Town visit gives: the heal to 3 (DG-R56) and a purchase if one is affordable (DG-R57). */
  static double town(DgState s, PlayerState p) {
    double v = 0.2 + (3 - p.hp()) * (p.hp() == 1 ? 1.0 : 0.5);
    if (p.items().size() < 3) {
      for (int i = 0; i < s.store().size(); i++) {
        if (s.store().get(i).isDefined() && s.store().get(i).get().kind().price <= p.coins()) {
          v = Math.max(v, 0.2 + (3 - p.hp()) * 0.5 + 0.6 * item(s.store().get(i).get()));
        }
      }
    }
    return v;
  }

  /** Landing on {@code sq} with {@code hp} hit points, by the square's acts in order (§6.1). */
  static double land(Sight sight, PlayerState p, int sq) {
    DgState s = sight.s;
    double v = 0;
    PlayerState now = p;
    for (Board.Effect e : Board.square(sq).does()) {
      switch (e.act()) {
        case TOWN_VISIT: v += town(s, now); break;
        case DRAW: v += draw(sight, now, Board.deckOf(sq), e.n(), false); break;
        case DRAW_OPPONENT_PICKS: v += draw(sight, now, Board.deckOf(sq), e.n(), true); break;
        case SKIP_TURN: v -= 1.0; break;
        case EXTRA_TURN: v += 1.5; break;
        case GO_TO:
          if (e.damage() >= now.hp()) {
            return v - hurt(now, e.damage());
          }
          v -= hurt(now, e.damage());
          now = now.withHp(now.hp() - e.damage());
          if (e.n() != sq) {
            v += land(sight, now, e.n());
          }
          break;
        case GAIN_TOWN_CARD: case JUNK_HEAP: v += now.items().size() < 3 ? 0.7 : 0.2; break;
        case OUTSKIRTS: v += now.coins() > 0 ? Math.max(0, town(s, now) - COIN) : 0; break;
        case HEAL: v += (3 - now.hp()) * 0.6; break;
        case PUPPETEER: v += 0.3; break;
        case CEMETERY: v += cemetery(s, now); break;
        case DAMAGE:
          if (e.n() >= now.hp()) {
            return v - hurt(now, e.n());
          }
          v -= hurt(now, e.n());
          now = now.withHp(now.hp() - e.n());
          break;
        case TAKE_LIMBO: v += COIN * s.limbo(); break;
        default: break;
      }
    }
    return v;
  }

  /** The best monster to take from a rival's victory pile (DG-R132): its skulls move from them to us. */
  static double cemetery(DgState s, PlayerState p) {
    double best = 0;
    for (PlayerState o : s.players()) {
      if (o.id().equals(p.id())) {
        continue;
      }
      for (String id : o.victory()) {
        EncounterCard c = Cards.get(id);
        if (c.isMonster()) {
          double w = Odds.win(p, c.target());
          best = Math.max(best, w * 1.5 * c.skulls() - (1 - w) * hurt(p, 1));
        }
      }
    }
    return best;
  }

  /**
   * The best end of a voluntary move of {@code left} steps from {@code sq} (DG-R12..R15): each
   * bridge may be taken or not (not straight back), and passing the Town may stop there.
   */
  static double path(Sight s, PlayerState p, int sq, int left, boolean crossed) {
    if (left == 0) {
      return land(s, p, sq);
    }
    int next = Board.next(sq, p.counterClockwise());
    double v = next == Board.TOWN && left > 1
        ? Math.max(town(s.s, p), path(s, p, next, left - 1, false))
        : path(s, p, next, left - 1, false);
    int partner = Board.bridge(sq);
    if (partner >= 0 && !crossed) {
      v = Math.max(v, path(s, p, partner, left - 1, true));
    }
    return v;
  }
}
