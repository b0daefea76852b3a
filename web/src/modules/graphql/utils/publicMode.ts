/** The path prefixes of the public pages: shared insights and notes, shared highlights, embeds. */
export const PUBLIC_PATH_PREFIXES = ['/p/', '/public-object/', '/embed/'] as const;

/**
 * Whether this page runs in the public insights mode (spec 000 §1, §7): share and embed pages, whose
 * requests carry no cookies. The `/p/`, `/public-object/` and `/embed/` pages read this once at start-up.
 */
export function isPublicInsightsPath(pathname: string): boolean {
  return PUBLIC_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
