/**
 * Whether this page runs in the public insights mode (spec 000 §1, §7): share and embed pages, whose
 * requests carry no cookies. The `/p/` and `/embed/` pages read this once at start-up.
 */
export function isPublicInsightsPath(pathname: string): boolean {
  return pathname.startsWith('/p/') || pathname.startsWith('/embed/');
}
