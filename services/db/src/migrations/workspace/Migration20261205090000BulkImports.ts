import { Migration } from '@mikro-orm/migrations';

/**
 * Bulk import (issue 36, spec 001 §3): a CSV or XLSX file of notes or survey responses imported into
 * a project as a job. The file is parsed once, when it is uploaded, into `bulk_import_source_rows`
 * (its cells as JSON), so each batch of the job reads a range of rows, never the whole file; they are
 * deleted when the job ends. `bulk_import_rows` remembers the content hash of every row imported
 * into a project with its note, so importing the same file again skips what is already there (a
 * note deleted for good takes its row with it, and can be imported again). Survey questions and
 * their responses are the spec's Questions and QuestionResponses (spec 000 §5).
 */
export class Migration20261205090000BulkImports extends Migration {
  override up(): void {
    this.addSql(`create table bulk_imports (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      file_name varchar(255) not null,
      file_hash char(64) not null,
      format varchar(8) not null check (format in ('CSV', 'XLSX')),
      headers jsonb not null,
      preview jsonb not null,
      total_rows int not null,
      status varchar(16) not null check (status in ('DRAFT', 'QUEUED', 'RUNNING', 'COMPLETED', 'FAILED')),
      processed_into varchar(8) null check (processed_into in ('CONTENT', 'SURVEY')),
      mapping jsonb null,
      processed_rows int not null default 0,
      imported_count int not null default 0,
      skipped_count int not null default 0,
      failed_count int not null default 0,
      attempts int not null default 0,
      error_message varchar(1000) null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null)`);
    this.addSql(`create index bulk_imports_created_at_index on bulk_imports (created_at desc, id)`);
    this.addSql(`create index bulk_imports_project_id_index on bulk_imports (project_id)`);
    this.addSql(`create table bulk_import_source_rows (
      bulk_import_id uuid not null references bulk_imports (id) on delete cascade,
      row_number int not null,
      row_hash char(64) not null,
      cells jsonb not null,
      primary key (bulk_import_id, row_number))`);
    this.addSql(`create table bulk_import_failures (
      bulk_import_id uuid not null references bulk_imports (id) on delete cascade,
      row_number int not null,
      error_code varchar(40) not null,
      human_message_text varchar(1000) not null,
      primary key (bulk_import_id, row_number))`);
    this.addSql(`create table bulk_import_rows (
      project_id uuid not null references projects (id) on delete cascade,
      row_hash char(64) not null,
      note_id uuid not null references notes (id) on delete cascade,
      bulk_import_id uuid null references bulk_imports (id) on delete set null,
      primary key (project_id, row_hash))`);
    this.addSql(`create index bulk_import_rows_note_id_index on bulk_import_rows (note_id)`);
    this.addSql(`create table survey_questions (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      question_text varchar(2500) not null,
      question_type varchar(16) not null check (question_type in ('FREE_TEXT', 'SINGLE_SELECT', 'MULTI_SELECT')),
      question_options jsonb not null default '[]',
      created_by uuid not null,
      created_at timestamptz not null default now())`);
    this.addSql(
      `create unique index survey_questions_project_text_unique on survey_questions (project_id, question_type, md5(lower(question_text)))`,
    );
    this.addSql(`create table question_responses (
      id uuid primary key,
      question_id uuid not null references survey_questions (id) on delete cascade,
      note_id uuid not null references notes (id) on delete cascade,
      answer_text text not null,
      option_ids uuid[] null,
      created_at timestamptz not null default now(),
      unique (question_id, note_id))`);
    this.addSql(`create index question_responses_note_id_index on question_responses (note_id)`);
  }
}
