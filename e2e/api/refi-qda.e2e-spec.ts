import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { validateXML } from 'xmllint-wasm';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  MAX_QDA_FILE_BYTES,
  REFI_QDA_EXPORT_PATH,
  REFI_QDA_IMPORT_PATH,
} from '../../services/api/src/modules/refi-qda';
import { uploadBulkImport } from './bulk-import-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { browserHeaders, rawRequest } from './file-upload-client';

const FIXTURES = join(__dirname, '../../services/api/src/modules/refi-qda/fixtures');
const fixture = (path: string) => readFileSync(join(FIXTURES, path));

interface ImportData {
  id: string;
  status: string;
  format: string;
  origin: string | null;
  notesCreated: number;
  tagsCreated: number;
  highlightsCreated: number;
  peopleCreated: number;
  warnings: string[];
  report: { kind: string; name: string; reason: string }[];
  errorMessage: string | null;
}
const ONE = `query($id: ID!) { refiQdaImport(id: $id) { id status format origin notesCreated tagsCreated highlightsCreated
  peopleCreated warnings report { kind name reason } errorMessage } }`;

async function schemaErrors(xml: string, schema: 'Project.xsd' | 'Codebook.xsd'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: schema, contents: fixture(`xsd/${schema}`).toString('utf8') }],
  });
  return result.errors.map((e) => e.message);
}

