// `npm run bench`: builds the compiled code, runs the benchmarks one after another, each in its
// own child process, and ends with a summary of the figures against their targets.
// Usage: node scripts/bench/run-all.mjs [--no-build] [provisioning|graphql|memory|operator|research-scale|collaboration|bundle|search|search-relevance|permissions|theme-suggestions|channel-topics|project-views|input-bounds|entitlements|billing-webhooks|bulk-import|ai-openai-ttft|scim|sso-callback|sso-oidc-callback ...]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, fmt, printTable } from './lib/common.mjs';

const ALL = [
  'provisioning',
  'graphql',
  'memory',
  'start',
  'operator',
  'research-scale',
  'collaboration',
  'bundle',
  'search',
  'search-relevance',
  'permissions',
  'theme-suggestions',
  'channel-topics',
  'project-views',
  'input-bounds',
  'entitlements',
  'billing-webhooks',
  'bulk-import',
  'ai-openai-ttft',
  'scim',
  'sso-callback',
  'sso-oidc-callback',
];
const args = process.argv.slice(2);
const selected = args.filter((arg) => !arg.startsWith('--'));
const benches = selected.length > 0 ? selected : ALL;
for (const name of benches)
  if (!ALL.includes(name)) throw new Error(`unknown benchmark "${name}" (known: ${ALL.join(', ')})`);

/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  // Let the running benchmark clean up (it drops its database), then stop.
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(130);
  });
}

/**
 * Runs node with the given arguments; stdout is echoed and returned, stderr goes straight through.
 * @param {string[]} argv
 * @returns {Promise<{ code: number, stdout: string }>}
 */
function runNode(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    current = child;
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      stdout += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      current = null;
      resolve({ code: code ?? (signal ? 128 : 1), stdout });
    });
  });
}

if (!args.includes('--no-build')) {
  console.log('$ tsc -b services/all-in-one operator');
  const build = await runNode([
    join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-b',
    'services/all-in-one',
    'operator',
  ]);
  if (build.code !== 0) {
    console.error('build failed: the benchmarks run the compiled code, so they cannot run.');
    process.exit(1);
  }
}

/** @type {{ name: string, code: number, seconds: number, figures: ReturnType<typeof JSON.parse> | null }[]} */
const results = [];
for (const name of benches) {
  const file = join('scripts', 'bench', `${name}.bench.mjs`);
  console.log(`\n=== ${name}: node ${file} ===`);
  const started = Date.now();
  const { code, stdout } = await runNode([file]);
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  results.push({
    name,
    code,
    seconds: (Date.now() - started) / 1000,
    figures: line ? JSON.parse(line.slice('BENCH_JSON '.length)) : null,
  });
}

