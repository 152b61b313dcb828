package dev.ply.games.dungeonlords;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import dev.ply.core.log.PositionCodec;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.rules.Checks;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.ImmutableNonPlayer;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.NonPlayer;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A Dungeon Lords position as JSON ({@code ply-position/1}): the state's fields as plain records
 * (the state and its lords are Immutables values, which Jackson does not build), checked on load
 * by {@link Checks} like a built position.
 */
final class PositionJson {
  private PositionJson() {}

  /** A position as saved: the state's fields. */
  record Saved(Vector<PlayerId> players, Vector<SavedLord> lords, Vector<SavedNonPlayer> nonPlayers,
      Option<Integer> nonPlayerEvil, int starting, int year, int season, Phase phase,
      Vector<Option<Occupant>> spaces, int cursor, int digs, Vector<String> todo, Vector<String> monsterOffer,
      Vector<String> roomOffer, Vector<Vector<String>> monsterDecks, Vector<Vector<String>> roomDecks,
      Vector<Vector<String>> adventurerDecks, Vector<Vector<String>> combatDecks, Vector<String> monsterDiscard,
      Vector<String> roomDiscard, Vector<String> removed, Vector<String> trapDeck, Vector<String> trapDiscard,
      Vector<Vector<String>> waiting, Vector<String> eventTiles, int eventsRevealed, Vector<String> specials,
      boolean specialRevealed, Vector<String> combatCards, int combatRevealed, Option<PlayerId> paladinHolder,
      boolean paladinInTent, Option<SavedWindow> window, Vector<Draft> drafts, int round,
      Vector<Option<Secret>> plans, Option<SavedBattle> battle, Vector<Integer> scores, RandomSource random) {

    static Saved of(DungeonLordsState s) {
      return new Saved(s.players(), s.lords().map(SavedLord::of), s.nonPlayers().map(SavedNonPlayer::of),
          s.nonPlayerEvil(), s.starting(), s.year(), s.season(), s.phase(), s.spaces(), s.cursor(), s.digs(),
          s.todo(), s.monsterOffer(), s.roomOffer(), s.monsterDecks(), s.roomDecks(), s.adventurerDecks(),
          s.combatDecks(), s.monsterDiscard(), s.roomDiscard(), s.removed(), s.trapDeck(), s.trapDiscard(),
          s.waiting(), s.eventTiles(), s.eventsRevealed(), s.specials(), s.specialRevealed(), s.combatCards(),
          s.combatRevealed(), s.paladinHolder(), s.paladinInTent(), s.window().map(SavedWindow::of),
          Vector.ofAll(s.drafts()).map(e -> new Draft(e._1, e._2)), s.round(), s.plans(),
          s.battle().map(SavedBattle::of), s.scores(), s.random());
    }

    DungeonLordsState state() {
      return ImmutableDungeonLordsState.builder().players(players).lords(lords.map(SavedLord::lord))
          .nonPlayers(nonPlayers.map(SavedNonPlayer::nonPlayer)).nonPlayerEvil(nonPlayerEvil).starting(starting)
          .year(year).season(season).phase(phase).spaces(spaces).cursor(cursor).digs(digs).todo(todo)
          .monsterOffer(monsterOffer).roomOffer(roomOffer).monsterDecks(monsterDecks).roomDecks(roomDecks)
          .adventurerDecks(adventurerDecks).combatDecks(combatDecks).monsterDiscard(monsterDiscard)
          .roomDiscard(roomDiscard).removed(removed).trapDeck(trapDeck).trapDiscard(trapDiscard).waiting(waiting)
          .eventTiles(eventTiles).eventsRevealed(eventsRevealed).specials(specials).specialRevealed(specialRevealed)
          .combatCards(combatCards).combatRevealed(combatRevealed).paladinHolder(paladinHolder)
          .paladinInTent(paladinInTent).window(window.map(SavedWindow::window))
          .drafts(TreeMap.ofEntries(drafts.map(d -> io.vavr.Tuple.of(d.player(), d.choice()))))
          .round(round).plans(plans).battle(battle.map(SavedBattle::battle)).scores(scores).random(random).build();
    }
  }

