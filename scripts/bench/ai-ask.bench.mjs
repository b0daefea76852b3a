// Ask with verified citations, built-in provider (issue 34). On a labelled fixture of 32
// interview-like notes and 52 questions (fixtures/ask-interviews.mjs: 44 answerable, labelled with
// the notes that answer them, and 8 about what no note mentions) it reports:
// - retrieval recall@10: the labelled notes among the first 10 notes Ask's retrieval reads;
// - answer support: answerable questions answered with a citation of a labelled note, the share of
//   all citations that are of labelled notes, and unanswerable ones answered NOT_ENOUGH_DATA;
// - citation precision on 200 questions: every shown quote found at its offsets in its note;
// - Ask p95 over 10,000 notes at concurrency 4 (target ≤ 1 s), through the GraphQL API.
// Usage: node scripts/bench/ai-ask.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { createRequire } from 'node:module';
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
import { gql, httpRequest } from './lib/http.mjs';
import { LABELLED_QUESTIONS, NOTES, TOPICS } from './fixtures/ask-interviews.mjs';

const BIG_NOTES = Number(process.env.BENCH_ASK_NOTES ?? 10_000);
const LOAD_ASKS = Number(process.env.BENCH_ASK_REQUESTS ?? 200);
const PRECISION_QUESTIONS = 200;
const CONCURRENCY = 4;
const TARGET_MS = 1_000;
const K = 10;

