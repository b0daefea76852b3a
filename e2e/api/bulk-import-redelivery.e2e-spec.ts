import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { uploadBulkImport } from './bulk-import-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

interface ImportData {
  id: string;
  status: 'DRAFT' | 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  processedRows: number;
  importedCount: number;
  numFailed: number;
}

const IMPORT = 'id status processedRows importedCount numFailed';
const ONE = `query($id: ID!) { bulkImport(id: $id) { ${IMPORT} } }`;
const START = `mutation($input: StartBulkImportInput!) { startBulkImport(input: $input) { ${IMPORT} } }`;

/**
 * The bulk import job's recovery from a batch that fails, apart from the rest of the bulk import
 * suite (bulk-import.e2e-spec.ts): its batches are durable bus deliveries, so this is the part that
 * runs again on NATS JetStream (jest.config.js), where a failed batch is redelivered by the stream.
 */
describe('bulk import redelivery', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  async function uploaded(client: GraphqlClient, projectId: string, name: string, bytes: Buffer) {
    const response = await uploadBulkImport(sut.address, client, projectId, name, bytes);
    expect(response.status).toBe(201);
    return response.json<{ bulkImport: ImportData }>().bulkImport;
  }

  async function start(client: GraphqlClient, id: string, processedInto: string, columns: unknown[]) {
    return client.gql<{ startBulkImport: ImportData }>(START, { input: { id, processedInto, columns } });
  }

  /** Reads the import until its job has finished. */
  async function finished(client: GraphqlClient, id: string): Promise<ImportData> {
    for (;;) {
      const data = expectOk(await client.gql<{ bulkImport: ImportData }>(ONE, { id })).bulkImport;
      if (data.status === 'COMPLETED' || data.status === 'FAILED') return data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function notesOf(projectId: string) {
    return sql<{ title: string }>(
      sut,
      `select title from "${schema}".notes where project_id = ? order by title`,
      [projectId],
    );
  }

  it('survives a batch that fails: the bus delivers it again and the job resumes where it stopped, writing no row twice', async () => {
    const projectId = await buildProject(ws.manager.client);
    const rows = Array.from({ length: 1200 }, (_, i) => `Row ${String(i + 1).padStart(4, '0')}`);
    const draft = await uploaded(
      contributor.client,
      projectId,
      'big.csv',
      Buffer.from(['Title', ...rows].join('\n')),
    );
    // The second batch (rows 501–1000) fails while the guard table holds a row: as if the process died mid-batch.
    await sql(sut, `create table "${schema}".bulk_import_test_guard (on_row text)`);
    await sql(sut, `insert into "${schema}".bulk_import_test_guard values ('Row 0600')`);
    await sql(
      sut,
      `create function "${schema}".bulk_import_test_fail() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from "${schema}".bulk_import_test_guard g where g.on_row = new.title) then
           raise exception 'simulated crash';
         end if;
         return new;
       end $$`,
    );
    await sql(
      sut,
      `create trigger bulk_import_test_fail before insert on "${schema}".notes for each row
       execute function "${schema}".bulk_import_test_fail()`,
    );
    try {
      expectOk(await start(contributor.client, draft.id, 'CONTENT', [{ column: 0, target: 'TITLE' }]));
      // Wait for the first failed try of the second batch, with the first batch written.
      for (;;) {
        const [state] = await sql<{ processed_rows: number; attempts: number }>(
          sut,
          `select processed_rows, attempts from "${schema}".bulk_imports where id = ?`,
          [draft.id],
        );
        if (state.attempts > 0) {
          expect(state.processed_rows).toBe(500);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await notesOf(projectId)).toHaveLength(500);
      await sql(sut, `delete from "${schema}".bulk_import_test_guard`);
      const done = await finished(contributor.client, draft.id);
      expect(done).toMatchObject({
        status: 'COMPLETED',
        processedRows: 1200,
        importedCount: 1200,
        numFailed: 0,
      });
      const notes = await notesOf(projectId);
      expect(notes.map((n) => n.title)).toEqual(rows);
    } finally {
      await sql(sut, `drop trigger bulk_import_test_fail on "${schema}".notes`);
      await sql(sut, `drop function "${schema}".bulk_import_test_fail()`);
      await sql(sut, `drop table "${schema}".bulk_import_test_guard`);
    }
  });
});
