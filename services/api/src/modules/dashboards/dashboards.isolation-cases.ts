import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the dashboards calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'dashboards',
      document: '{ dashboards { id title } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'dashboard(id)',
      document: 'query($id: ID!) { dashboard(id: $id) { id title charts { id title search } } }',
      variables: (b) => ({ id: b.dashboardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'chartPreview',
      document:
        '{ chartPreview(search: { archived: null, aggs: { location: { type: PROJECT, topK: 100 } } }) { total buckets { key label } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'chart(id)',
      document:
        'query($id: ID!) { chart(id: $id) { id title search result { total aggregations { field { key label } } } } }',
      variables: (b) => ({ id: b.chartId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createDashboard',
      document: 'mutation { createDashboard(input: { title: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateDashboard',
      document: 'mutation($id: ID!) { updateDashboard(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.dashboardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteDashboard',
      document: 'mutation($id: ID!) { deleteDashboard(id: $id) }',
      variables: (b) => ({ id: b.dashboardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'createChart',
      document:
        'mutation($d: ID!) { createChart(input: { dashboardId: $d, title: "Planted by A", type: BAR, search: { aggs: { field: { type: TAGS } } } }) { id } }',
      variables: (b) => ({ d: b.dashboardId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateChart',
      document: 'mutation($id: ID!) { updateChart(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.chartId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'moveChart',
      document: 'mutation($id: ID!) { moveChart(input: { id: $id }) { id } }',
      variables: (b) => ({ id: b.chartId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChart',
      document: 'mutation($id: ID!) { deleteChart(id: $id) }',
      variables: (b) => ({ id: b.chartId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
