import { randomUUID } from 'node:crypto';
import { AI_EVENTS, AppError, InProcessBus, Role, createLogger } from '@fieldnote/core';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import type { ThemeJobRow, ThemeJobsRepository } from '../themes/theme-jobs.repository';
import { AiJobRunner, type ClaimedJob, type JobActor } from './ai-job-runner';
import { type ThemeJobsWorkspace, openThemeJobsWorkspace } from './testing/theme-jobs-workspace';

const MAX_ATTEMPTS = 3;

let ws: ThemeJobsWorkspace;

/** A runner of the workspace's theme jobs whose work is the test's, recording how it ended each job. */
class TestJobRunner extends AiJobRunner<ThemeJobRow, ThemeJobsRepository> {
  readonly scopes: WorkspaceScope[] = [];
  readonly endings: string[] = [];

  constructor(
    private readonly doWork: (scope: WorkspaceScope, job: ThemeJobRow) => Promise<void>,
    bus = new InProcessBus(),
  ) {
    super(
      ws.jobs,
      { byId: async (id) => (id === ws.workspace.id ? ws.workspace : null) },
      bus,
      createLogger('silent'),
      { noun: 'test', maxAttempts: MAX_ATTEMPTS },
    );
  }

  shutDown(): Promise<void> {
    return this.onApplicationShutdown();
  }

  /** Runs the theme job each themes.requested event names (any catalogued event would do). */
  listenToThemes(): Promise<void> {
    return this.listen(
      'ai-job-runner-spec',
      AI_EVENTS.themesRequested.subject,
      (event) => event.payload.themeJobId,
    );
  }

  protected actor(): JobActor {
    return { role: Role.MANAGER, projectMinimum: Role.CONTRIBUTOR };
  }

  protected work(scope: WorkspaceScope, job: ThemeJobRow): Promise<void> {
    this.scopes.push(scope);
    return this.doWork(scope, job);
  }

  protected async failKeptFailing({ em, schema, job }: ClaimedJob<ThemeJobRow>): Promise<void> {
    this.endings.push('kept failing');
    await this.jobs.markFailed(em, schema, job.id, 'kept failing');
  }

  protected async failOnError(scope: WorkspaceScope, job: ThemeJobRow, err: unknown): Promise<void> {
    const message = (err as Error).message;
    this.endings.push(`failed: ${message}`);
    await this.jobs.markFailed(scope.em, scope.workspace.schemaName, job.id, message);
  }
}

