#!/usr/bin/env node
/**
 * 20 members editing one note at once: how long an edit takes to reach the other members.
 *
 * The full all-in-one server (fresh database, demo seed) and 20 Hocuspocus providers, each over its
 * own real WebSocket to /api/collaboration with the demo manager's session cookie, all on one demo
 * note. In each round every member types a short token into the note at a random moment within
 * 100 ms (so edits overlap), and every other member records when it arrives in its own copy.
 * Figures: median and p95 of edit -> arrival over all (edit, receiver) pairs; target median < 100 ms.
 * Clients and server share this process (one clock); their work adds to the figure, not to the target.
 */

import { performance } from 'node:perf_hooks';
import {
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { gql } from './lib/http.mjs';

const MEMBERS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TARGET_MEDIAN_MS = 100;

await runBench(main);

async function main() {
  requireRoot('reflect-metadata');
  /** @type {typeof import('yjs')} */
  const Y = requireRoot('yjs');
  /** @type {typeof import('@hocuspocus/provider')} */
  const { HocuspocusProvider } = requireRoot('@hocuspocus/provider');
  /** @type {typeof import('ws').default} */
  const WebSocket = requireRoot('ws');

  const { server, headers } = await startDemoServer('fieldnote_bench_collab');
  const projects = await gql(server.address, headers, '{ projects { id } }');
  const projectId = projects.json.data.projects[0].id;
  const notes = await gql(server.address, headers, 'query($p: ID!) { notes(projectId: $p) { id } }', {
    p: projectId,
  });
  const noteId = notes.json.data.notes[0].id;

  class MemberSocket extends WebSocket {
    /** @param {string} url */
    constructor(url) {
      super(url, { headers });
    }
  }

  /** @type {Map<string, number>} token -> when it was typed */
  const sentAt = new Map();
  /** @type {number[]} */
  const latencies = [];
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      url: `${server.address.replace(/^http/, 'ws')}/api/collaboration`,
      name: `note.${noteId}`,
      document: doc,
      WebSocketPolyfill: MemberSocket,
    });
    onCleanup(() => provider.destroy());
    await new Promise((resolve) => provider.on('synced', resolve));
    const paragraph = doc.getXmlFragment('default').get(0);
    const text = paragraph.get(0);
    // Tokens typed by others arrive as remote transactions: note when each one shows up here.
    text.observe((event) => {
      if (event.transaction.local) return;
      const now = performance.now();
      for (const op of event.delta) {
        if (typeof op.insert !== 'string') continue;
        for (const match of op.insert.matchAll(/\[(\d+)\]/g)) {
          const at = sentAt.get(match[1]);
          if (at !== undefined) latencies.push(now - at);
        }
      }
    });
    members.push({ doc, provider, text });
  }
  console.log(`${MEMBERS} members connected to note.${noteId}; ${ROUNDS} rounds of one edit each`);

  let token = 0;
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      members.map(
        (member) =>
          new Promise((resolve) =>
            setTimeout(() => {
              const id = String(token++);
              sentAt.set(id, performance.now());
              member.text.insert(Math.floor(Math.random() * Math.min(member.text.length, 200)), `[${id}]`);
              resolve(undefined);
            }, Math.random() * 100),
          ),
      ),
    );
    // Let the round's edits arrive everywhere before the next one starts.
    const expected = (round + 1) * MEMBERS * (MEMBERS - 1);
    const deadline = performance.now() + 10_000;
    while (latencies.length < expected && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsedS = (performance.now() - started) / 1000;
  const expectedTotal = ROUNDS * MEMBERS * (MEMBERS - 1);
  const s = summarize(latencies);
  const converged = members.every((m) => m.text.toString() === members[0].text.toString());
  printTable(
    'Edit -> arrival at each other member (ms)',
    ['edits', 'deliveries', 'min', 'p50', 'p95', 'p99', 'max'],
    [
      [
        ROUNDS * MEMBERS,
        `${s.n}/${expectedTotal}`,
        fmt(s.min),
        fmt(s.p50),
        fmt(s.p95),
        fmt(s.p99),
        fmt(s.max),
      ],
    ],
  );
  console.log(`all ${MEMBERS} copies identical at the end: ${converged}; ${fmt(elapsedS)} s`);
  console.log(
    verdict(`median propagation ${fmt(s.p50)} ms < ${TARGET_MEDIAN_MS} ms`, s.p50 < TARGET_MEDIAN_MS),
  );
  printJson('collaboration', {
    members: MEMBERS,
    rounds: ROUNDS,
    deliveries: s.n,
    expectedDeliveries: expectedTotal,
    converged,
    propagationMs: s,
    targetMedianMs: TARGET_MEDIAN_MS,
  });
  if (s.n !== expectedTotal || !converged) throw new Error('not every edit reached every member');
}
