// Provisioning benchmark: (a) how long WorkspaceProvisioner.provision takes for one new workspace,
// (b) how long fanOutWorkspaceMigrations takes to bring 1,000 existing workspaces a new migration.
// Usage: node scripts/bench/provisioning.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createBenchDatabase,
  fmt,
  onCleanup,
  printJson,
  printTable,
  REPO_ROOT,
  requireDist,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';

const PROVISION_COUNT = Number(process.env.BENCH_PROVISION_COUNT ?? 50);
const FANOUT_SCHEMAS = Number(process.env.BENCH_FANOUT_SCHEMAS ?? 1000);
const CONCURRENCIES = (process.env.BENCH_FANOUT_CONCURRENCY ?? '4,8').split(',').map(Number);
// The fan-out holds one pooled connection per concurrent schema: the pool must be at least that big.
const POOL_SIZE = Math.max(...CONCURRENCIES, 8) + 2;
const REGION = 'US_B';
const TARGET_PROVISION_MEDIAN_MS = 300;
const TARGET_FANOUT_SECONDS = 60;

const db = requireDist('@fieldnote/db');
// The migration base class as services/db resolves it (npm may keep it inside services/db/node_modules).
const { Migration } = createRequire(join(REPO_ROOT, 'services', 'db', 'package.json'))(
  '@mikro-orm/migrations',
);
const { Client } = requireRoot('pg');

/**
 * A new workspace migration, like one a developer would add to WORKSPACE_MIGRATIONS. Each fan-out
 * run gets its own (own name, own column) so every run has exactly one pending migration per schema.
 * @param {string} column
 */
function benchMigration(column) {
  const BenchMigration = class extends Migration {
    up() {
      this.addSql(`alter table notes add column ${column} int`);
    }
  };
  // The runner records migrations by class name.
  Object.defineProperty(BenchMigration, 'name', { value: `Migration20991231000000Bench_${column}` });
  return BenchMigration;
}

await runBench(async () => {
  const database = await createBenchDatabase('fieldnote_bench_prov');
  onCleanup(() => database.drop());
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  onCleanup(() => sql.end());
  const databases = await db.Databases.open({ DATABASE_URL: database.url, DB_POOL_SIZE: POOL_SIZE });
  onCleanup(() => databases.close());
  await db.migrateBaseSchemas(databases);
  console.log(`database ${database.name}, pool ${POOL_SIZE}, region ${REGION}`);

  const provisioning = await benchProvision(databases, sql);
  const fanOut = await benchFanOut(databases, sql);

  const fanOutMet = fanOut.runs.every((run) => run.seconds <= TARGET_FANOUT_SECONDS && run.failed === 0);
  console.log('');
  console.log(
    verdict(
      `provision median ${fmt(provisioning.p50)} ms <= ${TARGET_PROVISION_MEDIAN_MS} ms`,
      provisioning.p50 <= TARGET_PROVISION_MEDIAN_MS,
    ),
  );
  for (const run of fanOut.runs) {
    console.log(
      verdict(
        `fan-out x${run.concurrency}: ${fmt(run.seconds, 2)} s <= ${TARGET_FANOUT_SECONDS} s, 0 failed`,
        run.seconds <= TARGET_FANOUT_SECONDS && run.failed === 0,
      ),
    );
  }
  printJson('provisioning', {
    provision: { count: PROVISION_COUNT, ms: provisioning, targetMedianMs: TARGET_PROVISION_MEDIAN_MS },
    fanOut: { ...fanOut, targetSeconds: TARGET_FANOUT_SECONDS, met: fanOutMet },
  });
  if (!fanOut.runs.every((run) => run.verified === FANOUT_SCHEMAS)) {
    throw new Error('Some schemas do not have the new migration recorded: see the verification table.');
  }
});

/**
 * (a) One workspace at a time, like sign-up does: create schema, migrate, seed the owner, one transaction.
 * @param {import('../../services/db/dist').Databases} databases
 * @param {import('pg').Client} sql
 */
