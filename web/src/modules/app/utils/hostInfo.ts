/** Where this page runs: the workspace subdomain (null on the root domain) and the root app's origin. */
export interface HostInfo {
  subdomain: string | null;
  rootOrigin: string;
}

/**
 * Reads the hostname: a label before the base domain means the workspace app. The server writes the
 * base domain into index.html; without it, `*.localhost` and hosts of three or more labels count.
 */
export function hostInfo(location: Location = window.location): HostInfo {
  const hostname = location.hostname.toLowerCase();
  const port = location.port ? `:${location.port}` : '';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="fieldnote-base-domain"]')?.content.trim();
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  let base: string;
  if (meta) base = meta.toLowerCase();
  else if (isIp) base = hostname;
  else if (hostname === 'localhost' || hostname.endsWith('.localhost')) base = 'localhost';
  else base = hostname.split('.').slice(-2).join('.');
  const subdomain = !isIp && hostname.endsWith(`.${base}`) ? hostname.slice(0, -(base.length + 1)) : null;
  return { subdomain, rootOrigin: `${location.protocol}//${subdomain ? base : hostname}${port}` };
}
