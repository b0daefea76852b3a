// Search at scale (issue 9): BENCH_SEARCH_OBJECTS searchable objects (default 1,000,000: one note in
// five, four highlights per note) of generated interview-like text in one workspace. Reports:
//  - indexing throughput: the search indexer rebuilding the whole index from the source tables;
//  - index size (table, GIN indexes);
//  - FULL_TEXT query latency through the whole server (GraphQL, autocannon), with and without
//    filters, at concurrency 1 and 8;
//  - the same full-text match as a plain `ts_rank` query straight on the table, same run, for scale;
//  - embedding throughput (built-in model) and the ANN index: its build time, and its recall@10
//    against an exact scan of every vector;
//  - VECTOR and HYBRID latency at concurrency 1 and 8.
// Targets: FULL_TEXT p95 <= 50 ms, HYBRID p95 <= 120 ms, ANN recall@10 >= 0.95. Prints figures;
// never fails on time. BENCH_SEARCH_VECTORS=false skips the vector part.
// Usage: node scripts/bench/search.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import {
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireDist,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';
import { assertCleanLoad, runLoad } from './lib/load.mjs';

const OBJECTS = Number(process.env.BENCH_SEARCH_OBJECTS ?? 1_000_000);
const NOTES = Math.round(OBJECTS / 5);
const HIGHLIGHTS_PER_NOTE = 4;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const TARGET_P95_MS = 50;
const TARGET_HYBRID_P95_MS = 120;
const WITH_VECTORS = process.env.BENCH_SEARCH_VECTORS !== 'false';

// Words of customer interviews, most common first: text draws from them with a Zipf-like skew.
const WORDS = (
  'the we it to and a of was that is for in our team they with but on this not have be so just like ' +
  'customer users product feature onboarding pricing support export import report dashboard data ' +
  'interview research insight highlight tag note project integration slack email calendar billing ' +
  'invoice plan trial setup account password login mobile app desktop browser search filter chart ' +
  'slow fast easy hard confusing clear expensive cheap useful missing broken works love hate need ' +
  'want wish would could should every week month day morning manager designer engineer researcher ' +
  'sales marketing finance legal security compliance privacy admin permission access share link ' +
  'workflow template automation notification reminder comment mention review approval feedback ' +
  'survey score churn renewal upgrade downgrade contract procurement vendor tool spreadsheet csv ' +
  'pdf video audio recording transcript summary theme pattern problem pain goal outcome metric'
).split(' ');

const QUERY_PLAIN =
  '{ search(input: { query: { value: "pricing confusing" }, limit: 20 }) { total totalIsEstimate items { id type preview { title { text match } content { text match } } } } }';
