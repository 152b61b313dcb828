package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.Game;

/** A log read from a file together with the installed game it belongs to. */
public record LoadedLog<S, A extends Action>(Game<S, A> game, ActionLog<A> log) {}
