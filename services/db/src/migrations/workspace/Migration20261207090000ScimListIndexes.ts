import { Migration } from '@mikro-orm/migrations';

/**
 * SCIM lists filter and page in SQL (issue 32): an identity provider looks every person up by
 * userName or e-mail (`filter=userName eq "…"`, the member's address when never provisioned) and
 * pages through all members in creation order. Without these, each lookup read every member row.
 */
export class Migration20261207090000ScimListIndexes extends Migration {
  override up(): void {
    this.addSql('create index members_email_lower_index on members (lower(email))');
    this.addSql('create index members_created_at_id_index on members (created_at, id)');
  }
}
