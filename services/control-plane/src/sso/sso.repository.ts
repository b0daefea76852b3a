import { Injectable } from '@nestjs/common';
import type { Role } from '@fieldnote/core';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SsoConnection } from './sso-connection';

interface ConnectionRow {
  id: string;
  team_id: string;
  issuer: string;
  client_id: string;
  client_secret_encrypted: string;
  scopes: string[];
  email_claim: string;
  name_claim: string;
  groups_claim: string | null;
  default_role: Role;
  trust_issuer_emails: boolean;
  tested_at: Date | string | null;
  // Raw SQL answers timestamps as text.
  updated_at: Date | string;
}

/** The SQL of single sign-on: one OIDC connection per workspace, in the control schema. */
@Injectable()
export class SsoRepository {
  constructor(private readonly databases: Databases) {}

  async findByTeam(teamId: string): Promise<SsoConnection | null> {
    const [row] = await this.databases
      .control()
      .em.getConnection()
      .execute<ConnectionRow[]>('select * from control.sso_connections where team_id = ?', [teamId]);
    return row ? toConnection(row) : null;
  }

  /** Creates or replaces the workspace's connection inside the caller's control transaction. */
  async upsert(em: EntityManager, c: SsoConnection): Promise<void> {
    await em.getConnection().execute(
      `insert into control.sso_connections
         (team_id, id, issuer, client_id, client_secret_encrypted, scopes, email_claim, name_claim,
          groups_claim, default_role, trust_issuer_emails, updated_at)
       values (?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?)
       on conflict (team_id) do update set
         issuer = excluded.issuer, client_id = excluded.client_id,
         client_secret_encrypted = excluded.client_secret_encrypted, scopes = excluded.scopes,
         email_claim = excluded.email_claim, name_claim = excluded.name_claim,
         groups_claim = excluded.groups_claim, default_role = excluded.default_role,
         trust_issuer_emails = excluded.trust_issuer_emails, updated_at = excluded.updated_at,
         tested_at = null`,
      [
        c.teamId,
        c.id,
        c.issuer,
        c.clientId,
        c.clientSecretEncrypted,
        `{${c.scopes.map((s) => `"${s}"`).join(',')}}`,
        c.emailClaim,
        c.nameClaim,
        c.groupsClaim,
        c.defaultRole,
        c.trustIssuerEmails,
        c.updatedAt,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Records a successful test sign-in, only if the configuration is still the one tested. */
  async markTested(teamId: string, updatedAt: Date): Promise<boolean> {
    const rows = await this.databases
      .control()
      .em.getConnection()
      .execute<{ team_id: string }[]>(
        `update control.sso_connections set tested_at = now()
          where team_id = ? and date_trunc('milliseconds', updated_at) = ? returning team_id`,
        [teamId, updatedAt],
      );
    return rows.length > 0;
  }
}

function toConnection(row: ConnectionRow): SsoConnection {
  return {
    id: row.id,
    teamId: row.team_id,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretEncrypted: row.client_secret_encrypted,
    scopes: row.scopes,
    emailClaim: row.email_claim,
    nameClaim: row.name_claim,
    groupsClaim: row.groups_claim,
    defaultRole: row.default_role,
    trustIssuerEmails: row.trust_issuer_emails,
    testedAt: row.tested_at ? new Date(row.tested_at) : null,
    updatedAt: new Date(row.updated_at),
  };
}
