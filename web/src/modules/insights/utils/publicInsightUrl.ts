/** The public address of a share link on this workspace's host. */
export function publicInsightUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/p/${token}`;
}
