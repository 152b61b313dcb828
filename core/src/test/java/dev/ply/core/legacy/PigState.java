package dev.ply.core.legacy;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** A game of Pig: banked scores, the active seat's points this turn, the round (1-based). */
public record PigState(Vector<PlayerId> players, Vector<Integer> scores, int active, int turnPoints, int round,
    Option<PlayerId> winner, RandomSource random) {}
