import { parse } from 'csv-parse/sync';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';
import { browserHeaders, rawRequest } from './file-upload-client';

/**
 * Exports members download: an insight as Markdown, a project's highlights and notes as CSV. Each
 * holds exactly what the member can read, and nothing of a project hidden from them or another
 * workspace's.
 */
describe('exports', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let projectId: string;
  let projectTitle: string;
  const manager = () => ws.manager.client;
  const download = (client: GraphqlClient, path: string) =>
    rawRequest(`${sut.address}${path}`, { headers: browserHeaders(client) });

  async function highlight(noteId: string, text: string, quote: string, tagIds: string[] = []) {
    const start = text.indexOf(quote);
    return expectOk(
      await manager().gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      ),
    ).createHighlight.id;
  }

  async function tag(inProject: string, title: string) {
    return expectOk(
      await manager().gql<{ createTag: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
        { p: inProject, t: title },
      ),
    ).createTag.id;
  }

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    projectTitle = `Pricing study ${uniqueSuffix()}`;
    projectId = await buildProject(manager(), projectTitle);
  }, 120_000);
  afterAll(() => sut.close());

  it("should export a project's notes and highlights as CSV, one row each, with tags, and formulas defused", async () => {
    // A project of its own: the other tests add notes to the shared one.
    const csvTitle = `Checkout study ${uniqueSuffix()}`;
    const projectId = await buildProject(manager(), csvTitle);
    const first = 'The price page confused everyone. Nobody found the annual plan.';
    const firstId = await buildNote(manager(), projectId, 'Interview with Ana', first);
    const second = 'Checkout, "the last step", took too long.';
    const secondId = await buildNote(manager(), projectId, '=HYPERLINK("http://evil")', second);
    const trashedId = await buildNote(manager(), projectId, 'Trashed note', 'Gone for now.');
    expectOk(await manager().gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: trashedId }));
    const pricing = await tag(projectId, 'Pricing');
    const annual = await tag(projectId, 'Annual plan');
    const h1 = await highlight(firstId, first, 'The price page confused everyone', [pricing]);
    const h2 = await highlight(firstId, first, 'Nobody found the annual plan', [pricing, annual]);
    const h3 = await highlight(secondId, second, 'the last step');

    const notes = await download(viewer.client, `/exports/projects/${projectId}/notes.csv`);
    expect(notes.status).toBe(200);
    expect(notes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(notes.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`${csvTitle} notes.csv`)}`,
    );
    const noteRows = parse(notes.text) as string[][];
    expect(noteRows[0]).toEqual(['Note ID', 'Title', 'Created at', 'Updated at', 'Highlights', 'Text']);
    expect(noteRows.slice(1).map((r) => [r[0], r[1], r[4], r[5]])).toEqual([
      [firstId, 'Interview with Ana', '2', first],
      [secondId, `'=HYPERLINK("http://evil")`, '1', second],
    ]);

    const highlights = await download(viewer.client, `/exports/projects/${projectId}/highlights.csv`);
    expect(highlights.status).toBe(200);
    const rows = parse(highlights.text) as string[][];
    expect(rows).toEqual([
      ['Highlight ID', 'Note ID', 'Note', 'Quote', 'Tags', 'Created at'],
      [h1, firstId, 'Interview with Ana', 'The price page confused everyone', 'Pricing', expect.any(String)],
      [
        h2,
        firstId,
        'Interview with Ana',
        'Nobody found the annual plan',
        'Annual plan, Pricing',
        expect.any(String),
      ],
      [h3, secondId, `'=HYPERLINK("http://evil")`, 'the last step', '', expect.any(String)],
    ]);
  });

  it('should export an insight as Markdown with the highlight cards the member can read', async () => {
    const text = 'Annual plans are hidden below the fold.';
    const noteId = await buildNote(manager(), projectId, 'Interview with Bo', text);
    const tagId = await tag(projectId, `Discoverability ${uniqueSuffix()}`);
    const open = await highlight(noteId, text, 'hidden below the fold', [tagId]);
    // A highlight of a project the viewer cannot open.
    const secretProject = await buildProject(manager(), `Secret study ${uniqueSuffix()}`);
    expectOk(
      await manager().gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: secretProject },
      ),
    );
    const secretText = 'Secret quote about churn.';
    const secretNote = await buildNote(manager(), secretProject, 'Secret interview', secretText);
    const secret = await highlight(secretNote, secretText, 'Secret quote about churn');
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'What we saw' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'People ' },
            { type: 'text', text: 'miss', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' the *annual* plan.' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Two' }] }] },
          ],
        },
        { type: 'highlightCard', attrs: { highlightId: open } },
        { type: 'highlightCard', attrs: { highlightId: secret } },
      ],
    });
    const insightId = expectOk(
      await manager().gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Annual plans are hard to find', contentJson } },
      ),
    ).createInsight.id;

    const forViewer = await download(viewer.client, `/exports/insights/${insightId}/markdown`);
    expect(forViewer.status).toBe(200);
    expect(forViewer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const tagTitle = expectOk(
      await manager().gql<{ tag: { title: string } }>('query($id: ID!) { tag(id: $id) { title } }', {
        id: tagId,
      }),
    ).tag.title;
    expect(forViewer.text).toBe(
      [
        '# Annual plans are hard to find',
        '',
        '## What we saw',
        '',
        'People **miss** the \\*annual\\* plan.',
        '',
        '- One',
        '- Two',
        '',
        '> “hidden below the fold”',
        '>',
        `> — Interview with Bo · ${tagTitle}`,
        '',
        '> *This highlight is not available.*',
        '',
      ].join('\n'),
    );
    expectNoLeak(forViewer.text, ['Secret quote about churn', 'Secret interview']);
    const forManager = await download(manager(), `/exports/insights/${insightId}/markdown`);
    expect(forManager.text).toContain('> “Secret quote about churn”');
  });

  // What the PDF says is insight-pdf.spec.ts's: here, the route, its checks and its headers.
  it('should export an insight as a PDF with its title, text and readable highlight quotes', async () => {
    const text = 'The trial banner hides the pricing link.';
    const noteId = await buildNote(manager(), projectId, 'Interview with Cy', text);
    const open = await highlight(noteId, text, 'hides the pricing link');
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Findings' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Banners get in the way.' }] },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First' }] }],
            },
          ],
        },
        { type: 'highlightCard', attrs: { highlightId: open } },
      ],
    });
    const insightId = expectOk(
      await manager().gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Banners hide pricing', contentJson } },
      ),
    ).createInsight.id;
    const pdf = await download(viewer.client, `/exports/insights/${insightId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Banners hide pricing.pdf')}`,
    );
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const unknown = await download(viewer.client, `/exports/insights/${projectId}/pdf`);
    expect(unknown.status).toBe(404);
  });

  it("should export a view's table as CSV: its shown columns, its filters and its sort", async () => {
    const viewProject = await buildProject(manager(), `View study ${uniqueSuffix()}`);
    const field = expectOk(
      await manager().gql<{ createCustomField: { id: string; options: { id: string; label: string }[] } }>(
        'mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id options { id label } } }',
        {
          i: {
            target: 'NOTE',
            projectId: viewProject,
            label: 'Stage',
            type: 'SELECT',
            optionsImport: 'Done;Open',
          },
        },
      ),
    ).createCustomField;
    const done = field.options.find((o) => o.label === 'Done')?.id;
    const notes: Record<string, string> = {};
    for (const [title, stage] of [
      ['Beta interview', done],
      ['=cmd interview', done],
      ['Gamma interview', null],
    ] as const) {
      notes[title] = await buildNote(manager(), viewProject, title, `Words of ${title}.`);
      if (stage)
        expectOk(
          await manager().gql(
            'mutation($i: SetCustomFieldValueInput!) { setCustomFieldValue(input: $i) { fieldId } }',
            { i: { fieldId: field.id, target: 'NOTE', objectId: notes[title], optionIds: [stage] } },
          ),
        );
    }
    const state = {
      sort: { field: 'TITLE', direction: 'DESC' },
      fieldFilters: [{ id: field.id, type: 'TEXT', operator: 'CONTAINS', values: [done] }],
      fieldVisibility: [
        { key: 'preview', visible: false },
        { key: 'updatedAt', visible: false },
      ],
      columns: [{ key: field.id, sticky: true }],
    };
    const view = expectOk(
      await manager().gql<{ createProjectView: { id: string } }>(
        'mutation($i: CreateProjectViewInput!) { createProjectView(input: $i) { id } }',
        {
          i: {
            projectId: viewProject,
            title: 'Done interviews',
            layout: 'TABLE',
            objectType: 'NOTE',
            state: JSON.stringify(state),
          },
        },
      ),
    ).createProjectView;

    const csv = await download(viewer.client, `/exports/views/${view.id}/table.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Done interviews.csv')}`,
    );
    // The Created column: the date the note was made, with its year.
    const CREATED_CELL = /\b\d{4}\b/;
    const rows = parse(csv.text) as string[][];
    expect(rows).toEqual([
      ['Stage', 'Title', 'Tags', 'Created'],
      ['Done', 'Beta interview', '', expect.stringMatching(CREATED_CELL)],
      ['Done', `'=cmd interview`, '', expect.stringMatching(CREATED_CELL)],
    ]);

    const other = await signUpAndCreateWorkspace(sut);
    const foreign = await download(other.manager.client, `/exports/views/${view.id}/table.csv`);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expectNoLeak(foreign.text, ['Beta interview', 'Done interviews']);
    expectOk(
      await manager().gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: viewProject },
      ),
    );
    const hidden = await download(viewer.client, `/exports/views/${view.id}/table.csv`);
    expect(hidden.status).toBe(404);
    expectNoLeak(hidden.text, ['Beta interview', 'Done interviews']);
  });

  it('should refuse a project or insight the member cannot read, another workspace, and no session', async () => {
    const secretProject = await buildProject(manager(), `Hidden study ${uniqueSuffix()}`);
    await buildNote(manager(), secretProject, 'Hidden note', 'Hidden words.');
    expectOk(
      await manager().gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: secretProject },
      ),
    );
    const hidden = await download(viewer.client, `/exports/projects/${secretProject}/notes.csv`);
    expect(hidden.status).toBe(404);
    expectNoLeak(hidden.text, ['Hidden note', 'Hidden words.']);

    const other = await signUpAndCreateWorkspace(sut);
    await buildNote(manager(), projectId, 'Interview with Bo', 'Words of B.');
    for (const path of [
      `/exports/projects/${projectId}/notes.csv`,
      `/exports/projects/${projectId}/highlights.csv`,
    ]) {
      const response = await download(other.manager.client, path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectNoLeak(response.text, ['Interview with Bo', projectTitle]);
    }
    const anonymous = await rawRequest(`${sut.address}/exports/projects/${projectId}/notes.csv`, {
      headers: { host: manager().host },
    });
    expect(anonymous.status).toBe(401);
    const unknown = await download(manager(), `/exports/insights/${projectId}/markdown`);
    expect(unknown.status).toBe(404);
  });
});