describe(AiJobRunner.name, () => {
  beforeAll(async () => {
    ws = await openThemeJobsWorkspace();
  });
  afterAll(() => ws.close());

  it('should work on a queued job as the member who asked, RUNNING from 0, and acknowledge when the work succeeds', async () => {
    const jobId = await ws.queueJob({ progress: 40 });
    const seen: ThemeJobRow[] = [];
    const sut = new TestJobRunner(async (_scope, job) => {
      seen.push(job);
    });
    expect(await sut.run(ws.workspace.id, jobId)).toBe('ack');
    expect(seen).toEqual([expect.objectContaining({ id: jobId, status: 'RUNNING', progress: 0 })]);
    expect(sut.scopes.map((s) => [s.accountId, s.role, s.projects.minimum])).toEqual([
      [ws.requester, Role.MANAGER, Role.CONTRIBUTOR],
    ]);
    expect(sut.endings).toEqual([]);
    expect(await ws.rowOf(jobId)).toEqual(
      expect.objectContaining({ status: 'RUNNING', progress: 0, attempts: 1, started_at: expect.anything() }),
    );
  });

  it('should run the job its event names when the bus delivers the event', async () => {
    const bus = new InProcessBus();
    const jobId = await ws.queueJob();
    const worked: string[] = [];
    const sut = new TestJobRunner(async (_scope, job) => {
      worked.push(job.id);
    }, bus);
    try {
      await sut.listenToThemes();
      await bus.publish({
        id: randomUUID(),
        subject: AI_EVENTS.themesRequested.subject,
        workspaceId: ws.workspace.id,
        occurredAt: new Date().toISOString(),
        payload: { themeJobId: jobId, projectId: null, tagId: null },
      });
      // The bus delivers after the publisher's turn.
      for (let wait = 0; wait < 100 && worked.length === 0; wait++)
        await new Promise((r) => setTimeout(r, 10));
      expect(worked).toEqual([jobId]);
    } finally {
      await sut.shutDown();
      await bus.close();
    }
  });

  it.each(['COMPLETED', 'FAILED', 'CANCELLED'] as const)(
    'should acknowledge a %s job unread when it is delivered again',
    async (status) => {
      const jobId = await ws.queueJob({ status });
      const sut = new TestJobRunner(async () => undefined);
      expect(await sut.run(ws.workspace.id, jobId)).toBe('ack');
      expect(sut.scopes).toEqual([]);
      expect(await ws.rowOf(jobId)).toEqual(expect.objectContaining({ status, attempts: 0 }));
    },
  );

  it('should acknowledge an event without a workspace, or of a workspace that is gone', async () => {
    const jobId = await ws.queueJob();
    const sut = new TestJobRunner(async () => undefined);
    expect(await sut.run(null, jobId)).toBe('ack');
    expect(await sut.run(randomUUID(), jobId)).toBe('ack');
    expect(sut.scopes).toEqual([]);
    expect(await ws.rowOf(jobId)).toEqual(expect.objectContaining({ status: 'QUEUED', attempts: 0 }));
  });

  it('should ask for a retry while a crash stays under the maximum, then fail the job for good', async () => {
    const jobId = await ws.queueJob();
    const sut = new TestJobRunner(async () => {
      throw new Error('the model crashed');
    });
    const outcomes = [];
    for (let delivery = 0; delivery < MAX_ATTEMPTS; delivery++)
      outcomes.push(await sut.run(ws.workspace.id, jobId));
    expect(outcomes).toEqual(['retry', 'retry', 'ack']);
    expect(sut.endings).toEqual(['failed: the model crashed']);
    expect(await ws.rowOf(jobId)).toEqual(
      expect.objectContaining({
        status: 'FAILED',
        attempts: MAX_ATTEMPTS,
        error_message: 'the model crashed',
      }),
    );
  });

  it('should fail a job at once when its work was refused, as a retry would be refused again', async () => {
    const jobId = await ws.queueJob();
    const sut = new TestJobRunner(async () => {
      throw AppError.forbidden('Generative AI is off.');
    });
    expect(await sut.run(ws.workspace.id, jobId)).toBe('ack');
    expect(sut.endings).toEqual(['failed: Generative AI is off.']);
    expect(await ws.rowOf(jobId)).toEqual(
      expect.objectContaining({ status: 'FAILED', attempts: 1, error_message: 'Generative AI is off.' }),
    );
  });

  it('should fail a job without working when it was delivered more times than the maximum', async () => {
    const jobId = await ws.queueJob({ status: 'RUNNING', attempts: MAX_ATTEMPTS });
    const sut = new TestJobRunner(async () => undefined);
    expect(await sut.run(ws.workspace.id, jobId)).toBe('ack');
    expect(sut.scopes).toEqual([]);
    expect(sut.endings).toEqual(['kept failing']);
    expect(await ws.rowOf(jobId)).toEqual(
      expect.objectContaining({ status: 'FAILED', attempts: MAX_ATTEMPTS + 1 }),
    );
  });

  it('should leave a job cancelled during its work as it is when the work then fails', async () => {
    const jobId = await ws.queueJob();
    const sut = new TestJobRunner(async (scope, job) => {
      // A member's cancel, committed while the work runs.
      await ws.jobs.markCancelled(ws.em(), scope.workspace.schemaName, job.id, ws.requester);
      throw new Error('aborted');
    });
    expect(await sut.run(ws.workspace.id, jobId)).toBe('ack');
    expect(sut.endings).toEqual([]);
    expect(await ws.rowOf(jobId)).toEqual(
      expect.objectContaining({ status: 'CANCELLED', cancelled_by: ws.requester, error_message: null }),
    );
  });

  it('should ask for a retry, leaving the job RUNNING, when the process shuts down during its work', async () => {
    const jobId = await ws.queueJob();
    const sut: TestJobRunner = new TestJobRunner(async () => {
      await sut.shutDown();
      throw new Error('shutting down');
    });
    expect(await sut.run(ws.workspace.id, jobId)).toBe('retry');
    expect(sut.endings).toEqual([]);
    expect(await ws.rowOf(jobId)).toEqual(expect.objectContaining({ status: 'RUNNING', attempts: 1 }));
  });
});
