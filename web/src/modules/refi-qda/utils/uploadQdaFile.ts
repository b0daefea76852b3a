import { refiQdaStrings as strings } from '../strings';

/** How an upload ended: the queued import's id, or why not. */
export type QdaUpload = { kind: 'done'; id: string } | { kind: 'failed'; message: string };

interface RestBody {
  refiQdaImport?: { id: string };
  errors?: { message?: string }[];
}

/**
 * Sends a .qdpx or .qdc file to POST /refi-qda/imports?projectId=… as multipart/form-data; the
 * server queues the import job and answers it, or the refusal's message. The x-fieldnote-csrf header
 * is what the server's cross-site guard asks of multipart.
 */
export async function uploadQdaFile(projectId: string, file: File): Promise<QdaUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/refi-qda/imports?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'x-fieldnote-csrf': '1', accept: 'application/json' },
    });
  } catch {
    return { kind: 'failed', message: strings.uploadFailed };
  }
  const body = (await response.json().catch(() => null)) as RestBody | null;
  if (response.ok && body?.refiQdaImport) return { kind: 'done', id: body.refiQdaImport.id };
  return { kind: 'failed', message: body?.errors?.[0]?.message ?? strings.uploadFailed };
}
