import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { AiActivityQuery } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_ACTIVITY_QUERY, AI_SETTINGS_QUERY, UPDATE_AI_SETTINGS_MUTATION } from '../operations';
import { aiStrings } from '../strings';
import { AutoFeaturesSection } from './AutoFeaturesSection';

type Entry = AiActivityQuery['aiActivity']['nodes'][number];

const PAGE_SIZES = [25, 50, 100];
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** /settings/ai: the workspace's generative AI switch and the AI audit trail, for managers. */
export function AiSettingsPage() {
  const { viewer } = useViewer();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {aiStrings.settingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {aiStrings.settingsSubtitle}
      </Typography>
      {viewer?.role === 'MANAGER' ? (
        <ManagerAiSettings />
      ) : (
        <Alert severity="info">{aiStrings.managersOnly}</Alert>
      )}
    </>
  );
}

function ManagerAiSettings() {
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY);
  const [update, updating] = useGraphqlMutation(UPDATE_AI_SETTINGS_MUTATION);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const activity = useGraphqlQuery(AI_ACTIVITY_QUERY, {
    offset: pagination.page * pagination.pageSize,
    limit: pagination.pageSize,
  });
  const page = (activity.data ?? activity.previousData)?.aiActivity;
  const current = settings.data?.aiSettings;
  const columns = useMemo<GridColDef<Entry>[]>(
    () => [
      {
        field: 'startedAt',
        headerName: aiStrings.colStarted,
        minWidth: 160,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      { field: 'task', headerName: aiStrings.colTask, minWidth: 130 },
      { field: 'framework', headerName: aiStrings.colFramework, minWidth: 130 },
      {
        field: 'provider',
        headerName: aiStrings.colProvider,
        minWidth: 120,
        valueGetter: (_value, row) => row.provider.kind,
      },
      {
        field: 'model',
        headerName: aiStrings.colModel,
        minWidth: 170,
        valueGetter: (_value, row) => row.provider.model,
      },
      { field: 'promptVersion', headerName: aiStrings.colPrompt, minWidth: 200 },
      {
        field: 'inputIds',
        headerName: aiStrings.colInputs,
        minWidth: 100,
        valueGetter: (_value, row) => aiStrings.inputs(row.inputKind, row.inputIds.length),
      },
      { field: 'language', headerName: aiStrings.colLanguage, minWidth: 90 },
      { field: 'requestedByName', headerName: aiStrings.colAskedBy, flex: 1, minWidth: 140 },
      {
        field: 'finishedAt',
        headerName: aiStrings.colDuration,
        minWidth: 100,
        valueGetter: (_value, row) => `${Date.parse(row.finishedAt) - Date.parse(row.startedAt)} ms`,
      },
      { field: 'status', headerName: aiStrings.colStatus, minWidth: 110 },
    ],
    [],
  );

  return (
    <>
      <ErrorAlert error={settings.error} onRetry={settings.refetch} />
      {current ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <FormControlLabel
            control={
              <Switch
                checked={current.enabledBySetting}
                disabled={updating.loading}
                onChange={(e) =>
                  void update({ input: { generativeAiEnabled: e.target.checked } }).then(() =>
                    settings.refetch(),
                  )
                }
              />
            }
            label={aiStrings.switchLabel}
          />
          <Typography variant="body2" color="text.secondary">
            {aiStrings.switchHelp}
          </Typography>
          {current.disabledByPlan ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {aiStrings.disabledByPlan}
            </Alert>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="ai-provider">
            {aiStrings.providerIs(current.provider.kind, current.provider.model)}
          </Typography>
          {current.provider.kind === 'BUILT_IN' ? (
            <Typography variant="caption" color="text.secondary">
              {aiStrings.builtInNotice}
            </Typography>
          ) : null}
          <ErrorAlert error={updating.error} />
        </Paper>
      ) : null}
      {current?.generativeAiEnabled ? <AutoFeaturesSection /> : null}
      <Typography variant="h6" component="h2">
        {aiStrings.activityTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {aiStrings.activitySubtitle}
      </Typography>
      <ErrorAlert error={activity.error} onRetry={activity.refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={page?.nodes ?? []}
          rowCount={page?.totalCount ?? 0}
          columns={columns}
          loading={activity.loading}
          paginationMode="server"
          disableColumnFilter
          disableColumnSorting
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          autoHeight
          disableRowSelectionOnClick
          label={aiStrings.activityTitle}
          localeText={{ noRowsLabel: aiStrings.noActivity }}
          sx={{ border: 0 }}
        />
      </Paper>
    </>
  );
}
