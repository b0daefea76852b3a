import { useCallback, useState } from 'react';
import { fileStrings } from '../strings';
import type { Upload } from '../types/Upload';
import { uploadFile } from '../utils/uploadFile';

let nextKey = 0;

/**
 * Uploads in progress on the note page, several at once, each with its progress and a cancel.
 * A finished upload leaves the list (the file list shows it); a failed or cancelled one stays with
 * its message until dismissed. `onSettled` runs after each, so the file list is read again.
 */
export function useUploads(noteId: string, onSettled: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const start = useCallback(
    (files: File[]) => {
      for (const file of files) {
        nextKey += 1;
        const key = `upload-${nextKey}`;
        const request = uploadFile(noteId, file, (loaded, total) => update(key, { loaded, total }));
        setUploads((current) => [
          ...current,
          {
            key,
            name: file.name,
            loaded: 0,
            total: file.size,
            state: 'uploading',
            error: null,
            cancel: request.abort,
          },
        ]);
        void request.done.then((outcome) => {
          if (outcome.kind === 'done') setUploads((current) => current.filter((u) => u.key !== key));
          else if (outcome.kind === 'cancelled')
            update(key, { state: 'cancelled', error: fileStrings.cancelled });
          else update(key, { state: 'failed', error: outcome.message });
          onSettled();
        });
      }
    },
    [noteId, onSettled, update],
  );

  const dismiss = useCallback((key: string) => {
    setUploads((current) => current.filter((u) => u.key !== key));
  }, []);

  return { uploads, start, dismiss };
}
