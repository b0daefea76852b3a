import { Module } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { createFileStorage } from './create-file-storage';
import { FileBytesCleanup } from './file-bytes-cleanup.service';
import { FILE_STORAGE } from './file-storage';
import { FileStorageRepository } from './file-storage.repository';

/** Where file bytes are kept (a folder or an S3 bucket), and their removal after a deletion for good. */
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [CONFIG], useFactory: (config: Config) => createFileStorage(config) },
    FileStorageRepository,
    FileBytesCleanup,
  ],
  exports: [FILE_STORAGE, FileBytesCleanup],
})
export class FileStorageModule {}
