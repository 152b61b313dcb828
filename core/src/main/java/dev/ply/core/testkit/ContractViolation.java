package dev.ply.core.testkit;

/**
 * A broken contract found by the test kit, reported once with everything needed to reproduce
 * it: the check, the setup's seed and player count, the chooser's seed, the step and the action.
 */
public final class ContractViolation extends AssertionError {
  private static final long serialVersionUID = 1L;

  public ContractViolation(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * {@code problem} located at {@code where}; an {@link AssertionError} keeps its message, any
   * other throwable (an exception inside {@code apply}, say) is named as one.
   */
  static ContractViolation at(String where, Throwable problem) {
    if (problem instanceof ContractViolation v) {
      return v;
    }
    String what = problem instanceof AssertionError
        ? String.valueOf(problem.getMessage())
        : "the game threw " + problem;
    return new ContractViolation(where + ": " + what, problem);
  }
}
