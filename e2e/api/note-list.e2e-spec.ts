import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { TUNED_LIMITS } from './tuned-limits';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface ListedNote {
  id: string;
  title: string;
  highlightCount: number;
  tagCounts: { tagId: string; title: string; count: number }[];
}

const LIST = `query($p: ID!, $offset: Int, $limit: Int, $order: NoteOrderBy) {
  notes(projectId: $p, offset: $offset, limit: $limit, orderBy: $order) {
    id title highlightCount tagCounts { tagId title count } } }`;

describe('a project’s notes list: pages, orders and counts', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;

  const list = async (variables: Record<string, unknown>) =>
    expectOk(await ws.manager.client.gql<{ notes: ListedNote[] }>(LIST, variables)).notes;
  const createTag = async (title: string) =>
    expectOk(
      await ws.manager.client.gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        { i: { title } },
      ),
    ).createTag.id;
  const highlight = async (noteId: string, start: number, end: number, text: string, tagIds: string[]) =>
    expectOk(
      await ws.manager.client.gql(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: start, endOffset: end, text, tagIds } },
      ),
    );

  beforeAll(async () => {
    // A workspace operator may raise the cost limit (GRAPHQL_MAX_COMPLEXITY) far enough for a list to
    // carry the notes' text: the list must then still read it (TUNED_LIMITS).
    sut = await sharedTestServer(TUNED_LIMITS);
    ws = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  it('should page through every note exactly once in each order', async () => {
    const projectId = await buildProject(ws.manager.client);
    const titles = ['delta', 'alpha', 'echo', 'charlie', 'bravo'];
    const ids = [];
    for (const title of titles) ids.push(await buildNote(ws.manager.client, projectId, title));
    for (const order of ['CREATED_AT_DESC', 'UPDATED_AT_DESC', 'TITLE_ASC']) {
      const pages = [
        await list({ p: projectId, offset: 0, limit: 2, order }),
        await list({ p: projectId, offset: 2, limit: 2, order }),
        await list({ p: projectId, offset: 4, limit: 2, order }),
      ];
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(
        pages
          .flat()
          .map((n) => n.id)
          .sort(),
      ).toEqual([...ids].sort());
    }
    const byTitle = await list({ p: projectId, order: 'TITLE_ASC' });
    expect(byTitle.map((n) => n.title)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    const newestFirst = await list({ p: projectId });
    expect(newestFirst.map((n) => n.title)).toEqual([...titles].reverse());
  });

  it('should count each note’s highlights and the tags on them, most used first', async () => {
    const projectId = await buildProject(ws.manager.client);
    const busy = await buildNote(ws.manager.client, projectId, 'Busy', 'Pricing is confusing and slow');
    const quiet = await buildNote(ws.manager.client, projectId, 'Quiet', 'Nothing here');
    const pricing = await createTag(`Pricing ${Date.now()}`);
    const speed = await createTag(`Speed ${Date.now()}`);
    await highlight(busy, 0, 7, 'Pricing', [pricing]);
    await highlight(busy, 11, 20, 'confusing', [pricing, speed]);
    await highlight(busy, 25, 29, 'slow', []);
    const rows = await list({ p: projectId });
    const busyRow = rows.find((n) => n.id === busy);
    expect(busyRow?.highlightCount).toBe(3);
    expect(busyRow?.tagCounts.map((t) => [t.tagId, t.count])).toEqual([
      [pricing, 2],
      [speed, 1],
    ]);
    expect(rows.find((n) => n.id === quiet)).toMatchObject({ highlightCount: 0, tagCounts: [] });
    // Tags used equally often come in title order.
    const tied = await buildNote(ws.manager.client, projectId, 'Tied', 'Zeta then alpha');
    const zeta = await createTag(`Zeta ${Date.now()}`);
    const alpha = await createTag(`Alpha ${Date.now()}`);
    await highlight(tied, 0, 4, 'Zeta', [zeta, alpha]);
    const tiedRow = (await list({ p: projectId })).find((n) => n.id === tied);
    expect(tiedRow?.tagCounts.map((t) => [t.tagId, t.count])).toEqual([
      [alpha, 1],
      [zeta, 1],
    ]);
    const single = expectOk(
      await ws.manager.client.gql<{ note: ListedNote }>(
        'query($id: ID!) { note(id: $id) { highlightCount tagCounts { tagId count } } }',
        { id: busy },
      ),
    ).note;
    expect(single.highlightCount).toBe(3);
    expect(single.tagCounts).toHaveLength(2);
  });

  it('should return the notes’ text only when the list asks for it, whether directly or in a fragment', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Texted', 'Support was slow.');
    type Row = { id: string; title?: string; content?: string; contentJson?: string | null };
    const read = async (query: string) =>
      expectOk(await ws.manager.client.gql<{ notes: Row[] }>(query, { p: projectId })).notes;
    const created = expectOk(
      await ws.manager.client.gql<{ note: { createdBy: string; createdAt: string; updatedAt: string } }>(
        'query($id: ID!) { note(id: $id) { createdBy createdAt updatedAt } }',
        { id: noteId },
      ),
    ).note;
    expect(
      await read('query($p: ID!) { notes(projectId: $p) { id title createdBy createdAt updatedAt } }'),
    ).toEqual([{ id: noteId, title: 'Texted', ...created }]);
    expect(await read('query($p: ID!) { notes(projectId: $p) { id content } }')).toEqual([
      { id: noteId, content: 'Support was slow.' },
    ]);
    const viaFragment = await read(
      'query($p: ID!) { notes(projectId: $p) { ...Text } } fragment Text on Note { id content contentJson }',
    );
    expect(viaFragment).toHaveLength(1);
    expect(viaFragment[0]).toMatchObject({ id: noteId, content: 'Support was slow.' });
    expect(viaFragment[0]).toHaveProperty('contentJson');
  });

  it.each([
    [{ limit: 1001 }, 'limit must be between 0 and 1000.'],
    [{ limit: -1 }, 'limit must be between 0 and 1000.'],
    [{ offset: -5 }, 'offset must be 0 or more.'],
  ])('should refuse %j with BAD_USER_INPUT', async (paging, message) => {
    const projectId = await buildProject(ws.manager.client);
    const response = await ws.manager.client.gql(LIST, { p: projectId, ...paging });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
  });
});
