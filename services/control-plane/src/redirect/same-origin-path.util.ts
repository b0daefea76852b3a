/** Whether `value` holds what never belongs in a redirect: C0 controls, DEL, or the backslash browsers read as `/`. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The path (pathname, search and hash) that `value` names on `origin`, or null when following it
 * could leave that origin. Decided by the WHATWG URL parser, as a browser would resolve it: only a
 * value starting with one `/` that still resolves to `origin` passes; control characters (the parser
 * silently drops tabs and newlines), backslashes, and encoded slashes or backslashes at the start
 * (`/%2F%2Fevil`, `/%5Cevil`, which a later decode turns into `//evil`) are refused. The answer is
 * the parser's normalised path, never the raw input.
 */
export function sameOriginPath(value: string, origin: string): string | null {
  if (!value.startsWith('/') || hasUnsafeCharacter(value)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/^\/[/\\]/.test(decoded) || hasUnsafeCharacter(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
