import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import * as yauzl from 'yauzl';
import type { z } from 'zod';
import { projectTransferErrors } from './project-transfer.errors';
import {
  MAX_RECORD_FILE_BYTES,
  MAX_RECORDS_PER_KIND,
  MAX_TRANSFER_ENTRIES,
  MAX_TRANSFER_UNCOMPRESSED_BYTES,
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSIONS,
} from './project-transfer.limits';
import {
  MANIFEST_PATH,
  type Manifest,
  type ProjectRecord,
  type ProjectRecords,
  RECORD_FILES,
  manifestSchema,
  projectSchema,
} from './transfer-records';

/** The record groups that are lists (every group but the project itself). */
export type ListGroup = Exclude<keyof ProjectRecords, 'project'>;

/** One record of a list group, as its schema reads it. */
export type RecordOf<G extends ListGroup> = ProjectRecords[G][number];

/** Sees every record of the file once, in file order, while the file is checked (see readExportZip). */
export type RecordVisitor = (group: ListGroup, record: RecordOf<ListGroup>) => void;

/**
 * A project export file checked whole, its records still in the zip: they are read again, a batch at
 * a time, when they are written, so an import holds one batch of records in memory, never a file.
 */
export interface ReadExport {
  manifest: Manifest;
  project: ProjectRecord;
  /** Records of each list group. */
  counts: Record<ListGroup, number>;
  /** The group's records, `size` at a time, in file order. */
  batches<G extends ListGroup>(group: G, size: number): AsyncGenerator<RecordOf<G>[]>;
  /** The bytes of an original listed COMPLETE in the manifest. */
  openOriginal(path: string): Promise<Readable>;
  close(): void;
}

const LIST_GROUPS = (Object.keys(RECORD_FILES) as (keyof ProjectRecords)[]).filter(
  (group): group is ListGroup => group !== 'project',
);

