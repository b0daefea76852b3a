// Themes over highlights, built-in provider (issue 34): the whole highlightThemes mutation through
// the GraphQL API over a project of 5,000 highlights (the most a run reads), for each cluster amount
// of spec 000 §9 at Standard strictness and at the two ends of the strictness scale. What is timed
// is what a member waits for: reading the highlights, embedding them with the built-in model,
// clustering, class-based TF-IDF names, and the AI audit trail's entry. Target: ≤ 10 s per run.
// The highlights are generated interview lines (12 to 30 words drawn from 12 subjects'
// vocabularies and common words) written straight into the demo workspace; the purity of each run
// (the share of each theme's highlights from its most common subject) is printed beside the times.
// Prints figures; never fails on time.
// Usage: node scripts/bench/ai-themes.bench.mjs   (after `npx tsc -b services/all-in-one`)
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
import { gql, httpRequest } from './lib/http.mjs';

const HIGHLIGHTS = Number(process.env.BENCH_THEME_HIGHLIGHTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 10_000;
const AMOUNTS = ['LEAST', 'LESS', 'STANDARD', 'MORE', 'MOST'];

const SUBJECTS = {
  sync: 'sync offline upload devices conflict laptop phone lost changes pending',
  price: 'price subscription expensive plan cost seat renewal invoice discount budget',
  export: 'export pdf word csv layout formatting download file margins images',
  login: 'login password sign account locked reset email code authentication session',
  search: 'search find results slow query filter index keyword matches typing',
  crash: 'crash freezes closes bug update broken restart error startup memory',
  darkmode: 'dark mode theme colors contrast night bright eyes screen white',
  support: 'support team reply ticket help answer agent waited response email',
  highlights: 'highlights tags quotes research notes interviews insights clips love',
  battery: 'battery drain hot phone background power charge hours usage',
  onboarding: 'onboarding tutorial setup started confusing guide first steps learn',
  sharing: 'share link team invite permissions collaborators access folder public',
};
const COMMON = 'the app is and it my i to really very but so please again now this when'.split(' ');
const THEMES = `mutation($input: HighlightThemesInput!) { highlightThemes(input: $input) {
  considered unclustered themes { name highlights { id } } } }`;

await runBench(main);

async function main() {
  const { server, database, headers } = await startDemoServer('fieldnote_bench_themes');
  const projectId = (
    await gql(server.address, headers, 'mutation { createProject(input: { title: "Themes bench" }) { id } }')
  ).json.data.createProject.id;

  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  onCleanup(() => client.end());
  const team = (await client.query(`select schema_name from control.teams where subdomain = 'demo'`)).rows[0];
  const schema = `"${team.schema_name}"`;
  const author = (await client.query(`select id from ${schema}.members limit 1`)).rows[0].id;

  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const subjects = Object.entries(SUBJECTS).map(([name, words]) => ({ name, words: words.split(' ') }));
  const lines = Array.from({ length: HIGHLIGHTS }, (_, index) => {
    const subject = subjects[index % subjects.length];
    const length = 12 + Math.floor(random() * 19);
    const words = Array.from({ length }, () =>
      random() < 0.45
        ? subject.words[Math.floor(random() * subject.words.length)]
        : COMMON[Math.floor(random() * COMMON.length)],
    );
    return { subject: subject.name, text: words.join(' ') };
  });
  // 50 notes of 100 highlights each, written in bulk: the bench times the themes, not the writing.
  const subjectOf = new Map();
  for (let n = 0; n < HIGHLIGHTS / 100; n++) {
    const chunk = lines.slice(n * 100, (n + 1) * 100);
    const content = chunk.map((l) => l.text).join('\n');
    const note = (
      await client.query(
        `insert into ${schema}.notes (id, project_id, title, content, created_by) values (gen_random_uuid(), $1, $2, $3, $4) returning id`,
        [projectId, `Interview ${n + 1}`, content, author],
      )
    ).rows[0].id;
    let offset = 0;
    const rows = chunk.map((line) => {
      const row = { start: offset, end: offset + line.text.length, text: line.text, subject: line.subject };
      offset = row.end + 1;
      return row;
    });
    const inserted = await client.query(
      `insert into ${schema}.highlights (id, note_id, text, start_offset, end_offset, created_by)
       select gen_random_uuid(), $1, t, s, e, $2 from unnest($3::text[], $4::int[], $5::int[]) as u(t, s, e)
       returning id, text`,
      [note, author, rows.map((r) => r.text), rows.map((r) => r.start), rows.map((r) => r.end)],
    );
    for (const [i, row] of inserted.rows.entries()) subjectOf.set(row.id, rows[i].subject);
  }

  const run = async (amount, strictness) => {
    const started = performance.now();
    const response = await httpRequest(`${server.address}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: THEMES, variables: { input: { projectId, amount, strictness } } }),
    });
    const ms = performance.now() - started;
    const json = JSON.parse(response.text);
    if (json.errors) throw new Error(`highlightThemes: ${response.text.slice(0, 300)}`);
    return { ms, result: json.data.highlightThemes };
  };
  const purityOf = (result) => {
    const clustered = result.themes.reduce((sum, t) => sum + t.highlights.length, 0);
    if (clustered === 0) return 0;
    return (
      result.themes.reduce((sum, theme) => {
        const counts = new Map();
        for (const h of theme.highlights)
          counts.set(subjectOf.get(h.id), (counts.get(subjectOf.get(h.id)) ?? 0) + 1);
        return sum + Math.max(...counts.values());
      }, 0) / clustered
    );
  };

  // One run first: loads the word vectors, as the first member of a fresh server would wait for.
  const cold = await run('STANDARD', 'STANDARD');
  const rows = [];
  const figures = { coldMs: cold.ms, runs: {} };
  let worst = cold.ms;
  const cases = [
    ...AMOUNTS.map((amount) => [amount, 'STANDARD']),
    ['MOST', 'VERY_RELAXED'],
    ['MOST', 'VERY_STRICT'],
  ];
  for (const [amount, strictness] of cases) {
    const times = [];
    let last;
    for (let r = 0; r < RUNS; r++) {
      const { ms, result } = await run(amount, strictness);
      times.push(ms);
      last = result;
    }
    const time = summarize(times);
    worst = Math.max(worst, time.max);
    const purity = purityOf(last);
    rows.push([
      amount,
      strictness,
      last.considered,
      last.themes.length,
      last.unclustered,
      fmt(time.p50, 0),
      fmt(time.max, 0),
      fmt(purity * 100, 1),
    ]);
    figures.runs[`${amount}/${strictness}`] = {
      themes: last.themes.length,
      unclustered: last.unclustered,
      medianMs: time.p50,
      maxMs: time.max,
      purity,
    };
  }
  printTable(
    `highlightThemes over ${HIGHLIGHTS} highlights through the API (${RUNS} runs each; first run ${fmt(cold.ms, 0)} ms)`,
    ['amount', 'strictness', 'read', 'themes', 'unclustered', 'median ms', 'max ms', 'purity %'],
    rows,
  );
  console.log(
    verdict(
      `themes over ${HIGHLIGHTS} highlights ≤ ${TARGET_MS / 1000} s (worst ${fmt(worst / 1000, 2)} s)`,
      worst <= TARGET_MS,
    ),
  );
  printJson('ai-themes', { highlights: HIGHLIGHTS, worstMs: worst, ...figures });
}
