// AI note summaries, built-in provider: every framework of spec 000 §3 summarising a 5,000-word
// interview-like note (two speakers, time stamps, questions, requests, pains, figures), through the
// same function the API calls (summariseNote with no model configured). Each framework 30 times
// after 3 unmeasured runs. Target (issue 34): a framework summary of a 5,000-word note ≤ 1 s.
// Usage: node scripts/bench/ai-summary.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, requireDist, runBench, summarize, verdict } from './lib/common.mjs';

const WORDS = Number(process.env.BENCH_WORDS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const TARGET_MS = 1_000;

const require = createRequire(import.meta.url);
const { SUMMARY_FRAMEWORKS } = requireDist('@fieldnote/core');
const { summariseNote } = require('../../services/api/dist/modules/ai/summaries/note-summarizer.js');

const LINES = [
  'Interviewer: Could you walk me through how your team finds an old interview today?',
  'Maria: Currently we keep everything in a shared spreadsheet and a folder of recordings.',
  'Maria: Finding an old quote is really frustrating because the search is slow and the tags are inconsistent.',
  'Interviewer: How much time does that cost you in a week?',
  'Maria: Last quarter we wasted about 10 hours a week just looking for evidence for a report.',
  'Maria: I would love a way to tag highlights across projects, and it would be great if search understood synonyms.',
  'Interviewer: Who decides on buying a tool like this?',
  'Maria: Our director of product approves the budget and legal reviews the contract before we sign.',
  'Maria: We want to decide before the renewal of our current vendor next quarter.',
  'Maria: Honestly the tagging in our current tool is confusing and people get lost in the menus.',
  'Interviewer: What works well for you today?',
  'Maria: The recordings are the most valuable part of our repository and the team loves watching clips.',
];

/** A note of about `words` words: the lines above in turn, each with a time stamp and a varying detail. */
function buildNote(words) {
  const out = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const seconds = i * 17;
    const stamp = `[${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}]`;
    const line = `${stamp} ${LINES[i % LINES.length].replace(/\.$/, ` in project ${i % 37}.`)}`;
    out.push(line);
    count += line.split(/\s+/).length - 1;
  }
  return out.join('\n');
}

await runBench(async () => {
  const content = buildNote(WORDS);
  const words = content.split(/\s+/).length;
  const rows = [];
  const figures = {};
  let worst = 0;
  for (const framework of SUMMARY_FRAMEWORKS) {
    const input = {
      title: 'Bench interview',
      content,
      framework,
      language: 'en',
      customPrompt: 'search and tags',
    };
    for (let i = 0; i < WARMUP; i++) await summariseNote(null, input);
    const times = [];
    let chars = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const outcome = await summariseNote(null, input);
      times.push(performance.now() - started);
      chars = outcome.content.length;
    }
    const s = summarize(times);
    worst = Math.max(worst, s.max);
    figures[framework] = { p50: s.p50, p95: s.p95, max: s.max, chars };
    rows.push([framework, fmt(s.p50, 2), fmt(s.p95, 2), fmt(s.max, 2), chars]);
  }
  printTable(
    `Built-in framework summary of a ${words}-word note (${RUNS} runs each, ms)`,
    ['framework', 'p50', 'p95', 'max', 'chars'],
    rows,
  );
  verdict(`slowest single summary ${fmt(worst, 2)} ms ≤ ${TARGET_MS} ms`, worst <= TARGET_MS);
  printJson('ai-summary', { words, runs: RUNS, worstMs: worst, frameworks: figures });
});