/** The first problem zod found, as a person reads it: where and what. */
function issueOf(error: z.ZodError, index?: number): string {
  const issue = error.issues[0];
  const where = [index !== undefined ? `record ${index + 1}` : null, issue?.path.join('.') || null]
    .filter(Boolean)
    .join(', field ');
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`;
}

async function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  if (entry.uncompressedSize > MAX_RECORD_FILE_BYTES)
    throw projectTransferErrors.badRecord(entry.fileName, `larger than ${MAX_RECORD_FILE_BYTES} bytes`);
  // yauzl checks the bytes against the size the central directory declares (validateEntrySizes), so
  // an entry cannot expand past what the total-size check admitted.
  return zip.openReadStreamPromise(entry);
}

/** A small JSON file (the manifest, the project) read whole. */
async function readJson(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw projectTransferErrors.badRecord(entry.fileName, 'not valid JSON');
  }
}

/**
 * The elements of a record file's top-level JSON array, one at a time, parsed as the entry inflates
 * (@streamparser/json): a record file of any size costs the memory of one record.
 */
async function* arrayElements(stream: Readable, path: string): AsyncGenerator<unknown> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let pending: unknown[] = [];
  parser.onValue = ({ value }) => {
    pending.push(value);
  };
  let opened = false;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    if (!opened) {
      const first = bytes.toString('latin1').trimStart();
      if (first.length === 0) continue;
      if (first[0] !== '[') throw projectTransferErrors.badRecord(path, 'expected a list of records');
      opened = true;
    }
    try {
      parser.write(bytes);
    } catch {
      throw projectTransferErrors.badRecord(path, 'not valid JSON');
    }
    const ready = pending;
    pending = [];
    yield* ready;
  }
  try {
    if (!opened) throw new Error('empty');
    // The parser ends by itself when the array closes; ending it here refuses a file cut short.
    if (!parser.isEnded) parser.end();
  } catch {
    throw projectTransferErrors.badRecord(path, 'not valid JSON');
  }
  yield* pending;
}

/** The records of a JSON-lines file, one a line (blank lines skipped). */
async function* jsonLines(stream: Readable, path: string): AsyncGenerator<unknown> {
  let number = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    number++;
    if (line.trim().length === 0) continue;
    try {
      yield JSON.parse(line) as unknown;
    } catch {
      throw projectTransferErrors.badRecord(path, `line ${number} is not valid JSON`);
    }
  }
}

/** A group's records checked one by one against its schema and the per-kind maximum. */
async function* checkedRecords<G extends ListGroup>(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  group: G,
): AsyncGenerator<RecordOf<G>> {
  const spec = RECORD_FILES[group];
  const stream = await openEntry(zip, entry);
  try {
    const raw = 'jsonl' in spec ? jsonLines(stream, spec.path) : arrayElements(stream, spec.path);
    let index = 0;
    for await (const value of raw) {
      if (index >= MAX_RECORDS_PER_KIND)
        throw projectTransferErrors.badRecord(spec.path, `more than ${MAX_RECORDS_PER_KIND} records`);
      const parsed = (spec.schema as z.ZodType).safeParse(value);
      if (!parsed.success) throw projectTransferErrors.badRecord(spec.path, issueOf(parsed.error, index));
      index++;
      yield parsed.data as RecordOf<G>;
    }
  } finally {
    stream.destroy();
  }
}

/**
 * Opens a project export zip from disk and checks it before anything is written: a zip at all; at
 * most MAX_TRANSFER_ENTRIES entries and MAX_TRANSFER_UNCOMPRESSED_BYTES unpacked (zip-bomb guard,
 * from the central directory, enforced again while inflating); a Manifest.json of this format and
 * one of the versions it takes (TRANSFER_FORMAT_VERSIONS: a group newer than the file's version, such
 * as Reels.json in a version 1 file, is read as empty); every record file valid against its zod schema, streamed record by record (`visit` sees
 * each one, to collect what the import needs before writing: ids, authors, tags); every original the
 * manifest calls COMPLETE present. Any failure is a refusal with its code. References between records
 * are resolved by the import as it remaps ids, inside its transaction.
 */
export async function readExportZip(
  path: string,
  visit: RecordVisitor = () => undefined,
): Promise<ReadExport> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false, strictFileNames: true });
  } catch {
    throw projectTransferErrors.notAZip();
  }
  try {
    if (zip.entryCount > MAX_TRANSFER_ENTRIES) throw projectTransferErrors.tooManyEntries(zip.entryCount);
    const entries = new Map<string, yauzl.Entry>();
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        total += entry.uncompressedSize;
        if (total > MAX_TRANSFER_UNCOMPRESSED_BYTES) throw projectTransferErrors.uncompressedTooLarge();
        entries.set(entry.fileName, entry);
      }
    } catch (err) {
      if (err instanceof Error && err.name === 'AppError') throw err;
      throw projectTransferErrors.notAZip();
    }

    const manifestEntry = entries.get(MANIFEST_PATH);
    if (!manifestEntry) throw projectTransferErrors.missingManifest();
    const rawManifest = (await readJson(zip, manifestEntry)) as Record<string, unknown>;
    const version = rawManifest?.version;
    if (
      rawManifest?.format !== TRANSFER_FORMAT ||
      typeof version !== 'number' ||
      !TRANSFER_FORMAT_VERSIONS.includes(version)
    )
      throw projectTransferErrors.wrongVersion(
        `${String(rawManifest?.format)} ${String(rawManifest?.version)}`,
      );
    const manifest = manifestSchema.safeParse(rawManifest);
    if (!manifest.success) throw projectTransferErrors.badRecord(MANIFEST_PATH, issueOf(manifest.error));

    const entryOf = (file: string): yauzl.Entry => {
      const entry = entries.get(file);
      if (!entry) throw projectTransferErrors.badRecord(file, 'the file is missing from the zip');
      return entry;
    };
    /** Whether the file's version holds the group (a group added later is empty in an older file). */
    const holds = (group: ListGroup): boolean => {
      const spec = RECORD_FILES[group];
      return !('since' in spec) || manifest.data.version >= spec.since;
    };
    const project = projectSchema.safeParse(await readJson(zip, entryOf(RECORD_FILES.project.path)));
    if (!project.success)
      throw projectTransferErrors.badRecord(RECORD_FILES.project.path, issueOf(project.error));

    const counts = {} as Record<ListGroup, number>;
    for (const group of LIST_GROUPS) {
      let count = 0;
      if (!holds(group)) {
        counts[group] = 0;
        continue;
      }
      for await (const record of checkedRecords(zip, entryOf(RECORD_FILES[group].path), group)) {
        visit(group, record);
        count++;
      }
      counts[group] = count;
    }

    for (const file of manifest.data.files)
      if (file.status === 'COMPLETE' && !entries.has(file.filepath))
        throw projectTransferErrors.missingOriginal(file.filepath);

    return {
      manifest: manifest.data,
      project: project.data,
      counts,
      batches: async function* <G extends ListGroup>(group: G, size: number) {
        if (!holds(group)) return;
        let batch: RecordOf<G>[] = [];
        for await (const record of checkedRecords(zip, entryOf(RECORD_FILES[group].path), group)) {
          batch.push(record);
          if (batch.length >= size) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length > 0) yield batch;
      },
      openOriginal: async (filepath) => {
        const entry = entries.get(filepath);
        if (!entry) throw projectTransferErrors.missingOriginal(filepath);
        return zip.openReadStreamPromise(entry);
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
