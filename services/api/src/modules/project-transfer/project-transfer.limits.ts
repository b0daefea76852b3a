/** The format name and version written into Manifest.json. */
export const TRANSFER_FORMAT = 'fieldnote.project-export';
/** Version 2 added Reels.json (an insight's reels); version 1 files have no reels and still import. */
export const TRANSFER_FORMAT_VERSION = 2;
/** The versions an import takes (every one up to the current); it refuses any other. */
export const TRANSFER_FORMAT_VERSIONS: readonly number[] = [1, 2];
/** Largest export file an import takes (the zip as uploaded). */
export const MAX_TRANSFER_FILE_BYTES = 512 * 1024 * 1024;
/** Zip-bomb guard: the entries of one file may expand to at most this many bytes together. */
export const MAX_TRANSFER_UNCOMPRESSED_BYTES = 2 * 1024 * 1024 * 1024;
/** Zip-bomb guard: entries of one file (the record files and one per original file). */
export const MAX_TRANSFER_ENTRIES = 20_000;
/** One record file (Notes.json…) is parsed whole, so it is capped on its own. */
export const MAX_RECORD_FILE_BYTES = 256 * 1024 * 1024;
/** Records of one kind a file may hold (a project of 1,000 notes has ~10,000 highlights). */
export const MAX_RECORDS_PER_KIND = 200_000;
/** Records an import reads from its file and writes at a time (with their events). */
export const IMPORT_BATCH_RECORDS = 1000;
/** Notes or insights an import writes at a time: a document may be large. */
export const IMPORT_BATCH_DOCUMENTS = 100;
/** Rows one INSERT statement writes during an import. */
export const IMPORT_INSERT_CHUNK = 1000;
/** Transfers the list shows, newest first. */
export const MAX_LISTED_TRANSFERS = 50;
