import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** How long a process may take to open its inspector after SIGUSR1 before the test fails. */
const INSPECTOR_DEADLINE_MS = 10_000;

/**
 * Runs `expression` on the main thread of a running Node process from outside, as a debugger
 * would, without waiting for its result: the tests make a real server exhaust its heap or wedge its
 * event loop this way, with no hook in the server for it. SIGUSR1 opens the inspector; the process
 * must run with `--inspect-port=0` (a free port each, printed to its stderr, read from `output()`).
 * Returns once the process has begun running it (a write to a pipe is synchronous on Linux), not
 * when the call was merely sent: a probe sent in between would still be answered.
 */
export async function evaluateInProcess(
  pid: number,
  output: () => string,
  expression: string,
): Promise<void> {
  const before = output().length;
  process.kill(pid, 'SIGUSR1');
  let address: string | undefined;
  for (
    const deadline = Date.now() + INSPECTOR_DEADLINE_MS;
    !address && Date.now() < deadline;
    await sleep(50)
  )
    address = /Debugger listening on (ws:\/\/\S+)/.exec(output().slice(before))?.[1];
  if (!address) throw new Error(`process ${pid} did not open its inspector:\n${output().slice(before)}`);
  // Written to the process's stderr just before `expression` runs; unique, because the output kept
  // is only its tail (an offset into it may not hold).
  const startedMark = `fieldnote-test: evaluation ${randomUUID()} started`;
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await new Promise<void>((resolve, reject) =>
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'Runtime.evaluate',
        params: { expression: `process.stderr.write(${JSON.stringify(`${startedMark}\n`)}); ${expression}` },
      }),
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  for (const deadline = Date.now() + INSPECTOR_DEADLINE_MS; !output().includes(startedMark);) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not begin the evaluation`);
    await sleep(20);
  }
  // Left open: closing it could end the session before the process has read the call. It closes
  // when the process ends, which each test makes happen.
  socket.on('error', () => undefined);
}
