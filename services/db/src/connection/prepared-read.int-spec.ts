import { randomUUID } from 'node:crypto';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { preparedRows } from './prepared-read';

describe('preparedRows', () => {
  let db: TestDatabases;
  const table = `prepared_read_${randomUUID().replaceAll('-', '')}`;
  const em = () => db.databases.control().em.fork();
  beforeAll(async () => {
    // One connection: what the server has prepared is visible only to the session that prepared it.
    db = await openTestDatabases(1);
    const connection = db.databases.control().em.getConnection();
    await connection.execute(`create table public.${table} (id uuid primary key, score float8, label text)`);
    // Values as parameters: MikroORM would read the "?" of a label written in the SQL as a placeholder.
    await connection.execute(`insert into public.${table} values (?, 10, ?), (?, 300, ?), (?, 700, ?)`, [
      randomUUID(),
      'low',
      randomUUID(),
      'high?',
      randomUUID(),
      "it's high",
    ]);
  });
  afterAll(async () => {
    await db.databases.control().em.getConnection().execute(`drop table public.${table}`);
    await db.close();
  });

  it('should answer as an inlined query does when the same statement runs with new values', async () => {
    const sql = `select label from public.${table} where score > ? and label like any(?::text[]) order by score`;
    const first = await preparedRows<{ label: string }>(em(), sql, [250, '{%high%}']);
    const again = await preparedRows<{ label: string }>(em(), sql, [500, '{%high%}']);
    const inlined = await em().getConnection().execute<{ label: string }[]>(sql, [250, '{%high%}']);
    expect(first.map((r) => r.label)).toEqual(['high?', "it's high"]);
    expect(first).toEqual(inlined);
    expect(again.map((r) => r.label)).toEqual(["it's high"]);
  });

  it('should keep one named statement on the server when the same text runs again', async () => {
    const sql = `select count(*)::int as n from public.${table} where score < ?`;
    const counts = [];
    for (const limit of [100, 400, 800])
      counts.push((await preparedRows<{ n: number }>(em(), sql, [limit]))[0].n);
    expect(counts).toEqual([1, 2, 3]);
    const statements = await preparedRows<{ statement: string }>(
      em(),
      `select statement from pg_prepared_statements where name like 'fn\\_%' and statement like ?`,
      [`%count(*)::int as n from public.${table}%`],
    );
    expect(statements).toEqual([{ statement: sql.replace('?', '$1') }]);
  });

  it('should run on the transaction connection and see its own uncommitted row when called inside a transaction', async () => {
    const id = randomUUID();
    const seen = await em()
      .transactional(async (tx) => {
        await tx
          .getConnection()
          .execute(
            `insert into public.${table} values (?, 1, 'draft')`,
            [id],
            'all',
            tx.getTransactionContext(),
          );
        const rows = await preparedRows<{ label: string }>(
          tx,
          `select label from public.${table} where id = ?`,
          [id],
        );
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((e: { rows: { label: string }[] }) => e.rows);
    expect(seen).toEqual([{ label: 'draft' }]);
    expect(await preparedRows(em(), `select 1 from public.${table} where id = ?`, [id])).toEqual([]);
  });

  it('should refuse the call when the number of values differs from the placeholders', async () => {
    await expect(preparedRows(em(), `select 1 from public.${table} where score = ?`, [])).rejects.toThrow(
      '1 placeholders for 0 values',
    );
  });

  it('should refuse a JavaScript array when MikroORM would have expanded it into a list', async () => {
    await expect(
      preparedRows(em(), `select 1 from public.${table} where label = any(?)`, [['low', 'high']]),
    ).rejects.toThrow('array literals');
  });

  it('should report a database error as MikroORM does when the statement fails', async () => {
    await expect(
      preparedRows(em(), `select 1 from public.${table} where id = ?::uuid`, ['not-a-uuid']),
    ).rejects.toMatchObject({
      name: expect.stringMatching(/Exception$/),
    });
  });
});
