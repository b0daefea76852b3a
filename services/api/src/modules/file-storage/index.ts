// The file-storage module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { type FileStorage, FILE_STORAGE } from './file-storage';
export { FileBytesCleanup } from './file-bytes-cleanup.service';
export { FileStorageModule } from './file-storage.module';
