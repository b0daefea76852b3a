import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type SuperviseOptions, type Supervisor, superviseServer } from './supervise-server';

/** What a stand-in server does in one run; the real server is exercised by e2e/deploy/supervised-start. */
type Plan = 'serve' | 'exhaust-heap' | 'throw' | 'exit-cleanly' | 'fail-start';

/** How long a stand-in may take to do what the test waits for before the test fails. */
const DEADLINE_MS = 20_000;
/** Short pauses so the tests do not wait for the production backoff. */
const POLICY = { firstDelayMs: 100, maxDelayMs: 400, maxStartFailures: 3 };

// A stand-in server: counts its runs in a file beside it, says "run N" on stderr, and does what its
// plan says for that run (the last entry for every later run). Ready is the same message main.ts sends.
const STAND_IN = `
const fs = require('node:fs');
const countFile = __filename + '.runs';
const run = (fs.existsSync(countFile) ? Number(fs.readFileSync(countFile, 'utf8')) : 0) + 1;
fs.writeFileSync(countFile, String(run));
const plan = PLANS[Math.min(run, PLANS.length) - 1];
process.stderr.write('run ' + run + ' started\\n');
process.on('SIGTERM', () => { process.stderr.write('run ' + run + ' stopped by SIGTERM\\n'); process.exit(0); });
const ready = (then) => process.send({ fieldnote: 'ready' }, () => { process.stderr.write('run ' + run + ' ready\\n'); setTimeout(then, 20); });
const keep = [];
const actions = {
  'serve': () => ready(() => setInterval(() => {}, 1000)),
  'exhaust-heap': () => ready(() => { for (;;) keep.push(new Array(100000).fill(1.5)); }),
  'throw': () => ready(() => { throw new Error('a bug'); }),
  'exit-cleanly': () => ready(() => process.exit(0)),
  'fail-start': () => { process.stderr.write('Fieldnote failed to start: port in use\\n'); process.exit(2); },
};
actions[plan]();
`;

describe(superviseServer.name, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Supervises a stand-in following `plans`; `output()` is its stderr and the supervisor's lines. */
  function supervise(plans: Plan[], options: Partial<SuperviseOptions> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'fieldnote-supervise-'));
    const script = join(dir, 'server.js');
    writeFileSync(script, `const PLANS = ${JSON.stringify(plans)};\n${STAND_IN}`);
    let text = '';
    const stderr = new PassThrough();
    stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const supervisor = superviseServer({
      script,
      execArgv: [],
      env: { PATH: process.env.PATH },
      stderr,
      policy: POLICY,
      ...options,
    });
    cleanups.push(async () => {
      supervisor.stop('SIGKILL');
      await supervisor.done;
      rmSync(dir, { recursive: true, force: true });
    });
    return { supervisor, output: () => text };
  }

  async function waitFor(output: () => string, text: string): Promise<void> {
    for (const deadline = Date.now() + DEADLINE_MS; Date.now() < deadline; await sleep(20))
      if (output().includes(text)) return;
    throw new Error(`never saw "${text}" in:\n${output()}`);
  }

  async function stopped(supervisor: Supervisor): Promise<number> {
    supervisor.stop('SIGTERM');
    return supervisor.done;
  }

  it('should restart a server that ran out of memory and say so with its heap limit', async () => {
    const { supervisor, output } = supervise(['exhaust-heap', 'serve'], {
      execArgv: ['--max-old-space-size=16'],
    });
    await waitFor(output, 'run 2 ready');

    expect(output()).toContain('JavaScript heap out of memory');
    expect(output()).toContain(
      'Fieldnote: the server ran out of memory (heap limit 16 MB, FIELDNOTE_MAX_HEAP_MB); restarting it in 0.1 s.',
    );
    expect(await stopped(supervisor)).toBe(0);
    expect(output()).toContain('run 2 stopped by SIGTERM');
  });

  it('should restart a server killed with SIGKILL and say it was killed', async () => {
    const { supervisor, output } = supervise(['serve']);
    await waitFor(output, 'run 1 ready');
    const first = supervisor.serverPid!;
    process.kill(first, 'SIGKILL');
    await waitFor(output, 'run 2 ready');

    expect(supervisor.serverPid).not.toBe(first);
    expect(output()).toContain('Fieldnote: the server was killed with SIGKILL');
    expect(output()).toContain('restarting it in 0.1 s.');
  });

  it('should restart a server that died of an uncaught error, doubling the pause while it keeps dying', async () => {
    const { output } = supervise(['throw', 'throw', 'serve']);
    await waitFor(output, 'run 3 ready');

    expect(output()).toContain('Error: a bug');
    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('Fieldnote: '));
    expect(lines).toEqual([
      'Fieldnote: the server exited with code 1; restarting it in 0.1 s.',
      'Fieldnote: the server exited with code 1; restarting it in 0.2 s.',
    ]);
  });

  it('should stop the server on SIGTERM and not start it again', async () => {
    const { supervisor, output } = supervise(['serve']);
    await waitFor(output, 'run 1 ready');
    const server = supervisor.serverPid!;

    expect(await stopped(supervisor)).toBe(0);
    expect(output()).toContain('run 1 stopped by SIGTERM');
    expect(output()).not.toContain('restarting');
    expect(() => process.kill(server, 0)).toThrow();
  });

  it('should stop for good when told to during the pause before a restart', async () => {
    const { supervisor, output } = supervise(['throw', 'serve'], {
      policy: { ...POLICY, firstDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    await waitFor(output, 'restarting it in 60 s.');

    expect(await stopped(supervisor)).toBe(0);
    expect(output()).not.toContain('run 2');
  });

  it('should not restart a server that ended by itself with code 0', async () => {
    const { supervisor, output } = supervise(['exit-cleanly', 'serve']);

    expect(await supervisor.done).toBe(0);
    expect(output()).not.toContain('run 2');
    expect(output()).not.toContain('Fieldnote: ');
  });

  it('should not retry a first start that fails, and end with its exit code', async () => {
    const { supervisor, output } = supervise(['fail-start', 'serve']);

    expect(await supervisor.done).toBe(2);
    expect(output()).toContain('Fieldnote failed to start: port in use');
    expect(output()).toContain(
      'Fieldnote: the server exited with code 2 before it was ready; not restarting it.',
    );
    expect(output()).not.toContain('run 2');
  });

  it('should give up with a clear message when restarts keep failing to start', async () => {
    const { supervisor, output } = supervise(['throw', 'fail-start']);

    expect(await supervisor.done).toBe(1);
    expect(output()).toContain('run 4 started');
    expect(output()).not.toContain('run 5');
    expect(output()).toContain(
      'Fieldnote: the server exited with code 2 while starting again, 3 times in a row; not restarting it any more. ' +
        'Fix what the lines above say and run npm start again.',
    );
  });
});
