import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type {
  Bus,
  BusEvent,
  BusHandler,
  BusListener,
  SignalListener,
  SubscribeOptions,
  Subscription,
} from '../bus/bus';
import { InProcessBus } from '../bus/in-process-bus';
import { RecordingLogger } from '../testing/recording-logger';
import { waitFor } from '../testing/wait-for';
import { OutboxRelay } from './outbox-relay';
import { quoteIdentifier } from './outbox-table';
import { OUTBOX_NOTIFY_SQL, outboxInsertSql, toOutboxParams, type OutboxEventInput } from './outbox-writer';

const connectionString = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `outbox_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const table = `${quoteIdentifier(schema)}.outbox_events`;

/** The InProcessBus, recording every publish call and able to fail chosen events. */
class RecordingBus implements Bus {
  readonly publishedIds: string[] = [];
  readonly failingIds = new Set<string>();
  private readonly inner = new InProcessBus();

  async publish(event: BusEvent): Promise<void> {
    if (this.failingIds.has(event.id)) throw new Error('bus unavailable');
    this.publishedIds.push(event.id);
    await this.inner.publish(event);
  }

  subscribe(options: SubscribeOptions, handler: BusHandler): Promise<Subscription> {
    return this.inner.subscribe(options, handler);
  }

  listen(subject: string, listener: BusListener): Promise<Subscription> {
    return this.inner.listen(subject, listener);
  }

  signal(subject: string, data: Uint8Array): void {
    this.inner.signal(subject, data);
  }

  onSignal(subject: string, listener: SignalListener): Promise<Subscription> {
    return this.inner.onSignal(subject, listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

describe(OutboxRelay.name, () => {
  let pool: Pool;
  let bus: RecordingBus;
  let logger: RecordingLogger;
  let received: BusEvent[];
  let sut: OutboxRelay;

  const event = (overrides: Partial<OutboxEventInput> = {}): OutboxEventInput => ({
    id: randomUUID(),
    subject: 'note.created',
    workspaceId: randomUUID(),
    payload: { title: 'Interview', tags: ['a', 'b'], nested: { n: 1 } },
    ...overrides,
  });

  const insert = async (...events: OutboxEventInput[]): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const e of events) await client.query(outboxInsertSql(schema), toOutboxParams(e));
      await client.query(OUTBOX_NOTIFY_SQL);
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  const publishedAt = async (id: string): Promise<{ published_at: Date | null; attempts: number }> => {
    const { rows } = await pool.query<{ published_at: Date | null; attempts: number }>(
      `select published_at, attempts from ${table} where id = $1`,
      [id],
    );
    return rows[0];
  };

  beforeAll(async () => {
    pool = new Pool({ connectionString, max: 12 });
    await pool.query(`create schema ${quoteIdentifier(schema)}`);
    await pool.query(`
      create table ${table} (
        id uuid primary key, workspace_id uuid null, subject text not null, payload jsonb not null,
        occurred_at timestamptz not null default now(), published_at timestamptz null, attempts int not null default 0)`);
    await pool.query(`create index on ${table} (occurred_at) where published_at is null`);
  });

  afterAll(async () => {
    await pool.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
    await pool.end();
  });

  beforeEach(async () => {
    await pool.query(`truncate ${table}`);
    bus = new RecordingBus();
    logger = new RecordingLogger();
    received = [];
    await bus.subscribe({ durable: 'recorder', subject: '>' }, async (e) => {
      received.push(e);
    });
    sut = new OutboxRelay({ pool, schema, bus, logger, pollIntervalMs: 60_000 });
  });

  afterEach(async () => {
    await sut.stop();
    await bus.close();
  });

  it('should publish each row once and mark it published when runOnce runs', async () => {
    const first = event({ occurredAt: new Date('2026-01-01T10:00:00.000Z') });
    const second = event({ occurredAt: new Date('2026-01-01T10:00:01.000Z'), workspaceId: null });
    await insert(second, first);

    const result = await sut.runOnce();
    const again = await sut.runOnce();

    expect(result).toEqual({ claimed: 2, published: 2, failed: 0 });
    expect(again).toEqual({ claimed: 0, published: 0, failed: 0 });
    expect(bus.publishedIds).toEqual([first.id, second.id]);
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[0]).toEqual({
      id: first.id,
      subject: first.subject,
      workspaceId: first.workspaceId,
      occurredAt: '2026-01-01T10:00:00.000Z',
      payload: first.payload,
    });
    expect(received[1].workspaceId).toBeNull();
    expect((await publishedAt(first.id)).published_at).toBeInstanceOf(Date);
    expect((await publishedAt(second.id)).published_at).toBeInstanceOf(Date);
  });

  it('should never publish the row when its insert was rolled back', async () => {
    const rolledBack = event();
    const committed = event();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(outboxInsertSql(schema), toOutboxParams(rolledBack));
      await client.query(OUTBOX_NOTIFY_SQL);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await insert(committed);

    const result = await sut.runOnce();

    expect(result.published).toBe(1);
    expect(bus.publishedIds).toEqual([committed.id]);
  });

  it('should keep the failed row and the rows after it unpublished when the bus fails', async () => {
    const [a, b, c] = [0, 1, 2].map((i) => event({ occurredAt: new Date(Date.UTC(2026, 0, 1, 10, 0, i)) }));
    await insert(a, b, c);
    bus.failingIds.add(b.id);

    const failedRun = await sut.runOnce();

    expect(failedRun).toEqual({ claimed: 3, published: 1, failed: 1 });
    expect(bus.publishedIds).toEqual([a.id]);
    expect(await publishedAt(b.id)).toEqual({ published_at: null, attempts: 1 });
    expect((await publishedAt(c.id)).published_at).toBeNull();
    expect(logger.at('error')[0].context).toMatchObject({ eventId: b.id, attempts: 1 });

    bus.failingIds.clear();
    const retryRun = await sut.runOnce();

    expect(retryRun).toEqual({ claimed: 2, published: 2, failed: 0 });
    expect(bus.publishedIds).toEqual([a.id, b.id, c.id]);
    expect((await publishedAt(b.id)).published_at).toBeInstanceOf(Date);
  });

  it('should publish every row exactly once when several relays run concurrently', async () => {
    const events = Array.from({ length: 300 }, (_, i) =>
      event({ occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)) }),
    );
    await insert(...events);
    const relays = Array.from(
      { length: 4 },
      () => new OutboxRelay({ pool, schema, bus, logger, batchSize: 7 }),
    );

    const drain = async (relay: OutboxRelay): Promise<number> => {
      let total = 0;
      for (;;) {
        const { published, claimed } = await relay.runOnce();
        total += published;
        if (claimed === 0) return total;
      }
    };
    const totals = await Promise.all(relays.map(drain));

    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(events.length);
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect([...bus.publishedIds].sort()).toEqual(events.map((e) => e.id).sort());
    const { rows } = await pool.query<{ count: string }>(
      `select count(*) from ${table} where published_at is null`,
    );
    expect(rows[0].count).toBe('0');
  });

  it('should publish the row at once when a NOTIFY arrives while the relay waits', async () => {
    await sut.start();
    const first = event();
    await insert(first);
    await waitFor(() => expect(bus.publishedIds).toEqual([first.id]));

    const second = event();
    await insert(second);

    await waitFor(() => expect(bus.publishedIds).toEqual([first.id, second.id]));
  });

  it('should publish the row by polling when no NOTIFY is sent', async () => {
    sut = new OutboxRelay({ pool, schema, bus, logger, pollIntervalMs: 20 });
    await sut.start();
    const row = event();

    await pool.query(outboxInsertSql(schema), toOutboxParams(row));

    await waitFor(() => expect(bus.publishedIds).toEqual([row.id]));
  });

  it('should return every connection to the pool when stopped', async () => {
    await sut.start();
    await insert(event());
    await waitFor(() => expect(bus.publishedIds).toHaveLength(1));

    await sut.stop();

    expect(pool.totalCount).toBe(pool.idleCount);
    expect(pool.waitingCount).toBe(0);
  });
});
