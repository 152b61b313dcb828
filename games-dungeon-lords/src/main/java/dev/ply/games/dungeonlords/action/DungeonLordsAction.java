package dev.ply.games.dungeonlords.action;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;

/**
 * Every decision of Dungeon Lords (§4). Secret choices are small steps (DL-R14b, DL-R25b, DL-R75b,
 * DL-R86b) with no undo. Monster tiles, trap kinds and rooms are named by their ids.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = DungeonLordsAction.KeepOrder.class, name = "keepOrder"),
    @JsonSubTypes.Type(value = DungeonLordsAction.PickOrder.class, name = "pickOrder"),
    @JsonSubTypes.Type(value = DungeonLordsAction.PickNonPlayerOrder.class, name = "pickNonPlayerOrder"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Confirm.class, name = "confirm"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Execute.class, name = "execute"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Decline.class, name = "decline"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Spy.class, name = "spy"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Dig.class, name = "dig"),
    @JsonSubTypes.Type(value = DungeonLordsAction.StopDigging.class, name = "stopDigging"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Mine.class, name = "mine"),
    @JsonSubTypes.Type(value = DungeonLordsAction.DiscardTrap.class, name = "discardTrap"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Hire.class, name = "hire"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Build.class, name = "build"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Activate.class, name = "activate"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Done.class, name = "done"),
    @JsonSubTypes.Type(value = DungeonLordsAction.ReturnOrder.class, name = "returnOrder"),
    @JsonSubTypes.Type(value = DungeonLordsAction.PayMonster.class, name = "payMonster"),
    @JsonSubTypes.Type(value = DungeonLordsAction.LetGo.class, name = "letGo"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Pay.class, name = "pay"),
    @JsonSubTypes.Type(value = DungeonLordsAction.ChooseTile.class, name = "chooseTile"),
    @JsonSubTypes.Type(value = DungeonLordsAction.AddTrap.class, name = "addTrap"),
    @JsonSubTypes.Type(value = DungeonLordsAction.AddMonster.class, name = "addMonster"),
    @JsonSubTypes.Type(value = DungeonLordsAction.Release.class, name = "release"),
    @JsonSubTypes.Type(value = DungeonLordsAction.FirstTrap.class, name = "firstTrap"),
    @JsonSubTypes.Type(value = DungeonLordsAction.TrapTarget.class, name = "trapTarget"),
    @JsonSubTypes.Type(value = DungeonLordsAction.SpellChoice.class, name = "spellChoice"),
    @JsonSubTypes.Type(value = DungeonLordsAction.AttackWith.class, name = "attack")
})
public sealed interface DungeonLordsAction extends Action {

  /** DL-R4: of the 3 drawn cards, keep this one; the other two become unavailable. */
  record KeepOrder(PlayerId actor, Order order) implements DungeonLordsAction {}

  /** DL-R14b: the next of the three secret orders (1st, 2nd, 3rd). */
  record PickOrder(PlayerId actor, Order order) implements DungeonLordsAction {}

  /** DL-R43: the 3rd order of one's non-player lord (2 players). */
  record PickNonPlayerOrder(PlayerId actor, Order order) implements DungeonLordsAction {}

  /** Commit the secret choice being built (DL-R14b orders, DL-R75b plan). */
  record Confirm(PlayerId actor) implements DungeonLordsAction {}

  /**
   * Execute the action space now resolving, paying all and getting all (DL-R21); also "pay" in
   * Charity Week and Witch Hunt's "let the Witches go" (§6.9).
   */
  record Execute(PlayerId actor) implements DungeonLordsAction {}

  /** Decline (DL-R21); in Witch Hunt, keep the Witches and take penalties; in Charity Week, refuse. */
  record Decline(PlayerId actor) implements DungeonLordsAction {}

  /** DL-R24: look at the face-down combat card at {@code position} (1..4). */
  record Spy(PlayerId actor, int position) implements DungeonLordsAction {}

  /** DL-R25b: dig one tunnel on {@code square}. */
  record Dig(PlayerId actor, Square square) implements DungeonLordsAction {}

  /** DL-R25b: stop digging (before any DIG: decline). */
  record StopDigging(PlayerId actor) implements DungeonLordsAction {}

  /** DL-R26: mine with {@code workers} imps (1..max). */
  record Mine(PlayerId actor, int workers) implements DungeonLordsAction {}

  /** DL-R29 year 2: discard one trap card; Golem's hire/payday cost (DL-R95). */
  record DiscardTrap(PlayerId actor, String trap) implements DungeonLordsAction {}

  /**
   * DL-R30: hire {@code monster} from the offer; {@code with} is the sacrificed monster (Demon) or
   * the discarded trap kind (Golem), else empty.
   */
  record Hire(PlayerId actor, String monster, String with) implements DungeonLordsAction {}

  /** DL-R31: build {@code room} on {@code square}. */
  record Build(PlayerId actor, String room, Square square) implements DungeonLordsAction {}

  /**
   * DL-R35: activate the room on {@code room} with {@code trolls} troll tokens standing in for
   * imps (DL-R37); the Tool Shed digs {@code dig} (for other rooms the square is ignored and must
   * equal {@code room}).
   */
  record Activate(PlayerId actor, Square room, int trolls, Square dig) implements DungeonLordsAction {}

  /** End of production, or of the PAYDAY / Monster Strike choices. */
  record Done(PlayerId actor) implements DungeonLordsAction {}

  /** DL-R39: take this played order back to hand. */
  record ReturnOrder(PlayerId actor, Order order) implements DungeonLordsAction {}

  /**
   * DL-R51: pay {@code monster}'s payday cost ({@code with}: Demon's sacrifice / Golem's trap); in
   * Monster Strike, pay 1 of {@code with} ("food", "gold", "evil") for it (§6.9).
   */
  record PayMonster(PlayerId actor, String monster, String with) implements DungeonLordsAction {}

  /** DL-R51: let {@code monster} go (+1 evil); Monster Strike: it is exhausted (§6.9). */
  record LetGo(PlayerId actor, String monster) implements DungeonLordsAction {}

  /** DL-R53 taxes, Imp Union Meeting, Safety Inspection: pay {@code amount}. */
  record Pay(PlayerId actor, int amount) implements DungeonLordsAction {}

  /** DL-R75b: the battle tile. */
  record ChooseTile(PlayerId actor, Square square) implements DungeonLordsAction {}

  /** DL-R75b: one trap card of this kind from hand onto the battle tile. */
  record AddTrap(PlayerId actor, String trap) implements DungeonLordsAction {}

  /** DL-R75b: one ready monster or ghost onto the battle tile. */
  record AddMonster(PlayerId actor, String monster) implements DungeonLordsAction {}

  /** DL-R73: no unconquered tile left; release this prisoner. */
  record Release(PlayerId actor, String prisoner) implements DungeonLordsAction {}

  /** DL-R81: in a Labyrinth, this trap springs first. */
  record FirstTrap(PlayerId actor, String trap) implements DungeonLordsAction {}

  /** §6.6: the dart's target, by party position (0 = first). */
  record TrapTarget(PlayerId actor, int position) implements DungeonLordsAction {}

  /**
   * A spell's choice for the lord (§6.8): Word of Peace {@code "withdraw"} / {@code "evil"};
   * Suggestion {@code "pay:<monster>"} (a Demon: {@code "pay:<monster>:<sacrificed monster>"}, a
   * Golem: {@code "pay:<monster>:<trap>"}) / {@code "withdraw:<monster>"}; Aura of Fear, Metamorphosis,
   * Dimensional Gate {@code <monster>}; Detect Treasure {@code <trap>}; Magic Key
   * {@code <prisoner>}.
   */
  record SpellChoice(PlayerId actor, String choice) implements DungeonLordsAction {}

  /**
   * DL-R86: {@code monster} attacks with option {@code option} (0 or 1) at party positions
   * {@code target} and {@code second} (Witch's second hit; otherwise equal to {@code target}).
   */
  record AttackWith(PlayerId actor, String monster, int option, int target, int second) implements DungeonLordsAction {}
}
