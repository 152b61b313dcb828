package dev.ply.games.dungeonlords.rules;

import io.vavr.control.Option;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.*;
import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Target;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import io.vavr.collection.Vector;

/**
 * Each action as one menu line that says what is being decided: the space, event, spell or room
 * that asks, and what the choice costs and does, naming every piece by its name (Names), never by
 * its ID. {@code s} is the position the menu is shown in (a view); without it (a rejection's hint)
 * the line names only what the action itself carries.
 */
final class Menu {
  private Menu() {}

  static String describe(DungeonLordsState s, DungeonLordsAction a) {
    try {
      return s == null ? bare(a) : inContext(s, a);
    } catch (RuntimeException e) { // a position that does not fit the action (a stale menu): say what it carries
      return bare(a);
    }
  }

  private static String inContext(DungeonLordsState s, DungeonLordsAction a) {
    Option<Integer> seated = s.seat(a.actor());
    if (seated.isEmpty()) {
      return bare(a);
    }
    int seat = seated.get();
    Lord l = s.lord(seat);
    Phase ph = s.phase();
    if (a instanceof KeepOrder k) {
      Vector<Order> others = l.drawn().remove(k.order());
      return "keep the " + k.order().label() + " order" + (others.isEmpty() ? ""
          : "; " + others.map(Order::label).mkString(" and ") + " become unavailable for the first season");
    }
    if (a instanceof PickOrder p) {
      int n = Secrets.draft(s, a.actor()).orders().size() + 1;
      return "play the " + p.order().label() + " order as your " + Names.ordinal(n) + " order"
          + (n == 1 && p.order() == Order.MONSTERS ? " (costs 1 gold)" : "");
    }
    if (a instanceof PickNonPlayerOrder p) {
      return "give non-player lord " + s.nonPlayers().get(seat).name() + " the " + p.order().label() + " order as his 3rd";
    }
    if (a instanceof Confirm) {
      Secret d = Secrets.draft(s, a.actor());
      if (ph == Phase.PLANNING) {
        return d.tile().isEmpty() ? "confirm the battle plan" : "confirm the battle plan: " + plan(l, d);
      }
      if (d.orders().isEmpty()) { // a draft this view may not see
        return "confirm the orders";
      }
      return "confirm your orders: " + d.orders().map(Order::label).mkString(", ")
          + d.nonPlayer().map(o -> "; " + o.label() + " for the non-player lord").getOrElse("");
    }
    if (ph == Phase.SPECIAL && (a instanceof Execute || a instanceof Decline)) {
      return special(s, l, a instanceof Execute);
    }
    if (a instanceof Execute) {
      Order o = Actions.actingOrder(s);
      int sp = Actions.actingSpace(s);
      return "take " + Names.space(o, sp) + ": " + CardText.space(o, sp);
    }
    if (a instanceof Decline) {
      return "decline " + Names.space(Actions.actingOrder(s), Actions.actingSpace(s)) + " (the minion stays on the card)";
    }
    if (a instanceof Spy sp) {
      return Names.space(Order.REPUTATION, Actions.actingSpace(s)) + ": spy on combat card " + sp.position();
    }
    if (a instanceof Dig d) {
      int sp = Actions.actingSpace(s);
      return Names.space(Order.TUNNELS, sp) + ": dig a tunnel at " + d.square() + " (tunnel " + (s.digs() + 1)
          + " of up to " + Actions.maxWorkers(sp) + (sp == 2 && s.digs() == 0 ? "; one more imp goes as foreman" : "") + ")";
    }
    if (a instanceof StopDigging) {
      String space = ph == Phase.DIGGING ? Names.space(Order.TUNNELS, Actions.actingSpace(s)) : "Tunnels";
      return s.digs() == 0 ? "decline " + space + ": dig nothing (the minion stays on the card)"
          : space + ": stop digging after " + Names.count(s.digs(), "tunnel");
    }
    if (a instanceof Mine m) {
      int sp = Actions.actingSpace(s);
      return Names.space(Order.GOLD, sp) + ": mine " + m.workers() + " gold with " + Names.count(m.workers(), "imp")
          + (sp == 2 ? " and one more as foreman" : "");
    }
    if (a instanceof DiscardTrap d) {
      return "Traps: discard " + Names.a(Names.trap(d.trap())) + " from your hand (in year 2 you draw one card more and"
          + " discard one)";
    }
    if (a instanceof Hire h) {
      int sp = Actions.actingSpace(s);
      MonsterKind k = Monsters.kind(h.monster());
      return Names.space(Order.MONSTERS, sp) + ": hire the " + k.label() + " for " + hireCost(k, sp == 2 ? 1 : 0, h.with());
    }
    if (a instanceof Build b) {
      int sp = Actions.actingSpace(s);
      return Names.space(Order.ROOMS, sp) + ": build the " + Names.room(b.room()) + " on " + Text.square(l, b.square())
          + (sp == 0 ? " for free" : " for 1 gold");
    }
    if (a instanceof Activate ac) {
      Room r = l.tileAt(ac.room()).get().room().get();
      return "activate the " + r.label() + " at " + ac.room() + " with " + Text.workers(r.imps() - ac.trolls(), ac.trolls())
          + (r.food() > 0 ? " and " + r.food() + " food" : "")
          + ": " + (r.product() == dev.ply.games.dungeonlords.content.Product.TUNNEL ? "dig a tunnel at " + ac.dig()
          : "+" + CardText.yield(r.product()).replace("evil -1", "your evil drops by 1"));
    }
    if (a instanceof Done) {
      return ph == Phase.PRODUCTION ? "end your production (the other rooms stay idle this season)" : "done";
    }
    if (a instanceof ReturnOrder r) {
      Vector<Order> others = l.played().remove(r.order());
      return "take back the " + r.order().label() + " order" + (others.isEmpty() ? ""
          : "; " + others.map(Order::label).mkString(" and ") + (others.size() == 1 ? " becomes" : " become")
          + " unavailable next season");
    }
    if (a instanceof PayMonster p) {
      MonsterKind k = Monsters.kind(p.monster());
      if (ph == Phase.SPECIAL) {
        return "Monster Strike: pay 1 " + p.with() + " to keep the " + k.label() + " working"
            + (p.with().equals("evil") ? " (your evil rises by 1)" : "");
      }
      return "Payday: pay the " + k.label() + " " + hireCost(k, 0, p.with());
    }
    if (a instanceof LetGo g) {
      String m = Names.monster(g.monster());
      return ph == Phase.SPECIAL ? "Monster Strike: let the " + m + " strike (it is exhausted until the year ends)"
          : "Payday: let the " + m + " go (your evil rises by 1)";
    }
    if (a instanceof Pay p) {
      return pay(s, seat, p.amount());
    }
    if (a instanceof ChooseTile c) {
      return "fight on " + Text.square(l, c.square());
    }
    if (a instanceof AddTrap t) { // DL-R75: read in another lord's view, his trap stays face down
      return "set " + (l.traps().contains(t.trap()) ? Names.a(Names.trap(t.trap())) : "a trap") + " on the battle tile";
    }
    if (a instanceof AddMonster m) {
      return "send the " + Names.monster(m.monster()) + " to the battle tile";
    }
    if (a instanceof Release r) {
      return "release the " + Names.adventurer(r.prisoner()) + " from your prison (no unconquered tile is left to fight on)";
    }
    if (a instanceof FirstTrap f) {
      return "Labyrinth: the " + Names.trap(f.trap()) + " springs first";
    }
    if (a instanceof TrapTarget t) {
      Battle b = s.battle().get();
      return "aim the " + Names.trap(b.traps().head()) + " at " + member(l.party(), t.position());
    }
    if (a instanceof SpellChoice c) {
      return spell(s, c.choice());
    }
    if (a instanceof AttackWith at) {
      return attack(s, l, at);
    }
    return bare(a);
  }

