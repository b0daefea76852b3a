import { randomUUID } from 'node:crypto';
import { MAX_LENGTH } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  MAX_SEGMENTS_PER_WORKSPACE,
  MAX_SEGMENT_PEOPLE_PER_CALL,
} from '../../services/api/src/modules/segments';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';
import { ids, searchUntil } from './search-client';

interface SegmentData {
  id: string;
  title: string;
  personCount: number;
}

const SEGMENT = 'id title personCount';
const CREATE = `mutation($t: String!) { createSegment(input: { title: $t }) { ${SEGMENT} } }`;
const RENAME = `mutation($id: ID!, $t: String!) { renameSegment(input: { id: $id, title: $t }) { ${SEGMENT} } }`;
const DELETE = 'mutation($id: ID!) { deleteSegment(id: $id) }';
const ADD = `mutation($s: ID!, $p: [ID!]!) { addPeopleToSegment(input: { segmentId: $s, personIds: $p }) { ${SEGMENT} } }`;
const REMOVE = `mutation($s: ID!, $p: [ID!]!) { removePeopleFromSegment(input: { segmentId: $s, personIds: $p }) { ${SEGMENT} } }`;
const LIST = `{ segments { ${SEGMENT} } }`;
const ONE = `query($id: ID!) { segment(id: $id) { ${SEGMENT} } }`;
const PEOPLE_IN = `query($s: ID!) { people(segmentId: $s, sortBy: NAME) { totalCount nodes { id name segments { id title personCount } } } }`;

