import type { FileTypeValue } from '@fieldnote/core';
import { fileErrors } from './file.errors';

/** What the content of an upload turned out to be. */
export interface FileKind {
  fileType: FileTypeValue;
  mime: string;
}

/** What content sniffing found (file-type's answer), or undefined when no signature matched. */
export interface Sniffed {
  ext: string;
  mime: string;
}

/** Signatures of programs: never stored, whatever the name says. */
const EXECUTABLE_EXTENSIONS = new Set([
  'exe',
  'elf',
  'mach',
  'msi',
  'apk',
  'deb',
  'rpm',
  'dmg',
  'class',
  'wasm',
  'dex',
  'macho',
  'lnk',
  'cab',
  'xpi',
  'crx',
]);
/** Names of scripts and programs that sniffing cannot tell from text: refused by name. */
const EXECUTABLE_NAMES = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'msi',
  'scr',
  'ps1',
  'vbs',
  'sh',
  'app',
  'jar',
  'dll',
  'so',
  'dylib',
  'apk',
  'deb',
  'rpm',
  'dmg',
  'js',
  'mjs',
  'html',
  'htm',
  'svg',
  'xhtml',
]);

/** Extensions that name the same content as the one sniffing reports. */
const SAME_CONTENT: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  tif: ['tif', 'tiff'],
  mp4: ['mp4', 'm4v', 'm4a', 'mov', 'm4b', 'f4v', 'aac'],
  m4a: ['m4a', 'mp4', 'aac', 'm4b'],
  mov: ['mov', 'qt', 'mp4'],
  ogg: ['ogg', 'oga', 'ogv', 'opus', 'ogx', 'spx'],
  oga: ['ogg', 'oga', 'opus'],
  ogv: ['ogg', 'ogv'],
  opus: ['ogg', 'oga', 'opus'],
  webm: ['webm', 'weba', 'mkv'],
  mkv: ['mkv', 'webm'],
  mpg: ['mpg', 'mpeg', 'mpe', 'vob'],
  wav: ['wav', 'wave'],
  aif: ['aif', 'aiff', 'aifc'],
  mid: ['mid', 'midi'],
  heic: ['heic', 'heif'],
  // Old Office files share one container format (OLE compound file).
  cfb: ['doc', 'xls', 'ppt', 'msg', 'dot', 'xlt', 'pot', 'pps'],
  zip: ['zip'],
};

/** Text formats sniffing has no signature for: accepted by name when the bytes are text. */
const TEXT_KINDS: Record<string, FileKind> = {
  txt: { fileType: 'DOCUMENT', mime: 'text/plain' },
  md: { fileType: 'DOCUMENT', mime: 'text/markdown' },
  markdown: { fileType: 'DOCUMENT', mime: 'text/markdown' },
  vtt: { fileType: 'DOCUMENT', mime: 'text/vtt' },
  srt: { fileType: 'DOCUMENT', mime: 'application/x-subrip' },
  csv: { fileType: 'SPREADSHEET', mime: 'text/csv' },
  tsv: { fileType: 'SPREADSHEET', mime: 'text/tab-separated-values' },
  json: { fileType: 'OTHER', mime: 'application/json' },
};

const SPREADSHEET_MIMES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.ms-excel',
]);
const PRESENTATION_MIMES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.ms-powerpoint',
]);
const DOCUMENT_MIMES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'application/epub+zip',
  'application/msword',
]);

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Extensions of images. Every one of these formats starts with a signature content sniffing knows,
 * so bytes without it (text, or anything else) are not that image, whatever the name says.
 */
const IMAGE_EXTENSIONS = new Set([
  'png',
  'gif',
  'webp',
  'bmp',
  'avif',
  'ico',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'tif',
  'tiff',
  'heic',
  'heif',
]);

/**
 * Decides what an upload is from its content (`sniffed`, and `sample`, its first bytes) and checks
 * that neither its name nor the type its sender declared claims something else. Programs are
 * refused; so is a name whose extension names another kind of content than the bytes hold, and a
 * declared image type (`image/png`) on content that is no image.
 */
export function classifyFile(
  name: string,
  sniffed: Sniffed | undefined,
  sample: Buffer,
  declaredType = '',
): FileKind {
  const nameExt = extensionOf(name);
  if (EXECUTABLE_NAMES.has(nameExt)) throw fileErrors.executable();
  const kind = sniffed ? sniffedKind(name, nameExt, sniffed) : unsniffedKind(name, nameExt, sample);
  // Browsers declare the type a file's name suggests; a client may declare one of its own. Either is
  // a claim about the content, held to it like the name.
  if (declaredType.toLowerCase().startsWith('image/') && kind.fileType !== 'IMAGE')
    throw fileErrors.declaredMismatch(declaredType, sniffed ? describe(sniffed) : describeUnsniffed(kind));
  return kind;
}

