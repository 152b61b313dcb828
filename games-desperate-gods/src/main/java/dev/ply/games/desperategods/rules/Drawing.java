package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Step.BankCard;
import dev.ply.games.desperategods.state.Step.Draw;
import dev.ply.games.desperategods.state.Step.PickCard;
import dev.ply.games.desperategods.state.Step.ResolveCard;
import io.vavr.collection.Vector;
import java.util.ArrayList;

/** §5.5 Drawing encounter cards (DG-R31..R36): draw, pick one of several, bank the card resolved. */
final class Drawing {
  private Drawing() {}

  /** DG-R32..R34: draw N, a single card resolves at once, else a pick. */
  static void draw(Table t, Draw d) {
    // an array, not Vector.append: most draws are of one card, which needs no vector at all
    String[] drawn = new String[d.count()];
    int k = 0;
    for (int i = 0; i < d.count(); i++) {
      String c = t.draw(d.p(), d.deck());
      if (c != null) {
        drawn[k++] = c;
      }
    }
    if (k == 1) {
      t.push(new ResolveCard(d.p(), drawn[0]));
    } else if (k > 1) {
      Vector<String> cards = Vector.of(java.util.Arrays.copyOf(drawn, k));
      t.push(new PickCard(d.opponentPicks() ? t.left(d.p()) : d.p(), d.p(), cards));
    }
  }

  /** DG-R36, DG-R38: a resolved card still in play goes to the player's victory pile. */
  static void bank(Table t, BankCard b) {
    if (t.inPlay.contains(b.card())) {
      t.toVictory(b.p(), b.card(), Cards.get(b.card()).isMonster() ? "DG-R38" : "DG-R36");
    }
  }

  /** PICK_CARD (DG-R32, DG-R94): one option per drawn card; the others go back under their decks. */
  static final Decision.Choice<PickCard> PICK_CARD = new Decision.Choice<>() {
    @Override
    public int seat(PickCard x) {
      return x.picker();
    }

    @Override
    public void options(Table t, PickCard x, PlayerId me, ArrayList<DgAction> out) {
      for (int i = 0; i < x.cards().size(); i++) {
        out.add(new DgAction.PickCard(me, i));
      }
    }

    @Override
    public boolean allows(Table t, PickCard x, PlayerId me, DgAction a) {
      return a instanceof DgAction.PickCard c && c.index() >= 0 && c.index() < x.cards().size();
    }

    @Override
    public void answer(Table t, PickCard x, DgAction a) {
      t.pop();
      String chosen = x.cards().get(((DgAction.PickCard) a).index());
      t.emit(new DgEvent.CardPicked(a.actor(), chosen, x.picker() == x.p() ? "DG-R32" : "DG-R94"));
      for (String c : x.cards()) {
        if (!c.equals(chosen)) {
          t.toDeckBottom(c, "DG-R32");
        }
      }
      t.push(new ResolveCard(x.p(), chosen));
    }
  };
}
