import { Migration } from '@mikro-orm/migrations';

/*
 * Trials and billing notices (issue 33): the trial e-mails sent (spec 001 §3 trial e-mail types
 * Started, Reminder, Expired, each once per trial) and the extensions granted (trial extension
 * sources Checklist and Invite users, each once per workspace).
 */
export class Migration20261207110000TrialsAndNotices extends Migration {
  override up(): void {
    this.addSql(`create table trial_emails (
      team_id uuid not null,
      trial_started_at timestamptz not null,
      type varchar(10) not null check (type in ('Started', 'Reminder', 'Expired')),
      sent_at timestamptz not null default now(),
      primary key (team_id, trial_started_at, type))`);
    this.addSql(`create table trial_extensions (
      team_id uuid not null,
      source varchar(20) not null check (source in ('Checklist', 'Invite users')),
      days int not null check (days > 0),
      extended_at timestamptz not null default now(),
      primary key (team_id, source))`);
  }
}
