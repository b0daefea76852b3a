import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { type LiveSubscription, subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { INTERVIEW_NOTE, SHORT_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
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

const START = `mutation($input: GenerateNoteSummaryInput!) { startNoteSummary(input: $input) {
  id noteId framework language status progress requestedBy } }`;
const CANCEL = `mutation($id: ID!) { cancelNoteSummaryJob(id: $id) { id status cancelledBy } }`;
const JOB = `query($id: ID!) { noteSummaryJob(id: $id) { id status progress aiActivityId errorMessage } }`;
const PANEL = `query($id: ID!) { noteSummary(noteId: $id) { summary { framework content generatedWith { kind model } }
  activeJob { id status } } }`;
const PROGRESS = `subscription($id: ID!) { noteSummaryJobProgress(jobId: $id) { jobId noteId status progress text errorMessage } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task framework provider { kind model } inputIds requestedBy status errorMessage } } }`;

interface Step {
  jobId: string;
  noteId: string;
  status: string;
  progress: number;
  text: string | null;
  errorMessage: string | null;
}
interface Job {
  id: string;
  noteId: string;
  status: string;
  progress: number;
  requestedBy: string;
}

/** What a test server and its workspace give every test: who asks, and how to listen to a job. */
function harness() {
  const open: LiveSubscription<{ noteSummaryJobProgress: Step }>[] = [];
  const listen = (sut: TestServer, ws: BuiltWorkspace, member: BuiltAccount, jobId: string) => {
    const live = subscribeLive<{ noteSummaryJobProgress: Step }>(
      sut.address,
      { host: ws.host, cookie: member.client.sessionCookie, origin: `http://${ws.host}` },
      PROGRESS,
      { id: jobId },
    );
    open.push(live);
    return live;
  };
  const steps = (live: LiveSubscription<{ noteSummaryJobProgress: Step }>) =>
    live.results.flatMap((r) => (r.data ? [r.data.noteSummaryJobProgress] : []));
  const closeAll = () => Promise.all(open.splice(0).map((s) => s.close()));
  return { listen, steps, closeAll };
}

/**
 * Note summaries as streamed, cancellable jobs (issue 34: "generate, stream"), with a configured
 * model: a real OpenAI-compatible server in this process answers with scripted chunks, so what the
 * Summary tab hears can be compared with what the model sent. Its own server: the model is server
 * configuration.
 */
describe('note summary jobs streamed from an OpenAI-compatible model', () => {
  let dir: string;
  let model: OpenAiTestServer;
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;
  const { listen, steps, closeAll } = harness();
  const PIECES = [
    '## Tasks attempted\n- Could you tell me about your role?\n',
    '\n## Where they struggled\n',
    '- The export kept failing.\n',
    '\n## What worked\n- Search.',
  ];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-summary-jobs-'));
    model = await startOpenAiTestServer({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')) });
    sut = await sharedTestServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: model.modelName });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 180_000);
  afterEach(async () => {
    await closeAll();
    model.reset();
  });
  afterAll(async () => {
    await sut?.close();
    await model?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const interview = async () => {
    const projectId = await buildProject(ws.manager.client);
    return buildNote(ws.manager.client, projectId, 'Usability session', INTERVIEW_NOTE);
  };
  /**
   * Listens to a job whose model requests are held (`release` from model.hold()), and lets the model
   * answer once the stream's first frame (the job's state then) has come: from then on every step is
   * heard. A job that ends before anyone listens is told as its state only (COMPLETED, no text).
   */
  const listenFromTheStart = async (member: BuiltAccount, jobId: string, release: () => void) => {
    const live = listen(sut, ws, member, jobId);
    try {
      await waitFor(() => expect(steps(live).length).toBeGreaterThan(0), { timeoutMs: 20_000 });
    } finally {
      release();
    }
    return live;
  };
  const summaryRows = (noteId: string) =>
    sql<{ content: string }>(sut, `select content from "${schema}".note_summaries where note_id = ?`, [
      noteId,
    ]);

  it('should stream the text as the model writes it, with growing progress, then store exactly what it wrote', async () => {
    model.script = () => PIECES;
    // Holds the stream after its first chunk, so the tab is seen to hear a part before the whole.
    model.stallAfterFirstChunkMs = 1500;
    const noteId = await interview();
    const release = model.hold();
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, {
        input: { noteId, framework: 'UsabilityTest', language: 'en' },
      }),
    ).startNoteSummary;
    expect(job).toMatchObject({ noteId, status: 'QUEUED', requestedBy: contributor.id });
    const live = await listenFromTheStart(viewer, job.id, release);
    await waitFor(() => expect(steps(live).at(-1)?.status).toBe('COMPLETED'), { timeoutMs: 20_000 });

    const heard = steps(live);
    const texts = heard.map((s) => s.text).filter((t): t is string => !!t);
    // A part of the answer was heard before the whole, and the last step is the whole.
    expect(texts).toContain(PIECES[0]);
    const whole = PIECES.join('').trim();
    expect(heard.at(-1)).toMatchObject({
      jobId: job.id,
      noteId,
      status: 'COMPLETED',
      progress: 100,
      text: whole,
    });
    for (const text of texts) expect(whole.startsWith(text.trim())).toBe(true);
    const progress = heard.filter((s) => s.status === 'RUNNING').map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 5 && p < 100)).toBe(true);

    expect((await summaryRows(noteId)).map((r) => r.content)).toEqual([whole]);
    const done = expectOk(
      await contributor.client.gql<{ noteSummaryJob: Record<string, unknown> }>(JOB, { id: job.id }),
    ).noteSummaryJob;
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes;
    expect(trail.find((e) => e.id === done.aiActivityId)).toMatchObject({
      task: 'NOTE_SUMMARY',
      framework: 'UsabilityTest',
      provider: { kind: 'OPENAI_COMPATIBLE', model: model.modelName },
      inputIds: [noteId],
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });
    // The model was asked once, streamed.
    const chats = model.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats.map((r) => r.body?.stream)).toEqual([true]);
  });

  it('should store, and tell last, the model summary without the lines whose quotes the note does not hold', async () => {
    model.script = () => [
      '## Where they struggled\n',
      '- Time lost: "we wasted about 10 hours a week".\n',
      '- Invented: "we would pay double for a better tool".\n',
      '- Tagging is confusing.',
    ];
    const noteId = await interview();
    const release = model.hold();
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, {
        input: { noteId, framework: 'Summary', language: 'en' },
      }),
    ).startNoteSummary;
    const live = await listenFromTheStart(contributor, job.id, release);
    await waitFor(() => expect(steps(live).at(-1)?.status).toBe('COMPLETED'), { timeoutMs: 20_000 });

    const kept =
      '## Where they struggled\n- Time lost: "we wasted about 10 hours a week".\n- Tagging is confusing.';
    expect(steps(live).at(-1)?.text).toBe(kept);
    expect((await summaryRows(noteId)).map((r) => r.content)).toEqual([kept]);
  });

  it('should tell a late listener the text so far, stop the model and store nothing it wrote when a contributor cancels mid-stream', async () => {
    model.script = () => PIECES;
    model.stallAfterFirstChunkMs = 60_000;
    const noteId = await interview();
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, {
        input: { noteId, framework: 'UsabilityTest' },
      }),
    ).startNoteSummary;
    // Listens only once the model has sent its first chunk and paused: the text so far still arrives.
    await waitFor(() => expect(model.requests.some((r) => r.path === '/v1/chat/completions')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const live = listen(sut, ws, contributor, job.id);
    await waitFor(() => expect(steps(live).some((s) => s.text === PIECES[0])).toBe(true), {
      timeoutMs: 20_000,
    });
    // Asking again while it runs answers the same job; the panel shows it after a reload.
    const again = expectOk(
      await ws.manager.client.gql<{ startNoteSummary: Job }>(START, { input: { noteId } }),
    ).startNoteSummary;
    expect(again.id).toBe(job.id);
    expect(
      expectOk(
        await viewer.client.gql<{ noteSummary: { activeJob: { id: string } | null } }>(PANEL, { id: noteId }),
      ).noteSummary.activeJob,
    ).toEqual({ id: job.id, status: 'RUNNING' });

    // A viewer may watch but not cancel.
    const refused = await viewer.client.gql(CANCEL, { id: job.id });
    expect(errorCode(refused)).toBe('FORBIDDEN');

    const cancelled = expectOk(
      await contributor.client.gql<{ cancelNoteSummaryJob: Record<string, unknown> }>(CANCEL, { id: job.id }),
    ).cancelNoteSummaryJob;
    expect(cancelled).toEqual({ id: job.id, status: 'CANCELLED', cancelledBy: contributor.id });
    await waitFor(() => expect(steps(live).at(-1)?.status).toBe('CANCELLED'));
    // The runner aborts the model's stream (the server sees its request closed) and stores nothing.
    await waitFor(() => expect(model.inFlight).toBe(0), { timeoutMs: 10_000 });
    expect(await summaryRows(noteId)).toEqual([]);
    const row = await sql<{ status: string }>(
      sut,
      `select status from "${schema}".ai_summary_jobs where id = ?`,
      [job.id],
    );
    expect(row).toEqual([{ status: 'CANCELLED' }]);
    expect(
      expectOk(
        await viewer.client.gql<{ noteSummary: { activeJob: unknown; summary: unknown } }>(PANEL, {
          id: noteId,
        }),
      ).noteSummary,
    ).toEqual({ activeJob: null, summary: null });
    // An ended job cannot be cancelled again.
    expect(errorCode(await contributor.client.gql(CANCEL, { id: job.id }))).toBe('BAD_USER_INPUT');
    // The audit trail keeps the stopped generation as CANCELLED (what was asked of which model), not as FAILED.
    await waitFor(async () => {
      const trail = expectOk(
        await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
      ).aiActivity.nodes.filter((e) => (e.inputIds as string[]).includes(noteId));
      expect(trail).toEqual([
        expect.objectContaining({
          task: 'NOTE_SUMMARY',
          framework: 'UsabilityTest',
          provider: { kind: 'OPENAI_COMPATIBLE', model: model.modelName },
          requestedBy: contributor.id,
          status: 'CANCELLED',
          errorMessage: 'Cancelled by a member before it ended; nothing it wrote was stored.',
        }),
      ]);
    });
  });

  it('should stop a theme job while the model names its themes when the member who asked cancels it, keeping no themes', async () => {
    const projectId = await buildProject(ws.manager.client);
    const lines = [
      'The export to PDF fails every time I try it.',
      'Exporting the report to PDF never works for me.',
      'Our PDF export broke again this morning.',
      'Search never finds the quote I remember.',
      'Searching for old quotes takes far too long.',
      'The search results miss the interviews I need.',
    ];
    const noteId = await buildNote(ws.manager.client, projectId, 'Complaints', lines.join('\n'));
    const [{ content }] = await sql<{ content: string }>(
      sut,
      `select content from "${schema}".notes where id = ?`,
      [noteId],
    );
    for (const line of lines) {
      const start = content.indexOf(line);
      expectOk(
        await ws.manager.client.gql(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          {
            input: { noteId, startOffset: start, endOffset: start + line.length, text: line },
          },
        ),
      );
    }
    const START_THEMES = `mutation($input: HighlightThemesInput!) { startHighlightThemes(input: $input) { id status } }`;
    const THEME_JOB = `query($id: ID!) { themeJob(id: $id) { id status progress result { considered } } }`;
    const CANCEL_THEMES = `mutation($id: ID!) { cancelThemeJob(id: $id) { id status cancelledBy } }`;
    // The model holds its answer: the job waits in its naming step.
    const release = model.hold();
    try {
      const input = { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' };
      const job = expectOk(
        await viewer.client.gql<{ startHighlightThemes: { id: string } }>(START_THEMES, { input }),
      ).startHighlightThemes;
      await waitFor(() => expect(model.inFlight).toBe(1), { timeoutMs: 20_000 });
      // The runner records its progress beside its work, not before it: the naming step's figure may
      // land just after the model has the request.
      const running = await waitFor(
        async () => {
          const read = expectOk(
            await viewer.client.gql<{ themeJob: { status: string; progress: number } }>(THEME_JOB, {
              id: job.id,
            }),
          ).themeJob;
          expect(read.progress).toBeGreaterThanOrEqual(80);
          return read;
        },
        { intervalMs: 50 },
      );
      expect(running.status).toBe('RUNNING');
      expect(running.progress).toBeLessThan(100);
      // Asking again while it runs answers the same job.
      expect(
        expectOk(
          await contributor.client.gql<{ startHighlightThemes: { id: string } }>(START_THEMES, { input }),
        ).startHighlightThemes.id,
      ).toBe(job.id);
      expect(
        expectOk(
          await viewer.client.gql<{ cancelThemeJob: Record<string, unknown> }>(CANCEL_THEMES, { id: job.id }),
        ).cancelThemeJob,
      ).toEqual({ id: job.id, status: 'CANCELLED', cancelledBy: viewer.id });
      // The runner aborts the model's request (the held server does not see it go) and keeps nothing.
      expect(
        expectOk(
          await viewer.client.gql<{ themeJob: { status: string; result: unknown } }>(THEME_JOB, {
            id: job.id,
          }),
        ).themeJob,
      ).toMatchObject({ status: 'CANCELLED', result: null });
      await waitFor(async () => {
        const trail = expectOk(
          await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(
            `{ aiActivity(limit: 200) { nodes { task projectId requestedBy status errorMessage } } }`,
          ),
        ).aiActivity.nodes.filter((e) => e.task === 'THEMES' && e.projectId === projectId);
        expect(trail).toEqual([
          {
            task: 'THEMES',
            projectId,
            requestedBy: viewer.id,
            status: 'CANCELLED',
            errorMessage: 'Cancelled by a member before it ended; nothing it wrote was stored.',
          },
        ]);
      });
    } finally {
      release();
    }
  });

  it('should stop a channel’s theme suggestion job while the model names its groups when the viewer who asked cancels it, keeping no suggestions', async () => {
    const channelId = expectOk(
      await contributor.client.gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "Reviews (cancel test)" }) { id } }',
      ),
    ).createChannel.id;
    const texts = [
      'The export to PDF fails every time I try it.',
      'Exporting the report to PDF never works for me.',
      'Our PDF export broke again this morning.',
      'Search never finds the quote I remember.',
      'Searching for old quotes takes far too long.',
      'The search results miss the interviews I need.',
    ];
    expectOk(
      await contributor.client.gql(
        'mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { importedCount } }',
        {
          input: {
            channelId,
            datasetTitle: 'Export',
            rows: texts.map((text, index) => ({ rowNumber: index + 1, text })),
          },
        },
      ),
    );
    const START_SUGGESTIONS = `mutation($input: ChannelThemeSuggestionsInput!) { startChannelThemeSuggestions(input: $input) { id status } }`;
    const JOB = `query($id: ID!) { themeJob(id: $id) { id status progress channelId channelSuggestions { considered } } }`;
    const CANCEL = `mutation($id: ID!) { cancelThemeJob(id: $id) { id status cancelledBy channelId } }`;
    // The model holds its answer: the job waits in its naming step.
    const release = model.hold();
    try {
      const input = { channelId, amount: 'LEAST', unthemedOnly: false };
      const job = expectOk(
        await viewer.client.gql<{ startChannelThemeSuggestions: { id: string } }>(START_SUGGESTIONS, {
          input,
        }),
      ).startChannelThemeSuggestions;
      await waitFor(() => expect(model.inFlight).toBe(1), { timeoutMs: 20_000 });
      const running = await waitFor(
        async () => {
          const read = expectOk(
            await viewer.client.gql<{ themeJob: { status: string; progress: number } }>(JOB, { id: job.id }),
          ).themeJob;
          expect(read.progress).toBeGreaterThanOrEqual(80);
          return read;
        },
        { intervalMs: 50 },
      );
      expect(running.status).toBe('RUNNING');
      expect(running.progress).toBeLessThan(100);
      // Asking again while it runs answers the same job.
      expect(
        expectOk(
          await contributor.client.gql<{ startChannelThemeSuggestions: { id: string } }>(START_SUGGESTIONS, {
            input,
          }),
        ).startChannelThemeSuggestions.id,
      ).toBe(job.id);
      expect(
        expectOk(await viewer.client.gql<{ cancelThemeJob: Record<string, unknown> }>(CANCEL, { id: job.id }))
          .cancelThemeJob,
      ).toEqual({ id: job.id, status: 'CANCELLED', cancelledBy: viewer.id, channelId });
      expect(
        expectOk(await viewer.client.gql<{ themeJob: Record<string, unknown> }>(JOB, { id: job.id }))
          .themeJob,
      ).toMatchObject({ status: 'CANCELLED', channelSuggestions: null });
      // The audit trail keeps the stopped run as CANCELLED, with the data points it read.
      await waitFor(async () => {
        const trail = expectOk(
          await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(
            `{ aiActivity(limit: 200) { nodes { task inputKind inputIds requestedBy status errorMessage } } }`,
          ),
        ).aiActivity.nodes.filter((e) => e.task === 'CHANNEL_THEMES');
        expect(trail).toHaveLength(1);
        expect(trail[0]).toMatchObject({
          task: 'CHANNEL_THEMES',
          inputKind: 'DATAPOINT',
          requestedBy: viewer.id,
          status: 'CANCELLED',
          errorMessage: 'Cancelled by a member before it ended; nothing it wrote was stored.',
        });
        expect(trail[0]?.inputIds).toHaveLength(texts.length);
      });
    } finally {
      release();
    }
  });

  it('should stop a running job and store nothing when a manager turns generative AI off', async () => {
    model.script = () => PIECES;
    model.stallAfterFirstChunkMs = 60_000;
    const noteId = await interview();
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, { input: { noteId } }),
    ).startNoteSummary;
    const live = listen(sut, ws, contributor, job.id);
    await waitFor(() => expect(steps(live).some((s) => s.text === PIECES[0])).toBe(true), {
      timeoutMs: 20_000,
    });
    const SETTINGS = `mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }`;
    expectOk(await ws.manager.client.gql(SETTINGS, { on: false }));
    try {
      await waitFor(() =>
        expect(steps(live).at(-1)).toMatchObject({
          status: 'FAILED',
          errorMessage: 'Generative AI was turned off for this workspace.',
        }),
      );
      await waitFor(() => expect(model.inFlight).toBe(0), { timeoutMs: 10_000 });
      expect(await summaryRows(noteId)).toEqual([]);
      // Stopped by the switch, not by a member: the trail keeps it as FAILED.
      await waitFor(async () => {
        const trail = expectOk(
          await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
        ).aiActivity.nodes.filter((e) => (e.inputIds as string[]).includes(noteId));
        expect(trail.map((e) => e.status)).toEqual(['FAILED']);
      });
    } finally {
      expectOk(await ws.manager.client.gql(SETTINGS, { on: true }));
    }
  });
});

