package dev.ply.benchmarks;

import java.lang.management.ManagementFactory;

/** The clocks the CPU-time measurements share. */
final class Clocks {
  private Clocks() {}

  /** The CPU time of the whole process (every thread, the JIT's and the collector's included), in nanoseconds. */
  static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
