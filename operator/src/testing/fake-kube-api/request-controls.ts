/** What a request asked the server to do, named as Kubernetes audit logs and RBAC name verbs. */
export type Verb = 'get' | 'list' | 'watch' | 'create' | 'update' | 'patch' | 'delete' | 'unknown';

/** One request the fake server answered (the request log tests assert on). */
export interface RecordedRequest {
  method: string;
  /** Path and query string as sent. */
  url: string;
  verb: Verb;
  /** The resource's plural, e.g. `workspaces`; undefined when the path served nothing. */
  resource?: string;
  namespace?: string;
  name?: string;
  subresource?: string;
  /** HTTP status of the answer (200 for a watch, whatever it later streams). */
  status: number;
}

/** Selects requests by any of their recorded fields; an empty match selects every request. */
export type RequestMatch = Partial<
  Pick<RecordedRequest, 'verb' | 'resource' | 'namespace' | 'name' | 'subresource'>
>;

export function requestMatches(request: Omit<RecordedRequest, 'status'>, match: RequestMatch): boolean {
  return Object.entries(match).every(([field, value]) => request[field as keyof RequestMatch] === value);
}

/** A failure the server answers instead of serving the next `times` matching requests. */
export interface InjectedFailure {
  match: RequestMatch;
  code: number;
  reason: string;
  message: string;
  times: number;
}

/**
 * Matching requests wait here until released, so a test can line up concurrent writers (e.g. two
 * candidates updating one Lease) and let them race deterministically.
 */
export class RequestHold {
  private readonly waiters: (() => void)[] = [];
  private readonly countWatchers: { count: number; resolve: () => void }[] = [];
  private released = false;

  constructor(readonly match: RequestMatch) {}

  /** How many requests are waiting now. */
  get held(): number {
    return this.waiters.length;
  }

  /** Resolves once `count` requests are waiting. */
  whenHeld(count: number): Promise<void> {
    if (this.waiters.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.countWatchers.push({ count, resolve }));
  }

  /** Lets every waiting request (and any later matching one) through, in arrival order. */
  release(): void {
    this.released = true;
    this.waiters.splice(0).forEach((resume) => resume());
  }

  wait(): Promise<void> {
    if (this.released) return Promise.resolve();
    return new Promise((resume) => {
      this.waiters.push(resume);
      for (const watcher of this.countWatchers.filter((w) => this.waiters.length >= w.count)) {
        this.countWatchers.splice(this.countWatchers.indexOf(watcher), 1);
        watcher.resolve();
      }
    });
  }
}
