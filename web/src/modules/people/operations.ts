import { graphql } from '../../gql';

graphql(`
  fragment PersonFields on Person {
    id
    name
    email
    noteCount
    highlightCount
    createdAt
    updatedAt
  }
`);

/** One page of the people grid: sorted, searched and filtered on the server (with `segmentId`, one segment's people). */
export const PEOPLE_LIST_QUERY = graphql(`
  query PeopleList(
    $offset: Int!
    $limit: Int!
    $sortBy: PersonSortField!
    $sortDirection: SortDirection!
    $query: String
    $filters: [PersonFilterInput!]
    $segmentId: ID
  ) {
    people(
      offset: $offset
      limit: $limit
      sortBy: $sortBy
      sortDirection: $sortDirection
      query: $query
      filters: $filters
      segmentId: $segmentId
    ) {
      totalCount
      nodes {
        ...PersonFields
        fieldValues {
          ...CustomFieldValueFields
        }
        segments {
          id
          title
        }
      }
    }
  }
`);

/** People whose name or e-mail contains the typed text: the Contacts tab's autocomplete. */
export const PEOPLE_LOOKUP_QUERY = graphql(`
  query PeopleLookup($query: String) {
    people(query: $query, limit: 20, sortBy: NAME, sortDirection: ASC) {
      nodes {
        id
        name
        email
      }
    }
  }
`);

export const PERSON_PAGE_QUERY = graphql(`
  query PersonPage($id: ID!) {
    person(id: $id) {
      ...PersonFields
    }
    personNotes(personId: $id) {
      id
      title
      projectId
      createdAt
    }
    personHighlights(personId: $id) {
      id
      noteId
      noteTitle
      text
      tags {
        id
        title
        color
      }
    }
  }
`);

export const NOTE_PEOPLE_QUERY = graphql(`
  query NotePeople($noteId: ID!) {
    notePeople(noteId: $noteId) {
      id
      name
      email
    }
  }
`);

export const CREATE_PERSON_MUTATION = graphql(`
  mutation CreatePerson($input: CreatePersonInput!) {
    createPerson(input: $input) {
      ...PersonFields
    }
  }
`);

export const UPDATE_PERSON_MUTATION = graphql(`
  mutation UpdatePerson($input: UpdatePersonInput!) {
    updatePerson(input: $input) {
      ...PersonFields
    }
  }
`);

export const DELETE_PERSON_MUTATION = graphql(`
  mutation DeletePerson($id: ID!) {
    deletePerson(id: $id)
  }
`);

export const MERGE_PEOPLE_MUTATION = graphql(`
  mutation MergePeople($keepId: ID!, $removeId: ID!) {
    mergePeople(keepId: $keepId, removeId: $removeId) {
      ...PersonFields
    }
  }
`);

export const IMPORT_PEOPLE_MUTATION = graphql(`
  mutation ImportPeople($input: ImportPeopleInput!) {
    importPeople(input: $input) {
      importedCount
      rejected {
        rowNumber
        field
        reason
      }
    }
  }
`);

export const LINK_PERSON_MUTATION = graphql(`
  mutation LinkPersonToNote($noteId: ID!, $personId: ID!) {
    linkPersonToNote(noteId: $noteId, personId: $personId) {
      id
      name
      email
      noteCount
    }
  }
`);

export const UNLINK_PERSON_MUTATION = graphql(`
  mutation UnlinkPersonFromNote($noteId: ID!, $personId: ID!) {
    unlinkPersonFromNote(noteId: $noteId, personId: $personId)
  }
`);