// The last 90 days as of the bench's start: the preset `last90Days` moves with every request, and
// with it PostgreSQL's estimate of the items passing, so an estimated total could differ by one
// between two answers, which the load check counts as a wrong answer.
const NINETY_DAYS_AGO = new Date(Date.now() - 90 * 86_400_000).toISOString();
const QUERY_FILTERED = `{ search(input: { query: { value: "export spreadsheet" }, types: [NOTE], date: { method: CREATED, from: "${NINETY_DAYS_AGO}" }, sort: { by: RELEVANCE, direction: DESC }, limit: 20 }) { total totalIsEstimate items { id type preview { title { text match } content { text match } } } } }`;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { SearchIndexer, VectorSync } = requireDist('@fieldnote/worker');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_search');
  const projectId = (
    await gql(
      server.address,
      headers,
      'mutation { createProject(input: { title: "Search at scale" }) { id } }',
    )
  ).json.data.createProject.id;

  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const seedStarted = performance.now();
  const { schema, teamId } = await seed(client, projectId);
  console.log(
    `seeded ${NOTES} notes and ${NOTES * HIGHLIGHTS_PER_NOTE} highlights in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`,
  );

  const indexer = new SearchIndexer(server.built.platform.databases);
  const indexStarted = performance.now();
  const indexed = await indexer.rebuild(teamId);
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  // As autovacuum leaves it after a bulk load: statistics fresh, visibility map set. An autovacuum
  // during the measurements changes the table's size estimate, and with it an estimated total,
  // which the load check would count as a wrong answer.
  await client.query(`vacuum analyze ${schema}.search_items`);
  const size = (
    await client.query(
      `select pg_total_relation_size('${schema}.search_items') as total, pg_relation_size('${schema}.search_items') as heap,
              pg_relation_size('${schema}.search_items_document_keys_index') as gin`,
    )
  ).rows[0];
  console.log(
    `indexed ${indexed} objects in ${fmt(indexSeconds, 1)} s: ${fmt(indexed / indexSeconds, 0)} objects/s`,
  );

  let vectorFigures = null;
  if (WITH_VECTORS) {
    const platform = server.built.platform;
    const embedStarted = performance.now();
    const embedded = await new VectorSync(
      platform.databases,
      platform.vectors,
      platform.embeddings,
      platform.logger,
    ).backfill(teamId, 'US_B');
    const embedSeconds = (performance.now() - embedStarted) / 1000;
    console.log(
      `embedded ${embedded} objects in ${fmt(embedSeconds, 1)} s: ${fmt(embedded / embedSeconds, 0)} objects/s`,
    );
    const scope = { teamId, region: 'US_B' };
    const [probe] = await platform.embeddings.embed(['pricing onboarding support']);
    const annStarted = performance.now();
    await platform.vectors.search(scope, { vector: probe, limit: 10 });
    const annBuildSeconds = (performance.now() - annStarted) / 1000;
    let hits = 0;
    const probes = (
      await platform.embeddings.embed(
        Array.from(
          { length: 50 },
          (_, i) =>
            `${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 13 + 5) % WORDS.length]} ${WORDS[(i * 31 + 11) % WORDS.length]}`,
        ),
      )
    ).filter(Boolean);
    const annTimes = [];
    // Generated text makes many items all but equally near: beside strict recall, a result counts
    // as found when it is as near as the exact tenth (tie-aware recall).
    let tieHits = 0;
    const exactTops = await exactTopTen(client, schema, probes);
    for (const [probe, vector] of probes.entries()) {
      const exactMatches = exactTops[probe];
      const exact = new Set(exactMatches.map((m) => m.id));
      const tenth = exactMatches[exactMatches.length - 1]?.score ?? 1;
      const t = performance.now();
      const approximate = await platform.vectors.search(scope, { vector, limit: 10 });
      annTimes.push(performance.now() - t);
      hits += approximate.filter((m) => exact.has(m.id)).length;
      tieHits += approximate.filter((m) => exact.has(m.id) || m.score >= tenth - 1e-6).length;
    }
    vectorFigures = {
      embedded,
      embedSeconds,
      annBuildSeconds,
      recall10: hits / (probes.length * 10),
      tieAwareRecall10: tieHits / (probes.length * 10),
      annSearch: summarize(annTimes),
    };
    console.log(
      `ANN index built in ${fmt(annBuildSeconds, 1)} s; recall@10 against exact ${fmt(vectorFigures.recall10, 3)} (tie-aware ${fmt(vectorFigures.tieAwareRecall10, 3)}) over ${probes.length} queries; ANN search p50 ${fmt(vectorFigures.annSearch.p50, 1)} ms`,
    );
  }

  const measure = async (label, query, connections) => {
    const first = await gql(server.address, headers, query);
    const load = {
      url: `${server.address}/api/graphql`,
      headers,
      body: JSON.stringify({ query }),
      connections,
      expectBody: first.text,
    };
    await runLoad({ ...load, durationSeconds: WARMUP_SECONDS });
    const result = await runLoad({ ...load, durationSeconds: DURATION_SECONDS });
    assertCleanLoad(label, result);
    // The count alone (limit 0) is always exact: what the estimate of a large match set is held to.
    const exact = await gql(server.address, headers, query.replace('limit: 20', 'limit: 0'));
    const { total, totalIsEstimate } = first.json.data.search;
    return { result, total, totalIsEstimate, exact: exact.json.data.search.total };
  };
  const rows = [];
  const queries = [
    ['FULL_TEXT "pricing confusing"', QUERY_PLAIN],
    ['FULL_TEXT + type, date filters', QUERY_FILTERED],
    // Words in a few per cent of the items: too few in the newest 20,000 for the window (RANK_WALK).
    ['FULL_TEXT "export spreadsheet"', QUERY_PLAIN.replace('pricing confusing', 'export spreadsheet')],
    ['FULL_TEXT "churn renewal"', QUERY_PLAIN.replace('pricing confusing', 'churn renewal')],
  ];
  if (WITH_VECTORS) {
    queries.push(
      [
        'VECTOR "pricing confusing"',
        QUERY_PLAIN.replace('value: "pricing confusing"', 'value: "pricing confusing", method: VECTOR'),
      ],
      [
        'HYBRID "pricing confusing"',
        QUERY_PLAIN.replace('value: "pricing confusing"', 'value: "pricing confusing", method: HYBRID'),
      ],
      [
        'HYBRID + type, date filters',
        QUERY_FILTERED.replace('value: "export spreadsheet"', 'value: "export spreadsheet", method: HYBRID'),
      ],
    );
  }
  for (const [label, query] of queries) {
    for (const connections of [1, 8]) {
      const { result, total, totalIsEstimate, exact } = await measure(label, query, connections);
      rows.push({ label, connections, total, totalIsEstimate, exact, result });
    }
  }

  // The plain ts_rank query over the same table, from 8 clients and from 1, for comparison.
  const plain = async (connections) => {
    const clients = await Promise.all(
      Array.from({ length: connections }, async () => {
        const c = new Client({ connectionString: database.url });
        await c.connect();
        return c;
      }),
    );
    const times = [];
    const until = performance.now() + DURATION_SECONDS * 1000;
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const t = performance.now();
          await c.query(
            `select id, ts_rank(document, q) as rank from ${schema}.search_items, plainto_tsquery('english', 'pricing confusing') q
             where document @@ q order by rank desc limit 20`,
          );
          times.push(performance.now() - t);
        }
      }),
    );
    await Promise.all(clients.map((c) => c.end()));
    return summarize(times);
  };
  const plain1 = await plain(1);
  const plain8 = await plain(8);

  printTable(
    `search at scale: ${indexed} objects, ${DURATION_SECONDS} s each`,
    ['query', 'conc.', 'matches', 'total answered', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    [
      ...rows.map(({ label, connections, total, totalIsEstimate, exact, result }) => [
        label,
        connections,
        exact,
        totalIsEstimate ? `~${total} (${fmt((100 * (total - exact)) / exact, 1)} %)` : total,
        fmt(result.requestsPerSecond, 0),
        fmt(result.latency.p50, 1),
        fmt(result.latency.p95, 1),
        fmt(result.latency.p99, 1),
      ]),
      [
        'plain ts_rank SQL (no GraphQL)',
        1,
        '-',
        '-',
        '-',
        fmt(plain1.p50, 1),
        fmt(plain1.p95, 1),
        fmt(plain1.p99, 1),
      ],
      [
        'plain ts_rank SQL (no GraphQL)',
        8,
        '-',
        '-',
        '-',
        fmt(plain8.p50, 1),
        fmt(plain8.p95, 1),
        fmt(plain8.p99, 1),
      ],
    ],
  );
  console.log(
    `index: ${fmt(size.total / 2 ** 20, 0)} MiB in all (table ${fmt(size.heap / 2 ** 20, 0)} MiB, full-text GIN ${fmt(size.gin / 2 ** 20, 0)} MiB)`,
  );
  for (const { label, connections, result } of rows) {
    const target = label.startsWith('FULL_TEXT')
      ? TARGET_P95_MS
      : label.startsWith('HYBRID')
        ? TARGET_HYBRID_P95_MS
        : null;
    if (target !== null)
      console.log(
        verdict(`${label} at concurrency ${connections}: p95 <= ${target} ms`, result.latency.p95 <= target),
      );
  }
  if (vectorFigures) console.log(verdict('ANN recall@10 >= 0.95', vectorFigures.recall10 >= 0.95));
  printJson('search', {
    objects: indexed,
    indexSeconds,
    objectsPerSecond: indexed / indexSeconds,
    indexBytes: Number(size.total),
    queries: rows.map(({ label, connections, total, totalIsEstimate, exact, result }) => ({
      label,
      connections,
      matches: exact,
      total,
      totalIsEstimate,
      p50: result.latency.p50,
      p95: result.latency.p95,
    })),
    plainTsRank: { c1: plain1, c8: plain8 },
    vectors: vectorFigures,
  });
}

