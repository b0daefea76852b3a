// Bulk import (issue 36): a CSV of 5,000 notes (spec 001 §9's import maximum, about 4 MB: title,
// a paragraph of content, a date and a person's e-mail among 500) through the whole all-in-one
// server: the upload (POST /bulk-imports reads and stores the rows), then startBulkImport and the
// job's batches until the import is COMPLETED, then the same file again (every row skipped as
// already imported). Target (issue 36): the import of 5,000 rows in <= 30 s, memory bounded: the
// server's heap is sampled every 50 ms during the import and its peak above the heap before the
// upload is printed.
// Usage: node scripts/bench/bulk-import.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, runBench, verdict } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql, uploadFile } from './lib/http.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const TARGET_SECONDS = 30;
const WORDS =
  'the onboarding export search tags highlight interview customer team price plan sync report slow fast love hate because we they want need find lost again every week'.split(
    ' ',
  );

await runBench(main);

async function main() {
  const { server, headers } = await startDemoServer('fieldnote_bench_bulk_import', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => (await gql(server.address, headers, query, variables)).json.data;
  const projectId = (await ask('mutation { createProject(input: { title: "Bench: bulk import" }) { id } }'))
    .createProject.id;

  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const sentence = (n) =>
    Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const lines = ['Title,Notes,Date,Email'];
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`Interview ${i + 1},"${sentence(120)}. ${sentence(40)}",${day},person${i % 500}@example.org`);
  }
  const csv = Buffer.from(lines.join('\n'));

  const upload = async () => {
    const answer = await uploadFile(`${server.address}/bulk-imports?projectId=${projectId}`, headers, {
      name: 'interviews.csv',
      type: 'text/csv',
      bytes: csv,
    });
    return answer.bulkImport.id;
  };

  const importOnce = async () => {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let rssPeak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      heapPeak = Math.max(heapPeak, usage.heapUsed);
      rssPeak = Math.max(rssPeak, usage.rss);
    }, 50);
    const t0 = performance.now();
    const id = await upload();
    const t1 = performance.now();
    await ask(
      `mutation($id: ID!) { startBulkImport(input: { id: $id, processedInto: CONTENT, columns: [
        { column: 0, target: TITLE }, { column: 1, target: CONTENT }, { column: 2, target: DATE }, { column: 3, target: PERSON }
      ] }) { id } }`,
      { id },
    );
    let state;
    for (;;) {
      state = (
        await ask(
          'query($id: ID!) { bulkImport(id: $id) { status processedRows importedCount skippedCount numFailed } }',
          { id },
        )
      ).bulkImport;
      if (state.status === 'COMPLETED' || state.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const t2 = performance.now();
    clearInterval(sampler);
    if (state.status !== 'COMPLETED') throw new Error(`the import ended ${state.status}`);
    return {
      uploadSeconds: (t1 - t0) / 1000,
      jobSeconds: (t2 - t1) / 1000,
      totalSeconds: (t2 - t0) / 1000,
      rowsPerSecond: ROWS / ((t2 - t0) / 1000),
      heapPeakAddedMiB: (heapPeak - heapBefore) / 2 ** 20,
      rssPeakMiB: rssPeak / 2 ** 20,
      ...state,
    };
  };

  const first = await importOnce();
  const again = await importOnce();
  const rows = [
    ['first import', first],
    ['same file again', again],
  ].map(([label, r]) => [
    label,
    r.importedCount,
    r.skippedCount,
    fmt(r.uploadSeconds, 2),
    fmt(r.jobSeconds, 2),
    fmt(r.totalSeconds, 2),
    fmt(r.rowsPerSecond, 0),
    fmt(r.heapPeakAddedMiB, 1),
    fmt(r.rssPeakMiB, 0),
  ]);
  printTable(
    `bulk import of ${ROWS} CSV rows (${fmt(csv.length / 2 ** 20, 2)} MiB) of notes`,
    [
      'run',
      'imported',
      'skipped',
      'upload s',
      'job s',
      'total s',
      'rows/s',
      'heap peak +MiB',
      'rss peak MiB',
    ],
    rows,
  );
  const met =
    first.totalSeconds <= TARGET_SECONDS && first.importedCount === ROWS && again.skippedCount === ROWS;
  console.log(`\n${verdict(`${ROWS} rows imported in <= ${TARGET_SECONDS} s, and none twice`, met)}`);
  printJson('bulk-import', {
    rows: ROWS,
    fileMiB: csv.length / 2 ** 20,
    first,
    again,
    targetSeconds: TARGET_SECONDS,
    met,
  });
}
