import JSZip from 'jszip';
import type { QdaFile } from './qde-writer';

/** A QDPX: the files zipped (deflated), project.qde first, with UTF-8 bytes and no BOM. */
export async function qdpxArchive(files: QdaFile[]): Promise<Buffer> {
  const zip = new JSZip();
  // A fixed date: the same project exports to the same bytes.
  const date = new Date(Date.UTC(2020, 0, 1));
  for (const file of files) zip.file(file.path, Buffer.from(file.text, 'utf8'), { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
