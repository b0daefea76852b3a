import { Injectable } from '@nestjs/common';
import { inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A conversations row, with its project's title and its message count. */
export interface ConversationRow {
  id: string;
  title: string;
  project_id: string | null;
  project_title: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  message_count: number;
}

/** A conversation_messages row; `answer` is the stored answer (JSON) of an ASSISTANT message. */
export interface ConversationMessageRow {
  id: string;
  conversation_id: string;
  position: number;
  role: string;
  content: string;
  answer: unknown;
  not_enough_data: boolean;
  ai_activity_id: string | null;
  created_at: Date;
}

/** Every query of Chat; reads are always of one member's own conversations. `schema` is the workspace's. */
@Injectable()
export class ChatRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private selectConversations(schema: string): string {
    const table = inSchema(schema);
    return `select c.id, c.title, c.project_id, p.title as project_title, c.created_by, c.created_at, c.updated_at,
        (select count(*)::int from ${table('conversation_messages')} m where m.conversation_id = c.id) as message_count
      from ${table('conversations')} c left join ${table('projects')} p on p.id = c.project_id`;
  }

  /**
   * The member's conversations, newest activity first. Those of a project in the trash or hidden
   * from the member (a private project they left) are left out.
   */
  listOwn(
    em: EntityManager,
    schema: string,
    memberId: string,
    hiddenProjectIds: string[],
  ): Promise<ConversationRow[]> {
    return this.run<ConversationRow>(
      em,
      `${this.selectConversations(schema)}
       where c.created_by = ? and (c.project_id is null or (p.deleted_at is null and c.project_id <> all(?::uuid[])))
       order by c.updated_at desc, c.id desc`,
      [memberId, uuidArray(hiddenProjectIds)],
    );
  }

  async countOwn(em: EntityManager, schema: string, memberId: string): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${inSchema(schema)('conversations')} where created_by = ?`,
      [memberId],
    );
    return row?.n ?? 0;
  }

  /** The member's conversation of this id, or null (another member's is as good as none). */
  async findOwn(
    em: EntityManager,
    schema: string,
    memberId: string,
    id: string,
    forUpdate = false,
  ): Promise<ConversationRow | null> {
    if (forUpdate)
      await this.run(
        em,
        `select id from ${inSchema(schema)('conversations')} where id = ? and created_by = ? for update`,
        [id, memberId],
      );
    const [row] = await this.run<ConversationRow>(
      em,
      `${this.selectConversations(schema)} where c.id = ? and c.created_by = ?`,
      [id, memberId],
    );
    return row ?? null;
  }

  async insert(
    em: EntityManager,
    schema: string,
    row: { id: string; title: string; projectId: string | null; createdBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('conversations')} (id, title, project_id, created_by) values (?, ?, ?, ?)`,
      [row.id, row.title, row.projectId, row.createdBy],
    );
  }

  async rename(em: EntityManager, schema: string, id: string, title: string): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('conversations')} set title = ?, updated_at = now() where id = ?`,
      [title, id],
    );
  }

  async touch(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(em, `update ${inSchema(schema)('conversations')} set updated_at = now() where id = ?`, [
      id,
    ]);
  }

  async delete(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schema)('conversations')} where id = ?`, [id]);
  }

  /** A conversation's messages in order. */
  messages(em: EntityManager, schema: string, conversationId: string): Promise<ConversationMessageRow[]> {
    return this.run<ConversationMessageRow>(
      em,
      `select id, conversation_id, position, role, content, answer, not_enough_data, ai_activity_id, created_at
       from ${inSchema(schema)('conversation_messages')} where conversation_id = ? order by position`,
      [conversationId],
    );
  }

  async insertMessage(
    em: EntityManager,
    schema: string,
    row: Omit<ConversationMessageRow, 'created_at'>,
  ): Promise<ConversationMessageRow> {
    const [saved] = await this.run<ConversationMessageRow>(
      em,
      `insert into ${inSchema(schema)('conversation_messages')}
         (id, conversation_id, position, role, content, answer, not_enough_data, ai_activity_id)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?)
       returning id, conversation_id, position, role, content, answer, not_enough_data, ai_activity_id, created_at`,
      [
        row.id,
        row.conversation_id,
        row.position,
        row.role,
        row.content,
        row.answer === null ? null : JSON.stringify(row.answer),
        row.not_enough_data,
        row.ai_activity_id,
      ],
    );
    return saved as ConversationMessageRow;
  }

  /** The member's job role from onboarding (spec 000 §3), for the sample questions of their role group. */
  async jobRole(em: EntityManager, schema: string, memberId: string): Promise<string | null> {
    const [row] = await this.run<{ job_role: string | null }>(
      em,
      `select job_role from ${inSchema(schema)('member_onboarding')} where account_id = ?`,
      [memberId],
    );
    return row?.job_role ?? null;
  }
}
