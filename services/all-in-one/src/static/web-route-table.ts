import { readFileSync } from 'node:fs';

/** The web app's route patterns, as its build writes them to route-table.json (see web/vite-plugins). */
export interface WebRouteTable {
  workspace: string[];
  root: string[];
  public: string[];
}

/** Whether `path` is served by a react-router pattern (`:param` one segment, a trailing `*` the rest). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    if (segment === '*') return true;
    const value = have[i];
    if (value === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment !== safeDecode(value)) return false;
  }
  return have.length === want.length;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Which app a browser path opens, as the web app chooses it (App.tsx): the public pages by their
 * prefix, else the workspace app on a workspace's subdomain and the root app on the root domain.
 */
export function appFor(path: string, onWorkspaceHost: boolean): keyof WebRouteTable {
  if (path.startsWith('/p/') || path.startsWith('/public-object/') || path.startsWith('/embed/'))
    return 'public';
  return onWorkspaceHost ? 'workspace' : 'root';
}

/**
 * Whether a hostname is a workspace's (a label before the base domain), by the rule the web app's
 * hostInfo applies: the configured base domain, else `localhost` for `*.localhost`, else the last two
 * labels; an IP address is never a workspace's.
 */
export function isWorkspaceHost(hostname: string, baseDomain: string | undefined): boolean {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return false;
  const base = baseDomain
    ? baseDomain.toLowerCase()
    : host === 'localhost' || host.endsWith('.localhost')
      ? 'localhost'
      : host.split('.').slice(-2).join('.');
  return host.endsWith(`.${base}`);
}

/** The route table the build wrote, or null (an older build without one: every path answers 200). */
export function readWebRouteTable(file: string): WebRouteTable | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<WebRouteTable>;
    if (!Array.isArray(parsed.workspace) || !Array.isArray(parsed.root) || !Array.isArray(parsed.public))
      return null;
    return { workspace: parsed.workspace, root: parsed.root, public: parsed.public };
  } catch {
    return null;
  }
}
