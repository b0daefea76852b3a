import { AiProviderError } from './ai-provider-error';

/** Frees the slot it was given; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  fail: (error: unknown) => void;
}

interface Slots {
  active: number;
  waiting: Waiter[];
}

/**
 * At most `limit` holders per key at once, the others queued first come, first served: one
 * workspace's burst of summaries waits its turn instead of filling the endpoint's rate limit for
 * every other workspace. Keys without holders or waiters are forgotten.
 */
export class KeyedSemaphore {
  private readonly slots = new Map<string, Slots>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number ≥ 1');
  }

  /** Resolves when the caller holds a slot of `key`; rejects with CANCELLED if `signal` fires first. */
  acquire(key: string, signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(cancelled());
    const slots = this.slots.get(key) ?? { active: 0, waiting: [] };
    this.slots.set(key, slots);
    if (slots.active < this.limit) {
      slots.active++;
      return Promise.resolve(this.releaser(key, slots));
    }
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        const index = slots.waiting.indexOf(waiter);
        if (index >= 0) slots.waiting.splice(index, 1);
        this.forgetIfIdle(key, slots);
        reject(cancelled());
      };
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
        fail: reject,
      };
      slots.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Holders and waiters of `key` (for tests and the activity page). */
  usage(key: string): { active: number; waiting: number } {
    const slots = this.slots.get(key);
    return { active: slots?.active ?? 0, waiting: slots?.waiting.length ?? 0 };
  }

  private releaser(key: string, slots: Slots): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slots.waiting.shift();
      // The slot passes straight to the next waiter: `active` stays the same.
      if (next) next.grant(this.releaser(key, slots));
      else {
        slots.active--;
        this.forgetIfIdle(key, slots);
      }
    };
  }

  private forgetIfIdle(key: string, slots: Slots): void {
    if (slots.active === 0 && slots.waiting.length === 0 && this.slots.get(key) === slots)
      this.slots.delete(key);
  }
}

function cancelled(): AiProviderError {
  return new AiProviderError('CANCELLED', 'The AI request was cancelled');
}
