// SCIM 2.0 provisioning at scale (issue 32), through the whole all-in-one server (demo seed, in this
// process, production mode) with a SCIM token of the demo workspace, as an identity provider drives it:
// 1. first sync: BENCH_SCIM_USERS (5,000) users, each looked up first with `filter=userName eq` and then
//    created with POST /Users, one at a time as Okta does (target: <= 2 min);
// 2. the workspace filled to BENCH_SCIM_MEMBERS (10,000) members the same way, 4 requests at a time;
// 3. at that size, BENCH_SCIM_READS (300) reads of each kind one after another: `filter=userName eq`
//    of a random member, GET /Users/{id}, a page of 100 in the middle of the list (target: p95 <= 20 ms);
// 4. five new groups, each then given 100 members by one PATCH (RFC 7644 PatchOp `add members`)
//    (target: <= 200 ms each).
// Prints figures; never fails on time.
// Usage: node scripts/bench/scim.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, runBench, summarize, verdict } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { DEMO_HOST, gql, httpRequest } from './lib/http.mjs';

const USERS = Number(process.env.BENCH_SCIM_USERS ?? 5000);
const MEMBERS = Number(process.env.BENCH_SCIM_MEMBERS ?? 10_000);
const READS = Number(process.env.BENCH_SCIM_READS ?? 300);
const PATCHES = 5;
const PATCH_MEMBERS = 100;
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

await runBench(main);

async function main() {
  const { server, headers } = await startDemoServer('fieldnote_bench_scim');
  const token = (
    await gql(
      server.address,
      headers,
      'mutation($name: String!) { createScimToken(name: $name) { token } }',
      {
        name: 'Bench IdP',
      },
    )
  ).json.data.createScimToken.token;
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const scim = async (method, path, body) => {
    const response = await httpRequest(`${server.address}/scim/v2${path}`, {
      method,
      headers: {
        host: DEMO_HOST,
        authorization: `Bearer ${token}`,
        accept: 'application/scim+json',
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path} -> ${response.status} ${response.text.slice(0, 300)}`);
    return JSON.parse(response.text || 'null');
  };
  /** @type {string[]} */
  const ids = [];
  /** @type {string[]} */
  const userNames = [];
  /** Okta's step for one person: look them up by userName, then create them. */
  const provision = async (/** @type {number} */ i) => {
    const userName = `person${i}@bench.example.com`;
    const found = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    if (found.totalResults !== 0) throw new Error(`${userName} exists already`);
    const created = await scim('POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName,
      name: { givenName: `Person`, familyName: `Number ${i}` },
      emails: [{ value: userName, primary: true, type: 'work' }],
      active: true,
    });
    ids.push(created.id);
    userNames.push(userName);
  };

  const syncStart = performance.now();
  for (let i = 0; i < USERS; i++) await provision(i);
  const firstSyncSeconds = (performance.now() - syncStart) / 1000;
  console.log(`first sync: ${USERS.toLocaleString()} users in ${fmt(firstSyncSeconds, 1)} s`);

  const fillStart = performance.now();
  let next = USERS;
  const workers = Array.from({ length: 4 }, async () => {
    while (next < MEMBERS) await provision(next++);
  });
  await Promise.all(workers);
  console.log(
    `filled to ${MEMBERS.toLocaleString()} SCIM users in ${fmt((performance.now() - fillStart) / 1000, 1)} s`,
  );

  /** @param {() => Promise<unknown>} call */
  const timed = async (call) => {
    const times = [];
    for (let i = 0; i < READS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    return summarize(times);
  };
  const pick = () => Math.floor(Math.random() * ids.length);
  const reads = [
    [
      'GET /Users?filter=userName eq',
      await timed(() =>
        scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userNames[pick()]}"`)}`),
      ),
    ],
    ['GET /Users/{id}', await timed(() => scim('GET', `/Users/${ids[pick()]}`))],
    [
      'GET /Users?startIndex=5000&count=100',
      await timed(() => scim('GET', `/Users?startIndex=${Math.floor(MEMBERS / 2)}&count=100`)),
    ],
  ];

  const group = await scim('POST', '/Groups', {
    schemas: [GROUP_SCHEMA],
    displayName: 'Bench group',
    members: [],
  });
  const patchTimes = [];
  for (let p = 0; p < PATCHES; p++) {
    const members = ids.slice(p * PATCH_MEMBERS, (p + 1) * PATCH_MEMBERS).map((value) => ({ value }));
    const start = performance.now();
    await scim('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'add', path: 'members', value: members }],
    });
    patchTimes.push(performance.now() - start);
  }
  const patch = summarize(patchTimes);

  printTable(
    `SCIM at ${MEMBERS.toLocaleString()} members, ms (${READS} reads of each kind, one at a time)`,
    ['request', 'p50', 'p95', 'max'],
    [
      ...reads.map(([name, s]) => [name, fmt(s.p50), fmt(s.p95), fmt(s.max)]),
      [
        `PATCH /Groups add ${PATCH_MEMBERS} members (x${PATCHES})`,
        fmt(patch.p50),
        fmt(patch.p95),
        fmt(patch.max),
      ],
    ],
  );
  console.log(
    `\n${verdict(`first sync of ${USERS.toLocaleString()} users <= 120 s (${fmt(firstSyncSeconds, 1)} s)`, firstSyncSeconds <= 120)}`,
  );
  for (const [name, s] of reads) console.log(verdict(`${name} p95 <= 20 ms (${fmt(s.p95)} ms)`, s.p95 <= 20));
  console.log(
    verdict(`PATCH of ${PATCH_MEMBERS} members <= 200 ms (max ${fmt(patch.max)} ms)`, patch.max <= 200),
  );
  printJson('scim', {
    firstSync: { users: USERS, seconds: firstSyncSeconds, targetSeconds: 120 },
    members: MEMBERS,
    reads: Object.fromEntries(
      reads.map(([name, s]) => [name, { p50Ms: s.p50, p95Ms: s.p95, maxMs: s.max, targetP95Ms: 20 }]),
    ),
    groupPatch: { members: PATCH_MEMBERS, p50Ms: patch.p50, maxMs: patch.max, targetMs: 200 },
  });
}
