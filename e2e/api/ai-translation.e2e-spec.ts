import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { DOCUMENT_NOTE_UPLOAD_PATH } from '../../services/api/src/modules/bulk-import';
import {
  type OpenAiTestServer,
  startOpenAiTestServer,
  writeTinyGguf,
} from '../../services/api/src/modules/ai/testing/openai-test-server';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { uploadBulkImport } from './bulk-import-client';
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
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';

const START = `mutation($input: TranslateNoteInput!) { startNoteTranslation(input: $input) {
  id noteId sourceLanguage targetLanguage status outcome error errorMessage translatedNoteId requestedBy } }`;
const JOB = `query($id: ID!) { noteTranslationJob(id: $id) {
  id status progress outcome error errorMessage translatedNoteId aiActivityId } }`;
const CANCEL = `mutation($id: ID!) { cancelNoteTranslation(id: $id) { id status outcome cancelledBy } }`;
const LIVE = `query($noteId: ID!) { noteTranslationJobs(noteId: $noteId) { live { id status } } }`;
const NOTE = `query($id: ID!) { note(id: $id) { title projectId content contentJson } }`;
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task provider { kind model } inputIds language requestedBy status } } }`;

interface Job {
  id: string;
  status: string;
  progress: number;
  outcome: string | null;
  error: string | null;
  errorMessage: string | null;
  translatedNoteId: string | null;
  aiActivityId: string | null;
}
interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  content?: PmNode[];
}

const MARKDOWN = [
  '# Onboarding interview',
  '',
  'The export fails often and the team loses time.',
  '',
  '- Search is slow',
  '- Tags are confusing',
  '',
  '## Next steps',
  '',
  'We call again next week.',
].join('\n');

/** The node types of a document's top level, a heading with its level, a list with its items. */
function outline(doc: PmNode): string[] {
  return (doc.content ?? []).map((n) =>
    n.type === 'heading'
      ? `h${String(n.attrs?.level)}`
      : n.content && n.type.endsWith('List')
        ? `${n.type}(${n.content.length})`
        : n.type,
  );
}
function textNodes(node: PmNode): string[] {
  return node.type === 'text' ? [node.text ?? ''] : (node.content ?? []).flatMap(textNodes);
}

/**
 * Note translation (spec 001: allowTranslation; "Translation ends as Success or Failure (error
 * UnsupportedLanguagePair or Error)"), with a configured model: a real OpenAI-compatible server in
 * this process runs the tiny model and answers each block with a scripted translation. Billing is
 * on, so the plan's flag is the real one: Free has no translation, Pro has it.
 */
describe('note translation with an OpenAI-compatible model', () => {
  let dir: string;
  let model: OpenAiTestServer;
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  const setPlan = async (target: BuiltWorkspace, planReference: string) => {
    const response = await sut.client().http(`/control/workspaces/${target.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference }),
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-translation-'));
    model = await startOpenAiTestServer({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')) });
    sut = await sharedTestServer({
      ...BILLING_ON_ENV,
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: model.modelName,
    });
    ws = await signUpAndCreateWorkspace(sut);
    await setPlan(ws, 'pro');
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 180_000);
  afterEach(() => model.reset());
  afterAll(async () => {
    await sut?.close();
    await model?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const importMarkdown = async (client: GraphqlClient, projectId: string) => {
    const response = await uploadBulkImport(
      sut.address,
      client,
      projectId,
      'Onboarding interview.md',
      Buffer.from(MARKDOWN),
      { path: DOCUMENT_NOTE_UPLOAD_PATH },
    );
    expect(response.status).toBe(201);
    return response.json<{ note: { id: string } }>().note.id;
  };
  const ended = (client: GraphqlClient, id: string) =>
    waitFor(
      async () => {
        const job = expectOk(await client.gql<{ noteTranslationJob: Job }>(JOB, { id })).noteTranslationJob;
        expect(['COMPLETED', 'FAILED', 'CANCELLED']).toContain(job.status);
        return job;
      },
      { timeoutMs: 30_000 },
    );
  const jobRows = (noteId: string) =>
    sql<{ id: string }>(sut, `select id from "${schema}".ai_translation_jobs where note_id = ?`, [noteId]);
  const notesIn = (projectId: string) =>
    sql<{ id: string; title: string }>(
      sut,
      `select id, title from "${schema}".notes where project_id = ? and deleted_at is null order by created_at`,
      [projectId],
    );

  it('should translate the note block by block into a new note beside it, keeping its structure, and end Success with the trail, audit entry and event', async () => {
    model.script = (messages) => [`DE ${messages.at(-1)?.content ?? ''}`];
    const projectId = await buildProject(ws.manager.client);
    const noteId = await importMarkdown(contributor.client, projectId);
    const source = expectOk(
      await contributor.client.gql<{ note: { title: string; contentJson: string } }>(NOTE, { id: noteId }),
    ).note;
    const sourceDoc = JSON.parse(source.contentJson) as PmNode;

    const started = expectOk(
      await contributor.client.gql<{ startNoteTranslation: Job & { requestedBy: string } }>(START, {
        input: { noteId, targetLanguage: 'de', sourceLanguage: 'en' },
      }),
    ).startNoteTranslation;
    expect(started).toMatchObject({ status: 'QUEUED', outcome: null, requestedBy: contributor.id });
    const job = await ended(viewer.client, started.id);
    expect(job).toMatchObject({ status: 'COMPLETED', outcome: 'Success', error: null, progress: 100 });

    const translated = expectOk(
      await contributor.client.gql<{
        note: { title: string; projectId: string; content: string; contentJson: string };
      }>(NOTE, { id: job.translatedNoteId }),
    ).note;
    expect(translated.title).toBe(`${source.title} (German)`);
    expect(translated.projectId).toBe(projectId);
    const doc = JSON.parse(translated.contentJson) as PmNode;
    // As many blocks as the source, of the same kinds: headings, the list and its items, paragraphs.
    expect(outline(doc)).toEqual(outline(sourceDoc));
    expect(doc.content).toHaveLength(sourceDoc.content!.length);
    expect(textNodes(doc)).toEqual(textNodes(sourceDoc).map((t) => `DE ${t}`));
    expect(translated.content).toContain('DE The export fails often and the team loses time.');
    // One model request per text block, each asking from English to German.
    const chats = model.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats).toHaveLength(textNodes(sourceDoc).length);
    expect(JSON.stringify(chats[0].body)).toContain('from English to German');
    // The source note is left as it was.
    expect(
      expectOk(await contributor.client.gql<{ note: { contentJson: string } }>(NOTE, { id: noteId })).note
        .contentJson,
    ).toBe(source.contentJson);

    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes.find((e) => e.id === job.aiActivityId);
    expect(trail).toMatchObject({
      task: 'TRANSLATION',
      provider: { kind: 'OPENAI_COMPATIBLE', model: model.modelName },
      inputIds: [noteId],
      language: 'de',
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });
    const audit = await sql<{ actor_id: string; object_id: string; new_value: Record<string, unknown> }>(
      sut,
      `select actor_id, object_id, new_value from "${schema}".audit_entries where action = 'NOTE_TRANSLATED' and object_id = ?`,
      [job.translatedNoteId],
    );
    expect(audit).toEqual([
      {
        actor_id: contributor.id,
        object_id: job.translatedNoteId,
        new_value: {
          noteId,
          sourceNoteId: noteId,
          targetNoteId: job.translatedNoteId,
          sourceLanguage: 'en',
          language: 'de',
        },
      },
    ]);
    const events = await sql<{ payload: Record<string, unknown> }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'noteTranslation.succeeded' and payload->>'translationJobId' = ?`,
      [ws.id, job.id],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ noteId, translatedNoteId: job.translatedNoteId, targetLanguage: 'de' }),
    ]);
  });

  it('should end Failure with UnsupportedLanguagePair at once when the source and target are the same language, creating nothing', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(
      contributor.client,
      projectId,
      'Call',
      'Wir haben über den Export gesprochen.',
    );
    const job = expectOk(
      await contributor.client.gql<{ startNoteTranslation: Job }>(START, {
        input: { noteId, targetLanguage: 'de', sourceLanguage: 'de' },
      }),
    ).startNoteTranslation;
    expect(job).toMatchObject({
      status: 'FAILED',
      outcome: 'Failure',
      error: 'UnsupportedLanguagePair',
      errorMessage: 'The note is already in German: choose another language to translate it into.',
      translatedNoteId: null,
    });
    expect(model.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
    expect((await notesIn(projectId)).map((n) => n.id)).toEqual([noteId]);
  });

  it('should end Failure with Error when the model fails, creating no note and recording the failure', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(contributor.client, projectId, 'Call', 'The export fails often.');
    model.failNext(...Array.from({ length: 8 }, () => ({ status: 400, message: 'model is broken' })));
    const started = expectOk(
      await contributor.client.gql<{ startNoteTranslation: Job }>(START, {
        input: { noteId, targetLanguage: 'fr', sourceLanguage: 'en' },
      }),
    ).startNoteTranslation;
    const job = await ended(contributor.client, started.id);
    expect(job).toMatchObject({
      status: 'FAILED',
      outcome: 'Failure',
      error: 'Error',
      errorMessage: 'The language model could not translate this note. Try again in a moment.',
      translatedNoteId: null,
    });
    expect((await notesIn(projectId)).map((n) => n.id)).toEqual([noteId]);
    const trail = expectOk(
      await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
    ).aiActivity.nodes.find((e) => e.id === job.aiActivityId);
    expect(trail).toMatchObject({ task: 'TRANSLATION', status: 'FAILED', inputIds: [noteId] });
  });

  it('should stop a running translation when a contributor cancels it, creating no note', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(contributor.client, projectId, 'Call', 'The export fails often.');
    const release = model.hold();
    try {
      const started = expectOk(
        await contributor.client.gql<{ startNoteTranslation: Job }>(START, {
          input: { noteId, targetLanguage: 'es', sourceLanguage: 'en' },
        }),
      ).startNoteTranslation;
      await waitFor(() => expect(model.inFlight).toBe(1), { timeoutMs: 20_000 });
      // Asking again while it runs answers the same job.
      expect(
        expectOk(
          await ws.manager.client.gql<{ startNoteTranslation: Job }>(START, {
            input: { noteId, targetLanguage: 'es', sourceLanguage: 'en' },
          }),
        ).startNoteTranslation.id,
      ).toBe(started.id);
      // A reader of the note finds the running one (the Translate dialog opens on it after a reload).
      expect(
        expectOk(await viewer.client.gql<{ noteTranslationJobs: { live: unknown } }>(LIVE, { noteId }))
          .noteTranslationJobs.live,
      ).toEqual({ id: started.id, status: 'RUNNING' });
      expect(
        expectOk(await contributor.client.gql<{ cancelNoteTranslation: unknown }>(CANCEL, { id: started.id }))
          .cancelNoteTranslation,
      ).toEqual({ id: started.id, status: 'CANCELLED', outcome: null, cancelledBy: contributor.id });
    } finally {
      release();
    }
    await waitFor(async () => {
      const trail = expectOk(
        await ws.manager.client.gql<{ aiActivity: { nodes: Record<string, unknown>[] } }>(ACTIVITY),
      ).aiActivity.nodes.filter((e) => e.task === 'TRANSLATION' && (e.inputIds as string[])[0] === noteId);
      expect(trail.map((e) => e.status)).toEqual(['CANCELLED']);
    });
    expect((await notesIn(projectId)).map((n) => n.id)).toEqual([noteId]);
    expect(
      expectOk(await viewer.client.gql<{ noteTranslationJobs: { live: unknown } }>(LIVE, { noteId }))
        .noteTranslationJobs.live,
    ).toBeNull();
  });

  it("should refuse a viewer, a note over the model's size limit and an unknown language, queueing nothing", async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(contributor.client, projectId, 'Call', 'The export fails often.');
    const byViewer = await viewer.client.gql(START, { input: { noteId, targetLanguage: 'de' } });
    expect(errorCode(byViewer)).toBe('FORBIDDEN');
    expect(byViewer.errors?.[0]?.message).toBe(
      'Viewers cannot translate notes: ask for edit permission on the project.',
    );
    const unknown = await contributor.client.gql(START, { input: { noteId, targetLanguage: 'tlh' } });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    // At most 48,000 characters: exactly that is taken, one more refused.
    const line = 'The export fails often and the team loses time. ';
    const at = (n: number) => line.repeat(Math.ceil(n / line.length)).slice(0, n);
    const longId = await buildNote(contributor.client, projectId, 'Long', at(48_001));
    const tooLong = await contributor.client.gql(START, { input: { noteId: longId, targetLanguage: 'de' } });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toBe(
      'This note is too long to translate: at most 48,000 characters are sent to the language model.',
    );
    expect(await jobRows(noteId)).toEqual([]);
    expect(await jobRows(longId)).toEqual([]);
    const fitsId = await buildNote(contributor.client, projectId, 'Fits', at(48_000));
    model.script = () => ['Übersetzt.'];
    const fits = expectOk(
      await contributor.client.gql<{ startNoteTranslation: Job }>(START, {
        input: { noteId: fitsId, targetLanguage: 'de', sourceLanguage: 'en' },
      }),
    ).startNoteTranslation;
    expect((await ended(contributor.client, fits.id)).outcome).toBe('Success');
  });

  it('should refuse translation on a plan without it, naming the plan that has it, and queue nothing', async () => {
    const free = await signUpAndCreateWorkspace(sut);
    const noteId = await buildNote(
      free.manager.client,
      await buildProject(free.manager.client),
      'Call',
      'Text.',
    );
    const refusal = planLimitRefusal(
      await free.manager.client.gql(START, { input: { noteId, targetLanguage: 'de', sourceLanguage: 'en' } }),
    );
    expect(refusal).toEqual({
      message: 'Your plan (Free) does not include note translation. Upgrade to Pro to use it.',
      details: expect.objectContaining({ planLimit: 'allowTranslation', upgradePlanName: 'Pro' }),
    });
    expect(
      await sql(sut, `select id from "${await workspaceSchema(sut, free)}".ai_translation_jobs`),
    ).toEqual([]);
  });
});

describe('note translation with the built-in provider', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
  }, 120_000);
  afterAll(() => sut?.close());

  it('should end Failure with UnsupportedLanguagePair, saying a language model is needed, and create nothing', async () => {
    const client = ws.manager.client;
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(client);
    const noteId = await buildNote(client, projectId, 'Call', 'The export fails often.');
    const job = expectOk(
      await client.gql<{ startNoteTranslation: Job }>(START, { input: { noteId, targetLanguage: 'de' } }),
    ).startNoteTranslation;
    expect(job).toMatchObject({
      status: 'FAILED',
      outcome: 'Failure',
      error: 'UnsupportedLanguagePair',
      errorMessage:
        'Translation needs a language model: the built-in AI only quotes your data. Ask your operator to configure one (README “AI providers”).',
      translatedNoteId: null,
    });
    const schema = await workspaceSchema(sut, ws);
    expect(
      await sql(sut, `select id from "${schema}".notes where project_id = ? and deleted_at is null`, [
        projectId,
      ]),
    ).toHaveLength(1);
    // Generative AI off: every AI entry point refuses, translation too.
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: false }) { generativeAiEnabled } }',
      ),
    );
    expect(errorCode(await client.gql(START, { input: { noteId, targetLanguage: 'de' } }))).toBe('FORBIDDEN');
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
  });
});
