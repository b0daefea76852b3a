import { type ServerRun, RestartPolicy } from './restart-policy';

const POLICY = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000, maxStartFailures: 5 };

/** A run that served `servedMs` and then crashed (killed, out of memory). */
const crashAfter = (servedMs: number): ServerRun => ({
  exitCode: null,
  signal: 'SIGKILL',
  becameReady: true,
  servedMs,
});
const failedStart: ServerRun = { exitCode: 1, signal: null, becameReady: false, servedMs: 0 };

describe(RestartPolicy.name, () => {
  it('should restart a crashed server after 1 s, doubling while it keeps crashing soon after, up to 30 s', () => {
    const policy = new RestartPolicy(POLICY);
    const delays = Array.from({ length: 7 }, () => policy.decide(crashAfter(5_000)));
    expect(delays.map((decision) => decision.action === 'restart' && decision.delayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('should start the backoff again from 1 s once the server has served a while', () => {
    const policy = new RestartPolicy(POLICY);
    for (let i = 0; i < 4; i++) policy.decide(crashAfter(1_000));
    expect(policy.decide(crashAfter(60_000))).toEqual({ action: 'restart', delayMs: 1_000 });
    expect(policy.decide(crashAfter(1_000))).toEqual({ action: 'restart', delayMs: 2_000 });
  });

  it('should not restart a server that ended by itself with code 0', () => {
    const policy = new RestartPolicy(POLICY);
    policy.decide(crashAfter(1_000));
    expect(policy.decide({ exitCode: 0, signal: null, becameReady: true, servedMs: 9_000 })).toEqual({
      action: 'stop',
      why: 'clean-exit',
    });
  });

  it('should not retry a first start that failed (port taken, data directory in use, bad setting)', () => {
    expect(new RestartPolicy(POLICY).decide(failedStart)).toEqual({ action: 'stop', why: 'never-started' });
  });

  it('should retry restarts that fail to start with backoff, and give up after five in a row', () => {
    const policy = new RestartPolicy(POLICY);
    policy.decide(crashAfter(120_000));
    const decisions = Array.from({ length: 5 }, () => policy.decide(failedStart));
    expect(decisions.slice(0, 4)).toEqual(
      [2_000, 4_000, 8_000, 16_000].map((delayMs) => ({ action: 'restart', delayMs })),
    );
    expect(decisions[4]).toEqual({ action: 'stop', why: 'start-keeps-failing' });
  });

  it('should count failed starts only in a row: a restart that serves again resets them', () => {
    const policy = new RestartPolicy(POLICY);
    policy.decide(crashAfter(120_000));
    for (let i = 0; i < 4; i++) policy.decide(failedStart);
    expect(policy.decide(crashAfter(120_000))).toEqual({ action: 'restart', delayMs: 1_000 });
    for (let i = 0; i < 4; i++) expect(policy.decide(failedStart).action).toBe('restart');
  });
});
