import { bulkImportStrings as strings } from '../strings';

/** How sending one document ended: the note made of it, or why it was refused. */
export type DocumentImport =
  { kind: 'done'; noteId: string; title: string } | { kind: 'failed'; message: string };

interface Answer {
  note?: { id: string; title: string };
  errors?: { message?: string }[];
}

/**
 * Sends a plain text, Markdown, Word or PDF file to POST /bulk-imports/documents?projectId=… as
 * multipart/form-data; the server makes it a note (the original kept as its file) and answers the
 * note, or the refusal's message. The x-fieldnote-csrf header is what the cross-site guard asks of
 * multipart.
 */
export async function importDocumentFile(projectId: string, file: File): Promise<DocumentImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/bulk-imports/documents?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'x-fieldnote-csrf': '1', accept: 'application/json' },
    });
  } catch {
    return { kind: 'failed', message: strings.uploadFailed };
  }
  const body = (await response.json().catch(() => null)) as Answer | null;
  if (response.ok && body?.note) return { kind: 'done', noteId: body.note.id, title: body.note.title };
  return { kind: 'failed', message: body?.errors?.[0]?.message ?? strings.uploadFailed };
}
