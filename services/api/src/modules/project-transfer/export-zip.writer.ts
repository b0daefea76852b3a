import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../file-storage';
import type { StoredFile } from './project-records.reader';
import { safeFileName } from './safe-file-name.util';
import { TRANSFER_FORMAT, TRANSFER_FORMAT_VERSION } from './project-transfer.limits';
import {
  MANIFEST_PATH,
  type Manifest,
  ORIGINALS_FOLDER,
  type ProjectRecords,
  RECORD_FILES,
} from './transfer-records';

/** What the writer needs besides the records. */
export interface ExportZipInput {
  records: ProjectRecords;
  storage: Map<string, StoredFile>;
  members: { id: string; name: string; email: string }[];
  files: FileStorage;
  /** Called as each original file's bytes start to be written (for the job's progress). */
  onOriginal?: (done: number, total: number) => void;
}

/**
 * Writes one project's export as a streamed zip (spec 001 §3 file groups): Project.json,
 * FlatFilesystemStructure.json, Notes.json, Insights.json, Highlights.json, Fields.json,
 * FieldSets.json, ProjectFieldPreferences.json, TagBoards.json, TagGroups.json, Tags.json,
 * Files.json, InsightFiles.json, ProjectViews.json, Questions.json, QuestionResponses.jsonl,
 * Reels.json (since version 2), each original file's bytes under original/<fileId>/<name>, and
 * Manifest.json with every file's upload status (COMPLETE, FAILED, UPLOADING) and filepath. Originals are read from file storage one at a
 * time as the zip is consumed, so memory holds the records, never the files.
 */
export async function writeExportZip(
  input: ExportZipInput,
): Promise<{ stream: Readable; recordCount: number }> {
  const { records, storage, files } = input;
  const zip = new ZipFile();
  // An original that cannot be read fails the zip's stream, so the job stores no half-written file.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  const manifestFiles: Manifest['files'] = [];
  const originals: { path: string; key: string }[] = [];
  for (const file of records.files) {
    const stored = storage.get(file.id);
    const filepath = `${ORIGINALS_FOLDER}/${file.id}/${safeFileName(file.originalFileName, '_', 180, 'file')}`;
    let status: Manifest['files'][number]['status'] = 'FAILED';
    if (stored?.status === 'UPLOADING') status = 'UPLOADING';
    else if (stored?.status === 'DONE' && (await files.exists(stored.storageKey))) status = 'COMPLETE';
    manifestFiles.push({ fileId: file.id, filepath, status });
    if (status === 'COMPLETE' && stored) {
      file.downloadUrl = filepath;
      originals.push({ path: filepath, key: stored.storageKey });
    }
  }

  let recordCount = 1;
  const counts: Record<string, number> = {};
  for (const [group, spec] of Object.entries(RECORD_FILES)) {
    const value = records[group as keyof ProjectRecords];
    if ('single' in spec) {
      zip.addBuffer(Buffer.from(JSON.stringify(value, null, 1)), spec.path);
      continue;
    }
    const list = value as unknown[];
    counts[group] = list.length;
    recordCount += list.length;
    const body =
      'jsonl' in spec
        ? list.map((record) => JSON.stringify(record)).join('\n') + (list.length ? '\n' : '')
        : JSON.stringify(list);
    zip.addBuffer(Buffer.from(body), spec.path);
  }

  let started = 0;
  for (const original of originals)
    zip.addReadStreamLazy(original.path, (cb) => {
      started++;
      input.onOriginal?.(started, originals.length);
      files.get(original.key).then(
        (stream) => cb(null, stream),
        (err: Error) => cb(err, undefined as unknown as NodeJS.ReadableStream),
      );
    });

  const manifest: Manifest = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    title: records.project.title,
    projectCategoryIds: records.project.categoryId ? [records.project.categoryId] : [],
    projectIds: [records.project.id],
    counts,
    files: manifestFiles,
    members: input.members,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST_PATH);
  zip.end();
  return { stream: zip.outputStream as Readable, recordCount };
}
