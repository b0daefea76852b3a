import type { ServerResponse } from 'node:http';

/** Options of one watch connection. */
export interface WatchStreamOptions {
  /** Every this many ms a BOOKMARK with the current resourceVersion; undefined sends none. */
  bookmarkIntervalMs?: number;
  /** The server ends the watch after this long (the timeoutSeconds query parameter). */
  timeoutMs?: number;
  currentResourceVersion: () => string;
  bookmarkType: { apiVersion: string; kind: string };
}

/**
 * One open watch: newline-delimited JSON events over a chunked 200 response. Can be made to stall
 * (connection open, nothing sent, like the silent hang real watches suffer) or be dropped.
 */
export class WatchStream {
  private stalled = false;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    private readonly response: ServerResponse,
    private readonly options: WatchStreamOptions,
  ) {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    response.flushHeaders();
    response.on('close', () => this.finish());
    if (options.bookmarkIntervalMs !== undefined) {
      this.timers.push(setInterval(() => this.bookmark(), options.bookmarkIntervalMs));
    }
    if (options.timeoutMs !== undefined) this.timers.push(setTimeout(() => this.close(), options.timeoutMs));
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  send(type: string, object: unknown): void {
    if (this.closed || this.stalled) return;
    this.response.write(`${JSON.stringify({ type, object })}\n`);
  }

  /** Keeps the connection open but sends nothing more, bookmarks included. */
  stall(): void {
    this.stalled = true;
  }

  /** Ends the response cleanly (as a server-side watch timeout does), or cuts the socket when abrupt. */
  close(abrupt = false): void {
    if (this.closed) return;
    if (abrupt) this.response.destroy();
    else this.response.end();
    this.finish();
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  private bookmark(): void {
    const { apiVersion, kind } = this.options.bookmarkType;
    this.send('BOOKMARK', {
      apiVersion,
      kind,
      metadata: { resourceVersion: this.options.currentResourceVersion() },
    });
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.closeListeners.forEach((listener) => listener());
  }
}
