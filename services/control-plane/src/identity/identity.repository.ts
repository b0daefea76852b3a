import { Injectable } from '@nestjs/common';
import { Databases, type SessionKind } from '@fieldnote/db';

/**
 * The SQL of accounts' sign-in state in the control schema: password lock-outs, one-time session
 * secrets and e-mail confirmation codes. Each statement changes and reads in one step, so two
 * requests at once cannot both pass.
 */
@Injectable()
export class IdentityRepository {
  constructor(private readonly databases: Databases) {}

  /** Locks password sign-in of the address's account for `seconds`, unless locked already; the account locked. */
  async lockPassword(email: string, seconds: number): Promise<{ id: string; name: string } | null> {
    const rows = await this.sql().execute<{ id: string; name: string }[]>(
      `update control.accounts set password_locked_until = now() + make_interval(secs => ?)
       where email = ? and (password_locked_until is null or password_locked_until <= now())
       returning id, name`,
      [seconds, email],
    );
    return rows[0] ?? null;
  }

  /** Deletes a one-time secret's row as it reads it: its account and expiry, or null when there is none. */
  async takeSessionSecret(
    tokenHash: string,
    kind: SessionKind,
  ): Promise<{ account_id: string; expires_at: Date } | null> {
    const rows = await this.sql().execute<{ account_id: string; expires_at: Date }[]>(
      `delete from control.sessions where token_hash = ? and kind = ? returning account_id, expires_at`,
      [tokenHash, kind],
    );
    return rows[0] ?? null;
  }

  /**
   * Stores a password reset secret's hash for `seconds`, deleting the account's older reset links in
   * the same statement, so only the newest link works.
   */
  async replacePasswordReset(accountId: string, tokenHash: string, seconds: number): Promise<void> {
    await this.sql().execute(
      `with older as (delete from control.sessions where account_id = ? and kind = 'password-reset')
       insert into control.sessions (token_hash, account_id, created_at, expires_at, kind)
       values (?, ?, now(), now() + make_interval(secs => ?), 'password-reset')`,
      [accountId, tokenHash, accountId, seconds],
    );
  }

  /** Deletes one browser session of the account by its public id: its token hash, or null when none. */
  async deleteBrowserSession(accountId: string, id: string): Promise<string | null> {
    const rows = await this.sql().execute<{ token_hash: string }[]>(
      `delete from control.sessions where account_id = ? and id = ? and kind = 'browser' returning token_hash`,
      [accountId, id],
    );
    return rows[0]?.token_hash ?? null;
  }

  /**
   * Deletes the account's browser sessions that started on the workspace's host (with SAML session
   * indexes: only the sessions of those): their token hashes.
   */
  async deleteBrowserSessionsOnTeam(
    accountId: string,
    teamId: string,
    samlSessionIndexes: string[] = [],
  ): Promise<string[]> {
    const rows = samlSessionIndexes.length
      ? await this.sql().execute<{ token_hash: string }[]>(
          `delete from control.sessions where account_id = ? and team_id = ? and kind = 'browser'
             and saml_session_index in (${samlSessionIndexes.map(() => '?').join(', ')}) returning token_hash`,
          [accountId, teamId, ...samlSessionIndexes],
        )
      : await this.sql().execute<{ token_hash: string }[]>(
          `delete from control.sessions where account_id = ? and team_id = ? and kind = 'browser' returning token_hash`,
          [accountId, teamId],
        );
    return rows.map((row) => row.token_hash);
  }

  /** Deletes every session row of the account but `keepHash`'s: how many browser sessions ended. */
  async deleteSessionsExcept(accountId: string, keepHash: string): Promise<number> {
    const rows = await this.sql().execute<{ kind: string }[]>(
      `delete from control.sessions where account_id = ? and token_hash <> ? returning kind`,
      [accountId, keepHash],
    );
    return rows.filter((row) => row.kind === 'browser').length;
  }

  /** Saves the account's confirmation code (replacing any), for `seconds`, with no attempts yet. */
  async saveConfirmation(accountId: string, email: string, codeHash: string, seconds: number): Promise<void> {
    await this.sql().execute(
      `insert into control.email_confirmations (account_id, email, code_hash, attempts, expires_at)
       values (?, ?, ?, 0, now() + make_interval(secs => ?))
       on conflict (account_id) do update set email = excluded.email, code_hash = excluded.code_hash,
         attempts = 0, expires_at = excluded.expires_at, created_at = now()`,
      [accountId, email, codeHash, seconds],
    );
  }

  /** Counts an attempt at the account's live code, if it has attempts left: the code, or null. */
  async attemptConfirmation(
    accountId: string,
    maxAttempts: number,
  ): Promise<{ code_hash: string; email: string; attempts: number } | null> {
    const rows = await this.sql().execute<{ code_hash: string; email: string; attempts: number }[]>(
      `update control.email_confirmations set attempts = attempts + 1
       where account_id = ? and expires_at > now() and attempts < ?
       returning code_hash, email, attempts`,
      [accountId, maxAttempts],
    );
    return rows[0] ?? null;
  }

  async deleteConfirmation(accountId: string): Promise<void> {
    await this.sql().execute('delete from control.email_confirmations where account_id = ?', [accountId]);
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}
