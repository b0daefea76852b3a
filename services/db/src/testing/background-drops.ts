import { dropTestDatabase, testDatabasesOfGoneProcesses } from './test-database';

/**
 * A Jest worker's test databases, dropped in the background one at a time. Loaded once per worker
 * outside the sandboxes by scripts/jest/shared-server-environment.js, which hands it every database a
 * suite or a server of the worker drops: PostgreSQL 15 makes each DROP DATABASE wait for a
 * checkpoint (0.3 s at the median in a full run, 3.3 s while the disk was busy, up to 12 s), which
 * each suite's afterAll waited for while the next suite could have run. The worker waits for the
 * queue before it exits.
 */
let queue: Promise<void> = Promise.resolve();

/** Queues a database to be dropped; a failed drop is reported, and swept by a later run. */
export function dropLater(name: string): void {
  queue = queue
    .then(() => dropTestDatabase(name))
    .catch((error: unknown) => {
      process.stderr.write(`could not drop test database ${name}: ${(error as Error).message}\n`);
    });
}

/** Queues the databases of processes that are gone (a worker Jest killed, a stopped run). */
export function sweepGoneProcesses(): void {
  queue = queue
    .then(async () => {
      for (const name of await testDatabasesOfGoneProcesses()) dropLater(name);
    })
    .catch(() => undefined);
}

/** Resolves once every database queued so far is dropped. */
export async function drained(): Promise<void> {
  // A sweep queues more behind itself: wait until the queue stops growing.
  for (let last; last !== queue;) {
    last = queue;
    await last;
  }
}
