/** Text that only appears in a response when internals escape: stacks, SQL, source paths. */
const INTERNAL_MARKERS: RegExp[] = [
  /"stack"/i,
  /\bstack\b/i,
  /\bSQL\b/,
  /select\s/i,
  /insert into/i,
  /\bfrom\s+"?[a-z_]+"?\."?[a-z_]+/i,
  /node_modules/,
  /\/work\//,
  /\/home\//,
  /\/src\/[\w/-]+\.(t|j)s/,
  /\.ts:\d+/,
  /\bat \w+ \(/,
];

/** Asserts a response body shows no internals; `secrets` are strings of another tenant that must not appear. */
export function expectNoLeak(body: string, secrets: string[] = []): void {
  for (const marker of INTERNAL_MARKERS) expect(body).not.toMatch(marker);
  for (const secret of secrets) expect(body).not.toContain(secret);
}
