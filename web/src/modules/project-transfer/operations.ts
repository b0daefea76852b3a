import { graphql } from '../../gql';

export const PROJECT_TRANSFER_FIELDS = graphql(`
  fragment ProjectTransferFields on ProjectTransfer {
    id
    kind
    status
    progress
    projectId
    projectTitle
    fileName
    sizeBytes
    recordCount
    downloadUrl
    reportUrl
    mappingTables {
      table
      count
    }
    placeholders {
      name
      email
    }
    errorCode
    errorMessage
    createdAt
    finishedAt
  }
`);

export const START_PROJECT_EXPORT_MUTATION = graphql(`
  mutation StartProjectExport($projectId: ID!) {
    startProjectExport(projectId: $projectId) {
      ...ProjectTransferFields
    }
  }
`);

export const PROJECT_TRANSFER_QUERY = graphql(`
  query ProjectTransfer($id: ID!) {
    projectTransfer(id: $id) {
      ...ProjectTransferFields
    }
  }
`);
