import { graphql } from '../../gql';

graphql(`
  fragment SegmentFields on Segment {
    id
    title
    personCount
  }
`);

/** The workspace's segments of people, by title, with how many people each holds. */
export const SEGMENTS_QUERY = graphql(`
  query Segments {
    segments {
      ...SegmentFields
    }
  }
`);

/** The segments one person is in, for the person page. */
export const PERSON_SEGMENTS_QUERY = graphql(`
  query PersonSegments($id: ID!) {
    person(id: $id) {
      id
      segments {
        ...SegmentFields
      }
    }
  }
`);

export const CREATE_SEGMENT_MUTATION = graphql(`
  mutation CreateSegment($input: CreateSegmentInput!) {
    createSegment(input: $input) {
      ...SegmentFields
    }
  }
`);

export const RENAME_SEGMENT_MUTATION = graphql(`
  mutation RenameSegment($input: RenameSegmentInput!) {
    renameSegment(input: $input) {
      ...SegmentFields
    }
  }
`);

export const DELETE_SEGMENT_MUTATION = graphql(`
  mutation DeleteSegment($id: ID!) {
    deleteSegment(id: $id)
  }
`);

export const ADD_PEOPLE_TO_SEGMENT_MUTATION = graphql(`
  mutation AddPeopleToSegment($input: SegmentPeopleInput!) {
    addPeopleToSegment(input: $input) {
      ...SegmentFields
    }
  }
`);

export const REMOVE_PEOPLE_FROM_SEGMENT_MUTATION = graphql(`
  mutation RemovePeopleFromSegment($input: SegmentPeopleInput!) {
    removePeopleFromSegment(input: $input) {
      ...SegmentFields
    }
  }
`);