describe('REFI-QDA exchange with QDA tools (QDPX, QDC)', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  const exportOf = (client: GraphqlClient, projectId: string, query = '') =>
    rawRequest(`${sut.address}${REFI_QDA_EXPORT_PATH}?projectId=${encodeURIComponent(projectId)}${query}`, {
      headers: browserHeaders(client),
    });

  const upload = (client: GraphqlClient, projectId: string, name: string, bytes: Buffer) =>
    uploadBulkImport(sut.address, client, projectId, name, bytes, { path: REFI_QDA_IMPORT_PATH });

  async function imported(
    client: GraphqlClient,
    projectId: string,
    name: string,
    bytes: Buffer,
  ): Promise<ImportData> {
    const response = await upload(client, projectId, name, bytes);
    expect(response.status).toBe(201);
    const { id } = response.json<{ refiQdaImport: { id: string } }>().refiQdaImport;
    for (;;) {
      const data = expectOk(await client.gql<{ refiQdaImport: ImportData }>(ONE, { id })).refiQdaImport;
      if (data.status === 'COMPLETED' || data.status === 'FAILED') return data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A project with a grouped tag, a loose tag, a person and highlights over a multi-line note. */
  async function codedProject(): Promise<{ projectId: string; noteId: string; content: string }> {
    const c = ws.manager.client;
    const projectId = await buildProject(c, `Coded ${Date.now()}`);
    const content = 'Dana runs a café 😀 in town.\nThe price went up twice.\n\nOnboarding took ten minutes.';
    const noteId = await buildNote(c, projectId, 'Dana interview', content);
    const tag = async (title: string, color: string) =>
      expectOk(
        await c.gql<{ createTag: { id: string } }>(
          'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
          {
            i: { projectId, title, color },
          },
        ),
      ).createTag.id;
    const price = await tag('Price', '#e91e63');
    const speed = await tag('Speed', '#2196f3');
    const board = expectOk(
      await c.gql<{ createTagBoard: { id: string } }>(
        'mutation($i: CreateTagBoardInput!) { createTagBoard(input: $i) { id } }',
        {
          i: { projectId, title: 'Synthesis' },
        },
      ),
    ).createTagBoard.id;
    const group = expectOk(
      await c.gql<{ createTagGroup: { id: string } }>(
        'mutation($i: CreateTagGroupInput!) { createTagGroup(input: $i) { id } }',
        {
          i: { boardId: board, title: 'Pain points', color: '#ff0000' },
        },
      ),
    ).createTagGroup.id;
    expectOk(
      await c.gql('mutation($i: MoveTagOnBoardInput!) { moveTagOnBoard(input: $i) { id } }', {
        i: { boardId: board, tagId: price, groupId: group },
      }),
    );
    const highlight = async (words: string, tagIds: string[]) => {
      const startOffset = content.indexOf(words);
      expectOk(
        await c.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
          i: { noteId, startOffset, endOffset: startOffset + words.length, text: words, tagIds },
        }),
      );
    };
    await highlight('price went up twice', [price]);
    await highlight('twice.\n\nOnboarding', [price, speed]);
    await highlight('café 😀 in town', []);
    expectOk(
      await c.gql('mutation($i: CreatePersonInput!) { createPerson(input: $i) { id } }', {
        i: { name: 'Dana Case', noteId },
      }),
    );
    return { projectId, noteId, content };
  }

  it('exports a project as a QDPX whose project.qde validates against the official Project.xsd, with offsets on the same words', async () => {
    const { projectId, noteId, content } = await codedProject();
    for (const lineEnding of ['LF', 'CRLF'] as const) {
      const response = await exportOf(viewer.client, projectId, `&lineEnding=${lineEnding}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toContain('.qdpx');
      const zip = await JSZip.loadAsync(response.bytes);
      const qde = await (zip.file('project.qde') as JSZip.JSZipObject).async('string');
      expect(await schemaErrors(qde, 'Project.xsd')).toEqual([]);
      expect(qde).toContain('name="Pain points" isCodable="false"');
      expect(qde).toContain('<Case');
      const text = await (zip.file(`sources/${noteId}.txt`) as JSZip.JSZipObject).async('string');
      expect(text).toBe(lineEnding === 'CRLF' ? content.replace(/\n/g, '\r\n') : content);
      // Each selection's positions, read as code points of the file, give back its words.
      const points = [...text];
      const selections = [...qde.matchAll(/startPosition="(\d+)" endPosition="(\d+)"/g)].map((m) =>
        points.slice(Number(m[1]), Number(m[2])).join('').replace(/\r\n/g, '\n'),
      );
      expect(selections.sort()).toEqual(
        ['café 😀 in town', 'price went up twice', 'twice.\n\nOnboarding'].sort(),
      );
    }
    const [audit] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".audit_entries where action = 'REFI_QDA_EXPORTED' and object_id = ?`,
      [projectId],
    );
    expect(Number(audit.n)).toBe(2);
    const events = await sql<{ payload: { format: string; codings: number } }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'refi_qda.exported' and payload->>'projectId' = ?`,
      [ws.id, projectId],
    );
    expect(events.map((e) => e.payload.codings)).toEqual([3, 3]);
  }, 120_000);

  it('exports the codebook alone as a QDC that validates against the official Codebook.xsd', async () => {
    const { projectId } = await codedProject();
    const response = await exportOf(ws.manager.client, projectId, '&format=QDC');
    expect(response.status).toBe(200);
    const xml = response.bytes.toString('utf8');
    expect(response.bytes[0]).toBe('<'.charCodeAt(0));
    expect(await schemaErrors(xml, 'Codebook.xsd')).toEqual([]);
    expect(xml).toContain('name="Speed"');
    const empty = await buildProject(ws.manager.client);
    const refused = await exportOf(ws.manager.client, empty, '&format=QDC');
    expect(refused.status).toBe(400);
    expect(refused.bytes.toString()).toContain('no tags');
    const badOption = await exportOf(ws.manager.client, empty, '&lineEnding=CR');
    expect(badOption.status).toBe(400);
  }, 120_000);

  it('imports its own export into another project: same words highlighted, same tags, the person linked', async () => {
    const { projectId } = await codedProject();
    const qdpx = (await exportOf(ws.manager.client, projectId, '&lineEnding=CRLF')).bytes;
    const target = await buildProject(ws.manager.client);
    const done = await imported(contributor.client, target, 'round-trip.qdpx', qdpx);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      origin: 'Fieldnote',
      notesCreated: 1,
      tagsCreated: 2,
      highlightsCreated: 3,
      peopleCreated: 0,
    });
    const highlights = await sql<{ text: string; tags: string }>(
      sut,
      `select h.text, coalesce(string_agg(t.title, ',' order by t.title), '') as tags
         from "${schema}".highlights h join "${schema}".notes n on n.id = h.note_id
         left join "${schema}".highlight_tags ht on ht.highlight_id = h.id left join "${schema}".tags t on t.id = ht.tag_id
        where n.project_id = ? group by h.id order by h.text`,
      [target],
    );
    expect(highlights).toEqual([
      { text: 'café 😀 in town', tags: '' },
      { text: 'price went up twice', tags: 'Price' },
      { text: 'twice.\n\nOnboarding', tags: 'Price,Speed' },
    ]);
    const [link] = await sql<{ name: string }>(
      sut,
      `select p.name from "${schema}".note_people np join "${schema}".people p on p.id = np.person_id
        join "${schema}".notes n on n.id = np.note_id where n.project_id = ?`,
      [target],
    );
    // The person of the same name is the same person: linked, not created again.
    expect(link?.name).toBe('Dana Case');
    const [audit] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".audit_entries where action = 'REFI_QDA_IMPORTED' and object_id = ?`,
      [target],
    );
    expect(Number(audit.n)).toBe(1);
    const events = await sql<{ subject: string }>(
      sut,
      `select subject from regional.outbox_events where workspace_id = ? and payload->>'projectId' = ? and subject like 'refi_qda_import.%' order by occurred_at`,
      [ws.id, target],
    );
    expect(events.map((e) => e.subject)).toEqual(['refi_qda_import.queued', 'refi_qda_import.completed']);
  }, 120_000);

  it('imports the real ATLAS.ti export and the real Taguette codebook', async () => {
    const projectId = await buildProject(ws.manager.client);
    const atlas = await imported(
      contributor.client,
      projectId,
      'atlas.qdpx',
      fixture('exports/atlas-ti-23-target.qdpx'),
    );
    expect(atlas).toMatchObject({ status: 'COMPLETED', tagsCreated: 3, notesCreated: 0 });
    const groups = await sql<{ title: string }>(
      sut,
      `select g.title from "${schema}".tag_groups g join "${schema}".tag_boards b on b.id = g.board_id where b.project_id = ?`,
      [projectId],
    );
    expect(groups.map((g) => g.title)).toEqual(['Commits']);
    const taguette = await imported(
      contributor.client,
      projectId,
      'taguette.qdc',
      fixture('exports/taguette-codebook.qdc'),
    );
    expect(taguette).toMatchObject({ status: 'COMPLETED', format: 'QDC', tagsCreated: 3 });
    expect(taguette.warnings[0]).toContain('<Sets> is empty');
  }, 120_000);

  it('imports a real MAXQDA 24 export: its documents as notes, its codebook as tags on a board, its sets reported', async () => {
    const projectId = await buildProject(ws.manager.client);
    const maxqda = await imported(
      contributor.client,
      projectId,
      'maxqda.qdpx',
      fixture('exports/maxqda-24-masked.qdpx'),
    );
    // 307 codes, all codable: 18 categories (each a group of the board and a tag) and 289 under them.
    expect(maxqda).toMatchObject({
      status: 'COMPLETED',
      notesCreated: 10,
      tagsCreated: 307,
      highlightsCreated: 0,
    });
    expect(maxqda.report.map((r) => [r.kind, r.name])).toEqual([
      ['SET', 'ICLS 2024'],
      ['SET', 'ICLS 2025'],
    ]);
    const notes = await sql<{ title: string; length: number }>(
      sut,
      `select title, char_length(content) as length from "${schema}".notes where project_id = ? order by title`,
      [projectId],
    );
    expect(notes).toHaveLength(10);
    expect(notes.find((n) => n.title === 'ICLS 2024 3-10')?.length).toBe(33881);
    const groups = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".tag_groups g join "${schema}".tag_boards b on b.id = g.board_id where b.project_id = ?`,
      [projectId],
    );
    expect(Number(groups[0].n)).toBe(18);
  }, 120_000);

  it('imports a real NVivo 12.6 export with every coding on the words its coders selected', async () => {
    const projectId = await buildProject(ws.manager.client);
    const nvivo = await imported(
      contributor.client,
      projectId,
      'nvivo.qdpx',
      fixture('exports/nvivo-12-6-masked.qdpx'),
    );
    expect(nvivo).toMatchObject({
      status: 'COMPLETED',
      notesCreated: 2,
      // 152 codes, one of them ("Attituderoots") not codable: a group of the board, not a tag.
      tagsCreated: 151,
      highlightsCreated: 303,
    });
    // The coders selected whole comments (one a line): the imported highlights are whole lines.
    const rows = await sql<{ text: string; content: string; start_offset: number; end_offset: number }>(
      sut,
      `select h.text, n.content, h.start_offset, h.end_offset from "${schema}".highlights h
         join "${schema}".notes n on n.id = h.note_id where n.project_id = ?`,
      [projectId],
    );
    expect(rows).toHaveLength(303);
    const whole = rows.filter(
      (r) =>
        (r.start_offset === 0 || r.content[r.start_offset - 1] === '\n') &&
        (r.end_offset === r.content.length || r.content[r.end_offset] === '\n'),
    );
    expect(whole.length).toBeGreaterThanOrEqual(270);
    expect(rows.every((r) => r.content.slice(r.start_offset, r.end_offset) === r.text)).toBe(true);
  }, 120_000);

  it('fails an unreadable file with the reason and writes nothing; refuses other formats', async () => {
    const projectId = await buildProject(ws.manager.client);
    const broken = await imported(contributor.client, projectId, 'broken.qdpx', Buffer.from('not a zip'));
    expect(broken).toMatchObject({ status: 'FAILED', notesCreated: 0 });
    expect(broken.errorMessage).toContain('zip');
    const [tags] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".tags where project_id = ?`,
      [projectId],
    );
    expect(Number(tags.n)).toBe(0);
    const wrong = await upload(contributor.client, projectId, 'notes.csv', Buffer.from('a,b'));
    expect(wrong.status).toBe(400);
    expect(wrong.bytes.toString()).toContain('is not a REFI-QDA file');
    // Spec 001 §9: an import file is at most 10 MB; a larger one is refused and leaves nothing.
    const huge = await upload(
      contributor.client,
      projectId,
      'huge.qdpx',
      Buffer.alloc(MAX_QDA_FILE_BYTES + 1, 0x41),
    );
    expect(huge.status).toBe(400);
    expect(huge.bytes.toString()).toContain('at most 10 MB');
    const [rows] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".refi_qda_imports where project_id = ? and file_name = 'huge.qdpx'`,
      [projectId],
    );
    expect(Number(rows.n)).toBe(0);
  }, 120_000);

  it('lets viewers export but not import; an API token may do both; a hidden project is not exported', async () => {
    const { projectId } = await codedProject();
    expect(
      (await upload(viewer.client, projectId, 'v.qdc', fixture('exports/taguette-codebook.qdc'))).status,
    ).toBe(403);
    expect(errorCode(await viewer.client.gql(ONE, { id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'FORBIDDEN',
    );
    const token = await buildApiToken(ws.manager.client);
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = token.secret;
    expect((await exportOf(tokenClient, projectId)).status).toBe(200);
    expect(
      await imported(tokenClient, projectId, 't.qdc', fixture('exports/taguette-codebook.qdc')),
    ).toMatchObject({
      status: 'COMPLETED',
    });
    // A member the project is hidden from cannot export it.
    expectOk(
      await ws.manager.client.gql(
        'mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }',
        { p: projectId, a: 'NONE' },
      ),
    );
    expect((await exportOf(viewer.client, projectId)).status).toBe(404);
  }, 120_000);

  it("keeps another workspace's projects and imports out of reach", async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const theirProject = await buildProject(other.manager.client);
    const theirs = await imported(
      other.manager.client,
      theirProject,
      'theirs.qdc',
      fixture('exports/taguette-codebook.qdc'),
    );
    expect((await exportOf(ws.manager.client, theirProject)).status).toBe(404);
    expect(
      (await upload(ws.manager.client, theirProject, 'x.qdc', fixture('exports/taguette-codebook.qdc')))
        .status,
    ).toBe(404);
    expect(errorCode(await ws.manager.client.gql(ONE, { id: theirs.id }))).toBe('NOT_FOUND');
  }, 120_000);
});
