import { graphql } from '../../gql';

graphql(`
  fragment FolderFields on Folder {
    id
    shortId
    name
    parentId
    projectCount
    folderCount
  }
`);

export const FOLDERS_QUERY = graphql(`
  query Folders {
    folders {
      ...FolderFields
    }
  }
`);

export const FOLDER_QUERY = graphql(`
  query Folder($id: ID!) {
    folder(id: $id) {
      ...FolderFields
      ancestors {
        ...FolderFields
      }
      children {
        ...FolderFields
      }
      projects {
        ...ProjectFields
      }
    }
  }
`);

/** The folder's published insights: a plan feature (published insights in folders). */
export const FOLDER_PUBLISHED_INSIGHTS_QUERY = graphql(`
  query FolderPublishedInsights($id: ID!) {
    folder(id: $id) {
      id
      publishedInsights {
        id
        title
        projectId
        projectTitle
        publishedAt
      }
    }
  }
`);

export const CREATE_FOLDER_MUTATION = graphql(`
  mutation CreateFolder($input: CreateFolderInput!) {
    createFolder(input: $input) {
      ...FolderFields
    }
  }
`);

export const UPDATE_FOLDER_MUTATION = graphql(`
  mutation UpdateFolder($input: UpdateFolderInput!) {
    updateFolder(input: $input) {
      ...FolderFields
    }
  }
`);

export const DELETE_FOLDER_MUTATION = graphql(`
  mutation DeleteFolder($id: ID!) {
    deleteFolder(id: $id)
  }
`);

export const MOVE_PROJECT_TO_FOLDER_MUTATION = graphql(`
  mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) {
    moveProjectToFolder(input: $input) {
      id
      folderId
    }
  }
`);
