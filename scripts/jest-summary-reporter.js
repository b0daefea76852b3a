const { relative } = require('node:path');

/** How many of the slowest test files the closing lines name. */
const SLOWEST = 15;

/**
 * Prints one plain closing line, `jest: N passed, N failed, N skipped (seed S)`, so CI can read the
 * result of the run without knowing Jest's own summary format, and replay a failing order with
 * `--seed=S` (tests run shuffled with --randomize). Then the slowest test files with their wall time
 * (from Jest's perfStats: the whole file, its server's start included), so CI output shows where the
 * run's time goes.
 */
class JestSummaryReporter {
  constructor(globalConfig) {
    this.seed = globalConfig.seed;
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests } = results;
    process.stdout.write(
      `jest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped (seed ${this.seed})\n`,
    );
    const files = results.testResults
      .map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        project: file.displayName?.name,
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        // When the file ran (ms since the epoch), to see how full the workers were over the run.
        start: file.perfStats.start,
        end: file.perfStats.end,
        tests: file.testResults.reduce((sum, test) => sum + (test.duration ?? 0), 0) / 1000,
      }))
      .filter((file) => Number.isFinite(file.seconds) && file.seconds > 0)
      .sort((a, b) => b.seconds - a.seconds);
    const slowest = files.slice(0, SLOWEST);
    if (slowest.length === 0) return;
    // Where the time goes by kind of suite (summed file time; workers run two files at a time).
    const groups = new Map();
    for (const file of files) {
      const group = `${file.path.split('/').slice(0, 2).join('/')}${file.project ? ` [${file.project}]` : ''}`;
      const sum = groups.get(group) ?? { seconds: 0, count: 0 };
      groups.set(group, { seconds: sum.seconds + file.seconds, count: sum.count + 1 });
    }
    process.stdout.write(`file time by folder:\n`);
    for (const [group, sum] of [...groups].sort((a, b) => b[1].seconds - a[1].seconds))
      process.stdout.write(
        `  ${sum.seconds.toFixed(1).padStart(7)} s  ${String(sum.count).padStart(4)} files  ${group}\n`,
      );
    // Every file's time, for whoever tunes the run (FIELDNOTE_JEST_TIMINGS=path).
    if (process.env.FIELDNOTE_JEST_TIMINGS)
      require('node:fs').writeFileSync(process.env.FIELDNOTE_JEST_TIMINGS, JSON.stringify(files, null, 1));
    process.stdout.write(`slowest test files (file time, of which in tests):\n`);
    for (const file of slowest)
      process.stdout.write(
        `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.tests.toFixed(1).padStart(7)} s  ${file.path}${file.project ? ` [${file.project}]` : ''}\n`,
      );
  }
}

module.exports = JestSummaryReporter;
