import { PathBreadcrumbs, type PathSegment } from '../../common/components/PathBreadcrumbs';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FOLDER_QUERY } from '../operations';
import { folderStrings } from '../strings';

/**
 * "All projects / <folders…> / <project>" on the project's page: its place among the folders, read
 * when it is filed in one. On a page inside the project, `extra` segments follow it and the path
 * starts at the project ("<project> / Tags / <board>"): more than three segments collapse to first /
 * … / last (spec 000 §9), which would hide the project, the one a reader needs; its page has the rest.
 */
export function ProjectPathBreadcrumbs({
  project,
  linkProject = false,
  extra = [],
}: {
  project: { id: string; title: string; folderId: string | null };
  /** Whether the project segment links to the project (it does on pages inside it). */
  linkProject?: boolean;
  extra?: PathSegment[];
}) {
  const inside = extra.length > 0;
  const folder = useGraphqlQuery(
    FOLDER_QUERY,
    { id: project.folderId ?? '' },
    { skip: project.folderId === null || inside },
  );
  const chain = folder.data ? [...folder.data.folder.ancestors, folder.data.folder] : [];
  const projectSegment = { label: project.title, to: linkProject ? itemPaths.project(project) : undefined };
  return (
    <PathBreadcrumbs
      segments={
        inside
          ? [projectSegment, ...extra]
          : [
              { label: folderStrings.allProjects, to: '/projects' },
              ...chain.map((f) => ({ label: f.name, to: itemPaths.folder(f) })),
              projectSegment,
            ]
      }
    />
  );
}
