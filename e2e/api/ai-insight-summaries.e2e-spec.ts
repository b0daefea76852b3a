import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { INTERVIEW_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
import {
  type OpenAiTestServer,
  startOpenAiTestServer,
  writeTinyGguf,
} from '../../services/api/src/modules/ai/testing/openai-test-server';
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

const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`;
const CREATE_INSIGHT = 'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }';
const PANEL = `query($id: ID!) { insightSummary(insightId: $id) { insightId defaultFramework unavailableReason unavailableMessage
  provider { kind } summary { framework language content aiActivityId editedAt generatedWith { kind model } } } }`;
const GENERATE = `mutation($input: GenerateInsightSummaryInput!) { generateInsightSummary(input: $input) {
  insightId framework language content aiActivityId generatedWith { kind model } } }`;
const START = `mutation($input: GenerateInsightSummaryInput!) { startInsightSummary(input: $input) {
  id noteId insightId framework status } }`;
const CANCEL = `mutation($id: ID!) { cancelNoteSummaryJob(id: $id) { id status cancelledBy } }`;
const JOB_PANEL = `query($id: ID!) { insightSummary(insightId: $id) { activeJob { id status } summary { content aiActivityId } } }`;
const PROGRESS = `subscription($id: ID!) { noteSummaryJobProgress(jobId: $id) { jobId noteId insightId status progress text } }`;
const EDIT = `mutation($input: UpdateInsightSummaryInput!) { updateInsightSummary(input: $input) { content editedAt } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task framework provider { kind } promptVersion inputKind inputIds projectId requestedBy status } } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;

interface Step {
  jobId: string;
  noteId: string | null;
  insightId: string | null;
  status: string;
  progress: number;
  text: string | null;
}

/** Listens to a summary job's progress as the insight's section does; `steps()` is what it heard. */
function listenToJob(sut: TestServer, ws: BuiltWorkspace, member: BuiltAccount, jobId: string) {
  const live = subscribeLive<{ noteSummaryJobProgress: Step }>(
    sut.address,
    { host: ws.host, cookie: member.client.sessionCookie, origin: `http://${ws.host}` },
    PROGRESS,
    { id: jobId },
  );
  const steps = () => live.results.flatMap((r) => (r.data ? [r.data.noteSummaryJobProgress] : []));
  return { live, steps };
}

/** The cited highlights: sentences of the interview, word for word. */
const QUOTES = [
  'Finding an old quote is really frustrating because the search is slow and the tags are inconsistent.',
  'Last quarter we wasted about 10 hours a week just looking for evidence.',
  'I would love a way to tag highlights across projects.',
];

