import type { BulkImportFieldsFragment } from '../../../gql/graphql';
import { bulkImportStrings as strings } from '../strings';

/** How an upload ended: the import (a DRAFT with its headings and first rows), or why not. */
export type ImportUpload =
  { kind: 'done'; bulkImport: BulkImportFieldsFragment } | { kind: 'failed'; message: string };

interface RestErrorBody {
  errors?: { message?: string }[];
}

/**
 * Sends the file to POST /bulk-imports?projectId=… as multipart/form-data; the server reads it (CSV
 * or XLSX) and answers the import with its headings and preview, or the refusal's message. The
 * x-fieldnote-csrf header is what the server's cross-site guard asks of multipart.
 */
export async function uploadImportFile(projectId: string, file: File): Promise<ImportUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/bulk-imports?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'x-fieldnote-csrf': '1', accept: 'application/json' },
    });
  } catch {
    return { kind: 'failed', message: strings.uploadFailed };
  }
  const body = (await response.json().catch(() => null)) as
    ({ bulkImport?: BulkImportFieldsFragment } & RestErrorBody) | null;
  if (response.ok && body?.bulkImport) return { kind: 'done', bulkImport: body.bulkImport };
  return { kind: 'failed', message: body?.errors?.[0]?.message ?? strings.uploadFailed };
}
