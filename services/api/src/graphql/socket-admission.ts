import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';

/**
 * How many GraphQL sockets each caller holds open (issue 30): a signed-in account by its id, a caller
 * who is not signed in by its address. Each socket costs memory for as long as it is open, so one
 * caller may hold at most `maximum` at once; the web app opens one per tab.
 */
export class SocketAdmission {
  private readonly open = new Map<string, number>();

  constructor(private readonly maximum: number = GRAPHQL_LIMITS.maxSocketsPerCaller) {}

  /** Takes a place for `caller`, or throws TOO_MANY_REQUESTS when it holds the maximum already. */
  admit(caller: string): () => void {
    const count = this.open.get(caller) ?? 0;
    if (count >= this.maximum) throw tooManySockets(this.maximum);
    this.open.set(caller, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(caller) ?? 1) - 1;
      if (left > 0) this.open.set(caller, left);
      else this.open.delete(caller);
    };
  }

  /** Sockets `caller` holds open now. */
  countOf(caller: string): number {
    return this.open.get(caller) ?? 0;
  }
}

function tooManySockets(maximum: number): AppError {
  return AppError.tooManyRequests(
    `You have ${maximum} live connections open already. Close a tab or window of Fieldnote and try again.`,
  );
}
