package dev.ply.samples.cli;

/** A failure reported to the user as one sentence and an exit status, never a stack trace. */
final class CliException extends RuntimeException {
  private final int status;

  CliException(int status, String message) {
    super(message);
    this.status = status;
  }

  int status() {
    return status;
  }

  static CliException usage(String message) {
    return new CliException(PlyCli.Exit.USAGE, message);
  }

  static CliException failure(String message) {
    return new CliException(PlyCli.Exit.FAILURE, message);
  }
}
