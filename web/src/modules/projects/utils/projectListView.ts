import type { ProjectFieldsFragment } from '../../../gql/graphql';

/**
 * The lists of /projects (spec 000 §2): `folders` (/projects, /projects/list, /projects/folders) shows the
 * top-level folders and the projects filed in none; `all` (/projects/all-projects) every live project
 * wherever it is filed; `yours` (/projects/your-projects) those you created; `shared`
 * (/projects/shared-with-you) private projects someone else created that you were given access to;
 * `archived` (/projects?filter=archived) every archived project.
 */
export type ProjectListView = 'folders' | 'all' | 'yours' | 'shared' | 'archived';

export const PROJECT_LIST_PATHS: Record<ProjectListView, string> = {
  folders: '/projects/folders',
  all: '/projects/all-projects',
  yours: '/projects/your-projects',
  shared: '/projects/shared-with-you',
  archived: '/projects?filter=archived',
};

/** The projects a view lists, in the order the API gave them (starred first, then by rank). */
export function projectsInView(
  view: ProjectListView,
  projects: readonly ProjectFieldsFragment[],
  viewerId: string | undefined,
): ProjectFieldsFragment[] {
  switch (view) {
    case 'folders':
      return projects.filter((p) => p.folderId === null);
    case 'yours':
      return projects.filter((p) => p.createdBy === viewerId);
    case 'shared':
      return projects.filter((p) => p.private && p.createdBy !== viewerId);
    case 'all':
    case 'archived':
      return [...projects];
  }
}