async function benchProvision(databases, sql) {
  const provisioner = new db.WorkspaceProvisioner(databases);
  /** @type {number[]} */
  const times = [];
  /** @type {string[]} */
  const teamIds = [];
  for (let i = 0; i < PROVISION_COUNT; i++) {
    const teamId = randomUUID();
    const owner = {
      id: randomUUID(),
      name: `Bench Owner ${i}`,
      email: `owner${i}@bench.test`,
      role: 'MANAGER',
    };
    const started = performance.now();
    const result = await provisioner.provision({ teamId, region: REGION, owner });
    times.push(performance.now() - started);
    teamIds.push(teamId);
    if (result.applied.length !== db.WORKSPACE_MIGRATIONS.length)
      throw new Error(`${result.schema}: applied ${result.applied}`);
  }

  // Check the work was really done: every schema exists with its owner member.
  const union = teamIds
    .map((id) => `select count(*)::int as n from ${db.quoteSchema(db.workspaceSchemaName(id))}.members`)
    .join(' union all ');
  const members = (await sql.query(`select sum(n)::int as total from (${union}) t`)).rows[0].total;

  /** @type {number[]} */
  const dropTimes = [];
  for (const teamId of teamIds) {
    const started = performance.now();
    await provisioner.deprovision(teamId, REGION);
    dropTimes.push(performance.now() - started);
  }

  const stats = summarize(times);
  const drops = summarize(dropTimes);
  printTable(
    `(a) WorkspaceProvisioner.provision, ${PROVISION_COUNT} workspaces one after another (ms)`,
    ['step', 'n', 'min', 'median', 'p95', 'max', 'mean', 'first'],
    [
      [
        'provision (schema+migrate+owner)',
        stats.n,
        fmt(stats.min),
        fmt(stats.p50),
        fmt(stats.p95),
        fmt(stats.max),
        fmt(stats.mean),
        fmt(times[0]),
      ],
      [
        'deprovision (drop schema cascade)',
        drops.n,
        fmt(drops.min),
        fmt(drops.p50),
        fmt(drops.p95),
        fmt(drops.max),
        fmt(drops.mean),
        fmt(dropTimes[0]),
      ],
    ],
  );
  console.log(`owner members found afterwards: ${members} of ${PROVISION_COUNT}`);
  if (members !== PROVISION_COUNT)
    throw new Error(`expected ${PROVISION_COUNT} owner members, found ${members}`);
  return { ...stats, first: times[0], deprovisionMedianMs: drops.p50 };
}

/**
 * (b) 1,000 existing workspaces, then one new migration fanned out to all of them per concurrency.
 * @param {import('../../services/db/dist').Databases} databases
 * @param {import('pg').Client} sql
 */
