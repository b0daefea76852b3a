import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';

/** A sign-in under way, as kept between the redirect to the identity provider and its callback. */
export interface PendingSignIn {
  teamId: string;
  codeVerifier: string;
  nonce: string;
  xsrfToken: string;
  origin: string;
  source: string;
  options: Record<string, unknown>;
}

interface PendingRow {
  team_id: string;
  code_verifier: string;
  nonce: string;
  xsrf_token: string;
  origin: string;
  source: string;
  options: Record<string, unknown>;
}

/** The SQL of OIDC sign-ins: pending states (single use) and the subject-to-account links. */
@Injectable()
export class SsoSignInRepository {
  constructor(private readonly databases: Databases) {}

  async savePending(stateHash: string, pending: PendingSignIn, expiresAt: Date): Promise<void> {
    const sql = this.sql();
    // Expired rows of abandoned sign-ins go as new ones come, so the table stays small.
    await sql.execute('delete from control.sso_sign_in_states where expires_at < now()');
    await sql.execute(
      `insert into control.sso_sign_in_states
         (state_hash, team_id, code_verifier, nonce, xsrf_token, origin, source, options, expires_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        stateHash,
        pending.teamId,
        pending.codeVerifier,
        pending.nonce,
        pending.xsrfToken,
        pending.origin,
        pending.source,
        JSON.stringify(pending.options),
        expiresAt,
      ],
    );
  }

  /** Takes the pending sign-in for this state and workspace: one delete, so a replay finds nothing. */
  async consumePending(stateHash: string, teamId: string): Promise<PendingSignIn | null> {
    const [row] = await this.sql().execute<PendingRow[]>(
      `delete from control.sso_sign_in_states
        where state_hash = ? and team_id = ? and expires_at > now()
        returning team_id, code_verifier, nonce, xsrf_token, origin, source, options`,
      [stateHash, teamId],
    );
    if (!row) return null;
    return {
      teamId: row.team_id,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      xsrfToken: row.xsrf_token,
      origin: row.origin,
      source: row.source,
      options: row.options,
    };
  }

  async accountIdOfSubject(teamId: string, issuer: string, subject: string): Promise<string | null> {
    const [row] = await this.sql().execute<{ account_id: string }[]>(
      'select account_id from control.sso_identities where team_id = ? and issuer = ? and subject = ?',
      [teamId, issuer, subject],
    );
    return row?.account_id ?? null;
  }

  /** The subject (SAML NameID) the account is linked to at this issuer in the workspace, if any. */
  async subjectOfAccount(teamId: string, issuer: string, accountId: string): Promise<string | null> {
    const [row] = await this.sql().execute<{ subject: string }[]>(
      'select subject from control.sso_identities where team_id = ? and issuer = ? and account_id = ? limit 1',
      [teamId, issuer, accountId],
    );
    return row?.subject ?? null;
  }

  async linkSubject(teamId: string, issuer: string, subject: string, accountId: string): Promise<void> {
    await this.sql().execute(
      `insert into control.sso_identities (team_id, issuer, subject, account_id) values (?, ?, ?, ?)
       on conflict (team_id, issuer, subject) do nothing`,
      [teamId, issuer, subject, accountId],
    );
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}
