import { seededRandom } from '@fieldnote/core';
import { inSchema } from '@fieldnote/db';
import { errorCode, type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { SoftDeleteLifecycle } from '../../services/api/src/modules/trash';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

/**
 * The trash's one lifecycle, driven through the API over real PostgreSQL by random sequences of
 * trash, restore and delete-forever on projects, notes and insights, by managers, contributors and
 * viewers, against a model of what each must answer. After every step the product must agree with
 * the model: what reads, what the trash lists, which rows exist and are marked, the highlights of
 * notes, and (at the end) the events recorded. A failure names its sequence's seed and step; run
 * with the same `--seed` (Jest prints it), or set TRASH_LIFECYCLE_SEED, to replay it.
 */

type Kind = 'PROJECT' | 'NOTE' | 'INSIGHT';
type Transition = 'trash' | 'restore' | 'deleteForever';
type Actor = 'MANAGER' | 'CONTRIBUTOR' | 'VIEWER';
/** GONE: deleted for good, by itself or with its project. */
type State = 'LIVE' | 'IN_TRASH' | 'GONE';

interface Item {
  kind: Kind;
  id: string;
  label: string;
  parent: Item | null;
  state: State;
  /** A highlight of a note: it must follow its note. */
  highlightId: string | null;
}

interface Step {
  actor: Actor;
  transition: Transition;
  item: Item;
}

/** A refusal as a person reads it, or null when the step goes through. */
type Outcome = { code: string; message: string } | null;

const MUTATIONS: Record<Kind, Record<Transition, string>> = {
  PROJECT: { trash: 'deleteProject', restore: 'restoreProject', deleteForever: 'deleteProjectForever' },
  NOTE: { trash: 'deleteNote', restore: 'restoreNote', deleteForever: 'deleteNoteForever' },
  INSIGHT: { trash: 'deleteInsight', restore: 'restoreInsight', deleteForever: 'deleteInsightForever' },
};
const READS: Record<Kind, string> = { PROJECT: 'project', NOTE: 'note', INSIGHT: 'insight' };
const TABLES: Record<Kind, string> = { PROJECT: 'projects', NOTE: 'notes', INSIGHT: 'insights' };
const NAMES: Record<Kind, string> = { PROJECT: 'Project', NOTE: 'Note', INSIGHT: 'Insight' };
const NOT_IN_TRASH: Record<Kind, string> = {
  PROJECT: 'Only a project in the trash can be deleted forever. Delete it first.',
  NOTE: 'Only a note in the trash can be deleted forever. Delete it first.',
  INSIGHT: 'Only an insight in the trash can be deleted forever. Delete it first.',
};
const PARENT_IN_TRASH: Record<Kind, string> = {
  PROJECT: '',
  NOTE: 'This note belongs to a project in the trash. Restore the project first.',
  INSIGHT: 'This insight belongs to a project in the trash. Restore the project first.',
};
const EVENTS: Record<Transition, string> = {
  trash: 'trashed',
  restore: 'restored',
  deleteForever: 'deleted',
};
const PAYLOAD_ID: Record<Kind, string> = { PROJECT: 'projectId', NOTE: 'noteId', INSIGHT: 'insightId' };

const TRANSITIONS: Transition[] = ['trash', 'restore', 'deleteForever'];
const KINDS: Kind[] = ['PROJECT', 'NOTE', 'INSIGHT'];
/** Every outcome a step can have: a transition of a kind that went through, or a refusal's message. */
const ALL_OUTCOMES = [
  ...KINDS.flatMap((kind) => TRANSITIONS.map((transition) => `${transition} ${kind}`)),
  'Viewers cannot make changes.',
  'Only workspace managers can do this.',
  ...KINDS.flatMap((kind) => [`${NAMES[kind]} was not found.`, NOT_IN_TRASH[kind]]),
  PARENT_IN_TRASH.NOTE,
  PARENT_IN_TRASH.INSIGHT,
];
const RANK: Record<Actor, number> = { VIEWER: 0, CONTRIBUTOR: 1, MANAGER: 2 };

const STEPS_PER_SEQUENCE = 40;
/**
 * Sequences every run repeats, chosen because together they reach every outcome (the test says so),
 * and one more from the run's own seed, so that runs explore further.
 */
const FIXED_SEEDS = [506, 77];

/** Live in the model: itself live and its project too (a child reads as gone while its project is in the trash). */
function readable(item: Item): boolean {
  return item.state === 'LIVE' && (item.parent === null || item.parent.state === 'LIVE');
}

/** A row's trash columns as a state: both set in the trash, both clear when live, never one alone. */
function rowState(deletedAt: Date | null, deletedBy: string | null): string {
  if (deletedAt !== null && deletedBy !== null) return 'ROW_IN_TRASH';
  if (deletedAt === null && deletedBy === null) return 'ROW_LIVE';
  return `ROW_HALF_TRASHED (deleted_at ${String(deletedAt)}, deleted_by ${String(deletedBy)})`;
}

/** What the product must answer to the step, from the model before it. */
function expectedOutcome({ actor, transition, item }: Step): Outcome {
  // Who may: trash and restore need a contributor, deleting a project for good a manager.
  const minimum: Actor =
    transition === 'deleteForever' && item.kind === 'PROJECT' ? 'MANAGER' : 'CONTRIBUTOR';
  if (RANK[actor] < RANK[minimum])
    return {
      code: 'FORBIDDEN',
      message:
        minimum === 'MANAGER' ? 'Only workspace managers can do this.' : 'Viewers cannot make changes.',
    };
  const notFound = { code: 'NOT_FOUND', message: `${NAMES[item.kind]} was not found.` };
  if (item.state === 'GONE') return notFound;
  if (transition === 'trash') return readable(item) ? null : notFound;
  if (item.state === 'LIVE') return { code: 'BAD_USER_INPUT', message: NOT_IN_TRASH[item.kind] };
  if (transition === 'restore' && item.parent && item.parent.state !== 'LIVE')
    return { code: 'BAD_USER_INPUT', message: PARENT_IN_TRASH[item.kind] };
  return null;
}

/** The model after a step that went through: deleting a project for good takes its children. */
function apply({ transition, item }: Step, items: Item[]): void {
  if (transition === 'trash') item.state = 'IN_TRASH';
  if (transition === 'restore') item.state = 'LIVE';
  if (transition === 'deleteForever')
    for (const each of items) if (each === item || each.parent === item) each.state = 'GONE';
}

describe(SoftDeleteLifecycle.name, () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let clients: Record<Actor, BuiltAccount['client']>;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    const [contributor, viewer] = [
      await addMember(sut, ws, 'CONTRIBUTOR'),
      await addMember(sut, ws, 'VIEWER'),
    ];
    clients = { MANAGER: ws.manager.client, CONTRIBUTOR: contributor.client, VIEWER: viewer.client };
    schema = await workspaceSchema(sut, ws);
  }, 60_000);
  afterAll(() => sut.close());

  /** Two projects, each with two notes (each with a highlight) and an insight. */
  async function buildWorld(seed: number): Promise<Item[]> {
    const client = ws.manager.client;
    const items: Item[] = [];
    for (const p of [0, 1]) {
      const project: Item = {
        kind: 'PROJECT',
        id: await buildProject(client, `Seed ${seed} project ${p}`),
        label: `project ${p}`,
        parent: null,
        state: 'LIVE',
        highlightId: null,
      };
      items.push(project);
      for (const n of [0, 1]) {
        const noteId = await buildNote(
          client,
          project.id,
          `Seed ${seed} note ${p}.${n}`,
          'Interview transcript',
        );
        const { createHighlight } = expectOk(
          await client.gql<{ createHighlight: { id: string } }>(
            'mutation($n: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 9, text: "Interview" }) { id } }',
            { n: noteId },
          ),
        );
        items.push({
          kind: 'NOTE',
          id: noteId,
          label: `note ${p}.${n}`,
          parent: project,
          state: 'LIVE',
          highlightId: createHighlight.id,
        });
      }
      const { createInsight } = expectOk(
        await client.gql<{ createInsight: { id: string } }>(
          'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
          { p: project.id, t: `Seed ${seed} insight ${p}` },
        ),
      );
      items.push({
        kind: 'INSIGHT',
        id: createInsight.id,
        label: `insight ${p}`,
        parent: project,
        state: 'LIVE',
        highlightId: null,
      });
    }
    return items;
  }

  /**
   * A random step: mostly a transition the item's own state allows (so sequences go deep: trashed,
   * restored, deleted for good, with their children), otherwise any, refusals included.
   */
  function randomStep(random: () => number, items: Item[]): Step {
    const roll = random();
    const actor: Actor = roll < 0.8 ? 'MANAGER' : roll < 0.9 ? 'CONTRIBUTOR' : 'VIEWER';
    const item = items[Math.floor(random() * items.length)] as Item;
    const t = random();
    const anyTransition = TRANSITIONS[Math.floor(t * TRANSITIONS.length)] as Transition;
    const allowed: Transition =
      item.state === 'LIVE'
        ? 'trash'
        : item.state === 'IN_TRASH'
          ? t < 0.7
            ? 'restore'
            : 'deleteForever'
          : anyTransition;
    return { actor, transition: random() < 0.7 ? allowed : anyTransition, item };
  }

  async function perform({ actor, transition, item }: Step): Promise<Outcome> {
    const mutation = MUTATIONS[item.kind][transition];
    const selection = transition === 'restore' ? '{ id }' : '';
    const response = await clients[actor].gql(`mutation($id: ID!) { ${mutation}(id: $id) ${selection} }`, {
      id: item.id,
    });
    return refusalOf(response);
  }

  function refusalOf(response: GqlResponse<unknown>): Outcome {
    const error = response.errors?.[0];
    return error ? { code: errorCode(response) ?? '', message: error.message } : null;
  }

  /** Everything the product shows of the items, in the words the model uses. */
  async function observe(items: Item[]) {
    const table = inSchema(schema);
    const reads: Record<string, string> = {};
    const highlights: Record<string, string> = {};
    for (const item of items) {
      const read = await ws.manager.client.gql(`query($id: ID!) { ${READS[item.kind]}(id: $id) { id } }`, {
        id: item.id,
      });
      reads[item.label] = errorCode(read) ?? 'READABLE';
      if (item.highlightId) {
        const highlight = await ws.manager.client.gql('query($id: ID!) { highlight(id: $id) { id } }', {
          id: item.highlightId,
        });
        highlights[item.label] = errorCode(highlight) ?? 'READABLE';
      }
    }
    const { trash } = expectOk(await ws.manager.client.gql<{ trash: { id: string }[] }>('{ trash { id } }'));
    const inTrash = new Set(trash.map((t) => t.id));
    const rows = new Map<string, string>();
    for (const kind of KINDS) {
      const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
      for (const row of await sql<{ id: string; deleted_at: Date | null; deleted_by: string | null }>(
        sut,
        `select id, deleted_at, deleted_by from ${table(TABLES[kind])} where id in (?)`,
        [ids],
      ))
        rows.set(row.id, rowState(row.deleted_at, row.deleted_by));
    }
    const highlightRows = new Set(
      (
        await sql<{ id: string }>(sut, `select id from ${table('highlights')} where id in (?)`, [
          items.flatMap((i) => (i.highlightId ? [i.highlightId] : [])),
        ])
      ).map((r) => r.id),
    );
    return {
      reads,
      highlights,
      listedInTrash: items.filter((i) => inTrash.has(i.id)).map((i) => i.label),
      rows: Object.fromEntries(items.map((i) => [i.label, rows.get(i.id) ?? 'NO_ROW'])),
      highlightRows: Object.fromEntries(
        items.flatMap((i) => (i.highlightId ? [[i.label, highlightRows.has(i.highlightId)]] : [])),
      ),
    };
  }

  /** What `observe` must find, from the model alone. */
  function expectedView(items: Item[]) {
    const rowOf: Record<State, string> = { LIVE: 'ROW_LIVE', IN_TRASH: 'ROW_IN_TRASH', GONE: 'NO_ROW' };
    return {
      reads: Object.fromEntries(items.map((i) => [i.label, readable(i) ? 'READABLE' : 'NOT_FOUND'])),
      highlights: Object.fromEntries(
        items.flatMap((i) => (i.highlightId ? [[i.label, readable(i) ? 'READABLE' : 'NOT_FOUND']] : [])),
      ),
      listedInTrash: items.filter((i) => i.state === 'IN_TRASH').map((i) => i.label),
      rows: Object.fromEntries(items.map((i) => [i.label, rowOf[i.state]])),
      highlightRows: Object.fromEntries(
        items.flatMap((i) => (i.highlightId ? [[i.label, i.state !== 'GONE']] : [])),
      ),
    };
  }

  async function recordedEvents(items: Item[]): Promise<string[]> {
    const byId = new Map(items.map((i) => [i.id, i.label]));
    const subjects = Object.entries(READS).flatMap(([kind, read]) =>
      Object.values(EVENTS).map((event) => ({
        subject: `${read}.${event}`,
        idField: PAYLOAD_ID[kind as Kind],
      })),
    );
    const rows = await sql<{ subject: string; payload: Record<string, string> }>(
      sut,
      'select subject, payload from regional.outbox_events where workspace_id = ? and subject in (?) order by occurred_at',
      [ws.id, subjects.map((s) => s.subject)],
    );
    return rows.flatMap((row) => {
      const idField = subjects.find((s) => s.subject === row.subject)?.idField ?? '';
      const label = byId.get(row.payload[idField] ?? '');
      return label ? [`${row.subject} ${label}`] : [];
    });
  }

  /**
   * Runs one random sequence, checking the product against the model after every step; returns the
   * outcomes it reached (a transition that went through, or the refusal's message).
   */
  async function runSequence(seed: number): Promise<Set<string>> {
    const random = seededRandom(seed);
    const items = await buildWorld(seed);
    const expectedEvents: string[] = [];
    const reached = new Set<string>();
    for (let step = 1; step <= STEPS_PER_SEQUENCE; step += 1) {
      const next = randomStep(random, items);
      const expected = expectedOutcome(next);
      const done = `${next.actor} ${next.transition} ${next.item.label}`;
      expect({ seed, step, done, outcome: await perform(next) }).toEqual({
        seed,
        step,
        done,
        outcome: expected,
      });
      reached.add(expected === null ? `${next.transition} ${next.item.kind}` : expected.message);
      if (expected === null) {
        apply(next, items);
        expectedEvents.push(`${READS[next.item.kind]}.${EVENTS[next.transition]} ${next.item.label}`);
      }
      const view = await observe(items);
      expect({ seed, step, done, view }).toEqual({ seed, step, done, view: expectedView(items) });
      // Never both: what reads is never listed in the trash.
      expect(view.listedInTrash.filter((label) => view.reads[label] === 'READABLE')).toEqual([]);
    }
    // Each transition that went through recorded its event, in order; no refusal recorded any.
    expect({ seed, events: await recordedEvents(items) }).toEqual({ seed, events: expectedEvents });
    return reached;
  }

  const replaySeed = process.env.TRASH_LIFECYCLE_SEED;

  it('should agree with the model at every step, and reach every outcome, when the fixed random sequences run', async () => {
    const reached = new Set<string>();
    for (const seed of replaySeed ? [Number(replaySeed)] : FIXED_SEEDS)
      for (const outcome of await runSequence(seed)) reached.add(outcome);
    // The sequences are only worth their time if they go everywhere: every transition of every kind,
    // and every refusal (restore and delete after a deletion for good among the NOT_FOUNDs).
    if (!replaySeed) expect([...reached].sort()).toEqual([...ALL_OUTCOMES].sort());
  }, 240_000);

  it("should agree with the model at every step when the run's own random sequence runs (Jest's --seed)", async () => {
    await runSequence(Number(replaySeed ?? jest.getSeed()));
  }, 120_000);

  it('should refuse restoring and deleting again, with NOT_FOUND, whatever was deleted for good, its project’s children included', async () => {
    const items = await buildWorld(0);
    const [project, note, , insight] = items as [Item, Item, Item, Item];
    for (const step of [
      { actor: 'MANAGER', transition: 'trash', item: note },
      { actor: 'MANAGER', transition: 'deleteForever', item: note },
      { actor: 'MANAGER', transition: 'trash', item: project },
      { actor: 'MANAGER', transition: 'deleteForever', item: project },
    ] as Step[])
      expect(await perform(step)).toBeNull();

    for (const item of [note, project, insight])
      for (const transition of ['restore', 'deleteForever', 'trash'] as Transition[])
        expect(await perform({ actor: 'MANAGER', transition, item })).toEqual({
          code: 'NOT_FOUND',
          message: `${NAMES[item.kind]} was not found.`,
        });
  });
});
