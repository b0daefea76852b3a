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
  workspaceSchema,
} from './factories';

const THEMES = `mutation($input: HighlightThemesInput!) { highlightThemes(input: $input) {
  considered unclustered amount strictness embeddingModel rejectedNames modelFailed aiActivityId
  provider { kind model }
  themes { name description namedBy keywords highlights { id noteId noteTitle projectId text } }
} }`;
const ACCEPT = `mutation($input: AcceptThemeInput!) { acceptTheme(input: $input) { tag { id title description projectId highlightCount } highlightIds } }`;
const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task provider { kind model } promptVersion inputKind inputIds projectId requestedBy status } } }`;

interface ThemeRun {
  considered: number;
  unclustered: number;
  aiActivityId: string;
  provider: { kind: string; model: string };
  themes: {
    name: string;
    description: string;
    namedBy: string;
    keywords: string[];
    highlights: { id: string; noteId: string; projectId: string; text: string }[];
  }[];
}

// Interview highlights in three subjects; none shares a sentence with another.
const SUBJECTS: Record<'sync' | 'price' | 'export', string[]> = {
  sync: [
    'Sync keeps failing when I am offline and my notes never upload',
    'Offline mode lost two hours of notes, the sync never finished',
    'My phone and laptop do not sync, changes vanish between devices',
    'Sync conflict erased my edits after the plane landed',
    'Notes written offline on the train did not sync to my desktop',
    'The app shows sync pending forever and my laptop never gets the notes',
    'Lost data again because sync silently failed overnight',
    'Devices stay out of sync for hours, offline edits are dropped',
  ],
  price: [
    'The subscription price doubled and the yearly plan is too expensive',
    'Too expensive for a small team, the pricing per seat adds up fast',
    'I would pay for a cheaper plan, the monthly subscription costs too much',
    'Pricing jumped at renewal and nobody told us about the new cost',
    'Great app but the price is steep compared to other tools',
    'The cost per seat makes it hard to justify for our budget',
    'Please offer a discount, the subscription fee is expensive for students',
    'Renewal invoice was far higher than the advertised price',
  ],
  export: [
    'Export to PDF breaks the layout and cuts off tables',
    'Exporting a report to Word loses every image',
    'The PDF export is blurry and the page margins are wrong',
    'Cannot export highlights to CSV, the file comes out empty',
    'Export fails with large documents and the download never starts',
    'Exported PDF files lose the headings and formatting',
    'Word export mangles bullet lists and fonts',
    'I need a proper export to spreadsheet, the CSV columns are shuffled',
  ],
};
const SECRET = [
  'Zanzibar merger contracts stay confidential until the board signs',
  'The Zanzibar acquisition price is under a strict embargo',
  'Only the deal team may read the Zanzibar valuation model',
  'Zanzibar legal review flagged three confidential clauses',
];

/**
 * Themes (issue 34; spec 000 §9 clustering): a project's or a tag's highlights grouped by meaning
 * with the built-in embeddings, named by keywords (no model configured), accepted as a tag.
 */
describe('AI themes over highlights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;
  let projectId: string;
  let privateProjectId: string;
  /** Which subject each highlight id is about. */
  const subjectOf = new Map<string, string>();
  const secretIds: string[] = [];

  /** One note of `lines`, each line a highlight; returns the highlight ids in order. */
  const highlightLines = async (project: string, title: string, lines: string[]): Promise<string[]> => {
    const noteId = await buildNote(ws.manager.client, project, title, lines.join('\n'));
    const [{ content }] = await sql<{ content: string }>(
      sut,
      `select content from "${schema}".notes where id = ?`,
      [noteId],
    );
    const ids: string[] = [];
    for (const line of lines) {
      const start = content.indexOf(line);
      expect(start).toBeGreaterThanOrEqual(0);
      ids.push(
        expectOk(
          await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
            input: { noteId, startOffset: start, endOffset: start + line.length, text: line },
          }),
        ).createHighlight.id,
      );
    }
    return ids;
  };

  const themes = async (who: BuiltAccount, input: Record<string, unknown>) =>
    who.client.gql<{ highlightThemes: ThemeRun }>(THEMES, { input });

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
    projectId = await buildProject(ws.manager.client, 'Mobile app interviews');
    privateProjectId = await buildProject(ws.manager.client, 'Zanzibar due diligence');
    for (const [subject, lines] of Object.entries(SUBJECTS)) {
      const ids = await highlightLines(projectId, `Interviews about ${subject}`, lines);
      for (const id of ids) subjectOf.set(id, subject);
    }
    secretIds.push(...(await highlightLines(privateProjectId, 'Deal room notes', SECRET)));
    expectOk(await ws.manager.client.gql(SET_GENERAL, { p: privateProjectId, a: 'NONE' }));
  }, 180_000);
  afterAll(() => sut.close());

  it('should group a project’s highlights by subject, name each theme by keywords and record the run', async () => {
    const run = expectOk(
      await themes(viewer, { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' }),
    ).highlightThemes;
    expect(run.considered).toBe(24);
    expect(run.provider.kind).toBe('BUILT_IN');
    // Spec 000 §9: Least asks for 3; never more, at least 2, each of at least 3 members (24 > 20 inputs).
    expect(run.themes.length).toBeGreaterThanOrEqual(2);
    expect(run.themes.length).toBeLessThanOrEqual(3);
    const leaders = run.themes.map((theme) => {
      expect(theme.highlights.length).toBeGreaterThanOrEqual(3);
      expect(theme.namedBy).toBe('KEYWORDS');
      expect(theme.description).toMatch(/^Keyword-based: /);
      expect(theme.name.length).toBeGreaterThan(0);
      const counts = new Map<string, number>();
      for (const h of theme.highlights)
        counts.set(subjectOf.get(h.id) ?? '?', (counts.get(subjectOf.get(h.id) ?? '?') ?? 0) + 1);
      const [subject, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['?', 0];
      expect(count / theme.highlights.length).toBeGreaterThanOrEqual(0.75);
      // The keywords name the subject the theme is about.
      return subject;
    });
    expect(new Set(leaders).size).toBe(run.themes.length);
    const sync = run.themes[leaders.indexOf('sync')];
    if (sync) expect(sync.keywords.join(' ')).toMatch(/sync|offline/);
    // Every member is a highlight of the project, with its own text.
    for (const theme of run.themes)
      for (const h of theme.highlights) {
        expect(h.projectId).toBe(projectId);
        expect(Object.values(SUBJECTS).flat()).toContain(h.text);
      }
    // The run is in the AI audit trail with every highlight it read and who asked.
    const entry = expectOk(
      await ws.manager.client.gql<{
        aiActivity: {
          nodes: {
            id: string;
            task: string;
            inputKind: string;
            inputIds: string[];
            projectId: string;
            requestedBy: string;
            status: string;
          }[];
        };
      }>(ACTIVITY),
    ).aiActivity.nodes.find((n) => n.id === run.aiActivityId);
    expect(entry).toMatchObject({
      task: 'THEMES',
      inputKind: 'HIGHLIGHT',
      projectId,
      requestedBy: viewer.id,
      status: 'SUCCEEDED',
    });
    expect(new Set(entry?.inputIds)).toEqual(new Set(subjectOf.keys()));
  });

  it('should leave more highlights out of every theme the stricter the run', async () => {
    const relaxed = expectOk(
      await themes(viewer, { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' }),
    ).highlightThemes;
    const strict = expectOk(
      await themes(viewer, { projectId, amount: 'LEAST', strictness: 'VERY_STRICT' }),
    ).highlightThemes;
    expect(strict.unclustered).toBeGreaterThan(relaxed.unclustered);
    const members = (run: ThemeRun) => run.themes.reduce((sum, t) => sum + t.highlights.length, 0);
    expect(members(strict) + strict.unclustered).toBe(24);
    expect(members(relaxed) + relaxed.unclustered).toBe(24);
  });

  it('should accept a theme as a tag on exactly its highlights, and refuse a viewer', async () => {
    const run = expectOk(
      await themes(contributor, { projectId, amount: 'LEAST', strictness: 'STANDARD' }),
    ).highlightThemes;
    const theme = run.themes[0]!;
    const memberIds = theme.highlights.map((h) => h.id);
    const title = `${theme.name} (accepted)`;

    const refused = await viewer.client.gql(ACCEPT, {
      input: { projectId, title, highlightIds: memberIds, aiActivityId: run.aiActivityId },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const none = await sql(sut, `select id from "${schema}".tags where title = ?`, [title]);
    expect(none).toHaveLength(0);

    const accepted = expectOk(
      await contributor.client.gql<{
        acceptTheme: {
          tag: { id: string; title: string; description: string; projectId: string; highlightCount: number };
          highlightIds: string[];
        };
      }>(ACCEPT, {
        input: {
          projectId,
          title,
          description: theme.description,
          highlightIds: memberIds,
          aiActivityId: run.aiActivityId,
        },
      }),
    ).acceptTheme;
    expect(accepted.tag).toMatchObject({
      title,
      description: theme.description,
      projectId,
      highlightCount: memberIds.length,
    });
    const tagged = await sql<{ highlight_id: string }>(
      sut,
      `select highlight_id from "${schema}".highlight_tags where tag_id = ?`,
      [accepted.tag.id],
    );
    expect(new Set(tagged.map((r) => r.highlight_id))).toEqual(new Set(memberIds));
    // Audited: the acceptance's event names the tag, the highlights, the run and who accepted.
    const [event] = await sql<{
      payload: { tagId: string; highlightIds: string[]; aiActivityId: string; acceptedBy: string };
    }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'ai.themeAccepted' and payload->>'tagId' = ?`,
      [ws.id, accepted.tag.id],
    );
    expect(event?.payload).toMatchObject({ aiActivityId: run.aiActivityId, acceptedBy: contributor.id });
    expect(new Set(event?.payload.highlightIds)).toEqual(new Set(memberIds));

    // The same title again is refused whole: no second tag, no new links.
    const again = await contributor.client.gql(ACCEPT, {
      input: { projectId, title, highlightIds: memberIds },
    });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
  });

  it('should never group or tag a private project’s highlights for a member without access', async () => {
    const hidden = await themes(contributor, {
      projectId: privateProjectId,
      amount: 'LEAST',
      strictness: 'VERY_RELAXED',
    });
    expect(errorCode(hidden)).toBe('NOT_FOUND');
    expect(JSON.stringify(hidden)).not.toContain('Zanzibar');

    // A workspace tag on highlights of both projects: the member's run reads only the open ones.
    const tagId = expectOk(
      await ws.manager.client.gql<{ createTag: { id: string } }>(
        'mutation { createTag(input: { title: "Cross-project (themes test)" }) { id } }',
      ),
    ).createTag.id;
    const open = [...subjectOf.keys()].slice(0, 8);
    for (const highlightId of [...open, ...secretIds])
      expectOk(
        await ws.manager.client.gql(
          'mutation($h: ID!, $t: ID!) { tagHighlight(highlightId: $h, tagId: $t) { id } }',
          {
            h: highlightId,
            t: tagId,
          },
        ),
      );
    const run = expectOk(
      await themes(contributor, { tagId, amount: 'LEAST', strictness: 'VERY_RELAXED' }),
    ).highlightThemes;
    expect(run.considered).toBe(open.length);
    expect(JSON.stringify(run)).not.toContain('Zanzibar');
    const managerRun = expectOk(
      await themes(ws.manager, { tagId, amount: 'LEAST', strictness: 'VERY_RELAXED' }),
    ).highlightThemes;
    expect(managerRun.considered).toBe(open.length + secretIds.length);

    const planted = await contributor.client.gql(ACCEPT, {
      input: { title: 'Planted on hidden', highlightIds: secretIds },
    });
    expect(errorCode(planted)).toBe('NOT_FOUND');
    const planted2 = await sql(sut, `select id from "${schema}".tags where title = 'Planted on hidden'`);
    expect(planted2).toHaveLength(0);
  });

  it('should answer NOT_ENOUGH_DATA below 4 highlights, and refuse a run naming both or neither scope', async () => {
    const small = await buildProject(ws.manager.client, 'Three highlights only');
    await highlightLines(small, 'Short', SUBJECTS.sync.slice(0, 3));
    expect(
      errorCode(await themes(viewer, { projectId: small, amount: 'LEAST', strictness: 'STANDARD' })),
    ).toBe('NOT_ENOUGH_DATA');
    expect(errorCode(await themes(viewer, { amount: 'LEAST', strictness: 'STANDARD' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('should read a sentiment on each highlight from its words', async () => {
    const page = expectOk(
      await viewer.client.gql<{ projectHighlights: { items: { text: string; sentiment: string | null }[] } }>(
        'query($p: ID!) { projectHighlights(projectId: $p, limit: 100) { items { text sentiment } } }',
        { p: projectId },
      ),
    ).projectHighlights.items;
    const of = (text: string) => page.find((h) => h.text === text)?.sentiment;
    expect(of('Great app but the price is steep compared to other tools')).toBe('positive');
    expect(of('Lost data again because sync silently failed overnight')).toBe('negative');
  });
});
