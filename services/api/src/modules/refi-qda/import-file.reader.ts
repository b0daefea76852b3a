import JSZip from 'jszip';
import { type ArchiveFiles, type ImportPlan, planCodebook, planProject } from './import-plan';
import { MAX_QDA_UNPACKED_BYTES } from './refi-qda.limits';
import { decodeText, parseQde } from './qde-reader';

/** The REFI-QDA formats: a project archive or a codebook. */
export type QdaFormat = 'QDPX' | 'QDC';

/** Why a file could not be read at all (nothing of it is imported). */
export class UnreadableQdaFile extends Error {}

/** The format a file name says, or null. */
export function qdaFormatOf(fileName: string): QdaFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.qdpx')) return 'QDPX';
  if (lower.endsWith('.qdc')) return 'QDC';
  return null;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** Unpacks a QDPX's files (folders' case kept out of the keys), refusing one that unpacks too large. */
async function unpack(bytes: Uint8Array): Promise<ArchiveFiles> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new UnreadableQdaFile('The file is not a readable zip archive, which a .qdpx file is.');
  }
  let total = 0;
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  for (const entry of entries) {
    // The size the entry declares; the bytes read are counted again below.
    const declared =
      (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    total += declared;
  }
  if (total > MAX_QDA_UNPACKED_BYTES)
    throw new UnreadableQdaFile(
      `The archive unpacks to more than ${MAX_QDA_UNPACKED_BYTES / 1024 / 1024} MB.`,
    );
  const files: ArchiveFiles = new Map();
  let read = 0;
  for (const entry of entries) {
    const data = await entry.async('uint8array');
    read += data.length;
    if (read > MAX_QDA_UNPACKED_BYTES)
      throw new UnreadableQdaFile(
        `The archive unpacks to more than ${MAX_QDA_UNPACKED_BYTES / 1024 / 1024} MB.`,
      );
    files.set(entry.name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase(), data);
  }
  return files;
}

/**
 * Reads a QDPX or QDC file into an import plan. A .qdc is the codebook's XML; a .qdpx a zip with
 * project.qde (found at any depth, any case) and its sources. Throws UnreadableQdaFile when there is
 * nothing sound to import.
 */
export async function readQdaFile(format: QdaFormat, bytes: Uint8Array): Promise<ImportPlan> {
  if (format === 'QDC' && !isZip(bytes)) return plan(async () => planCodebook(parse(decodeText(bytes))));
  const files = await unpack(bytes);
  const qde =
    [...files.keys()].find((name) => name === 'project.qde' || name.endsWith('/project.qde')) ??
    [...files.keys()].find((name) => name.endsWith('.qde'));
  if (!qde)
    throw new UnreadableQdaFile('The archive has no project.qde, the file a .qdpx describes its project in.');
  const root = parse(decodeText(files.get(qde) as Uint8Array));
  return plan(async () => (root.name === 'CodeBook' ? planCodebook(root) : planProject(root, files)));
}

async function plan(read: () => Promise<ImportPlan>): Promise<ImportPlan> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof UnreadableQdaFile) throw err;
    throw new UnreadableQdaFile((err as Error).message);
  }
}

function parse(text: string) {
  try {
    return parseQde(text);
  } catch (err) {
    throw new UnreadableQdaFile(`The XML could not be read: ${(err as Error).message.slice(0, 200)}`);
  }
}
