/** Lets already-scheduled work (e.g. a redelivery that should not happen) play out before asserting its absence. */
export function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
