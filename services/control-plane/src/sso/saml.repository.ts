import { Injectable } from '@nestjs/common';
import type { Role } from '@fieldnote/core';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SamlBinding, type SamlConnection, SsoProtocol } from './saml-connection';

interface ConnectionRow {
  id: string;
  team_id: string;
  idp_entity_id: string;
  idp_sso_url: string;
  idp_slo_url: string | null;
  idp_slo_binding: string;
  idp_certificates: string[];
  idp_metadata_url: string | null;
  email_attribute: string | null;
  name_attribute: string | null;
  default_role: Role;
  trust_idp_emails: boolean;
  allow_idp_initiated: boolean;
  // Raw SQL answers timestamps as text.
  tested_at: Date | string | null;
  updated_at: Date | string;
}

/** An AuthnRequest sent and not yet answered. */
export interface PendingSamlRequest {
  requestId: string;
  teamId: string;
  relayStateHash: string;
  xsrfToken: string;
  origin: string;
  source: string;
  options: Record<string, unknown>;
  createdAt: Date;
}

/** A sign-in the IdP's response completed, waiting for the browser that began it. */
export interface CompletedSamlRequest {
  xsrfToken: string;
  accountId: string | null;
  origin: string;
  outcome: string;
  /** The SessionIndex of the assertion that signed the person in, if it had one. */
  sessionIndex: string | null;
}

/** The SQL of SAML single sign-on and of the protocol choice (control schema). */
@Injectable()
export class SamlRepository {
  constructor(private readonly databases: Databases) {}

  async findByTeam(teamId: string): Promise<SamlConnection | null> {
    const [row] = await this.sql().execute<ConnectionRow[]>(
      'select * from control.saml_connections where team_id = ?',
      [teamId],
    );
    return row ? toConnection(row) : null;
  }

