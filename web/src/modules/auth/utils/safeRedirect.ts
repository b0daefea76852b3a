/** Whether `value` holds what never belongs in a redirect: C0 controls, DEL, or the backslash browsers read as `/`. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A same-origin path to return to after sign-in; anything else falls back to the default. Decided
 * by the WHATWG URL parser against `origin` (the page's own), as the browser will resolve it: only a
 * value starting with one `/` that still resolves to `origin` passes; control characters (the parser
 * drops tabs and newlines), backslashes and encoded slashes or backslashes at the start (`/%5Cevil`,
 * `/%2F%2Fevil`) are refused, and the sign-in page itself is not a destination. The server's twin is
 * services/control-plane/src/redirect/same-origin-path.util.ts.
 */
export function safeRedirect(
  value: string | null,
  fallback = '/home',
  origin: string = window.location.origin,
): string {
  if (!value || !value.startsWith('/') || hasUnsafeCharacter(value)) return fallback;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, origin);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  if (/^\/[/\\]/.test(decoded) || hasUnsafeCharacter(decoded)) return fallback;
  if (url.pathname === '/auth/login' || url.pathname.startsWith('/auth/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
