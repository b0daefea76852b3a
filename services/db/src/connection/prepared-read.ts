import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/**
 * Above this many statements prepared on one pooled connection, the connection is closed when it is
 * given back (and the pool opens a fresh one): each prepared statement holds its plan in its server
 * process, and workspaces × query shapes is not a bounded set.
 */
const MAX_PREPARED_PER_CONNECTION = 200;

const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * SQL written with MikroORM's `?` placeholders, numbered as PostgreSQL's `$1`, `$2`… for a prepared
 * statement. A `?` inside a quoted literal or identifier is left as it is; `??` (an identifier) and
 * `\?` (an escaped mark) have no server-side equivalent and are refused.
 */
export function numberedPlaceholders(sql: string): { text: string; count: number } {
  let text = '';
  let count = 0;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote) {
      if (c === quote) quote = null;
      text += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      text += c;
    } else if (c === '?') {
      if (sql[i + 1] === '?' || sql[i - 1] === '\\')
        throw new Error('preparedRows: ?? and \\? placeholders cannot be prepared');
      text += `$${++count}`;
    } else {
      text += c;
    }
  }
  return { text, count };
}

/** One statement name per SQL text: the same text is parsed and planned once per connection. */
const statementName = (text: string): string => `fn_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * Rows of a read as a named prepared statement with its values sent apart, so that PostgreSQL
 * parses and plans each distinct query text once per connection (after five runs it keeps a generic
 * plan when that costs no more than the custom ones). MikroORM's own `execute` inlines every value,
 * which makes each query new to the server: on a TABLE view page planning took more CPU than running
 * the queries. Values are scalars or strings (array literals such as `{a,b}` included); JavaScript
 * arrays, which MikroORM would expand into a list, are refused. Inside a transaction the read runs
 * on the transaction's connection as an ordinary query.
 */
export async function preparedRows<T extends object>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  if (transaction) return connection.execute<T[]>(sql, [...params], 'all', transaction);
  const { text, count } = numberedPlaceholders(sql);
  if (count !== params.length)
    throw new Error(`preparedRows: ${count} placeholders for ${params.length} values`);
  if (params.some((p) => Array.isArray(p)))
    throw new Error('preparedRows: pass arrays as array literals, not as JavaScript arrays');
  const pool = (await connection.getNativeClient()) as Pool;
  const client = await pool.connect();
  const name = statementName(text);
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  try {
    const result = await client.query<T>({ name, text, values: params as unknown[] });
    prepared.add(name);
    client.release(prepared.size > MAX_PREPARED_PER_CONNECTION);
    return result.rows;
  } catch (error) {
    client.release();
    throw em
      .getPlatform()
      .getExceptionConverter()
      .convertException(error as Error);
  }
}
