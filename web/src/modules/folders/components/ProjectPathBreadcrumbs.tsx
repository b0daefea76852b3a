import { PathBreadcrumbs, type PathSegment } from '../../common/components/PathBreadcrumbs';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FOLDER_QUERY } from '../operations';
import { folderStrings } from '../strings';

/**
 * "All projects / <folders…> / <project> / <extra…>": the project's place among the folders, read
 * when it is filed in one. `extra` segments follow the project (a board, say).
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
  const folder = useGraphqlQuery(
    FOLDER_QUERY,
    { id: project.folderId ?? '' },
    { skip: project.folderId === null },
  );
  const chain = folder.data ? [...folder.data.folder.ancestors, folder.data.folder] : [];
  return (
    <PathBreadcrumbs
      segments={[
        { label: folderStrings.allProjects, to: '/projects' },
        ...chain.map((f) => ({ label: f.name, to: itemPaths.folder(f) })),
        { label: project.title, to: linkProject ? itemPaths.project(project) : undefined },
        ...extra,
      ]}
    />
  );
}
