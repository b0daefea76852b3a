import { Migration } from '@mikro-orm/migrations';

/**
 * Access requests for private projects (spec 000 §6, §9: message at most 1000 characters, valid 3
 * days). A pending request older than 3 days is expired; that is computed, never stored, so no job
 * has to sweep them. A member has at most one pending request per project: asking again refreshes it.
 * Notifications name the request they are about (spec 001 payload "access request (role,
 * accessRequestId)").
 */
export class Migration20261126081000AccessRequests extends Migration {
  override up(): void {
    this.addSql(`create table access_requests (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      requester_id uuid not null references members (id) on delete cascade,
      permission varchar(8) not null check (permission in ('READ', 'WRITE', 'FULL')),
      message varchar(1000) not null default '',
      status varchar(8) not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'DENIED')),
      decided_by uuid null,
      decided_at timestamptz null,
      created_at timestamptz not null default now())`);
    this.addSql(`create unique index access_requests_one_pending on access_requests (project_id, requester_id)
      where status = 'PENDING'`);
    this.addSql(`alter table notifications add column access_request_id uuid null`);
    this.addSql(`alter table notifications add column role varchar(16) null`);
  }
}
