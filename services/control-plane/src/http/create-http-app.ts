import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Config, type Logger, MAX_REST_JSON_BODY_BYTES } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { rootUrl } from '../workspaces/workspace-url';
import { AppErrorFilter, restErrorHandler } from './app-error.filter';
import { crossSiteRequestGuard } from './cross-site-request.guard';
import { jsonBodyParser } from './json-body-parser';
import { largeBodiesAsBytes } from './large-bodies-as-bytes';
import { servePing } from './ping-route';
import { securityHeaders } from './security-headers';
import { MAX_WEBSOCKET_MESSAGE_BYTES, sameOriginUpgrades } from './websocket-upgrades';

/**
 * Builds a Nest application on Fastify with what every Fieldnote HTTP service shares: the JSON body
 * limit of the REST calls (GraphQL's route sets the spec's 10 MB itself), cookies, browser security headers,
 * the cross-site request guard, the error filter and the /ping probe.
 */
export async function createHttpApp(
  rootModule: unknown,
  logger: Logger,
  options: { trustProxy: boolean },
): Promise<NestFastifyApplication> {
  // Behind a proxy (the fleet's ingress) the client's address comes from X-Forwarded-For; exposed
  // directly, that header is the client's own word and must not be believed.
  // skipMiddie: no module uses Express-style Nest middleware (NestModule.configure), so no request
  // pays for @fastify/middie's onRequest pass. A module that adds some fails at start-up, not silently.
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_REST_JSON_BODY_BYTES,
    trustProxy: options.trustProxy,
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: ['error', 'warn'],
    bufferLogs: false,
  });
  await app.register(fastifyCookie as never);
  // Registered here, before Mercurius (which then reuses it for subscriptions): every WebSocket route
  // of the server (subscriptions, collaboration) shares one upgrade handler and one origin check.
  const wsConfig = app.get<symbol, Config>(CONFIG, { strict: false });
  await app.register(fastifyWebsocket as never, {
    options: { maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES, verifyClient: sameOriginUpgrades(wsConfig) },
  });
  // No global ValidationPipe: GraphQL input objects are validated where they are declared (the API's
  // InputArgs) and the REST controllers parse their bodies themselves. A global pipe would put every
  // argument of every handler through Nest's asynchronous pipe chain on every request.
  app.useGlobalFilters(new AppErrorFilter(logger));
  // PORT=0 binds any free port; links and redirects are built from config.PORT, so record the real one.
  const config = app.get<symbol, Config>(CONFIG, { strict: false });
  const fastify = app.getHttpAdapter().getInstance();
  // Set before Nest registers its routes (at init): a Fastify route keeps the error handler it was
  // registered with, and Nest sets its own only after its routes, so theirs would be Fastify's default.
  fastify.setErrorHandler(restErrorHandler(logger));
  // Nest would set its own at init, after its routes took ours: it would apply to no route of Nest's
  // and only make Fastify warn of an override in the same scope (FSTWRN004). Ours stays the one.
  const nestAdapter = app.getHttpAdapter() as unknown as { setErrorHandler: (...args: unknown[]) => unknown };
  nestAdapter.setErrorHandler = () => nestAdapter;
  // Nest's default JSON parser, but built once, and able to check a body's bytes before parsing them.
  app.useBodyParser('application/json', { bodyLimit: MAX_REST_JSON_BODY_BYTES }, jsonBodyParser(fastify));
  fastify.addHook('onRequest', securityHeaders(config));
  fastify.addHook(
    'onRequest',
    crossSiteRequestGuard({
      rootOrigin: () => rootUrl(config).origin,
      baseDomain: config.BASE_DOMAIN,
      logger,
    }),
  );
  fastify.addHook('onSend', largeBodiesAsBytes);
  servePing(fastify);
  fastify.addHook('onListen', async () => {
    const address = fastify.server.address();
    if (config.PORT === 0 && typeof address === 'object' && address) config.PORT = address.port;
  });
  return app;
}

export type { INestApplication };