/** Content without a signature: text taken by its name, or binary data of no known kind. */
function unsniffedKind(name: string, nameExt: string, sample: Buffer): FileKind {
  if (!looksLikeText(sample)) {
    if (nameExt in TEXT_KINDS || IMAGE_EXTENSIONS.has(nameExt))
      throw fileErrors.mismatch(name, 'binary data');
    return { fileType: 'OTHER', mime: 'application/octet-stream' };
  }
  // Text is never a picture, a recording, an archive or an office file, whatever the name says.
  if (!(nameExt in TEXT_KINDS) && namesKnownContent(nameExt)) throw fileErrors.mismatch(name, 'text');
  return TEXT_KINDS[nameExt] ?? { fileType: 'OTHER', mime: 'text/plain' };
}

function sniffedKind(name: string, nameExt: string, sniffed: Sniffed): FileKind {
  if (EXECUTABLE_EXTENSIONS.has(sniffed.ext) || sniffed.mime === 'application/x-msdownload')
    throw fileErrors.executable();
  const aliases = SAME_CONTENT[sniffed.ext] ?? [sniffed.ext];
  if (nameExt && nameExt !== sniffed.ext && !aliases.includes(nameExt) && namesKnownContent(nameExt))
    throw fileErrors.mismatch(name, describe(sniffed));
  return { fileType: fileTypeOf(sniffed, nameExt), mime: mimeOf(sniffed, nameExt) };
}

function fileTypeOf(sniffed: Sniffed, nameExt: string): FileTypeValue {
  const { mime } = sniffed;
  if (mime.startsWith('audio/')) return 'AUDIO';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('image/')) return 'IMAGE';
  const resolved = mimeOf(sniffed, nameExt);
  if (SPREADSHEET_MIMES.has(resolved)) return 'SPREADSHEET';
  if (PRESENTATION_MIMES.has(resolved)) return 'PRESENTATION';
  if (DOCUMENT_MIMES.has(resolved)) return 'DOCUMENT';
  return 'OTHER';
}

/** The container of old Office files says which program made it only in the name. */
function mimeOf(sniffed: Sniffed, nameExt: string): string {
  if (sniffed.ext !== 'cfb') return sniffed.mime;
  if (['xls', 'xlt'].includes(nameExt)) return 'application/vnd.ms-excel';
  if (['ppt', 'pot', 'pps'].includes(nameExt)) return 'application/vnd.ms-powerpoint';
  if (['doc', 'dot'].includes(nameExt)) return 'application/msword';
  return sniffed.mime;
}

/** Whether an extension names a content type we know (so a different content is a mismatch). */
function namesKnownContent(ext: string): boolean {
  return (
    ext in TEXT_KINDS ||
    Object.entries(SAME_CONTENT).some(([key, list]) => key === ext || list.includes(ext)) ||
    KNOWN_BINARY_EXTENSIONS.has(ext)
  );
}

const KNOWN_BINARY_EXTENSIONS = new Set([
  'png',
  'gif',
  'webp',
  'bmp',
  'avif',
  'ico',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'epub',
  'mp3',
  'flac',
  'wav',
  'avi',
  'flv',
  'wmv',
  'wma',
  'amr',
  'gz',
  'tar',
  '7z',
  'rar',
]);

function describe(sniffed: Sniffed): string {
  return `a .${sniffed.ext} file (${sniffed.mime})`;
}

function describeUnsniffed(kind: FileKind): string {
  return kind.mime === 'application/octet-stream' ? 'binary data' : 'text';
}

/** Text: no NUL byte and valid UTF-8 (a multi-byte character cut at the sample's end is allowed). */
function looksLikeText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, trimIncomplete(sample)));
    return true;
  } catch {
    return false;
  }
}

/** The length of `sample` without a trailing incomplete UTF-8 sequence. */
function trimIncomplete(sample: Buffer): number {
  let i = sample.length - 1;
  let back = 0;
  while (i >= 0 && back < 3 && (sample[i] & 0xc0) === 0x80) {
    i -= 1;
    back += 1;
  }
  if (i < 0) return sample.length;
  const lead = sample[i];
  const needed = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
  return needed > back ? i : sample.length;
}
