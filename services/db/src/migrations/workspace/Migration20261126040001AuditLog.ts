import { Migration } from '@mikro-orm/migrations';

/**
 * The workspace's audit log (issue 10): one row per change of access, written in the transaction
 * of the change. It lives in the workspace's schema like the rest of its data, so no query of
 * another workspace can reach it. The actor's name is copied in, so the log still says who acted
 * after the member is removed. Rows are never updated or deleted by the product.
 */
export class Migration20261126040001AuditLog extends Migration {
  override up(): void {
    this.addSql(`create table audit_entries (
      id uuid primary key,
      occurred_at timestamptz not null default now(),
      actor_id uuid null,
      actor_name varchar(100) not null,
      action varchar(40) not null,
      object_type varchar(40) not null,
      object_id varchar(64) not null,
      object_label varchar(400) not null,
      old_value jsonb null,
      new_value jsonb null
    )`);
    // Pages are newest first; each filter narrows by one column and keeps that order.
    this.addSql('create index audit_entries_occurred_at_index on audit_entries (occurred_at desc, id desc)');
    this.addSql('create index audit_entries_actor_index on audit_entries (actor_id, occurred_at desc)');
    this.addSql('create index audit_entries_action_index on audit_entries (action, occurred_at desc)');
    this.addSql(
      'create index audit_entries_object_type_index on audit_entries (object_type, occurred_at desc)',
    );
  }
}
