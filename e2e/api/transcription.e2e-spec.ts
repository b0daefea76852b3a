import { randomUUID } from 'node:crypto';
import type { EntitlementsService } from '@fieldnote/control-plane';
import { OUTBOX_NOTIFY_SQL, outboxInsertSql, toOutboxParams } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type OpenAiTranscriptionTestServer,
  startOpenAiTranscriptionTestServer,
} from '../../services/api/src/modules/transcription/testing/openai-transcription-test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { buildPng, buildWav } from './file-fixtures';
import { uploadFile } from './file-upload-client';

const JOB =
  'id fileId noteId language status progress minutes model detectedLanguage cueCount errorMessage aiActivityId requestedBy createdAt startedAt finishedAt';
const START = `mutation($input: StartTranscriptionInput!) { startTranscription(input: $input) { ${JOB} } }`;
const CANCEL = `mutation($id: ID!) { cancelTranscription(id: $id) { ${JOB} } }`;
const JOB_OF = `query($id: ID!) { transcriptionJob(id: $id) { ${JOB} } }`;
const LATEST = `query($id: ID!) { fileTranscription(fileId: $id) { fileId job { ${JOB} } } }`;
const TRANSCRIPT = `query($id: ID!) { file(id: $id) { transcript { position startMs endMs speaker text } } }`;
const SETTINGS = `{ transcriptionSettings { endpointConfigured model unavailableMessage defaultLanguage provider
  settingsAllowed chooseProviderAllowed hipaaEnforced minutesUsedThisMonth maxMonthlyMinutes languages } }`;
const HIPAA_MESSAGE =
  "This workspace's plan requires a HIPAA-eligible transcription provider (the HIPAA add-on), and this server's transcription endpoint is not declared one: import a WebVTT or SRT transcript instead.";
const UPDATE_SETTINGS = `mutation($input: UpdateTranscriptionSettingsInput!) { updateTranscriptionSettings(input: $input) { defaultLanguage provider } }`;
const PROJECT_SETTINGS = `query($p: ID!) { projectTranscriptionSettings(projectId: $p) { projectId language inherited } }`;
const UPDATE_PROJECT = `mutation($input: UpdateProjectTranscriptionSettingsInput!) { updateProjectTranscriptionSettings(input: $input) { projectId language inherited } }`;
const AI_SWITCH = `mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }`;

interface Job {
  id: string;
  fileId: string;
  noteId: string;
  language: string;
  status: string;
  progress: number;
  minutes: number;
  model: string;
  detectedLanguage: string | null;
  cueCount: number;
  errorMessage: string | null;
  aiActivityId: string | null;
  requestedBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}
interface Cue {
  position: number;
  startMs: number;
  endMs: number;
  speaker: string | null;
  text: string;
}

/**
 * Transcription against a faithful double of OpenAI's `/v1/audio/transcriptions` (every answer it
 * sends is checked against OpenAI's published schema). The server runs with billing on and the free
 * plan by default, so the plan's transcription flags and monthly minutes apply.
 */
