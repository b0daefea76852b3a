import type { SetTimer } from './timer';
import { WorkQueue, type ProcessKey } from './work-queue';

/** A promise the test settles by hand, to hold a key in processing. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Timers the test fires by hand; records every requested delay. */
function manualTimers() {
  const scheduled: { delayMs: number; fire: () => void; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (callback, delayMs) => {
    const timer = { delayMs, fire: callback, cancelled: false };
    scheduled.push(timer);
    return () => (timer.cancelled = true);
  };
  const fireAll = () =>
    scheduled.filter((t) => !t.cancelled).forEach((t) => ((t.cancelled = true), t.fire()));
  return { scheduled, setTimer, fireAll };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe(WorkQueue.name, () => {
  let sut: WorkQueue;

  afterEach(() => sut.stop());

  it('should process a key once when it is added several times before it runs', async () => {
    const seen: string[] = [];
    sut = new WorkQueue(async (key) => void seen.push(key));
    ['a', 'b', 'a', 'a', 'b'].forEach((key) => sut.add(key));

    expect(sut.depth).toBe(2);
    sut.start();
    await sut.whenIdle();

    expect(seen).toEqual(['a', 'b']);
  });

  it('should never run a key twice at once and run it again when it is added while running', async () => {
    const seen: string[] = [];
    const running = new Set<string>();
    let overlapped = false;
    const gate = deferred();
    const process: ProcessKey = async (key) => {
      overlapped ||= running.has(key);
      running.add(key);
      seen.push(key);
      if (seen.length === 1) await gate.promise;
      running.delete(key);
    };
    sut = new WorkQueue(process, { concurrency: 2 });
    sut.start();

    sut.add('a');
    await flush();
    sut.add('a');
    sut.add('a');
    sut.add('b');
    await flush();
    expect(seen).toEqual(['a', 'b']);
    gate.resolve();
    await sut.whenIdle();

    expect(seen).toEqual(['a', 'b', 'a']);
    expect(overlapped).toBe(false);
  });

  it('should retry a failing key with exponential backoff capped at the maximum and reset it on success', async () => {
    const timers = manualTimers();
    const errors: number[] = [];
    let attempts = 0;
    sut = new WorkQueue(
      async () => {
        attempts += 1;
        if (attempts <= 5) throw new Error(`attempt ${attempts}`);
      },
      {
        baseDelayMs: 10,
        maxDelayMs: 40,
        setTimer: timers.setTimer,
        onError: (_key, _e, n) => errors.push(n),
      },
    );
    sut.start();

    sut.add('a');
    for (let i = 0; i < 5; i += 1) {
      await sut.whenIdle();
      timers.fireAll();
    }
    await sut.whenIdle();

    expect(attempts).toBe(6);
    expect(timers.scheduled.map((t) => t.delayMs)).toEqual([10, 20, 40, 40, 40]);
    expect(errors).toEqual([1, 2, 3, 4, 5]);
    expect(sut.retries).toBe(5);
    expect(sut.failures('a')).toBe(0);
  });

  it('should process a key again after the requested delay and keep the earliest pending delay', async () => {
    const timers = manualTimers();
    const seen: string[] = [];
    sut = new WorkQueue(
      async (key) => {
        seen.push(key);
        return seen.length === 1 ? { requeueAfterMs: 1000 } : undefined;
      },
      { setTimer: timers.setTimer },
    );
    sut.start();

    sut.add('a');
    await sut.whenIdle();
    sut.addAfter('a', 5000);
    sut.addAfter('a', 100);
    expect(sut.waiting).toBe(1);
    timers.fireAll();
    await sut.whenIdle();

    expect(timers.scheduled.map((t) => [t.delayMs, t.cancelled])).toEqual([
      [1000, true],
      [100, true],
    ]);
    expect(seen).toEqual(['a', 'a']);
  });

  it('should wait for the running key when stopped and ignore keys added afterwards', async () => {
    const gate = deferred();
    const seen: string[] = [];
    sut = new WorkQueue(async (key) => {
      seen.push(key);
      await gate.promise;
    });
    sut.start();
    sut.add('a');
    sut.add('b');
    await flush();

    let stopped = false;
    const stopping = sut.stop().then(() => (stopped = true));
    sut.add('c');
    await flush();
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;

    expect(stopped).toBe(true);
    expect(seen).toEqual(['a']);
    expect(sut.depth).toBe(0);
  });
});