  /**
   * More than the menu line, where the line names a place whose rules it does not spell out: the
   * order card of the space resolving, the production room, the battle tile's room, the spell asking.
   */
  static io.vavr.control.Option<String> explain(DungeonLordsState s, DungeonLordsAction a) {
    try {
      Phase ph = s.phase();
      Lord l = s.lord(s.seat(a.actor()).get()); // a stranger throws: nothing more to say
      if ((ph == Phase.ACTION || ph == Phase.DIGGING || ph == Phase.SPYING) && !(a instanceof Build || a instanceof Hire)) {
        Order o = Actions.actingOrder(s);
        return io.vavr.control.Option.of(Names.space(o, Actions.actingSpace(s)) + " is a space of the " + o.label() + " "
            + CardText.untagged(CardText.order(o)) + " Declining holds the minion on its card, which you may then take"
            + " back at the end of the season.");
      }
      if (a instanceof Activate ac) {
        Room r = l.tileAt(ac.room()).get().room().get();
        return io.vavr.control.Option.of(r.label() + ": " + CardText.untagged(CardText.room(r)));
      }
      if (a instanceof ChooseTile c && l.tileAt(c.square()).flatMap(t -> t.room()).isDefined()) {
        Room r = l.tileAt(c.square()).get().room().get();
        return io.vavr.control.Option.of("In a room up to 2 monsters may fight, and a trap costs 1 gold more unless it"
            + " is the Labyrinth. " + r.label() + ": " + CardText.untagged(CardText.room(r)));
      }
      if (a instanceof SpellChoice) {
        CombatCard c = Combat.card(s);
        return io.vavr.control.Option.of(c.label() + ": " + CardText.untagged(CardText.combatCard(c)));
      }
      if (a instanceof Pay || ph == Phase.SPECIAL) {
        return io.vavr.control.Option.of(ph == Phase.TAXES ? "Taxes: 1 gold per 2 tiles of your dungeon, rounded up;"
            + " each gold not paid is a penalty token, -3 points at the end."
            : Events.special(s).label() + ": " + Events.special(s).effect() + ".");
      }
    } catch (RuntimeException e) {
      return io.vavr.control.Option.none(); // a position that does not fit the action: nothing more to say
    }
    return io.vavr.control.Option.none();
  }

