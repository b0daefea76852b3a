/** How the supervisor paces restarts. */
export interface RestartPolicyOptions {
  /** The pause before the first restart; it doubles with each crash that follows soon after. */
  firstDelayMs: number;
  /** The longest pause between restarts. */
  maxDelayMs: number;
  /** A server that served this long before it died starts the doubling again from firstDelayMs. */
  stableAfterMs: number;
  /** Restarts in a row that die before serving, after which the supervisor gives up. */
  maxStartFailures: number;
}

/** 1 s doubling to 30 s; a minute of serving counts as healthy; five failed starts in a row end it. */
export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxStartFailures: 5,
};

/** One run of the server process, as the supervisor saw it end. */
export interface ServerRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** It said it was ready (its banner printed, its port open). */
  becameReady: boolean;
  /** How long it served after it was ready (0 if it never was). */
  servedMs: number;
}

export type RestartDecision =
  | { action: 'restart'; delayMs: number }
  | {
      action: 'stop';
      /** clean-exit: it ended by itself with code 0; never-started: the first start failed (a
       *  configuration problem, said above by the server); start-keeps-failing: the restarts fail. */
      why: 'clean-exit' | 'never-started' | 'start-keeps-failing';
    };

/**
 * Whether and when to start the server again after it ended without being asked to. A crash of a
 * server that had served is always restarted, with exponential backoff so a crash loop does not
 * spin; a start that fails the first time is not retried (the port is taken, the data directory is
 * in use, a setting is wrong: trying again changes nothing), nor are restarts that keep failing to
 * start.
 */
export class RestartPolicy {
  readonly options: RestartPolicyOptions;
  private everReady = false;
  /** Runs in a row that died before serving stableAfterMs: the backoff's exponent. */
  private quickCrashes = 0;
  /** Runs in a row that died before they were ready. */
  private failedStarts = 0;

  constructor(options: Partial<RestartPolicyOptions> = {}) {
    this.options = { ...DEFAULT_RESTART_POLICY, ...options };
  }

  decide(run: ServerRun): RestartDecision {
    if (run.exitCode === 0) return { action: 'stop', why: 'clean-exit' };
    if (run.becameReady) this.everReady = true;
    if (!this.everReady) return { action: 'stop', why: 'never-started' };
    this.failedStarts = run.becameReady ? 0 : this.failedStarts + 1;
    if (this.failedStarts >= this.options.maxStartFailures)
      return { action: 'stop', why: 'start-keeps-failing' };
    const served = run.becameReady && run.servedMs >= this.options.stableAfterMs;
    this.quickCrashes = served ? 1 : this.quickCrashes + 1;
    const delayMs = Math.min(
      this.options.firstDelayMs * 2 ** (this.quickCrashes - 1),
      this.options.maxDelayMs,
    );
    return { action: 'restart', delayMs };
  }
}
