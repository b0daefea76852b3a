import { Migration } from '@mikro-orm/migrations';

/**
 * Rolling a workspace's SAML SP key (issue 32): a manager starts a rotation, which makes the next
 * key; while it is under way the SP metadata lists both certificates, so the IdP can learn the new
 * one before anything is signed with it; finishing makes the next key the key (AuthnRequests are
 * signed with it, the old one is forgotten). The next private key is sealed as the key is.
 */
export class Migration20261207090001SamlSpKeyRotation extends Migration {
  override up(): void {
    this.addSql(`alter table saml_sp_keys
      add column next_private_key_encrypted text null,
      add column next_certificate text null,
      add column next_created_at timestamptz null`);
  }
}
