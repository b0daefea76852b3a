import { Migration } from '@mikro-orm/migrations';

/**
 * Files and interviews (issue 8): files attached to a note (audio, video, documents, images) with
 * their upload state, the time-synced transcript cues of a media file, and highlights cut from a
 * stretch of a transcript (file, start and end time in milliseconds; spec 000 §3 Highlight.audioVideo).
 */
export class Migration20261124030000FilesAndTranscripts extends Migration {
  override up(): void {
    this.addSql(`create table files (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      name varchar(255) not null,
      mime varchar(255) not null,
      file_type varchar(16) not null
        check (file_type in ('AUDIO', 'IMAGE', 'VIDEO', 'SPREADSHEET', 'DOCUMENT', 'PRESENTATION', 'OTHER')),
      size bigint not null default 0,
      status varchar(16) not null check (status in ('UPLOADING', 'DONE', 'FAILED', 'CANCELLED')),
      storage_key varchar(255) not null,
      duration_ms int null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index files_note_id_index on files (note_id)`);
    this.addSql(`create table transcript_cues (
      id uuid primary key,
      file_id uuid not null references files (id) on delete cascade,
      position int not null,
      start_ms int not null,
      end_ms int not null,
      speaker varchar(200) null,
      text text not null,
      unique (file_id, position))`);
    this.addSql(`alter table highlights
      add column file_id uuid null references files (id) on delete set null,
      add column start_time int null,
      add column end_time int null`);
    this.addSql(`create index highlights_file_id_index on highlights (file_id)`);
  }
}
