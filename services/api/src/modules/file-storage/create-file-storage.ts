import { join } from 'node:path';
import type { Config } from '@fieldnote/core';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The storage driver the configuration names: a folder under DATA_DIR, or an S3-compatible bucket. */
export function createFileStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 'local') return new LocalFileStorage(join(config.DATA_DIR, 'files'));
  return new S3FileStorage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    // Required by the configuration schema when the driver is s3.
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
