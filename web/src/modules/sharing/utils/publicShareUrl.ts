/** The public address of a share link (`path` as the API gives it: /p/…, /p/data/…, /public-object/…) on this host. */
export function publicShareUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}
