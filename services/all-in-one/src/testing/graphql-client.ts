import { request } from 'node:http';

/** A plain HTTP response: fetch() will not send a custom Host header, so the tests use node:http. */
export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as it came, for binary answers (file downloads). */
  bytes: Buffer;
  json<T = unknown>(): T;
}

/** Sends one request with exactly the headers given (Host included). */
export function httpRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          bytes,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** One GraphQL response as the tests see it. */
export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions: { errorCode: string; humanReadable: boolean; details?: Record<string, unknown> };
  }[];
  headers: HttpResponse['headers'];
}

/**
 * A browser-like client for one host: it sends the Host header of a workspace subdomain (or the
 * root domain), keeps the session cookie like a browser would, or sends a bearer token.
 */
export class GraphqlClient {
  private cookie: string | null = null;
  bearer: string | null = null;

  constructor(
    private readonly address: string,
    /** e.g. `demo.localhost` or `localhost` */
    readonly host: string,
  ) {}

  /** The server's address, e.g. http://127.0.0.1:41234 */
  get serverAddress(): string {
    return this.address;
  }

  /** The same account, seen from another host (cookies are per host, so none is carried over). */
  at(host: string): GraphqlClient {
    return new GraphqlClient(this.address, host);
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResponse<T>> {
    return this.post(JSON.stringify({ query, variables }));
  }

  /** Sends a raw body, for malformed requests. */
  async post<T = Record<string, unknown>>(
    body: string,
    contentType = 'application/json',
  ): Promise<GqlResponse<T>> {
    const response = await httpRequest(`${this.address}/api/graphql`, {
      method: 'POST',
      headers: this.headers(contentType),
      body,
    });
    const setCookie = response.headers['set-cookie']?.[0];
    if (setCookie) {
      const value = setCookie.split(';')[0];
      this.cookie = value.endsWith('=') ? null : value;
    }
    const text = response.text;
    const json = text ? (JSON.parse(text) as { data?: T | null; errors?: GqlResponse<T>['errors'] }) : {};
    return {
      status: response.status,
      data: json.data ?? null,
      errors: json.errors,
      headers: response.headers,
    };
  }

  /** Plain HTTP on this host (REST routes, /ping). */
  async http(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<HttpResponse> {
    return httpRequest(`${this.address}${path}`, {
      ...init,
      headers: { host: this.host, ...(init.headers ?? {}) },
    });
  }

  get sessionCookie(): string | null {
    return this.cookie;
  }

  private headers(contentType: string): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': contentType, host: this.host };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    return headers;
  }
}

/** The first error's code, for compact assertions. */
export function errorCode(response: GqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions.errorCode;
}
