import { ZipFile } from 'yazl';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { MAX_TRANSFER_ENTRIES } from '../../services/api/src/modules/project-transfer';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signInDemo,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { browserHeaders, rawRequest } from './file-upload-client';
import { type RichProject, buildRichProject } from './project-transfer-fixture';
import {
  type TransferData,
  TRANSFER_FIELDS,
  downloadTransfer,
  exportProject,
  importProjectFile,
  unzip,
} from './project-transfer-client';

type Json = unknown;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The REST refusal's spec code (spec 001 §8) and message. */
function refusal(response: { text: string }): { code: string; message: string } {
  const body = JSON.parse(response.text) as { errors: { code: string; message: string }[] };
  return body.errors[0]!;
}

/** A record with every id (whole strings or inside paths) put through `ids`, its lists sorted. */
function mapped(value: Json, ids: Map<string, string>): Json {
  if (typeof value === 'string') return value.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
  if (Array.isArray(value)) {
    const list = value.map((v) => mapped(v, ids));
    // Lists inside a record are sets (field values, placements, ranks): compared in a canonical order.
    return list.every((v) => typeof v === 'string')
      ? [...(list as string[])].sort()
      : [...list].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, mapped(v, ids)]),
    );
  return value;
}

/** The records of one file of an export, in a canonical order. */
function recordsOf(entries: Map<string, Buffer>, path: string, ids = new Map<string, string>()): string[] {
  const text = entries.get(path)?.toString('utf8');
  if (text === undefined) throw new Error(`${path} missing`);
  const list = path.endsWith('.jsonl')
    ? text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Json)
    : (JSON.parse(text) as Json[]);
  return list.map((record) => JSON.stringify(mapped(record, ids))).sort();
}

const RECORD_FILES = [
  'FlatFilesystemStructure.json',
  'Notes.json',
  'Insights.json',
  'Highlights.json',
  'Fields.json',
  'FieldSets.json',
  'ProjectFieldPreferences.json',
  'TagBoards.json',
  'TagGroups.json',
  'Tags.json',
  'Files.json',
  'InsightFiles.json',
  'ProjectViews.json',
  'Questions.json',
  'QuestionResponses.jsonl',
  'Reels.json',
];

