import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LogMailer } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import { DataRetentionJob, DataRetentionRefusal } from '../../services/api/src/modules/data-retention';
import { buildWav } from './file-fixtures';
import { rawRequest, uploadFile } from './file-upload-client';
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

const DAY = 86_400_000;
const SETTINGS = `projectId locked allowed choices
  workspacePolicy { recordingsDays notesDays trashDays keepHighlightsAndTranscripts }
  projectPolicy { recordingsDays notesDays trashDays keepHighlightsAndTranscripts }
  effectivePolicy { recordingsDays notesDays trashDays keepHighlightsAndTranscripts }
  scheduled { deletesAt text groups { category days count } }`;
const READ = `query($p: ID) { dataRetention(projectId: $p) { ${SETTINGS} } }`;
const SET_WORKSPACE = `mutation($input: UpdateWorkspaceDataRetentionInput!) { updateWorkspaceDataRetention(input: $input) { ${SETTINGS} } }`;
const SET_PROJECT = `mutation($input: UpdateProjectDataRetentionInput!) { updateProjectDataRetention(input: $input) { ${SETTINGS} } }`;
const PREVIEW = `query($input: DataRetentionPreviewInput!) { dataRetentionPreview(input: $input) { deletesAt text groups { category days count } } }`;

interface Policy {
  recordingsDays: number | null;
  notesDays: number | null;
  trashDays: number | null;
  keepHighlightsAndTranscripts: boolean;
}
interface Settings {
  projectId: string | null;
  locked: boolean;
  workspacePolicy: Policy;
  projectPolicy: Policy | null;
  effectivePolicy: Policy;
  scheduled: {
    deletesAt: string;
    text: string;
    groups: { category: string; days: number; count: number }[];
  }[];
}

