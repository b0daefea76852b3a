import { graphql } from '../../gql';

export const TRASH_QUERY = graphql(`
  query Trash($projectId: ID) {
    trash(projectId: $projectId) {
      id
      kind
      title
      projectId
      projectTitle
      deletedAt
      deletedBy {
        id
        name
      }
    }
  }
`);

export const RESTORE_PROJECT_FROM_TRASH = graphql(`
  mutation RestoreProjectFromTrash($id: ID!) {
    restoreProject(id: $id) {
      id
    }
  }
`);

export const RESTORE_NOTE_FROM_TRASH = graphql(`
  mutation RestoreNoteFromTrash($id: ID!) {
    restoreNote(id: $id) {
      id
    }
  }
`);

export const DELETE_PROJECT_FOREVER = graphql(`
  mutation DeleteProjectForever($id: ID!) {
    deleteProjectForever(id: $id)
  }
`);

export const DELETE_NOTE_FOREVER = graphql(`
  mutation DeleteNoteForever($id: ID!) {
    deleteNoteForever(id: $id)
  }
`);

export const RESTORE_INSIGHT_FROM_TRASH = graphql(`
  mutation RestoreInsightFromTrash($id: ID!) {
    restoreInsight(id: $id) {
      id
    }
  }
`);

export const DELETE_INSIGHT_FOREVER = graphql(`
  mutation DeleteInsightForever($id: ID!) {
    deleteInsightForever(id: $id)
  }
`);
