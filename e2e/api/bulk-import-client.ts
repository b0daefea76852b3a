import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { browserHeaders, multipartBody, rawRequest } from './file-upload-client';

/** Uploads a CSV or XLSX file for a bulk import into the project, as the web app's wizard does. */
export function uploadBulkImport(
  address: string,
  client: GraphqlClient,
  projectId: string,
  name: string,
  bytes: Buffer,
  options: { host?: string; path?: string } = {},
) {
  const { body, contentType } = multipartBody(name, bytes);
  const headers: Record<string, string> = { ...browserHeaders(client), 'content-type': contentType };
  if (options.host) headers.host = options.host;
  return rawRequest(
    `${address}${options.path ?? '/bulk-imports'}?projectId=${encodeURIComponent(projectId)}`,
    {
      method: 'POST',
      headers,
      body,
    },
  );
}
