package dev.ply.games.dungeonlords.rules;

import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.RulesText;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Committed;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.MinionPlaced;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.TrapsDrawn;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Map;

/** The game in words for people: events, the end, the rules to play from, rule names. */
public final class Words {
  private Words() {}

  public static String event(GameEvent e) {
    return e instanceof DungeonLordsEvent d ? d.words() : String.valueOf(e);
  }

  /** Minions placed, secret choices made and trap draws are routine. */
  public static boolean routine(GameEvent e) {
    return e instanceof MinionPlaced || e instanceof Committed || e instanceof TrapsDrawn;
  }

  /** The end of the game: who wins and how a tie was broken (DL-R112). */
  public static Option<String> banner(DungeonLordsState view, GameEvent e) {
    if (!e.rule().equals("DL-R112") || !view.over()) {
      return Option.none();
    }
    return Option.of(outcome(view, Scoring.outcome(view)));
  }

  public static String outcome(DungeonLordsState s, Outcome o) {
    StringBuilder b = new StringBuilder(o.reason()).append(" (");
    for (int seat = 0; seat < s.players().size(); seat++) {
      b.append(seat == 0 ? "" : ", ").append(s.players().get(seat)).append(' ').append(s.scores().get(seat));
    }
    b.append(')');
    int top = s.scores().max().getOrElse(0);
    Vector<Integer> tied = Vector.range(0, s.players().size()).filter(seat -> s.scores().get(seat) == top);
    if (tied.size() > 1) {
      b.append("; tied on points, so more prisoners, then fewer penalty tokens decide: ")
          .append(tied.map(seat -> s.players().get(seat) + " " + s.lord(seat).prison().size() + " prisoners, "
              + s.lord(seat).penalties() + " penalties").mkString("; "));
    }
    return b.toString();
  }

  static final String GOAL = "Be the lord with the most points after two years (DL-R110): +2 per unconquered room,"
      + " -2 per conquered tile, +1 per monster or ghost, +2 per prisoner (+5 the paladin), -3 per penalty token,"
      + " the scoring rooms, and 3 points per title you hold alone (2 if tied): Halls, Tunnels, Monsters, Imps,"
      + " Riches, Battle, Dark Deeds (DL-R111).";

  static final String TURN = "Each year has four seasons, then combat. A season: pick 3 orders in secret (2 players:"
      + " also one for your non-player lord) and confirm (DL-R14); minions go on the action spaces in turn order,"
      + " lowest free space first; the Monsters order as your 1st costs 1 gold (DL-R15..R17). The spaces resolve"
      + " Food, Reputation, Tunnels, Gold, Imps, Traps, Monsters, Rooms; Monsters and Rooms from space III down"
      + " (DL-R19, DL-R20): take all or decline. Then rooms produce (DL-R35), each lord takes back his 1st order or a"
      + " held one (DL-R39), and from Spring on an event (payday, taxes or the special event) and the adventurers"
      + " arrive, the weakest to the least evil lord (DL-R58). At evil 10 the paladin comes for the most evil lord"
      + " (DL-R65). Combat, four rounds: choose in secret the nearest unconquered tile and the traps, monsters and"
      + " ghosts on it; traps spring, the round's spell is cast, monsters attack, priests heal, fatigue hits, and a"
      + " party that survives conquers the tile (DL-R71..R101). Dungeon squares are (column,row): columns 0 to 4 from"
      + " the left, rows 0 to 3 from the surface; the entrance opens into (2,0).";

  /**
   * Every kind of content a player meets, each with the ID the state and the actions carry (the
   * spec's adventurer IDs, the enum names of the rest) as its lookup key and a text generated from
   * its data (CardText).
   */
  public static RulesText rulesText() {
    Vector<RulesText.Term> terms = Vector.empty();
    for (Order o : Order.values()) {
      terms = terms.append(new RulesText.Term(o.name(), o.label() + " order", CardText.order(o)));
    }
    for (MonsterKind k : MonsterKind.values()) {
      terms = terms.append(new RulesText.Term(k.name(), k.label(), CardText.monster(k)));
    }
    for (Room r : Room.values()) {
      terms = terms.append(new RulesText.Term(r.name(), r.label(), CardText.room(r)));
    }
    for (Trap t : Trap.values()) {
      terms = terms.append(new RulesText.Term(t.name(), t.label(), CardText.trap(t)));
    }
    for (CombatCard c : CombatCard.values()) {
      terms = terms.append(new RulesText.Term(c.name(), c.label(), CardText.combatCard(c)));
    }
    for (SpecialEvent e : SpecialEvent.values()) {
      terms = terms.append(new RulesText.Term(e.name(), e.label(), CardText.special(e)));
    }
    terms = terms.append(new RulesText.Term(EventTile.PAYDAY.name(), "Payday", "event tile: each lord, in turn order, pays"
            + " each of his monsters and ghosts its payday cost (its hire cost) or lets it go, and his evil rises by 1"
            + " for each one let go (DL-R51)."))
        .append(new RulesText.Term(EventTile.TAXES.name(), "Taxes", "event tile: each lord owes 1 gold per 2 tiles of"
            + " his dungeon, rounded up, and takes a penalty token (-3 points) for each gold he does not pay (DL-R53)."));
    for (AdventurerClass c : Vector.of(AdventurerClass.WARRIOR, AdventurerClass.THIEF, AdventurerClass.PRIEST,
        AdventurerClass.WIZARD)) {
      terms = terms.append(new RulesText.Term(Names.cls(c), CardText.cls(c)));
    }
    for (Adventurer a : Adventurers.ALL.append(Adventurers.PALADIN_1).append(Adventurers.PALADIN_2)) {
      terms = terms.append(new RulesText.Term(a.id(), Names.adventurer(a), CardText.adventurer(a)));
    }
    terms = terms.append(new RulesText.Term("Imp", "your worker: imps dig tunnels, mine gold and activate rooms, and are"
            + " busy until the season ends (DL-R28)."))
        .append(new RulesText.Term("Troll token", "each Troll you own brings one; it may stand in for an imp when a room"
            + " is activated, not for digging, mining or a Kamikaze Imp (DL-R37)."))
        .append(new RulesText.Term("Evil", "your place on the Evilometer, " + Evilometer.MIN + " to " + Evilometer.MAX
            + ", starting at " + Evilometer.START + ": the least evil lord gets the weakest adventurers, and at "
            + Evilometer.PALADIN_MARK + " or more the paladin comes (DL-R58, DL-R65). Evil in a cost raises it (DL-R23)."))
        .append(new RulesText.Term("Penalty token", "-3 points at the end; taken for unpaid taxes and some special"
            + " events (DL-R53)."));
    return new RulesText(GOAL, TURN, terms);
  }

