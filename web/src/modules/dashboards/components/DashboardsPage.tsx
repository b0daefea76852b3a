import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DashboardSummaryFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { canEdit } from '../../projects/utils/canEdit';
import { DASHBOARDS_QUERY } from '../operations';
import { dashboardStrings as strings } from '../strings';
import { DashboardMenu } from './DashboardMenu';
import { DeleteDashboardDialog, NewDashboardDialog, RenameDashboardDialog } from './DashboardDialogs';

type Dialog = { kind: 'rename' | 'delete'; dashboard: DashboardSummaryFieldsFragment } | null;

/** /dashboards: the workspace's dashboards, most recently changed first; create, rename and delete. */
export function DashboardsPage() {
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const editable = canEdit(viewer?.role);
  const { data, error, loading, refetch } = useGraphqlQuery(DASHBOARDS_QUERY);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const dashboards = data?.dashboards ?? [];

  const columns = useMemo<GridColDef<DashboardSummaryFieldsFragment>[]>(
    () => [
      {
        field: 'title',
        headerName: strings.columns.title,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/dashboards/${row.shortId}`}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.title}
          </Link>
        ),
      },
      { field: 'chartCount', headerName: strings.columns.charts, type: 'number', width: 90 },
      {
        field: 'updatedAt',
        headerName: strings.columns.updated,
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      ...(editable
        ? [
            {
              field: 'actions',
              headerName: strings.columns.actions,
              sortable: false,
              width: 80,
              renderCell: ({ row }: { row: DashboardSummaryFieldsFragment }) => (
                <DashboardMenu
                  title={row.title}
                  onRename={() => setDialog({ kind: 'rename', dashboard: row })}
                  onDelete={() => setDialog({ kind: 'delete', dashboard: row })}
                />
              ),
            } satisfies GridColDef<DashboardSummaryFieldsFragment>,
          ]
        : []),
    ],
    [editable],
  );

  return (
    <Stack spacing={2}>
      {/* On a phone the button goes below the title rather than squeezing both. */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {strings.dashboardsTitle}
        </Typography>
        {editable ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {strings.newDashboard}
          </Button>
        ) : null}
      </Stack>
      {!editable && viewer ? <Alert severity="info">{strings.viewerHint}</Alert> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && dashboards.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {strings.noDashboards}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: editable ? 2 : 0 }}>
            {editable ? strings.noDashboardsHint : strings.noDashboardsViewerHint}
          </Typography>
          {editable ? (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {strings.newDashboard}
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Paper variant="outlined">
          <DataGrid
            rows={dashboards}
            columns={columns}
            loading={loading && !data}
            autoHeight
            disableRowSelectionOnClick
            hideFooter={dashboards.length <= 100}
            aria-label={strings.dashboardsTitle}
          />
        </Paper>
      )}
      <NewDashboardDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(dashboard) => navigate(`/dashboards/${dashboard.shortId}`)}
      />
      {dialog?.kind === 'rename' ? (
        <RenameDashboardDialog dashboard={dialog.dashboard} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDashboardDialog
          dashboard={dialog.dashboard}
          onClose={() => setDialog(null)}
          onDone={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
