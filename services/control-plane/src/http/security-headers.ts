import type { Config } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Public pages other sites may frame (spec 000 §2: public shares and embeds). Every other response
 * forbids framing (CSP frame-ancestors 'none' and X-Frame-Options DENY) against clickjacking.
 */
export const EMBEDDABLE_PATH_PREFIXES = ['/embed/', '/p/'] as const;

/** Mercurius' GraphiQL (served outside production only): its page loads React and GraphiQL from unpkg. */
export const GRAPHIQL_PATH_PREFIX = '/graphiql';
const GRAPHIQL_CDN = 'https://unpkg.com';

/** HSTS: a year, subdomains included (every workspace is a subdomain of the same site). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type PageKind = 'app' | 'embed' | 'graphiql' | 'api';
type Middleware = (req: FastifyRequest['raw'], res: FastifyReply['raw'], next: () => void) => void;

/**
 * The Content-Security-Policy the web app and the admin console run under. Scripts only from this
 * origin: the Vite builds have no inline script (checked by e2e/web/security-headers.e2e-spec.ts).
 * style-src allows 'unsafe-inline' because MUI's emotion inserts <style> elements at run time; a
 * nonce would have to be threaded into emotion's cache of both apps and every index.html, and inline
 * styles cannot run code, so scripts stay strict while styles stay simple.
 */
function directives(kind: PageKind, https: boolean): Record<string, string[]> {
  const cdn = kind === 'graphiql' ? [GRAPHIQL_CDN] : [];
  const policy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...cdn],
    'style-src': ["'self'", "'unsafe-inline'", ...cdn],
    'img-src': ["'self'", 'data:', ...cdn],
    'font-src': ["'self'", 'data:', ...cdn],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': kind === 'embed' ? ['*'] : ["'none'"],
  };
  // Over plain HTTP (npm start) upgrading subresources to HTTPS would break every page.
  if (https) policy['upgrade-insecure-requests'] = [];
  return policy;
}

/**
 * `/api/…` and `/ping` only ever answer JSON to scripts (GraphQL, REST, health): no page renders from
 * them, so they get the short header set OWASP recommends for APIs instead of helmet's page set:
 * nothing may load, frame or sniff them and no referrer leaves with them. Helmet's twelve headers
 * through its middleware chain cost about a sixth of the CPU of a small GraphQL request (CPU profile
 * of scripts/bench/graphql.bench.mjs' query); these are set in one call.
 */
function apiHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (https) headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
}

function buildMiddleware(kind: Exclude<PageKind, 'api'>, https: boolean): Middleware {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: directives(kind, https) },
    xFrameOptions: kind === 'embed' ? false : { action: 'deny' },
    // Public embeds are loaded by other sites; everything else only by our own pages.
    crossOriginResourcePolicy: { policy: kind === 'embed' ? 'cross-origin' : 'same-origin' },
    // Links carry one-time secrets (sign-in links, invites): send no Referer anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  };
  return helmet(options) as Middleware;
}

/**
 * A Fastify onRequest hook that sets the browser security headers with helmet: CSP, nosniff,
 * Referrer-Policy, frame protection (except EMBEDDABLE_PATH_PREFIXES), and HSTS only on responses
 * served over HTTPS (COOKIE_SECURE, an https PUBLIC_URL, or X-Forwarded-Proto when TRUST_PROXY is
 * set, as Fastify reads it into request.protocol). The helmet middlewares are built once here:
 * @fastify/helmet rebuilds helmet's middleware on every request, about 40 µs each on the
 * development machine against 2 µs for applying a built one.
 */
export function securityHeaders(config: Pick<Config, 'COOKIE_SECURE' | 'PUBLIC_URL'>) {
  const alwaysHttps = config.COOKIE_SECURE === 'true' || config.PUBLIC_URL?.startsWith('https:') === true;
  const kinds = ['app', 'embed', 'graphiql'] as const;
  const built = new Map<string, Middleware>();
  for (const kind of kinds) {
    for (const https of [false, true]) built.set(`${kind}:${https}`, buildMiddleware(kind, https));
  }
  const api = { http: apiHeaders(false), https: apiHeaders(true) };
  return function setSecurityHeaders(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const https = alwaysHttps || request.protocol === 'https';
    const kind = pageKindOf(request.url);
    if (kind === 'api') {
      void reply.headers(https ? api.https : api.http);
      return done();
    }
    const middleware = built.get(`${kind}:${https}`) as Middleware;
    middleware(request.raw, reply.raw, () => done());
  };
}

/** Which policy a request path gets. */
export function pageKindOf(url: string): PageKind {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/ping' || path.startsWith('/api/')) return 'api';
  if (EMBEDDABLE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'embed';
  if (path === GRAPHIQL_PATH_PREFIX || path.startsWith(`${GRAPHIQL_PATH_PREFIX}/`)) return 'graphiql';
  return 'app';
}
