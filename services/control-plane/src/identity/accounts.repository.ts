import { Injectable } from '@nestjs/common';
import { Account, Databases } from '@fieldnote/db';

/** What a new account is written with. */
export type NewAccount = Pick<
  Account,
  'id' | 'email' | 'name' | 'passwordHash' | 'passwordChosen' | 'emailConfirmedAt' | 'theme'
>;

/**
 * The queries of accounts in the control schema. Each runs in an entity manager of its own: no
 * account change shares a transaction with another write.
 */
@Injectable()
export class AccountsRepository {
  constructor(private readonly databases: Databases) {}

  byId(id: string): Promise<Account | null> {
    return this.em().findOne(Account, { id });
  }

  /** The account of an address, as stored (lower case). */
  byEmail(email: string): Promise<Account | null> {
    return this.em().findOne(Account, { email });
  }

  /** An account other than `exceptId` with this address, or null. */
  otherWithEmail(email: string, exceptId: string): Promise<Account | null> {
    return this.em().findOne(Account, { email, id: { $ne: exceptId } });
  }

  /**
   * Writes a new account, made now, and returns it; an address another account has fails with the
   * unique index's error (code 23505).
   */
  async insert(account: NewAccount): Promise<Account> {
    const em = this.em();
    const created = em.create(Account, { ...account, createdAt: new Date() });
    await em.flush();
    return created;
  }

  /** Stamps the address as confirmed now, unless it already was. */
  async markEmailConfirmed(id: string): Promise<void> {
    await this.em().nativeUpdate(Account, { id, emailConfirmedAt: null }, { emailConfirmedAt: new Date() });
  }

  /** A password its owner chose (changed, or set through a mailed reset link). */
  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.em().nativeUpdate(Account, { id }, { passwordHash, passwordChosen: true });
  }

  async update(id: string, changes: Partial<Pick<Account, 'name' | 'theme'>>): Promise<void> {
    await this.em().nativeUpdate(Account, { id }, changes);
  }

  /**
   * Moves the account to an address confirmed now; an address another account has fails with the
   * unique index's error (code 23505).
   */
  async changeEmail(id: string, email: string): Promise<void> {
    await this.em().nativeUpdate(Account, { id }, { email, emailConfirmedAt: new Date() });
  }

  /** Ends the account's password lock-out: the account, or null when there is none. */
  async unlockPassword(id: string): Promise<Account | null> {
    const em = this.em();
    const account = await em.findOne(Account, { id });
    if (!account) return null;
    account.passwordLockedUntil = null;
    await em.flush();
    return account;
  }

  private em() {
    return this.databases.control().em.fork();
  }
}
