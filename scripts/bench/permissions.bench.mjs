// Project permissions (issue 10): how long a member's permission check takes in a workspace whose
// member sits in 200 user groups (four times the product's limit of 50, to show the headroom), with
// 200 private projects, each open to 10 of the groups. A check is what every request touching a
// project does once: the gate's one query (the member's entries through user and group), then a
// lookup per project. Target: under 1 ms. Prints figures; never fails on time.
// Usage: node scripts/bench/permissions.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fmt, printTable, requireDist, requireRoot, runBench, summarize, verdict } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';

const GROUPS = 200;
const PROJECTS = 200;
const GROUPS_PER_PROJECT = 10;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const TARGET_MS = 1;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  const { ProjectGate, forgetProjectPermissions } = requireDist('@fieldnote/api');
  const { Role } = requireDist('@fieldnote/core');
  const { server, database } = await startDemoServer('fieldnote_bench_permissions');
  const { schema, memberId, projectIds } = await seed(database.url);
  const databases = server.built.platform.databases;
  const [{ orm }] = databases.regionDatabases();
  const em = orm.em.fork({ schema });

  const check = async () => {
    const gate = new ProjectGate(em, schema, memberId, Role.CONTRIBUTOR, Role.VIEWER);
    return gate.roleIn(projectIds[Math.floor(Math.random() * projectIds.length)]);
  };
  if ((await check()) === null) throw new Error('the member should see the projects through their groups');
  for (let i = 0; i < 200; i++) await check(); // warm-up
  // A member's permissions are cached per process for 5 s (forgotten on every access change): most
  // requests find them there; the first after a change or after 5 s runs the query.
  const measure = async (cold) => {
    const times = [];
    for (let i = 0; i < ITERATIONS; i++) {
      if (cold) forgetProjectPermissions();
      const start = performance.now();
      await check();
      times.push(performance.now() - start);
    }
    return summarize(times);
  };
  const cold = await measure(true);
  const warm = await measure(false);
  const hiddenTimes = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    forgetProjectPermissions();
    await new ProjectGate(em, schema, memberId, Role.CONTRIBUTOR, Role.VIEWER).hiddenProjectIds();
    hiddenTimes.push(performance.now() - start);
  }
  const hiddenFigures = summarize(hiddenTimes);
  printTable(
    'Permission checks',
    ['operation', 'n', 'p50 ms', 'p95 ms', 'p99 ms'],
    [
      [
        'permission check, cached (most requests)',
        warm.n,
        fmt(warm.p50, 3),
        fmt(warm.p95, 3),
        fmt(warm.p99, 3),
      ],
      [
        'permission check, cold (query + lookup)',
        cold.n,
        fmt(cold.p50, 3),
        fmt(cold.p95, 3),
        fmt(cold.p99, 3),
      ],
      [
        'hidden project ids, cold (lists, search)',
        hiddenFigures.n,
        fmt(hiddenFigures.p50, 3),
        fmt(hiddenFigures.p95, 3),
        fmt(hiddenFigures.p99, 3),
      ],
    ],
  );
  console.log(
    `${GROUPS} groups with the member in each, ${PROJECTS} private projects, ${GROUPS_PER_PROJECT} group entries each`,
  );
  console.log(verdict(`cached permission check p95 < ${TARGET_MS} ms`, warm.p95 < TARGET_MS));
  console.log(verdict(`cold permission check p95 < ${TARGET_MS} ms`, cold.p95 < TARGET_MS));
}

/** Groups, memberships, private projects and entries straight in the demo workspace's schema. */
async function seed(databaseUrl) {
  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select schema_name from control.teams where subdomain = 'demo'`);
    const schemaName = rows[0].schema_name;
    const schema = `"${schemaName}"`;
    const memberId =
      (await client.query(`select id from ${schema}.members where role <> 'MANAGER' limit 1`)).rows[0]?.id ??
      (
        await client.query(
          `insert into ${schema}.members (id, name, email, role) values ($1, 'Bench member', 'bench@example.org', 'CONTRIBUTOR') returning id`,
          [randomUUID()],
        )
      ).rows[0].id;
    const author = (await client.query(`select id from ${schema}.members limit 1`)).rows[0].id;
    const groupIds = Array.from({ length: GROUPS }, () => randomUUID());
    const projectIds = Array.from({ length: PROJECTS }, () => randomUUID());
    await client.query('begin');
    await client.query(
      `insert into ${schema}.user_groups (id, name, created_by) select id, 'Bench group ' || n, $2
         from unnest($1::uuid[]) with ordinality as g(id, n)`,
      [groupIds, author],
    );
    await client.query(
      `insert into ${schema}.user_group_members (group_id, member_id) select id, $2 from unnest($1::uuid[]) as id`,
      [groupIds, memberId],
    );
    await client.query(
      `insert into ${schema}.projects (id, title, rank, general_access, created_by, created_at, updated_at)
       select id, 'Private ' || n, n, 'NONE', $2, now(), now() from unnest($1::uuid[]) with ordinality as p(id, n)`,
      [projectIds, author],
    );
    await client.query(
      `insert into ${schema}.project_permissions (project_id, subject_kind, subject_id, permission, created_by)
       select p.id, 'GROUP', g.id, 'READ', $3
         from unnest($1::uuid[]) with ordinality as p(id, pn)
         join unnest($2::uuid[]) with ordinality as g(id, gn) on (g.gn + p.pn) % ${GROUPS / GROUPS_PER_PROJECT} = 0`,
      [projectIds, groupIds, author],
    );
    await client.query('commit');
    await client.query(
      `analyze ${schema}.user_groups, ${schema}.user_group_members, ${schema}.projects, ${schema}.project_permissions`,
    );
    return { schema: schemaName, memberId, projectIds };
  } finally {
    await client.end();
  }
}