  /** Creates or replaces the workspace's connection inside the caller's control transaction. */
  async upsert(em: EntityManager, c: SamlConnection): Promise<void> {
    await em.getConnection().execute(
      `insert into control.saml_connections
         (team_id, id, idp_entity_id, idp_sso_url, idp_slo_url, idp_slo_binding, idp_certificates, idp_metadata_url, email_attribute,
          name_attribute, default_role, trust_idp_emails, allow_idp_initiated, updated_at)
       values (?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?)
       on conflict (team_id) do update set
         idp_entity_id = excluded.idp_entity_id, idp_sso_url = excluded.idp_sso_url, idp_slo_url = excluded.idp_slo_url,
         idp_slo_binding = excluded.idp_slo_binding,
         idp_certificates = excluded.idp_certificates, idp_metadata_url = excluded.idp_metadata_url,
         email_attribute = excluded.email_attribute, name_attribute = excluded.name_attribute,
         default_role = excluded.default_role, trust_idp_emails = excluded.trust_idp_emails,
         allow_idp_initiated = excluded.allow_idp_initiated, updated_at = excluded.updated_at, tested_at = null`,
      [
        c.teamId,
        c.id,
        c.idpEntityId,
        c.idpSsoUrl,
        c.idpSloUrl,
        c.idpSloBinding,
        pgTextArray(c.idpCertificates),
        c.idpMetadataUrl,
        c.emailAttribute,
        c.nameAttribute,
        c.defaultRole,
        c.trustIdpEmails,
        c.allowIdpInitiated,
        c.updatedAt,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Records a successful test sign-in, only if the configuration is still the one tested. */
  async markTested(teamId: string, updatedAt: Date): Promise<boolean> {
    const rows = await this.sql().execute<{ team_id: string }[]>(
      `update control.saml_connections set tested_at = now()
        where team_id = ? and date_trunc('milliseconds', updated_at) = ? returning team_id`,
      [teamId, updatedAt],
    );
    return rows.length > 0;
  }

  /** The SP's signing key of the workspace: its sealed private key and its certificate. */
  async spKey(teamId: string): Promise<{ privateKeyEncrypted: string; certificate: string } | null> {
    const [row] = await this.sql().execute<{ private_key_encrypted: string; certificate: string }[]>(
      'select private_key_encrypted, certificate from control.saml_sp_keys where team_id = ?',
      [teamId],
    );
    return row ? { privateKeyEncrypted: row.private_key_encrypted, certificate: row.certificate } : null;
  }

  /** The next key of a rotation under way (sealed private key, certificate), if one is. */
  async nextSpKey(teamId: string): Promise<{ privateKeyEncrypted: string; certificate: string } | null> {
    const [row] = await this.sql().execute<
      { next_private_key_encrypted: string | null; next_certificate: string | null }[]
    >('select next_private_key_encrypted, next_certificate from control.saml_sp_keys where team_id = ?', [
      teamId,
    ]);
    return row?.next_private_key_encrypted && row.next_certificate
      ? { privateKeyEncrypted: row.next_private_key_encrypted, certificate: row.next_certificate }
      : null;
  }

  /** Stores the next key, unless a rotation is under way already (false then). */
  async startSpKeyRotation(
    em: EntityManager,
    teamId: string,
    privateKeyEncrypted: string,
    certificate: string,
  ): Promise<boolean> {
    const rows = await em.getConnection().execute<{ team_id: string }[]>(
      `update control.saml_sp_keys set next_private_key_encrypted = ?, next_certificate = ?, next_created_at = now()
        where team_id = ? and next_certificate is null returning team_id`,
      [privateKeyEncrypted, certificate, teamId],
      'all',
      em.getTransactionContext(),
    );
    return rows.length > 0;
  }

  /** Makes the next key the key and forgets the old one; false when no rotation is under way. */
  async finishSpKeyRotation(em: EntityManager, teamId: string): Promise<boolean> {
    const rows = await em.getConnection().execute<{ team_id: string }[]>(
      `update control.saml_sp_keys set private_key_encrypted = next_private_key_encrypted,
              certificate = next_certificate, next_private_key_encrypted = null, next_certificate = null,
              next_created_at = null
        where team_id = ? and next_certificate is not null returning team_id`,
      [teamId],
      'all',
      em.getTransactionContext(),
    );
    return rows.length > 0;
  }

  /** Keeps the first key written when two requests make one at once. */
  async insertSpKey(teamId: string, privateKeyEncrypted: string, certificate: string): Promise<void> {
    await this.sql().execute(
      `insert into control.saml_sp_keys (team_id, private_key_encrypted, certificate) values (?, ?, ?)
       on conflict (team_id) do nothing`,
      [teamId, privateKeyEncrypted, certificate],
    );
  }

  async protocolOf(teamId: string): Promise<SsoProtocol | null> {
    const [row] = await this.sql().execute<{ protocol: SsoProtocol }[]>(
      'select protocol from control.sso_protocols where team_id = ?',
      [teamId],
    );
    return row?.protocol ?? null;
  }

  async setProtocol(em: EntityManager, teamId: string, protocol: SsoProtocol): Promise<void> {
    await em.getConnection().execute(
      `insert into control.sso_protocols (team_id, protocol, updated_at) values (?, ?, now())
       on conflict (team_id) do update set protocol = excluded.protocol, updated_at = now()`,
      [teamId, protocol],
      'run',
      em.getTransactionContext(),
    );
  }

  async savePending(p: PendingSamlRequest, expiresAt: Date): Promise<void> {
    const sql = this.sql();
    // Abandoned sign-ins and expired assertion ids go as new sign-ins come, so the tables stay small.
    await sql.execute('delete from control.saml_sign_in_requests where expires_at < now()');
    await sql.execute('delete from control.saml_assertions where expires_at < now()');
    await sql.execute(
      `insert into control.saml_sign_in_requests
         (request_id, team_id, relay_state_hash, xsrf_token, origin, source, options, created_at, expires_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        p.requestId,
        p.teamId,
        p.relayStateHash,
        p.xsrfToken,
        p.origin,
        p.source,
        JSON.stringify(p.options),
        p.createdAt,
        expiresAt,
      ],
    );
  }

  /** When the workspace sent this AuthnRequest, if it is unanswered and unexpired (InResponseTo). */
  async pendingCreatedAt(teamId: string, requestId: string): Promise<Date | null> {
    const [row] = await this.sql().execute<{ created_at: Date | string }[]>(
      `select created_at from control.saml_sign_in_requests
        where team_id = ? and request_id = ? and ticket_hash is null and expires_at > now()`,
      [teamId, requestId],
    );
    return row ? new Date(row.created_at) : null;
  }

  /** The unanswered, unexpired request this RelayState was sent with. */
  async pendingByRelayState(teamId: string, relayStateHash: string): Promise<PendingSamlRequest | null> {
    const [row] = await this.sql().execute<PendingRow[]>(
      `select * from control.saml_sign_in_requests
        where team_id = ? and relay_state_hash = ? and ticket_hash is null and expires_at > now()`,
      [teamId, relayStateHash],
    );
    return row ? toPending(row) : null;
  }

  /** Whether the workspace verified this e-mail domain (its addresses are the workspace's to vouch for). */
  async isVerifiedDomainOf(teamId: string, domain: string): Promise<boolean> {
    const rows = await this.sql().execute<{ id: string }[]>(
      'select id from control.team_domains where team_id = ? and domain = ? and verified_at is not null',
      [teamId, domain],
    );
    return rows.length > 0;
  }

  /** The unanswered request, marked answered: a second response to it finds nothing. */
  async answer(
    teamId: string,
    requestId: string,
    ticketHash: string,
    result: { accountId: string | null; outcome: string; sessionIndex?: string | null },
  ): Promise<PendingSamlRequest | null> {
    const [row] = await this.sql().execute<PendingRow[]>(
      `update control.saml_sign_in_requests set ticket_hash = ?, account_id = ?, outcome = ?, session_index = ?
        where team_id = ? and request_id = ? and ticket_hash is null and expires_at > now()
        returning request_id, team_id, relay_state_hash, xsrf_token, origin, source, options, created_at`,
      [ticketHash, result.accountId, result.outcome, result.sessionIndex ?? null, teamId, requestId],
    );
    return row ? toPending(row) : null;
  }

  /** Takes the completed sign-in of this ticket: one delete, so a ticket works once. */
  async collect(teamId: string, ticketHash: string): Promise<CompletedSamlRequest | null> {
    const [row] = await this.sql().execute<
      {
        xsrf_token: string;
        account_id: string | null;
        origin: string;
        outcome: string;
        session_index: string | null;
      }[]
    >(
      `delete from control.saml_sign_in_requests
        where team_id = ? and ticket_hash = ? and expires_at > now()
        returning xsrf_token, account_id, origin, outcome, session_index`,
      [teamId, ticketHash],
    );
    return row
      ? {
          xsrfToken: row.xsrf_token,
          accountId: row.account_id,
          origin: row.origin,
          outcome: row.outcome,
          sessionIndex: row.session_index,
        }
      : null;
  }

  /** Remembers an assertion id until it expires; false when it was seen before (a replay). */
  async rememberAssertion(teamId: string, assertionId: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.sql().execute<{ assertion_id: string }[]>(
      `insert into control.saml_assertions (team_id, assertion_id, expires_at) values (?, ?, ?)
       on conflict do nothing returning assertion_id`,
      [teamId, assertionId, expiresAt],
    );
    return rows.length > 0;
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}

interface PendingRow {
  request_id: string;
  team_id: string;
  relay_state_hash: string;
  xsrf_token: string;
  origin: string;
  source: string;
  options: Record<string, unknown>;
  created_at: Date | string;
}

function toPending(row: PendingRow): PendingSamlRequest {
  return {
    requestId: row.request_id,
    teamId: row.team_id,
    relayStateHash: row.relay_state_hash,
    xsrfToken: row.xsrf_token,
    origin: row.origin,
    source: row.source,
    options: row.options,
    createdAt: new Date(row.created_at),
  };
}

function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function toConnection(row: ConnectionRow): SamlConnection {
  return {
    id: row.id,
    teamId: row.team_id,
    idpEntityId: row.idp_entity_id,
    idpSsoUrl: row.idp_sso_url,
    idpSloUrl: row.idp_slo_url,
    idpSloBinding: row.idp_slo_binding === SamlBinding.POST ? SamlBinding.POST : SamlBinding.REDIRECT,
    idpCertificates: row.idp_certificates,
    idpMetadataUrl: row.idp_metadata_url,
    emailAttribute: row.email_attribute,
    nameAttribute: row.name_attribute,
    defaultRole: row.default_role,
    trustIdpEmails: row.trust_idp_emails,
    allowIdpInitiated: row.allow_idp_initiated,
    testedAt: row.tested_at ? new Date(row.tested_at) : null,
    updatedAt: new Date(row.updated_at),
  };
}
