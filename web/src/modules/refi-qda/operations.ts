import { graphql } from '../../gql';

export const REFI_QDA_IMPORT_FIELDS = graphql(`
  fragment RefiQdaImportFields on RefiQdaImport {
    id
    projectId
    fileName
    format
    status
    origin
    notesCreated
    tagsCreated
    highlightsCreated
    peopleCreated
    warnings
    report {
      kind
      name
      reason
    }
    errorMessage
  }
`);

export const REFI_QDA_IMPORT_QUERY = graphql(`
  query RefiQdaImport($id: ID!) {
    refiQdaImport(id: $id) {
      ...RefiQdaImportFields
    }
  }
`);
