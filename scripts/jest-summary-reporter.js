/**
 * Prints one plain closing line, `jest: N passed, N failed, N skipped (seed S)`, so CI can read the
 * result of the run without knowing Jest's own summary format, and replay a failing order with
 * `--seed=S` (tests run shuffled with --randomize).
 */
class JestSummaryReporter {
  constructor(globalConfig) {
    this.seed = globalConfig.seed;
  }

  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results;
    process.stdout.write(
      `jest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped (seed ${this.seed})\n`,
    );
  }
}

module.exports = JestSummaryReporter;