function zipOf(entries: Record<string, string | Buffer>, extraEmpty = 0): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(entries)) zip.addBuffer(Buffer.from(body), name);
  for (let i = 0; i < extraEmpty; i++)
    zip.addBuffer(Buffer.alloc(0), `padding/${i}.txt`, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('project export and import as files (spec 001 §3 community file set)', () => {
  let sut: TestServer;
  let a: BuiltWorkspace;
  let b: BuiltWorkspace;
  let author: BuiltAccount;
  let viewerA: BuiltAccount;
  let contributorB: BuiltAccount;
  let schemaA: string;
  let schemaB: string;
  let rich: RichProject;
  let firstExport: { transfer: TransferData; bytes: Buffer; projectId: string; fileBytes: Buffer };

  beforeAll(async () => {
    // The demo workspace is only read (its projects exported); everything else is its own.
    sut = await sharedTestServer();
    a = await signUpAndCreateWorkspace(sut);
    b = await signUpAndCreateWorkspace(sut);
    author = await addMember(sut, a, 'CONTRIBUTOR');
    viewerA = await addMember(sut, a, 'VIEWER');
    contributorB = await addMember(sut, b, 'CONTRIBUTOR');
    schemaA = await workspaceSchema(sut, a);
    schemaB = await workspaceSchema(sut, b);
    rich = await buildRichProject(sut, a.manager.client, schemaA, author.id, author.client);
    const transfer = await exportProject(a.manager.client, rich.projectId);
    const download = await downloadTransfer(sut.address, a.manager.client, transfer.downloadUrl as string);
    expect(download.status).toBe(200);
    firstExport = { transfer, bytes: download.bytes, projectId: rich.projectId, fileBytes: rich.fileBytes };
  }, 180_000);
  afterAll(() => sut.close());

  async function projectCount(schema: string): Promise<number> {
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from ${schema}.projects`);
    return Number(row?.n);
  }

  async function importInto(client = b.manager.client, bytes = firstExport.bytes, name = 'export.zip') {
    return importProjectFile(sut.address, client, name, bytes);
  }

  it('should write the spec file set with a manifest of per-file statuses and the originals', async () => {
    const entries = await unzip(firstExport.bytes);
    for (const name of ['Manifest.json', 'Project.json', ...RECORD_FILES])
      expect(entries.has(name)).toBe(true);
    const manifest = JSON.parse(entries.get('Manifest.json')!.toString()) as {
      version: number;
      projectIds: string[];
      counts: Record<string, number>;
      files: { filepath: string; status: string }[];
    };
    expect(manifest.version).toBe(2);
    expect(manifest.projectIds).toEqual([firstExport.projectId]);
    expect(manifest.counts).toMatchObject({
      notes: 2,
      highlights: 5,
      insights: 1,
      tags: 2,
      tagBoards: 1,
      tagGroups: 1,
      fields: 2,
      projectViews: 1,
      questions: 1,
      questionResponses: 1,
      files: 2,
      reels: 2,
    });
    expect(manifest.files).toHaveLength(2);
    const vtt = manifest.files.find((f) => f.filepath.endsWith('/interview.vtt'));
    expect(vtt).toMatchObject({
      status: 'COMPLETE',
      filepath: expect.stringMatching(/^original\/.+\/interview\.vtt$/),
    });
    expect(entries.get(vtt!.filepath)).toEqual(firstExport.fileBytes);
    // The insight's reels, oldest first, each with its clips in playing order.
    const reels = JSON.parse(entries.get('Reels.json')!.toString()) as Record<string, unknown>[];
    expect(reels).toEqual(
      rich.reels.map((reel) =>
        expect.objectContaining({
          id: reel.id,
          insightId: rich.insightId,
          title: reel.title,
          highlightIds: reel.clipIds,
        }),
      ),
    );
    const highlights = JSON.parse(entries.get('Highlights.json')!.toString()) as {
      startAnchor: string | null;
      startTime: number | null;
      tagIds: string[];
    }[];
    // Text highlights carry Yjs anchors; transcript highlights (the reels' clips) carry times instead.
    const textHighlights = highlights.filter((h) => h.startTime === null);
    expect(textHighlights).toHaveLength(3);
    expect(textHighlights.every((h) => typeof h.startAnchor === 'string' && h.startAnchor.length > 0)).toBe(
      true,
    );
    const notes = JSON.parse(entries.get('Notes.json')!.toString()) as {
      richText: unknown;
      ydoc: string | null;
    }[];
    expect(notes.every((n) => n.ydoc !== null || n.richText !== null)).toBe(true);
  });

  it('should lose nothing when a project is exported, imported into another workspace and exported again', async () => {
    const response = await importInto();
    expect(response.status).toBe(201);
    const imported = response.json<{ projectTransfer: TransferData }>().projectTransfer;
    expect(imported).toMatchObject({ kind: 'IMPORT', status: 'COMPLETED' });
    expect(imported.mappingTables.find((t) => t.table === 'highlights')?.count).toBe(5);
    expect(imported.mappingTables.find((t) => t.table === 'reels')?.count).toBe(2);

    const reportResponse = await downloadTransfer(
      sut.address,
      b.manager.client,
      imported.reportUrl as string,
    );
    expect(reportResponse.status).toBe(200);
    const report = reportResponse.json<{
      sourceProjectId: string;
      projectId: string;
      mapping: Record<string, Record<string, string>>;
      placeholders: { authorId: string; placeholderId: string; name: string }[];
    }>();
    for (const table of [
      'fields',
      'files',
      'fieldSets',
      'highlights',
      'insights',
      'notes',
      'tagBoards',
      'tagGroups',
      'tags',
      'reels',
    ])
      expect(report.mapping[table]).toBeDefined();
    const ids = new Map<string, string>([[report.sourceProjectId, report.projectId]]);
    for (const table of Object.values(report.mapping))
      for (const [from, to] of Object.entries(table)) ids.set(from, to);
    for (const p of report.placeholders) ids.set(p.authorId, p.placeholderId);
    // Nobody of workspace A is a member of B: every author is a named placeholder.
    expect(report.placeholders.map((p) => p.name).sort()).toEqual(
      [`${a.manager.name} (imported)`, `${author.name} (imported)`].sort(),
    );

    const again = await exportProject(b.manager.client, report.projectId);
    const second = await unzip(
      (await downloadTransfer(sut.address, b.manager.client, again.downloadUrl as string)).bytes,
    );
    const first = await unzip(firstExport.bytes);
    for (const path of RECORD_FILES)
      expect({ path, records: recordsOf(second, path) }).toEqual({
        path,
        records: recordsOf(first, path, ids),
      });
    const project = (entries: Map<string, Buffer>) => {
      const { title, summary, color, icon } = JSON.parse(entries.get('Project.json')!.toString()) as Record<
        string,
        unknown
      >;
      return { title, summary, color, icon };
    };
    expect(project(second)).toEqual(project(first));
    const manifestOf = (entries: Map<string, Buffer>) =>
      JSON.parse(entries.get('Manifest.json')!.toString()) as {
        counts: unknown;
        files: { status: string; filepath: string }[];
      };
    expect(manifestOf(second).counts).toEqual(manifestOf(first).counts);
    const secondFile = manifestOf(second).files.find((f) => f.filepath.endsWith('/interview.vtt'))!;
    expect(second.get(secondFile.filepath)).toEqual(firstExport.fileBytes);
    // recordsOf compares lists as sets: a reel's clips are in playing order, and so are the reels.
    const reelsOf = (entries: Map<string, Buffer>, map: (id: string) => string = (id) => id) =>
      (JSON.parse(entries.get('Reels.json')!.toString()) as { title: string; highlightIds: string[] }[]).map(
        (r) => ({ title: r.title, clips: r.highlightIds.map(map) }),
      );
    expect(reelsOf(second)).toEqual(reelsOf(first, (id) => ids.get(id) ?? id));
    // The imported reels play: the clips are the imported highlights, in the same order.
    const insightId = report.mapping.insights![rich.insightId]!;
    const played = expectOk(
      await b.manager.client.gql<{
        insightReels: { title: string; clips: { clipId: string; startTime: number; type: string }[] }[];
      }>('query($i: ID!) { insightReels(insightId: $i) { title clips { clipId startTime type } } }', {
        i: insightId,
      }),
    ).insightReels;
    expect(played).toEqual(
      rich.reels.map((reel) => ({
        title: reel.title,
        clips: reel.clipIds.map((clipId) => ({
          clipId: report.mapping.highlights![clipId],
          startTime: expect.any(Number),
          type: 'AUDIO',
        })),
      })),
    );
    expect(played[0]!.clips.map((c) => c.startTime)).toEqual([1500, 0]);

    const audit = await sql<{ action: string; object_id: string }>(
      sut,
      `select action, object_id from ${schemaB}.audit_entries where object_id = ? order by occurred_at`,
      [report.projectId],
    );
    expect(audit.map((e) => e.action)).toEqual(['PROJECT_IMPORTED', 'PROJECT_EXPORTED']);
    const events = await sql<{ subject: string }>(
      sut,
      `select subject from regional.outbox_events where workspace_id = ? and subject like 'project_transfer.%' order by subject`,
      [b.id],
    );
    expect(events.map((e) => e.subject)).toEqual(
      expect.arrayContaining([
        'project_transfer.imported',
        'project_transfer.export_started',
        'project_transfer.exported',
      ]),
    );
  }, 120_000);

  it('should lose nothing of the demo project in a round trip through another workspace', async () => {
    const demo = await signInDemo(sut);
    const projects = expectOk(
      await demo.manager.client.gql<{ projects: { id: string; title: string }[] }>(
        '{ projects { id title } }',
      ),
    ).projects;
    for (const source of projects) {
      const exported = await exportProject(demo.manager.client, source.id);
      const firstBytes = (
        await downloadTransfer(sut.address, demo.manager.client, exported.downloadUrl as string)
      ).bytes;
      const response = await importInto(b.manager.client, firstBytes);
      expect(response.status).toBe(201);
      const imported = response.json<{ projectTransfer: TransferData }>().projectTransfer;
      const report = (
        await downloadTransfer(sut.address, b.manager.client, imported.reportUrl as string)
      ).json<{
        sourceProjectId: string;
        projectId: string;
        mapping: Record<string, Record<string, string>>;
        placeholders: { authorId: string; placeholderId: string }[];
      }>();
      const ids = new Map<string, string>([[report.sourceProjectId, report.projectId]]);
      for (const table of Object.values(report.mapping))
        for (const [from, to] of Object.entries(table)) ids.set(from, to);
      for (const p of report.placeholders) ids.set(p.authorId, p.placeholderId);
      const again = await exportProject(b.manager.client, report.projectId);
      const second = await unzip(
        (await downloadTransfer(sut.address, b.manager.client, again.downloadUrl as string)).bytes,
      );
      const first = await unzip(firstBytes);
      for (const path of RECORD_FILES)
        expect({ project: source.title, path, records: recordsOf(second, path) }).toEqual({
          project: source.title,
          path,
          records: recordsOf(first, path, ids),
        });
    }
  }, 180_000);

  it("should keep a reel's clip of another project's highlight only where that highlight exists", async () => {
    // A highlight of another project of workspace A: the file does not hold it.
    const otherProject = await buildProject(a.manager.client, 'Elsewhere');
    const otherNote = await buildNote(a.manager.client, otherProject, 'Other', 'Words from elsewhere.');
    const foreign = expectOk(
      await a.manager.client.gql<{ createHighlight: { id: string } }>(
        `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`,
        { input: { noteId: otherNote, startOffset: 0, endOffset: 5, text: 'Words', tagIds: [] } },
      ),
    ).createHighlight.id;
    const entries = await unzip(firstExport.bytes);
    const reels = JSON.parse(entries.get('Reels.json')!.toString()) as { highlightIds: string[] }[];
    const files = Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes]));
    const withForeign = reels.map((r, i) =>
      i === 0 ? { ...r, highlightIds: [foreign, ...r.highlightIds] } : r,
    );
    const zip = await zipOf({ ...files, 'Reels.json': JSON.stringify(withForeign) });
    const clipsOf = async (schema: string, client: typeof a.manager.client) => {
      const response = await importInto(client, zip);
      expect(response.status).toBe(201);
      const { projectId, mappingTables } = response.json<{ projectTransfer: TransferData }>().projectTransfer;
      expect(mappingTables.find((t) => t.table === 'reels')?.count).toBe(2);
      const rows = await sql<{ highlight_ids: string[] }>(
        sut,
        `select r.highlight_ids from ${schema}.reels r join ${schema}.insights i on i.id = r.insight_id
          where i.project_id = ? order by r.created_at, r.id`,
        [projectId],
      );
      return rows.map((r) => r.highlight_ids.length);
    };
    // In workspace A the highlight exists: the clip stays, first. In B it does not: the clip is left out.
    expect(await clipsOf(schemaA, a.manager.client)).toEqual([3, 1]);
    expect(await clipsOf(schemaB, b.manager.client)).toEqual([2, 1]);
  }, 60_000);

  it('should keep authorship when the importing workspace has a member of the same e-mail', async () => {
    const response = await importInto(a.manager.client);
    expect(response.status).toBe(201);
    const imported = response.json<{ projectTransfer: TransferData }>().projectTransfer;
    expect(imported.placeholders).toEqual([]);
    const authors = await sql<{ created_by: string }>(
      sut,
      `select distinct h.created_by from ${schemaA}.highlights h join ${schemaA}.notes n on n.id = h.note_id where n.project_id = ?`,
      [imported.projectId],
    );
    expect(authors.map((r) => r.created_by)).toEqual([author.id]);
  }, 60_000);

  it('should refuse a file that is not a zip and change nothing', async () => {
    const before = await projectCount(schemaB);
    const response = await importInto(b.manager.client, Buffer.from('name,notes\nAna,slow\n'), 'notes.csv');
    expect(response.status).toBe(400);
    expect(refusal(response)).toEqual({
      code: 'BAD_USER_INPUT',
      title: 'Bad request',
      message: expect.stringContaining('not a zip archive'),
    });
    expect(await projectCount(schemaB)).toBe(before);
  });

  it('should refuse an export file of another format version and change nothing', async () => {
    const entries = await unzip(firstExport.bytes);
    const manifest = JSON.parse(entries.get('Manifest.json')!.toString()) as Record<string, unknown>;
    const files = Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes]));
    const zip = await zipOf({ ...files, 'Manifest.json': JSON.stringify({ ...manifest, version: 3 }) });
    const before = await projectCount(schemaB);
    const response = await importInto(b.manager.client, zip);
    expect(response.status).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('imports version 1 or 2 project exports'),
    });
    expect(await projectCount(schemaB)).toBe(before);
  });

  it('should still import a version 1 file, written before reels were exported, with no reels', async () => {
    const entries = await unzip(firstExport.bytes);
    const manifest = JSON.parse(entries.get('Manifest.json')!.toString()) as {
      counts: Record<string, number>;
    };
    const counts = { ...manifest.counts };
    delete counts.reels;
    const files = Object.fromEntries([...entries].filter(([name]) => name !== 'Reels.json'));
    const zip = await zipOf({
      ...files,
      'Manifest.json': JSON.stringify({ ...manifest, version: 1, counts }),
    });
    const response = await importInto(b.manager.client, zip);
    expect(response.status).toBe(201);
    const imported = response.json<{ projectTransfer: TransferData }>().projectTransfer;
    expect(imported.status).toBe('COMPLETED');
    expect(imported.mappingTables.find((t) => t.table === 'highlights')?.count).toBe(5);
    expect(imported.mappingTables.find((t) => t.table === 'reels')?.count).toBe(0);
    const [insights] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from ${schemaB}.insights where project_id = ?`,
      [imported.projectId],
    );
    expect(Number(insights?.n)).toBe(1);
    const [reels] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from ${schemaB}.reels r join ${schemaB}.insights i on i.id = r.insight_id where i.project_id = ?`,
      [imported.projectId],
    );
    expect(Number(reels?.n)).toBe(0);
  }, 60_000);

  it('should refuse a reel of more than 100 clips, a clip twice or an insight the file lacks, and change nothing', async () => {
    const entries = await unzip(firstExport.bytes);
    const files = Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes]));
    const [reel] = JSON.parse(entries.get('Reels.json')!.toString()) as {
      highlightIds: string[];
    }[];
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'too many clips',
        { ...reel, highlightIds: ids(101) },
        'Reels.json is not as a project export writes it: record 1, field highlightIds',
      ],
      [
        'a clip twice',
        { ...reel, highlightIds: [reel!.highlightIds[0], reel!.highlightIds[0]] },
        'a clip appears twice',
      ],
      [
        'an insight the file lacks',
        { ...reel, insightId: '00000000-0000-4000-8000-000000000000' },
        'Reels.json is not as a project export writes it: refers to insights',
      ],
    ];
    const before = await projectCount(schemaB);
    for (const [name, record, message] of cases) {
      const response = await importInto(
        b.manager.client,
        await zipOf({ ...files, 'Reels.json': JSON.stringify([record]) }),
      );
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(refusal(response)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining(message),
      });
    }
    expect(await projectCount(schemaB)).toBe(before);
  }, 60_000);

  it('should refuse a record that breaks its schema or refers to nothing, and change nothing', async () => {
    const entries = await unzip(firstExport.bytes);
    const files = Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes]));
    const highlights = JSON.parse(entries.get('Highlights.json')!.toString()) as Record<string, unknown>[];
    const dangling = await zipOf({
      ...files,
      'Highlights.json': JSON.stringify([
        { ...highlights[0], noteId: '00000000-0000-4000-8000-000000000000' },
      ]),
    });
    const malformed = await zipOf({ ...files, 'Tags.json': JSON.stringify([{ title: 42 }]) });
    const before = await projectCount(schemaB);
    const [danglingResponse, malformedResponse] = [
      await importInto(b.manager.client, dangling),
      await importInto(b.manager.client, malformed),
    ];
    expect(danglingResponse.status).toBe(400);
    expect(refusal(danglingResponse)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining(
        'Highlights.json is not as a project export writes it: refers to notes',
      ),
    });
    expect(malformedResponse.status).toBe(400);
    expect(refusal(malformedResponse)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('Tags.json is not as a project export writes it: record 1'),
    });
    expect(await projectCount(schemaB)).toBe(before);
    const [transfers] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from ${schemaB}.project_transfers where kind = 'IMPORT' and status <> 'COMPLETED'`,
    );
    expect(Number(transfers?.n)).toBe(0);
  });

  it('should refuse a zip of more entries than an import takes (zip-bomb guard)', async () => {
    const zip = await zipOf({ 'Manifest.json': '{}' }, MAX_TRANSFER_ENTRIES);
    const response = await importInto(b.manager.client, zip);
    expect(response.status).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `A project export file holds at most ${MAX_TRANSFER_ENTRIES} entries; this one has ${MAX_TRANSFER_ENTRIES + 1}.`,
    });
  }, 60_000);

  it('should refuse an upload that declares more bytes than the limit before reading it', async () => {
    const response = await rawRequest(`${sut.address}/project-transfers/import`, {
      method: 'POST',
      headers: {
        ...browserHeaders(b.manager.client),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(600 * 1024 * 1024),
        // The server answers without reading the body: this socket is not to be used again.
        connection: 'close',
      },
      body: Buffer.from('--x--\r\n'),
      chunked: true,
    }).catch(() => null);
    // The server answers before the (never sent) body: 400 FILE_TOO_LARGE, or the socket closes.
    if (response) {
      expect(response.status).toBe(400);
      expect(refusal(response)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'A project export file can be at most 512 MB.',
      });
    }
  });

  it('should refuse an import by a viewer, who cannot create projects', async () => {
    const response = await importInto(viewerA.client);
    expect(response.status).toBe(403);
  });

  it('should let a viewer export a project they read, and keep the transfer theirs alone', async () => {
    const transfer = await exportProject(viewerA.client, firstExport.projectId);
    const other = await a.manager.client.gql(`query($id: ID!) { projectTransfer(id: $id) { id } }`, {
      id: transfer.id,
    });
    expect(errorCode(other)).toBe('NOT_FOUND');
    const stolen = await downloadTransfer(sut.address, author.client, transfer.downloadUrl as string);
    expect(stolen.status).toBe(404);
  }, 60_000);

  it('should refuse the export of a project of another workspace (tenant isolation)', async () => {
    const response = await b.manager.client.gql(
      `mutation($p: ID!) { startProjectExport(projectId: $p) { id } }`,
      { p: firstExport.projectId },
    );
    expect(errorCode(response)).toBe('NOT_FOUND');
    const download = await downloadTransfer(
      sut.address,
      b.manager.client,
      firstExport.transfer.downloadUrl as string,
    );
    expect(download.status).toBe(404);
  });

  it('should let an API token export a project and import it (token scope)', async () => {
    const token = await buildApiToken(b.manager.client);
    const tokenClient = sut.client(b.subdomain);
    tokenClient.bearer = token.secret;
    const response = await importProjectFile(sut.address, tokenClient, 'export.zip', firstExport.bytes);
    expect(response.status).toBe(201);
    const projectId = response.json<{ projectTransfer: TransferData }>().projectTransfer.projectId as string;
    const exported = await exportProject(tokenClient, projectId);
    expect(exported.recordCount).toBe(firstExport.transfer.recordCount);
    expect(
      expectOk(
        await tokenClient.gql<{ projectTransfers: { id: string }[] }>(
          `{ projectTransfers { ${TRANSFER_FIELDS} } }`,
        ),
      ).projectTransfers.length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('should let a contributor of the importing workspace import too', async () => {
    const response = await importInto(contributorB.client);
    expect(response.status).toBe(201);
  }, 60_000);
});
