import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { drained, dropLater, sweepGoneProcesses } from './background-drops';
import { TEST_DATABASE_URL, createTestDatabase } from './test-database';

describe('background drops of test databases', () => {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  const exists = async (name: string) =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  /** The pid of a process that has ended (its pid is free again, as a killed worker's is). */
  const goneProcess = () => spawnSync(process.execPath, ['-e', '0']).pid;

  it('should name a test database after the process that made it', async () => {
    const database = await createTestDatabase('fieldnote_t');
    const name = nameOf(database.url);
    dropLater(name);
    expect(name).toMatch(new RegExp(`^fieldnote_t${process.pid}_[0-9a-f]{12}$`));
    await drained();
    expect(await exists(name)).toBe(false);
  });

  it('should drop what processes that are gone left, and keep what a live process holds', async () => {
    const left = `fieldnote_t${goneProcess()}_${randomBytes(6).toString('hex')}`;
    const held = `fieldnote_t${process.pid}_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${left}`);
    await admin.query(`create database ${held}`);
    try {
      sweepGoneProcesses();
      await drained();
      expect(await exists(left)).toBe(false);
      expect(await exists(held)).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${left}`);
      await admin.query(`drop database if exists ${held}`);
    }
  });

  it('should go on after a drop that fails, and drain only once every queued drop is done', async () => {
    const database = await createTestDatabase('fieldnote_t');
    const written = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let reports: unknown[];
    try {
      // Not a name PostgreSQL accepts unquoted or quoted: the drop fails, and is reported.
      dropLater('no"such');
      dropLater(nameOf(database.url));
      await drained();
    } finally {
      reports = written.mock.calls.map(([text]) => text);
      written.mockRestore();
    }
    expect(reports).toContainEqual(expect.stringContaining('could not drop test database no"such'));
    expect(await exists(nameOf(database.url))).toBe(false);
  });
});
