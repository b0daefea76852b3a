import { fileStrings } from '../strings';
import type { FileItem } from '../types/FileItem';

/** How an upload request ended. */
export type UploadOutcome =
  { kind: 'done'; file: FileItem } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

interface RestErrorBody {
  errors?: { message?: string }[];
}

/**
 * Sends one file to POST /files?noteId=… as multipart/form-data, reporting upload progress (fetch
 * cannot, XMLHttpRequest can). `abort()` cancels: the server marks the file CANCELLED and keeps none
 * of its bytes. The x-fieldnote-csrf header is what the server's cross-site guard asks of multipart.
 */
export function uploadFile(
  noteId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'file' in body) {
        resolve({ kind: 'done', file: (body as { file: FileItem }).file });
        return;
      }
      const message = (body as RestErrorBody | null)?.errors?.[0]?.message;
      resolve({ kind: 'failed', message: message ?? fileStrings.genericUploadError });
    });
    xhr.addEventListener('error', () => resolve({ kind: 'failed', message: fileStrings.networkError }));
    xhr.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
  });
  const form = new FormData();
  form.append('file', file, file.name);
  xhr.open('POST', `/files?noteId=${encodeURIComponent(noteId)}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader('x-fieldnote-csrf', '1');
  xhr.setRequestHeader('accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
