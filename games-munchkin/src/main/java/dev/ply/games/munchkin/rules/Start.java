package dev.ply.games.munchkin.rules;

import dev.ply.core.GameOption;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.flow.DecisionStack;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Setup (§3): options {@code maxTurns} (MK-R6, default 300), {@code autoPass} (MK-R103, default
 * false, leaks — for fast simulations only) and {@code sex.<player>} (MALE/FEMALE, MK-R19).
 */
public final class Start {
  public static final int DEFAULT_MAX_TURNS = 300;

  /** The options {@link #check} accepts, as the game's descriptor declares them. */
  public static final Vector<GameOption> OPTIONS = Vector.of(
      GameOption.number("maxTurns", 1, 99999, DEFAULT_MAX_TURNS,
          "the game ends after this many turns; the highest levels win (MK-R6)"),
      GameOption.flag("autoPass", false, "skip players who have nothing to play; faster, but being skipped tells the "
          + "table you hold nothing usable (MK-R103)"),
      GameOption.choice("sex.<player>", Vector.of("MALE", "FEMALE"), "MALE",
          "a player's starting sex (Broad Sword, Gentlemen's Club, Amazon; MK-R19)"));

  private Start() {}

  public static Option<Rejection> check(Setup setup) {
    if (setup.playerCount() < 3 || setup.playerCount() > 6) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "MK-R29", "Munchkin is for 3 to 6 players, not " + setup.playerCount()));
    }
    for (String key : setup.options().keySet()) {
      if (!OPTIONS.exists(o -> o.matches(key))) {
        return Option.of(Rejection.of(Rejection.BAD_SETUP, "unknown option " + key + " ("
            + OPTIONS.map(GameOption::name).mkString(", ") + ")"));
      }
    }
    Option<String> mt = setup.option("maxTurns");
    if (mt.isDefined() && !mt.get().matches("[1-9][0-9]{0,4}")) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "maxTurns must be a whole number from 1 to 99999"));
    }
    Option<String> ap = setup.option("autoPass");
    if (ap.isDefined() && !ap.get().equals("true") && !ap.get().equals("false")) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "autoPass must be true or false"));
    }
    for (var e : setup.options()) {
      if (e._1.startsWith("sex.") && !e._2.equals("MALE") && !e._2.equals("FEMALE")) {
        return Option.of(Rejection.of(Rejection.BAD_SETUP, e._1 + " must be MALE or FEMALE"));
      }
      if (e._1.startsWith("sex.") && !setup.players().map(PlayerId::name).contains(e._1.substring(4))) {
        return Option.of(Rejection.of(Rejection.BAD_SETUP, e._1 + " names " + e._1.substring(4) + ", who is not seated"));
      }
    }
    return Option.none();
  }

  /** A table before any deal: empty hands, both decks in canonical order (for builders). */
  public static MunchkinState empty(Setup setup) {
    Vector<PlayerState> seats = Vector.empty();
    for (PlayerId p : setup.players()) {
      Sex sex = Sex.valueOf(setup.option("sex." + p.name()).getOrElse("MALE"));
      seats = seats.append(PlayerState.builder().id(p).level(1).sex(sex).alive(true).needsRebirthDraw(false)
          .hand(Vector.empty()).fresh(Vector.empty()).races(Vector.empty()).halfBreed(Option.none())
          .classes(Vector.empty()).superMunchkin(Option.none()).items(Vector.empty()).equipped(Vector.empty())
          .hireling(Option.none()).cheats(Vector.empty()).curses(Vector.empty()).statuses(Vector.empty()).build());
    }
    return MunchkinState.builder().seats(seats).doorDeck(Cards.doorIds()).treasureDeck(Cards.treasureIds())
        .turn(0).completedTurns(0)
        .maxTurns(Integer.parseInt(setup.option("maxTurns").getOrElse("" + DEFAULT_MAX_TURNS)))
        .autoPass(Boolean.parseBoolean(setup.option("autoPass").getOrElse("false")))
        .frames(DecisionStack.empty()).combatThisTurn(false).poolFaceUp(false).halflingUsed(false).over(false)
        .random(setup.random()).doorDiscard(Vector.empty()).treasureDiscard(Vector.empty()).combat(Option.none())
        .resolving(Vector.empty()).corpse(Vector.empty()).pool(Vector.empty()).sale(Vector.empty())
        .toggled(Vector.empty()).winners(Vector.empty()).proposals(Vector.fill(seats.size(), 0))
        .saleCleared(false).build();
  }

  /** §3 steps 3–7. */
  public static dev.ply.core.Transition<MunchkinState> begin(Setup setup) {
    Table t = new Table(empty(setup));
    Vector<String> doors = t.shuffle(t.s.doorDeck());
    t.s = t.s.withDoorDeck(doors);
    t.emit(new MunchkinEvent.Shuffled(Deck.DOOR, t.s.doorDeck().size()));
    Vector<String> treasures = t.shuffle(t.s.treasureDeck());
    t.s = t.s.withTreasureDeck(treasures);
    t.emit(new MunchkinEvent.Shuffled(Deck.TREASURE, t.s.treasureDeck().size()));
    int first = t.nextInt(t.s.size());
    t.s = t.s.withTurn(first);
    t.emit(new MunchkinEvent.FirstPlayer(t.id(first)));
    for (int k = 0; k < t.s.size(); k++) {
      int seat = (first + k) % t.s.size();
      for (int i = 0; i < 4; i++) {
        t.draw(seat, Deck.DOOR, false, "MK-R12");
      }
      for (int i = 0; i < 4; i++) {
        t.draw(seat, Deck.TREASURE, false, "MK-R12");
      }
    }
    Table t2 = t;
    dev.ply.core.Transition<MunchkinState> rest = Rules.begin(t2.s);
    return dev.ply.core.Transition.of(rest.state(), t2.events().appendAll(rest.events().map(e -> (MunchkinEvent) e)));
  }
}
