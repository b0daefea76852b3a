import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { orderlyStop } from './orderly-stop';

/** A logger whose lines the test reads back (message and fields). */
function recordingLogger() {
  const lines: { msg: string; step?: string; level: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

/** The exit codes asked for, and a promise of the first. */
function recordingExit() {
  const codes: number[] = [];
  let first!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (first = resolve));
  return {
    codes,
    exited,
    exit: (code: number) => {
      codes.push(code);
      first(code);
    },
  };
}

describe(orderlyStop.name, () => {
  it('should run the steps once however many signals arrive, and exit with 0 when they are done', async () => {
    const { logger, lines } = recordingLogger();
    const exit = recordingExit();
    let closes = 0;
    const stop = orderlyStop({
      close: async (onStep) => {
        closes += 1;
        onStep('the application');
        await sleep(10);
        onStep('the embedded PostgreSQL');
      },
      logger,
      exit: exit.exit,
      deadlineMs: 60_000,
    });

    await Promise.all([stop('SIGINT'), stop('SIGTERM'), stop('SIGINT')]);

    expect(closes).toBe(1);
    expect(exit.codes).toEqual([0]);
    expect(lines.map((line) => line.msg)).toEqual(['stopping']);
  });

  it('should exit with 0 at the deadline and name the step that did not finish', async () => {
    const { logger, lines } = recordingLogger();
    const exit = recordingExit();
    const stop = orderlyStop({
      close: async (onStep) => {
        onStep('the application');
        onStep('the database pools');
        await new Promise(() => undefined); // a pool that never empties
      },
      logger,
      exit: exit.exit,
      deadlineMs: 50,
    });

    void stop('SIGTERM');

    await expect(exit.exited).resolves.toBe(0);
    const hung = lines.find((line) => line.level === 50);
    expect(hung?.step).toBe('the database pools');
    expect(hung?.msg).toBe(
      'the orderly stop did not finish within 0.05 s (still stopping the database pools); exiting without it',
    );
  });

  it('should log a failed step and still exit with 0', async () => {
    const { logger, lines } = recordingLogger();
    const exit = recordingExit();
    const stop = orderlyStop({
      close: async (onStep) => {
        onStep('the bus');
        throw new Error('connection reset');
      },
      logger,
      exit: exit.exit,
      deadlineMs: 60_000,
    });

    await stop('SIGTERM');

    expect(exit.codes).toEqual([0]);
    expect(lines.find((line) => line.msg === 'shutdown failed')?.step).toBe('the bus');
  });
});
