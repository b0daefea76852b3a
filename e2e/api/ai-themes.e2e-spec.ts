import { randomUUID } from 'node:crypto';
import { OUTBOX_NOTIFY_SQL, outboxInsertSql, toOutboxParams } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
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
import { ids as foundIds, searchUntil } from './search-client';

const THEMES = `mutation($input: HighlightThemesInput!) { highlightThemes(input: $input) {
  considered unclustered amount strictness embeddingModel rejectedNames modelFailed aiActivityId
  provider { kind model }
  themes { name description namedBy keywords highlights { id noteId noteTitle projectId text } }
} }`;
const START_JOB = `mutation($input: HighlightThemesInput!) { startHighlightThemes(input: $input) { id status progress } }`;
const JOB = `query($id: ID!) { themeJob(id: $id) { id status progress errorMessage result {
  considered unclustered aiActivityId themes { name namedBy keywords highlights { id } } } } }`;
const LATEST = `query($input: ThemeScopeInput!) { themeJobs(input: $input) { latest { id status } lastCompleted { id status } } }`;
const ACCEPT = `mutation($input: AcceptThemeInput!) { acceptTheme(input: $input) { tag { id title description projectId highlightCount } highlightIds } }`;
const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const SET_MODE = `mutation($input: UpdateAiAutoFeatureInput!) { updateAiAutoFeature(input: $input) { feature effectiveMode } }`;
const DRAFT = `mutation($input: DraftThemeInsightInput!) { draftThemeInsight(input: $input) { id title published projectId } }`;
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

  it('should find the same themes as a job, with its progress, keep them with the job and record the run', async () => {
    const direct = expectOk(
      await themes(viewer, { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' }),
    ).highlightThemes;
    const job = expectOk(
      await viewer.client.gql<{ startHighlightThemes: { id: string; status: string } }>(START_JOB, {
        input: { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' },
      }),
    ).startHighlightThemes;
    type Job = {
      status: string;
      progress: number;
      result: {
        aiActivityId: string;
        considered: number;
        themes: { name: string; highlights: { id: string }[] }[];
      } | null;
    };
    let done: Job | undefined;
    await waitFor(
      async () => {
        done = expectOk(await viewer.client.gql<{ themeJob: Job }>(JOB, { id: job.id })).themeJob;
        expect(done.status).toBe('COMPLETED');
      },
      { timeoutMs: 20_000 },
    );
    expect(done?.progress).toBe(100);
    // The same highlights give the same themes, whether asked at once or as a job.
    expect(done?.result?.considered).toBe(direct.considered);
    expect(done?.result?.themes.map((t) => [t.name, t.highlights.map((h) => h.id)])).toEqual(
      direct.themes.map((t) => [t.name, t.highlights.map((h) => h.id)]),
    );
    // Kept with the job: the panel opens on it.
    expect(
      expectOk(await contributor.client.gql<{ themeJobs: unknown }>(LATEST, { input: { projectId } }))
        .themeJobs,
    ).toEqual({
      latest: { id: job.id, status: 'COMPLETED' },
      lastCompleted: { id: job.id, status: 'COMPLETED' },
    });
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes.find((e) => e.id === done?.result?.aiActivityId);
    expect(trail).toMatchObject({ task: 'THEMES', requestedBy: viewer.id, status: 'SUCCEEDED', projectId });
    // An ended job cannot be stopped; a job's refusals are highlightThemes' own, and queue nothing.
    expect(
      errorCode(
        await viewer.client.gql('mutation($id: ID!) { cancelThemeJob(id: $id) { id } }', { id: job.id }),
      ),
    ).toBe('BAD_USER_INPUT');
    const both = await viewer.client.gql(START_JOB, {
      input: { projectId, tagId: projectId, amount: 'LEAST' },
    });
    expect(errorCode(both)).toBe('BAD_USER_INPUT');
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
  describe('drafting themes as insights (the insights auto feature)', () => {
    type DoneJob = {
      id: string;
      result: { themes: { name: string; description: string; highlights: { id: string }[] }[] };
    };
    /** A project of the three subjects' highlights with the insights auto feature set to `mode`. */
    const insightsProject = async (title: string, mode: string): Promise<string> => {
      const id = await buildProject(ws.manager.client, title);
      for (const [subject, lines] of Object.entries(SUBJECTS))
        await highlightLines(id, `Interviews about ${subject}`, lines);
      expectOk(
        await ws.manager.client.gql(SET_MODE, { input: { projectId: id, feature: 'insights', mode } }),
      );
      return id;
    };
    const jobDone = async (jobId: string): Promise<DoneJob> => {
      let done: (DoneJob & { status: string }) | undefined;
      await waitFor(
        async () => {
          done = expectOk(
            await ws.manager.client.gql<{ themeJob: DoneJob & { status: string } }>(
              `query($id: ID!) { themeJob(id: $id) { id status result { themes { name description highlights { id } } } } }`,
              { id: jobId },
            ),
          ).themeJob;
          expect(done.status).toBe('COMPLETED');
        },
        { timeoutMs: 20_000 },
      );
      return done as DoneJob;
    };
    const runJob = async (who: BuiltAccount, project: string): Promise<DoneJob> => {
      const job = expectOk(
        await who.client.gql<{ startHighlightThemes: { id: string } }>(START_JOB, {
          input: { projectId: project, amount: 'LEAST', strictness: 'VERY_RELAXED' },
        }),
      ).startHighlightThemes;
      return jobDone(job.id);
    };
    const insightsOf = (project: string) =>
      sql<{
        id: string;
        title: string;
        content: string;
        content_json: { content: { type: string; attrs?: { highlightId: string } }[] };
        published: boolean;
        created_by: string;
        ai_generated: boolean;
      }>(
        sut,
        `select id, title, content, content_json, published, created_by, ai_generated from "${schema}".insights
         where project_id = ? and deleted_at is null order by created_at, id`,
        [project],
      );
    const cited = (doc: { content: { type: string; attrs?: { highlightId: string } }[] }) =>
      doc.content.filter((n) => n.type === 'highlightCard').map((n) => n.attrs?.highlightId);

    it('should draft a theme as an unpublished AI-generated insight with Suggest, once, for a contributor only', async () => {
      const project = await insightsProject('Insights Suggest', 'Suggest');
      const job = await runJob(viewer, project);
      // Suggest drafts nothing by itself.
      expect(await insightsOf(project)).toEqual([]);
      const theme = job.result.themes[0]!;

      const refused = await viewer.client.gql(DRAFT, { input: { themeJobId: job.id, themeIndex: 0 } });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      const noTheme = await contributor.client.gql(DRAFT, { input: { themeJobId: job.id, themeIndex: 99 } });
      expect(errorCode(noTheme)).toBe('BAD_USER_INPUT');
      expect(await insightsOf(project)).toEqual([]);

      const draft = expectOk(
        await contributor.client.gql<{
          draftThemeInsight: { id: string; title: string; published: boolean; projectId: string };
        }>(DRAFT, { input: { themeJobId: job.id, themeIndex: 0 } }),
      ).draftThemeInsight;
      expect(draft).toMatchObject({ title: theme.name, published: false, projectId: project });
      const [stored] = await insightsOf(project);
      expect(stored).toMatchObject({ id: draft.id, created_by: contributor.id, ai_generated: true });
      expect(stored.content.startsWith(theme.description)).toBe(true);
      expect(cited(stored.content_json)).toEqual(theme.highlights.map((h) => h.id));

      // Drafted again, the same theme answers the same insight.
      const again = expectOk(
        await ws.manager.client.gql<{ draftThemeInsight: { id: string } }>(DRAFT, {
          input: { themeJobId: job.id, themeIndex: 0 },
        }),
      ).draftThemeInsight;
      expect(again.id).toBe(draft.id);
      expect(await insightsOf(project)).toHaveLength(1);

      // In the AI audit trail, by the member, with the highlights it cites.
      const entry = expectOk(
        await ws.manager.client.gql<{
          aiActivity: {
            nodes: { task: string; inputIds: string[]; requestedBy: string; projectId: string }[];
          };
        }>(ACTIVITY),
      ).aiActivity.nodes.find((n) => n.task === 'INSIGHT_DRAFT' && n.projectId === project);
      expect(entry).toMatchObject({
        requestedBy: contributor.id,
        inputIds: theme.highlights.map((h) => h.id),
      });

      // Search's AI-generated filter finds it.
      const found = await searchUntil(
        viewer.client,
        {
          types: ['INSIGHT'],
          limit: 100,
          user: { operator: 'CONTRIBUTED_BY', ids: [], aiContributed: true },
        },
        (f) => foundIds(f).includes(draft.id),
      );
      expect(foundIds(found)).toContain(draft.id);
    });

    it('should refuse drafting an insight when the insights auto feature is Off, creating nothing', async () => {
      const project = await insightsProject('Insights Off', 'Off');
      const job = await runJob(contributor, project);
      const refused = await contributor.client.gql(DRAFT, { input: { themeJobId: job.id, themeIndex: 0 } });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(await insightsOf(project)).toEqual([]);
    });

    it('should refuse drafting an insight while generative AI is off for the workspace', async () => {
      const project = await insightsProject('Insights AI off', 'Suggest');
      const job = await runJob(contributor, project);
      const setAi = (on: boolean) =>
        ws.manager.client.gql(
          'mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }',
          { on },
        );
      expectOk(await setAi(false));
      try {
        const refused = await contributor.client.gql(DRAFT, { input: { themeJobId: job.id, themeIndex: 0 } });
        expect(errorCode(refused)).toBe('FORBIDDEN');
      } finally {
        expectOk(await setAi(true));
      }
      expect(await insightsOf(project)).toEqual([]);
    });

    it('should draft every theme when a job completes with On, as the member who ran it, never twice', async () => {
      const project = await insightsProject('Insights On', 'On');
      const job = await runJob(contributor, project);
      let drafts = await insightsOf(project);
      expect(drafts.map((d) => d.title)).toEqual(job.result.themes.map((t) => t.name));
      for (const [index, draft] of drafts.entries()) {
        expect(draft).toMatchObject({ published: false, created_by: contributor.id, ai_generated: true });
        expect(cited(draft.content_json)).toEqual(job.result.themes[index]!.highlights.map((h) => h.id));
      }
      // The job run again from its request (a redelivery after a restart): no second draft of a theme.
      await sql(sut, `update "${schema}".ai_theme_jobs set status = 'QUEUED' where id = ?`, [job.id]);
      await sql(
        sut,
        outboxInsertSql('regional', '?'),
        toOutboxParams({
          id: randomUUID(),
          subject: 'themes.requested',
          workspaceId: ws.id,
          payload: { themeJobId: job.id, projectId: project, tagId: null },
        }),
      );
      await sql(sut, OUTBOX_NOTIFY_SQL);
      await jobDone(job.id);
      expect((await insightsOf(project)).map((d) => d.id)).toEqual(drafts.map((d) => d.id));

      // A viewer's job drafts nothing: a viewer may not write insights.
      await runJob(viewer, project);
      drafts = await insightsOf(project);
      expect(drafts).toHaveLength(job.result.themes.length);
    });
  });
});