describe('insight summaries', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  /** An insight in a new project: `text` and cards of highlights of `quotes` cut from the interview. */
  async function insight(text: string, quotes = QUOTES, projectId?: string) {
    const project = projectId ?? (await buildProject(ws.manager.client));
    const noteId = await buildNote(ws.manager.client, project, 'Interview with Maria', INTERVIEW_NOTE);
    const highlightIds: string[] = [];
    for (const quote of quotes) {
      const start = INTERVIEW_NOTE.indexOf(quote);
      expect(start).toBeGreaterThanOrEqual(0);
      highlightIds.push(
        expectOk(
          await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
            input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote },
          }),
        ).createHighlight.id,
      );
    }
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text }] },
        ...highlightIds.map((highlightId) => ({ type: 'highlightCard', attrs: { highlightId } })),
      ],
    });
    const insightId = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(CREATE_INSIGHT, {
        i: { projectId: project, title: 'Finding evidence is slow', contentJson },
      }),
    ).createInsight.id;
    return { projectId: project, insightId, highlightIds };
  }

  it('should summarise an insight from its text and cited highlights, quoting only them, and record every input in the audit trail', async () => {
    const { projectId, insightId, highlightIds } = await insight(
      'Researchers lose time hunting for evidence.',
    );
    const summary = expectOk(
      await contributor.client.gql<{ generateInsightSummary: Record<string, unknown> & { content: string } }>(
        GENERATE,
        { input: { insightId, framework: 'Summary', language: 'en' } },
      ),
    ).generateInsightSummary;
    expect(summary).toMatchObject({
      insightId,
      framework: 'Summary',
      language: 'en',
      generatedWith: { kind: 'BUILT_IN', model: 'fieldnote-extractive-v1' },
    });
    const bullets = summary.content.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets.length).toBeGreaterThan(0);
    // Every sentence shown is in the insight's text or in a cited highlight.
    for (const line of bullets)
      expect(
        [...QUOTES, 'Researchers lose time hunting for evidence.'].some((s) => s.includes(line.slice(2))),
      ).toBe(true);
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    expect(trail.find((e) => e.id === summary.aiActivityId)).toEqual({
      id: summary.aiActivityId,
      task: 'INSIGHT_SUMMARY',
      framework: 'Summary',
      provider: { kind: 'BUILT_IN' },
      promptVersion: 'insight-summary/Summary@1',
      inputKind: 'INSIGHT',
      inputIds: [insightId, ...highlightIds],
      projectId,
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });
    const panel = expectOk(
      await viewer.client.gql<{ insightSummary: Record<string, unknown> }>(PANEL, { id: insightId }),
    ).insightSummary;
    expect(panel).toMatchObject({
      insightId,
      unavailableReason: 'VIEWER',
      unavailableMessage: 'Viewers cannot generate summaries.',
      summary: { content: summary.content, editedAt: null },
    });
  });

  it('should run an insight summary as a job that the section follows, storing what generateInsightSummary stores', async () => {
    const { insightId, highlightIds } = await insight('Researchers lose time hunting for evidence.');
    const job = expectOk(
      await contributor.client.gql<{ startInsightSummary: Record<string, unknown> & { id: string } }>(START, {
        input: { insightId, framework: 'Summary', language: 'en' },
      }),
    ).startInsightSummary;
    expect(job).toMatchObject({ noteId: null, insightId, framework: 'Summary' });
    const { live, steps } = listenToJob(sut, ws, viewer, job.id);
    try {
      await waitFor(() => expect(steps().at(-1)?.status).toBe('COMPLETED'), { timeoutMs: 15_000 });
      expect(steps().every((s) => s.insightId === insightId && s.noteId === null)).toBe(true);
    } finally {
      await live.close();
    }
    const panel = expectOk(
      await viewer.client.gql<{
        insightSummary: { activeJob: unknown; summary: { content: string; aiActivityId: string } };
      }>(JOB_PANEL, { id: insightId }),
    ).insightSummary;
    expect(panel.activeJob).toBeNull();
    expect(steps().at(-1)?.text).toBe(panel.summary.content);
    // The same summary as the one-answer call makes, from the same texts.
    const direct = expectOk(
      await contributor.client.gql<{ generateInsightSummary: { content: string } }>(GENERATE, {
        input: { insightId, framework: 'Summary', language: 'en' },
      }),
    ).generateInsightSummary;
    expect(direct.content).toBe(panel.summary.content);
    const entry = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes.find((e) => e.id === panel.summary.aiActivityId);
    expect(entry).toMatchObject({
      task: 'INSIGHT_SUMMARY',
      promptVersion: 'insight-summary/Summary@1',
      inputIds: [insightId, ...highlightIds],
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });
    const row = await sql<{ status: string; note_id: string | null }>(
      sut,
      `select status, note_id from "${schema}".ai_summary_jobs where insight_id = ?`,
      [insightId],
    );
    expect(row).toEqual([{ status: 'COMPLETED', note_id: null }]);
    // A viewer is refused with the spec's reason, and queues nothing.
    const byViewer = await viewer.client.gql(START, { input: { insightId } });
    expect(byViewer.errors?.[0]?.message).toBe('Viewers cannot generate summaries.');
    expect(
      await sql(sut, `select id from "${schema}".ai_summary_jobs where insight_id = ?`, [insightId]),
    ).toHaveLength(1);
  });

  it('should let a contributor edit the summary and refuse a viewer, with nothing changed', async () => {
    const { insightId } = await insight('Researchers lose time hunting for evidence.');
    expect(
      errorCode(await contributor.client.gql(EDIT, { input: { insightId, content: 'Too early' } })),
    ).toBe('BAD_USER_INPUT');
    expectOk(await contributor.client.gql(GENERATE, { input: { insightId } }));
    const byViewer = await viewer.client.gql(GENERATE, { input: { insightId } });
    expect(errorCode(byViewer)).toBe('FORBIDDEN');
    expect(byViewer.errors?.[0]?.message).toBe('Viewers cannot generate summaries.');
    expect(errorCode(await viewer.client.gql(EDIT, { input: { insightId, content: 'Defaced' } }))).toBe(
      'FORBIDDEN',
    );
    const edited = expectOk(
      await contributor.client.gql<{ updateInsightSummary: { content: string; editedAt: string | null } }>(
        EDIT,
        {
          input: { insightId, content: '## Summary\n- Evidence takes hours to find.' },
        },
      ),
    ).updateInsightSummary;
    expect(edited.content).toBe('## Summary\n- Evidence takes hours to find.');
    expect(edited.editedAt).not.toBeNull();
    const rows = await sql<{ content: string }>(
      sut,
      `select content from "${schema}".insight_summaries where insight_id = ?`,
      [insightId],
    );
    expect(rows).toEqual([{ content: '## Summary\n- Evidence takes hours to find.' }]);
    const tooLong = await contributor.client.gql(EDIT, { input: { insightId, content: 'x'.repeat(10_241) } });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
  });

  it('should answer NOT_ENOUGH_DATA for an insight with too little text and no highlights, and store nothing', async () => {
    const { insightId } = await insight('Search is slow.', []);
    const panel = expectOk(
      await contributor.client.gql<{ insightSummary: { unavailableReason: string } }>(PANEL, {
        id: insightId,
      }),
    ).insightSummary;
    expect(panel.unavailableReason).toBe('NOT_ENOUGH_CONTENT');
    const refused = await contributor.client.gql(GENERATE, { input: { insightId } });
    expect(errorCode(refused)).toBe('NOT_ENOUGH_DATA');
    expect(refused.errors?.[0]?.message).toBe('Not enough content to summarize');
    expect(
      await sql(sut, `select insight_id from "${schema}".insight_summaries where insight_id = ?`, [
        insightId,
      ]),
    ).toEqual([]);
  });

  it('should leave out a cited highlight of a private project the asker cannot read, and not name it in the audit trail', async () => {
    const secret = await buildProject(ws.manager.client);
    const secretNote = await buildNote(ws.manager.client, secret, 'Board call', INTERVIEW_NOTE);
    const secretQuote =
      'Our director of product approves the budget, and legal has to review the contract before we sign.';
    const start = INTERVIEW_NOTE.indexOf(secretQuote);
    const secretHighlight = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
        input: {
          noteId: secretNote,
          startOffset: start,
          endOffset: start + secretQuote.length,
          text: secretQuote,
        },
      }),
    ).createHighlight.id;
    expectOk(await ws.manager.client.gql(SET_GENERAL, { p: secret, a: 'NONE' }));
    const { insightId, highlightIds } = await insight('Researchers lose time hunting for evidence.');
    // The insight's document cites the secret highlight too.
    await sql(
      sut,
      `update "${schema}".insights set content_json = jsonb_set(content_json, '{content}', (content_json->'content') || ?::jsonb) where id = ?`,
      [JSON.stringify([{ type: 'highlightCard', attrs: { highlightId: secretHighlight } }]), insightId],
    );
    const summary = expectOk(
      await contributor.client.gql<{ generateInsightSummary: { content: string; aiActivityId: string } }>(
        GENERATE,
        {
          input: { insightId, framework: 'Summary' },
        },
      ),
    ).generateInsightSummary;
    expect(summary.content).not.toContain('legal has to review');
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: { id: string; inputIds: string[] }[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    expect(trail.find((e) => e.id === summary.aiActivityId)?.inputIds).toEqual([insightId, ...highlightIds]);
  });
});