describe('transcription of recordings by an OpenAI-compatible endpoint', () => {
  let double: OpenAiTranscriptionTestServer;
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;
  let operatorToken: string;

  beforeAll(async () => {
    double = await startOpenAiTranscriptionTestServer();
    sut = await sharedTestServer({
      STRIPE_SECRET_KEY: 'sk_test_never_called',
      BILLING_DEFAULT_PLAN: 'free-jul-2025',
      TRANSCRIPTION_BASE_URL: double.baseUrl,
      TRANSCRIPTION_MODEL: 'whisper-1',
      TRANSCRIPTION_API_KEY: double.apiKey,
    });
    operatorToken = sut.server.built.operatorToken;
    ws = await signUpAndCreateWorkspace(sut);
    // Team: transcription settings, API tokens and viewers (the free plan has no free viewers).
    expect((await setPlan(ws, 'team')).status).toBe(200);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    await double?.close();
  });
  afterEach(() => {
    double.queue = [];
    double.release();
  });

  function setPlan(target: BuiltWorkspace, planReference: string) {
    return sut.client().http(`/control/workspaces/${target.id}/plan`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planReference }),
    });
  }

  /** A note with a 1-second recording in a fresh project of `target`. */
  async function recording(
    target: BuiltWorkspace = ws,
  ): Promise<{ projectId: string; noteId: string; fileId: string }> {
    const projectId = await buildProject(target.manager.client);
    const noteId = await buildNote(target.manager.client, projectId, 'Interview with Maria', 'Notes.');
    const upload = await uploadFile(sut.address, target.manager.client, noteId, 'interview.wav', buildWav(1));
    expect(upload.status).toBe(201);
    return { projectId, noteId, fileId: upload.json<{ file: { id: string } }>().file.id };
  }

  async function jobOf(id: string, client = ws.manager.client): Promise<Job> {
    return expectOk(await client.gql<{ transcriptionJob: Job }>(JOB_OF, { id })).transcriptionJob;
  }
  const settled = (id: string, client = ws.manager.client) =>
    waitFor(
      async () => {
        const job = await jobOf(id, client);
        if (job.status === 'QUEUED' || job.status === 'RUNNING') throw new Error(`still ${job.status}`);
        return job;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
  async function transcript(fileId: string): Promise<Cue[]> {
    return expectOk(await ws.manager.client.gql<{ file: { transcript: Cue[] } }>(TRANSCRIPT, { id: fileId }))
      .file.transcript;
  }
  const requestsSoFar = () => double.requests.length;

  it('should store the segments with their speakers as the transcript, audit it and count its minute, when a contributor transcribes a recording', async () => {
    const { projectId, fileId, noteId } = await recording();
    const before = requestsSoFar();
    double.queue.push({
      kind: 'transcript',
      language: 'german',
      duration: 1.2,
      segments: [
        { start: 0, end: 0.6, text: ' Wie lange nutzen Sie das schon?', speaker: 'Interviewer' },
        { start: 0.6, end: 1.2, text: ' Seit zwei Jahren.', speaker: 'Maria' },
      ],
    });
    const started = expectOk(
      await contributor.client.gql<{ startTranscription: Job }>(START, { input: { fileId, language: 'de' } }),
    ).startTranscription;
    expect(started).toMatchObject({
      fileId,
      noteId,
      language: 'de',
      status: 'QUEUED',
      progress: 0,
      minutes: 1,
      model: 'whisper-1',
      requestedBy: contributor.id,
    });

    const done = await settled(started.id);
    expect(new Date(done.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(done.createdAt).getTime(),
    );
    expect(done.startedAt).not.toBeNull();
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      minutes: 1,
      cueCount: 2,
      detectedLanguage: 'german',
      errorMessage: null,
    });
    expect(await transcript(fileId)).toEqual([
      {
        position: 0,
        startMs: 0,
        endMs: 600,
        speaker: 'Interviewer',
        text: 'Wie lange nutzen Sie das schon?',
      },
      { position: 1, startMs: 600, endMs: 1200, speaker: 'Maria', text: 'Seit zwei Jahren.' },
    ]);
    // What the endpoint was sent: the WAV, the model, the language and verbose_json with segment times.
    const [request] = double.requests.slice(before);
    expect(request).toEqual({
      authorization: `Bearer ${double.apiKey}`,
      model: 'whisper-1',
      language: 'de',
      responseFormat: 'verbose_json',
      timestampGranularities: ['segment'],
      fileName: 'interview.wav',
      fileType: 'audio/wav',
      fileBytes: buildWav(1).length,
    });
    // The double's answer is what OpenAI's published description allows.
    const answer = double.answers.at(-1)!;
    expect(answer.schema).toBe('CreateTranscriptionResponseVerboseJson');
    expect(double.validate('CreateTranscriptionResponseVerboseJson', answer.body)).toEqual([]);

    const [audit] = await sql<{
      task: string;
      provider: string;
      model: string;
      input_kind: string;
      input_ids: string[];
      project_id: string;
      language: string;
      requested_by: string;
      status: string;
      output_chars: number;
    }>(
      sut,
      `select task, provider, model, input_kind, input_ids, project_id, language, requested_by, status, output_chars
       from "${schema}".ai_activity where id = ?`,
      [done.aiActivityId],
    );
    expect(audit).toEqual({
      task: 'TRANSCRIPTION',
      provider: 'OPENAI_COMPATIBLE',
      model: 'whisper-1',
      input_kind: 'FILE',
      input_ids: [fileId],
      project_id: projectId,
      language: 'de',
      requested_by: contributor.id,
      status: 'SUCCEEDED',
      output_chars: 'Wie lange nutzen Sie das schon?'.length + 'Seit zwei Jahren.'.length,
    });
    const latest = expectOk(
      await ws.manager.client.gql<{ fileTranscription: { fileId: string; job: Job } }>(LATEST, {
        id: fileId,
      }),
    ).fileTranscription;
    expect(latest.fileId).toBe(fileId);
    expect(latest.job.id).toBe(started.id);
  });

  it('should send no language when auto-identify is asked, and default to the project language when none is', async () => {
    const { projectId, fileId } = await recording();
    const before = requestsSoFar();
    const auto = expectOk(
      await ws.manager.client.gql<{ startTranscription: Job }>(START, {
        input: { fileId, language: 'auto-identify' },
      }),
    ).startTranscription;
    expect((await settled(auto.id)).status).toBe('COMPLETED');
    expect(double.requests[before].language).toBeNull();

    expect(
      expectOk(
        await ws.manager.client.gql<{ updateProjectTranscriptionSettings: unknown }>(UPDATE_PROJECT, {
          input: { projectId, language: 'fr' },
        }),
      ).updateProjectTranscriptionSettings,
    ).toEqual({ projectId, language: 'fr', inherited: false });
    const byDefault = expectOk(
      await ws.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    expect(byDefault.language).toBe('fr');
    expect((await settled(byDefault.id)).status).toBe('COMPLETED');
    expect(double.requests[before + 1].language).toBe('fr');
  });

  it('should wait as retry-after says and then complete, when the endpoint answers 429', async () => {
    const { fileId } = await recording();
    const before = requestsSoFar();
    double.queue.push(
      {
        kind: 'error',
        status: 429,
        message: 'Rate limit reached for whisper-1.',
        type: 'requests',
        retryAfterSeconds: 1,
      },
      { kind: 'transcript', duration: 1, segments: [{ start: 0, end: 1, text: ' After the wait.' }] },
    );
    const job = expectOk(
      await ws.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    expect(await settled(job.id)).toMatchObject({ status: 'COMPLETED', cueCount: 1 });
    expect(double.requests.length - before).toBe(2);
    const rateLimited = double.answers.find((a) => a.status === 429)!;
    expect(double.validate('ErrorResponse', rateLimited.body)).toEqual([]);
    expect((await transcript(fileId)).map((c) => c.text)).toEqual(['After the wait.']);
  });

  it('should fail with the endpoint’s reason, keep the imported transcript and audit the failure, when the endpoint refuses the recording', async () => {
    const { fileId } = await recording();
    expectOk(
      await ws.manager.client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
        { f: fileId, c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nDana: The imported line\n' },
      ),
    );
    double.queue.push({
      kind: 'error',
      status: 400,
      message: 'Audio file might be corrupted or unsupported',
    });
    const job = expectOk(
      await ws.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    const failed = await settled(job.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      errorMessage:
        'The transcription endpoint refused the recording (400): Audio file might be corrupted or unsupported',
    });
    expect(await transcript(fileId)).toEqual([
      { position: 0, startMs: 0, endMs: 1000, speaker: 'Dana', text: 'The imported line' },
    ]);
    const [audit] = await sql<{ status: string; error_message: string }>(
      sut,
      `select status, error_message from "${schema}".ai_activity where id = ?`,
      [failed.aiActivityId],
    );
    expect(audit).toEqual({ status: 'FAILED', error_message: failed.errorMessage });
    // A failed job counts no minutes.
    const settings = expectOk(
      await ws.manager.client.gql<{ transcriptionSettings: { minutesUsedThisMonth: number } }>(SETTINGS),
    ).transcriptionSettings;
    const [used] = await sql<{ n: number }>(
      sut,
      `select coalesce(sum(minutes), 0)::int as n from "${schema}".transcription_jobs where status in ('QUEUED', 'RUNNING', 'COMPLETED')`,
    );
    expect(settings.minutesUsedThisMonth).toBe(used.n);
  });

  it('should show progress while the endpoint works, answer the same job when asked twice, and store nothing once cancelled', async () => {
    const { fileId } = await recording();
    double.queue.push({
      kind: 'hold',
      then: { kind: 'transcript', duration: 1, segments: [{ start: 0, end: 1, text: ' Never stored.' }] },
    });
    const job = expectOk(
      await contributor.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    await double.held();
    const running = await waitFor(async () => {
      const seen = await jobOf(job.id);
      expect(seen.status).toBe('RUNNING');
      expect(seen.progress).toBe(30);
      return seen;
    });
    expect(running.progress).toBe(30);
    const again = expectOk(
      await ws.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    expect(again.id).toBe(job.id);

    const abandonedBefore = double.abandoned;
    // A viewer may not cancel.
    expect(errorCode(await viewer.client.gql(CANCEL, { id: job.id }))).toBe('FORBIDDEN');
    const cancelled = expectOk(
      await contributor.client.gql<{ cancelTranscription: Job }>(CANCEL, { id: job.id }),
    ).cancelTranscription;
    expect(cancelled.status).toBe('CANCELLED');
    // The worker hangs up on the endpoint: the request is abandoned, never answered.
    await waitFor(() => expect(double.abandoned).toBe(abandonedBefore + 1), { timeoutMs: 30_000 });
    expect((await jobOf(job.id)).status).toBe('CANCELLED');
    expect(await transcript(fileId)).toEqual([]);
    const cancelAgain = await contributor.client.gql(CANCEL, { id: job.id });
    expect(errorCode(cancelAgain)).toBe('BAD_USER_INPUT');
    expect(cancelAgain.errors?.[0].message).toBe(
      'This transcription has already ended (CANCELLED); there is nothing to cancel.',
    );
  });

  it('should finish a job a stopped process left RUNNING, when its event is delivered again, and ignore a delivery of a finished job', async () => {
    const { fileId, noteId } = await recording();
    // What a process that stopped mid-request leaves: the job RUNNING at 30 %, its event unacknowledged.
    const jobId = randomUUID();
    await sql(
      sut,
      `insert into "${schema}".transcription_jobs (id, file_id, note_id, language, status, progress, minutes, model, requested_by, started_at, attempts)
       values (?, ?, ?, 'en', 'RUNNING', 30, 1, 'whisper-1', ?, now(), 1)`,
      [jobId, fileId, noteId, ws.manager.id],
    );
    const redeliver = () =>
      sql(
        sut,
        outboxInsertSql('regional', '?'),
        toOutboxParams({
          id: randomUUID(),
          subject: 'transcription.requested',
          workspaceId: ws.id,
          payload: { transcriptionJobId: jobId, fileId, noteId, language: 'en' },
        }),
      ).then(() => sql(sut, OUTBOX_NOTIFY_SQL));
    const before = requestsSoFar();
    double.queue.push({
      kind: 'transcript',
      duration: 1,
      segments: [{ start: 0, end: 1, text: ' Resumed.' }],
    });
    await redeliver();
    expect(await settled(jobId)).toMatchObject({ status: 'COMPLETED', progress: 100, cueCount: 1 });
    expect(double.requests.length - before).toBe(1);
    expect(double.requests[before].language).toBe('en');
    expect((await transcript(fileId)).map((c) => c.text)).toEqual(['Resumed.']);

    // Delivered once more after it finished: nothing is sent, nothing changes.
    const [{ n: events }] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from regional.outbox_events where workspace_id = ? and subject = 'transcription.completed' and payload->>'transcriptionJobId' = ?`,
      [ws.id, jobId],
    );
    await redeliver();
    await waitFor(async () => {
      const [{ pending }] = await sql<{ pending: number }>(
        sut,
        `select count(*)::int as pending from regional.outbox_events where workspace_id = ? and subject = 'transcription.requested' and published_at is null`,
        [ws.id],
      );
      expect(pending).toBe(0);
    });
    expect(double.requests.length - before).toBe(1);
    const [{ n: after }] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from regional.outbox_events where workspace_id = ? and subject = 'transcription.completed' and payload->>'transcriptionJobId' = ?`,
      [ws.id, jobId],
    );
    expect(after).toBe(events);
  });

  it('should refuse viewers, images, unknown languages and a workspace with generative AI off, changing nothing', async () => {
    const { fileId, noteId } = await recording();
    const count = async () =>
      (
        await sql<{ n: number }>(
          sut,
          `select count(*)::int as n from "${schema}".transcription_jobs where file_id = ?`,
          [fileId],
        )
      )[0].n;
    expect(errorCode(await viewer.client.gql(START, { input: { fileId } }))).toBe('FORBIDDEN');
    const badLanguage = await ws.manager.client.gql(START, { input: { fileId, language: 'xx' } });
    expect(errorCode(badLanguage)).toBe('BAD_USER_INPUT');
    expect(badLanguage.errors?.[0].message).toMatch(
      /^Pick a transcription language among: auto-identify, af, am, /,
    );
    const image = await uploadFile(sut.address, ws.manager.client, noteId, 'photo.png', buildPng());
    const imageId = image.json<{ file: { id: string } }>().file.id;
    const refused = await ws.manager.client.gql(START, { input: { fileId: imageId } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toBe('Only audio and video files can be transcribed.');

    expectOk(await ws.manager.client.gql(AI_SWITCH, { on: false }));
    try {
      const off = await ws.manager.client.gql(START, { input: { fileId } });
      expect(errorCode(off)).toBe('FORBIDDEN');
      const settings = expectOk(
        await ws.manager.client.gql<{ transcriptionSettings: { unavailableMessage: string } }>(SETTINGS),
      ).transcriptionSettings;
      expect(settings.unavailableMessage).toBe(
        'Generative AI is turned off for this workspace, transcription included.',
      );
    } finally {
      expectOk(await ws.manager.client.gql(AI_SWITCH, { on: true }));
    }
    expect(await count()).toBe(0);
  });

  it('should let an API token transcribe in its own workspace', async () => {
    const { fileId } = await recording();
    const token = await buildApiToken(ws.manager.client);
    const client = sut.client(ws.subdomain);
    client.bearer = token.secret;
    const response = await client.gql<{ startTranscription: Job }>(START, { input: { fileId } });
    const job = expectOk(response).startTranscription;
    expect((await settled(job.id)).status).toBe('COMPLETED');
  });

  it('should refuse a transcription past the plan’s monthly minutes, starting nothing', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const otherSchema = await workspaceSchema(sut, other);
    const { fileId } = await recording(other);
    // The free plan's 300 minutes a month, all used by a finished job this month.
    await sql(
      sut,
      `insert into "${otherSchema}".transcription_jobs (id, file_id, note_id, language, status, progress, minutes, model, requested_by, finished_at)
       select gen_random_uuid(), f.id, f.note_id, 'en', 'COMPLETED', 100, 300, 'whisper-1', ?, now() from "${otherSchema}".files f where f.id = ?`,
      [other.manager.id, fileId],
    );
    const settings = expectOk(
      await other.manager.client.gql<{
        transcriptionSettings: { minutesUsedThisMonth: number; maxMonthlyMinutes: number };
      }>(SETTINGS),
    ).transcriptionSettings;
    expect(settings).toMatchObject({ minutesUsedThisMonth: 300, maxMonthlyMinutes: 300 });
    const before = requestsSoFar();
    const refused = await other.manager.client.gql(START, { input: { fileId } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toMatch(/transcription minutes a month/);
    const [jobs] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${otherSchema}".transcription_jobs`,
    );
    expect(jobs.n).toBe(1);
    expect(double.requests.length).toBe(before);
    // A plan with more minutes lets it start.
    expect((await setPlan(other, 'starter')).status).toBe(200);
    const job = expectOk(
      await other.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    expect((await settled(job.id, other.manager.client)).status).toBe('COMPLETED');
  });

  it('should refuse to send a HIPAA workspace’s recording to an endpoint not declared HIPAA-eligible, starting nothing, until the add-on is removed', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const otherSchema = await workspaceSchema(sut, other);
    const { fileId } = await recording(other);
    const entitlements = serverProvider<EntitlementsService>(sut.server, 'EntitlementsService');
    await sql(
      sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa_transcription', 'price_test_hipaa', 1)`,
      [other.id],
    );
    entitlements.forget(other.id);
    const settings = expectOk(
      await other.manager.client.gql<{
        transcriptionSettings: { hipaaEnforced: boolean; unavailableMessage: string | null };
      }>(SETTINGS),
    ).transcriptionSettings;
    expect(settings).toMatchObject({ hipaaEnforced: true, unavailableMessage: HIPAA_MESSAGE });
    const before = requestsSoFar();
    const refused = await other.manager.client.gql(START, { input: { fileId } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe(HIPAA_MESSAGE);
    const [jobs] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${otherSchema}".transcription_jobs`,
    );
    expect(jobs.n).toBe(0);
    expect(double.requests.length).toBe(before);

    await sql(sut, 'delete from control.workspace_add_ons where team_id = ?', [other.id]);
    entitlements.forget(other.id);
    const job = expectOk(
      await other.manager.client.gql<{ startTranscription: Job }>(START, { input: { fileId } }),
    ).startTranscription;
    expect((await settled(job.id, other.manager.client)).status).toBe('COMPLETED');
  });

  it('should gate the settings by the plan: the language on allowTranscriptionSettings, the provider on allowChooseTranscriptionProvider', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const gql = (query: string, variables?: Record<string, unknown>) =>
      other.manager.client.gql(query, variables);
    const initial = expectOk(
      await other.manager.client.gql<{ transcriptionSettings: Record<string, unknown> }>(SETTINGS),
    ).transcriptionSettings;
    expect(initial).toMatchObject({
      endpointConfigured: true,
      model: 'whisper-1',
      unavailableMessage: null,
      defaultLanguage: 'auto-identify',
      provider: 'ENDPOINT',
      settingsAllowed: false,
      chooseProviderAllowed: false,
      hipaaEnforced: false,
      minutesUsedThisMonth: 0,
      maxMonthlyMinutes: 300,
    });
    expect((initial.languages as string[]).slice(0, 3)).toEqual(['auto-identify', 'af', 'am']);
    const free = await gql(UPDATE_SETTINGS, { input: { defaultLanguage: 'de' } });
    expect(errorCode(free)).toBe('FORBIDDEN');
    expect(free.errors?.[0].message).toMatch(/^Your plan \(Free\) does not include transcription settings\./);

    expect((await setPlan(other, 'pro')).status).toBe(200);
    expect(expectOk(await gql(UPDATE_SETTINGS, { input: { defaultLanguage: 'de' } }))).toEqual({
      updateTranscriptionSettings: { defaultLanguage: 'de', provider: 'ENDPOINT' },
    });
    const noChoice = await gql(UPDATE_SETTINGS, {
      input: { defaultLanguage: 'de', provider: 'IMPORT_ONLY' },
    });
    expect(errorCode(noChoice)).toBe('FORBIDDEN');
    expect(noChoice.errors?.[0].message).toMatch(/does not include choosing the transcription provider/);
    // A contributor is not a manager.
    const contributorOfOther = await addMember(sut, other, 'CONTRIBUTOR');
    expect(
      errorCode(await contributorOfOther.client.gql(UPDATE_SETTINGS, { input: { defaultLanguage: 'fr' } })),
    ).toBe('FORBIDDEN');

    expect((await setPlan(other, 'enterprise')).status).toBe(200);
    expect(
      expectOk(await gql(UPDATE_SETTINGS, { input: { defaultLanguage: 'de', provider: 'IMPORT_ONLY' } })),
    ).toEqual({
      updateTranscriptionSettings: { defaultLanguage: 'de', provider: 'IMPORT_ONLY' },
    });
    // Import-only: transcribing is refused with the reason, and a project follows the workspace language.
    const { projectId, fileId } = await recording(other);
    const importOnly = await gql(START, { input: { fileId } });
    expect(errorCode(importOnly)).toBe('BAD_USER_INPUT');
    expect(importOnly.errors?.[0].message).toBe(
      'This workspace imports its transcripts (Settings › Transcription): import a WebVTT or SRT file instead.',
    );
    expect(expectOk(await gql(PROJECT_SETTINGS, { p: projectId }))).toEqual({
      projectTranscriptionSettings: { projectId, language: 'de', inherited: true },
    });
    const [event] = await sql<{ payload: { oldProvider: string; newProvider: string } }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'transcription.settingsUpdated' and payload->>'newProvider' = 'IMPORT_ONLY'`,
      [other.id],
    );
    expect(event.payload).toMatchObject({ oldProvider: 'ENDPOINT', newProvider: 'IMPORT_ONLY' });
  });
});
