import type { PoolClient } from 'pg';
import type { Bus } from '../bus/bus';
import type { BusLogger } from '../bus/bus-logger';
import { toBusEvent, type OutboxRow } from './outbox-row';
import { outboxTable } from './outbox-table';

/** What one relay pass did, for metrics and tests. */
export interface OutboxBatchResult {
  /** Rows this pass locked (rows locked by another relay are skipped, not counted). */
  claimed: number;
  published: number;
  /** 1 when a publish failed and the pass stopped there, else 0. */
  failed: number;
}

/**
 * One relay pass in one transaction: lock the oldest unpublished rows (skipping rows another relay
 * holds), publish them in order, mark those published. The first failed publish gets its attempts
 * bumped and ends the pass, so later rows never overtake it.
 */
export async function publishOutboxBatch(
  client: PoolClient,
  { schema, bus, batchSize, logger }: { schema: string; bus: Bus; batchSize: number; logger: BusLogger },
): Promise<OutboxBatchResult> {
  const table = outboxTable(schema);
  await client.query('begin');
  try {
    const { rows } = await client.query<OutboxRow>(
      `select id, workspace_id, subject, payload, occurred_at, attempts from ${table} ` +
        `where published_at is null order by occurred_at limit $1 for update skip locked`,
      [batchSize],
    );
    const publishedIds: string[] = [];
    let failedRow: OutboxRow | null = null;
    for (const row of rows) {
      try {
        await bus.publish(toBusEvent(row));
        publishedIds.push(row.id);
      } catch (error) {
        failedRow = row;
        logger.error(
          { eventId: row.id, subject: row.subject, attempts: row.attempts + 1, err: error },
          'Outbox event could not be published; it will be retried',
        );
        break;
      }
    }
    if (publishedIds.length > 0) {
      await client.query(`update ${table} set published_at = now() where id = any($1::uuid[])`, [
        publishedIds,
      ]);
    }
    if (failedRow) {
      await client.query(`update ${table} set attempts = attempts + 1 where id = $1`, [failedRow.id]);
    }
    await client.query('commit');
    return { claimed: rows.length, published: publishedIds.length, failed: failedRow ? 1 : 0 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
