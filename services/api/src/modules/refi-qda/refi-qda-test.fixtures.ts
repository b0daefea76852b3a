import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { QdaExportData } from './qda-export.model';

/** A fixture file's bytes (fixtures/README.md says where each comes from). */
export function fixture(path: string): Buffer {
  return readFileSync(join(__dirname, 'fixtures', path));
}

/** The schema errors of a document against an official REFI-QDA XSD (none when it validates). */
export async function schemaErrors(xml: string, schema: 'Project.xsd' | 'Codebook.xsd'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: schema === 'Project.xsd' ? 'project.qde' : 'codebook.qdc', contents: xml }],
    schema: [{ fileName: schema, contents: fixture(`xsd/${schema}`).toString('utf8') }],
  });
  return result.errors.map((error) => error.message);
}

const at = new Date('2026-11-20T10:00:00.000Z');
const ids = {
  alice: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0001',
  project: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0002',
  groupPain: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0003',
  tagPrice: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0004',
  tagSpeed: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0005',
  tagDelight: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0006',
  board: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0007',
  fieldRole: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0008',
  fieldSeats: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0009',
  person: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000a',
  note1: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000b',
  note2: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000c',
  h1: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000d',
  h2: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000e',
  h3: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d000f',
  h4: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0010',
  insight: '0b5c6b9e-0a4b-4a43-9f38-2a2d6f0d0011',
};

const note1 =
  'Interview with Dana — café owner 😀\nThe price went up twice this year & that hurts.\n\nOnboarding was fast: under "ten minutes".';
const note2 = 'Short note\nwith a tab\there and <angle> brackets';

const span = (text: string, words: string) => {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" is not in the note`);
  return { startOffset: start, endOffset: start + words.length };
};

/** A small project with everything an export writes: groups, nested tags, people with fields, insights. */
export function buildExportData(): QdaExportData {
  return {
    project: {
      id: ids.project,
      title: 'Café study & more',
      createdBy: ids.alice,
      createdAt: at,
      updatedAt: at,
    },
    users: [{ id: ids.alice, name: 'Alice Researcher' }],
    groups: [
      { id: ids.groupPain, title: 'Pain points', color: '#ff0000', tagIds: [ids.tagPrice, ids.tagSpeed] },
    ],
    tags: [
      { id: ids.tagPrice, title: 'Price', color: '#e91e63', description: 'Anything about cost' },
      { id: ids.tagSpeed, title: 'Speed', color: '#2196f3', description: null },
      { id: ids.tagDelight, title: 'Delight', color: 'not-a-colour', description: null },
    ],
    boards: [{ id: ids.board, title: 'Synthesis', tagIds: [ids.tagPrice, ids.tagSpeed] }],
    personFields: [
      { id: ids.fieldRole, label: 'Role', type: 'Text' },
      { id: ids.fieldSeats, label: 'Seats', type: 'Float' },
    ],
    people: [
      {
        id: ids.person,
        name: 'Dana',
        email: 'dana@example.com',
        noteIds: [ids.note1],
        values: [
          { fieldId: ids.fieldRole, value: 'Owner' },
          { fieldId: ids.fieldSeats, value: 12.5 },
        ],
      },
    ],
    notes: [
      {
        id: ids.note1,
        title: 'Dana interview',
        content: note1,
        createdBy: ids.alice,
        createdAt: at,
        updatedAt: at,
      },
      {
        id: ids.note2,
        title: 'Odd characters',
        content: note2,
        createdBy: ids.alice,
        createdAt: at,
        updatedAt: at,
      },
    ],
    highlights: [
      {
        id: ids.h1,
        noteId: ids.note1,
        ...span(note1, 'price went up twice'),
        createdBy: ids.alice,
        createdAt: at,
        tagIds: [ids.tagPrice],
      },
      {
        id: ids.h2,
        noteId: ids.note1,
        ...span(note1, 'that hurts.\n\nOnboarding was fast'),
        createdBy: ids.alice,
        createdAt: at,
        tagIds: [ids.tagSpeed, ids.tagDelight],
      },
      {
        id: ids.h3,
        noteId: ids.note1,
        ...span(note1, 'café owner 😀'),
        createdBy: ids.alice,
        createdAt: at,
        tagIds: [],
      },
      {
        id: ids.h4,
        noteId: ids.note2,
        ...span(note2, '<angle>'),
        createdBy: ids.alice,
        createdAt: at,
        tagIds: [ids.tagDelight],
      },
    ],
    insights: [
      {
        id: ids.insight,
        title: 'Pricing hurts small cafés',
        content: 'Two of three owners named price first.',
        createdBy: ids.alice,
        createdAt: at,
        updatedAt: at,
        highlightIds: [ids.h1],
      },
    ],
  };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal real Word (.docx) file, as a QDA tool keeps a source's rich text: one paragraph per
 * string, a "\t" written as a tab and a "\n" as a line break inside its paragraph; `table` adds a
 * one-row table after the paragraphs (its cells are paragraphs too).
 */
export async function wordDocument(paragraphs: string[], table: string[] = []): Promise<Buffer> {
  const run = (text: string) =>
    `<w:r>${text
      .split(/(\t|\n)/)
      .map((part) =>
        part === '\t'
          ? '<w:tab/>'
          : part === '\n'
            ? '<w:br/>'
            : part
              ? `<w:t xml:space="preserve">${xmlEscape(part)}</w:t>`
              : '',
      )
      .join('')}</w:r>`;
  const paragraph = (text: string) => `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr>${run(text)}</w:p>`;
  const cells = table.map((text) => `<w:tc>${paragraph(text)}</w:tc>`).join('');
  const body =
    paragraphs.map(paragraph).join('') + (table.length ? `<w:tbl><w:tr>${cells}</w:tr></w:tbl>` : '');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
