package dev.ply.games.heroquest.action;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.content.Symbol;

/**
 * Every decision of the game (§4.2). The spec's PLAY_CARD is split by the target it needs, so each
 * record carries exactly its parameters: {@link PlayCard} (no target), {@link PlayWound} (a hero),
 * {@link PlayPotion} (a hero and a wound); likewise {@link AssignWound} / {@link AssignPotion} for
 * ASSIGN_REVEALED. Giving a target where none is allowed, or none where one is needed, is
 * BAD_TARGET (HQ-R46).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = HeroQuestAction.PlayCard.class, name = "play"),
    @JsonSubTypes.Type(value = HeroQuestAction.PlayWound.class, name = "playWound"),
    @JsonSubTypes.Type(value = HeroQuestAction.PlayPotion.class, name = "playPotion"),
    @JsonSubTypes.Type(value = HeroQuestAction.AssignWound.class, name = "assignWound"),
    @JsonSubTypes.Type(value = HeroQuestAction.AssignPotion.class, name = "assignPotion"),
    @JsonSubTypes.Type(value = HeroQuestAction.Attack.class, name = "attack"),
    @JsonSubTypes.Type(value = HeroQuestAction.Heal.class, name = "heal"),
    @JsonSubTypes.Type(value = HeroQuestAction.Search.class, name = "search"),
    @JsonSubTypes.Type(value = HeroQuestAction.Pass.class, name = "pass")
})
public sealed interface HeroQuestAction extends Action {

  /** The Potion's {@code remove} value that takes a skull token (a permanent wound, HQ-R35). */
  String PERMANENT = "PERMANENT";

  /**
   * PLAY_CARD of a threat, door, Healing Water or Courage card, or of a Healing Potion while no
   * hero has a wound (HQ-R10, HQ-R11, HQ-R13).
   */
  record PlayCard(PlayerId actor, String card) implements HeroQuestAction {}

  /** PLAY_CARD of a red wound card onto the hero of seat {@code target} (HQ-R12, HQ-R12b). */
  record PlayWound(PlayerId actor, String card, PlayerId target) implements HeroQuestAction {}

  /**
   * PLAY_CARD of the Healing Potion: the hero of {@code target} loses {@code remove}, either
   * {@link #PERMANENT} (one skull token) or the id of one of its wound cards (HQ-R35).
   */
  record PlayPotion(PlayerId actor, String card, PlayerId target, String remove) implements HeroQuestAction {}

  /** ASSIGN_REVEALED of a wound card turned up by a door (HQ-R15). */
  record AssignWound(PlayerId actor, PlayerId target) implements HeroQuestAction {}

  /** ASSIGN_REVEALED of a Healing Potion turned up by a door (HQ-R15, HQ-R35). */
  record AssignPotion(PlayerId actor, PlayerId target, String remove) implements HeroQuestAction {}

  /** ATTACK one threat symbol printed on a floor card (HQ-R27). */
  record Attack(PlayerId actor, String card, Symbol symbol) implements HeroQuestAction {}

  /** HEAL one wound card attached to the active hero (HQ-R28). */
  record Heal(PlayerId actor, String wound) implements HeroQuestAction {}

  /** SEARCH for a chest (HQ-R29). */
  record Search(PlayerId actor) implements HeroQuestAction {}

  /** Take no action (HQ-R24). */
  record Pass(PlayerId actor) implements HeroQuestAction {}
}
