/**
 * The workspace subdomain named by a Host header under `baseDomain`, or null for the root domain
 * and foreign hosts: `acme.fieldnote.io:443` -> `acme`.
 */
export function hostSubdomain(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const sub = hostname.slice(0, -suffix.length);
  return sub.length > 0 && !sub.includes('.') ? sub : null;
}
