import { graphql } from '../../gql';

graphql(`
  fragment DashboardSummaryFields on Dashboard {
    id
    shortId
    title
    chartCount
    updatedAt
  }
`);

graphql(`
  fragment ChartFields on Chart {
    id
    dashboardId
    title
    type
    search
    filterForm
    rank
    data {
      total
      score
      responses
      buckets {
        key
        label
        color
        count
        value
      }
      periods {
        index
        from
        to
        count
        value
      }
    }
  }
`);

export const DASHBOARDS_QUERY = graphql(`
  query Dashboards {
    dashboards {
      ...DashboardSummaryFields
    }
  }
`);

export const DASHBOARD_QUERY = graphql(`
  query Dashboard($id: ID!) {
    dashboard(id: $id) {
      ...DashboardSummaryFields
      charts {
        ...ChartFields
      }
    }
  }
`);

export const CREATE_DASHBOARD_MUTATION = graphql(`
  mutation CreateDashboard($input: CreateDashboardInput!) {
    createDashboard(input: $input) {
      ...DashboardSummaryFields
    }
  }
`);

export const UPDATE_DASHBOARD_MUTATION = graphql(`
  mutation UpdateDashboard($input: UpdateDashboardInput!) {
    updateDashboard(input: $input) {
      ...DashboardSummaryFields
    }
  }
`);

export const DELETE_DASHBOARD_MUTATION = graphql(`
  mutation DeleteDashboard($id: ID!) {
    deleteDashboard(id: $id)
  }
`);

export const CREATE_CHART_MUTATION = graphql(`
  mutation CreateChart($input: CreateChartInput!) {
    createChart(input: $input) {
      ...ChartFields
    }
  }
`);

export const UPDATE_CHART_MUTATION = graphql(`
  mutation UpdateChart($input: UpdateChartInput!) {
    updateChart(input: $input) {
      ...ChartFields
    }
  }
`);

export const MOVE_CHART_MUTATION = graphql(`
  mutation MoveChart($input: MoveChartInput!) {
    moveChart(input: $input) {
      id
      rank
    }
  }
`);

export const DELETE_CHART_MUTATION = graphql(`
  mutation DeleteChart($id: ID!) {
    deleteChart(id: $id)
  }
`);

graphql(`
  fragment ChartPreviewBucketFields on SearchAggBucket {
    key
    label
    color
    count
    value
  }
`);

/** A chart's search run as the editor changes it, before it is saved: what the chart would draw. */
export const CHART_PREVIEW_QUERY = graphql(`
  query ChartPreview($input: SearchInput!) {
    search(input: $input) {
      total
      aggregations {
        date {
          ...ChartPreviewBucketFields
        }
        location {
          ...ChartPreviewBucketFields
        }
        field {
          ...ChartPreviewBucketFields
        }
        theme {
          ...ChartPreviewBucketFields
        }
        sentiment {
          ...ChartPreviewBucketFields
        }
        npsSegments {
          score
          responses
          buckets {
            ...ChartPreviewBucketFields
          }
        }
        csatSegments {
          score
          responses
          buckets {
            ...ChartPreviewBucketFields
          }
        }
        period {
          index
          from
          to
          count
          value
        }
      }
    }
  }
`);
