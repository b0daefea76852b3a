const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const TestSequencer = require('@jest/test-sequencer').default;

/**
 * The file times of a whole run (`FIELDNOTE_JEST_TIMINGS=scripts/jest/file-times.json npm test`,
 * written by scripts/jest-summary-reporter.js): what a fresh clone knows of how long each test file
 * takes.
 */
const FILE_TIMES = join(__dirname, 'file-times.json');
const ROOT = join(__dirname, '..', '..');

/** `project|path` → seconds, from the committed file times (empty when the file is not there). */
function committedTimes() {
  try {
    const files = JSON.parse(readFileSync(FILE_TIMES, 'utf8'));
    return new Map(files.map((file) => [`${file.project ?? ''}|${file.path}`, file.seconds]));
  } catch {
    return new Map();
  }
}

/**
 * Jest's own order (files that failed last time first, then the longest by the times in its cache),
 * with the committed file times standing in where its cache has none, as on a fresh clone in CI.
 * Without times Jest orders by file size, which put long browser suites near the end of the run,
 * where one worker ran them while the other had nothing left to do. Longest first, the last files
 * to start are short ones, and the two workers finish close together.
 */
class LongestFirstSequencer extends TestSequencer {
  constructor(...args) {
    super(...args);
    this.committed = committedTimes();
  }

  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = this.committed.get(
      `${test.context.config.displayName?.name ?? ''}|${relative(ROOT, test.path)}`,
    );
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = LongestFirstSequencer;
