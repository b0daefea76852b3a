import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  type LocalS3Server,
  startLocalS3Server,
} from '../../services/api/src/modules/file-storage/testing/local-s3-server';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildWav } from './file-fixtures';
import { browserHeaders, rawRequest, startPartialUpload, uploadFile } from './file-upload-client';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

/** Cluster mode's storage: the whole server on an S3-compatible object store running on this machine. */
describe('files on an S3-compatible object store', () => {
  let s3: LocalS3Server;
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let noteId: string;
  let bucket: S3Client;

  beforeAll(async () => {
    s3 = await startLocalS3Server('fieldnote-files');
    sut = await startOwnTestServer({
      SEED_DEMO: 'false',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'fieldnote/',
    });
    ws = await signUpAndCreateWorkspace(sut);
    noteId = await buildNote(ws.manager.client, await buildProject(ws.manager.client));
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    bucket.destroy();
    await sut.close();
    await s3.close();
  });

  async function keys(): Promise<string[]> {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '');
  }

  it('should keep an uploaded recording in the bucket and serve a range of it for seeking', async () => {
    const bytes = buildWav(0.5);
    const response = await uploadFile(sut.address, ws.manager.client, noteId, 'call.wav', bytes);
    expect(response.status).toBe(201);
    const { file } = response.json<{ file: { id: string; url: string; fileType: string } }>();
    expect(file.fileType).toBe('AUDIO');
    expect(await keys()).toContain(`fieldnote/${ws.id}/${file.id}`);
    const range = await rawRequest(`${sut.address}${file.url}`, {
      headers: { ...browserHeaders(ws.manager.client), range: 'bytes=44-143' },
    });
    expect(range.status).toBe(206);
    expect(range.bytes.equals(bytes.subarray(44, 144))).toBe(true);
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: file.id }));
    expect(await keys()).not.toContain(`fieldnote/${ws.id}/${file.id}`);
  });

  it('should leave no object in the bucket when an upload is cancelled midway', async () => {
    const before = await keys();
    const req = startPartialUpload(
      sut.address,
      ws.manager.client,
      noteId,
      'cut.wav',
      buildWav(5).subarray(0, 150_000),
    );
    const status = async () =>
      expectOk(
        await ws.manager.client.gql<{ files: { name: string; status: string }[] }>(
          'query($n: ID!) { files(noteId: $n) { name status } }',
          { n: noteId },
        ),
      ).files.find((f) => f.name === 'cut.wav')?.status;
    for (let i = 0; i < 100 && (await status()) !== 'UPLOADING'; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    for (let i = 0; i < 100 && (await status()) === 'UPLOADING'; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('CANCELLED');
    expect(await keys()).toEqual(before);
  });
});
