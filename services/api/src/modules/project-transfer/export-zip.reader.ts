import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import type { z } from 'zod';
import { projectTransferErrors } from './project-transfer.errors';
import {
  MAX_RECORD_FILE_BYTES,
  MAX_RECORDS_PER_KIND,
  MAX_TRANSFER_ENTRIES,
  MAX_TRANSFER_UNCOMPRESSED_BYTES,
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
} from './project-transfer.limits';
import {
  MANIFEST_PATH,
  type Manifest,
  type ProjectRecords,
  RECORD_FILES,
  manifestSchema,
} from './transfer-records';

/** A project export file read and checked whole, its originals still in the zip. */
export interface ReadExport {
  manifest: Manifest;
  records: ProjectRecords;
  /** The bytes of an original listed COMPLETE in the manifest. */
  openOriginal(path: string): Promise<Readable>;
  close(): void;
}

/** The first problem zod found, as a person reads it: where and what. */
function issueOf(error: z.ZodError, index?: number): string {
  const issue = error.issues[0];
  const where = [index !== undefined ? `record ${index + 1}` : null, issue?.path.join('.') || null]
    .filter(Boolean)
    .join(', field ');
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`;
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize > MAX_RECORD_FILE_BYTES)
    throw projectTransferErrors.badRecord(entry.fileName, `larger than ${MAX_RECORD_FILE_BYTES} bytes`);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  // yauzl checks the bytes against the size the central directory declares (validateEntrySizes), so
  // an entry cannot expand past what the total-size check admitted.
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(name: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw projectTransferErrors.badRecord(name, 'not valid JSON');
  }
}

/**
 * Opens a project export zip from disk and checks it before anything is written: a zip at all; at
 * most MAX_TRANSFER_ENTRIES entries and MAX_TRANSFER_UNCOMPRESSED_BYTES unpacked (zip-bomb guard,
 * from the central directory, enforced again while inflating); a Manifest.json of this format and
 * version; every record file valid against its zod schema; every reference inside the file resolved;
 * every original the manifest calls COMPLETE present. Any failure is a refusal with its code.
 */
export async function readExportZip(path: string): Promise<ReadExport> {
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
    const rawManifest = parseJson(MANIFEST_PATH, await readEntry(zip, manifestEntry)) as Record<
      string,
      unknown
    >;
    if (rawManifest?.format !== TRANSFER_FORMAT || rawManifest?.version !== TRANSFER_FORMAT_VERSION)
      throw projectTransferErrors.wrongVersion(
        `${String(rawManifest?.format)} ${String(rawManifest?.version)}`,
      );
    const manifest = manifestSchema.safeParse(rawManifest);
    if (!manifest.success) throw projectTransferErrors.badRecord(MANIFEST_PATH, issueOf(manifest.error));

    const records: Record<string, unknown> = {};
    for (const [group, spec] of Object.entries(RECORD_FILES)) {
      const entry = entries.get(spec.path);
      if (!entry) throw projectTransferErrors.badRecord(spec.path, 'the file is missing from the zip');
      const bytes = await readEntry(zip, entry);
      if ('single' in spec) {
        const parsed = spec.schema.safeParse(parseJson(spec.path, bytes));
        if (!parsed.success) throw projectTransferErrors.badRecord(spec.path, issueOf(parsed.error));
        records[group] = parsed.data;
        continue;
      }
      const list =
        'jsonl' in spec
          ? bytes
              .toString('utf8')
              .split('\n')
              .filter((line) => line.trim().length > 0)
              .map((line, i) => {
                try {
                  return JSON.parse(line) as unknown;
                } catch {
                  throw projectTransferErrors.badRecord(spec.path, `line ${i + 1} is not valid JSON`);
                }
              })
          : parseJson(spec.path, bytes);
      if (!Array.isArray(list))
        throw projectTransferErrors.badRecord(spec.path, 'expected a list of records');
      if (list.length > MAX_RECORDS_PER_KIND)
        throw projectTransferErrors.badRecord(spec.path, `more than ${MAX_RECORDS_PER_KIND} records`);
      const out: unknown[] = [];
      for (let i = 0; i < list.length; i++) {
        const parsed = (spec.schema as z.ZodType).safeParse(list[i]);
        if (!parsed.success) throw projectTransferErrors.badRecord(spec.path, issueOf(parsed.error, i));
        out.push(parsed.data);
      }
      records[group] = out;
    }

    for (const file of manifest.data.files)
      if (file.status === 'COMPLETE' && !entries.has(file.filepath))
        throw projectTransferErrors.missingOriginal(file.filepath);

    return {
      manifest: manifest.data,
      records: records as unknown as ProjectRecords,
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
