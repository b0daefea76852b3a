import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeExit, heapLimitMb } from './exit-reason';
import { isReadyMessage } from './ready-message';
import { type RestartPolicyOptions, RestartPolicy } from './restart-policy';

/** How much of the end of each run's stderr is kept to tell why it ended (V8's OOM words are short). */
const STDERR_TAIL_CHARS = 8_192;
/** How long, after the process has ended, its last stderr bytes may take to arrive. */
const STDERR_DRAIN_MS = 1_000;

export interface SuperviseOptions {
  /** The server's entry point (main.js), forked with `execArgv` (its heap limit) and `env`. */
  script: string;
  execArgv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Where the server's stderr and the supervisor's own lines go (the server's stdout is inherited). */
  stderr?: NodeJS.WritableStream;
  policy?: Partial<RestartPolicyOptions>;
}

export interface Supervisor {
  /** The server process running now, if one is. */
  readonly serverPid: number | undefined;
  /** Resolves with the exit code the supervisor should end with, once it will start no server again. */
  readonly done: Promise<number>;
  /** Stops for good: the signal goes to the server, which is not started again. */
  stop(signal: NodeJS.Signals): void;
}

/**
 * Runs the server in a child process and starts it again when it dies without being asked to (out
 * of memory, killed, an uncaught error), pausing as RestartPolicy says and saying why in one line.
 * The supervisor itself loads no application code, opens no database and keeps nothing in memory,
 * so what kills a server cannot kill it.
 */
export function superviseServer(options: SuperviseOptions): Supervisor {
  const stderr = options.stderr ?? process.stderr;
  const policy = new RestartPolicy(options.policy);
  const heapLimit = heapLimitMb(options.execArgv, options.env.NODE_OPTIONS);
  const say = (line: string) => stderr.write(`Fieldnote: ${line}\n`);

  let server: ChildProcess | undefined;
  let stopping = false;
  let pendingRestart: AbortController | undefined;
  let finish!: (code: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const run = () => {
    let readyAt: number | undefined;
    let tail = '';
    const child = fork(options.script, [], {
      execArgv: [...options.execArgv],
      env: options.env,
      stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    });
    server = child;
    child.once('error', (error) => {
      // Only a process that never came to be (no pid) ends here without an 'exit' event.
      if (child.pid !== undefined) return;
      say(`could not start the server: ${error.message}`);
      finish(1);
    });
    child.on('message', (message) => {
      if (isReadyMessage(message)) readyAt ??= Date.now();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    const stderrEnded = child.stderr ? once(child.stderr, 'end').catch(() => undefined) : Promise.resolve();
    child.once('exit', (exitCode, signal) => {
      const endedAt = Date.now();
      // V8's last words may still be in the pipe; a grandchild holding it must not hold us up.
      const drained = new AbortController();
      const drainDeadline = sleep(STDERR_DRAIN_MS, undefined, { signal: drained.signal }).catch(
        () => undefined,
      );
      void Promise.race([stderrEnded, drainDeadline]).then(() => {
        drained.abort();
        server = undefined;
        if (stopping) return finish(0);
        const reason = describeExit(exitCode, signal, tail, heapLimit);
        const decision = policy.decide({
          exitCode,
          signal,
          becameReady: readyAt !== undefined,
          servedMs: readyAt === undefined ? 0 : endedAt - readyAt,
        });
        if (decision.action === 'restart') {
          say(`the server ${reason}; restarting it in ${formatSeconds(decision.delayMs)}.`);
          pendingRestart = new AbortController();
          sleep(decision.delayMs, undefined, { signal: pendingRestart.signal }).then(run, () => finish(0));
          return;
        }
        if (decision.why === 'clean-exit') return finish(0);
        if (decision.why === 'never-started') {
          say(`the server ${reason} before it was ready; not restarting it.`);
          return finish(exitCode || 1);
        }
        say(
          `the server ${reason} while starting again, ${policy.options.maxStartFailures} times in a row; ` +
            `not restarting it any more. Fix what the lines above say and run npm start again.`,
        );
        finish(1);
      });
    });
  };

  run();
  return {
    get serverPid() {
      return server?.pid;
    },
    done,
    stop: (signal) => {
      stopping = true;
      if (server) server.kill(signal);
      else pendingRestart?.abort();
    },
  };
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
