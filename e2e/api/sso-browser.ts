import { httpRequest, type HttpResponse } from '../../services/all-in-one/src/testing/graphql-client';

/**
 * A minimal browser for the SSO tests: it keeps cookies per host, follows redirects by hand, and
 * reaches workspace hosts (`<subdomain>.localhost:<port>`) at the test server's loopback address.
 */
export class SsoBrowser {
  private readonly jar = new Map<string, Map<string, string>>();
  /** Every URL requested, in order (the tests pick the callback out of it). */
  readonly visited: string[] = [];

  /** When set, redirects to a URL it accepts are reported instead of followed. */
  stopBefore: ((url: string) => boolean) | null = null;

  constructor(private readonly serverAddress: string) {}

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  /** Puts a `name=value` cookie in the jar, such as a session another client signed in with. */
  setCookie(host: string, pair: string): void {
    this.keep(host, pair);
  }

  dropCookies(host: string): void {
    this.jar.delete(host);
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<HttpResponse> {
    this.visited.push(url);
    const target = new URL(url);
    const host = target.host;
    const headers: Record<string, string> = { host };
    const cookies = [...(this.jar.get(host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`);
    if (cookies.length) headers.cookie = cookies.join('; ');
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const address = target.hostname.endsWith('.localhost')
      ? `${this.serverAddress}${target.pathname}${target.search}`
      : target.href;
    const response = await httpRequest(address, { method: init.method ?? 'GET', headers, body });
    this.keep(host, response.headers['set-cookie']);
    return response;
  }

  /** Follows redirects from `url` until a page answers or a redirect leaves for `stopAtHost`'s other pages. */
  async follow(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: string; response: HttpResponse }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops += 1) {
      const next = new URL(String(response.headers.location), current).href;
      if (this.stopBefore?.(next)) return { url: next, response };
      // The sign-in ends with a redirect to a page of the web app: report it, do not load it.
      if (new URL(next).hostname.endsWith('.localhost') && !new URL(next).pathname.startsWith('/api/sso/'))
        return { url: next, response };
      current = next;
      response = await this.request(current);
    }
    return { url: current, response };
  }

  /** Submits the one form of an HTML page (oidc-provider's login and consent pages) with its hidden fields. */
  async submitForm(pageUrl: string, html: string, fields: Record<string, string> = {}) {
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html)?.[1];
    if (!action) throw new Error(`No form on ${pageUrl}: ${html.slice(0, 300)}`);
    const hidden: Record<string, string> = {};
    for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      hidden[match[1]] = match[2];
    return this.follow(new URL(action.replace(/&amp;/g, '&'), pageUrl).href, {
      method: 'POST',
      form: { ...hidden, ...fields },
    });
  }

  private keep(host: string, setCookie: string | string[] | undefined): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0$/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
  }
}
