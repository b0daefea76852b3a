const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const HIGHLIGHT_HASH = new RegExp(`^#highlight-(${UUID})$`);

/** The address of a highlight inside its note, as the note and tag pages link to it. */
export function highlightPath(noteId: string, highlightId: string): string {
  return `/data/${noteId}#highlight-${highlightId}`;
}

/**
 * The highlight id of a pasted highlight link (`…/data/{noteId}#highlight-{id}`) of this workspace,
 * or null: links to other hosts are not ours to embed.
 */
export function highlightIdFromLink(text: string, origin: string = window.location.origin): string | null {
  const trimmed = text.trim();
  if (trimmed.length > 2000 || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^\/data\/[^/]+\/?$/.test(url.pathname)) return null;
  return HIGHLIGHT_HASH.exec(url.hash)?.[1]?.toLowerCase() ?? null;
}
