import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { DOCUMENT_NOTE_UPLOAD_PATH, MAX_IMPORT_FILE_BYTES } from '../../services/api/src/modules/bulk-import';
import { uploadBulkImport } from './bulk-import-client';
import { buildDocx, buildPdf } from './document-fixtures';
import { browserHeaders, rawRequest } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';

interface Imported {
  format: string;
  note: { id: string; projectId: string; title: string };
  file: { id: string; name: string; mime: string; size: number };
}

interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: PmNode[];
}

const NOTE = `query($id: ID!) { note(id: $id) { title content contentJson } files(noteId: $id) { id name mime fileType size status } }`;

/** The node types of a document's top level, with a heading's level. */
function outline(doc: PmNode): string[] {
  return (doc.content ?? []).map((n) => (n.type === 'heading' ? `h${String(n.attrs?.level)}` : n.type));
}

/** Every text node of a document, depth first. */
function textNodes(node: PmNode): PmNode[] {
  return node.type === 'text' ? [node] : (node.content ?? []).flatMap(textNodes);
}

describe('documents imported as notes (plain text, Markdown, DOCX, PDF)', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  const send = (client: GraphqlClient, projectId: string, name: string, bytes: Buffer, options = {}) =>
    uploadBulkImport(sut.address, client, projectId, name, bytes, {
      path: DOCUMENT_NOTE_UPLOAD_PATH,
      ...options,
    });

  async function imported(client: GraphqlClient, projectId: string, name: string, bytes: Buffer) {
    const response = await send(client, projectId, name, bytes);
    expect({
      status: response.status,
      body: response.status === 201 ? null : response.bytes.toString(),
    }).toEqual({
      status: 201,
      body: null,
    });
    const result = response.json<Imported>();
    const read = expectOk(
      await client.gql<{
        note: { title: string; content: string; contentJson: string };
        files: { id: string; name: string; mime: string; fileType: string; size: number; status: string }[];
      }>(NOTE, { id: result.note.id }),
    );
    return { result, note: read.note, doc: JSON.parse(read.note.contentJson) as PmNode, files: read.files };
  }

  async function count(table: string): Promise<number> {
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from "${schema}".${table}`);
    return Number(row.n);
  }

  it('should keep a Markdown file as a note with its headings, lists, bold text and links, the original attached', async () => {
    const projectId = await buildProject(contributor.client);
    const markdown = [
      '# Interview with Dana',
      '',
      'Dana runs **three** warehouses; see [the brief](https://example.com/brief).',
      '',
      '## Pains',
      '',
      '- Stock counts by hand',
      '- Late deliveries',
      '',
      '1. First step',
      '2. Second step',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    const bytes = Buffer.from(markdown);
    const { result, note, doc, files } = await imported(
      contributor.client,
      projectId,
      'dana interview.md',
      bytes,
    );

    expect(result.format).toBe('MARKDOWN');
    expect(note.title).toBe('dana interview');
    expect(outline(doc)).toEqual(['h1', 'paragraph', 'h2', 'bulletList', 'orderedList', 'paragraph']);
    const texts = textNodes(doc);
    expect(texts.find((t) => t.text === 'three')?.marks).toEqual([{ type: 'bold' }]);
    expect(texts.find((t) => t.text === 'the brief')?.marks?.[0]).toMatchObject({
      type: 'link',
      attrs: { href: 'https://example.com/brief' },
    });
    // Raw HTML in Markdown stays text: an import brings no markup of its own.
    expect(texts.at(-1)?.text).toBe('<script>alert(1)</script>');
    expect(note.content.split('\n').slice(0, 3)).toEqual([
      'Interview with Dana',
      'Dana runs three warehouses; see the brief.',
      'Pains',
    ]);
    expect(files).toEqual([
      expect.objectContaining({
        name: 'dana interview.md',
        mime: 'text/markdown',
        fileType: 'DOCUMENT',
        status: 'DONE',
        size: bytes.length,
      }),
    ]);
    const original = await rawRequest(`${sut.address}/files/${files[0].id}`, {
      headers: browserHeaders(contributor.client),
    });
    expect(original.bytes.equals(bytes)).toBe(true);
  });

  it('should keep a Word file as a note with its heading styles, bold runs, links and bullets', async () => {
    const projectId = await buildProject(contributor.client);
    const docx = await buildDocx([
      { style: 'Heading1', runs: ['Onboarding study'] },
      { runs: ['Participants found setup ', { text: 'confusing', bold: true }, ' at first.'] },
      { style: 'Heading2', runs: ['Quotes'] },
      { style: 'ListBullet', runs: ['I never found the import button.'] },
      { style: 'ListBullet', runs: ['Read ', { text: 'the notes', href: 'https://example.com/notes' }, '.'] },
    ]);
    const { result, note, doc, files } = await imported(
      contributor.client,
      projectId,
      'Onboarding.docx',
      docx,
    );

    expect(result.format).toBe('DOCX');
    expect(note.title).toBe('Onboarding');
    expect(outline(doc)).toEqual(['h1', 'paragraph', 'h2', 'bulletList']);
    const texts = textNodes(doc);
    expect(texts.find((t) => t.text === 'confusing')?.marks).toEqual([{ type: 'bold' }]);
    expect(texts.find((t) => t.text === 'the notes')?.marks?.[0]).toMatchObject({
      type: 'link',
      attrs: { href: 'https://example.com/notes' },
    });
    expect(note.content).toBe(
      'Onboarding study\nParticipants found setup confusing at first.\nQuotes\nI never found the import button.\nRead the notes.',
    );
    expect(files).toEqual([
      expect.objectContaining({
        name: 'Onboarding.docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileType: 'DOCUMENT',
        size: docx.length,
      }),
    ]);
  });

  it('should keep a PDF file as a note whose larger lines are headings and whose lines join into paragraphs', async () => {
    const projectId = await buildProject(contributor.client);
    const pdf = await buildPdf([
      [
        { text: 'Churn interviews', size: 20 },
        { text: 'Three customers left in March.', gapBefore: true },
        { text: 'All three named the price.' },
        { text: 'One asked for an export.', gapBefore: true },
      ],
      [
        { text: 'Next steps', size: 16 },
        { text: 'Call them again in May.', gapBefore: true },
      ],
    ]);
    const { result, note, doc, files } = await imported(contributor.client, projectId, 'churn.pdf', pdf);

    expect(result.format).toBe('PDF');
    expect(outline(doc)).toEqual(['h1', 'paragraph', 'paragraph', 'h2', 'paragraph']);
    expect(note.content).toBe(
      'Churn interviews\nThree customers left in March. All three named the price.\nOne asked for an export.\nNext steps\nCall them again in May.',
    );
    expect(files[0]).toMatchObject({ name: 'churn.pdf', mime: 'application/pdf', size: pdf.length });
  });

  it('should keep a plain text file line by line', async () => {
    const projectId = await buildProject(contributor.client);
    const { result, note, doc } = await imported(
      contributor.client,
      projectId,
      'ticket.txt',
      Buffer.from('\uFEFFCustomer wrote:\r\n\r\nThe export is slow.\r\n'),
    );
    expect(result.format).toBe('TEXT');
    expect(outline(doc)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(note.content).toBe('Customer wrote:\n\nThe export is slow.');
  });

  it('should refuse files that are too large, of other types, claiming a type they are not, empty or unreadable, writing nothing', async () => {
    const projectId = await buildProject(contributor.client);
    const [notesBefore, filesBefore] = [await count('notes'), await count('files')];
    const message = (response: { json: <T>() => T }) =>
      response.json<{ errors: { code: string; message: string }[] }>().errors[0];
    const pdf = await buildPdf([[{ text: 'Real PDF' }]]);
    const cases: [string, Buffer, string][] = [
      ['big.txt', Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 'a'), 'An import file can be at most 10 MB.'],
      [
        'sheet.csv',
        Buffer.from('a,b\n1,2\n'),
        '"sheet.csv" is not a text, Markdown, Word (.docx) or PDF file, which are imported as notes.',
      ],
      [
        'claims.pdf',
        Buffer.from('Just some text, not a PDF.'),
        'The name "claims.pdf" does not match the file\'s content, which is text. Rename the file or upload the right one.',
      ],
      [
        'claims.md',
        pdf,
        'The name "claims.md" does not match the file\'s content, which is a .pdf file (application/pdf). Rename the file or upload the right one.',
      ],
      [
        'claims.docx',
        Buffer.from('plain words'),
        'The name "claims.docx" does not match the file\'s content, which is text. Rename the file or upload the right one.',
      ],
      [
        'blank.md',
        Buffer.from('\n\n   \n'),
        'This file has no text to import. (A scanned PDF holds pictures of pages, not text.)',
      ],
      [
        'broken.pdf',
        Buffer.concat([pdf.subarray(0, 40), Buffer.alloc(200, 0x41)]),
        'This PDF file could not be read: it is damaged or locked with a password. Open it, save it again without a password and retry.',
      ],
      [
        'script.js',
        Buffer.from('alert(1)'),
        'For safety, programs, scripts and web pages cannot be uploaded. Upload audio, video, images, documents, spreadsheets or presentations.',
      ],
    ];
    for (const [name, bytes, expected] of cases) {
      const response = await send(contributor.client, projectId, name, bytes);
      expect({ name, status: response.status, error: message(response) }).toEqual({
        name,
        status: 400,
        error: { code: 'BAD_USER_INPUT', title: 'Bad request', message: expected },
      });
    }
    expect([await count('notes'), await count('files')]).toEqual([notesBefore, filesBefore]);
  });

  it('should refuse viewers and other workspaces, and let an API token import', async () => {
    const projectId = await buildProject(contributor.client);
    const text = Buffer.from('From a token');
    expect((await send(viewer.client, projectId, 'v.txt', text)).status).toBe(403);

    const other = await signUpAndCreateWorkspace(sut);
    const theirProject = await buildProject(other.manager.client);
    const notesBefore = await count('notes');
    const across = await send(contributor.client, theirProject, 'x.txt', text);
    expect(across.status).toBe(404);
    expect(await count('notes')).toBe(notesBefore);

    const token = await buildApiToken(ws.manager.client);
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = token.secret;
    const { note } = await imported(tokenClient, projectId, 'token.txt', text);
    expect(note.content).toBe('From a token');
  });
});