async function benchFanOut(databases, sql) {
  // The teams the fan-out reads: inserted directly, as many as a large region database would hold.
  const ids = Array.from({ length: FANOUT_SCHEMAS }, () => randomUUID());
  await sql.query(
    `insert into control.teams (id, name, subdomain, region, schema_name)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      ids,
      ids.map((_, i) => `Bench Team ${i}`),
      ids.map((_, i) => `bench-${i}`),
      ids.map(() => REGION),
      ids.map((id) => db.workspaceSchemaName(id)),
    ],
  );

  /** @type {{ label: string, concurrency: number, seconds: number, total: number, migrated: number, upToDate: number, failed: number, recreated: number, orphans: number, firstError: string }[]} */
  const table = [];
  /**
   * @param {string} label
   * @param {number} concurrency
   * @param {unknown[]} migrations
   */
  const fanOut = async (label, concurrency, migrations) => {
    const started = performance.now();
    const report = await db.fanOutWorkspaceMigrations(databases, { concurrency, migrations });
    const seconds = (performance.now() - started) / 1000;
    const row = {
      label,
      concurrency,
      seconds,
      total: report.total,
      migrated: report.migrated,
      upToDate: report.upToDate,
      failed: report.failed.length,
      recreated: report.recreated.length,
      orphans: report.orphans.length,
      firstError: report.failed[0] ? `${report.failed[0].schema}: ${report.failed[0].error}` : '',
    };
    table.push(row);
    console.error(`  ${label}: ${fmt(seconds)} s`);
    return row;
  };

  // The schemas themselves, created by the fan-out from the teams rows (the "recreated" path).
  await fanOut(
    `create ${FANOUT_SCHEMAS} schemas (initial migration)`,
    Math.max(...CONCURRENCIES),
    db.WORKSPACE_MIGRATIONS,
  );

  /** @type {{ concurrency: number, seconds: number, schemasPerSecond: number, failed: number, verified: number, columns: number, migration: string }[]} */
  const runs = [];
  /** @type {unknown[]} */
  const migrations = [...db.WORKSPACE_MIGRATIONS];
  for (const concurrency of CONCURRENCIES) {
    const column = `bench_probe_c${concurrency}`;
    const BenchMigration = benchMigration(column);
    migrations.push(BenchMigration);
    const row = await fanOut(`new migration (${column})`, concurrency, [...migrations]);
    const verified = await countRecorded(sql, BenchMigration.name);
    const columns = Number(
      (
        await sql.query(
          `select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
           where n.nspname like 'ws\\_%' and c.relname = 'notes' and a.attname = $1 and not a.attisdropped`,
          [column],
        )
      ).rows[0].count,
    );
    runs.push({
      concurrency,
      seconds: row.seconds,
      schemasPerSecond: row.total / row.seconds,
      failed: row.failed,
      verified,
      columns,
      migration: BenchMigration.name,
    });
  }
  // Nothing pending: what checking every schema costs on its own.
  const noop = await fanOut('nothing pending (check only)', Math.max(...CONCURRENCIES), [...migrations]);

  printTable(
    `(b) fanOutWorkspaceMigrations over ${FANOUT_SCHEMAS} workspace schemas`,
    [
      'run',
      'concurrency',
      'seconds',
      'schemas/s',
      'total',
      'migrated',
      'up to date',
      'failed',
      'recreated',
      'orphans',
    ],
    table.map((r) => [
      r.label,
      r.concurrency,
      fmt(r.seconds, 2),
      fmt(r.total / r.seconds, 1),
      r.total,
      r.migrated,
      r.upToDate,
      r.failed,
      r.recreated,
      r.orphans,
    ]),
  );
  for (const r of table) if (r.firstError) console.log(`first failure in "${r.label}": ${r.firstError}`);

  const schemas = Number(
    (await sql.query(`select count(*) from pg_namespace where nspname like 'ws\\_%'`)).rows[0].count,
  );
  printTable(
    'verification afterwards (SQL, every ws_ schema)',
    ['migration', 'ws_ schemas', 'recorded in schema_migrations', 'notes tables with the column', 'missing'],
    runs.map((r) => [r.migration, schemas, r.verified, r.columns, schemas - r.verified]),
  );
  return {
    schemas,
    createSeconds: table[0].seconds,
    noopSeconds: noop.seconds,
    runs,
  };
}

/**
 * How many workspace schemas have `name` in their schema_migrations table, counted in SQL.
 * @param {import('pg').Client} sql
 * @param {string} name
 */
async function countRecorded(sql, name) {
  const schemas = (await sql.query(`select nspname from pg_namespace where nspname like 'ws\\_%' order by 1`))
    .rows;
  if (schemas.length === 0) return 0;
  const union = schemas
    .map(
      (/** @type {{ nspname: string }} */ row) =>
        `select 1 from ${db.quoteSchema(row.nspname)}.schema_migrations where name = $1`,
    )
    .join(' union all ');
  return Number((await sql.query(`select count(*) from (${union}) t`, [name])).rows[0].count);
}
