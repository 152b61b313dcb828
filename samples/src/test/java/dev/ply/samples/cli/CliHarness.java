package dev.ply.samples.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs {@code ply} in-process with captured output. */
record CliHarness(int status, String out, String err) {
  static CliHarness run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new CliHarness(status, out.toString(), err.toString());
  }

  /** Runs {@code ply} as on a person's terminal (screens are cleared, input is not echoed). */
  static CliHarness onTerminal(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(args, new java.io.StringReader(input), new PrintWriter(out, true),
        new PrintWriter(err, true), true);
    return new CliHarness(status, out.toString(), err.toString());
  }

  /** Runs {@code ply} with {@code input} as its standard input. */
  static CliHarness withInput(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(args, new java.io.StringReader(input), new PrintWriter(out, true), new PrintWriter(err, true));
    return new CliHarness(status, out.toString(), err.toString());
  }
}
