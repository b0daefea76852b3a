import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface FeedbackRow {
  id: string;
  category: string;
  message: string;
  page: string | null;
  sent_by: string;
  sent_by_name: string;
  sent_at: Date | string;
}

/** All SQL of product feedback. */
@Injectable()
export class ProductFeedbackRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  async insert(
    em: EntityManager,
    schema: string,
    row: { id: string; category: string; message: string; page: string | null; sentBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('product_feedback')} (id, category, message, page, sent_by)
       values (?, ?, ?, ?, ?)`,
      [row.id, row.category, row.message, row.page, row.sentBy],
    );
  }

  async sentSince(em: EntityManager, schema: string, accountId: string, since: Date): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${inSchema(schema)('product_feedback')} where sent_by = ? and sent_at > ?`,
      [accountId, since],
    );
    return row?.n ?? 0;
  }

  /** The newest first; `sentBy` null: everyone's. */
  list(em: EntityManager, schema: string, sentBy: string | null, limit: number): Promise<FeedbackRow[]> {
    const t = inSchema(schema);
    return this.run<FeedbackRow>(
      em,
      `select f.id, f.category, f.message, f.page, f.sent_by, f.sent_at,
              coalesce(nullif(m.name, ''), m.email, 'Former member') as sent_by_name
         from ${t('product_feedback')} f left join ${t('members')} m on m.id = f.sent_by
        where (?::uuid is null or f.sent_by = ?::uuid)
        order by f.sent_at desc, f.id limit ?`,
      [sentBy, sentBy, limit],
    );
  }

  /** One message with its sender's name and e-mail (null once they left), for the feedback mail. */
  async oneWithSender(
    em: EntityManager,
    schema: string,
    id: string,
  ): Promise<(FeedbackRow & { sent_by_email: string | null }) | null> {
    const t = inSchema(schema);
    const [row] = await this.run<FeedbackRow & { sent_by_email: string | null }>(
      em,
      `select f.id, f.category, f.message, f.page, f.sent_by, f.sent_at, m.email as sent_by_email,
              coalesce(nullif(m.name, ''), m.email, 'Former member') as sent_by_name
         from ${t('product_feedback')} f left join ${t('members')} m on m.id = f.sent_by
        where f.id = ?`,
      [id],
    );
    return row ?? null;
  }
}
