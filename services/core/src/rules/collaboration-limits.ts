/**
 * What one member can make the server hold on the collaboration socket (issue 30: one paused client
 * asking 100,000 times for a note's state grew the server by 250 MB and blocked it for 30 s).
 */
export const COLLABORATION_LIMITS = {
  /** Collaboration sockets open at once per account: the editor opens one per document on screen. */
  maxSocketsPerAccount: 50,
  /**
   * Bytes waiting to be sent on one collaboration socket before it is cut: a few times the state of
   * the largest document (a 5 MB note), so a slow but reading client is never cut.
   */
  maxSocketBacklogBytes: 32 * 1024 * 1024,
} as const;
