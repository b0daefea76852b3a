import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The faces an insight PDF is set in: DejaVu Sans and Sans Mono, bundled from npm
 * (`dejavu-fonts-ttf`, nothing downloads at run time) and embedded by pdfkit as subsets (only the
 * glyphs used). They draw Latin, Greek, Cyrillic, Armenian, Georgian and Hebrew among others, where
 * the PDF standard fonts drew Windows-1252 only; Chinese, Japanese and Korean are not in them.
 */
export const PDF_FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  code: 'DejaVuSansMono.ttf',
} as const;

export type PdfFace = keyof typeof PDF_FONT_FILES;

/** What the PDF code reads of a fontkit font (fontkit ships no type declarations). */
interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const requireHere = createRequire(__filename);
const FONT_DIR = join(dirname(requireHere.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let bytes: Record<PdfFace, Buffer> | undefined;
let faces: GlyphCoverage[] | undefined;
/** Code points every face draws or not, as found: a document repeats the same few hundred. */
const drawable = new Map<number, boolean>();

/** The font files' bytes, read once per process. */
export function pdfFontBytes(): Record<PdfFace, Buffer> {
  bytes ??= Object.fromEntries(
    Object.entries(PDF_FONT_FILES).map(([face, file]) => [face, readFileSync(join(FONT_DIR, file))]),
  ) as Record<PdfFace, Buffer>;
  return bytes;
}

/** Whether every face has a glyph for the character, so a run keeps it in any style. */
export function everyFaceDraws(codePoint: number): boolean {
  const known = drawable.get(codePoint);
  if (known !== undefined) return known;
  faces ??= Object.values(pdfFontBytes()).map((font) =>
    (requireHere('fontkit') as { create(font: Buffer): GlyphCoverage }).create(font),
  );
  const all = faces.every((face) => face.hasGlyphForCodePoint(codePoint));
  drawable.set(codePoint, all);
  return all;
}
