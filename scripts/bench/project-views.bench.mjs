// Project views benchmark: `projectViewItems` (a TABLE view's page of 100 rows) through the whole
// all-in-one server, on a project with 10,000 notes and 20 custom fields (200,000 typed values),
// filtered and sorted by a custom field, 8 requests at a time. Prints latencies; target p95 ≤ 80 ms.
// Usage: node scripts/bench/project-views.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import {
  fmt,
  onCleanup,
  postgresCpuSeconds,
  printJson,
  printTable,
  requireRoot,
  runBench,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';
import { assertCleanLoad, runLoad } from './lib/load.mjs';

const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PAGE = 100;
const TARGET_P95_MS = 80;
/** 20 fields: the kinds a research team keeps on its notes. */
const FIELD_TYPES = [
  ...Array(8).fill('NUMBER'),
  ...Array(4).fill('SELECT'),
  ...Array(4).fill('TEXT'),
  ...Array(2).fill('DATETIME'),
  ...Array(2).fill('BOOLEAN'),
];

const ITEMS = `query($v: ID!, $offset: Int, $limit: Int) {
  projectViewItems(viewId: $v, offset: $offset, limit: $limit) {
    total items { id title preview updatedAt rank columnKey fieldValues { fieldId text number date boolean optionIds } }
  }
}`;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { Client } = requireRoot('pg');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_views', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => (await gql(server.address, headers, query, variables)).json.data;
  const projectId = (await ask('mutation { createProject(input: { title: "Bench: 10k notes" }) { id } }'))
    .createProject.id;
  const fields = [];
  for (const [i, type] of FIELD_TYPES.entries()) {
    const created = await ask(
      `mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id type options { id } } }`,
      {
        input: {
          target: 'NOTE',
          projectId,
          label: `Bench ${type.toLowerCase()} ${i + 1}`,
          type,
          ...(type === 'SELECT' ? { optionsImport: 'New;Triaged;Planned;Shipped;Rejected' } : {}),
        },
      },
    );
    fields.push(created.createCustomField);
  }

  // The rows are written in SQL: through the API, 200,000 values would take far longer than the reads measured.
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const schema = (await client.query("select schema_name from control.teams where subdomain = 'demo'"))
    .rows[0].schema_name;
  const author = (
    await client.query(`select created_by from "${schema}".projects where id = $1`, [projectId])
  ).rows[0].created_by;
  const seeding = performance.now();
  await client.query(
    `insert into "${schema}".notes (id, project_id, title, content, created_by, created_at, updated_at)
       select gen_random_uuid(), $1, 'Interview ' || n, repeat('Customer said the onboarding was slow. ', 25), $2,
              now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, $3) as n`,
    [projectId, author, NOTES],
  );
  for (const field of fields) {
    const options = `{${field.options.map((o) => o.id).join(',')}}`;
    await client.query(
      `insert into "${schema}".custom_field_values
         (id, field_id, note_id, text_value, number_value, boolean_value, date_value, option_ids, updated_by)
       select gen_random_uuid(), $1::uuid, n.id,
              case $2 when 'NUMBER' then x.num::text when 'BOOLEAN' then (x.num % 2 = 0)::text
                      when 'DATETIME' then to_char(now() - x.num * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                      when 'SELECT' then 'Option' else md5(n.id::text) end,
              case when $2 = 'NUMBER' then x.num end,
              case when $2 = 'BOOLEAN' then x.num % 2 = 0 end,
              case when $2 = 'DATETIME' then now() - x.num * interval '1 hour' end,
              case when $2 = 'SELECT' then array[($3::uuid[])[1 + x.num % 5]] end,
              $4
       from "${schema}".notes n, lateral (select abs(hashtext(n.id::text || $1::text)) % 1000 as num) x
       where n.project_id = $5`,
      [field.id, field.type, options, author, projectId],
    );
  }
  // As autovacuum leaves them after a bulk load: statistics fresh, visibility map set (index-only scans).
  await client.query(`vacuum analyze "${schema}".notes`);
  await client.query(`vacuum analyze "${schema}".custom_field_values`);
  // Each field's insert rewrote every note's value set (the database keeps one per note).
  await client.query(`vacuum analyze "${schema}".custom_field_value_sets`);
  const seedSeconds = (performance.now() - seeding) / 1000;

  const number = fields.find((f) => f.type === 'NUMBER');
  const select = fields.find((f) => f.type === 'SELECT');
  const text = fields.find((f) => f.type === 'TEXT');
  const createView = async (title, state) =>
    (
      await ask(`mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }`, {
        input: { projectId, title, layout: 'TABLE', objectType: 'NOTE', state: JSON.stringify(state) },
      })
    ).createProjectView.id;
  const cases = [
    [
      'number > 250, sorted by number desc',
      await createView('By score', {
        sort: { field: number.id, direction: 'DESC' },
        fieldFilters: [{ id: number.id, type: 'NUMBER', operator: 'GREATER_THAN', value: 250 }],
      }),
      0,
    ],
    [
      'select has 2 of 5 options, sorted by text',
      await createView('By stage', {
        sort: { field: text.id, direction: 'ASC' },
        fieldFilters: [
          {
            id: select.id,
            type: 'TEXT',
            operator: 'CONTAINS',
            values: select.options.slice(0, 2).map((o) => o.id),
          },
        ],
      }),
      0,
    ],
    [
      'number > 250, deep page (offset 5,000)',
      await createView('Deep', {
        sort: { field: number.id, direction: 'ASC' },
        fieldFilters: [{ id: number.id, type: 'NUMBER', operator: 'GREATER_THAN', value: 250 }],
      }),
      5000,
    ],
  ];

  const rows = [];
  const figures = {};
  for (const [label, viewId, offset] of cases) {
    const variables = { v: viewId, offset, limit: PAGE };
    const firstAnswer = await gql(server.address, headers, ITEMS, variables);
    const first = firstAnswer.json.data.projectViewItems;
    if (first.items.length !== PAGE)
      throw new Error(`${label}: expected ${PAGE} rows, got ${first.items.length}`);
    if (first.items[0].fieldValues.length !== FIELD_TYPES.length)
      throw new Error(`${label}: expected ${FIELD_TYPES.length} values per row`);
    const load = {
      url: `${server.address}/api/graphql`,
      headers,
      body: JSON.stringify({ query: ITEMS, variables }),
      connections: CONCURRENCY,
      // Every answer must be the whole page, exactly as the first one.
      expectBody: firstAnswer.text,
    };
    await runLoad({ ...load, durationSeconds: WARMUP_SECONDS });
    // The server's own CPU per answer (its main thread; the load runs in a worker thread): a figure a
    // busy machine distorts less than latencies.
    const cpuBefore = process.threadCpuUsage();
    const processCpuBefore = process.cpuUsage();
    const postgresBefore = postgresCpuSeconds();
    const result = await runLoad({ ...load, durationSeconds: DURATION_SECONDS });
    const cpu = process.threadCpuUsage(cpuBefore);
    const processCpu = process.cpuUsage(processCpuBefore);
    const postgresAfter = postgresCpuSeconds();
    assertCleanLoad(label, result);
    const serverCpuMs = (cpu.user + cpu.system) / 1000 / result.ok2xx;
    // The rest of this process: the load generator's worker, garbage collection, libuv's threads.
    const otherCpuMs = (processCpu.user + processCpu.system - cpu.user - cpu.system) / 1000 / result.ok2xx;
    const postgresCpuMs =
      postgresBefore === null || postgresAfter === null
        ? null
        : ((postgresAfter - postgresBefore) * 1000) / result.ok2xx;
    const reqPerSecond = result.requestsPerSecond;
    const s = result.latency;
    figures[label] = { total: first.total, reqPerSecond, serverCpuMs, otherCpuMs, postgresCpuMs, ...s };
    rows.push([
      label,
      String(first.total),
      fmt(s.p50),
      fmt(s.p95),
      fmt(s.p99),
      fmt(reqPerSecond, 0),
      fmt(serverCpuMs, 1),
      fmt(otherCpuMs, 1),
      postgresCpuMs === null ? '-' : fmt(postgresCpuMs, 1),
    ]);
  }
  printTable(
    `projectViewItems, ${NOTES.toLocaleString('en')} notes x ${FIELD_TYPES.length} fields, pages of ${PAGE}, ${CONCURRENCY} at a time, ${DURATION_SECONDS} s per case (seeded in ${fmt(seedSeconds)} s)`,
    [
      'case',
      'total',
      'median ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'server CPU ms/req',
      'load+GC ms/req',
      'PostgreSQL CPU ms/req',
    ],
    rows,
  );
  const headline = figures[cases[0][0]].p95;
  console.log(
    verdict(
      `TABLE page filtered and sorted by a custom field p95 ≤ ${TARGET_P95_MS} ms (${fmt(headline)} ms)`,
      headline <= TARGET_P95_MS,
    ),
  );
  printJson('project-views', {
    targetP95Ms: TARGET_P95_MS,
    notes: NOTES,
    fields: FIELD_TYPES.length,
    page: PAGE,
    concurrency: CONCURRENCY,
    cases: figures,
  });
}
