import fastifyCookie from '@fastify/cookie';
import { BadRequestException, type INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Config, MAX_JSON_BODY_BYTES, type Logger } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { AppErrorFilter } from './app-error.filter';

/**
 * Builds a Nest application on Fastify with what every Fieldnote HTTP service shares: the JSON body
 * limit (spec 000 §9), cookies, input validation that answers BAD_USER_INPUT, and the error filter.
 */
export async function createHttpApp(
  rootModule: unknown,
  logger: Logger,
  options: { trustProxy: boolean },
): Promise<NestFastifyApplication> {
  // Behind a proxy (the fleet's ingress) the client's address comes from X-Forwarded-For; exposed
  // directly, that header is the client's own word and must not be believed.
  const adapter = new FastifyAdapter({ bodyLimit: MAX_JSON_BODY_BYTES, trustProxy: options.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    logger: ['error', 'warn'],
    bufferLogs: false,
  });
  await app.register(fastifyCookie as never);
  app.useGlobalPipes(
    new ValidationPipe({
      transform: false,
      exceptionFactory: (errors) =>
        new BadRequestException(
          errors.flatMap((e) => Object.values(e.constraints ?? {})).join(' ') || 'Invalid input.',
        ),
    }),
  );
  app.useGlobalFilters(new AppErrorFilter(logger));
  // PORT=0 binds any free port; links and redirects are built from config.PORT, so record the real one.
  const config = app.get<symbol, Config>(CONFIG, { strict: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onListen', async () => {
    const address = fastify.server.address();
    if (config.PORT === 0 && typeof address === 'object' && address) config.PORT = address.port;
  });
  return app;
}

export type { INestApplication };