describe('segments of people', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schemaName: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    schemaName = team.schema_name;
  }, 120_000);
  afterAll(() => sut.close());

  function tag(): string {
    return uniqueSuffix().replace(/[^a-z0-9]/gi, '');
  }
  async function person(name: string): Promise<string> {
    return expectOk(
      await contributor.client.gql<{ createPerson: { id: string } }>(
        'mutation($n: String!) { createPerson(input: { name: $n }) { id } }',
        { n: name },
      ),
    ).createPerson.id;
  }
  async function segment(title = `Segment ${tag()}`, client: GraphqlClient = contributor.client) {
    return expectOk(await client.gql<{ createSegment: SegmentData }>(CREATE, { t: title })).createSegment;
  }
  async function add(segmentId: string, personIds: string[]): Promise<SegmentData> {
    return expectOk(
      await contributor.client.gql<{ addPeopleToSegment: SegmentData }>(ADD, { s: segmentId, p: personIds }),
    ).addPeopleToSegment;
  }
  async function peopleIn(segmentId: string, client: GraphqlClient = viewer.client) {
    return expectOk(
      await client.gql<{
        people: {
          totalCount: number;
          nodes: { id: string; name: string; segments: SegmentData[] }[];
        };
      }>(PEOPLE_IN, { s: segmentId }),
    ).people;
  }
  async function events(segmentId: string): Promise<string[]> {
    const rows = await sql<{ subject: string }>(
      sut,
      `select subject from regional.outbox_events where workspace_id = ? and payload->>'segmentId' = ?
        order by subject`,
      [ws.id, segmentId],
    );
    return rows.map((r) => r.subject);
  }

  it('should create, rename, fill, list, empty and delete a segment, writing an outbox event for each change', async () => {
    const t = tag();
    const ada = await person(`Ada ${t}`);
    const bob = await person(`Bob ${t}`);
    const created = await segment(`  Enterprise ${t}  `);
    expect(created).toMatchObject({ title: `Enterprise ${t}`, personCount: 0 });

    const renamed = expectOk(
      await contributor.client.gql<{ renameSegment: SegmentData }>(RENAME, { id: created.id, t: `Big ${t}` }),
    ).renameSegment;
    expect(renamed.title).toBe(`Big ${t}`);
    // Someone already in it stays once, whatever the case of the ids sent.
    expect((await add(created.id, [ada, bob, ada.toUpperCase()])).personCount).toBe(2);
    expect((await add(created.id, [ada])).personCount).toBe(2);

    const listed = expectOk(await viewer.client.gql<{ segments: SegmentData[] }>(LIST)).segments;
    expect(listed).toContainEqual({ id: created.id, title: `Big ${t}`, personCount: 2 });
    expect(
      expectOk(await viewer.client.gql<{ segment: SegmentData }>(ONE, { id: created.id })).segment,
    ).toEqual({ id: created.id, title: `Big ${t}`, personCount: 2 });
    const members = await peopleIn(created.id);
    expect(members.totalCount).toBe(2);
    expect(members.nodes.map((n) => n.name)).toEqual([`Ada ${t}`, `Bob ${t}`]);
    expect(members.nodes[0].segments).toEqual([{ id: created.id, title: `Big ${t}`, personCount: 2 }]);

    const removed = expectOk(
      await contributor.client.gql<{ removePeopleFromSegment: SegmentData }>(REMOVE, {
        s: created.id,
        p: [bob],
      }),
    ).removePeopleFromSegment;
    expect(removed.personCount).toBe(1);
    expect((await peopleIn(created.id)).nodes.map((n) => n.id)).toEqual([ada]);

    expect(
      expectOk(await contributor.client.gql<{ deleteSegment: boolean }>(DELETE, { id: created.id })),
    ).toEqual({ deleteSegment: true });
    expect(errorCode(await viewer.client.gql(ONE, { id: created.id }))).toBe('NOT_FOUND');
    expect(errorCode(await viewer.client.gql(PEOPLE_IN, { s: created.id }))).toBe('NOT_FOUND');
    // The people stay.
    const [left] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schemaName}".people where id = any(?::uuid[])`,
      [`{${ada},${bob}}`],
    );
    expect(Number(left.n)).toBe(2);
    // Adding someone already in it wrote no second event.
    expect(await events(created.id)).toEqual([
      'segment.created',
      'segment.deleted',
      'segment.people_added',
      'segment.people_removed',
      'segment.renamed',
    ]);
  });

  it('should take a person out of every segment when the person is deleted', async () => {
    const t = tag();
    const gone = await person(`Gone ${t}`);
    const stays = await person(`Stays ${t}`);
    const seg = await segment();
    await add(seg.id, [gone, stays]);
    expectOk(await contributor.client.gql('mutation($id: ID!) { deletePerson(id: $id) }', { id: gone }));
    expect(
      expectOk(await viewer.client.gql<{ segment: SegmentData }>(ONE, { id: seg.id })).segment.personCount,
    ).toBe(1);
    expect((await peopleIn(seg.id)).nodes.map((n) => n.id)).toEqual([stays]);
  });

  describe('validation', () => {
    it('should refuse an empty, too long or taken name with its message, changing nothing', async () => {
      const taken = await segment(`Churned ${tag()}`);
      const before = expectOk(await viewer.client.gql<{ segments: SegmentData[] }>(LIST)).segments;
      const cases: [string, string][] = [
        ['   ', 'Segment name cannot be empty.'],
        ['x'.repeat(MAX_LENGTH.segmentTitle + 1), `${MAX_LENGTH.segmentTitle}`],
        [taken.title.toUpperCase(), 'already exists'],
      ];
      for (const [title, message] of cases) {
        const response = await contributor.client.gql(CREATE, { t: title });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0].message).toContain(message);
        expect(JSON.stringify(response)).not.toMatch(/segments_title_unique|duplicate key|at .*\.js/);
      }
      const other = await segment();
      const rename = await contributor.client.gql(RENAME, { id: other.id, t: taken.title });
      expect(errorCode(rename)).toBe('BAD_USER_INPUT');
      expect(expectOk(await viewer.client.gql<{ segments: SegmentData[] }>(LIST)).segments).toEqual(
        [...before, other].sort((a, b) => a.title.localeCompare(b.title)),
      );
      // Exactly the limit is accepted.
      const longest = await segment('y'.repeat(MAX_LENGTH.segmentTitle));
      expect(longest.title).toHaveLength(MAX_LENGTH.segmentTitle);
    });

    it('should refuse too many people at once, ids that are not UUIDs and people that do not exist, adding nobody', async () => {
      const seg = await segment();
      const real = await person(`Real ${tag()}`);
      const tooMany = Array.from({ length: MAX_SEGMENT_PEOPLE_PER_CALL + 1 }, () => randomUUID());
      const cases: [string[], string][] = [
        [tooMany, `at most ${MAX_SEGMENT_PEOPLE_PER_CALL} people`],
        [[real, 'not-a-uuid'], 'must be a UUID'],
        [[real, randomUUID()], 'One of these people does not exist.'],
      ];
      for (const [personIds, message] of cases) {
        const response = await contributor.client.gql(ADD, { s: seg.id, p: personIds });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors?.[0].message).toContain(message);
      }
      expect((await peopleIn(seg.id)).totalCount).toBe(0);
      // Exactly the batch limit is accepted (the ids must then exist).
      const many = await sql<{ id: string }>(
        sut,
        `insert into "${schemaName}".people (id, name, created_by)
           select gen_random_uuid(), 'Bulk ' || n, ? from generate_series(1, ?) n returning id`,
        [contributor.id, MAX_SEGMENT_PEOPLE_PER_CALL],
      );
      expect(
        (
          await add(
            seg.id,
            many.map((r) => r.id),
          )
        ).personCount,
      ).toBe(MAX_SEGMENT_PEOPLE_PER_CALL);
    });

    it('should refuse a segment past the workspace limit', async () => {
      const own = await signUpAndCreateWorkspace(sut);
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [own.id],
      );
      await sql(
        sut,
        `insert into "${team.schema_name}".segments (id, title, created_by)
           select gen_random_uuid(), 'Seeded ' || n, ? from generate_series(1, ?) n`,
        [own.manager.id, MAX_SEGMENTS_PER_WORKSPACE - 1],
      );
      await segment('The last one', own.manager.client);
      const refused = await own.manager.client.gql(CREATE, { t: 'One too many' });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toBe(
        `A workspace can have at most ${MAX_SEGMENTS_PER_WORKSPACE} segments. Delete one you no longer use first.`,
      );
      expect(expectOk(await own.manager.client.gql<{ segments: SegmentData[] }>(LIST)).segments).toHaveLength(
        MAX_SEGMENTS_PER_WORKSPACE,
      );
    });

    it('should answer NOT_FOUND for a segment id that is not one, malformed or unknown', async () => {
      for (const id of ['nope', randomUUID()]) {
        expect(errorCode(await viewer.client.gql(ONE, { id }))).toBe('NOT_FOUND');
        expect(errorCode(await contributor.client.gql(RENAME, { id, t: 'x' }))).toBe('NOT_FOUND');
        expect(errorCode(await contributor.client.gql(DELETE, { id }))).toBe('NOT_FOUND');
        expect(errorCode(await contributor.client.gql(ADD, { s: id, p: [] }))).toBe('NOT_FOUND');
      }
    });
  });

  it('should let a viewer read segments but refuse every change with FORBIDDEN, changing nothing', async () => {
    const seg = await segment();
    const someone = await person(`Someone ${tag()}`);
    await add(seg.id, [someone]);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { t: `Viewer made ${tag()}` }],
      [RENAME, { id: seg.id, t: 'Viewer renamed' }],
      [DELETE, { id: seg.id }],
      [ADD, { s: seg.id, p: [await person(`Other ${tag()}`)] }],
      [REMOVE, { s: seg.id, p: [someone] }],
    ];
    for (const [mutation, variables] of attempts) {
      expect(errorCode(await viewer.client.gql(mutation, variables))).toBe('FORBIDDEN');
    }
    expect(expectOk(await viewer.client.gql<{ segment: SegmentData }>(ONE, { id: seg.id })).segment).toEqual({
      ...seg,
      personCount: 1,
    });
    expect((await peopleIn(seg.id)).nodes.map((n) => n.id)).toEqual([someone]);
    expect(await events(seg.id)).toEqual(['segment.created', 'segment.people_added']);
  });

  describe('search by segment', () => {
    it('should find the people of a segment and the notes and highlights linked to them, and nothing else', async () => {
      const t = tag();
      const inside = await person(`Inside ${t}`);
      const outside = await person(`Outside ${t}`);
      const seg = await segment();
      const other = await segment();
      await add(seg.id, [inside]);
      await add(other.id, [outside]);
      const projectId = await buildProject(contributor.client);
      const text = `Checkout ${t} was confusing for the whole team.`;
      const theirs = await buildNote(contributor.client, projectId, `Call with inside ${t}`, text);
      const notTheirs = await buildNote(contributor.client, projectId, `Call with outside ${t}`, text);
      const highlight = expectOk(
        await contributor.client.gql<{ createHighlight: { id: string } }>(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          { input: { noteId: theirs, startOffset: 0, endOffset: 8, text: text.slice(0, 8), tagIds: [] } },
        ),
      ).createHighlight;
      for (const [noteId, personId] of [
        [theirs, inside],
        [notTheirs, outside],
      ])
        expectOk(
          await contributor.client.gql(
            'mutation($n: ID!, $p: ID!) { linkPersonToNote(noteId: $n, personId: $p) { id } }',
            {
              n: noteId,
              p: personId,
            },
          ),
        );

      const expected = [inside, theirs, highlight.id].sort();
      const found = await searchUntil(
        viewer.client,
        { segments: { operator: 'CONTAINS', ids: [seg.id] }, limit: 50 },
        (f) => ids(f).length === expected.length,
      );
      expect(ids(found)).toEqual(expected);
      // Two segments: anyone in either.
      const both = await searchUntil(
        viewer.client,
        { segments: { ids: [seg.id, other.id] }, query: { value: `Checkout ${t}` }, limit: 50 },
        (f) => f.total === 3,
      );
      expect(ids(both)).toEqual([theirs, notTheirs, highlight.id].sort());
      // As a row of the filter form, combined with another.
      const rows = await searchUntil(
        viewer.client,
        {
          filter: {
            combinator: 'AND',
            clauses: [{ segments: { ids: [seg.id] } }, { types: { operator: 'CONTAINS', types: ['NOTE'] } }],
          },
          limit: 50,
        },
        (f) => f.total === 1,
      );
      expect(ids(rows)).toEqual([theirs]);
      const bad = await viewer.client.gql(
        'query { search(input: { segments: { ids: ["nope"] } }) { total } }',
      );
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    });
  });
});
