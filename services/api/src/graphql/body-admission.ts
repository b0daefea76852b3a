import { AppError, ErrorCode } from '@fieldnote/core';
import type { FastifyReply } from 'fastify';

interface Waiter {
  bytes: number;
  grant(): void;
}

/**
 * A budget of request body bytes held in memory at once across the process (issue 30: ten 10 MB
 * bodies received together would need more than the 192 MB heap `npm start` gives, though each
 * alone fits). A body is charged from before its first byte is read until its answer is sent, as
 * its text, its parsed value and what the resolver makes of it live that long. A body that does not
 * fit waits, unread: its bytes stay in the connection, costing the heap nothing. Room is granted in
 * arrival order to every waiter that fits, so a large body waiting does not hold up smaller ones.
 */
export class BodyAdmission {
  private inFlight = 0;
  private readonly waiting = new Set<Waiter>();

  constructor(
    private readonly budgetBytes: number,
    private readonly maxWaitMs: number,
  ) {}

  /** Bytes charged now (for tests and benchmarks). */
  get chargedBytes(): number {
    return this.inFlight;
  }

  /**
   * Charges `bytes` to the budget for as long as the answer to `reply` is not finished, waiting up to
   * maxWaitMs for room. Refuses with serverBusy() when none came; the caller answers that.
   */
  async admit(reply: FastifyReply, bytes: number): Promise<void> {
    const charge = Math.min(bytes, this.budgetBytes);
    const response = reply.raw;
    if (this.inFlight + charge <= this.budgetBytes) {
      this.inFlight += charge;
    } else if (!(await this.wait(charge, response))) {
      void reply.header('retry-after', String(Math.ceil(this.maxWaitMs / 1000)));
      throw serverBusy(this.budgetBytes, this.maxWaitMs);
    }
    // The response closes when it is sent or when the client goes away: either ends the charge.
    if (response.destroyed || response.writableFinished) this.release(charge);
    else response.once('close', () => this.release(charge));
  }

  /** Whether room for `charge` came before maxWaitMs or the response closed. */
  private wait(charge: number, response: FastifyReply['raw']): Promise<boolean> {
    return new Promise((resolve) => {
      const settle = (granted: boolean) => {
        this.waiting.delete(waiter);
        clearTimeout(timer);
        response.off('close', gone);
        resolve(granted);
      };
      const waiter: Waiter = { bytes: charge, grant: () => settle(true) };
      const gone = () => settle(false);
      const timer = setTimeout(gone, this.maxWaitMs);
      response.once('close', gone);
      this.waiting.add(waiter);
    });
  }

  private release(charge: number): void {
    this.inFlight -= charge;
    for (const waiter of this.waiting) {
      if (this.inFlight + waiter.bytes > this.budgetBytes) continue;
      this.inFlight += waiter.bytes;
      waiter.grant();
    }
  }
}

function serverBusy(budgetBytes: number, waitMs: number): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `The server is receiving too many large requests at once. Please try again in ${seconds} seconds.`,
    { limit: 'maxBodyBytesInFlight', maximum: budgetBytes, retryAfterSeconds: seconds },
  );
}
