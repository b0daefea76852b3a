import type { AppError } from '@fieldnote/core';

/**
 * How many WebSockets of one kind each caller holds open (issue 30): each socket costs memory for as
 * long as it is open, so one caller (an account, or an address before signing in) may hold at most
 * `maximum` at once. The GraphQL and collaboration sockets keep one count each.
 */
export class SocketAdmission {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly maximum: number,
    private readonly refusal: (maximum: number) => AppError,
  ) {}

  /** Takes a place for `caller` and returns how to give it back, or throws the refusal when it holds the maximum. */
  admit(caller: string): () => void {
    const count = this.open.get(caller) ?? 0;
    if (count >= this.maximum) throw this.refusal(this.maximum);
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
