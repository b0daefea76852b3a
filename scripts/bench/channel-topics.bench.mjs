// Channel topics: a full channel (10,000 data points, the plan maximum) with 50 topics (the most a
// channel holds), through the whole all-in-one server. A topic counts its matches on every read, so
// this times what grows with them: the channel's topic list (50 counts), one topic's page of 50 data
// points with its total, its weekly volume chart, and the dialog's preview of words not saved yet.
// Each query 200 times, one at a time, after 20 unmeasured. Prints figures; no target is set by the
// spec; the product aim is the list under 100 ms p95 so the Topics tab opens at once.
// Usage: node scripts/bench/channel-topics.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { randomUUID } from 'node:crypto';
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

const DATAPOINTS = Number(process.env.BENCH_DATAPOINTS ?? 10_000);
const TOPICS = Number(process.env.BENCH_TOPICS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_LIST_P95_MS = 100;

// Words of app reviews: each review mixes a subject's words with common ones, as real reviews do.
const SUBJECTS = [
  'sync offline upload devices conflict laptop phone lost changes pending',
  'price subscription expensive plan cost seat renewal invoice discount budget',
  'export pdf word csv layout formatting download file margins images',
  'login password sign account locked reset email code authentication session',
  'search find results slow query filter index keyword matches typing',
  'crash freezes closes bug update broken restart error startup memory',
  'dark mode theme colors contrast night bright eyes screen white',
  'support team reply ticket help answer agent waited response email',
].map((s) => s.split(' '));
const COMMON =
  'the app is and it my i to really very but so please again now this when great love hate'.split(' ');

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { Client } = requireRoot('pg');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_topics', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const ask = async (query, variables) => {
    const answer = await gql(server.address, headers, query, variables);
    if (answer.json.errors) throw new Error(JSON.stringify(answer.json.errors));
    return answer.json.data;
  };
  const channelId = (await ask('mutation { createChannel(input: { title: "Bench: full channel" }) { id } }'))
    .createChannel.id;

  // The rows are written in SQL: the import API takes 1,000 rows a call and is not what is measured.
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const schema = (await client.query("select schema_name from control.teams where subdomain = 'demo'"))
    .rows[0].schema_name;
  const author = (await client.query(`select id from "${schema}".members limit 1`)).rows[0].id;
  const datasetId = randomUUID();
  await client.query(
    `insert into "${schema}".channel_datasets (id, channel_id, title, source, created_by) values ($1, $2, 'Bench', 'CSV', $3)`,
    [datasetId, channelId, author],
  );
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const texts = Array.from({ length: DATAPOINTS }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length];
    const length = 12 + Math.floor(random() * 30);
    return Array.from({ length }, () => (random() < 0.4 ? pick(subject) : pick(COMMON))).join(' ');
  });
  const seeding = performance.now();
  await client.query(
    `insert into "${schema}".channel_datapoints (id, channel_id, dataset_id, text, rating, sentiment, occurred_at, created_by)
       select gen_random_uuid(), $1, $2, t.text, 1 + t.n % 5, (array['positive','negative','mixed'])[1 + t.n % 3],
              now() - t.n * interval '53 minutes', $3
       from unnest($4::text[]) with ordinality as t(text, n)`,
    [channelId, datasetId, author, texts],
  );
  await client.query(`vacuum analyze "${schema}".channel_datapoints`);
  const seedSeconds = (performance.now() - seeding) / 1000;

  // 50 topics of one to three words each, some phrases, some alternatives, some exclusions.
  const words = SUBJECTS.flat();
  const topicQueries = Array.from({ length: TOPICS }, (_, i) => {
    const a = words[(i * 7) % words.length];
    const b = words[(i * 13 + 3) % words.length];
    return [a, `${a} or ${b}`, `"${a} ${b}"`, `${a} -${b}`, `${a} ${b}`][i % 5];
  });
  for (const [i, query] of topicQueries.entries()) {
    await ask(
      'mutation($c: ID!, $t: String!, $q: String!) { createChannelTopic(input: { channelId: $c, title: $t, query: $q }) { id } }',
      {
        c: channelId,
        t: `Topic ${i + 1}`,
        q: query,
      },
    );
  }
  const topics = (
    await ask('query($c: ID!) { channelTopics(channelId: $c) { id query datapointCount } }', { c: channelId })
  ).channelTopics;
  const busiest = [...topics].sort((x, y) => y.datapointCount - x.datapointCount)[0];

  const cases = [
    [
      `channelTopics (${TOPICS} topics, each counted)`,
      'query($c: ID!) { channelTopics(channelId: $c) { id title query datapointCount } }',
      { c: channelId },
    ],
    [
      `a topic's page of 50 (busiest: ${busiest.datapointCount} matches)`,
      'query($c: ID!, $t: ID!) { channelDatapoints(input: { channelId: $c, topicId: $t, limit: 50 }) { total items { id text author rating sentiment occurredAt themes { id title } } } }',
      { c: channelId, t: busiest.id },
    ],
    [
      "the busiest topic's weekly volume",
      'query($c: ID!, $t: ID!) { channelVolume(input: { channelId: $c, topicId: $t, interval: WEEK }) { start count positive negative mixed } }',
      { c: channelId, t: busiest.id },
    ],
    [
      'the dialog preview ("crash or freezes -update", 3 shown)',
      'query($c: ID!) { channelDatapoints(input: { channelId: $c, matching: "crash or freezes -update", limit: 3 }) { total items { id text } } }',
      { c: channelId },
    ],
  ];
  const rows = [];
  const figures = {};
  for (const [label, query, variables] of cases) {
    for (let i = 0; i < WARMUP; i++) await ask(query, variables);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await ask(query, variables);
      times.push(performance.now() - started);
    }
    const s = summarize(times);
    figures[label] = s;
    rows.push([label, fmt(s.p50, 1), fmt(s.p95, 1), fmt(s.p99, 1)]);
  }
  printTable(
    `channel topics: ${DATAPOINTS} data points, ${TOPICS} topics (seeded in ${fmt(seedSeconds, 1)} s), ${RUNS} runs each, one at a time`,
    ['query', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows,
  );
  const list = figures[cases[0][0]];
  console.log(verdict(`topic list p95 < ${TARGET_LIST_P95_MS} ms`, list.p95 < TARGET_LIST_P95_MS));
  printJson('channel-topics', { datapoints: DATAPOINTS, topics: TOPICS, cases: figures });
}
