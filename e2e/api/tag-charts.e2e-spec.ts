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
  sql,
} from './factories';

const CHART_FIELDS = `projectId metric type collapsedGroupIds hiddenItemIds
  groups { id title boardTitle collapsed }
  items { id kind title highlightCount noteCount textVolume hidden }`;
const CHART = `query($p: ID!) { tagChart(projectId: $p) { ${CHART_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateTagChartInput!) { updateTagChart(input: $input) { ${CHART_FIELDS} } }`;

interface Item {
  id: string;
  kind: string;
  title: string;
  highlightCount: number;
  noteCount: number;
  textVolume: number;
  hidden: boolean;
}
interface Chart {
  metric: string;
  type: string;
  collapsedGroupIds: string[];
  hiddenItemIds: string[];
  groups: { id: string; title: string; collapsed: boolean }[];
  items: Item[];
}

const TEXT_ONE = 'Setup took three weeks and the importer kept failing on spreadsheets.';
const TEXT_TWO = 'Support answered within a day, which the team loved.';

/** Tag charts (spec 000 §3 chart options): figures counted in SQL, trash left out, options per project. */
describe('tag charts', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, who = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  const chart = async (projectId: string, who = viewer) =>
    (await gql<{ tagChart: Chart }>(CHART, { p: projectId }, who)).tagChart;
  const update = (input: Record<string, unknown>, who = contributor) =>
    who.client.gql<{ updateTagChart: Chart }>(UPDATE, { input });
  const tag = async (projectId: string, title: string) =>
    (
      await gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        {
          input: { projectId, title },
        },
      )
    ).createTag.id;
  async function highlight(noteId: string, text: string, quote: string, tagIds: string[]) {
    const start = text.indexOf(quote);
    return (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      )
    ).createHighlight.id;
  }
  const item = (c: Chart, id: string) => c.items.find((i) => i.id === id);

  /** A project with tags Setup, Bugs and Support; Setup and Bugs in group "Pains" of a board. */
  async function buildProjectWithTags() {
    const projectId = await buildProject(contributor.client);
    const setup = await tag(projectId, 'Setup');
    const bugs = await tag(projectId, 'Bugs');
    const support = await tag(projectId, 'Support');
    const boardId = (
      await gql<{ createTagBoard: { id: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Themes" }) { id } }',
        { p: projectId },
      )
    ).createTagBoard.id;
    const groupId = (
      await gql<{ createTagGroup: { id: string } }>(
        'mutation($b: ID!) { createTagGroup(input: { boardId: $b, title: "Pains" }) { id } }',
        { b: boardId },
      )
    ).createTagGroup.id;
    for (const tagId of [setup, bugs]) {
      await gql(
        'mutation($b: ID!, $t: ID!, $g: ID!) { moveTagOnBoard(input: { boardId: $b, tagId: $t, groupId: $g }) { id } }',
        { b: boardId, t: tagId, g: groupId },
      );
    }
    const noteOne = await buildNote(contributor.client, projectId, 'Interview one', TEXT_ONE);
    const noteTwo = await buildNote(contributor.client, projectId, 'Interview two', TEXT_TWO);
    const first = 'the importer kept failing';
    const second = 'Setup took three weeks';
    await highlight(noteOne, TEXT_ONE, first, [setup, bugs]);
    await highlight(noteOne, TEXT_ONE, second, [setup]);
    await highlight(noteTwo, TEXT_TWO, 'Support answered within a day', [support]);
    return { projectId, setup, bugs, support, groupId, noteTwo, first, second };
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  });

  afterAll(() => sut.close());

  it('should count highlights, notes and characters of each tag, largest first', async () => {
    const p = await buildProjectWithTags();
    const c = await chart(p.projectId);
    expect(c).toMatchObject({
      metric: 'HIGHLIGHT_COUNT',
      type: 'BAR',
      collapsedGroupIds: [],
      hiddenItemIds: [],
    });
    expect(c.items.map((i) => i.title)).toEqual(['Setup', 'Bugs', 'Support']);
    expect(item(c, p.setup)).toMatchObject({
      kind: 'TAG',
      highlightCount: 2,
      noteCount: 1,
      textVolume: p.first.length + p.second.length,
    });
    expect(item(c, p.bugs)).toMatchObject({ highlightCount: 1, noteCount: 1, textVolume: p.first.length });
    expect(c.groups.map((g) => g.title)).toEqual(['Pains']);
  });

  it('should count a collapsed group once per highlight and hide what is hidden, saved for the project', async () => {
    const p = await buildProjectWithTags();
    const updated = expectOk(
      await update({
        projectId: p.projectId,
        metric: 'TEXT_VOLUME',
        type: 'TREEMAP',
        collapsedGroupIds: [p.groupId],
        hiddenItemIds: [p.support],
      }),
    ).updateTagChart;
    expect(updated.items.map((i) => [i.kind, i.title])).toEqual([
      ['GROUP', 'Pains'],
      ['TAG', 'Support'],
    ]);
    // The highlight tagged Setup and Bugs counts once for the group.
    expect(item(updated, p.groupId)).toMatchObject({
      highlightCount: 2,
      noteCount: 1,
      textVolume: p.first.length + p.second.length,
      hidden: false,
    });
    expect(item(updated, p.support)?.hidden).toBe(true);
    const reread = await chart(p.projectId);
    expect(reread).toMatchObject({
      metric: 'TEXT_VOLUME',
      type: 'TREEMAP',
      collapsedGroupIds: [p.groupId],
      hiddenItemIds: [p.support],
    });
    expect(reread.groups[0]?.collapsed).toBe(true);
    const rows = await sql<{ subject: string }>(
      sut,
      'select subject from regional.outbox_events where workspace_id = ?',
      [ws.id],
    );
    expect(rows.map((r) => r.subject)).toContain('tag_chart.updated');
  });

  it('should not count highlights of a note in the trash', async () => {
    const p = await buildProjectWithTags();
    expect(item(await chart(p.projectId), p.support)?.highlightCount).toBe(1);
    await gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: p.noteTwo });
    expect(item(await chart(p.projectId), p.support)).toMatchObject({
      highlightCount: 0,
      noteCount: 0,
      textVolume: 0,
    });
  });

  it('should count a newly tagged highlight', async () => {
    const p = await buildProjectWithTags();
    const noteId = await buildNote(contributor.client, p.projectId, 'Interview three', TEXT_TWO);
    const id = await highlight(noteId, TEXT_TWO, 'the team loved', []);
    expect(item(await chart(p.projectId), p.support)?.highlightCount).toBe(1);
    await gql('mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { id } }', {
      h: id,
      t: p.support,
    });
    expect(item(await chart(p.projectId), p.support)).toMatchObject({ highlightCount: 2, noteCount: 2 });
  });

  it('should refuse a viewer changing the options, and leave them unchanged', async () => {
    const p = await buildProjectWithTags();
    expect(errorCode(await update({ projectId: p.projectId, type: 'PIE' }, viewer))).toBe('FORBIDDEN');
    expect((await chart(p.projectId)).type).toBe('BAR');
  });

  it('should refuse ids that are not UUIDs, groups of another project and tags of another project', async () => {
    const p = await buildProjectWithTags();
    const other = await buildProjectWithTags();
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ collapsedGroupIds: ['nope'] }, /collapsedGroupIds must be a UUID/],
      [
        { collapsedGroupIds: [other.groupId] },
        /collapsedGroupIds must be a tag group or tag of this project/,
      ],
      [{ hiddenItemIds: [other.setup] }, /hiddenItemIds must be a tag group or tag of this project/],
      [{ hiddenItemIds: Array.from({ length: 1001 }, () => p.setup) }, /at most 1000 ids/],
    ];
    for (const [fields, message] of refusals) {
      const response = await update({ projectId: p.projectId, type: 'PIE', ...fields });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(message);
    }
    expect((await chart(p.projectId)).type).toBe('BAR');
  });
});
