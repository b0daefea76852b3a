// OpenAI-compatible provider: time to the first streamed token through Fieldnote's provider (the
// official `openai` client, our retries and deadlines, the per-workspace limit), excluding the
// model's own time. The endpoint is the providers' test server (a real HTTP server speaking the
// chat-completions protocol over server-sent events) told to answer from a script: it writes its
// first token as soon as the request arrives, so what is timed is our side plus loopback HTTP.
// Also timed, to show what we add: the same request through the bare `openai` client, and a plain
// `fetch` reading the first event. Then 4 workspaces streaming at once (AI_MAX_CONCURRENCY 2), and
// once with the tiny random-weight GGUF model itself answering (model time included, for scale).
// Prints figures; never fails on time.
// Usage: node scripts/bench/ai-openai-ttft.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
import {
  REPO_ROOT,
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireRoot,
  runBench,
  summarize,
} from './lib/common.mjs';
import { requireTypeScript } from './lib/typescript-sources.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_MS = 200;

await runBench(main);

async function main() {
  const providers = await import(join(REPO_ROOT, 'services/api/dist/modules/ai/providers/index.js'));
  const { writeTinyGguf } = requireTypeScript(
    'services/api/src/modules/ai/providers/testing/build-tiny-gguf.ts',
  );
  const { startOpenAiTestServer } = requireTypeScript(
    'services/api/src/modules/ai/providers/testing/openai-compatible-test-server.ts',
  );
  const { default: OpenAI } = requireRoot('openai');

  const dir = await mkdtemp(join(tmpdir(), 'fieldnote-ai-bench-'));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  const apiKey = 'sk-bench-0123456789';
  const server = await startOpenAiTestServer({
    modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')),
    apiKey,
  });
  onCleanup(() => server.close());
  // The first token at once, the rest right after: no model time in the figure.
  server.script = () => ['Pricing', ' came', ' up', ' in', ' three', ' interviews', '.'];

  const request = {
    messages: [
      { role: 'system', content: 'You summarise customer interviews.' },
      { role: 'user', content: 'What did people say about pricing?' },
    ],
    maxTokens: 64,
    temperature: 0,
  };
  const env = {
    AI_BASE_URL: server.baseUrl,
    AI_MODEL: server.modelName,
    AI_API_KEY: apiKey,
    AI_MAX_CONCURRENCY: '2',
  };
  const provider = providers.createGenerativeProvider(providers.readAiProviderConfig(env));
  const client = new OpenAI({ baseURL: server.baseUrl, apiKey, maxRetries: 0 });

  /** Time to the first chunk of `open()`'s stream, which is then read to its end. */
  async function ttft(open) {
    const started = performance.now();
    let first = NaN;
    for await (const chunk of open()) if (Number.isNaN(first) && chunk) first = performance.now() - started;
    return first;
  }
  const viaProvider = () => provider.forWorkspace('bench').stream(request);
  async function* viaClient() {
    const stream = await client.chat.completions.create({
      model: server.modelName,
      messages: request.messages,
      max_tokens: 64,
      stream: true,
    });
    for await (const chunk of stream) yield chunk.choices[0]?.delta?.content ?? '';
  }
  async function* viaFetch() {
    const response = await fetch(`${server.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ model: server.modelName, messages: request.messages, stream: true }),
    });
    const decoder = new TextDecoder();
    for await (const bytes of response.body) {
      const text = decoder.decode(bytes, { stream: true });
      // The first event is the role chunk with empty content; a token is a non-empty "content".
      if (/"content":"[^"]/.test(text)) yield text;
    }
  }

  const measure = async (open) => {
    for (let i = 0; i < 20; i++) await ttft(open); // warm-up: connections, JIT
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await ttft(open));
    return summarize(times);
  };
  const results = {
    provider: await measure(viaProvider),
    openaiClient: await measure(viaClient),
    fetch: await measure(viaFetch),
  };

  // 4 workspaces with 4 streams each at once: 2 per workspace run, 2 wait (AI_MAX_CONCURRENCY=2);
  // the figure is each stream's own time from its start, queueing included.
  const concurrent = [];
  for (let round = 0; round < Math.ceil(RUNS / 16); round++) {
    const streams = [];
    for (let w = 0; w < 4; w++)
      for (let s = 0; s < 4; s++) streams.push(ttft(() => provider.forWorkspace(`w${w}`).stream(request)));
    concurrent.push(...(await Promise.all(streams)));
  }
  results.fourWorkspacesAtOnce = summarize(concurrent);

  // With the tiny model answering: its prompt processing and first token are now in the figure.
  server.script = undefined;
  const modelTimes = [];
  for (let i = 0; i < 20; i++) modelTimes.push(await ttft(viaProvider));
  results.tinyModelAnswering = summarize(modelTimes);

  printTable(
    `Time to first streamed token, ms (${RUNS} sequential streams; loopback, scripted endpoint)`,
    ['path', 'n', 'p50', 'p95', 'p99', 'max'],
    Object.entries(results).map(([name, s]) => [
      name,
      s.n,
      fmt(s.p50, 2),
      fmt(s.p95, 2),
      fmt(s.p99, 2),
      fmt(s.max, 2),
    ]),
  );
  const met = results.provider.p95 <= TARGET_MS;
  console.log(
    `\nprovider p95 ${fmt(results.provider.p95, 2)} ms vs target <= ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'}; ` +
      `overhead over the bare client p50 ${fmt(results.provider.p50 - results.openaiClient.p50, 2)} ms`,
  );
  printJson('ai-openai-ttft', { runs: RUNS, targetMs: TARGET_MS, met, ...results });
  await provider.close();
}
