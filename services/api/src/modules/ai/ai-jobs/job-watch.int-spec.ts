import { createLogger } from '@fieldnote/core';
import { JobCancelled } from './job-cancelled';
import { CANCEL_POLL_MS, JobWatch, type JobWatchOptions } from './job-watch';
import { type ThemeJobsWorkspace, openThemeJobsWorkspace } from './testing/theme-jobs-workspace';

let ws: ThemeJobsWorkspace;

/** A watch on a new RUNNING job of the workspace, with the runner's options for it; `stop` it after. */
async function watchRunningJob(optionsFor: (jobId: string) => JobWatchOptions = () => ({})) {
  const jobId = await ws.queueJob({ status: 'RUNNING' });
  const stopping = new AbortController();
  const sut = new JobWatch(
    {
      jobs: ws.jobs,
      em: ws.em(),
      schema: ws.workspace.schemaName,
      jobId,
      noun: 'test',
      stopping: stopping.signal,
      logger: createLogger('silent'),
    },
    optionsFor(jobId),
  );
  return { jobId, stopping, sut };
}

/** Waits until `done` holds, looking as often as the watch does, for a few of its looks at most. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let look = 0; look < 20 && !(await done()); look++)
    await new Promise((resolve) => setTimeout(resolve, CANCEL_POLL_MS / 5));
}

describe(JobWatch.name, () => {
  beforeAll(async () => {
    ws = await openThemeJobsWorkspace();
  });
  afterAll(() => ws.close());

  it('should abort with JobCancelled when a member cancels the job', async () => {
    const { jobId, sut } = await watchRunningJob();
    try {
      await ws.jobs.markCancelled(ws.em(), ws.workspace.schemaName, jobId, ws.requester);
      await until(() => sut.signal.aborted);
      expect(sut.signal.aborted).toBe(true);
      expect(sut.signal.reason).toBeInstanceOf(JobCancelled);
      expect(sut.cancelled.aborted).toBe(true);
    } finally {
      sut.stop();
    }
  });

  it('should abort with a plain stop, not a cancel, when its feature check marks the job FAILED', async () => {
    const { jobId, sut } = await watchRunningJob((id) => ({
      stopIfOff: async () => {
        await ws.jobs.markFailed(ws.em(), ws.workspace.schemaName, id, 'AI was turned off');
      },
    }));
    try {
      await until(() => sut.signal.aborted);
      expect(sut.signal.reason).not.toBeInstanceOf(JobCancelled);
      expect((sut.signal.reason as Error).message).toBe('The test job was stopped.');
      expect((await ws.rowOf(jobId))?.status).toBe('FAILED');
    } finally {
      sut.stop();
    }
  });

  it('should abort its signal, but not the job, when the process shuts down', async () => {
    const { jobId, stopping, sut } = await watchRunningJob();
    try {
      stopping.abort(new Error('shutting down'));
      expect(sut.signal.aborted).toBe(true);
      expect(sut.cancelled.aborted).toBe(false);
      expect((await ws.rowOf(jobId))?.status).toBe('RUNNING');
    } finally {
      sut.stop();
    }
  });

  it('should record progress only when it moves forward', async () => {
    const { jobId, sut } = await watchRunningJob();
    // The real repository's writes, counted: the row keeps the highest anyway, so only the calls
    // show that a step back or a repeat is never written.
    const advance = jest.spyOn(ws.jobs, 'advance');
    try {
      for (const percent of [10, 10, 5, 40]) sut.progress(percent);
      await until(async () => (await ws.rowOf(jobId))?.progress === 40);
      expect(advance.mock.calls.map(([, , id, percent]) => [id, percent])).toEqual([
        [jobId, 10],
        [jobId, 40],
      ]);
      expect((await ws.rowOf(jobId))?.progress).toBe(40);
    } finally {
      advance.mockRestore();
      sut.stop();
    }
  });

  it('should say the job is no longer wanted once it was cancelled', async () => {
    const { jobId, sut } = await watchRunningJob();
    const stillRunning = () => ws.em().transactional((tx) => sut.stillRunning(tx));
    try {
      expect(await stillRunning()).toBe(true);
      await ws.jobs.markCancelled(ws.em(), ws.workspace.schemaName, jobId, ws.requester);
      expect(await stillRunning()).toBe(false);
    } finally {
      sut.stop();
    }
  });
});
