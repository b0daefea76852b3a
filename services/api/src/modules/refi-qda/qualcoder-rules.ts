import JSZip from 'jszip';
import { child, childrenNamed, parseQde } from './qde-reader';

/** A coding as QualCoder stores it on import: its code's name, the source and the selected text. */
export interface QualCoderCoding {
  code: string;
  source: string;
  seltext: string;
  pos0: number;
  pos1: number;
}

/**
 * QualCoder's REFI-QDA import of text codings (src/qualcoder/refi.py, RefiImport: the helper that
 * finds a source's file, load_text_source and load_codings_for_text), followed rule for rule so a
 * test can check where QualCoder puts Fieldnote's codings:
 * - the sources folder is "/sources" when the archive has one so named, else "/Sources";
 * - a TextSource without `path` reads `plainTextPath` after "internal:/";
 * - the file is read as UTF-8 in Python's text mode (universal newlines: "\r\n" and "\r" become "\n");
 * - when its first line ends with "\r\n" (and the origin is not ATLAS.ti) each "\n" becomes "\n " so
 *   the text keeps two characters per line break, as the positions count them;
 * - a coding's text is fulltext[pos0:pos1], Python string slicing: code points.
 * Used by tests only.
 */
export async function qualCoderCodings(qdpx: Buffer): Promise<QualCoderCodings> {
  const zip = await JSZip.loadAsync(qdpx);
  const names = Object.keys(zip.files);
  const root = parseQde(await (zip.file('project.qde') as JSZip.JSZipObject).async('string'));
  const origin = root.attributes.origin ?? '';
  const sourcesName = names.some((n) => n.split('/')[0] === 'sources') ? '/sources' : '/Sources';
  const codeNames = new Map<string, string>();
  const visit = (code: ReturnType<typeof parseQde>) => {
    codeNames.set(code.attributes.guid ?? '', code.attributes.name ?? '');
    for (const sub of childrenNamed(code, 'Code')) visit(sub);
  };
  for (const code of childrenNamed(child(child(root, 'CodeBook') ?? root, 'Codes') ?? root, 'Code'))
    visit(code);

  const codings: QualCoderCoding[] = [];
  const addEnding: Record<string, boolean> = {};
  for (const source of childrenNamed(child(root, 'Sources') ?? root, 'TextSource')) {
    const path = `${sourcesName}${(source.attributes.plainTextPath ?? '').split('internal:/')[1]}`;
    const file = zip.file(path.slice(1));
    if (!file) throw new Error(`QualCoder would not find ${path}`);
    const bytes = await file.async('nodebuffer');
    const firstBreak = bytes.indexOf(0x0a);
    let add = firstBreak > 0 && bytes[firstBreak - 1] === 0x0d;
    if (origin.includes('ATLAS')) add = false;
    let fulltext = bytes.toString('utf8').replace(/\r\n?/g, '\n');
    if (add) fulltext = fulltext.replace(/\n/g, '\n ');
    const points = [...fulltext];
    const name = source.attributes.name ?? '';
    addEnding[name] = add;
    for (const selection of childrenNamed(source, 'PlainTextSelection')) {
      const pos0 = Number.parseInt(selection.attributes.startPosition ?? '', 10);
      const pos1 = Number.parseInt(selection.attributes.endPosition ?? '', 10);
      for (const coding of childrenNamed(selection, 'Coding')) {
        const guid = childrenNamed(coding, 'CodeRef')[0]?.attributes.targetGUID ?? '';
        codings.push({
          code: codeNames.get(guid) ?? '',
          source: name,
          seltext: points.slice(pos0, pos1).join(''),
          pos0,
          pos1,
        });
      }
    }
  }
  return { codings, addEnding };
}

export interface QualCoderCodings {
  codings: QualCoderCoding[];
  /** Per source name: whether QualCoder saw two-character line endings. */
  addEnding: Record<string, boolean>;
}
