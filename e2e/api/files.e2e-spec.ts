import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { TUNED_LIMITS } from './tuned-limits';
import { buildElf, buildMp4, buildOfficeFile, buildPdf, buildPng, buildWav } from './file-fixtures';
import { browserHeaders, rawRequest, startPartialUpload, uploadFile } from './file-upload-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  gqlWithCookie,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';

interface FileData {
  id: string;
  noteId: string;
  name: string;
  mime: string;
  fileType: string;
  size: number;
  status: string;
  url: string;
  durationMs: number | null;
}
interface RestError {
  errors: { code: string; message: string }[];
}

const FILE_FIELDS = 'id noteId name mime fileType size status url durationMs';
const FILES = `query($noteId: ID!) { files(noteId: $noteId) { ${FILE_FIELDS} } }`;
const DELETE_FILE = 'mutation($id: ID!) { deleteFile(id: $id) }';

describe('files: upload, download, delete', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let noteId: string;

  beforeAll(async () => {
    // Uploads capped at 256 KB (TUNED_LIMITS), so the cap is crossed cheaply; every fixture below is
    // far under it.
    sut = await sharedTestServer(TUNED_LIMITS);
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    noteId = await buildNote(ws.manager.client, await buildProject(ws.manager.client));
  });
  afterAll(() => sut.close());

  async function filesOf(note: string, client = ws.manager.client): Promise<FileData[]> {
    return expectOk(await client.gql<{ files: FileData[] }>(FILES, { noteId: note })).files;
  }
  function storedPath(fileId: string): string {
    return join(sut.server.config.DATA_DIR, 'files', ws.id, fileId);
  }
  /** Every file under the workspace's storage folder, partial ones included. */
  function storedNames(): string[] {
    const dir = join(sut.server.config.DATA_DIR, 'files', ws.id);
    return existsSync(dir) ? readdirSync(dir) : [];
  }

  it.each([
    ['interview.wav', 'AUDIO', 'audio/wav', () => buildWav(0.2)],
    ['photo.png', 'IMAGE', 'image/png', buildPng],
    ['clip.mp4', 'VIDEO', 'video/mp4', buildMp4],
    ['brief.pdf', 'DOCUMENT', 'application/pdf', buildPdf],
    [
      'notes.docx',
      'DOCUMENT',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      () => buildOfficeFile('docx'),
    ],
    [
      'answers.xlsx',
      'SPREADSHEET',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      () => buildOfficeFile('xlsx'),
    ],
    [
      'deck.pptx',
      'PRESENTATION',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      () => buildOfficeFile('pptx'),
    ],
    ['survey.csv', 'SPREADSHEET', 'text/csv', () => Buffer.from('name,score\nAna,9\n')],
    ['readme.txt', 'DOCUMENT', 'text/plain', () => Buffer.from('Plain words, ünïcode too.\n')],
    ['blob', 'OTHER', 'application/octet-stream', () => Buffer.from([0, 1, 2, 3, 250, 251])],
  ])(
    'should store %s as %s (%s) decided from its content when a contributor uploads it',
    async (name, type, mime, build) => {
      const bytes = build();
      const response = await uploadFile(sut.address, contributor.client, noteId, name, bytes);
      expect(response.status).toBe(201);
      const { file } = response.json<{ file: FileData }>();
      expect(file).toMatchObject({ name, fileType: type, mime, status: 'DONE', size: bytes.length, noteId });
      expect((await filesOf(noteId)).find((f) => f.id === file.id)).toMatchObject({
        status: 'DONE',
        fileType: type,
      });
      const download = await rawRequest(`${sut.address}${file.url}`, {
        headers: browserHeaders(viewer.client),
      });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe(mime);
      expect(download.bytes.equals(bytes)).toBe(true);
    },
  );

  it('should decide the type from the content when the name has no telling extension, and read its duration', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'recording', buildWav(1.5));
    expect(response.json<{ file: FileData }>().file).toMatchObject({
      fileType: 'AUDIO',
      mime: 'audio/wav',
      durationMs: 1500,
    });
  });

  it('should refuse an executable and keep nothing when its name says it is a document', async () => {
    const before = await filesOf(noteId);
    const response = await uploadFile(sut.address, contributor.client, noteId, 'report.pdf', buildElf());
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0]).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(response.json<RestError>().errors[0].message).toContain('programs');
    expect(await filesOf(noteId)).toHaveLength(before.length);
  });

  it('should refuse a file whose name claims another type than its content', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'holiday.png', buildPdf());
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0].message).toBe(
      'The name "holiday.png" does not match the file\'s content, which is a .pdf file (application/pdf). Rename the file or upload the right one.',
    );
  });

  it.each([
    ['fake.png', 'text', () => Buffer.from('hello')],
    ['notes.jpg', 'text', () => Buffer.from('Plain words that claim to be a photo.\n')],
    ['scan.webp', 'binary data', () => Buffer.from([0, 1, 2, 3, 250, 251])],
  ])('should refuse %s holding %s instead of storing it, and keep nothing', async (name, found, build) => {
    const before = await filesOf(noteId);
    const storedBefore = storedNames();
    const response = await uploadFile(sut.address, contributor.client, noteId, name, build());
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `The name "${name}" does not match the file's content, which is ${found}. Rename the file or upload the right one.`,
    });
    expect(await filesOf(noteId)).toEqual(before);
    expect(storedNames()).toEqual(storedBefore);
  });

  it('should refuse text sent with a declared image type whatever its name, and keep nothing', async () => {
    const before = await filesOf(noteId);
    const response = await uploadFile(
      sut.address,
      contributor.client,
      noteId,
      'upload',
      Buffer.from('hello'),
      {
        type: 'image/png',
      },
    );
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This file was sent as image/png, but its content is text. Upload the right file.',
    });
    expect(await filesOf(noteId)).toEqual(before);
  });

  it('should store a real image sent with its declared image type', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'photo.png', buildPng(), {
      type: 'image/png',
    });
    expect(response.status).toBe(201);
    expect(response.json<{ file: FileData }>().file).toMatchObject({ fileType: 'IMAGE', mime: 'image/png' });
  });

  it('should refuse a file over the size limit with the limit in the message when its length is declared', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'big.wav', buildWav(30));
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0].message).toBe(
      'This file is larger than the upload limit of 256 KB.',
    );
  });

  it('should stop a streamed upload at the size limit and leave nothing stored when no length is declared', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'long.wav', buildWav(30), {
      chunked: true,
    });
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0].message).toContain('upload limit of 256 KB');
    const failed = (await filesOf(noteId)).filter((f) => f.name === 'long.wav');
    expect(failed).toEqual([expect.objectContaining({ status: 'FAILED', size: 0 })]);
    expect(existsSync(storedPath(failed[0].id))).toBe(false);
    expect(storedNames().some((n) => n.endsWith('.part'))).toBe(false);
  });

  it('should mark an upload CANCELLED and remove its partial bytes when the client aborts it midway', async () => {
    const name = `cancelled-${uniqueSuffix()}.wav`;
    const req = startPartialUpload(
      sut.address,
      contributor.client,
      noteId,
      name,
      buildWav(5).subarray(0, 120_000),
    );
    let started: FileData | undefined;
    for (let i = 0; i < 100 && !started; i += 1) {
      started = (await filesOf(noteId)).find((f) => f.name === name);
      if (!started) await new Promise((r) => setTimeout(r, 50));
    }
    expect(started?.status).toBe('UPLOADING');
    req.destroy();
    let status = started?.status;
    for (let i = 0; i < 100 && status === 'UPLOADING'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await filesOf(noteId)).find((f) => f.name === name)?.status;
    }
    expect(status).toBe('CANCELLED');
    expect(existsSync(storedPath(started?.id ?? ''))).toBe(false);
    expect(storedNames().filter((n) => n.startsWith(started?.id ?? '-'))).toEqual([]);
  });

  it('should refuse an upload by a viewer before storing anything', async () => {
    const before = await filesOf(noteId);
    const response = await uploadFile(sut.address, viewer.client, noteId, 'viewer.png', buildPng());
    expect(response.status).toBe(403);
    expect(response.json<RestError>().errors[0]).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Viewers cannot make changes.',
    });
    expect(await filesOf(noteId)).toHaveLength(before.length);
  });

  it('should take an upload from an API token of the workspace, with no cookie or preflight header', async () => {
    const token = await buildApiToken(ws.manager.client);
    const script = sut.client();
    script.bearer = token.secret;
    const response = await uploadFile(sut.address, script, noteId, 'from-script.pdf', buildPdf(), {
      withoutPreflight: true,
    });
    expect(response.status).toBe(201);
    expect(response.json<{ file: FileData }>().file).toMatchObject({ fileType: 'DOCUMENT', status: 'DONE' });
  });

  it('should refuse an upload without a session', async () => {
    const anonymous = sut.client(ws.subdomain);
    const response = await uploadFile(sut.address, anonymous, noteId, 'anon.png', buildPng());
    expect(response.status).toBe(401);
  });

  it('should refuse a multipart upload from a foreign origin with the cookie', async () => {
    const response = await uploadFile(sut.address, contributor.client, noteId, 'evil.png', buildPng(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.json<RestError>().errors[0].message).toContain('another site');
  });

  it('should refuse a multipart upload without the preflight header (a plain HTML form)', async () => {
    const before = await filesOf(noteId);
    const response = await uploadFile(sut.address, contributor.client, noteId, 'form.png', buildPng(), {
      withoutPreflight: true,
    });
    expect(response.status).toBe(400);
    expect(response.json<RestError>().errors[0].message).toContain('x-fieldnote-csrf');
    expect(await filesOf(noteId)).toHaveLength(before.length);
  });

  it("should refuse a member of another workspace uploading to or reading this workspace's files", async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const mine = await uploadFile(sut.address, contributor.client, noteId, 'private.png', buildPng());
    const { file } = mine.json<{ file: FileData }>();
    // Their own host: the note does not exist in their workspace.
    const upload = await uploadFile(sut.address, other.manager.client, noteId, 'x.png', buildPng());
    expect(upload.status).toBe(404);
    const read = await rawRequest(`${sut.address}${file.url}`, {
      headers: browserHeaders(other.manager.client),
    });
    expect(read.status).toBe(404);
    expect(read.bytes.equals(buildPng())).toBe(false);
    // This workspace's host with their session: not a member.
    const onHost = await rawRequest(`${sut.address}${file.url}`, {
      headers: { host: ws.host, cookie: other.manager.client.sessionCookie ?? '' },
    });
    expect(onHost.status).toBe(403);
    const listed = await gqlWithCookie(sut, ws.host, other.manager.client.sessionCookie, FILES, { noteId });
    expect(errorCode(listed)).toBe('FORBIDDEN');
  });

  it('should answer a Range request with exactly those bytes so a player can seek', async () => {
    const bytes = buildWav(0.5);
    const { file } = (await uploadFile(sut.address, contributor.client, noteId, 'seek.wav', bytes)).json<{
      file: FileData;
    }>();
    const url = `${sut.address}${file.url}`;
    const middle = await rawRequest(url, {
      headers: { ...browserHeaders(viewer.client), range: 'bytes=100-199' },
    });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.bytes.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await rawRequest(url, { headers: { ...browserHeaders(viewer.client), range: 'bytes=-10' } });
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const open = await rawRequest(url, {
      headers: { ...browserHeaders(viewer.client), range: `bytes=${bytes.length - 5}-` },
    });
    expect(open.bytes.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const beyond = await rawRequest(url, {
      headers: { ...browserHeaders(viewer.client), range: `bytes=${bytes.length + 10}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('should serve uploads sandboxed and never as HTML', async () => {
    const { file } = (
      await uploadFile(
        sut.address,
        contributor.client,
        noteId,
        'page.txt',
        Buffer.from('<script>alert(1)</script>'),
      )
    ).json<{ file: FileData }>();
    const response = await rawRequest(`${sut.address}${file.url}`, {
      headers: browserHeaders(viewer.client),
    });
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("should remove the stored bytes of a note's files when the note is deleted for good", async () => {
    const doomed = await buildNote(ws.manager.client, await buildProject(ws.manager.client));
    const { file } = (
      await uploadFile(sut.address, contributor.client, doomed, 'doomed.png', buildPng())
    ).json<{
      file: FileData;
    }>();
    expect(existsSync(storedPath(file.id))).toBe(true);
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: doomed }));
    // In the trash the note (and its file) can still come back: the bytes stay.
    expect(existsSync(storedPath(file.id))).toBe(true);
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { deleteNoteForever(id: $id) }', { id: doomed }),
    );
    expect(existsSync(storedPath(file.id))).toBe(false);
  });

  it("should remove the stored bytes of a project's files when the project is deleted for good", async () => {
    const projectId = await buildProject(ws.manager.client);
    const inProject = await buildNote(ws.manager.client, projectId);
    const { file } = (
      await uploadFile(sut.address, contributor.client, inProject, 'p.png', buildPng())
    ).json<{
      file: FileData;
    }>();
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: projectId }));
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { deleteProjectForever(id: $id) }', { id: projectId }),
    );
    expect(existsSync(storedPath(file.id))).toBe(false);
  });

  it('should delete a file and its stored bytes, and refuse a viewer deleting one', async () => {
    const { file } = (
      await uploadFile(sut.address, contributor.client, noteId, 'gone.png', buildPng())
    ).json<{ file: FileData }>();
    expect(existsSync(storedPath(file.id))).toBe(true);
    expect(errorCode(await viewer.client.gql(DELETE_FILE, { id: file.id }))).toBe('FORBIDDEN');
    expect(existsSync(storedPath(file.id))).toBe(true);
    expectOk(await contributor.client.gql(DELETE_FILE, { id: file.id }));
    expect(existsSync(storedPath(file.id))).toBe(false);
    expect((await filesOf(noteId)).some((f) => f.id === file.id)).toBe(false);
    const download = await rawRequest(`${sut.address}${file.url}`, {
      headers: browserHeaders(viewer.client),
    });
    expect(download.status).toBe(404);
  });
});
