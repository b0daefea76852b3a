import { AppError, ErrorCode, type Logger, httpStatusOf } from '@fieldnote/core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { SCIM_PATH_PREFIX, toRestError } from './app-error.filter';
import { bearerToken } from './bearer-token';

/** The SAML Assertion Consumer Service (the sso module's SAML_ACS_PATH). */
export const SAML_ACS_PATH = '/api/sso/saml/acs';
/** The SAML SingleLogoutService (the sso module's SAML_SLO_PATH); the IdP posts to it with HTTP-POST. */
export const SAML_SLO_PATH = '/api/sso/saml/slo';

/** Spec 000 §7: every product call is a POST to this path; its refusals answer in the GraphQL error shape. */
export const GRAPHQL_ENDPOINT = '/api/graphql';

/**
 * Headers no cross-site form can send: a browser only sends them after a CORS preflight, which this
 * server never grants to other origins. A multipart request (file uploads) must carry one of them.
 */
export const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-fieldnote-csrf'] as const;

/** Methods that change nothing; everything else is a state-changing request. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sec-Fetch-Site values a request without an Origin header may carry (or none at all, as scripts send). */
const ORIGINLESS_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Use Fieldnote from its own address.';
export const JSON_ONLY_MESSAGE = 'Send this request as application/json.';
export const MULTIPART_MESSAGE = `A multipart request must carry the ${PREFLIGHT_HEADERS.join(' or ')} header.`;

export interface CrossSiteRequestGuardOptions {
  /** The root app's origin (PUBLIC_URL): the one foreign-to-the-host origin a request may come from. */
  rootOrigin(): string;
  /** The domain workspaces live under; a request's own host counts as same-origin only under it. */
  baseDomain: string;
  logger: Logger;
}

/**
 * A Fastify onRequest hook against cross-site request forgery and login CSRF. Every state-changing
 * request that is not authenticated by a bearer token (so the browser's cookie may be what
 * authenticates it) must
 *  - be `application/json` (or multipart with a PREFLIGHT_HEADERS header): the body types an HTML
 *    form or a no-cors fetch can send (form-encoded, text/plain, plain multipart) are refused;
 *  - come from the host it is sent to or from the root app (`Origin`), and a request without an
 *    Origin only when `Sec-Fetch-Site` is absent (scripts, old browsers), `same-origin` or `none`.
 * GraphQL requests with a bearer token must be JSON too. The session cookie is SameSite=Lax as
 * well; this guard also covers same-site attackers (a sibling subdomain) that SameSite lets through.
 * Synchronous, with a `done` callback: no promise per request.
 */
export function crossSiteRequestGuard(options: CrossSiteRequestGuardOptions) {
  return function guardCrossSiteRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    // Safe methods change nothing; unknown routes get their 404 (no handler runs, nothing changes).
    if (SAFE_METHODS.has(request.method) || request.is404) return done();
    const path = request.url.split('?', 1)[0] ?? '';
    // SCIM authenticates by its bearer token alone, never by the cookie: nothing for a forged
    // request to ride on, and its clients must get SCIM error bodies (a 401 from the handler).
    if (path.startsWith(SCIM_PATH_PREFIX)) return done();
    // The SAML ACS receives the IdP's form POST from the IdP's site by design; it authenticates by
    // the signed assertion answering a request we sent, and signs nobody in by itself (the browser
    // collects the sign-in at a GET with its own xsrf cookie).
    if (path === SAML_ACS_PATH && request.method === 'POST') return done();
    // Its SingleLogoutService likewise (HTTP-POST binding): a LogoutRequest counts only when the IdP
    // signed it, a LogoutResponse only when signed and answering a LogoutRequest we sent.
    if (path === SAML_SLO_PATH && request.method === 'POST') return done();
    const isGraphql = path === GRAPHQL_ENDPOINT;
    const hasBearer = bearerToken(request.headers.authorization) !== null;
    const refusal =
      (!hasBearer || isGraphql ? mediaTypeRefusal(request) : null) ??
      (hasBearer ? null : originRefusal(request, options));
    if (!refusal) return done();
    options.logger.warn(
      {
        method: request.method,
        path,
        origin: request.headers.origin,
        fetchSite: request.headers['sec-fetch-site'],
        contentType: request.headers['content-type'],
      },
      `refused a request: ${refusal.error.message}`,
    );
    void reply
      .status(refusal.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(isGraphql ? graphqlBody(refusal.error) : toRestError(refusal.error, options.logger).body);
  };
}

interface Refusal {
  status: number;
  error: AppError;
}

function mediaTypeRefusal(request: FastifyRequest): Refusal | null {
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return null;
  if (mediaType === 'multipart/form-data') {
    if (PREFLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
    return { status: httpStatusOf(ErrorCode.BAD_USER_INPUT), error: AppError.badInput(MULTIPART_MESSAGE) };
  }
  return { status: httpStatusOf(ErrorCode.BAD_USER_INPUT), error: AppError.badInput(JSON_ONLY_MESSAGE) };
}

function originRefusal(request: FastifyRequest, options: CrossSiteRequestGuardOptions): Refusal | null {
  return isCrossSite(request, options)
    ? { status: httpStatusOf(ErrorCode.FORBIDDEN), error: AppError.forbidden(CROSS_SITE_MESSAGE) }
    : null;
}

/**
 * Decided before any error is built: an AppError captures a stack trace, which cost a tenth of the
 * CPU of every accepted GraphQL request when it was built up front (measured with a CPU profile).
 */
function isCrossSite(request: FastifyRequest, options: CrossSiteRequestGuardOptions): boolean {
  const fetchSite = header(request, 'sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const origin = header(request, 'origin');
  if (origin === undefined) return fetchSite !== undefined && !ORIGINLESS_FETCH_SITES.has(fetchSite);
  return !isSameOrigin(origin, header(request, 'host'), options);
}

/**
 * Same origin: the Origin is the root app's (PUBLIC_URL) or names exactly the host the request was
 * sent to, when that host is the root domain or one workspace under BASE_DOMAIN. `null` (sandboxed
 * frames, data: URLs) and anything unparsable are foreign.
 */
export function isSameOrigin(
  origin: string,
  host: string | undefined,
  options: Pick<CrossSiteRequestGuardOptions, 'rootOrigin' | 'baseDomain'>,
): boolean {
  const parsed = parseUrl(origin);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false;
  if (parsed.origin === options.rootOrigin()) return true;
  if (!host) return false;
  // The Host header read with the Origin's scheme, so default ports compare equal (":443" and none).
  const target = parseUrl(`${parsed.protocol}//${host}`);
  if (!target || target.host !== parsed.host) return false;
  const base = options.baseDomain.toLowerCase();
  const hostname = target.hostname;
  if (hostname === base || hostname === parseUrl(options.rootOrigin())?.hostname) return true;
  return hostname.endsWith(`.${base}`) && !hostname.slice(0, -base.length - 1).includes('.');
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function graphqlBody(error: AppError) {
  return {
    data: null,
    errors: [{ message: error.message, extensions: { errorCode: error.code, humanReadable: true } }],
  };
}
