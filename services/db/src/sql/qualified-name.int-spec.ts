import { randomBytes } from 'node:crypto';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { qualified } from './qualified-name';

describe('qualified', () => {
  let db: TestDatabases;
  const schema = `ws_${randomBytes(8).toString('hex')}`;
  const run = (sql: string) =>
    db.databases.control().em.fork().getConnection().execute<Record<string, unknown>[]>(sql);
  beforeAll(async () => {
    db = await openTestDatabases(1);
    await run(`create schema "${schema}"`);
    await run(`create table "${schema}".notes (title text)`);
    await run(`insert into "${schema}".notes values ('in the workspace')`);
    // A table of the same name on the search path: an unqualified name would find this one.
    await run(`create table public.notes (title text)`);
    await run(`insert into public.notes values ('elsewhere')`);
  });
  afterAll(() => db.close());

  it('should quote the schema and the name when both are valid', () => {
    expect(qualified('ws_ab12', 'notes')).toBe('"ws_ab12"."notes"');
  });

  it('should read the table of that schema when used in SQL', async () => {
    expect(await run(`select title from ${qualified(schema, 'notes')}`)).toEqual([
      { title: 'in the workspace' },
    ]);
  });

  it('should refuse a schema name that is not one of ours with BAD_USER_INPUT', () => {
    expect(() => qualified('ws_x"; drop table notes; --', 'notes')).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
  });

  it.each(['Notes', 'notes; drop', 'no"tes', '', 'a'.repeat(64)])(
    'should refuse the object name %j rather than splice it into SQL',
    (name) => {
      expect(() => qualified(schema, name)).toThrow('is not a valid table or function name');
    },
  );
});
