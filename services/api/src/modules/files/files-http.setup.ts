import fastifyMultipart from '@fastify/multipart';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { FILE_STORAGE, type FileStorage } from '../file-storage';

/**
 * Teaches the HTTP server multipart bodies (uploads stream through @fastify/multipart, never
 * buffered whole) and closes the storage driver's connections when the server stops.
 */
@Injectable()
export class FilesHttpSetup implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Limits are set per request by FileController; these only stop anything it did not ask for.
    await fastify.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
  }

  onModuleDestroy(): void {
    this.storage.close?.();
  }
}
