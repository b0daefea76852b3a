import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

type TagCount = { title: string; count: number };

/**
 * A note's tag counts are kept by the database (note_tag_counts and its triggers) rather than counted
 * on every read. Every way a highlight's tags change must keep them exactly what counting the links
 * would give: checked against a count of highlight_tags after each step, and through the API.
 */
describe("notes' tag counts", () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let schema: string;
  let projectId: string;

  const gql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> =>
    expectOk(await ws.manager.client.gql<T>(query, variables));

  const tag = async (title: string): Promise<string> =>
    (
      await gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        {
          i: { projectId, title },
        },
      )
    ).createTag.id;

  const highlight = async (noteId: string, tagIds: string[]): Promise<string> =>
    (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: 0, endOffset: 8, text: 'Pricing ', tagIds } },
      )
    ).createHighlight.id;

  /** What the notes list says, most used first. */
  const countsOf = async (noteId: string): Promise<TagCount[]> => {
    const notes = (
      await gql<{ notes: { id: string; tagCounts: TagCount[] }[] }>(
        'query($p: ID!) { notes(projectId: $p) { id tagCounts { title count } } }',
        { p: projectId },
      )
    ).notes;
    return notes.find((n) => n.id === noteId)?.tagCounts ?? [];
  };

  /** The kept counts equal a fresh count of the links, row for row. */
  const expectKeptEqualsCounted = async (): Promise<void> => {
    const kept = await sql<{ note_id: string; tag_id: string; n: number }>(
      sut,
      `select note_id, tag_id, highlight_count as n from ${schema}.note_tag_counts order by note_id, tag_id`,
    );
    const counted = await sql<{ note_id: string; tag_id: string; n: number }>(
      sut,
      `select h.note_id, ht.tag_id, count(*)::int as n from ${schema}.highlight_tags ht
         join ${schema}.highlights h on h.id = ht.highlight_id group by h.note_id, ht.tag_id order by 1, 2`,
    );
    expect(kept).toEqual(counted);
  };

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    schema = `"${team.schema_name}"`;
  });
  afterAll(() => sut.close());

  beforeEach(async () => {
    projectId = await buildProject(ws.manager.client);
  });

  it('should count tags as highlights are tagged, untagged and deleted', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Call with Ana', 'Pricing was confusing.');
    const pricing = await tag('Pricing');
    const onboarding = await tag('Onboarding');
    const first = await highlight(noteId, [pricing, onboarding]);
    const second = await highlight(noteId, [pricing]);
    expect(await countsOf(noteId)).toEqual([
      { title: 'Pricing', count: 2 },
      { title: 'Onboarding', count: 1 },
    ]);
    await expectKeptEqualsCounted();

    await gql('mutation($h: ID!, $t: ID!) { untagHighlight(highlightId: $h, tagId: $t) { id } }', {
      h: first,
      t: pricing,
    });
    expect(await countsOf(noteId)).toEqual([
      { title: 'Onboarding', count: 1 },
      { title: 'Pricing', count: 1 },
    ]);
    await gql('mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { id } }', {
      h: second,
      t: onboarding,
    });
    await gql('mutation($id: ID!) { deleteHighlight(id: $id) }', { id: first });
    expect(await countsOf(noteId)).toEqual([
      { title: 'Onboarding', count: 1 },
      { title: 'Pricing', count: 1 },
    ]);
    await gql('mutation($id: ID!) { deleteHighlight(id: $id) }', { id: second });
    expect(await countsOf(noteId)).toEqual([]);
    await expectKeptEqualsCounted();
  });

  it('should move counts when two tags merge and drop them when a tag is deleted', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Call with Ben', 'Pricing was confusing.');
    const price = await tag('Price');
    const pricing = await tag('Pricing');
    const slow = await tag('Slow');
    await highlight(noteId, [price]);
    await highlight(noteId, [price, pricing]);
    await highlight(noteId, [pricing, slow]);

    await gql('mutation($s: ID!, $t: ID!) { mergeTags(sourceId: $s, targetId: $t) { id } }', {
      s: price,
      t: pricing,
    });
    // Three highlights carry Pricing now: the one with both is counted once.
    expect(await countsOf(noteId)).toEqual([
      { title: 'Pricing', count: 3 },
      { title: 'Slow', count: 1 },
    ]);
    await expectKeptEqualsCounted();

    await gql('mutation($id: ID!) { deleteTag(id: $id) }', { id: pricing });
    expect(await countsOf(noteId)).toEqual([{ title: 'Slow', count: 1 }]);
    await expectKeptEqualsCounted();
  });

  it('should keep counts through the trash and drop them when a note is deleted for good', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Call with Cleo', 'Pricing was confusing.');
    const pricing = await tag('Pricing');
    await highlight(noteId, [pricing]);
    await gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: noteId });
    await gql('mutation($id: ID!) { restoreNote(id: $id) { id } }', { id: noteId });
    expect(await countsOf(noteId)).toEqual([{ title: 'Pricing', count: 1 }]);

    await gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: noteId });
    await gql('mutation($id: ID!) { deleteNoteForever(id: $id) }', { id: noteId });
    const left = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from ${schema}.note_tag_counts where note_id = ?`,
      [noteId],
    );
    expect(left).toEqual([{ n: 0 }]);
    await expectKeptEqualsCounted();
  });

  it('should move counts with a highlight that moves to another note', async () => {
    const from = await buildNote(ws.manager.client, projectId, 'Call with Dev', 'Pricing was confusing.');
    const to = await buildNote(ws.manager.client, projectId, 'Call with Eve', 'Pricing was confusing.');
    const pricing = await tag('Pricing');
    const moved = await highlight(from, [pricing]);
    await highlight(from, [pricing]);
    // No operation moves a highlight today; the trigger covers any code that will.
    await sql(sut, `update ${schema}.highlights set note_id = ? where id = ?`, [to, moved]);
    expect(await countsOf(from)).toEqual([{ title: 'Pricing', count: 1 }]);
    expect(await countsOf(to)).toEqual([{ title: 'Pricing', count: 1 }]);
    await expectKeptEqualsCounted();
  });
});
