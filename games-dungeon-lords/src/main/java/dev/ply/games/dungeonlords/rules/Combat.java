package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AttackWith;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.FirstTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.SpellChoice;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.TrapTarget;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Spell;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Target;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Conquered;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Damaged;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Imprisoned;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Battle.Step;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Combat (§5.11, DL-R70..R102): four rounds of planning, then each player's battle in turn order. */
final class Combat {
  private Combat() {}

  /** How damage is dealt: trap damage, monster or ghost damage, fatigue, poison (unpreventable). */
  enum Source { TRAP, MONSTER, FATIGUE, POISON }

  /** C0 (DL-R70). */
  static void begin(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withFighting(!l.party().isEmpty()));
    }
    x.s.setRound(0);
    x.say("DL-R70", "combat begins");
    nextRound(x);
  }

  /** C1 PLANNING opens for every player whose combat is running (DL-R71, DL-R73). */
  static void nextRound(Ctx x) {
    boolean any = x.s.lords().exists(Lord::fighting);
    if (x.s.round() == 4 || !any) {
      end(x);
      return;
    }
    x.s.setRound(x.s.round() + 1).setPlans(Vector.fill(x.s.players().size(), Option::none))
        .setPhase(Phase.PLANNING).setDrafts(TreeMap.empty());
    Vector<PlayerId> planning = Vector.empty();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      Lord l = x.lord(seat);
      if (l.fighting() && (!Dungeon.battleTiles(l).isEmpty() || !l.prison().isEmpty())) {
        planning = planning.append(x.s.players().get(seat));
      }
    }
    x.say("DL-R71", "combat round " + x.s.round() + ": plan your battle");
    x.s.setWindow(Option.of(CommitWindow.open(planning)));
    if (planning.isEmpty()) {
      revealPlans(x);
    }
  }

  /** C2 (DL-R73, DL-R77): plans and combat card k are revealed. */
  static void revealPlans(Ctx x) {
    CommitWindow<Secret> w = x.s.window().get();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      PlayerId p = x.s.players().get(seat);
      if (!w.hasCommitted(p)) {
        continue;
      }
      Secret plan = w.choiceOf(p).get();
      if (plan.tile().isEmpty()) { // DL-R73
        String prisoner = plan.traps().head();
        x.update(seat, l -> l.withPrison(l.prison().remove(prisoner)));
        x.s.setRemoved(x.s.removed().append(prisoner));
        x.say("DL-R73", x.name(seat) + " has no unconquered tile left and releases the " + Names.adventurer(prisoner));
        continue;
      }
      x.update(seat, l -> l.withTraps(removeEach(l.traps(), plan.traps())));
      x.s.setPlans(x.s.plans().update(seat, Option.of(plan)));
      x.say("DL-R77", x.name(seat) + " fights at " + plan.tile().get() + " with " + (plan.traps().isEmpty() ? "no trap"
          : Names.count(plan.traps().size(), "trap"))
          + (plan.monsters().isEmpty() ? "" : " and the " + plan.monsters().map(Names::monster).mkString(", the ")));
    }
    x.s.setWindow(Option.none()).setCombatRevealed(x.s.round()).setCursor(0);
    x.say("DL-R77", "combat card " + x.s.round() + " is " + card(x.s).label() + ": " + CardText.spell(card(x.s))
        + " (magic " + card(x.s).magic() + ", fatigue " + card(x.s).fatigue() + ")");
    nextBattle(x);
  }

  static Vector<String> removeEach(Vector<String> from, Vector<String> items) {
    for (String i : items) {
      from = from.remove(i);
    }
    return from;
  }

  static CombatCard card(DungeonLordsState s) {
    return CombatCard.valueOf(s.combatCards().get(s.round() - 1));
  }

  /** C3: the next battle in turn order (DL-R70). */
  static void nextBattle(Ctx x) {
    int n = x.s.players().size();
    for (int k = x.s.cursor(); k < n; k++) {
      int seat = x.s.seatAt(k);
      Lord l = x.lord(seat);
      if (x.s.plans().get(seat).isDefined() && l.party().isEmpty()) { // nobody left to fight: traps back to hand
        Secret plan = x.s.plans().get(seat).get();
        x.update(seat, lord -> lord.withTraps(lord.traps().appendAll(plan.traps())));
        x.s.setPlans(x.s.plans().update(seat, Option.none()));
      }
      if (l.fighting() && x.s.plans().get(seat).isDefined() && !l.party().isEmpty()) {
        Secret plan = x.s.plans().get(seat).get();
        x.s.setPlans(x.s.plans().update(seat, Option.of(new Secret(plan.keep(), plan.orders(), plan.nonPlayer(),
            plan.tile(), Vector.empty(), plan.monsters()))));
        x.s.setCursor(k).setPhase(Phase.BATTLE).setBattle(Option.of(ImmutableBattle.builder()
            .seat(seat).step(Step.TRAP_ORDER).traps(plan.traps()).ordered(false).antiTrapUsed(0)
            .toAct(plan.monsters()).withdrawn(Vector.empty()).toSuggest(Vector.empty()).sheep(Option.none())
            .attacked(false).skipHealing(false).skipFatigue(false).noConquest(false).noSpells(false)
            .courage(false).shield(0).invisible(false).poisoned(Option.none()).blindRage(false).build()));
        trapStep(x);
        return;
      }
    }
    for (int seat = 0; seat < n; seat++) { // DL-R70: a combat ends with an empty party
      x.update(seat, l -> l.withFighting(l.fighting() && !l.party().isEmpty()));
    }
    x.s.setBattle(Option.none());
    nextRound(x);
  }

  static ImmutableBattle battle(Ctx x) {
    return ImmutableBattle.copyOf(x.s.battle().get());
  }

  static void setBattle(Ctx x, Battle b) {
    x.s.setBattle(Option.of(b));
  }

  static Square tile(DungeonLordsState s) {
    Battle b = s.battle().get();
    return s.plans().get(b.seat()).get().tile().get();
  }

  /** The battle tile's room while it is unconquered (DL-R99: a conquered room stops working). */
  static Option<Room> room(DungeonLordsState s) {
    Battle b = s.battle().get();
    Tile t = s.lord(b.seat()).tileAt(tile(s)).get();
    return t.conquered() ? Option.none() : t.room();
  }

  // ---------------------------------------------------------------- trap step (DL-R78..R82)

  static void trapStep(Ctx x) {
    while (true) {
      ImmutableBattle b = battle(x);
      Lord l = x.lord(b.seat());
      if (b.traps().isEmpty() || l.party().isEmpty()) {
        break;
      }
      if (b.traps().size() == 2 && !b.ordered() && !b.traps().get(0).equals(b.traps().get(1))) {
        setBattle(x, b.withStep(Step.TRAP_ORDER));
        return; // DL-R81: the owner picks the order
      }
      Trap t = Trap.valueOf(b.traps().head());
      if (t.choosesTarget() && l.party().size() > 1 && payable(x, b.seat(), t)) {
        setBattle(x, b.withStep(Step.TRAP_TARGET));
        return;
      }
      spring(x, t, 0);
    }
    fastSpell(x);
  }

  private static boolean payable(Ctx x, int seat, Trap t) {
    Lord l = x.lord(seat);
    int gold = t.gold() + (roomFee(x.s) ? 1 : 0);
    return l.gold() >= gold && l.food() >= t.food() && l.availableImps() >= t.imp();
  }

  /** DL-R72, DL-R78: a trap in a room (not the Labyrinth) costs 1 gold. */
  private static boolean roomFee(DungeonLordsState s) {
    Battle b = s.battle().get();
    Tile t = s.lord(b.seat()).tileAt(tile(s)).get();
    return t.isRoom() && !(room(s).contains(Room.LABYRINTH));
  }

  /** DL-R78, DL-R80: pay, lay out, prevent with the anti-trap total, deal, discard. */
  static void spring(Ctx x, Trap t, int target) {
    ImmutableBattle b = battle(x);
    int seat = b.seat();
    x.s.setBattle(Option.of(b.withTraps(b.traps().tail())));
    x.s.setTrapDiscard(x.s.trapDiscard().append(t.name()));
    if (!payable(x, seat, t)) { // DECISION: an unpayable trap is discarded without effect
      x.say("DL-R78", x.name(seat) + " cannot pay for the " + t.label() + ": it is discarded");
      return;
    }
    int gold = t.gold() + (roomFee(x.s) ? 1 : 0);
    x.update(seat, l -> l.withGold(l.gold() - gold).withFood(l.food() - t.food()).withImps(l.imps() - t.imp()));
    Vector<Fighter> party = x.lord(seat).party();
    int[] health = new int[party.size()];
    int antiTrap = 0;
    for (int i = 0; i < party.size(); i++) {
      health[i] = party.get(i).health(); // printed + Create Food (Poisoned Meal's amount)
      antiTrap += party.get(i).tile().antiTrap();
    }
    int pos = Math.min(target, party.size() - 1);
    int[] lay = t.layout(health, pos);
    // DL-R80: a killing amount (Poisoned Meal) is never prevented, so it uses up no anti-trap either
    int available = t.preventable() ? Math.max(0, antiTrap - battle(x).antiTrapUsed()) : 0;
    int used = 0;
    for (int i = 0; i < lay.length && available > 0; i++) {
      int p = Math.min(available, lay[i]);
      lay[i] -= p;
      available -= p;
      used += p;
    }
    ImmutableBattle nb = battle(x).withAntiTrapUsed(battle(x).antiTrapUsed() + used);
    Fighter targeted = party.get(pos);
    if (t.noConquest()) {
      nb = nb.withNoConquest(true);
    }
    if (t.poison()) {
      nb = nb.withPoisoned(Option.of(targeted.id()));
    }
    if (t.antiMagic()) {
      AdventurerClass c = targeted.tile().cls();
      nb = nb.withNoSpells(nb.noSpells() || c == AdventurerClass.WIZARD).withSkipHealing(nb.skipHealing() || c == AdventurerClass.PRIEST);
    }
    setBattle(x, nb);
    x.say("DL-R78", x.name(seat) + " springs the " + t.label() + (used > 0 ? " (" + used + " prevented by anti-trap)" : ""));
    for (int i = 0; i < lay.length; i++) {
      hurt(x, seat, party.get(i).id(), lay[i], Source.TRAP, "DL-R80", "the " + t.label());
    }
  }

  /**
   * Deals damage to one member (DL-R79): Magic Shield absorbs the first point of monster and ghost
   * damage, invisible wizards take none, an eliminated member goes to prison (an illusion simply
   * vanishes). Returns the damage beyond what eliminated him (DL-R82).
   */
  static int hurt(Ctx x, int seat, String id, int amount, Source source, String rule, String by) {
    if (amount <= 0) {
      return 0;
    }
    Lord l = x.lord(seat);
    Option<Fighter> found = l.party().find(f -> f.id().equals(id));
    if (found.isEmpty()) {
      return 0;
    }
    Fighter f = found.get();
    Battle b = x.s.battle().getOrNull();
    if (b != null && source != Source.POISON) {
      if (b.invisible() && f.tile().cls() == AdventurerClass.WIZARD) {
        return 0;
      }
      if (source == Source.MONSTER && b.shield() > 0) {
        amount -= 1;
        setBattle(x, ImmutableBattle.copyOf(b).withShield(b.shield() - 1));
        if (amount == 0) {
          return 0;
        }
      }
    }
    Fighter hit = f.hurt(amount);
    x.event(new Damaged(x.s.players().get(seat), id, amount, rule, by));
    if (!hit.eliminated()) {
      x.update(seat, lord -> lord.withParty(lord.party().map(o -> o.id().equals(id) ? hit : o)));
      return 0;
    }
    int over = hit.damage() - hit.health();
    boolean illusion = hit.tile().cls() == AdventurerClass.ILLUSION;
    x.update(seat, lord -> lord.withParty(lord.party().removeFirst(o -> o.id().equals(id)))
        .withPrison(illusion ? lord.prison() : lord.prison().append(id)));
    if (hit.tile().paladin()) {
      x.s.setPaladinHolder(Option.none());
    }
    if (illusion) {
      x.say("DL-R79", "the illusion in " + x.name(seat) + "'s dungeon vanishes");
    } else {
      x.event(new Imprisoned(x.s.players().get(seat), id));
    }
    return over;
  }

  // ---------------------------------------------------------------- spells (DL-R83..R85, §6.8)

  static boolean castable(DungeonLordsState s) {
    Battle b = s.battle().get();
    int magic = 0;
    for (Fighter f : s.lord(b.seat()).party()) {
      magic += f.tile().magic();
    }
    return magic >= card(s).magic() && !b.noSpells() && !room(s).contains(Room.ANTIMAGIC_ROOM);
  }

  static void fastSpell(Ctx x) {
    if (card(x.s).fast() && !x.lord(battle(x).seat()).party().isEmpty() && castable(x.s)) {
      x.say("DL-R83", card(x.s).label() + " is cast in " + x.name(battle(x).seat()) + "'s dungeon");
      if (cast(x, true)) {
        return;
      }
    }
    monsterStep(x);
  }

  static void slowSpell(Ctx x) {
    if (!card(x.s).fast() && !x.lord(battle(x).seat()).party().isEmpty() && castable(x.s)) {
      x.say("DL-R83", card(x.s).label() + " is cast in " + x.name(battle(x).seat()) + "'s dungeon");
      if (cast(x, false)) {
        return;
      }
    }
    healing(x);
  }

  /** The non-ghost monsters in the battle that have not acted (DL-R84). */
  static Vector<String> monstersInBattle(Battle b) {
    return b.toAct().filter(m -> !Monsters.kind(m).ghost());
  }

  /**
   * Casts the spell. Returns true when the spell took over the flow: it waits for the lord's
   * choice, or a single possible choice was made and the battle went on from there.
   */
  private static boolean cast(Ctx x, boolean fast) {
    CombatCard c = card(x.s);
    ImmutableBattle b = battle(x);
    int seat = b.seat();
    Step ask = fast ? Step.FAST_SPELL : Step.SLOW_SPELL;
    switch (c.spell()) {
      case SHIELD -> setBattle(x, b.withShield(1));
      case INVISIBILITY -> {
        setBattle(x, b.withInvisible(true));
        x.update(seat, l -> l.withParty(l.party().filter(f -> f.tile().cls() != AdventurerClass.WIZARD)
            .appendAll(l.party().filter(f -> f.tile().cls() == AdventurerClass.WIZARD))));
      }
      case GAIN_EVIL -> Evilometer.gain(x, seat, c.amount(), "DL-R83");
      case LOSE_IMP -> {
        if (x.lord(seat).imps() > 0) {
          x.update(seat, l -> l.withImps(l.imps() - 1).withImpsBusy(Math.min(l.impsBusy(), l.imps() - 1)));
        }
      }
      case LOSE_TREASURE -> {
        Lord l = x.lord(seat);
        if (l.gold() > 0) {
          x.update(seat, o -> o.withGold(o.gold() - 1));
        } else if (l.food() > 0) {
          x.update(seat, o -> o.withFood(o.food() - 1));
        } else {
          setBattle(x, b.withStep(ask));
        }
      }
      case BLIND_RAGE -> setBattle(x, b.withBlindRage(true));
      case FOOD_TOKEN -> x.update(seat, l -> l.withParty(l.party().update(0, l.party().head().fed())));
      case ILLUSION -> x.update(seat, l -> l.withParty(l.party().prepend(Fighter.fresh(Adventurers.ILLUSION.id()))));
      case COURAGE -> setBattle(x, b.withCourage(true));
      case REGENERATION -> x.update(seat, l -> l.withParty(l.party().map(f -> f.healed(1))));
      case PAY_OR_WITHDRAW -> setBattle(x, b.withToSuggest(monstersInBattle(b)).withStep(ask));
      case NOTHING -> { }
      default -> setBattle(x, b.withStep(ask)); // choices: Word of Peace, Aura, Metamorphosis, Gate, Magic Key
    }
    Vector<String> options = spellOptions(x.s, ask);
    if (options.isEmpty()) {
      return false;
    }
    if (options.size() == 1) {
      chooseSpell(x, options.head());
    }
    return true;
  }

  /** What the lord may choose for the spell now (empty: nothing to choose). */
  static Vector<String> spellOptions(DungeonLordsState s, Step step) {
    Battle b = s.battle().getOrNull();
    if (b == null || b.step() != step) {
      return Vector.empty();
    }
    Lord l = s.lord(b.seat());
    Vector<String> monsters = monstersInBattle(b);
    return switch (card(s).spell()) {
      case WITHDRAW_ALL_OR_EVIL -> monsters.isEmpty() ? Vector.empty() : Vector.of("withdraw", "evil");
      case PAY_OR_WITHDRAW -> b.toSuggest().flatMap(m -> {
        MonsterKind k = Monsters.kind(m);
        Vector<String> out = Vector.empty();
        if (l.food() >= k.food() && l.gold() >= k.gold() && Evilometer.canPay(l, k.evil())) {
          if (k.sacrifice()) { // DL-R95: the lord picks the monster to sacrifice, never a ghost
            for (LairMonster o : l.lair()) {
              if (!o.tile().equals(m) && !Monsters.kind(o.tile()).ghost() && !b.toAct().contains(o.tile())) {
                out = out.append("pay:" + m + ":" + o.tile());
              }
            }
          } else if (k.discardsTrap()) { // and the trap card to discard
            for (String t : l.traps().distinct().sorted()) {
              out = out.append("pay:" + m + ":" + t);
            }
          } else {
            out = out.append("pay:" + m);
          }
        }
        return out.append("withdraw:" + m);
      });
      case WITHDRAW_ONE, SHEEP, DISCARD_MONSTER -> monsters;
      case LOSE_TREASURE -> l.traps().distinct().sorted();
      case RELEASE_PRISONER -> l.prison().distinct();
      default -> Vector.empty();
    };
  }

  static void chooseSpell(Ctx x, String choice) {
    ImmutableBattle b = battle(x);
    int seat = b.seat();
    Step step = b.step();
    switch (card(x.s).spell()) {
      case WITHDRAW_ALL_OR_EVIL -> {
        if (choice.equals("evil")) {
          Evilometer.gain(x, seat, card(x.s).amount(), "DL-R83");
        } else {
          withdraw(x, monstersInBattle(b));
        }
      }
      case PAY_OR_WITHDRAW -> {
        String[] parts = choice.split(":");
        String m = parts[1];
        setBattle(x, battle(x).withToSuggest(battle(x).toSuggest().remove(m)));
        if (parts[0].equals("pay")) {
          payUpkeep(x, seat, m, parts.length > 2 ? parts[2] : "");
        } else {
          withdraw(x, Vector.of(m));
        }
      }
      case WITHDRAW_ONE -> withdraw(x, Vector.of(choice));
      case SHEEP -> setBattle(x, b.withSheep(Option.of(choice)));
      case DISCARD_MONSTER -> {
        setBattle(x, b.withToAct(b.toAct().remove(choice)));
        x.update(seat, l -> l.withLair(l.lair().removeFirst(m -> m.tile().equals(choice))));
        x.s.setMonsterDiscard(x.s.monsterDiscard().append(choice));
        x.say("DL-R83", x.name(seat) + "'s " + Names.monster(choice) + " is sent through the Dimensional Gate");
      }
      case LOSE_TREASURE -> {
        x.update(seat, l -> l.withTraps(l.traps().remove(choice)));
        x.s.setTrapDiscard(x.s.trapDiscard().append(choice));
      }
      case RELEASE_PRISONER -> {
        x.update(seat, l -> l.withPrison(l.prison().remove(choice)));
        x.s.setRemoved(x.s.removed().append(choice));
        x.say("DL-R83", x.name(seat) + " releases the " + Names.adventurer(choice) + " (Magic Key)");
      }
      default -> { }
    }
    if (x.s.battle().get().toSuggest().nonEmpty()) {
      Vector<String> options = spellOptions(x.s, step);
      if (options.size() == 1) {
        chooseSpell(x, options.head());
      }
      return;
    }
    setBattle(x, battle(x).withStep(step == Step.FAST_SPELL ? Step.MONSTERS : Step.TRAP_ORDER));
    if (step == Step.FAST_SPELL) {
      monsterStep(x);
    } else {
      healing(x);
    }
  }

  /** Suggestion: the monster's payday cost, evil as a cost (DL-R23), the Demon's sacrifice. */
  private static void payUpkeep(Ctx x, int seat, String m, String with) {
    MonsterKind k = Monsters.kind(m);
    x.update(seat, l -> l.withFood(l.food() - k.food()).withGold(l.gold() - k.gold()));
    if (k.evil() > 0) {
      Evilometer.pay(x, seat, k.evil(), "DL-R23");
    }
    if (k.sacrifice()) {
      x.update(seat, o -> o.withLair(o.lair().removeFirst(lm -> lm.tile().equals(with))));
      x.s.setMonsterDiscard(x.s.monsterDiscard().append(with));
    } else if (k.discardsTrap()) {
      x.update(seat, o -> o.withTraps(o.traps().remove(with)));
      x.s.setTrapDiscard(x.s.trapDiscard().append(with));
    }
    x.say("DL-R83", x.name(seat) + " pays the " + Names.monster(m) + "'s payday cost to keep it fighting (Suggestion)");
  }

  /** DL-R85: a withdrawn monster leaves the battle and stays ready. */
  private static void withdraw(Ctx x, Vector<String> monsters) {
    ImmutableBattle b = battle(x);
    setBattle(x, b.withToAct(b.toAct().removeAll(monsters)).withWithdrawn(b.withdrawn().appendAll(monsters)));
    if (!monsters.isEmpty()) {
      x.say("DL-R85", "the " + monsters.map(Names::monster).mkString(", the ") + " withdraw"
          + (monsters.size() == 1 ? "s" : "") + " from the battle");
    }
  }

  // ---------------------------------------------------------------- monster step (DL-R86..R95)

  static void monsterStep(Ctx x) {
    ImmutableBattle b = battle(x);
    Vector<String> idle = b.toAct().filter(m -> attacks(x.s, m).isEmpty());
    for (String m : idle) { // DL-R86b: no legal option: it passes and is exhausted
      exhaust(x, b.seat(), m);
    }
    b = battle(x).withToAct(battle(x).toAct().removeAll(idle));
    setBattle(x, b.withStep(Step.MONSTERS));
    if (b.toAct().isEmpty()) {
      slowSpell(x);
    }
  }

  private static void exhaust(Ctx x, int seat, String m) {
    x.update(seat, l -> l.withLair(l.lair().map(o -> o.tile().equals(m) ? new LairMonster(m, false) : o)));
  }

  /** The attacks {@code m} may make now (DL-R89, DL-R91, DL-R94). */
  static Vector<AttackWith> attacks(DungeonLordsState s, String m) {
    Battle b = s.battle().get();
    Lord l = s.lord(b.seat());
    PlayerId p = s.players().get(b.seat());
    Vector<AttackWith> out = Vector.empty();
    if (b.sheep().contains(m)) {
      return out;
    }
    MonsterKind k = Monsters.kind(m);
    Vector<Fighter> party = l.party();
    int n = party.size();
    if (n == 0) {
      return out;
    }
    boolean blind = b.blindRage() && !k.ghost();
    for (int i = 0; i < k.attacks().size(); i++) {
      Attack a = k.attacks().get(i);
      if (l.food() < a.foodCost()) {
        continue;
      }
      if (!a.isAttack() || blind || a.target() == Target.FIRST || a.target() == Target.EACH) {
        out = out.append(new AttackWith(p, m, i, 0, 0));
        continue;
      }
      for (int t = 0; t < n; t++) {
        if (!targetable(a.target(), party, t)) {
          continue;
        }
        if (a.hits() == 2) {
          for (int u = 0; u < n; u++) {
            out = out.append(new AttackWith(p, m, i, t, u));
          }
        } else {
          out = out.append(new AttackWith(p, m, i, t, t));
        }
      }
    }
    return out;
  }

  private static boolean targetable(Target target, Vector<Fighter> party, int t) {
    return switch (target) {
      case ANY_EXCEPT_FIRST -> t >= 1; // DL-R91
      case ANY_NON_PRIEST -> party.get(t).tile().cls() != AdventurerClass.PRIEST; // DL-R94
      default -> true;
    };
  }

  static void attack(Ctx x, AttackWith a) {
    ImmutableBattle b = battle(x);
    int seat = b.seat();
    MonsterKind k = Monsters.kind(a.monster());
    Attack opt = k.attacks().get(a.option());
    x.update(seat, l -> l.withFood(l.food() - opt.foodCost()));
    setBattle(x, b.withToAct(b.toAct().remove(a.monster())));
    x.say("DL-R86", x.name(seat) + "'s " + k.label() + " attacks: " + CardText.attack(k, opt));
    if (!opt.isAttack()) {
      setBattle(x, battle(x).withSkipFatigue(true));
    } else {
      int boost = room(x.s).exists(r -> r.boosts(k)) ? 1 : 0; // DL-R88
      int dmg = opt.damage() + boost;
      Vector<Fighter> party = x.lord(seat).party();
      Vector<String> targets;
      if (opt.target() == Target.EACH) {
        targets = party.map(Fighter::id);
      } else if (opt.target() == Target.FIRST) {
        targets = Vector.of(party.head().id());
      } else if (opt.hits() == 2) {
        targets = Vector.of(party.get(a.target()).id(), party.get(a.second()).id());
      } else {
        targets = Vector.of(party.get(a.target()).id());
      }
      boolean blind = b.blindRage() && !k.ghost();
      for (String id : targets) {
        String who = id;
        if (blind) {
          Vector<Fighter> now = x.lord(seat).party();
          if (now.isEmpty()) {
            break;
          }
          who = now.head().id();
        }
        boolean wasFirst = !x.lord(seat).party().isEmpty() && x.lord(seat).party().head().id().equals(who);
        int before = x.lord(seat).party().size();
        hurt(x, seat, who, dmg, Source.MONSTER, "DL-R86", "the " + k.label());
        if (opt.followUp() && wasFirst && x.lord(seat).party().size() < before && !x.lord(seat).party().isEmpty()) {
          hurt(x, seat, x.lord(seat).party().head().id(), 1 + boost, Source.MONSTER, "DL-R86", "the " + k.label());
        }
      }
      ImmutableBattle nb = battle(x).withAttacked(true);
      if (opt.skipsHealing()) {
        nb = nb.withSkipHealing(true);
      }
      if (opt.skipsFatigueAndConquest()) {
        nb = nb.withSkipFatigue(true);
      }
      setBattle(x, nb);
    }
    if (!opt.staysReady()) {
      exhaust(x, seat, a.monster());
    }
    monsterStep(x);
  }

  // ---------------------------------------------------------------- healing, fatigue, conquest

  /** DL-R96, DL-R97. */
  static void healing(Ctx x) {
    Battle b = battle(x);
    int seat = b.seat();
    if (b.attacked() && !b.skipHealing()) {
      int h = 0;
      for (Fighter f : x.lord(seat).party()) {
        h += f.tile().healing();
      }
      Vector<Fighter> party = x.lord(seat).party();
      for (int i = 0; i < party.size() && h > 0; i++) {
        int heal = Math.min(h, party.get(i).damage());
        h -= heal;
        party = party.update(i, party.get(i).healed(heal));
      }
      Vector<Fighter> healed = party;
      if (!healed.equals(x.lord(seat).party())) {
        x.say("DL-R96", "the priests heal " + x.name(seat) + "'s party");
      }
      x.update(seat, l -> l.withParty(healed));
    }
    fatigueAndConquest(x);
  }

  /** DL-R98, DL-R99, DL-R101. */
  static void fatigueAndConquest(Ctx x) {
    Battle b = battle(x);
    int seat = b.seat();
    boolean skip = b.skipFatigue() && !b.courage();
    if (!skip) {
      int f = card(x.s).fatigue();
      while (f > 0) {
        Option<Fighter> first = x.lord(seat).party().find(m -> !(b.invisible() && m.tile().cls() == AdventurerClass.WIZARD));
        if (first.isEmpty()) {
          break;
        }
        f = hurt(x, seat, first.get().id(), f, Source.FATIGUE, "DL-R98", card(x.s).label() + "'s fatigue");
      }
      if (!x.lord(seat).party().isEmpty() && (!b.noConquest() || b.courage())) {
        Square sq = tile(x.s);
        x.update(seat, l -> l.withTiles(l.tiles().map(t -> t.square().equals(sq) ? t.conquer() : t)));
        x.event(new Conquered(x.s.players().get(seat), sq));
      }
    }
    if (b.poisoned().isDefined()) {
      hurt(x, seat, b.poisoned().get(), 2, Source.POISON, "DL-R101", "the poison");
    }
    Vector<String> unsprung = battle(x).traps(); // DL-R103: unused traps stay in hand
    x.update(seat, l -> l.withFighting(!l.party().isEmpty()).withTraps(l.traps().appendAll(unsprung)));
    x.s.setBattle(Option.none()).setCursor(x.s.cursor() + 1);
    nextBattle(x);
  }

  /** DL-R102: survivors leave, illusions vanish. */
  static void end(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      Vector<String> gone = x.lord(seat).party().map(Fighter::id).filter(id -> !id.equals(Adventurers.ILLUSION.id()));
      x.s.setRemoved(x.s.removed().appendAll(gone));
      x.update(seat, l -> l.withParty(Vector.empty()).withFighting(false));
    }
    x.s.setPaladinHolder(Option.none()).setWindow(Option.none()).setBattle(Option.none());
    x.say("DL-R102", "combat is over; the surviving adventurers leave");
    Flow.yearEnd(x);
  }

  // ---------------------------------------------------------------- decisions

  /** DL-R86: a battle's choices, a {@link Decision} of the lord whose battle it is. */
  static final Decision.Turn BATTLE = new Decision.Turn() {
    @Override
    public String rule() {
      return "DL-R86";
    }

    @Override
    public int seat(DungeonLordsState s) {
      return s.battle().get().seat();
    }

    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      return legal(s, seat);
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> apply(x, a));
    }
  };

  private static Vector<DungeonLordsAction> legal(DungeonLordsState s, int seat) {
    Battle b = s.battle().get();
    PlayerId p = s.players().get(seat);
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    switch (b.step()) {
      case TRAP_ORDER -> {
        for (String t : b.traps().distinct()) {
          out.add(new FirstTrap(p, t));
        }
      }
      case TRAP_TARGET -> {
        for (int i = 0; i < s.lord(seat).party().size(); i++) {
          out.add(new TrapTarget(p, i));
        }
      }
      case MONSTERS -> {
        for (String m : b.toAct()) {
          out.addAll(attacks(s, m).asJava());
        }
      }
      default -> {
        for (String c : spellOptions(s, b.step())) {
          out.add(new SpellChoice(p, c));
        }
      }
    }
    return Vector.ofAll(out);
  }

  static void apply(Ctx x, DungeonLordsAction a) {
    if (a instanceof FirstTrap ft) {
      ImmutableBattle b = battle(x);
      setBattle(x, b.withOrdered(true).withTraps(b.traps().remove(ft.trap()).prepend(ft.trap())));
      trapStep(x);
    } else if (a instanceof TrapTarget tt) {
      spring(x, Trap.valueOf(battle(x).traps().head()), tt.position());
      trapStep(x);
    } else if (a instanceof AttackWith aw) {
      attack(x, aw);
    } else {
      chooseSpell(x, ((SpellChoice) a).choice());
    }
  }

  static Adventurer adventurer(Fighter f) {
    return f.tile();
  }
}
