import { graphql } from '../../gql';

export const BULK_IMPORT_FIELDS = graphql(`
  fragment BulkImportFields on BulkImport {
    id
    projectId
    projectTitle
    fileName
    format
    status
    headers
    preview
    totalRows
    processedRows
    processedInto
    importedCount
    skippedCount
    numFailed
    errorMessage
    createdAt
    finishedAt
  }
`);

export const BULK_IMPORTS_QUERY = graphql(`
  query BulkImports($projectId: ID) {
    bulkImports(projectId: $projectId) {
      ...BulkImportFields
    }
  }
`);

export const BULK_IMPORT_QUERY = graphql(`
  query BulkImport($id: ID!) {
    bulkImport(id: $id) {
      ...BulkImportFields
      failures(limit: 1000) {
        rowNumber
        errorCode
        humanMessageText
      }
    }
  }
`);

export const START_BULK_IMPORT_MUTATION = graphql(`
  mutation StartBulkImport($input: StartBulkImportInput!) {
    startBulkImport(input: $input) {
      ...BulkImportFields
    }
  }
`);

export const IMPORT_NOTE_FIELDS_QUERY = graphql(`
  query ImportNoteFields($projectId: ID) {
    customFields(target: NOTE, projectId: $projectId) {
      id
      label
      type
    }
  }
`);
