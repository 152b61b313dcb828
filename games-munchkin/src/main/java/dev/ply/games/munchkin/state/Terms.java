package dev.ply.games.munchkin.state;

import io.vavr.control.Option;

/**
 * A help proposal's terms (MK-R53, MK-R54): an Item of the fighter's play area, a treasure share
 * and who picks first in the draft (false whenever the share is 0).
 */
public record Terms(Option<String> bribeItem, int share, boolean helperPicksFirst) {

  public static final Terms NONE = new Terms(Option.none(), 0, false);
}
