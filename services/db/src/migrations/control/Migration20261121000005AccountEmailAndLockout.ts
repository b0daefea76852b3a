import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts record when their e-mail address was confirmed (invitations and domain workspaces are
 * shown only then) and until when password sign-in is locked after failures from many addresses;
 * mailed confirmation codes are kept hashed, one live code per account, with its wrong attempts.
 * Existing accounts start unconfirmed (nothing proved they own their address), except the demo
 * account of all-in-one mode, whose address is ours.
 */
export class Migration20261121000005AccountEmailAndLockout extends Migration {
  override up(): void {
    this.addSql(`alter table accounts add column email_confirmed_at timestamptz null`);
    this.addSql(`alter table accounts add column password_locked_until timestamptz null`);
    this.addSql(`update accounts set email_confirmed_at = created_at where email = 'demo@fieldnote.dev'`);
    this.addSql(`create table email_confirmations (
      account_id uuid primary key references accounts (id) on delete cascade,
      email varchar(320) not null,
      code_hash varchar(64) not null,
      attempts int not null default 0,
      expires_at timestamptz not null,
      created_at timestamptz not null default now())`);
  }
}
