/**
 * The collaboration server's close reason for an edit that would nest the document too deeply
 * (services/api/src/modules/collaboration/collaboration-hub.service.ts, TOO_DEEP_CLOSE), with its limit.
 */
const TOO_DEEP = /^This document is nested too deeply \(at most (\d+) levels\)\.$/;

/**
 * The depth limit the server refused this member's last edit for, read from the reason it closed the
 * document's connection with; null when the connection closed for any other reason (offline, a restart).
 */
export function depthLimitOfRefusal(reason: string): number | null {
  const match = TOO_DEEP.exec(reason);
  return match ? Number(match[1]) : null;
}
