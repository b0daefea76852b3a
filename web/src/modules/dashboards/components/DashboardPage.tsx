import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { idFromPathSegment, itemSegment } from '../../common/utils/itemPath';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageLoadError } from '../../common/components/PageLoadError';
import { commonStrings } from '../../common/strings';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { canEdit } from '../../projects/utils/canEdit';
import { useFollowSearchIndex } from '../../search/hooks/useFollowSearchIndex';
import { DASHBOARD_QUERY, DELETE_CHART_MUTATION, MOVE_CHART_MUTATION } from '../operations';
import { dashboardStrings as strings } from '../strings';
import type { DashboardChart } from '../types/ChartGrouping';
import { ChartCard } from './ChartCard';
import { ChartEditorDialog } from './ChartEditorDialog';
import { DeleteDashboardDialog, RenameDashboardDialog } from './DashboardDialogs';
import { DashboardMenu } from './DashboardMenu';
import { evicts } from '../../graphql/utils/evicts';
import type { ApolloCache } from '@apollo/client';
import type { DeleteChartMutationVariables } from '../../../gql/graphql';

const DASHBOARD: readonly string[] = ['Dashboard'];
const CHART_GONE = evicts('Chart');

type Dialog =
  | { kind: 'chart'; chart: DashboardChart | null }
  | { kind: 'deleteChart'; chart: DashboardChart }
  | { kind: 'rename' }
  | { kind: 'delete' }
  | null;

/**
 * /dashboards/{dashboardId}: the dashboard's charts, each drawn from its search request. Charts
 * follow the workspace's changes: the shell asks every open query again on a change, and the
 * page asks again once the search index has caught up with it.
 */
export function DashboardPage() {
  // /dashboards/{dashboardId}/charts/{chartId} (spec 000 §2): one chart of the dashboard, drawn large.
  const { dashboardId = '', chartId } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const editable = canEdit(viewer?.role);
  const { data, error, loading, refetch } = useGraphqlQuery(DASHBOARD_QUERY, { id: dashboardId });
  useFollowSearchIndex(refetch);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A move answers the chart's rank; the others' the server may spread anew: the dashboard is read again.
  const [move, moving] = useGraphqlMutation(MOVE_CHART_MUTATION, { refetchQueries: DASHBOARD });
  const chartGone = useCallback(
    (cache: ApolloCache, _data: unknown, vars: DeleteChartMutationVariables) => {
      CHART_GONE(cache, true, vars);
      cache.modify({
        id: cache.identify({ __typename: 'Dashboard', id: data?.dashboard.id }),
        fields: { chartCount: (count: number) => Math.max(0, count - 1) },
      });
    },
    [data?.dashboard.id],
  );
  const [removeChart, removing] = useGraphqlMutation(DELETE_CHART_MUTATION, { update: chartGone });
  const [actionError, setActionError] = useState<unknown>(undefined);
  const dashboard = data?.dashboard;
  const allCharts = dashboard?.charts ?? [];
  const focusedId = chartId ? idFromPathSegment(chartId) : null;
  const charts = chartId ? allCharts.filter((chart) => chart.id === focusedId) : allCharts;

  const moveChart = async (index: number, direction: -1 | 1) => {
    // Up: after the chart two places above (or first); down: after the chart below.
    const afterId = direction === -1 ? (charts[index - 2]?.id ?? null) : charts[index + 1].id;
    await move({ input: { id: charts[index].id, afterId } });
  };

  if (loading && !dashboard) return <LoadingState />;
  if (!dashboard)
    return (
      <PageLoadError
        error={error}
        onRetry={refetch}
        homePath="/dashboards"
        homeLabel={commonStrings.goToDashboards}
      />
    );
  const dashboardPath = `/dashboards/${itemSegment(dashboard)}`;
  const focused = chartId ? (charts[0] ?? null) : null;
  if (chartId && !focused)
    return (
      <NotFoundPage
        title={strings.chartNotFound}
        body={commonStrings.itemNotFoundBody}
        homePath={dashboardPath}
        homeLabel={strings.backToDashboard(dashboard.title)}
      />
    );
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: strings.dashboardsBreadcrumb, to: '/dashboards' },
          focused ? { label: dashboard.title, to: dashboardPath } : { label: dashboard.title },
          ...(focused ? [{ label: focused.title }] : []),
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 700,
            flexGrow: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontSize: { xs: '1.75rem', sm: '2.125rem' },
          }}
        >
          {dashboard.title}
        </Typography>
        {editable ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'chart', chart: null })}
          >
            {strings.addChart}
          </Button>
        ) : null}
        {editable ? (
          <DashboardMenu
            title={dashboard.title}
            onRename={() => setDialog({ kind: 'rename' })}
            onDelete={() => setDialog({ kind: 'delete' })}
          />
        ) : null}
      </Stack>
      {!editable && viewer ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {strings.viewerHint}
        </Alert>
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <ErrorAlert error={actionError ?? moving.error ?? removing.error} />
      {charts.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {strings.noCharts}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: editable ? 2 : 0 }}>
            {editable ? strings.noChartsHint : strings.noChartsViewerHint}
          </Typography>
          {editable ? (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'chart', chart: null })}
            >
              {strings.addChart}
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: focused ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {charts.map((chart, index) => (
            <ChartCard
              key={chart.id}
              chart={chart}
              editable={editable}
              canMoveUp={!focused && index > 0}
              canMoveDown={!focused && index < charts.length - 1}
              chartPath={focused ? null : `${dashboardPath}/charts/${itemSegment(chart)}`}
              large={Boolean(focused)}
              onEdit={() => setDialog({ kind: 'chart', chart })}
              onMove={(direction) => void moveChart(index, direction)}
              onDelete={() => setDialog({ kind: 'deleteChart', chart })}
              onError={setActionError}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === 'chart' ? (
        <ChartEditorDialog dashboardId={dashboard.id} chart={dialog.chart} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'deleteChart' ? (
        <ConfirmDialog
          open
          title={strings.deleteChart}
          body={strings.deleteChartBody(dialog.chart.title)}
          confirmLabel={strings.delete}
          busy={removing.loading}
          error={removing.error}
          onConfirm={async () => {
            if (await removeChart({ id: dialog.chart.id })) setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameDashboardDialog dashboard={dashboard} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDashboardDialog
          dashboard={dashboard}
          onClose={() => setDialog(null)}
          onDone={() => navigate('/dashboards', { replace: true })}
        />
      ) : null}
    </>
  );
}
