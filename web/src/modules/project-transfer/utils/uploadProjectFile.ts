import type { ProjectTransferFieldsFragment } from '../../../gql/graphql';
import { projectTransferStrings as strings } from '../strings';

/** How an import ended: its report, or why not (the server's refusal, worded for people). */
export type ProjectFileUpload =
  { kind: 'done'; transfer: ProjectTransferFieldsFragment } | { kind: 'failed'; message: string };

interface RestErrorBody {
  errors?: { message?: string }[];
}

/**
 * Sends the export file to POST /project-transfers/import as multipart/form-data; the server checks
 * it whole and imports it as a new project, answering the import's report, or the refusal. The
 * x-fieldnote-csrf header is what the server's cross-site guard asks of multipart.
 */
export async function uploadProjectFile(file: File): Promise<ProjectFileUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/project-transfers/import', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'x-fieldnote-csrf': '1', accept: 'application/json' },
    });
  } catch {
    return { kind: 'failed', message: strings.importFailed };
  }
  const body = (await response.json().catch(() => null)) as
    ({ projectTransfer?: ProjectTransferFieldsFragment } & RestErrorBody) | null;
  if (response.ok && body?.projectTransfer) return { kind: 'done', transfer: body.projectTransfer };
  return { kind: 'failed', message: body?.errors?.[0]?.message ?? strings.importFailed };
}
