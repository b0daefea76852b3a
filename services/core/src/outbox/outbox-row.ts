import type { BusEvent } from '../bus/bus';

/** An unpublished outbox row as node-postgres returns it (timestamptz as Date, jsonb parsed). */
export interface OutboxRow {
  id: string;
  workspace_id: string | null;
  subject: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
  attempts: number;
}

/** The event a row stands for; its id is the row id, which consumers and JetStream dedupe on. */
export function toBusEvent(row: OutboxRow): BusEvent {
  return {
    id: row.id,
    subject: row.subject,
    workspaceId: row.workspace_id,
    occurredAt: row.occurred_at.toISOString(),
    payload: row.payload,
  };
}
