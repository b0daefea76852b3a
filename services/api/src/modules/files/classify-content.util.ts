import { type FileKind, classifyFile } from './file-kind.util';

/**
 * What a file held whole in memory is, decided from its content as an upload's is (content sniffing
 * with file-type, then classifyFile): throws the upload's refusals for programs and for a name or a
 * declared type that claims other content than the bytes hold. For callers that read a file before
 * storing it (imports of documents as notes).
 */
export async function classifyContent(name: string, bytes: Buffer, declaredType?: string): Promise<FileKind> {
  const { fileTypeFromBuffer } = await import('file-type');
  const sample = bytes.subarray(0, SNIFF_BYTES);
  return classifyFile(name, await fileTypeFromBuffer(sample), sample, declaredType);
}

/** As many leading bytes as an upload's sniffing reads (enough for the zip directory of Office files). */
const SNIFF_BYTES = 64 * 1024;
