import { itemSegment } from '../../common/utils/itemPath';

type Titled = { id: string; title?: string | null };

/** Spec 000 §2: /projects/{projectId}/v/{viewId}, each a title slug and the short id. */
export function viewPath(project: Titled, view: Titled): string {
  return `/projects/${itemSegment(project)}/v/${itemSegment(view)}`;
}
