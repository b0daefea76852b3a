import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveSubscription<T> {
  /** Every result received so far, in order. */
  readonly results: {
    data?: T | null;
    errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  }[];
  /** Resolves once the server has accepted the socket (connection_ack), rejects if it was refused. */
  readonly connected: Promise<void>;
  /** Resolves with the close code and reason once the socket closes (by either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/**
 * A graphql-transport-ws client as a browser tab would open it: the upgrade carries the Host of the
 * workspace, the session cookie and the page's Origin.
 */
export function subscribeLive<T>(
  address: string,
  headers: { host: string; cookie?: string | null; origin?: string; bearer?: string },
  query: string,
  variables?: Record<string, unknown>,
): LiveSubscription<T> {
  const upgradeHeaders: Record<string, string> = { host: headers.host };
  if (headers.cookie) upgradeHeaders.cookie = headers.cookie;
  if (headers.origin) upgradeHeaders.origin = headers.origin;
  if (headers.bearer) upgradeHeaders.authorization = `Bearer ${headers.bearer}`;
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: upgradeHeaders });
    }
  }
  const results: LiveSubscription<T>['results'] extends (infer R)[] ? R[] : never = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const connected = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let noteClosed: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (noteClosed = resolve));
  const client: Client = createClient({
    url: `${address.replace(/^http/, 'ws')}/api/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: false,
    // A refused socket is what several tests expect: it rejects `connected`, no console noise.
    onNonLazyError: () => undefined,
    on: {
      connected: () => settle?.resolve(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        noteClosed({ code, reason: String(reason) });
        settle?.reject(event);
      },
      error: (error) => settle?.reject(error),
    },
  });
  client.subscribe<T>(
    { query, variables },
    {
      next: (result) => results.push(result as (typeof results)[number]),
      error: (error) =>
        results.push({
          errors: Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }],
        }),
      complete: () => undefined,
    },
  );
  return { results, connected, closed, close: () => client.dispose() as Promise<void> };
}
