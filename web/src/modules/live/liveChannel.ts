import type { Client } from 'graphql-ws';

/** What the server tells about a change: which kind of thing, what happened, where (ids only). */
export interface WorkspaceChange {
  kind: string;
  action: string;
  id: string | null;
  projectId: string | null;
  noteId: string | null;
  occurredAt: string;
}

type Listener = (change: WorkspaceChange) => void;

const SUBSCRIPTION =
  'subscription LiveChanges { workspaceChanged { kind action id projectId noteId occurredAt } }';
/** The person's own news (an invitation to another workspace), on the same socket. */
const ACCOUNT_SUBSCRIPTION = 'subscription AccountChanges { accountChanged { kind action id occurredAt } }';

/** Reconnect delays: 1 s doubling to 30 s, with jitter, for as long as the page is open. */
function retryWait(retries: number): Promise<void> {
  const delay = Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * One socket per tab (spec 000 §7: "a realtime socket subscription for GraphQL exists and can be
 * restarted"), opened when the first listener arrives and closed when the last one leaves. Every
 * listener hears every change of the workspace; each decides what to read again.
 */
class LiveChannel {
  private readonly listeners = new Set<Listener>();
  private client: Client | null = null;
  private unsubscribe: (() => void)[] = [];
  /** Counts opens, so a socket library that arrives after a close (or a newer open) is not used. */
  private generation = 0;

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  /** Drops the socket and opens a new one (after signing in again, or when the user asks). */
  restart(): void {
    if (this.listeners.size === 0) return;
    this.close();
    this.open();
  }

  private open(attempt = 0): void {
    const generation = ++this.generation;
    // The socket library loads with the first subscription, not with the first page.
    import('graphql-ws').then(
      ({ createClient }) => {
        if (generation === this.generation) this.connect(createClient);
      },
      // Not loaded (offline for a moment): tried again as a dropped socket would be.
      () =>
        retryWait(attempt).then(() => {
          if (generation === this.generation) this.open(attempt + 1);
        }),
    );
  }

  private connect(createClient: typeof import('graphql-ws').createClient): void {
    const url = new URL('/api/graphql', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    this.client = createClient({
      url: url.toString(),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait,
      shouldRetry: () => true,
    });
    const client = this.client;
    const follow = <T>(query: string, changeOf: (data: T) => WorkspaceChange) =>
      client.subscribe<T>(
        { query },
        {
          next: ({ data }) => {
            if (!data) return;
            for (const listener of this.listeners) listener(changeOf(data));
          },
          // Refused (signed out, no longer a member): the pages' own queries say so; nothing to add here.
          error: () => undefined,
          complete: () => undefined,
        },
      );
    this.unsubscribe = [
      follow<{ workspaceChanged: WorkspaceChange }>(SUBSCRIPTION, (data) => data.workspaceChanged),
      // Told as a change like any other, so the shell's refresh reads the bell's account inbox again.
      follow<{ accountChanged: Omit<WorkspaceChange, 'projectId' | 'noteId'> }>(
        ACCOUNT_SUBSCRIPTION,
        (data) => ({
          ...data.accountChanged,
          projectId: null,
          noteId: null,
        }),
      ),
    ];
  }

  private close(): void {
    this.generation += 1;
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    void this.client?.dispose();
    this.client = null;
  }
}

export const liveChannel = new LiveChannel();
