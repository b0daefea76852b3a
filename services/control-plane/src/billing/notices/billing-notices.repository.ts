import { Injectable } from '@nestjs/common';
import { qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingNoticeKind, BillingNoticePayload } from '@fieldnote/core';

/** The SQL of billing notices: the managers who get them, and their inbox rows (workspace schema). */
@Injectable()
export class BillingNoticesRepository {
  /** Active managers of the workspace: the people who pay (spec 001 §6 roles). */
  async managerIds(em: EntityManager, schema: string): Promise<string[]> {
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from ${qualified(schema, 'members')} where role = 'MANAGER' and deactivated_at is null order by id`,
        [],
        'all',
        em.getTransactionContext(),
      );
    return rows.map((r) => r.id);
  }

  /** Writes one manager's notice; false when it was written before (the same key). */
  async insert(
    em: EntityManager,
    schema: string,
    row: {
      id: string;
      recipientId: string;
      kind: BillingNoticeKind;
      excerpt: string;
      payload: BillingNoticePayload;
    },
  ): Promise<boolean> {
    const written = await em.getConnection().execute<{ id: string }[]>(
      `insert into ${qualified(schema, 'notifications')} (id, recipient_id, kind, excerpt, payload)
         values (?, ?, ?, ?, ?::jsonb) on conflict (id) do nothing returning id`,
      [row.id, row.recipientId, row.kind, row.excerpt, JSON.stringify(row.payload)],
      'all',
      em.getTransactionContext(),
    );
    return written.length === 1;
  }
}
