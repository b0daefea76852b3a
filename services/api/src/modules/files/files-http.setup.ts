import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { FILE_STORAGE, type FileStorage } from '../file-storage';
import { FileUploadRoute } from './file-upload.route';

/**
 * Adds the upload route (multipart bodies stream through @fastify/multipart, never buffered whole,
 * in that route's own plugin) and closes the storage driver's connections when the server stops.
 */
@Injectable()
export class FilesHttpSetup implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly uploadRoute: FileUploadRoute,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await this.uploadRoute.register(fastify);
  }

  onModuleDestroy(): void {
    this.storage.close?.();
  }
}