const OFF = { recordingsDays: null, notesDays: null, trashDays: null, keepHighlightsAndTranscripts: true };
const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.500
<v Ana>Onboarding took weeks.
`;

describe('data retention: policies, warnings 7 days ahead and the batched deletion job', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let schema: string;
  let job: DataRetentionJob;

  beforeAll(async () => {
    // The test runs the job itself, on its own workspace with its own clock.
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    schema = await workspaceSchema(sut, ws);
    job = serverProvider(sut.server, DataRetentionJob);
  }, 120_000);
  afterAll(async () => {
    // Leave the shared workspace without a policy, so no later run deletes anything of it.
    await ws.manager.client.gql(SET_WORKSPACE, { input: { ...OFF, locked: false } });
    await sut.close();
  });

  const setWorkspace = (input: Partial<Policy> & { locked?: boolean }) =>
    ws.manager.client.gql<{ updateWorkspaceDataRetention: Settings }>(SET_WORKSPACE, {
      input: { ...OFF, locked: false, ...input },
    });
  const setProject = (projectId: string, input: Partial<Policy> & { override?: boolean }) =>
    ws.manager.client.gql<{ updateProjectDataRetention: Settings }>(SET_PROJECT, {
      input: { ...OFF, override: true, projectId, ...input },
    });

  /** A note created `daysAgo` days before `now` (and, if given, trashed `trashedDaysAgo` before it). */
  async function agedNote(
    projectId: string,
    now: Date,
    daysAgo: number,
    trashedDaysAgo?: number,
  ): Promise<string> {
    const id = await buildNote(ws.manager.client, projectId);
    await sql(sut, `update "${schema}".notes set created_at = ?, deleted_at = ? where id = ?`, [
      new Date(now.getTime() - daysAgo * DAY),
      trashedDaysAgo === undefined ? null : new Date(now.getTime() - trashedDaysAgo * DAY),
      id,
    ]);
    return id;
  }

  async function noteState(id: string): Promise<'LIVE' | 'TRASH' | 'GONE'> {
    const [row] = await sql<{ deleted_at: Date | null }>(
      sut,
      `select deleted_at from "${schema}".notes where id = ?`,
      [id],
    );
    if (!row) return 'GONE';
    return row.deleted_at ? 'TRASH' : 'LIVE';
  }

  async function warnings(): Promise<{ excerpt: string; path: string }[]> {
    const inbox = expectOk(
      await ws.manager.client.gql<{
        notificationInbox: { items: { type: string; excerpt: string; path: string }[] };
      }>('{ notificationInbox(limit: 100) { items { type excerpt path } } }'),
    ).notificationInbox.items;
    return inbox.filter((n) => n.type === 'DATA_RETENTION_WARNING');
  }

  /** Each test's clock: far enough apart that one test's daily warning never gates another's. */
  let clock = Date.now() + 400 * DAY;
  const nextNow = () => new Date((clock += 30 * DAY));

  it('should accept only the spec periods (30, 60, 90, 180, 365 days) and change nothing on a refusal', async () => {
    for (const days of [30, 60, 90, 180, 365])
      expect(
        expectOk(await setWorkspace({ notesDays: days })).updateWorkspaceDataRetention.workspacePolicy
          .notesDays,
      ).toBe(days);
    for (const days of [0, 1, 7, 45, 120, 366, -30]) {
      const refused = await setWorkspace({ recordingsDays: days });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe('Choose 30, 60, 90, 180 or 365 days, or keep everything.');
      expect((refused.errors?.[0]?.extensions as { details?: { code?: string } }).details?.code).toBe(
        DataRetentionRefusal.INVALID_PERIOD,
      );
    }
    const after = expectOk(await ws.manager.client.gql<{ dataRetention: Settings }>(READ)).dataRetention;
    expect(after.workspacePolicy).toEqual({ ...OFF, notesDays: 365 });
    expect(expectOk(await setWorkspace({})).updateWorkspaceDataRetention.workspacePolicy).toEqual(OFF);
  });

  it('should refuse contributors and API tokens the changes, naming managers', async () => {
    const read = await contributor.client.gql(READ);
    expect(errorCode(read)).toBe('FORBIDDEN');
    expect(read.errors?.[0]?.message).toBe('Only workspace managers can do this.');
    const write = await contributor.client.gql(SET_WORKSPACE, {
      input: { ...OFF, notesDays: 30, locked: false },
    });
    expect(errorCode(write)).toBe('FORBIDDEN');
    const token = sut.client(ws.subdomain);
    token.bearer = (await buildApiToken(ws.manager.client)).secret;
    expect(
      errorCode(await token.gql(SET_WORKSPACE, { input: { ...OFF, notesDays: 30, locked: false } })),
    ).toBe('FORBIDDEN');
    expect(
      expectOk(await token.gql<{ dataRetention: Settings }>(READ)).dataRetention.workspacePolicy,
    ).toEqual(OFF);
  });

  it('should let a project override the workspace unless a manager locks it, auditing and announcing each change', async () => {
    const projectId = await buildProject(ws.manager.client);
    await setWorkspace({ notesDays: 180 });
    const own = expectOk(
      await setProject(projectId, { notesDays: 30, recordingsDays: 60 }),
    ).updateProjectDataRetention;
    expect(own.projectPolicy).toMatchObject({ notesDays: 30, recordingsDays: 60 });
    expect(own.effectivePolicy).toMatchObject({ notesDays: 30, recordingsDays: 60 });

    const locked = expectOk(
      await setWorkspace({ notesDays: 180, locked: true }),
    ).updateWorkspaceDataRetention;
    expect(locked.locked).toBe(true);
    const view = expectOk(
      await ws.manager.client.gql<{ dataRetention: Settings }>(READ, { p: projectId }),
    ).dataRetention;
    expect(view.projectPolicy).toBeNull();
    expect(view.effectivePolicy).toMatchObject({ notesDays: 180, recordingsDays: null });
    const refused = await setProject(projectId, { notesDays: 90 });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect((refused.errors?.[0]?.extensions as { details?: { code?: string } }).details?.code).toBe(
      DataRetentionRefusal.POLICY_LOCKED,
    );

    // Unlocked, the project's own policy applies again; `override: false` makes it follow the workspace.
    await setWorkspace({ notesDays: 180, locked: false });
    expect(
      expectOk(await ws.manager.client.gql<{ dataRetention: Settings }>(READ, { p: projectId })).dataRetention
        .effectivePolicy.notesDays,
    ).toBe(30);
    const follows = expectOk(await setProject(projectId, { override: false })).updateProjectDataRetention;
    expect(follows.projectPolicy).toBeNull();
    expect(follows.effectivePolicy.notesDays).toBe(180);

    const audits = await sql<{ action: string; object_id: string; actor_name: string }>(
      sut,
      `select action, object_id, actor_name from "${schema}".audit_entries where action = 'DATA_RETENTION_POLICY_CHANGED' and object_id = ?`,
      [projectId],
    );
    expect(audits).toHaveLength(2);
    const events = await sql<{ payload: { projectId?: string; override?: boolean } }>(
      sut,
      `select payload from regional.outbox_events where subject = 'data_retention.policy_changed' and workspace_id = ?`,
      [ws.id],
    );
    expect(events.filter((e) => e.payload.projectId === projectId).map((e) => e.payload.override)).toEqual(
      expect.arrayContaining([true, false]),
    );
    await setWorkspace({});
  });

  it('should warn managers 7 days ahead, then move exactly the expired notes to the trash, once', async () => {
    const now = nextNow();
    const projectId = await buildProject(ws.manager.client);
    const expired = await agedNote(projectId, now, 100);
    const almost = await agedNote(projectId, now, 85);
    const fresh = await agedNote(projectId, now, 10);
    await setProject(projectId, { notesDays: 90 });

    const preview = expectOk(
      await ws.manager.client.gql<{ dataRetentionPreview: { text: string; groups: { count: number }[] } }>(
        PREVIEW,
        {
          input: { ...OFF, projectId, notesDays: 90 },
        },
      ),
    ).dataRetentionPreview;
    expect(preview.groups).toEqual([{ category: 'NOTES', days: 90, count: expect.any(Number) }]);

    const first = await job.sweep(ws.id, now);
    expect(first.warned).toBe(true);
    expect(first.deleted.NOTES).toBe(0);
    // Warned of: older than 90 days on the day of deletion (7 days on) — 100 and 85 days old today.
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(now.getTime() + 7 * DAY));
    const warning = (await warnings()).find((w) => w.excerpt.startsWith(`On ${day},`));
    expect(warning?.excerpt).toBe(
      `On ${day}, 2 notes older than 90 days will be deleted by the data retention policy.`,
    );
    expect(warning?.path).toBe('/settings/data-retention');
    const settings = expectOk(
      await ws.manager.client.gql<{ dataRetention: Settings }>(READ, { p: projectId }),
    ).dataRetention;
    expect(settings.scheduled.map((s) => s.groups)).toEqual([[{ category: 'NOTES', days: 90, count: 2 }]]);
    // Mailed at once by the worker's notifier, whatever the manager's e-mail settings.
    const mailer = sut.server.built.platform.mailer as LogMailer;
    await waitFor(
      async () =>
        expect(mailer.sent.some((m) => m.to === ws.manager.email && m.text.includes(warning!.excerpt))).toBe(
          true,
        ),
      { timeoutMs: 10_000 },
    );

    // Six days on, nothing is deleted yet.
    expect((await job.sweep(ws.id, new Date(now.getTime() + 6 * DAY))).deleted.NOTES).toBe(0);
    expect(await noteState(expired)).toBe('LIVE');

    const due = new Date(now.getTime() + 7 * DAY);
    expect((await job.sweep(ws.id, due)).deleted.NOTES).toBe(2);
    expect([await noteState(expired), await noteState(almost), await noteState(fresh)]).toEqual([
      'TRASH',
      'TRASH',
      'LIVE',
    ]);
    // Idempotent: a second run deletes nothing more.
    expect((await job.sweep(ws.id, due)).deleted.NOTES).toBe(0);
    expect(await noteState(fresh)).toBe('LIVE');

    const audit = await sql<{ new_value: { deleted: number; announced: number; kind: string } }>(
      sut,
      `select new_value from "${schema}".audit_entries where action = 'DATA_RETENTION_DELETED' and object_id = ?`,
      [projectId],
    );
    expect(audit.map((a) => a.new_value)).toEqual([
      expect.objectContaining({ kind: 'NOTES', deleted: 2, announced: 2 }),
    ]);
    const trashed = await sql<{ n: string }>(
      sut,
      `select count(*) as n from regional.outbox_events where subject = 'note.trashed' and payload->>'noteId' = any(?::text[])`,
      [`{${expired},${almost}}`],
    );
    expect(Number(trashed[0]!.n)).toBe(2);
    await setProject(projectId, { override: false });
  });

  it('should delete for good what stayed in the trash past its period, and not what was warned of but restored', async () => {
    const now = nextNow();
    const projectId = await buildProject(ws.manager.client);
    const old = await agedNote(projectId, now, 200, 40);
    const restored = await agedNote(projectId, now, 200, 45);
    const recent = await agedNote(projectId, now, 200, 5);
    await setProject(projectId, { trashDays: 30 });
    expect((await job.sweep(ws.id, now)).warned).toBe(true);
    await sql(sut, `update "${schema}".notes set deleted_at = null where id = ?`, [restored]);
    const report = await job.sweep(ws.id, new Date(now.getTime() + 7 * DAY));
    expect(report.deleted.TRASH).toBe(1);
    expect([await noteState(old), await noteState(restored), await noteState(recent)]).toEqual([
      'GONE',
      'LIVE',
      'TRASH',
    ]);
    await setProject(projectId, { override: false });
  });

  it('should delete for good a project left in the trash past its period, but not one restored, recent or still receiving an upload', async () => {
    const now = nextNow();
    const trashProject = async (trashedDaysAgo: number) => {
      const projectId = await buildProject(ws.manager.client);
      const noteId = await buildNote(ws.manager.client, projectId);
      expectOk(await setProject(projectId, { trashDays: 30 }));
      expectOk(
        await ws.manager.client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: projectId }),
      );
      await sql(sut, `update "${schema}".projects set deleted_at = ? where id = ?`, [
        new Date(now.getTime() - trashedDaysAgo * DAY),
        projectId,
      ]);
      return { projectId, noteId };
    };
    const old = await trashProject(40);
    const restored = await trashProject(45);
    const recent = await trashProject(5);
    const busy = await trashProject(40);
    await sql(
      sut,
      `insert into "${schema}".files (id, note_id, name, mime, file_type, size, status, storage_key, created_by)
       values (gen_random_uuid(), ?, 'late.wav', 'audio/wav', 'AUDIO', 0, 'UPLOADING', ?, ?)`,
      [busy.noteId, `${ws.id}/late-${busy.noteId}`, ws.manager.id],
    );
    const projectState = async (id: string) => {
      const [row] = await sql<{ deleted_at: Date | null }>(
        sut,
        `select deleted_at from "${schema}".projects where id = ?`,
        [id],
      );
      return !row ? 'GONE' : row.deleted_at ? 'TRASH' : 'LIVE';
    };

    expect((await job.sweep(ws.id, now)).warned).toBe(true);
    expect((await warnings())[0]?.excerpt).toContain('3 items in the trash older than 30 days');
    // Nothing goes before the warning's 7 days.
    expect((await job.sweep(ws.id, new Date(now.getTime() + 6 * DAY))).deleted.TRASH).toBe(0);
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { restoreProject(id: $id) { id } }', {
        id: restored.projectId,
      }),
    );

    const report = await job.sweep(ws.id, new Date(now.getTime() + 7 * DAY));
    expect(report.deleted.TRASH).toBe(1);
    expect([
      await projectState(old.projectId),
      await projectState(restored.projectId),
      await projectState(recent.projectId),
      await projectState(busy.projectId),
    ]).toEqual(['GONE', 'LIVE', 'TRASH', 'TRASH']);
    expect([await noteState(old.noteId), await noteState(busy.noteId)]).toEqual(['GONE', 'LIVE']);
    const [event] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from regional.outbox_events where workspace_id = ? and subject = 'project.deleted' and payload->>'projectId' = ?`,
      [ws.id, old.projectId],
    );
    expect(Number(event!.n)).toBe(1);
    // A second run deletes nothing more; the upload still running keeps its project.
    expect((await job.sweep(ws.id, new Date(now.getTime() + 8 * DAY))).deleted.TRASH).toBe(0);
    await sql(sut, `delete from "${schema}".files where note_id = ? and status = 'UPLOADING'`, [busy.noteId]);
    for (const { projectId } of [restored, recent, busy])
      await sql(sut, `update "${schema}".projects set deleted_at = null where id = ?`, [projectId]);
    for (const { projectId } of [restored, recent, busy]) await setProject(projectId, { override: false });
  });

  it('should remove recordings older than the period but never an unfinished upload, keeping transcripts and highlights when asked', async () => {
    const now = nextNow();
    const keepProject = await buildProject(ws.manager.client);
    const dropProject = await buildProject(ws.manager.client);

    async function recording(projectId: string) {
      const noteId = await buildNote(ws.manager.client, projectId);
      const upload = await uploadFile(sut.address, ws.manager.client, noteId, 'interview.wav', buildWav(0.2));
      const fileId = upload.json<{ file: { id: string } }>().file.id;
      expectOk(
        await ws.manager.client.gql(
          'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
          { f: fileId, c: VTT },
        ),
      );
      const highlightId = expectOk(
        await ws.manager.client.gql<{ createTranscriptHighlight: { id: string } }>(
          'mutation($input: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $input) { id } }',
          { input: { fileId, startMs: 0, endMs: 2500, tagIds: [] } },
        ),
      ).createTranscriptHighlight.id;
      await sql(sut, `update "${schema}".files set created_at = ? where id = ?`, [
        new Date(now.getTime() - 70 * DAY),
        fileId,
      ]);
      const [file] = await sql<{ storage_key: string }>(
        sut,
        `select storage_key from "${schema}".files where id = ?`,
        [fileId],
      );
      return { noteId, fileId, highlightId, key: file!.storage_key };
    }
    const kept = await recording(keepProject);
    const dropped = await recording(dropProject);
    // An upload still arriving, as old as the others: never touched.
    const [{ id: uploadingId }] = await sql<{ id: string }>(
      sut,
      `insert into "${schema}".files (id, note_id, name, mime, file_type, size, status, storage_key, created_by, created_at)
       values (gen_random_uuid(), ?, 'arriving.wav', 'audio/wav', 'AUDIO', 0, 'UPLOADING', 'k/arriving', ?, ?) returning id`,
      [dropped.noteId, ws.manager.id, new Date(now.getTime() - 300 * DAY)],
    );
    await setProject(keepProject, { recordingsDays: 60, keepHighlightsAndTranscripts: true });
    await setProject(dropProject, { recordingsDays: 60, keepHighlightsAndTranscripts: false });

    expect(existsSync(join(sut.server.config.DATA_DIR, 'files', kept.key))).toBe(true);
    expect((await job.sweep(ws.id, now)).warned).toBe(true);
    const report = await job.sweep(ws.id, new Date(now.getTime() + 7 * DAY));
    expect(report.deleted.RECORDINGS).toBe(2);

    // Kept: the row, its transcript and highlight stay; the bytes are gone and no longer served.
    const [keptRow] = await sql<{ content_deleted_at: Date | null }>(
      sut,
      `select content_deleted_at from "${schema}".files where id = ?`,
      [kept.fileId],
    );
    expect(keptRow?.content_deleted_at).not.toBeNull();
    expect(
      await sql(sut, `select 1 from "${schema}".transcript_cues where file_id = ?`, [kept.fileId]),
    ).toHaveLength(1);
    expect(
      await sql(sut, `select 1 from "${schema}".highlights where id = ?`, [kept.highlightId]),
    ).toHaveLength(1);
    expect(existsSync(join(sut.server.config.DATA_DIR, 'files', kept.key))).toBe(false);
    const served = await rawRequest(`${sut.address}/files/${kept.fileId}`, {
      headers: { host: ws.host, cookie: ws.manager.client.sessionCookie ?? '' },
    });
    expect(served.status).toBe(404);

    // Not kept: the file, its transcript and the highlight cut from it are gone.
    expect(await sql(sut, `select 1 from "${schema}".files where id = ?`, [dropped.fileId])).toHaveLength(0);
    expect(
      await sql(sut, `select 1 from "${schema}".highlights where id = ?`, [dropped.highlightId]),
    ).toHaveLength(0);
    expect(existsSync(join(sut.server.config.DATA_DIR, 'files', dropped.key))).toBe(false);
    const [arriving] = await sql<{ status: string }>(
      sut,
      `select status from "${schema}".files where id = ?`,
      [uploadingId],
    );
    expect(arriving?.status).toBe('UPLOADING');

    await setProject(keepProject, { override: false });
    await setProject(dropProject, { override: false });
  });

  it('should resume a deletion stopped half-way and finish it in batches', async () => {
    const now = nextNow();
    const projectId = await buildProject(ws.manager.client);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await agedNote(projectId, now, 120));
    await setProject(projectId, { notesDays: 30 });
    await job.sweep(ws.id, now);
    const due = new Date(now.getTime() + 7 * DAY);
    // Batches of 2: a run that "stopped" after some batches leaves progress the next run continues.
    const report = await job.sweep(ws.id, due, 2);
    expect(report.deleted.NOTES).toBe(5);
    expect(report.batches).toBe(3);
    const states = await Promise.all(ids.map(noteState));
    expect(states.every((s) => s === 'TRASH')).toBe(true);
    expect((await job.sweep(ws.id, due, 2)).deleted.NOTES).toBe(0);
    await setProject(projectId, { override: false });
  });
});
