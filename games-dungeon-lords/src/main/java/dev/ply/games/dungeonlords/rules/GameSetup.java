package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Dice;
import dev.ply.core.GameOption;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Setup (§3, DL-R1..R6). Option {@code first}: the seated player who holds the Starting Player
 * token (default: drawn at random, DL-R2).
 */
public final class GameSetup {
  public static final String FIRST = "first";

  /** The options {@link #check} accepts, as the game's descriptor declares them. */
  public static final Vector<GameOption> OPTIONS = Vector.of(
      GameOption.player(FIRST, "drawn at random", "who holds the Starting Player token (DL-R2)"));

  private GameSetup() {}

  public static Option<Rejection> check(Setup setup) {
    int n = setup.playerCount();
    if (n < 2 || n > 4) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "DL-R2", "Dungeon Lords is played by 2, 3 or 4 players, not " + n));
    }
    for (String key : setup.options().keySet()) {
      if (!OPTIONS.exists(o -> o.matches(key))) {
        return Option.of(Rejection.of(Rejection.BAD_SETUP, "DL-R2", "unknown option '" + key + "' (known: "
            + OPTIONS.map(GameOption::name).mkString(", ") + ")"));
      }
    }
    Option<String> first = setup.option(FIRST);
    if (first.isDefined() && !setup.players().contains(PlayerId.of(first.get()))) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "DL-R2", "option first names '" + first.get() + "', who is not seated"));
    }
    return Option.none();
  }

  /** DL-R1: 3 gold, 3 food, 3 imps, evil 5, tunnels at (2,0), (2,1), (2,2). */
  public static ImmutableLord startingLord(PlayerId id) {
    return ImmutableLord.builder().id(id).gold(3).food(3).imps(3).impsBusy(0).trollsBusy(0)
        .evil(Evilometer.START).penalties(0).drawn(Vector.empty()).hand(Vector.of(Order.values()))
        .unavailable(Vector.empty()).played(Vector.empty()).held(Vector.empty())
        .tiles(Vector.of(Tile.tunnel(Square.of(2, 0)), Tile.tunnel(Square.of(2, 1)), Tile.tunnel(Square.of(2, 2))))
        .lair(Vector.empty()).traps(Vector.empty()).party(Vector.empty()).prison(Vector.empty())
        .spied(Vector.empty()).fighting(false).build();
  }

  public static DungeonLordsState begin(Setup setup) {
    Dice dice = new Dice(setup.random());
    Vector<PlayerId> players = setup.players();
    int n = players.size();
    int starting = setup.option(FIRST).map(f -> players.indexOf(PlayerId.of(f))).getOrElse(() -> dice.nextInt(n));
    Vector<Lord> lords = Vector.empty();
    for (PlayerId p : players) {
      Vector<Order> drawn = dice.shuffle(Vector.of(Order.values())).take(3); // DL-R4
      lords = lords.append(startingLord(p).withDrawn(drawn));
    }
    Vector<String> specials = dice.shuffle(Vector.of(SpecialEvent.values()).map(Enum::name)).take(2); // DL-R3
    Vector<NonPlayer> nps = Vector.empty();
    for (int i = 0; i < (n == 2 ? 2 : n == 3 ? 1 : 0); i++) { // DL-R5, DL-R40
      Vector<Order> cards = dice.shuffle(Vector.of(Order.values()));
      nps = nps.append(ImmutableNonPlayer.builder().name(i == 0 ? "A" : "B").hand(cards.drop(2).sorted())
          .unavailable(cards.take(2).sorted()).played(Vector.empty()).build());
    }
    Vector<Vector<String>> monsters = Vector.of(dice.shuffle(Monsters.ofYear(1)), dice.shuffle(Monsters.ofYear(2)));
    Vector<Vector<String>> rooms = Vector.of(dice.shuffle(Room.ofYear(1).map(Enum::name)), dice.shuffle(Room.ofYear(2).map(Enum::name)));
    Vector<Vector<String>> adventurers = Vector.of(dice.shuffle(Adventurers.ofYear(1)), dice.shuffle(Adventurers.ofYear(2)));
    Vector<String> traps = dice.shuffle(Trap.deck());
    DungeonLordsState s = ImmutableDungeonLordsState.builder()
        .players(players).lords(lords).nonPlayers(nps)
        .nonPlayerEvil(n == 2 ? Option.of(Evilometer.START) : Option.none())
        .starting(starting).year(1).season(0).phase(Phase.UNAVAILABLE)
        .spaces(Vector.fill(24, Option::none)).cursor(0).digs(0).todo(Vector.empty())
        .monsterOffer(Vector.empty()).roomOffer(Vector.empty())
        .monsterDecks(monsters).roomDecks(rooms).adventurerDecks(adventurers)
        .combatDecks(Vector.of(CombatCard.ofYear(1), CombatCard.ofYear(2)))
        .monsterDiscard(Vector.empty()).roomDiscard(Vector.empty()).removed(Vector.empty())
        .trapDeck(traps).trapDiscard(Vector.empty()).waiting(Vector.empty())
        .eventTiles(Vector.empty()).eventsRevealed(0).specials(specials).specialRevealed(false)
        .combatCards(Vector.empty()).combatRevealed(0).paladinHolder(Option.none()).paladinInTent(true)
        .window(Option.of(CommitWindow.open(players))).drafts(TreeMap.empty())
        .round(0).plans(Vector.fill(n, Option::none)).battle(Option.none()).scores(Vector.empty())
        .random(dice.source()).build();
    return s;
  }

  /** DL-R4: all reveal at once; the kept card returns to hand, the other two are unavailable. */
  static void unavailableChosen(Ctx x) {
    CommitWindow<dev.ply.games.dungeonlords.state.Secret> w = x.s.window().get();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      Order keep = w.choiceOf(x.s.players().get(seat)).get().keep().get();
      Lord l = x.lord(seat);
      Vector<Order> blocked = l.drawn().remove(keep).sorted();
      x.update(seat, lord -> lord.withDrawn(Vector.empty()).withUnavailable(blocked).withHand(lord.hand().removeAll(blocked)));
      x.say("DL-R4", x.name(seat) + "'s unavailable orders: " + blocked.map(Order::label).mkString(" and "));
    }
    x.s.setWindow(Option.none());
    Season.beginYear(x, 1);
  }
}