/** With a configured model: what it writes is kept, but never a quote nobody said. */
describe('insight summaries written by an OpenAI-compatible model', () => {
  let dir: string;
  let model: OpenAiTestServer;
  let sut: TestServer;
  let ws: BuiltWorkspace;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-insight-summaries-'));
    model = await startOpenAiTestServer({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')) });
    sut = await sharedTestServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: model.modelName });
    ws = await signUpAndCreateWorkspace(sut);
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    await model?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('should drop the lines of a model summary whose quotes are in neither the insight nor its highlights', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const start = INTERVIEW_NOTE.indexOf(QUOTES[1]!);
    const highlightId = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset: start, endOffset: start + QUOTES[1]!.length, text: QUOTES[1] },
      }),
    ).createHighlight.id;
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Researchers lose hours hunting for evidence across old spreadsheets and folders.',
            },
          ],
        },
        { type: 'highlightCard', attrs: { highlightId } },
      ],
    });
    const insightId = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(CREATE_INSIGHT, {
        i: { projectId, title: 'Finding evidence is slow', contentJson },
      }),
    ).createInsight.id;
    model.script = (messages) => {
      // The model is sent the insight's text and the cited highlight's words.
      expect(messages.at(-1)?.content).toContain(QUOTES[1]);
      return [
        '## Summary\n',
        '- Time lost: "we wasted about 10 hours a week".\n',
        '- Invented: "we would pay double for a better tool".\n',
        '- Evidence is hard to find.',
      ];
    };
    const summary = expectOk(
      await ws.manager.client.gql<{
        generateInsightSummary: { content: string; generatedWith: { kind: string } };
      }>(GENERATE, { input: { insightId, framework: 'Summary' } }),
    ).generateInsightSummary;
    expect(summary.generatedWith.kind).toBe('OPENAI_COMPATIBLE');
    expect(summary.content).toBe(
      '## Summary\n- Time lost: "we wasted about 10 hours a week".\n- Evidence is hard to find.',
    );
  });
  it('should stream an insight summary job, stop the model when a member cancels, store nothing and keep it as CANCELLED in the trail', async () => {
    const projectId = await buildProject(ws.manager.client);
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Researchers lose hours hunting for evidence across old spreadsheets, folders and chat threads every single week, and they often give up before they find the quote they remember.',
            },
          ],
        },
      ],
    });
    const insightId = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(CREATE_INSIGHT, {
        i: { projectId, title: 'Finding evidence is slow', contentJson },
      }),
    ).createInsight.id;
    const PIECES = ['## Summary\n- Evidence is hard to find.\n', '- Hours are lost.'];
    model.script = () => PIECES;
    model.stallAfterFirstChunkMs = 60_000;
    try {
      const job = expectOk(
        await ws.manager.client.gql<{ startInsightSummary: { id: string } }>(START, {
          input: { insightId, framework: 'Summary' },
        }),
      ).startInsightSummary;
      const { live, steps } = listenToJob(sut, ws, ws.manager, job.id);
      try {
        await waitFor(() => expect(steps().some((s) => s.text === PIECES[0])).toBe(true), {
          timeoutMs: 20_000,
        });
        // Asking again while it runs answers the same job; the section finds it after a reload.
        const again = expectOk(
          await ws.manager.client.gql<{ startInsightSummary: { id: string } }>(START, {
            input: { insightId },
          }),
        ).startInsightSummary;
        expect(again.id).toBe(job.id);
        expect(
          expectOk(
            await ws.manager.client.gql<{ insightSummary: { activeJob: unknown } }>(JOB_PANEL, {
              id: insightId,
            }),
          ).insightSummary.activeJob,
        ).toEqual({ id: job.id, status: 'RUNNING' });
        expect(
          expectOk(
            await ws.manager.client.gql<{ cancelNoteSummaryJob: Record<string, unknown> }>(CANCEL, {
              id: job.id,
            }),
          ).cancelNoteSummaryJob,
        ).toEqual({ id: job.id, status: 'CANCELLED', cancelledBy: ws.manager.id });
        await waitFor(() => expect(steps().at(-1)?.status).toBe('CANCELLED'));
        await waitFor(() => expect(model.inFlight).toBe(0), { timeoutMs: 10_000 });
      } finally {
        await live.close();
      }
      expect(
        expectOk(
          await ws.manager.client.gql<{ insightSummary: Record<string, unknown> }>(JOB_PANEL, {
            id: insightId,
          }),
        ).insightSummary,
      ).toEqual({ activeJob: null, summary: null });
      await waitFor(async () => {
        const trail = expectOk(
          await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
        ).aiActivity.nodes.filter((e) => (e.inputIds as string[]).includes(insightId));
        expect(trail).toEqual([
          expect.objectContaining({ task: 'INSIGHT_SUMMARY', inputKind: 'INSIGHT', status: 'CANCELLED' }),
        ]);
      });
    } finally {
      model.reset();
    }
  });
});
