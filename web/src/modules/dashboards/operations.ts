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
  fragment ChartDataFields on ChartData {
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
      ...ChartDataFields
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

/** What a chart of the editor's search would draw, asked as it changes, before it is saved. */
export const CHART_PREVIEW_QUERY = graphql(`
  query ChartPreview($search: SearchInput!) {
    chartPreview(search: $search) {
      ...ChartDataFields
    }
  }
`);
