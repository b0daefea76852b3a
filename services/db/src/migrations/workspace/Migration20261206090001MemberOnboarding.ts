import { Migration } from '@mikro-orm/migrations';

/**
 * Onboarding answers of each member (spec 001 §3: use-case choices, organisation size buckets; spec
 * 000 §3 job roles), asked on /onboarding after creating a workspace. The getting-started checklist
 * is not stored: it is read from what the member did (projects, notes, highlights, insights, invites).
 */
export class Migration20261206090001MemberOnboarding extends Migration {
  override up(): void {
    this.addSql(`create table member_onboarding (
      account_id uuid primary key,
      use_cases text[] not null default '{}',
      org_size varchar(16) null,
      job_role varchar(32) null,
      answered_at timestamptz not null default now())`);
  }

  override down(): void {
    this.addSql('drop table member_onboarding');
  }
}
