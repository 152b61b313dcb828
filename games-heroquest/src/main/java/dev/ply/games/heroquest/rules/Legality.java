package dev.ply.games.heroquest.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.CardKind;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * What may be done now (§4.2) and why not (HQ-R46). {@link #legal} lists exactly the actions
 * {@link #check} accepts; a test checks both directions.
 */
public final class Legality {
  public static final String WRONG_PHASE = "WRONG_PHASE";
  public static final String CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND";
  public static final String BAD_TARGET = "BAD_TARGET";
  public static final String NOT_ON_FLOOR = "NOT_ON_FLOOR";
  public static final String SYMBOL_NOT_ON_CARD = "SYMBOL_NOT_ON_CARD";
  public static final String ASLEEP = "ASLEEP";
  public static final String NOT_YOUR_WOUND = "NOT_YOUR_WOUND";
  public static final String NO_CHESTS = "NO_CHESTS";

  private Legality() {}

  // ------------------------------------------------------------------ the legal list

  public static Seq<HeroQuestAction> legal(HeroQuestState s, PlayerId player) {
    if (s.over() || !s.activePlayer().equals(player)) {
      return Vector.empty(); // HQ-R46 / invariant 11: only the active seat ever acts
    }
    List<HeroQuestAction> out = new ArrayList<>(16);
    HeroState me = s.activeHero();
    switch (s.phase()) {
      case PLAY -> {
        Vector<String> hand = me.hand();
        for (int h = 0, hn = hand.size(); h < hn; h++) {
          String id = hand.get(h);
          if (!Cards.exists(id)) {
            continue; // a hidden card (only in a view of another seat, which is never active here)
          }
          Card c = Cards.card(id);
          if (c.kind() == CardKind.WOUND) {
            Vector<PlayerId> players = s.players();
            for (int i = 0, n = players.size(); i < n; i++) {
              out.add(new PlayWound(player, id, players.get(i))); // HQ-R12b: any hero, own included
            }
          } else if (c.boon().contains(Boon.HEALING_POTION) && anyoneWounded(s)) {
            potionForms(s, out, (t, w) -> new PlayPotion(player, id, t, w));
          } else {
            out.add(new PlayCard(player, id));
          }
        }
      }
      case REVEAL_TARGET -> {
        Card c = Cards.card(s.pending().get());
        if (c.kind() == CardKind.WOUND) {
          for (PlayerId target : s.players()) {
            out.add(new AssignWound(player, target));
          }
        } else {
          potionForms(s, out, (t, w) -> new AssignPotion(player, t, w));
        }
      }
      case ACTION -> {
        if (me.mayAttack()) {
          Vector<String> floor = s.floor();
          for (int f = 0, fn = floor.size(); f < fn; f++) {
            String id = floor.get(f);
            Vector<Symbol> symbols = Cards.card(id).symbols();
            for (int i = 0, n = symbols.size(); i < n; i++) {
              Symbol symbol = symbols.get(i);
              if (symbol.isThreat()) {
                out.add(new Attack(player, id, symbol));
              }
            }
          }
        }
        Vector<String> wounds = me.wounds();
        for (int i = 0, n = wounds.size(); i < n; i++) {
          out.add(new Heal(player, wounds.get(i)));
        }
        if (!s.chests().isEmpty()) {
          out.add(new Search(player));
        }
        out.add(new Pass(player));
      }
      default -> { }
    }
    @SuppressWarnings("unchecked")
    Vector<HeroQuestAction> all = (Vector<HeroQuestAction>) (Vector<?>) Vector.of(out.toArray());
    return all; // the array path (Vector.ofAll walks an iterator into a temporary list first)
  }

  private interface PotionForm {
    HeroQuestAction make(PlayerId target, String remove);
  }

  /** HQ-R35: one form per hero with a skull token, plus one per attached wound card. */
  private static void potionForms(HeroQuestState s, List<HeroQuestAction> out, PotionForm form) {
    for (int seat = 0; seat < s.players().size(); seat++) {
      HeroState h = s.hero(seat);
      if (h.skulls() > 0) {
        out.add(form.make(s.players().get(seat), HeroQuestAction.PERMANENT));
      }
      for (String w : h.wounds()) {
        out.add(form.make(s.players().get(seat), w));
      }
    }
  }

  public static boolean anyoneWounded(HeroQuestState s) {
    Vector<HeroState> heroes = s.heroes();
    for (int i = 0, n = heroes.size(); i < n; i++) {
      if (heroes.get(i).total() > 0) {
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------ the reasons

  /** Why {@code a} is illegal in {@code s}, if it is (HQ-R46). */
  public static Option<Rejection> check(HeroQuestState s, HeroQuestAction a) {
    if (a == null || a.actor() == null) {
      return reject(Rejection.MALFORMED_ACTION, "an action must name its actor");
    }
    if (s.over()) {
      return reject(Rejection.GAME_OVER, "the game is over");
    }
    if (!s.activePlayer().equals(a.actor())) {
      return reject(Rejection.NOT_YOUR_TURN, a.actor() + " may not act now: it is "
          + s.activePlayer() + "'s turn");
    }
    // plain early returns (no Option.orElse closures): this runs on every apply (performance-notes.md)
    if (a instanceof PlayCard p) {
      Option<Rejection> why = checkPlay(s, p.card());
      if (why.isDefined()) {
        return why;
      }
      Card c = Cards.card(p.card());
      if (c.kind() == CardKind.WOUND) {
        return reject(BAD_TARGET, "HQ-R12", c.name() + " is a wound card: name the hero who takes it");
      }
      if (c.boon().contains(Boon.HEALING_POTION) && anyoneWounded(s)) {
        return reject(BAD_TARGET, "HQ-R35", "the Healing Potion must name a hero and the wound it cures");
      }
      return Option.none();
    }
    if (a instanceof PlayWound p) {
      Option<Rejection> why = checkPlay(s, p.card());
      if (why.isDefined()) {
        return why;
      }
      return Cards.card(p.card()).kind() != CardKind.WOUND
          ? reject(BAD_TARGET, "HQ-R11", p.card() + " is not a wound card; it takes no target")
          : checkHero(s, p.target());
    }
    if (a instanceof PlayPotion p) {
      Option<Rejection> why = checkPlay(s, p.card());
      if (why.isDefined()) {
        return why;
      }
      return !Cards.card(p.card()).boon().contains(Boon.HEALING_POTION)
          ? reject(BAD_TARGET, "HQ-R35", p.card() + " is not the Healing Potion; it takes no wound to cure")
          : checkCure(s, p.target(), p.remove());
    }
    if (a instanceof AssignWound p) {
      Option<Rejection> why = checkPhase(s, Phase.REVEAL_TARGET, "HQ-R15");
      if (why.isDefined()) {
        return why;
      }
      return Cards.card(s.pending().get()).kind() != CardKind.WOUND
          ? reject(BAD_TARGET, "HQ-R15", "the revealed card is the Healing Potion: name a hero and a wound")
          : checkHero(s, p.target());
    }
    if (a instanceof AssignPotion p) {
      Option<Rejection> why = checkPhase(s, Phase.REVEAL_TARGET, "HQ-R15");
      if (why.isDefined()) {
        return why;
      }
      return Cards.card(s.pending().get()).kind() == CardKind.WOUND
          ? reject(BAD_TARGET, "HQ-R15", "the revealed card is a wound card: name only the hero who takes it")
          : checkCure(s, p.target(), p.remove());
    }
    if (a instanceof Attack p) {
      Option<Rejection> why = checkPhase(s, Phase.ACTION, "HQ-R24");
      if (why.isDefined()) {
        return why;
      }
      if (p.card() == null || !has(s.floor(), p.card())) {
        return reject(NOT_ON_FLOOR, "HQ-R27", p.card() + " is not on the dungeon floor");
      }
      Card c = Cards.card(p.card());
      if (p.symbol() == null || !p.symbol().isThreat() || !c.shows(p.symbol())) {
        return reject(SYMBOL_NOT_ON_CARD, "HQ-R27", c.name() + " shows no " + p.symbol() + " threat to attack");
      }
      if (!s.activeHero().mayAttack()) {
        return reject(ASLEEP, "HQ-R39", "the " + s.activeHero().hero().label() + " is under Sleep and may not attack");
      }
      return Option.none();
    }
    if (a instanceof Heal p) {
      Option<Rejection> why = checkPhase(s, Phase.ACTION, "HQ-R24");
      if (why.isDefined()) {
        return why;
      }
      return p.wound() == null || !has(s.activeHero().wounds(), p.wound())
          ? reject(NOT_YOUR_WOUND, "HQ-R28", "only a wound card attached to your own hero can be healed; "
              + p.wound() + " is not")
          : Option.none();
    }
    if (a instanceof Search) {
      Option<Rejection> why = checkPhase(s, Phase.ACTION, "HQ-R24");
      if (why.isDefined()) {
        return why;
      }
      return s.chests().isEmpty()
          ? reject(NO_CHESTS, "HQ-R29", "every chest has been opened")
          : Option.none();
    }
    if (a instanceof Pass) {
      return checkPhase(s, Phase.ACTION, "HQ-R24");
    }
    return reject(Rejection.MALFORMED_ACTION, "unknown action " + a);
  }

  private static Option<Rejection> checkPlay(HeroQuestState s, String card) {
    Option<Rejection> why = checkPhase(s, Phase.PLAY, "HQ-R10");
    if (why.isDefined()) {
      return why;
    }
    return card == null || !Cards.exists(card) || !has(s.activeHero().hand(), card)
        ? reject(CARD_NOT_IN_HAND, "HQ-R10", card + " is not in your hand")
        : Option.none();
  }

  /** {@code v.contains(x)} for a non-null {@code x}, as an indexed loop. */
  private static boolean has(Vector<String> v, String x) {
    for (int i = 0, n = v.size(); i < n; i++) {
      if (x.equals(v.get(i))) {
        return true;
      }
    }
    return false;
  }

  private static Option<Rejection> checkPhase(HeroQuestState s, Phase phase, String rule) {
    if (s.phase() == phase) {
      return Option.none();
    }
    return reject(WRONG_PHASE, rule, "that can only be done in " + phase + "; the turn is in " + s.phase());
  }

  private static Option<Rejection> checkHero(HeroQuestState s, PlayerId target) {
    return target == null || s.seatOf(target) < 0
        ? reject(BAD_TARGET, "HQ-R12b", "no hero is seated as " + target)
        : Option.none();
  }

  private static Option<Rejection> checkCure(HeroQuestState s, PlayerId target, String remove) {
    Option<Rejection> hero = checkHero(s, target);
    if (hero.isDefined()) {
      return hero;
    }
    HeroState h = s.hero(s.seatOf(target));
    if (HeroQuestAction.PERMANENT.equals(remove) ? h.skulls() > 0 : h.wounds().contains(remove)) {
      return Option.none();
    }
    return reject(BAD_TARGET, "HQ-R35", "the " + h.hero().label() + " has no "
        + (HeroQuestAction.PERMANENT.equals(remove) ? "skull token" : "wound card " + remove) + " to cure");
  }

  private static Option<Rejection> reject(String code, String message) {
    return Option.of(Rejection.of(code, "HQ-R46", message));
  }

  private static Option<Rejection> reject(String code, String rule, String message) {
    return Option.of(Rejection.of(code, rule, message));
  }
}
