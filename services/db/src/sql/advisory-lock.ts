import type { EntityManager, Transaction } from '@mikro-orm/postgresql';

type Connection = ReturnType<EntityManager['getConnection']>;

/** A MikroORM entity manager (its current transaction is used), or a connection and a transaction. */
export type LockScope = EntityManager | { connection: Connection; transaction: Transaction };

/**
 * Takes the transaction-scoped advisory lock of `key` (hashed to PostgreSQL's lock space with
 * `hashtext`), waiting while another transaction holds it; it is released when the transaction ends.
 * Serialises changes that must see each other, such as two creations both checking a limit. Outside
 * a transaction the lock would end with the statement, so call it inside the one to serialise.
 */
export async function advisoryXactLock(scope: LockScope, key: string): Promise<void> {
  const { connection, transaction } =
    'getConnection' in scope
      ? { connection: scope.getConnection(), transaction: scope.getTransactionContext<Transaction>() }
      : scope;
  await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [key], 'run', transaction);
}
