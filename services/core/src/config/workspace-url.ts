import type { Config } from './config';

/** The root-domain app's URL: PUBLIC_URL, else http://<BASE_DOMAIN>:<PORT>. */
export function rootUrl(config: Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT'>): URL {
  return new URL(config.PUBLIC_URL ?? `http://${config.BASE_DOMAIN}:${config.PORT}`);
}

/** A workspace's own URL: its subdomain under the root domain. */
export function workspaceUrl(
  config: Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT'>,
  subdomain: string,
  path = '/',
): string {
  const url = rootUrl(config);
  url.hostname = `${subdomain}.${url.hostname}`;
  url.pathname = path;
  return url.toString();
}
