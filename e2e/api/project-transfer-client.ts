import * as yauzl from 'yauzl';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { expectOk } from './factories';
import { browserHeaders, multipartBody, rawRequest } from './file-upload-client';

/** A transfer as the tests read it. */
export interface TransferData {
  id: string;
  kind: 'EXPORT' | 'IMPORT';
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  progress: number;
  projectId: string | null;
  projectTitle: string;
  fileName: string;
  sizeBytes: number;
  recordCount: number;
  downloadUrl: string | null;
  reportUrl: string | null;
  mappingTables: { table: string; count: number }[];
  placeholders: { name: string; email: string }[];
  errorCode: string | null;
}

export const TRANSFER_FIELDS = `id kind status progress projectId projectTitle fileName sizeBytes recordCount
  downloadUrl reportUrl mappingTables { table count } placeholders { name email } errorCode`;

/** Starts an export and waits for its job; fails loudly when it does not complete. */
export async function exportProject(client: GraphqlClient, projectId: string): Promise<TransferData> {
  const started = expectOk(
    await client.gql<{ startProjectExport: TransferData }>(
      `mutation($p: ID!) { startProjectExport(projectId: $p) { ${TRANSFER_FIELDS} } }`,
      { p: projectId },
    ),
  ).startProjectExport;
  for (let i = 0; i < 1200; i++) {
    const data = expectOk(
      await client.gql<{ projectTransfer: TransferData }>(
        `query($id: ID!) { projectTransfer(id: $id) { ${TRANSFER_FIELDS} } }`,
        { id: started.id },
      ),
    ).projectTransfer;
    if (data.status === 'COMPLETED') return data;
    if (data.status === 'FAILED') throw new Error(`export failed: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('export did not finish in 120 s');
}

/** GETs a transfer's download or report (a path the API answered) as bytes. */
export function downloadTransfer(address: string, client: GraphqlClient, path: string) {
  return rawRequest(`${address}${path}`, { headers: browserHeaders(client) });
}

/** Posts a project export file to be imported, as the web app's import dialog does. */
export function importProjectFile(address: string, client: GraphqlClient, name: string, bytes: Buffer) {
  const { body, contentType } = multipartBody(name, bytes, 'file', 'application/zip');
  return rawRequest(`${address}/project-transfers/import`, {
    method: 'POST',
    headers: { ...browserHeaders(client), 'content-type': contentType },
    body,
  });
}

/** Every entry of a zip by name, its bytes read. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}
