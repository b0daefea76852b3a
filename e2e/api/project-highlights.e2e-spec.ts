import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

const TEXT = 'Setup took weeks. Pricing felt fair. Support was slow. The export is great.';
const PAGE = `query($p: ID!, $tags: [ID!], $offset: Int, $limit: Int) {
  projectHighlights(projectId: $p, tagIds: $tags, offset: $offset, limit: $limit) {
    total offset limit items { id text noteId noteTitle tags { id title } }
  }
}`;

interface Page {
  total: number;
  items: { id: string; text: string; noteId: string; noteTitle: string; tags: { id: string }[] }[];
}

describe('project highlights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  let noteId: string;
  let pains: string;
  let gains: string;
  const quotes = ['Setup took weeks.', 'Pricing felt fair.', 'Support was slow.', 'The export is great.'];
  const ids: Record<string, string> = {};

  async function highlight(quote: string, tagIds: string[]): Promise<string> {
    const start = TEXT.indexOf(quote);
    return expectOk(
      await contributor.client.gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      ),
    ).createHighlight.id;
  }
  async function tag(title: string): Promise<string> {
    return expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { projectId, title } },
      ),
    ).createTag.id;
  }
  async function page(variables: Record<string, unknown>): Promise<Page> {
    return expectOk(
      await viewer.client.gql<{ projectHighlights: Page }>(PAGE, { p: projectId, ...variables }),
    ).projectHighlights;
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(contributor.client);
    noteId = await buildNote(contributor.client, projectId, 'Interview with Ana', TEXT);
    pains = await tag('Pains');
    gains = await tag('Gains');
    ids.setup = await highlight(quotes[0], [pains]);
    ids.pricing = await highlight(quotes[1], [gains]);
    ids.support = await highlight(quotes[2], [pains]);
    ids.export = await highlight(quotes[3], []);
    // Another project's highlight must never appear.
    const otherProject = await buildProject(contributor.client);
    const otherNote = await buildNote(contributor.client, otherProject, 'Elsewhere', TEXT);
    expectOk(
      await contributor.client.gql(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId: otherNote, startOffset: 0, endOffset: 17, text: quotes[0], tagIds: [] } },
      ),
    );
  });
  afterAll(() => sut.close());

  it('should list every highlight of the project newest first with its note title and tags', async () => {
    const all = await page({});
    expect(all.total).toBe(4);
    expect(all.items.map((h) => h.id)).toEqual([ids.export, ids.support, ids.pricing, ids.setup]);
    expect(all.items[1]).toMatchObject({ noteId, noteTitle: 'Interview with Ana', tags: [{ id: pains }] });
  });

  it('should keep only highlights carrying any of the chosen tags when filtered', async () => {
    const painful = await page({ tags: [pains] });
    expect(painful.total).toBe(2);
    expect(painful.items.map((h) => h.id)).toEqual([ids.support, ids.setup]);
    const either = await page({ tags: [pains, gains] });
    expect(either.items.map((h) => h.id)).toEqual([ids.support, ids.pricing, ids.setup]);
  });

  it('should page with offset and limit and keep the total', async () => {
    const first = await page({ limit: 2 });
    const second = await page({ limit: 2, offset: 2 });
    const beyond = await page({ limit: 2, offset: 10 });
    expect(first.items.map((h) => h.id)).toEqual([ids.export, ids.support]);
    expect(second.items.map((h) => h.id)).toEqual([ids.pricing, ids.setup]);
    expect(beyond).toEqual({ total: 4, offset: 10, limit: 2, items: [] });
  });

  it('should refuse a limit over 200 or below 1 and a negative offset', async () => {
    for (const variables of [{ limit: 201 }, { limit: 0 }, { offset: -1 }]) {
      expect(errorCode(await viewer.client.gql(PAGE, { p: projectId, ...variables }))).toBe('BAD_USER_INPUT');
    }
  });

  it('should leave out the highlights of a note in the trash and answer NOT_FOUND for an unknown project', async () => {
    const trashedNote = await buildNote(contributor.client, projectId, 'Trashed', TEXT);
    expectOk(
      await contributor.client.gql(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId: trashedNote, startOffset: 0, endOffset: 17, text: quotes[0], tagIds: [pains] } },
      ),
    );
    expect((await page({})).total).toBe(5);
    expectOk(await contributor.client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: trashedNote }));
    expect((await page({})).total).toBe(4);
    const unknown = await viewer.client.gql(PAGE, { p: '00000000-0000-4000-8000-000000000000' });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});
