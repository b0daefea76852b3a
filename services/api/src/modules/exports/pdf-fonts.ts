import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The faces an insight PDF is set in: DejaVu Sans and Sans Mono, bundled from npm
 * (`dejavu-fonts-ttf`, nothing downloads at run time) and embedded by pdfkit as subsets (only the
 * glyphs used). They draw Latin, Greek, Cyrillic, Armenian, Georgian and Hebrew among others, where
 * the PDF standard fonts drew Windows-1252 only; Chinese, Japanese and Korean are not in them, and
 * are drawn in the CJK fallback faces below.
 */
export const PDF_FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  code: 'DejaVuSansMono.ttf',
} as const;

export type PdfFace = keyof typeof PDF_FONT_FILES;

/**
 * The fallback faces for what DejaVu lacks: Noto Sans CJK (OFL-1.1) in the regional subsets of the
 * `@embedpdf/fonts-sc` (Simplified Chinese, GB2312 with kana), `-jp` (Japanese, JIS kanji and kana)
 * and `-kr` (Korean, Hangul and hanja) packages, Regular and Bold, also embedded as subsets. The
 * region decides the shape of a Han character, so a text with kana prefers the Japanese face, one
 * with Hangul the Korean face, any other the Chinese one; a character its preferred face lacks is
 * drawn in the first other that has it.
 */
export const CJK_FONT_FILES = {
  sc: { package: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  jp: { package: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  kr: { package: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
} as const;

export type CjkRegion = keyof typeof CJK_FONT_FILES;
export type CjkWeight = 'regular' | 'bold';
const REGIONS = Object.keys(CJK_FONT_FILES) as CjkRegion[];

/** What the PDF code reads of a fontkit font (fontkit ships no type declarations). */
interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const requireHere = createRequire(__filename);
const FONT_DIR = join(dirname(requireHere.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const openFont = (font: Buffer): GlyphCoverage =>
  (requireHere('fontkit') as { create(font: Buffer): GlyphCoverage }).create(font);

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
  faces ??= Object.values(pdfFontBytes()).map(openFont);
  const all = faces.every((face) => face.hasGlyphForCodePoint(codePoint));
  drawable.set(codePoint, all);
  return all;
}

/** The name a document registers a CJK fallback face under. */
export function cjkFaceName(region: CjkRegion, weight: CjkWeight): string {
  return `cjk-${region}-${weight}`;
}

const cjkBytes = new Map<string, Buffer>();
/** Per code point, the regions whose face draws it (the lists are few and shared). */
const cjkDrawable = new Map<number, CjkRegion[]>();

/**
 * A CJK face's bytes, read from its package the first time a document needs it (about 4 to 9 MB
 * each, outside the JavaScript heap), then kept for the process.
 */
export function cjkFontBytes(region: CjkRegion, weight: CjkWeight): Buffer {
  const name = cjkFaceName(region, weight);
  let font = cjkBytes.get(name);
  if (!font) {
    const spec = CJK_FONT_FILES[region];
    // The packages export only their index (dist/index.cjs); the fonts are in fonts/ beside dist/.
    const dir = join(dirname(requireHere.resolve(spec.package)), '..', 'fonts');
    font = readFileSync(join(dir, spec[weight]));
    cjkBytes.set(name, font);
  }
  return font;
}

const cjkFonts = new Map<string, unknown>();

/**
 * A CJK face parsed (fontkit), once per process and shared by every document: pdfkit takes a parsed
 * font as it is and makes each document's subset from it, so a PDF does not parse 4 to 9 MB again.
 */
export function cjkFont(region: CjkRegion, weight: CjkWeight): unknown {
  const name = cjkFaceName(region, weight);
  let font = cjkFonts.get(name);
  if (!font) {
    font = openFont(cjkFontBytes(region, weight));
    cjkFonts.set(name, font);
  }
  return font;
}

/** The regions whose face has a glyph for the character (Regular and Bold cover the same). */
function cjkRegionsDrawing(codePoint: number): CjkRegion[] {
  let known = cjkDrawable.get(codePoint);
  if (known) return known;
  known = REGIONS.filter((region) => {
    return (cjkFont(region, 'regular') as GlyphCoverage).hasGlyphForCodePoint(codePoint);
  });
  cjkDrawable.set(codePoint, known);
  return known;
}

/** Whether a character may be in a CJK face at all (not worth opening the fonts for the rest). */
function maybeCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) || // Hangul Jamo
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) || // CJK radicals, punctuation, kana, Hangul compatibility, ideographs
    (codePoint >= 0xa960 && codePoint <= 0xa97f) || // Hangul Jamo Extended-A
    (codePoint >= 0xac00 && codePoint <= 0xd7ff) || // Hangul syllables, Jamo Extended-B
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // CJK compatibility ideographs
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) || // CJK compatibility forms
    (codePoint >= 0xff00 && codePoint <= 0xffef) || // halfwidth and fullwidth forms
    (codePoint >= 0x20000 && codePoint <= 0x3ffff) // CJK ideographs, extensions B onwards
  );
}

/** The regions in the order a text prefers them: its kana says Japanese, its Hangul Korean. */
export function cjkPreference(text: string): CjkRegion[] {
  if (/[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/.test(text)) return ['jp', 'sc', 'kr'];
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text)) return ['kr', 'sc', 'jp'];
  return ['sc', 'jp', 'kr'];
}

/** The first region of `prefer` whose face draws the character, or null when none does. */
export function cjkRegionFor(codePoint: number, prefer: readonly CjkRegion[]): CjkRegion | null {
  if (!maybeCjk(codePoint)) return null;
  const drawing = cjkRegionsDrawing(codePoint);
  return prefer.find((region) => drawing.includes(region)) ?? null;
}
