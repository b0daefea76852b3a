import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ZipFile } from 'yazl';

/** A run of a Word paragraph: text, optionally bold, or a link to `href`. */
export type DocxRun = string | { text: string; bold?: boolean; href?: string };
/** A Word paragraph: body text, a heading (style Heading1, Heading2) or a bulleted list item. */
export interface DocxParagraph {
  style?: 'Heading1' | 'Heading2' | 'ListBullet';
  runs: DocxRun[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A real Office Open XML word-processing file (what Word saves): content types, package and document
 * relationships, styles with Word's heading names, a bullet numbering definition, and the document,
 * its links as hyperlink relationships. Built with yazl, the zip library the project already uses.
 */
export async function buildDocx(paragraphs: DocxParagraph[]): Promise<Buffer> {
  const links: string[] = [];
  const runXml = (run: DocxRun): string => {
    const r = typeof run === 'string' ? { text: run } : run;
    const props = r.bold ? '<w:rPr><w:b/></w:rPr>' : '';
    const text = `<w:r>${props}<w:t xml:space="preserve">${escape(r.text)}</w:t></w:r>`;
    if (!r.href) return text;
    links.push(r.href);
    return `<w:hyperlink r:id="rIdLink${links.length}">${text}</w:hyperlink>`;
  };
  const body = paragraphs
    .map((p) => {
      const numbering =
        p.style === 'ListBullet' ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '';
      const props = p.style ? `<w:pPr><w:pStyle w:val="${p.style}"/>${numbering}</w:pPr>` : '';
      return `<w:p>${props}${p.runs.map(runXml).join('')}</w:p>`;
    })
    .join('');
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}</w:body></w:document>`,
    ],
    [
      'word/_rels/document.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG}"><Relationship Id="rIdStyles" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rIdNumbering" Type="${R}/numbering" Target="numbering.xml"/>${links
        .map(
          (href, i) =>
            `<Relationship Id="rIdLink${i + 1}" Type="${R}/hyperlink" Target="${escape(href)}" TargetMode="External"/>`,
        )
        .join('')}</Relationships>`,
    ],
    [
      'word/styles.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style><w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/></w:style></w:styles>`,
    ],
    [
      'word/numbering.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
    ],
  ];
  const zip = new ZipFile();
  for (const [name, xml] of files) zip.addBuffer(Buffer.from(xml), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A PDF page's lines: text at a font size, a blank line's worth of space before `gapBefore` ones. */
export interface PdfLine {
  text: string;
  size?: number;
  gapBefore?: boolean;
}

/** A real PDF (pdf-lib, Helvetica), one page per list of lines, drawn top down as a word processor would. */
export async function buildPdf(pages: PdfLine[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    for (const line of lines) {
      const size = line.size ?? 11;
      y -= size * (line.gapBefore ? 2.6 : 1.25);
      page.drawText(line.text, { x: 56, y, size, font });
    }
  }
  return Buffer.from(await pdf.save());
}