  /** The line without a position: only what the action carries. */
  static String bare(DungeonLordsAction a) {
    if (a instanceof KeepOrder k) return "keep the " + k.order().label() + " order";
    if (a instanceof PickOrder p) return "play the " + p.order().label() + " order";
    if (a instanceof PickNonPlayerOrder p) return "give the non-player lord the " + p.order().label() + " order";
    if (a instanceof Confirm) return "confirm your choice";
    if (a instanceof Execute) return "take the action";
    if (a instanceof Decline) return "decline";
    if (a instanceof Spy s) return "spy on combat card " + s.position();
    if (a instanceof Dig d) return "dig a tunnel at " + d.square();
    if (a instanceof StopDigging) return "stop digging";
    if (a instanceof Mine m) return "mine " + m.workers() + " gold";
    if (a instanceof DiscardTrap d) return "discard " + Names.a(Names.trap(d.trap()));
    if (a instanceof Hire h) return "hire the " + Names.monster(h.monster());
    if (a instanceof Build b) return "build the " + Names.room(b.room()) + " at " + b.square();
    if (a instanceof Activate ac) return "activate the room at " + ac.room();
    if (a instanceof Done) return "done";
    if (a instanceof ReturnOrder r) return "take back the " + r.order().label() + " order";
    if (a instanceof PayMonster p) return "pay the " + Names.monster(p.monster());
    if (a instanceof LetGo l) return "let the " + Names.monster(l.monster()) + " go";
    if (a instanceof Pay p) return "pay " + p.amount();
    if (a instanceof ChooseTile c) return "fight at " + c.square();
    if (a instanceof AddTrap t) return "set " + Names.a(Names.trap(t.trap()));
    if (a instanceof AddMonster m) return "send the " + Names.monster(m.monster());
    if (a instanceof Release r) return "release the " + Names.adventurer(r.prisoner());
    if (a instanceof FirstTrap f) return "the " + Names.trap(f.trap()) + " springs first";
    if (a instanceof TrapTarget t) return "aim at the " + Names.ordinal(t.position() + 1) + " adventurer";
    if (a instanceof SpellChoice) return "choose for the spell";
    if (a instanceof AttackWith at) return "the " + Names.monster(at.monster()) + " attacks";
    return "an action";
  }

  /** A monster's cost on a space or at payday: food (+ the space's extra), gold, evil, the sacrifice or trap. */
  private static String hireCost(MonsterKind k, int extraFood, String with) {
    Vector<String> parts = Vector.empty();
    if (k.food() + extraFood > 0) {
      parts = parts.append((k.food() + extraFood) + " food");
    }
    if (k.gold() > 0) {
      parts = parts.append(k.gold() + " gold");
    }
    if (k.evil() > 0) {
      parts = parts.append(k.evil() + " evil (your evil rises by " + k.evil() + ")");
    }
    if (k.sacrifice()) {
      parts = parts.append("sacrificing the " + Names.monster(with));
    }
    if (k.discardsTrap()) {
      parts = parts.append("discarding " + Names.a(Names.trap(with)));
    }
    return parts.isEmpty() ? "nothing" : parts.mkString(" + ");
  }

  /** Witch Hunt and Charity Week: yes or no (§6.9). */
  private static String special(DungeonLordsState s, Lord l, boolean yes) {
    SpecialEvent e = Events.special(s);
    if (e == SpecialEvent.WITCH_HUNT) {
      int w = Events.witches(l);
      return yes ? "Witch Hunt: let your " + (w == 1 ? "Witch" : w + " Witches") + " go (no evil gained)"
          : "Witch Hunt: keep your " + (w == 1 ? "Witch" : "Witches") + " and take " + Names.count(w, "penalty token");
    }
    return yes ? e.label() + ": pay 1 gold to lower your evil by 2" : e.label() + ": pay nothing";
  }

