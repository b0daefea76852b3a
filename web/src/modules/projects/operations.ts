import { defineOperation } from '../graphql/utils/defineOperation';
import type { InsightSummary, NoteSummary, Project, ProjectChanges } from './types/Project';
import type { TagWithCount } from './types/Project';

const PROJECT_FIELDS =
  'id shortId title summary icon color starred archived noteCount insightCount createdAt updatedAt';

export const PROJECTS_QUERY = defineOperation<{ projects: Project[] }, { archived: boolean }>(
  `query Projects($archived: Boolean!) { projects(archived: $archived) { ${PROJECT_FIELDS} } }`,
);

export const PROJECT_QUERY = defineOperation<{ project: Project }, { id: string }>(
  `query Project($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`,
);

export const CREATE_PROJECT_MUTATION = defineOperation<
  { createProject: Project },
  { input: { title: string; summary?: string } }
>(
  `mutation CreateProject($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`,
);

export const UPDATE_PROJECT_MUTATION = defineOperation<
  { updateProject: Project },
  { input: ProjectChanges & { id: string } }
>(
  `mutation UpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { ${PROJECT_FIELDS} } }`,
);

/** star, unstar, archive, unarchive and restore: each takes an id and answers the project. */
function projectByIdMutation<K extends string>(name: K, operationName: string) {
  return defineOperation<Record<K, Project>, { id: string }>(
    `mutation ${operationName}($id: ID!) { ${name}(id: $id) { ${PROJECT_FIELDS} } }`,
  );
}

export const STAR_PROJECT_MUTATION = projectByIdMutation('starProject', 'StarProject');
export const UNSTAR_PROJECT_MUTATION = projectByIdMutation('unstarProject', 'UnstarProject');
export const ARCHIVE_PROJECT_MUTATION = projectByIdMutation('archiveProject', 'ArchiveProject');
export const UNARCHIVE_PROJECT_MUTATION = projectByIdMutation('unarchiveProject', 'UnarchiveProject');
export const RESTORE_PROJECT_MUTATION = projectByIdMutation('restoreProject', 'RestoreProject');

export const MOVE_PROJECT_TO_TOP_MUTATION = defineOperation<{ moveProject: Project }, { id: string }>(
  `mutation MoveProjectToTop($id: ID!) { moveProject(input: { id: $id }) { ${PROJECT_FIELDS} } }`,
);

export const DELETE_PROJECT_MUTATION = defineOperation<{ deleteProject: boolean }, { id: string }>(
  `mutation DeleteProject($id: ID!) { deleteProject(id: $id) }`,
);

export const NOTES_QUERY = defineOperation<{ notes: NoteSummary[] }, { projectId: string }>(
  `query Notes($projectId: ID!) { notes(projectId: $projectId) { id shortId title createdAt updatedAt } }`,
);

export const CREATE_NOTE_MUTATION = defineOperation<
  { createNote: NoteSummary },
  { input: { projectId: string; title: string; content: string } }
>(
  `mutation CreateNote($input: CreateNoteInput!) { createNote(input: $input) { id shortId title createdAt updatedAt } }`,
);

export const INSIGHTS_QUERY = defineOperation<{ insights: InsightSummary[] }, { projectId: string }>(
  `query Insights($projectId: ID!) { insights(projectId: $projectId) { id shortId title published publishedAt createdAt } }`,
);

export const TAGS_QUERY = defineOperation<{ tags: TagWithCount[] }, { projectId: string }>(
  `query Tags($projectId: ID!) { tags(projectId: $projectId) { id title color highlightCount } }`,
);

export const PROJECT_TITLE_QUERY = defineOperation<
  { project: Pick<Project, 'id' | 'title'> },
  { id: string }
>(`query ProjectTitle($id: ID!) { project(id: $id) { id title } }`);