/** @type {(string | number)[][]} */
const rows = [];
for (const { name, code, seconds, figures: f } of results) {
  if (code !== 0 || !f) {
    rows.push([name, `FAILED (exit ${code}) after ${fmt(seconds, 0)} s`, '-', '-']);
  } else if (name === 'provisioning') {
    rows.push([
      name,
      `provision median ${fmt(f.provision.ms.p50)} ms`,
      '<= 300 ms',
      f.provision.ms.p50 <= 300 ? 'met' : 'MISSED',
    ]);
    for (const run of f.fanOut.runs) {
      const ok = run.seconds <= 60 && run.failed === 0 && run.verified === f.fanOut.schemas;
      rows.push([
        '',
        `fan-out ${f.fanOut.schemas} schemas x${run.concurrency}: ${fmt(run.seconds, 2)} s, ${run.failed} failed`,
        '<= 60 s',
        ok ? 'met' : 'MISSED',
      ]);
    }
  } else if (name === 'graphql') {
    rows.push([
      name,
      `full ${fmt(f.full.requestsPerSecond, 0)} req/s vs bare ${fmt(f.bare.requestsPerSecond, 0)} = ${fmt(f.ratio * 100, 1)} % (by CPU/request ${fmt(f.cpuRatio * 100, 1)} %)`,
      `>= ${f.targetRatio * 100} %`,
      f.met ? 'met' : 'MISSED',
    ]);
    if (f.ping)
      rows.push([
        '',
        `GET /ping ${fmt(f.ping.serverUsPerRequest, 1)} us of server CPU per request`,
        `< ${f.ping.maxUs} us`,
        f.ping.met ? 'met' : 'MISSED',
      ]);
    // Absent when the benchmark ran with --no-armour.
    if (f.armour) {
      /** @type {{ costPercent: number, injected: { costPercent: number } }[]} */
      const armour = Object.values(f.armour.queries);
      const worst = Math.max(...armour.map((q) => q.costPercent));
      const worstCpu = Math.max(...armour.map((q) => q.injected.costPercent));
      rows.push([
        '',
        `query limits cost ${fmt(worst, 1)} % of req/s, ${fmt(worstCpu, 1)} % of CPU/request (worst query)`,
        `<= ${f.armour.maxCostPercent} %`,
        f.armour.met && f.armour.cpuMet ? 'met' : 'MISSED',
      ]);
    }
  } else if (name === 'research-scale') {
    for (const [label, figures] of [
      ['notes page, 50 rows with counts', f.notesPage],
      ['open a note with its highlights', f.openNote],
    ]) {
      rows.push([
        label === 'notes page, 50 rows with counts' ? name : '',
        `${label} (${f.notes} notes, ${f.highlights} highlights, x${f.concurrency}): p95 ${fmt(figures.p95, 1)} ms`,
        '<= 50 ms',
        figures.p95 <= 50 ? 'met' : 'MISSED',
      ]);
    }
  } else if (name === 'search') {
    for (const q of f.queries) {
      const target = q.label.startsWith('FULL_TEXT') ? 50 : q.label.startsWith('HYBRID') ? 120 : null;
      rows.push([
        q === f.queries[0] ? name : '',
        `${q.label} (${f.objects} objects, x${q.connections}): p95 ${fmt(q.p95, 1)} ms`,
        target === null ? '' : `<= ${target} ms`,
        target === null ? '' : q.p95 <= target ? 'met' : 'MISSED',
      ]);
    }
    if (f.vectors) {
      rows.push([
        '',
        `ANN recall@10 against exact search ${fmt(f.vectors.recall10, 3)}`,
        '>= 0.95',
        f.vectors.recall10 >= 0.95 ? 'met' : 'MISSED',
      ]);
    }
  } else if (name === 'search-relevance') {
    rows.push([
      name,
      `NDCG@10 FULL_TEXT ${fmt(f.FULL_TEXT.ndcg10, 3)}, VECTOR ${fmt(f.VECTOR.ndcg10, 3)}, HYBRID ${fmt(f.HYBRID.ndcg10, 3)} (${f.queries} queries)`,
      'HYBRID > FULL_TEXT',
      f.HYBRID.ndcg10 > f.FULL_TEXT.ndcg10 ? 'met' : 'MISSED',
    ]);
  } else if (name === 'start') {
    rows.push([
      name,
      `npm start to /ping: second ${fmt(f.secondSeconds, 2)} s, front ends changed ${fmt(f.frontEndsChangedSeconds, 2)} s, server alone ${fmt(f.serverOnlySeconds, 2)} s`,
      `<= server + ${f.targetOverheadSeconds} s`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'memory') {
    rows.push([
      name,
      `RSS idle ${fmt(f.idle.rssMiB)} MiB, after load ${fmt(f.afterLoad.rssMiB)} MiB`,
      '<= 300 MiB',
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'collaboration') {
    rows.push([
      name,
      `${f.members} members on one note: edit reaches the others in ${fmt(f.propagationMs.p50, 1)} ms median, ${fmt(f.propagationMs.p95, 1)} ms p95`,
      `median < ${f.targetMedianMs} ms`,
      f.propagationMs.p50 < f.targetMedianMs ? 'met' : 'MISSED',
    ]);
  } else if (name === 'bundle') {
    rows.push([
      name,
      `initial JavaScript ${fmt(f.initialKb, 1)} KB gzipped, editor lazy: ${!f.editorInitial}`,
      `<= ${f.targetKb} KB`,
      f.initialKb <= f.targetKb && !f.editorInitial ? 'met' : 'MISSED',
    ]);
  } else if (name === 'operator') {
    rows.push([
      name,
      `${f.workspaces} workspaces created at once, all Ready in ${fmt(f.readySeconds, 1)} s`,
      `< ${f.targets.readySeconds} s`,
      f.met.ready ? 'met' : 'MISSED',
    ]);
    rows.push([
      '',
      `idle resync of ${f.workspaces}: ${fmt(f.resyncSeconds, 2)} s, ${f.resyncWrites} writes (verifying: ${fmt(f.verifyingResyncSeconds, 2)} s)`,
      `< ${f.targets.resyncSeconds} s`,
      f.met.resync ? 'met' : 'MISSED',
    ]);
  } else if (name === 'input-bounds') {
    rows.push([
      name,
      `worst bodies within the limits: longest event-loop block ${fmt(f.longestBlockMs, 1)} ms (main-thread CPU in the busiest block ${fmt(f.longestBlockMainThreadCpuMs, 1)} ms), most heap one request added ${fmt(f.mostHeapAddedMiB, 1)} MiB`,
      `<= ${f.targets.blockMs} ms, <= ${f.targets.heapShare * 100} % of the heap`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'project-views') {
    for (const [label, c] of Object.entries(f.cases)) {
      rows.push([
        label === Object.keys(f.cases)[0] ? name : '',
        `${label}: p95 ${fmt(c.p95)} ms, ${fmt(c.reqPerSecond, 0)} req/s (${f.notes} notes, ${f.fields} fields, x${f.concurrency})`,
        `<= ${f.targetP95Ms} ms`,
        c.p95 <= f.targetP95Ms ? 'met' : 'MISSED',
      ]);
    }
  } else if (name === 'bulk-import') {
    rows.push([
      name,
      `${f.rows} CSV rows of notes in ${fmt(f.first.totalSeconds, 1)} s (heap peak +${fmt(f.first.heapPeakAddedMiB, 0)} MiB); again: ${f.again.skippedCount} skipped`,
      `<= ${f.targetSeconds} s`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'ai-openai-ttft') {
    rows.push([
      name,
      `first streamed token p95 ${fmt(f.provider.p95, 1)} ms (model time excluded)`,
      `<= ${f.targetMs} ms`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'sso-callback') {
    rows.push([
      name,
      `SAML callback (ACS and finish) p95 ${fmt(f.total.p95Ms, 1)} ms over ${f.runs} sign-ins`,
      `<= ${f.targetP95Ms} ms`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'sso-oidc-callback') {
    rows.push([
      name,
      `OIDC callback p95 ${fmt(f.server.p95Ms, 1)} ms over ${f.runs} sign-ins (code exchange excluded)`,
      `<= ${f.targetP95Ms} ms`,
      f.met ? 'met' : 'MISSED',
    ]);
  } else if (name === 'scim') {
    rows.push([
      name,
      `first sync of ${f.firstSync.users} users and ${f.firstSync.groups} groups: ${fmt(f.firstSync.seconds, 1)} s`,
      `<= ${f.firstSync.targetSeconds} s`,
      f.firstSync.seconds <= f.firstSync.targetSeconds ? 'met' : 'MISSED',
    ]);
    for (const [label, r] of Object.entries(f.reads))
      rows.push([
        '',
        `${label} p95 ${fmt(r.p95Ms)} ms at ${f.members} members (x${f.concurrency})`,
        `<= ${r.targetP95Ms} ms`,
        r.p95Ms <= r.targetP95Ms ? 'met' : 'MISSED',
      ]);
    rows.push([
      '',
      `group PATCH of ${f.groupPatch.members} members, max ${fmt(f.groupPatch.maxMs)} ms`,
      `<= ${f.groupPatch.targetMs} ms`,
      f.groupPatch.maxMs <= f.groupPatch.targetMs ? 'met' : 'MISSED',
    ]);
  }
}
printTable('summary', ['benchmark', 'figure', 'target', 'result'], rows);
// A missed target is a finding, not a failure; a benchmark that crashed is.
process.exitCode = results.some((r) => r.code !== 0 || !r.figures) ? 1 : 0;
