/** Spec 000 §4: the count is capped at 20 and the service counts as down or in maintenance above 10. */
export const NETWORK_ERROR_CAP = 20;
export const SERVICE_DOWN_ABOVE = 10;

type Listener = (count: number, outcome: 'error' | 'success') => void;

/**
 * The network-error counter of spec 000 §4: +1 per HTTP network error (capped), -1 per success (not
 * below 0). Listeners (the connection indicator) hear every change with the outcome that caused it.
 */
export class NetworkErrorCounter {
  private value = 0;
  private readonly listeners = new Set<Listener>();

  get count(): number {
    return this.value;
  }

  /** Whether the service counts as down or under maintenance. */
  get serviceDown(): boolean {
    return this.value > SERVICE_DOWN_ABOVE;
  }

  recordError(): void {
    this.value = Math.min(NETWORK_ERROR_CAP, this.value + 1);
    this.emit('error');
  }

  recordSuccess(): void {
    this.value = Math.max(0, this.value - 1);
    this.emit('success');
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(outcome: 'error' | 'success'): void {
    for (const listener of this.listeners) listener(this.value, outcome);
  }
}

/** The app's one counter, fed by the Apollo link chain and the connectivity ping. */
export const networkErrorCounter = new NetworkErrorCounter();
