import type { ProjectTransferFieldsFragment } from '../../../gql/graphql';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { planRefusalOf } from '../../graphql/utils/toGraphqlError';
import { projectTransferStrings as strings } from '../strings';

/**
 * How an import ended: its report, or why not (the server's refusal, worded for people, with the
 * plan limit when the plan refused it, for the upgrade prompt).
 */
export type ProjectFileUpload =
  | { kind: 'done'; transfer: ProjectTransferFieldsFragment }
  | { kind: 'failed'; message: string; refusal: PlanRefusal | null };

interface RestErrorBody {
  errors?: { message?: string; details?: Record<string, unknown> }[];
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
    return { kind: 'failed', message: strings.importFailed, refusal: null };
  }
  const body = (await response.json().catch(() => null)) as
    ({ projectTransfer?: ProjectTransferFieldsFragment } & RestErrorBody) | null;
  if (response.ok && body?.projectTransfer) return { kind: 'done', transfer: body.projectTransfer };
  const first = body?.errors?.[0];
  return {
    kind: 'failed',
    message: first?.message ?? strings.importFailed,
    refusal: planRefusalOf(first?.details),
  };
}
