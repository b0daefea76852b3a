// Project highlights benchmark: the `projectHighlights` query (a project's /highlights tab) on a
// project with 100,000 highlights in 1,000 notes, through the whole all-in-one server: the first
// page, a page deep in the list, and pages filtered by one and by two tags. Prints latencies; the
// target is a page in well under a second however large the project.
// Usage: node scripts/bench/project-highlights.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import {
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';

const NOTES = Number(process.env.BENCH_NOTES ?? 1000);
const PER_NOTE = Number(process.env.BENCH_HIGHLIGHTS_PER_NOTE ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAGE = 50;
const TARGET_P95_MS = 300;

const QUERY = `query($p: ID!, $tags: [ID!], $offset: Int, $limit: Int) {
  projectHighlights(projectId: $p, tagIds: $tags, offset: $offset, limit: $limit) {
    total items { id text noteTitle createdAt tags { id title highlightCount } }
  }
}`;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { Client } = requireRoot('pg');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_hl');
  const ask = async (query, variables) => (await gql(server.address, headers, query, variables)).json.data;
  const projectId = (
    await ask('mutation { createProject(input: { title: "Bench: 100k highlights" }) { id } }')
  ).createProject.id;
  const tagIds = [];
  for (const title of ['Bench pains', 'Bench gains']) {
    const created = await ask(
      'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
      {
        p: projectId,
        t: title,
      },
    );
    tagIds.push(created.createTag.id);
  }

  // The rows are written in SQL: through the API, 100,000 highlights would take far longer than the reads measured.
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
       select gen_random_uuid(), $1, 'Interview ' || n, 'Bench note text', $2, now(), now()
       from generate_series(1, $3) as n`,
    [projectId, author, NOTES],
  );
  await client.query(
    `insert into "${schema}".highlights (id, note_id, text, start_offset, end_offset, created_by, created_at, updated_at)
       select gen_random_uuid(), n.id, 'Bench quote ' || h, 0, 5, $2,
              now() - (row_number() over ()) * interval '1 second', now()
       from "${schema}".notes n cross join generate_series(1, $3) as h
       where n.project_id = $1`,
    [projectId, author, PER_NOTE],
  );
  // Every 3rd highlight carries the first tag, every 7th the second.
  await client.query(
    `insert into "${schema}".highlight_tags (highlight_id, tag_id)
       select id, $2 from (select h.id, row_number() over (order by h.id) as r
         from "${schema}".highlights h join "${schema}".notes n on n.id = h.note_id where n.project_id = $1) x
       where r % 3 = 0`,
    [projectId, tagIds[0]],
  );
  await client.query(
    `insert into "${schema}".highlight_tags (highlight_id, tag_id)
       select id, $2 from (select h.id, row_number() over (order by h.id) as r
         from "${schema}".highlights h join "${schema}".notes n on n.id = h.note_id where n.project_id = $1) x
       where r % 7 = 0`,
    [projectId, tagIds[1]],
  );
  await client.query(
    `analyze "${schema}".highlights; analyze "${schema}".highlight_tags; analyze "${schema}".notes`,
  );
  const seedSeconds = (performance.now() - seeding) / 1000;
  const total = NOTES * PER_NOTE;

  const cases = [
    ['first page', { offset: 0 }],
    ['deep page (last)', { offset: total - PAGE }],
    ['one tag, first page', { tags: [tagIds[0]], offset: 0 }],
    ['two tags, first page', { tags: tagIds, offset: 0 }],
    ['one tag, deep page', { tags: [tagIds[1]], offset: Math.floor(total / 7) - PAGE }],
  ];
  const rows = [];
  const figures = {};
  for (const [label, variables] of cases) {
    const times = [];
    let answer;
    for (let i = 0; i < RUNS + 2; i += 1) {
      const start = performance.now();
      answer = await ask(QUERY, { p: projectId, limit: PAGE, ...variables });
      // The first two runs warm caches and are not counted.
      if (i >= 2) times.push(performance.now() - start);
    }
    const page = answer.projectHighlights;
    if (page.items.length !== PAGE)
      throw new Error(`${label}: expected ${PAGE} items, got ${page.items.length}`);
    const s = summarize(times);
    figures[label] = { total: page.total, ...s };
    rows.push([label, String(page.total), fmt(s.p50), fmt(s.p95), fmt(s.max)]);
  }
  printTable(
    `projectHighlights, ${total.toLocaleString('en')} highlights, pages of ${PAGE} (seeded in ${fmt(seedSeconds)} s)`,
    ['case', 'total', 'median ms', 'p95 ms', 'max ms'],
    rows,
  );
  const worst = Math.max(...Object.values(figures).map((f) => f.p95));
  console.log(
    verdict(`every page p95 ≤ ${TARGET_P95_MS} ms (worst ${fmt(worst)} ms)`, worst <= TARGET_P95_MS),
  );
  printJson('project-highlights', { highlights: total, page: PAGE, cases: figures });
}