  private static final Map<String, String> RULE_NAMES = Map.ofEntries(
      Map.entry("DL-R1", "setup"), Map.entry("DL-R2", "starting player"), Map.entry("DL-R3", "special events"),
      Map.entry("DL-R4", "unavailable orders"), Map.entry("DL-R5", "non-player lords' setup"),
      Map.entry("DL-R6", "year decks"), Map.entry("DL-R8", "year start"), Map.entry("DL-R10", "new season"),
      Map.entry("DL-R11", "adventurers drawn"), Map.entry("DL-R12", "event tile turned up"),
      Map.entry("DL-R14", "secret orders"), Map.entry("DL-R14b", "choosing orders"),
      Map.entry("DL-R15", "placement"), Map.entry("DL-R16", "no free space"), Map.entry("DL-R17", "monster fee"),
      Map.entry("DL-R18", "one minion a space"), Map.entry("DL-R21", "execute or decline"),
      Map.entry("DL-R22", "action spaces"), Map.entry("DL-R23", "evil as a cost"), Map.entry("DL-R24", "spying"),
      Map.entry("DL-R25", "digging"), Map.entry("DL-R25b", "digging step by step"), Map.entry("DL-R26", "mining"),
      Map.entry("DL-R28", "busy imps"), Map.entry("DL-R29", "traps"), Map.entry("DL-R30", "hiring"),
      Map.entry("DL-R31", "building rooms"), Map.entry("DL-R35", "production"),
      Map.entry("DL-R36", "room activation limit"), Map.entry("DL-R37", "troll tokens"),
      Map.entry("DL-R39", "returning orders"), Map.entry("DL-R40", "non-player lords by table size"),
      Map.entry("DL-R41", "non-player orders"), Map.entry("DL-R42", "non-player minions"),
      Map.entry("DL-R43", "non-player lords"), Map.entry("DL-R50", "events in turn order"),
      Map.entry("DL-R51", "payday"), Map.entry("DL-R53", "taxes"), Map.entry("DL-R54", "special event"),
      Map.entry("DL-R55", "exhausted by an event"), Map.entry("DL-R57", "adventurers phase"),
      Map.entry("DL-R59", "adventurers arrive"), Map.entry("DL-R61", "party order"),
      Map.entry("DL-R63", "three adventurers a year"), Map.entry("DL-R64", "end of season"),
      Map.entry("DL-R65", "the paladin"), Map.entry("DL-R66", "the paladin's lord"),
      Map.entry("DL-R67", "the paladin in front"), Map.entry("DL-R70", "combat"), Map.entry("DL-R71", "planning"),
      Map.entry("DL-R73", "nothing left to conquer"), Map.entry("DL-R75", "the hidden battle plan"),
      Map.entry("DL-R75b", "planning step by step"), Map.entry("DL-R77", "combat card"),
      Map.entry("DL-R78", "trap step"), Map.entry("DL-R79", "imprisonment"), Map.entry("DL-R80", "anti-trap"),
      Map.entry("DL-R83", "spells"), Map.entry("DL-R85", "a monster withdrawn"),
      Map.entry("DL-R86", "monster step"), Map.entry("DL-R96", "healing"), Map.entry("DL-R98", "fatigue"),
      Map.entry("DL-R99", "conquest"), Map.entry("DL-R101", "poison"), Map.entry("DL-R102", "end of combat"),
      Map.entry("DL-R103", "year end"), Map.entry("DL-R104", "year 2"), Map.entry("DL-R105", "the paladin gone"),
      Map.entry("DL-R110", "scoring"), Map.entry("DL-R112", "the winner"));

  public static Option<String> ruleName(String id) {
    return Option.of(RULE_NAMES.get(id));
  }
}
