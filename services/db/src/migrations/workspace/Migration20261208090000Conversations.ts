import { Migration } from '@mikro-orm/migrations';

/**
 * Chat (issue 34; spec 000 §3 conversation message roles, §9 conversation title 500 and message
 * 40000 characters): a member's conversations, over the workspace or one project, and their
 * messages in order. An ASSISTANT message keeps its answer (the verified citations) as JSON and its
 * entry in the AI audit trail; a THINKING message says what retrieval looked for.
 */
export class Migration20261208090000Conversations extends Migration {
  override up(): void {
    this.addSql(`create table conversations (
      id uuid primary key,
      title varchar(500) not null check (char_length(title) between 1 and 500),
      project_id uuid null references projects (id) on delete cascade,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql('create index conversations_owner_index on conversations (created_by, updated_at desc, id)');
    this.addSql(`create table conversation_messages (
      id uuid primary key,
      conversation_id uuid not null references conversations (id) on delete cascade,
      position int not null,
      role varchar(16) not null check (role in ('ASSISTANT', 'THINKING', 'USER')),
      content text not null check (char_length(content) <= 40000),
      answer jsonb null,
      not_enough_data boolean not null default false,
      ai_activity_id uuid null,
      created_at timestamptz not null default now(),
      unique (conversation_id, position))`);
  }
}
