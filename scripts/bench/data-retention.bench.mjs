// Data retention (issue 36): a workspace holding 100,000 files older than the policy's period
// (recordings and files: 30 days, highlights and transcripts not kept) through the whole all-in-one
// server: the daily warning (counting what will be deleted), then, 7 days later, the deletion in
// batches. Printed: the counting time, the deletion's total time and rate, the number of batches,
// the longest batch transaction (the job's row locks are held only inside a batch, so this is the
// longest any lock is held; target < 1 s, issue 36) and, sampled every 20 ms from another
// connection, the oldest open transaction seen on the database while the job ran.
// Usage: node scripts/bench/data-retention.bench.mjs   (after `npx tsc -b services/all-in-one`)
//        BENCH_FILES=20000 for a quicker run; BENCH_BATCH=100 for smaller batches.

import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, requireDist, requireRoot, runBench, verdict } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';

const FILES = Number(process.env.BENCH_FILES ?? 100_000);
/** Rows per batch (the job's default, DATA_RETENTION_BATCH, is 200). */
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const TARGET_LOCK_MS = 1000;
const DAY = 86_400_000;

await runBench(main);

async function main() {
  const { server, database, headers } = await startDemoServer('fieldnote_bench_data_retention', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => {
    const { json } = await gql(server.address, headers, query, variables);
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
  const projectId = (
    await ask('mutation { createProject(input: { title: "Bench: data retention" }) { id } }')
  ).createProject.id;
  const noteIds = [];
  for (let i = 0; i < 10; i++)
    noteIds.push(
      (
        await ask(
          'mutation($p: ID!, $t: String!) { createNote(input: { projectId: $p, title: $t }) { id } }',
          {
            p: projectId,
            t: `Interviews ${i + 1}`,
          },
        )
      ).createNote.id,
    );

  const { Client } = requireRoot('pg');
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const [{ id: workspaceId, schema_name: schema }] = (
    await db.query("select id, schema_name from control.teams where subdomain = 'demo'")
  ).rows;
  const now = new Date();
  // 100,000 files spread over the notes, a year old: the bytes are absent (removing a missing file
  // is a no-op for the local storage), so the figures are the database's.
  const t0 = performance.now();
  await db.query(
    `insert into "${schema}".files (id, note_id, name, mime, file_type, size, status, storage_key, created_by, created_at)
     select gen_random_uuid(), ($1::uuid[])[1 + (i % 10)], 'recording-' || i || '.wav', 'audio/wav', 'AUDIO', 1000, 'DONE',
       'bench/' || i, (select id from "${schema}".members where role = 'MANAGER' limit 1), $2::timestamptz - (i % 300) * interval '1 minute'
     from generate_series(1, $3::int) as i`,
    [noteIds, new Date(now.getTime() - 365 * DAY), FILES],
  );
  await db.query(`analyze "${schema}".files`);
  const seedSeconds = (performance.now() - t0) / 1000;

  await ask(
    `mutation($p: ID!) { updateProjectDataRetention(input: { projectId: $p, override: true, recordingsDays: 30,
      keepHighlightsAndTranscripts: false }) { projectId } }`,
    { p: projectId },
  );

  const { DataRetentionJob } = requireDist('@fieldnote/api');
  const job = server.app.get(DataRetentionJob, { strict: false });

  // The oldest open transaction seen on the bench database while the job runs (another connection).
  const watcher = new Client({ connectionString: database.url });
  await watcher.connect();
  let oldestXactMs = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await watcher.query(
        `select coalesce(max(extract(epoch from clock_timestamp() - xact_start) * 1000), 0) as ms
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
           and query not ilike '%pg_stat_activity%'`,
      );
      oldestXactMs = Math.max(oldestXactMs, Number(rows[0].ms));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const t1 = performance.now();
  const warning = await job.sweep(workspaceId, now);
  const t2 = performance.now();
  const deletion = await job.sweep(workspaceId, new Date(now.getTime() + 7 * DAY), BATCH);
  const t3 = performance.now();
  const again = await job.sweep(workspaceId, new Date(now.getTime() + 7 * DAY), BATCH);
  sampling = false;
  await sampler;
  await watcher.end();
  const left = Number(
    (
      await db.query(
        `select count(*) as n from "${schema}".files f join "${schema}".notes n on n.id = f.note_id where n.project_id = $1`,
        [projectId],
      )
    ).rows[0].n,
  );
  await db.end();

  const deleteSeconds = (t3 - t2) / 1000;
  printTable(
    `data retention over ${FILES.toLocaleString('en')} files (batches of ${BATCH} rows)`,
    ['step', 'seconds', 'deleted', 'batches', 'longest batch ms', 'files/s'],
    [
      ['seed (SQL insert)', fmt(seedSeconds, 2), '', '', '', ''],
      ['warning (count)', fmt((t2 - t1) / 1000, 2), warning.warned ? 'warned' : 'no warning', '', '', ''],
      [
        'deletion, 7 days on',
        fmt(deleteSeconds, 2),
        deletion.deleted.RECORDINGS,
        deletion.batches,
        fmt(deletion.longestBatchMs, 1),
        fmt(deletion.deleted.RECORDINGS / deleteSeconds, 0),
      ],
      ['run again', '', again.deleted.RECORDINGS, again.batches, fmt(again.longestBatchMs, 1), ''],
    ],
  );
  console.log(`oldest open transaction seen while the job ran: ${fmt(oldestXactMs, 1)} ms`);
  const met =
    warning.warned &&
    deletion.deleted.RECORDINGS === FILES &&
    left === 0 &&
    again.deleted.RECORDINGS === 0 &&
    deletion.longestBatchMs < TARGET_LOCK_MS;
  console.log(
    `\n${verdict(`${FILES} files deleted in batches, no lock held ${TARGET_LOCK_MS} ms or more`, met)}`,
  );
  printJson('data-retention', {
    files: FILES,
    batchRows: BATCH,
    warnSeconds: (t2 - t1) / 1000,
    deleteSeconds,
    batches: deletion.batches,
    longestBatchMs: deletion.longestBatchMs,
    oldestTransactionMs: oldestXactMs,
    met,
  });
}