const require = createRequire(import.meta.url);
const ASK = `mutation($input: AskInput!) { ask(input: $input) { extractive citations { noteId quote startOffset endOffset } } }`;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { SearchIndexer } = requireDist('@fieldnote/worker');
  const { AskRepository } = require('../../services/api/dist/modules/ai/ask/ask.repository.js');
  const { questionKeywords } = require('../../services/api/dist/modules/ai/ask/ask-words.util.js');
  const { parseSearchRequest } = require('../../services/api/dist/modules/search/search-request.js');
  const { server, database, headers } = await startDemoServer('fieldnote_bench_ask');
  const createProject = async (title) =>
    (
      await gql(
        server.address,
        headers,
        'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
        { t: title },
      )
    ).json.data.createProject.id;
  const fixtureProject = await createProject('Ask fixture interviews');

  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const team = (await client.query(`select id, schema_name from control.teams where subdomain = 'demo'`))
    .rows[0];
  const schema = `"${team.schema_name}"`;
  const author = (await client.query(`select id from ${schema}.members limit 1`)).rows[0].id;
  const noteIds = [];
  for (const note of NOTES) {
    const { rows } = await client.query(
      `insert into ${schema}.notes (id, project_id, title, content, created_by) values (gen_random_uuid(), $1, $2, $3, $4) returning id`,
      [fixtureProject, note.title, note.content, author],
    );
    noteIds.push(rows[0].id);
  }
  await new SearchIndexer(server.built.platform.databases).rebuild(team.id);
  const contentOf = new Map(
    (
      await client.query(`select id, content from ${schema}.notes where id = any($1::uuid[])`, [noteIds])
    ).rows.map((r) => [r.id, r.content]),
  );

  // Retrieval as Ask runs it (the same repository and keywords), read through this bench's pg client.
  const em = {
    getConnection: () => ({
      execute: async (sql, params) => {
        let n = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      },
    }),
    getTransactionContext: () => undefined,
  };
  const repository = new AskRepository();
  const retrievedNotes = async (question) => {
    const request = parseSearchRequest({ location: { operator: 'LOCATED_IN', ids: [fixtureProject] } });
    const rows = await repository.retrieve(
      em,
      team.schema_name,
      request,
      questionKeywords(question),
      null,
      30,
    );
    return [...new Set(rows.map((r) => r.note_id))].slice(0, K);
  };
  const ask = async (question, projectId) => {
    const started = performance.now();
    const response = await httpRequest(`${server.address}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: ASK, variables: { input: { question, projectId } } }),
    });
    const ms = performance.now() - started;
    const json = JSON.parse(response.text);
    const code = json.errors?.[0]?.extensions?.errorCode ?? null;
    if (json.errors && code !== 'NOT_ENOUGH_DATA')
      throw new Error(`ask "${question}": ${response.text.slice(0, 300)}`);
    return { ms, code, citations: json.data?.ask?.citations ?? [] };
  };

  let recall = 0;
  let answerable = 0;
  let supported = 0;
  let citations = 0;
  let relevantCitations = 0;
  let refusedUnanswerable = 0;
  let refusedAnswerable = 0;
  const unanswerable = LABELLED_QUESTIONS.filter((q) => q.relevant.length === 0).length;
  for (const { question, relevant } of LABELLED_QUESTIONS) {
    const relevantIds = new Set(relevant.map((i) => noteIds[i]));
    const answer = await ask(question, fixtureProject);
    if (relevant.length === 0) {
      if (answer.code === 'NOT_ENOUGH_DATA') refusedUnanswerable++;
      continue;
    }
    answerable++;
    const found = await retrievedNotes(question);
    recall += found.filter((id) => relevantIds.has(id)).length / Math.min(K, relevantIds.size);
    if (answer.code === 'NOT_ENOUGH_DATA') refusedAnswerable++;
    if (answer.citations.some((c) => relevantIds.has(c.noteId))) supported++;
    citations += answer.citations.length;
    relevantCitations += answer.citations.filter((c) => relevantIds.has(c.noteId)).length;
  }

  // Citation precision: 200 questions (the labelled ones in four wordings), every shown quote checked.
  const WORDINGS = [
    (q) => q,
    (q) => `In short, ${q.charAt(0).toLowerCase()}${q.slice(1)}`,
    (q) => `${q} Quote the notes.`,
    (q) => `Tell me: ${q}`,
  ];
  let shown = 0;
  let inSource = 0;
  for (let i = 0; i < PRECISION_QUESTIONS; i++) {
    const base = LABELLED_QUESTIONS[i % LABELLED_QUESTIONS.length].question;
    const answer = await ask(
      WORDINGS[Math.floor(i / LABELLED_QUESTIONS.length) % WORDINGS.length](base),
      fixtureProject,
    );
    for (const c of answer.citations) {
      shown++;
      if (contentOf.get(c.noteId)?.slice(c.startOffset, c.endOffset) === c.quote) inSource++;
    }
  }

  // 10,000 interview-like notes in a second project: the fixture's sentences recombined.
  const bigProject = await createProject('Ask scale interviews');
  const sentences = Object.values(TOPICS).flat();
  await client.query(
    `insert into ${schema}.notes (id, project_id, title, content, created_by, created_at, updated_at)
     select gen_random_uuid(), $1, 'Scale interview ' || n,
       'Interviewer: What gets in your way?' || chr(10) || array_to_string(array(
         select 'Participant ' || (n % 97) || ': ' || ($2::text[])[1 + ((n * 7 + k * 13) % array_length($2::text[], 1))]
         from generate_series(1, 10) k), chr(10)),
       $3, now() - make_interval(mins => n), now() - make_interval(mins => n)
     from generate_series(1, $4) n`,
    [bigProject, sentences, author, BIG_NOTES],
  );
  const indexStarted = performance.now();
  await new SearchIndexer(server.built.platform.databases).rebuild(team.id);
  await client.query(`analyze ${schema}.search_items`);
  console.log(`indexed ${BIG_NOTES} notes in ${fmt((performance.now() - indexStarted) / 1000, 1)} s`);
  const questions = LABELLED_QUESTIONS.filter((q) => q.relevant.length > 0).map((q) => q.question);
  for (let i = 0; i < 8; i++) await ask(questions[i], null); // warm-up
  const latencies = [];
  let next = 0;
  const loadStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOAD_ASKS) {
        const question = questions[next++ % questions.length];
        latencies.push((await ask(question, null)).ms);
      }
    }),
  );
  const seconds = (performance.now() - loadStarted) / 1000;
  const latency = summarize(latencies);

  const figures = {
    notes: NOTES.length,
    questions: LABELLED_QUESTIONS.length,
    answerable,
    recallAt10: recall / answerable,
    answeredWithRelevantCitation: supported / answerable,
    citationsOfRelevantNotes: relevantCitations / Math.max(1, citations),
    notEnoughDataOnUnanswerable: refusedUnanswerable / unanswerable,
    notEnoughDataOnAnswerable: refusedAnswerable / answerable,
    precisionQuestions: PRECISION_QUESTIONS,
    quotesShown: shown,
    citationPrecision: inSource / Math.max(1, shown),
    scaleNotes: BIG_NOTES + NOTES.length,
    concurrency: CONCURRENCY,
    asks: latencies.length,
    asksPerSecond: latencies.length / seconds,
    latency,
  };
  printTable(
    `Ask, built-in provider: ${LABELLED_QUESTIONS.length} labelled questions over ${NOTES.length} interview notes`,
    ['figure', 'value'],
    [
      ['retrieval recall@10', fmt(figures.recallAt10, 3)],
      ['answerable answered with a labelled note cited', fmt(figures.answeredWithRelevantCitation, 3)],
      ['citations of labelled notes', fmt(figures.citationsOfRelevantNotes, 3)],
      ['unanswerable answered NOT_ENOUGH_DATA', fmt(figures.notEnoughDataOnUnanswerable, 3)],
      ['answerable answered NOT_ENOUGH_DATA', fmt(figures.notEnoughDataOnAnswerable, 3)],
      [
        `citation precision (${PRECISION_QUESTIONS} questions, ${shown} quotes)`,
        `${fmt(100 * figures.citationPrecision, 2)} %`,
      ],
    ],
  );
  printTable(
    `Ask over ${figures.scaleNotes} notes, concurrency ${CONCURRENCY}, ${latencies.length} asks`,
    ['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'asks/s'],
    [[fmt(latency.p50), fmt(latency.p95), fmt(latency.p99), fmt(latency.max), fmt(figures.asksPerSecond, 1)]],
  );
  verdict(
    `Ask p95 ≤ ${TARGET_MS} ms over ${figures.scaleNotes} notes at concurrency ${CONCURRENCY}`,
    latency.p95 <= TARGET_MS,
  );
  verdict('every shown quote is in its source', figures.citationPrecision === 1);
  printJson('ai-ask', figures);
}
