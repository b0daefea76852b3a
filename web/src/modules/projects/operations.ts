import { graphql } from '../../gql';

graphql(`
  fragment ProjectFields on Project {
    id
    shortId
    title
    summary
    icon
    color
    folderId
    starred
    archived
    private
    createdBy
    noteCount
    insightCount
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment NoteSummaryFields on Note {
    id
    shortId
    title
    createdAt
    updatedAt
  }
`);

export const PROJECTS_QUERY = graphql(`
  query Projects($archived: Boolean!) {
    projects(archived: $archived) {
      ...ProjectFields
    }
  }
`);

export const PROJECT_QUERY = graphql(`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFields
      viewerAccess {
        canEdit
        canManageAccess
      }
    }
  }
`);

export const CREATE_PROJECT_MUTATION = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...ProjectFields
    }
  }
`);

export const UPDATE_PROJECT_MUTATION = graphql(`
  mutation UpdateProject($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      ...ProjectFields
    }
  }
`);

export const STAR_PROJECT_MUTATION = graphql(`
  mutation StarProject($id: ID!) {
    starProject(id: $id) {
      ...ProjectFields
    }
  }
`);

export const UNSTAR_PROJECT_MUTATION = graphql(`
  mutation UnstarProject($id: ID!) {
    unstarProject(id: $id) {
      ...ProjectFields
    }
  }
`);

export const ARCHIVE_PROJECT_MUTATION = graphql(`
  mutation ArchiveProject($id: ID!) {
    archiveProject(id: $id) {
      ...ProjectFields
    }
  }
`);

export const UNARCHIVE_PROJECT_MUTATION = graphql(`
  mutation UnarchiveProject($id: ID!) {
    unarchiveProject(id: $id) {
      ...ProjectFields
    }
  }
`);

export const RESTORE_PROJECT_MUTATION = graphql(`
  mutation RestoreProject($id: ID!) {
    restoreProject(id: $id) {
      ...ProjectFields
    }
  }
`);

export const MOVE_PROJECT_TO_TOP_MUTATION = graphql(`
  mutation MoveProjectToTop($id: ID!) {
    moveProject(input: { id: $id }) {
      ...ProjectFields
    }
  }
`);

export const DELETE_PROJECT_MUTATION = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

/** A note as a project's notes list shows it: a new note answers the same, to join the list. */
graphql(`
  fragment NoteRowFields on Note {
    ...NoteSummaryFields
    highlightCount
    tagCounts {
      tagId
      title
      color
      count
    }
  }
`);

export const NOTES_QUERY = graphql(`
  query Notes($projectId: ID!) {
    notes(projectId: $projectId) {
      ...NoteRowFields
    }
  }
`);

export const CREATE_NOTE_MUTATION = graphql(`
  mutation CreateNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      ...NoteRowFields
    }
  }
`);

export const INSIGHTS_QUERY = graphql(`
  query Insights($projectId: ID!) {
    insights(projectId: $projectId) {
      id
      shortId
      title
      published
      publishedAt
      createdAt
    }
  }
`);

export const TAGS_QUERY = graphql(`
  query Tags($projectId: ID!) {
    tags(projectId: $projectId) {
      id
      title
      color
      highlightCount
    }
  }
`);

export const PROJECT_TITLE_QUERY = graphql(`
  query ProjectTitle($id: ID!) {
    project(id: $id) {
      id
      title
    }
  }
`);
