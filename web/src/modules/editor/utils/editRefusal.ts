/**
 * Why the collaboration server refused this member's last edit, read from the reason it closed the
 * document's connection with (services/api/src/modules/collaboration/collaboration-hub.service.ts:
 * TOO_DEEP_CLOSE and TOO_LARGE_CLOSE), with the limit it names.
 */
export type EditRefusal =
  { kind: 'tooDeep'; maximumDepth: number } | { kind: 'tooLarge'; maximumParts: number };

const TOO_DEEP = /^This document is nested too deeply \(at most (\d+) levels\)\.$/;
const TOO_LARGE = /^This change is too large to send at once \(more than (\d+) parts\)\.$/;

/**
 * The refusal a close reason gives; null when the connection closed for any other reason (offline, a
 * restart), after which the provider connects again by itself.
 */
export function editRefusalOf(reason: string): EditRefusal | null {
  const deep = TOO_DEEP.exec(reason);
  if (deep) return { kind: 'tooDeep', maximumDepth: Number(deep[1]) };
  const large = TOO_LARGE.exec(reason);
  if (large) return { kind: 'tooLarge', maximumParts: Number(large[1]) };
  return null;
}