  /** A lord's board and supplies, as {@link Lord} has them. */
  record SavedLord(PlayerId id, int gold, int food, int imps, int impsBusy, int trollsBusy, int evil, int penalties,
      Vector<Order> drawn, Vector<Order> hand, Vector<Order> unavailable, Vector<Order> played, Vector<Order> held,
      Vector<SavedTile> tiles, Vector<LairMonster> lair, Vector<String> traps, Vector<Fighter> party,
      Vector<String> prison, Vector<Integer> spied, boolean fighting) {

    static SavedLord of(Lord l) {
      return new SavedLord(l.id(), l.gold(), l.food(), l.imps(), l.impsBusy(), l.trollsBusy(), l.evil(), l.penalties(),
          l.drawn(), l.hand(), l.unavailable(), l.played(), l.held(), l.tiles().map(SavedTile::of), l.lair(), l.traps(),
          l.party(), l.prison(), l.spied(), l.fighting());
    }

    Lord lord() {
      return ImmutableLord.builder().id(id).gold(gold).food(food).imps(imps).impsBusy(impsBusy).trollsBusy(trollsBusy)
          .evil(evil).penalties(penalties).drawn(drawn).hand(hand).unavailable(unavailable).played(played).held(held)
          .tiles(tiles.map(SavedTile::tile)).lair(lair).traps(traps).party(party).prison(prison).spied(spied)
          .fighting(fighting).build();
    }
  }

  /** A tile: its square, the room on it (none for a tunnel), conquered, activations this season. */
  record SavedTile(Square square, Option<Room> room, boolean conquered, int activations) {
    static SavedTile of(Tile t) {
      return new SavedTile(t.square(), t.room(), t.conquered(), t.activations());
    }

    Tile tile() {
      return new Tile(square, room, conquered, activations);
    }
  }

  record SavedNonPlayer(String name, Vector<Order> hand, Vector<Order> unavailable, Vector<Order> played) {
    static SavedNonPlayer of(NonPlayer p) {
      return new SavedNonPlayer(p.name(), p.hand(), p.unavailable(), p.played());
    }

    NonPlayer nonPlayer() {
      return ImmutableNonPlayer.builder().name(name).hand(hand).unavailable(unavailable).played(played).build();
    }
  }

  /** The open secret choice: who must commit, and what each who has committed chose. */
  record SavedWindow(Vector<PlayerId> players, Vector<Draft> committed) {
    static SavedWindow of(CommitWindow<Secret> w) {
      if (w.hasHiddenChoices()) {
        throw new IllegalArgumentException("a view cannot be saved as a position: its secret choices are hidden");
      }
      return new SavedWindow(w.players(), Vector.ofAll(w.commitments()).map(e -> new Draft(e._1, e._2.get())));
    }

    CommitWindow<Secret> window() {
      Map<PlayerId, Option<Secret>> m = LinkedHashMap.empty();
      for (Draft d : committed) {
        m = m.put(d.player(), Option.of(d.choice()));
      }
      return new CommitWindow<>(players, m);
    }
  }

  /** One player's choice, committed or still being built. */
  record Draft(PlayerId player, Secret choice) {}

  record SavedBattle(int seat, Battle.Step step, Vector<String> traps, boolean ordered, int antiTrapUsed,
      Vector<String> toAct, Vector<String> withdrawn, Vector<String> toSuggest, Option<String> sheep, boolean attacked,
      boolean skipHealing, boolean skipFatigue, boolean noConquest, boolean noSpells, boolean courage, int shield,
      boolean invisible, Option<String> poisoned, boolean blindRage) {

    static SavedBattle of(Battle b) {
      return new SavedBattle(b.seat(), b.step(), b.traps(), b.ordered(), b.antiTrapUsed(), b.toAct(), b.withdrawn(),
          b.toSuggest(), b.sheep(), b.attacked(), b.skipHealing(), b.skipFatigue(), b.noConquest(), b.noSpells(),
          b.courage(), b.shield(), b.invisible(), b.poisoned(), b.blindRage());
    }

    Battle battle() {
      return ImmutableBattle.builder().seat(seat).step(step).traps(traps).ordered(ordered).antiTrapUsed(antiTrapUsed)
          .toAct(toAct).withdrawn(withdrawn).toSuggest(toSuggest).sheep(sheep).attacked(attacked)
          .skipHealing(skipHealing).skipFatigue(skipFatigue).noConquest(noConquest).noSpells(noSpells).courage(courage)
          .shield(shield).invisible(invisible).poisoned(poisoned).blindRage(blindRage).build();
    }
  }

  private static final PositionCodec<Saved> CODEC = PositionCodec.of("dungeon-lords", Saved.class,
      saved -> Checks.broken(saved.state()).map(e -> e.getMessage()));

  static String write(DungeonLordsState position) {
    return CODEC.write(Saved.of(position));
  }

  static Either<String, DungeonLordsState> read(String json) {
    return CODEC.read(json).map(Saved::state);
  }
}
