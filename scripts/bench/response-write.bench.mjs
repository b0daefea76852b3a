// Response write benchmark: the CPU that writing a large answer costs, sent as a string or as its
// UTF-8 bytes (services/control-plane/src/http/large-bodies-as-bytes.ts). A plain Node HTTP server
// and 8 keep-alive clients in this process, over loopback; 2,000 answers of 323 KB (the size of a
// TABLE view page of 100 rows × 20 fields), ASCII only and with 1,000 typographic apostrophes.
// Usage: node scripts/bench/response-write.bench.mjs
import http from 'node:http';
import { fmt, printJson, printTable, runBench } from './lib/common.mjs';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 2_000);
const CONCURRENCY = 8;
const SIZE = 323_000;

await runBench(main);

async function main() {
  const bodies = {
    ascii: 'x'.repeat(SIZE),
    'with non-ASCII': 'x'.repeat(SIZE - 1_000) + '’'.repeat(1_000),
  };
  const rows = [];
  const figures = {};
  for (const [kind, body] of Object.entries(bodies)) {
    for (const as of ['string', 'bytes']) {
      const cpuMs = await measure((res) => res.end(as === 'bytes' ? Buffer.from(body, 'utf8') : body));
      rows.push([kind, as, fmt(cpuMs, 2)]);
      figures[`${kind}, ${as}`] = { cpuMsPerAnswer: cpuMs };
    }
  }
  printTable(
    `${ANSWERS} answers of ${SIZE / 1000} KB, ${CONCURRENCY} at a time (CPU of server and clients together)`,
    ['body', 'written as', 'CPU ms per answer'],
    rows,
  );
  printJson('response-write', { answers: ANSWERS, bytes: SIZE, cases: figures });
}

/**
 * CPU per answer (user + system, this process) while 8 clients fetch ANSWERS answers.
 * @param {(res: http.ServerResponse) => void} answer
 */
async function measure(answer) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    answer(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const fetchOne = () =>
    new Promise((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, agent }, (res) => {
          res.on('data', () => {});
          res.on('end', resolve);
        })
        .on('error', reject),
    );
  // Warm up the sockets and the code paths first.
  await Promise.all(Array.from({ length: CONCURRENCY }, fetchOne));
  let started = 0;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < ANSWERS) {
        started++;
        await fetchOne();
      }
    }),
  );
  const used = process.cpuUsage(before);
  agent.destroy();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return (used.user + used.system) / 1000 / ANSWERS;
}
