import { graphql } from '../../gql';

graphql(`
  fragment TagChartFields on TagChart {
    projectId
    metric
    type
    collapsedGroupIds
    hiddenItemIds
    groups {
      id
      title
      color
      boardTitle
      collapsed
    }
    items {
      id
      kind
      title
      color
      highlightCount
      noteCount
      textVolume
      hidden
    }
  }
`);

/** A project's tag chart: its options and items, counted by the server (trash left out). */
export const TAG_CHART_QUERY = graphql(`
  query TagChart($projectId: ID!) {
    tagChart(projectId: $projectId) {
      ...TagChartFields
    }
  }
`);

export const UPDATE_TAG_CHART_MUTATION = graphql(`
  mutation UpdateTagChart($input: UpdateTagChartInput!) {
    updateTagChart(input: $input) {
      ...TagChartFields
    }
  }
`);
