/**
 * Prints one plain closing line, `jest: N passed, N failed, N skipped`, so CI can read the result
 * of the run without knowing Jest's own summary format.
 */
class JestSummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results;
    process.stdout.write(
      `jest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped\n`,
    );
  }
}

module.exports = JestSummaryReporter;
