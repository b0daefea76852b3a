// Theme suggestions (channels): how long grouping a channel's data points by meaning takes at the
// largest input a suggestion reads (5,000 data points), for each cluster amount of spec 000 §9.
// The texts are generated reviews (12 to 30 words drawn from 12 subjects' vocabularies and common
// words), embedded once with the built-in model; the clustering (k-means++ starts on a sample, then
// every text placed and the centres refined, small groups dissolved, keywords found) is timed alone,
// as it runs on the server's thread. Also reports how pure the groups are: the share of each group's
// texts from its most common subject. Prints figures; never fails on time.
// Usage: node scripts/bench/theme-suggestions.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT, fmt, printJson, printTable, requireDist, runBench, summarize } from './lib/common.mjs';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const AMOUNTS = { LEAST: 3, LESS: 5, STANDARD: 10, MORE: 15, MOST: 25 };

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

await runBench(main);

async function main() {
  const { BuiltInEmbeddings } = requireDist('@fieldnote/core');
  const { clusterTexts } = await import(
    join(REPO_ROOT, 'services/api/dist/modules/ai/themes/cluster-texts.js')
  );
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const subjects = Object.entries(SUBJECTS).map(([name, words]) => ({ name, words: words.split(' ') }));
  const texts = Array.from({ length: TEXTS }, (_, index) => {
    const subject = subjects[index % subjects.length];
    const length = 12 + Math.floor(random() * 19);
    const words = Array.from({ length }, () =>
      random() < 0.45
        ? subject.words[Math.floor(random() * subject.words.length)]
        : COMMON[Math.floor(random() * COMMON.length)],
    );
    return { id: String(index), subject: subject.name, text: words.join(' ') };
  });
  const embeddings = new BuiltInEmbeddings();
  const embedStarted = performance.now();
  const vectors = await embeddings.embed(texts.map((t) => t.text));
  const embedMs = performance.now() - embedStarted;
  const inputs = texts.flatMap((t, i) =>
    vectors[i] ? [{ id: t.id, text: t.text, vector: vectors[i] }] : [],
  );
  const subjectOf = new Map(texts.map((t) => [t.id, t.subject]));
  console.log(`${inputs.length} texts embedded in ${fmt(embedMs, 0)} ms (${embeddings.model})`);

  const rows = [];
  const figures = {};
  for (const [amount, count] of Object.entries(AMOUNTS)) {
    const times = [];
    let clusters = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      clusters = clusterTexts(inputs, { amount: count, seed: run + 1 });
      times.push(performance.now() - started);
    }
    const purity =
      clusters.reduce((sum, cluster) => {
        const counts = new Map();
        for (const id of cluster.ids) counts.set(subjectOf.get(id), (counts.get(subjectOf.get(id)) ?? 0) + 1);
        return sum + Math.max(...counts.values());
      }, 0) / inputs.length;
    const time = summarize(times);
    rows.push([amount, count, clusters.length, fmt(time.p50, 0), fmt(time.max, 0), fmt(purity * 100, 1)]);
    figures[amount] = { groups: clusters.length, medianMs: time.p50, maxMs: time.max, purity };
  }
  printTable(
    `Grouping ${inputs.length} data points (${RUNS} runs each, different seeds)`,
    ['amount', 'asked', 'groups', 'median ms', 'max ms', 'purity %'],
    rows,
  );
  printJson('theme-suggestions', { texts: inputs.length, embedMs, amounts: figures });
}
