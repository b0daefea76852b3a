import { Migration } from '@mikro-orm/migrations';

/**
 * AI foundation (issue 34): the workspace's generative AI switch (`ai_settings`, one row at most;
 * none means on), each project's default summary framework and language, the note summaries (one
 * per note, its latest), and the AI audit trail (`ai_activity`): every AI output with its provider,
 * model, task or framework, prompt template version, the ids of the inputs it saw, who asked and
 * when. The trail keeps no foreign keys to what it names, so it outlives a deleted note.
 */
export class Migration20261206090000AiCore extends Migration {
  override up(): void {
    this.addSql(`create table ai_settings (
      singleton boolean primary key default true check (singleton),
      generative_ai_enabled boolean not null default true,
      updated_by uuid null,
      updated_at timestamptz not null default now())`);
    this.addSql(`create table project_ai_defaults (
      project_id uuid primary key references projects (id) on delete cascade,
      summary_framework varchar(32) not null,
      summary_language varchar(8) not null,
      updated_by uuid not null,
      updated_at timestamptz not null default now())`);
    this.addSql(`create table ai_activity (
      id uuid primary key,
      task varchar(40) not null,
      framework varchar(32) null,
      provider varchar(24) not null,
      model varchar(200) not null,
      prompt_version varchar(60) not null,
      input_kind varchar(16) not null,
      input_ids uuid[] not null,
      project_id uuid null,
      language varchar(8) null,
      requested_by uuid not null,
      started_at timestamptz not null,
      finished_at timestamptz not null,
      output_chars int not null default 0,
      status varchar(16) not null check (status in ('SUCCEEDED', 'FAILED')),
      error_message varchar(1000) null)`);
    this.addSql(`create index ai_activity_started_at_index on ai_activity (started_at desc, id)`);
    this.addSql(`create table note_summaries (
      note_id uuid primary key references notes (id) on delete cascade,
      framework varchar(32) not null,
      language varchar(8) not null,
      content text not null check (char_length(content) <= 10240),
      provider varchar(24) not null,
      model varchar(200) not null,
      ai_activity_id uuid not null,
      generated_by uuid not null,
      generated_at timestamptz not null,
      edited_by uuid null,
      edited_at timestamptz null)`);
  }
}