/**
 * The exact ten nearest vectors (cosine) of every probe, in one pass over the workspace's vectors
 * (pages of 5,000 by key): comparing each probe with a million vectors one query at a time took
 * about 45 s a probe.
 */
async function exactTopTen(client, schema, probes) {
  const unit = (v) => {
    const norm = Math.hypot(...v) || 1;
    return v.map((x) => x / norm);
  };
  const queries = probes.map(unit);
  const tops = queries.map(() => []);
  let after = '0';
  for (;;) {
    const { rows } = await client.query(
      `select key::text as k, id, embedding from ${schema}.vectors where key > $1::bigint order by key limit 5000`,
      [after],
    );
    if (rows.length === 0) break;
    after = rows[rows.length - 1].k;
    for (const row of rows) {
      const v = unit(row.embedding);
      for (const [i, q] of queries.entries()) {
        let score = 0;
        for (let d = 0; d < q.length; d++) score += q[d] * v[d];
        const top = tops[i];
        if (top.length < 10 || score > top[top.length - 1].score) {
          top.push({ id: row.id, score });
          top.sort((a, b) => b.score - a.score);
          if (top.length > 10) top.pop();
        }
      }
    }
  }
  return tops;
}

/** Notes and highlights of generated text straight into the demo workspace's tables. */
async function seed(client, projectId) {
  const { rows } = await client.query(`select id, schema_name from control.teams where subdomain = 'demo'`);
  const schema = `"${rows[0].schema_name}"`;
  const author = (await client.query(`select id from ${schema}.members limit 1`)).rows[0].id;
  const words = `{${WORDS.join(',')}}`;
  // power(random(), 2.5) draws early (common) words far more often, as in real speech.
  const text = (count) =>
    `array_to_string(array(select ($1::text[])[1 + floor(power(random(), 2.5) * ${WORDS.length})::int]
       from generate_series(1, ${count}) where n > 0), ' ')`;
  await client.query(
    `insert into ${schema}.notes (id, project_id, title, content, created_by, created_at, updated_at)
     select gen_random_uuid(), $2, 'Interview ' || n || ' ' || ${text(4)}, ${text(120)}, $3,
            now() - make_interval(hours => n % 4000), now() - make_interval(hours => n % 4000)
       from generate_series(1, $4) as n`,
    [words, projectId, author, NOTES],
  );
  await client.query(
    `insert into ${schema}.highlights (id, note_id, text, start_offset, end_offset, created_by, created_at, updated_at)
     select gen_random_uuid(), notes.id, ${text(16)}, 0, 10, $2, notes.created_at, notes.created_at
       from ${schema}.notes, generate_series(1, $3) as n where notes.project_id = $4`,
    [words, author, HIGHLIGHTS_PER_NOTE, projectId],
  );
  await client.query(`analyze ${schema}.notes, ${schema}.highlights`);
  return { schema, teamId: rows[0].id };
}