/** The same jobs with no model configured: the built-in provider's sections one by one. */
describe('note summary jobs with the built-in provider', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let other: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;
  const { listen, steps, closeAll } = harness();

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterEach(() => closeAll());
  afterAll(() => sut.close());

  const jobRows = (noteId: string) =>
    sql<{ status: string }>(sut, `select status from "${schema}".ai_summary_jobs where note_id = ?`, [
      noteId,
    ]);

  it('should store the same summary generateNoteSummary makes, told section by section', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, {
        input: { noteId, framework: 'ByQuestion' },
      }),
    ).startNoteSummary;
    const live = listen(sut, ws, contributor, job.id);
    await waitFor(() => expect(steps(live).at(-1)?.status).toMatch(/COMPLETED/), { timeoutMs: 15_000 });
    const panel = expectOk(
      await contributor.client.gql<{
        noteSummary: { summary: { content: string; generatedWith: { kind: string } } };
      }>(PANEL, { id: noteId }),
    ).noteSummary.summary;
    expect(panel.generatedWith.kind).toBe('BUILT_IN');
    expect(steps(live).at(-1)?.text ?? panel.content).toBe(panel.content);
    expect(panel.content.startsWith('## Questions and answers')).toBe(true);
  });

  it('should refuse a viewer and a note with too little content with the spec reasons, and queue nothing', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const byViewer = await viewer.client.gql(START, { input: { noteId } });
    expect(errorCode(byViewer)).toBe('FORBIDDEN');
    expect(byViewer.errors?.[0]?.message).toBe('Viewers cannot generate summaries.');
    const shortId = await buildNote(ws.manager.client, projectId, 'Short', SHORT_NOTE);
    const short = await contributor.client.gql(START, { input: { noteId: shortId } });
    expect(errorCode(short)).toBe('NOT_ENOUGH_DATA');
    expect(await jobRows(noteId)).toEqual([]);
    expect(await jobRows(shortId)).toEqual([]);
  });

  it("should refuse another workspace's member the job's progress on their own host, so none of its text reaches them", async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId, 'Interview with Maria', INTERVIEW_NOTE);
    const job = expectOk(
      await contributor.client.gql<{ startNoteSummary: Job }>(START, { input: { noteId } }),
    ).startNoteSummary;
    const foreign = listen(sut, other, other.manager, job.id);
    await waitFor(() => expect(foreign.results.length).toBeGreaterThan(0));
    expect(foreign.results.every((r) => !r.data)).toBe(true);
    expect(foreign.results[0]?.errors?.[0]?.extensions?.errorCode).toBe('NOT_FOUND');
    expect(errorCode(await other.manager.client.gql(JOB, { id: job.id }))).toBe('NOT_FOUND');
  });

  it("should tell every job of the workspace without a job id, but none of a private project's to a member who cannot read it", async () => {
    const open = await buildProject(ws.manager.client);
    const secret = await buildProject(ws.manager.client);
    expectOk(
      await ws.manager.client.gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: secret },
      ),
    );
    const openNote = await buildNote(ws.manager.client, open, 'Open interview', INTERVIEW_NOTE);
    const secretNote = await buildNote(ws.manager.client, secret, 'Secret interview', INTERVIEW_NOTE);
    const everything = `subscription { noteSummaryJobProgress { jobId noteId projectId status text } }`;
    const asViewer = subscribeLive<{ noteSummaryJobProgress: Step & { projectId: string } }>(
      sut.address,
      { host: ws.host, cookie: viewer.client.sessionCookie, origin: `http://${ws.host}` },
      everything,
    );
    const asManager = subscribeLive<{ noteSummaryJobProgress: Step & { projectId: string } }>(
      sut.address,
      { host: ws.host, cookie: ws.manager.client.sessionCookie, origin: `http://${ws.host}` },
      everything,
    );
    try {
      await Promise.all([asViewer.connected, asManager.connected]);
      await new Promise((resolve) => setTimeout(resolve, 200)); // registered after the acknowledgement
      for (const noteId of [secretNote, openNote])
        expectOk(await ws.manager.client.gql(START, { input: { noteId } }));
      const heard = (live: typeof asViewer, noteId: string) =>
        live.results
          .filter((r) => r.data?.noteSummaryJobProgress.noteId === noteId)
          .map((r) => r.data?.noteSummaryJobProgress);
      await waitFor(() => {
        expect(heard(asManager, secretNote).at(-1)?.status).toBe('COMPLETED');
        expect(heard(asManager, openNote).at(-1)?.status).toBe('COMPLETED');
        expect(heard(asViewer, openNote).at(-1)?.status).toBe('COMPLETED');
      });
      expect(heard(asViewer, secretNote)).toEqual([]);
      expect(JSON.stringify(asViewer.results)).not.toContain(secret);
    } finally {
      await Promise.all([asViewer.close(), asManager.close()]);
    }
  });
});
