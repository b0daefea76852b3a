import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@fieldnote/core';
import { appFor, isWorkspaceHost, matchesRoute, readWebRouteTable } from './web-route-table';

/** Paths the server answers itself: never the web app's index.html, so unknown ones keep the JSON 404. */
const SERVER_PATHS =
  /^\/(api|control|global|team-environment|team-redirect|ping|scim|files|bulk-imports|project-transfers|admin)(\/|$)/;
/** Inside the admin console's prefix, its own API paths (if any) keep the JSON 404 too. */
const ADMIN_SERVER_PATHS = /^\/admin\/api(\/|$)/;

export interface ServeWebAppsOptions {
  /** Written into index.html so the bundle can tell a workspace subdomain from the root domain. */
  baseDomain?: string;
  /**
   * The local mailbox's path when this server keeps its mails instead of sending them: written into
   * index.html so pages that say "we sent you an e-mail" can say where to read it.
   */
  localMailboxPath?: string;
  logger?: Pick<Logger, 'info'>;
}

/**
 * Serves the built member web app (web/dist) at `/` and the admin console (admin-console/dist) at
 * `/admin/`, each with an SPA fallback to its index.html for browser paths. Call after createHttpApp
 * and before app.init(): the routes go on the Fastify instance before Nest adds its own, and Nest's
 * not-found handler still answers unknown server paths with the JSON error body.
 */
export async function serveWebApps(
  app: NestFastifyApplication,
  rootDir: string,
  options: ServeWebAppsOptions = {},
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const webDist = join(rootDir, 'web', 'dist');
  const adminDist = join(rootDir, 'admin-console', 'dist');
  const metaTag = [
    options.baseDomain
      ? `<meta name="fieldnote-base-domain" content="${escapeAttribute(options.baseDomain)}" />`
      : '',
    options.localMailboxPath
      ? `<meta name="fieldnote-local-mailbox" content="${escapeAttribute(options.localMailboxPath)}" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');

  const registerApp = async (dist: string, prefix: '/' | '/admin/', isServerPath: RegExp) => {
    // Hashed build output, read live (a rebuild while the server runs is served at once) and cached
    // for good; a missing asset gets the JSON 404, not a page.
    if (existsSync(join(dist, 'assets'))) {
      await app.register(fastifyStatic, {
        root: join(dist, 'assets'),
        prefix: `${prefix}assets/`,
        index: false,
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
      });
    }
    // Other files at the top of dist (favicon, robots.txt…), as found at start-up.
    await app.register(fastifyStatic, {
      root: dist,
      prefix,
      wildcard: false,
      index: false,
      globIgnore: ['index.html', 'assets/**'],
      decorateReply: false,
    });
    const indexFile = join(dist, 'index.html');
    // The member app's pages (its build writes them); the admin console has none: every path is its.
    const routes = prefix === '/' ? readWebRouteTable(join(dist, 'route-table.json')) : null;
    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath.test(path)) return reply.callNotFound();
      // Mid-rebuild (vite empties dist first) there is briefly no index.html: answer 404, not 500.
      const html = await readFile(indexFile, 'utf8').catch(() => null);
      if (html === null) return reply.callNotFound();
      // A path no page of the app serves still gets the app (it draws its not-found page), with 404.
      const app = appFor(path, isWorkspaceHost(request.hostname, options.baseDomain));
      const known = !routes || routes[app].some((pattern) => matchesRoute(pattern, path));
      return reply
        .status(known ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(metaTag ? html.replace('</head>', `  ${metaTag}\n  </head>`) : html);
    };
    const routePrefix = prefix === '/' ? '' : prefix.slice(0, -1);
    if (routePrefix) fastify.get(routePrefix, fallback);
    fastify.get(`${routePrefix}/*`, fallback);
  };

  if (existsSync(join(webDist, 'index.html'))) {
    await registerApp(webDist, '/', SERVER_PATHS);
  } else {
    options.logger?.info({ webDist }, 'web app not built (no web/dist/index.html): serving the API only');
  }
  if (existsSync(join(adminDist, 'index.html'))) {
    await registerApp(adminDist, '/admin/', ADMIN_SERVER_PATHS);
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
