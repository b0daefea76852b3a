import { refiQdaStrings as strings } from '../strings';

/** What to export: the project (QDPX) or its codebook (QDC), and the exported text's line endings. */
export interface QdaExportChoice {
  format: 'QDPX' | 'QDC';
  lineEnding: 'LF' | 'CRLF';
}

/** The file name the server's Content-Disposition gives, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * Fetches GET /refi-qda/export and saves the file through a temporary link, so a refusal (no tags
 * for a codebook, a project hidden from the member) is shown as its message rather than downloaded.
 * Resolves null when saved, else the message to show.
 */
export async function downloadQdaExport(projectId: string, choice: QdaExportChoice): Promise<string | null> {
  const query = new URLSearchParams({ projectId, format: choice.format, lineEnding: choice.lineEnding });
  let response: Response;
  try {
    response = await fetch(`/refi-qda/export?${query}`, {
      credentials: 'include',
      headers: { 'x-fieldnote-csrf': '1' },
    });
  } catch {
    return strings.exportFailed;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    return body?.errors?.[0]?.message ?? strings.exportFailed;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, choice.format === 'QDC' ? 'codebook.qdc' : 'project.qdpx');
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
