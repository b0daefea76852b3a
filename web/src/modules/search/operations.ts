import { graphql } from '../../gql';

graphql(`
  fragment SearchItemFields on SearchItem {
    id
    type
    preview {
      title {
        text
        match
      }
      content {
        text
        match
      }
    }
    projectId
    projectTitle
    noteId
    channelId
    channelTitle
    tags {
      id
      title
      color
    }
    published
    createdAt
    updatedAt
  }
`);

/** One page of results (spec 000 §3); later pages are appended by the cache's `search` policy. */
export const SEARCH_QUERY = graphql(`
  query Search($input: SearchInput!) {
    search(input: $input) {
      items {
        ...SearchItemFields
      }
      total
      totalIsEstimate
      offset
      suggestedQuery
    }
  }
`);

/**
 * The number of matches of each type, for the tabs: one request, one alias per type. Each asks for
 * a single item because the server counts the page it reads (a page of 0 reads no row to count).
 */
export const SEARCH_COUNTS_QUERY = graphql(`
  query SearchCounts(
    $everything: SearchInput!
    $project: SearchInput!
    $folder: SearchInput!
    $note: SearchInput!
    $highlight: SearchInput!
    $insight: SearchInput!
    $tag: SearchInput!
    $person: SearchInput!
    $channel: SearchInput!
    $datapoint: SearchInput!
    $theme: SearchInput!
  ) {
    everything: search(input: $everything) {
      total
      totalIsEstimate
    }
    project: search(input: $project) {
      total
      totalIsEstimate
    }
    folder: search(input: $folder) {
      total
      totalIsEstimate
    }
    note: search(input: $note) {
      total
      totalIsEstimate
    }
    highlight: search(input: $highlight) {
      total
      totalIsEstimate
    }
    insight: search(input: $insight) {
      total
      totalIsEstimate
    }
    tag: search(input: $tag) {
      total
      totalIsEstimate
    }
    person: search(input: $person) {
      total
      totalIsEstimate
    }
    channel: search(input: $channel) {
      total
      totalIsEstimate
    }
    datapoint: search(input: $datapoint) {
      total
      totalIsEstimate
    }
    theme: search(input: $theme) {
      total
      totalIsEstimate
    }
  }
`);

/**
 * What the filters offer: projects (archived ones too), folders, members, and every tag of the
 * workspace with its colour (the search index lists them all, project tags included).
 */
/**
 * The custom fields of people, for the filter builder's "Person field" rows: a query of its own,
 * because SearchFilterOptions is at the API's query cost limit.
 */
export const PERSON_FILTER_FIELDS_QUERY = graphql(`
  query PersonFilterFields {
    customFields(target: PERSON) {
      id
      label
      type
      target
      maxSelectable
      options {
        id
        label
        color
      }
    }
  }
`);

/** Channels with their themes and datasets, for the Channel, Themes and Datasets filter rows. */
export const CHANNEL_FILTER_OPTIONS_QUERY = graphql(`
  query ChannelFilterOptions {
    channels {
      id
      title
      themes {
        id
        title
      }
      datasets {
        id
        title
      }
    }
  }
`);

export const SEARCH_FILTER_OPTIONS_QUERY = graphql(`
  query SearchFilterOptions($tags: SearchInput!, $projectId: ID) {
    noteFields: customFields(target: NOTE, projectId: $projectId) {
      id
      label
      type
      target
      maxSelectable
      options {
        id
        label
        color
      }
    }
    insightFields: customFields(target: INSIGHT, projectId: $projectId) {
      id
      label
      type
      target
      maxSelectable
      options {
        id
        label
        color
      }
    }
    people(limit: 1000) {
      nodes {
        id
        name
        email
      }
    }
    projects(archived: false) {
      id
      title
    }
    archivedProjects: projects(archived: true) {
      id
      title
    }
    folders {
      id
      name
    }
    members {
      id
      name
      email
    }
    tagItems: search(input: $tags) {
      items {
        id
        projectTitle
        tags {
          id
          title
          color
        }
      }
    }
  }
`);
