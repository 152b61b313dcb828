package dev.ply.samples.web;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/**
 * What every table of a server shares: the store its actions are appended to, the bots' pool,
 * the turn timers' thread (which never runs a bot) and the clock.
 *
 * @param botDelayMillis how long a bot waits before it moves, so people can follow
 */
record TableServices(TableStore store, Bots bots, ScheduledExecutorService timers, LongSupplier clock,
    long botDelayMillis) {}
