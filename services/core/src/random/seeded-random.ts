/**
 * A small seeded generator (mulberry32): numbers in [0, 1), the same ones for the same seed, so a
 * random test replays from its seed and a seeded algorithm (clustering) answers the same each run.
 * Not for secrets: tokens and ids come from node:crypto.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