  /** Taxes, Second Collection, Safety Inspection, Imp Union Meeting: what paying this much means. */
  private static String pay(DungeonLordsState s, int seat, int amount) {
    int due = Events.due(s, seat);
    int missing = due - amount;
    if (s.phase() == Phase.TAXES) {
      String what = Events.payingFor(s);
      return Character.toUpperCase(what.charAt(0)) + what.substring(1) + ": pay " + amount + " gold of the " + due
          + " owed (1 per 2 tiles); each unpaid gold is a penalty token (-3 points)" + unpaid(missing, "penalty token");
    }
    if (Events.special(s) == SpecialEvent.SAFETY_INSPECTION) {
      return "Safety Inspection: pay " + amount + " gold of the " + due + " owed (1 per unconquered room); each unpaid"
          + " gold is a penalty token (-3 points)" + unpaid(missing, "penalty token");
    }
    return "Imp Union Meeting: pay " + amount + " food of the " + due + " owed (1 per 3 imps); each unpaid food costs an"
        + " imp" + (missing == 0 ? "" : ": you lose " + Names.count(missing, "imp"));
  }

  private static String unpaid(int missing, String what) {
    return missing == 0 ? "" : ": you take " + Names.count(missing, what);
  }

  /** A member of the party by name and place: {@code "the Thief (level 1), 2nd in the party"}. */
  static String member(Vector<Fighter> party, int position) {
    if (position < 0 || position >= party.size()) {
      return "the " + Names.ordinal(position + 1) + " adventurer";
    }
    return "the " + Names.adventurer(party.get(position).id()) + (position == 0 ? " at the front"
        : ", " + Names.ordinal(position + 1) + " in the party");
  }

  private static String plan(Lord l, Secret d) {
    StringBuilder b = new StringBuilder(d.tile().map(sq -> Text.square(l, sq)).getOrElse("no tile"));
    if (!d.traps().isEmpty()) {
      b.append(" with the ").append(d.traps().map(Names::trap).mkString(" and the "));
    }
    if (!d.monsters().isEmpty()) {
      b.append(d.traps().isEmpty() ? " with the " : ", the ").append(d.monsters().map(Names::monster).mkString(", the "));
    }
    return b.toString();
  }

  /** A spell's choice (§6.8): the card that asks, and what this choice does. */
  private static String spell(DungeonLordsState s, String choice) {
    CombatCard c = Combat.card(s);
    String[] parts = choice.split(":");
    return c.label() + ": " + switch (c.spell()) {
      case WITHDRAW_ALL_OR_EVIL -> choice.equals("withdraw") ? "withdraw all your monsters from the battle"
          : "keep your monsters fighting and gain " + c.amount() + " evil";
      case PAY_OR_WITHDRAW -> {
        MonsterKind k = Monsters.kind(parts[1]);
        yield parts[0].equals("pay") ? "pay the " + k.label() + " " + hireCost(k, 0, parts.length > 2 ? parts[2] : "")
            + " to keep it fighting" : "withdraw the " + k.label() + " from the battle";
      }
      case WITHDRAW_ONE -> "withdraw the " + Names.monster(choice) + " from the battle";
      case SHEEP -> "the " + Names.monster(choice) + " is a sheep this round and does not attack";
      case DISCARD_MONSTER -> "discard the " + Names.monster(choice) + " from the game";
      case LOSE_TREASURE -> "lose " + Names.a(Names.trap(choice)) + " from your hand";
      case RELEASE_PRISONER -> "release the " + Names.adventurer(choice) + " from your prison";
      default -> choice;
    };
  }

  /** A monster's attack at its targets, with the battle's modifiers (DL-R86, DL-R88, Blind Rage). */
  private static String attack(DungeonLordsState s, Lord l, AttackWith at) {
    MonsterKind k = Monsters.kind(at.monster());
    Attack opt = k.attacks().get(at.option());
    String who = "the " + k.label();
    if (!opt.isAttack()) {
      return who + ": " + CardText.attack(k, opt);
    }
    Battle b = s.battle().get();
    int dmg = opt.damage() + (Combat.room(s).exists(r -> r.boosts(k)) ? 1 : 0);
    Vector<Fighter> party = l.party();
    String hit;
    if (b.blindRage() && !k.ghost()) {
      hit = dmg + " damage " + (opt.hits() > 1 ? "twice " : "") + "to " + member(party, 0) + " (Blind Rage)";
    } else if (opt.target() == Target.EACH) {
      hit = dmg + " damage to each adventurer";
    } else if (opt.target() == Target.FIRST) {
      hit = dmg + " damage to " + member(party, 0);
    } else if (opt.hits() > 1) {
      hit = dmg + " damage to " + member(party, at.target()) + " and " + dmg + " to "
          + (at.second() == at.target() ? "him again" : member(party, at.second()));
    } else {
      hit = dmg + " damage to " + member(party, at.target());
    }
    return who + " attacks: " + CardText.attackCost(opt) + hit + CardText.attackExtras(k, opt);
  }
}
