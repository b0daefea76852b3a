import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { AiActivityQuery } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_ACTIVITY_QUERY } from '../operations';
import { AI_PROVIDER_LABELS, aiStrings, aiTaskLabel } from '../strings';

type Entry = AiActivityQuery['aiActivity']['nodes'][number];

const PAGE_SIZES = [25, 50, 100];
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/**
 * The AI audit trail (managers; the server refuses others) in the Data Grid, a page at a time from
 * the server: who asked, task or framework, provider, model and the region it serves, prompt version,
 * inputs, when. A row opens the ids of every input the AI saw.
 */
export function AiActivityGrid() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState<Entry | null>(null);
  const activity = useGraphqlQuery(AI_ACTIVITY_QUERY, {
    offset: pagination.page * pagination.pageSize,
    limit: pagination.pageSize,
  });
  const page = (activity.data ?? activity.previousData)?.aiActivity;
  const columns = useMemo<GridColDef<Entry>[]>(
    () => [
      {
        field: 'startedAt',
        headerName: aiStrings.colStarted,
        minWidth: 180,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      { field: 'requestedByName', headerName: aiStrings.colAskedBy, minWidth: 140, flex: 1 },
      {
        field: 'task',
        headerName: aiStrings.colTask,
        minWidth: 160,
        valueFormatter: (value: string) => aiTaskLabel(value),
      },
      {
        field: 'status',
        headerName: aiStrings.colStatus,
        minWidth: 120,
        // A cancelled generation is not a failure: a member stopped it and nothing was stored.
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={aiStrings.status(row.status)}
            color={row.status === 'FAILED' ? 'error' : row.status === 'CANCELLED' ? 'default' : 'success'}
          />
        ),
      },
      { field: 'framework', headerName: aiStrings.colFramework, minWidth: 130 },
      {
        field: 'provider',
        headerName: aiStrings.colProvider,
        minWidth: 120,
        valueGetter: (_value, row) => AI_PROVIDER_LABELS[row.provider.kind] ?? row.provider.kind,
      },
      {
        field: 'model',
        headerName: aiStrings.colModel,
        minWidth: 170,
        valueGetter: (_value, row) => row.provider.model,
      },
      {
        field: 'modelRegion',
        headerName: aiStrings.colModelRegion,
        minWidth: 120,
        valueGetter: (_value, row) => row.modelRegion ?? aiStrings.ownModelRegion,
      },
      { field: 'promptVersion', headerName: aiStrings.colPrompt, minWidth: 200 },
      {
        field: 'inputIds',
        headerName: aiStrings.colInputs,
        minWidth: 120,
        valueGetter: (_value, row) => aiStrings.inputs(row.inputKind, row.inputIds.length),
      },
      { field: 'language', headerName: aiStrings.colLanguage, minWidth: 90 },
      {
        field: 'finishedAt',
        headerName: aiStrings.colDuration,
        minWidth: 100,
        valueGetter: (_value, row) => `${Date.parse(row.finishedAt) - Date.parse(row.startedAt)} ms`,
      },
    ],
    [],
  );

  return (
    <>
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
          onRowClick={(params) => setOpen(params.row)}
          label={aiStrings.activityTitle}
          localeText={{ noRowsLabel: aiStrings.noActivity }}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>{aiStrings.inputsTitle}</DialogTitle>
        <DialogContent data-testid="ai-activity-inputs">
          {open ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {aiStrings.inputsOf(aiTaskLabel(open.task), timeFormat.format(new Date(open.startedAt)))} ·{' '}
                {aiStrings.inputs(open.inputKind, open.inputIds.length)}
                {open.projectId ? ` · ${aiStrings.colProject} ${open.projectId}` : ''}
              </Typography>
              {open.provider.kind === 'BUILT_IN' ? null : (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mb: 1 }}
                  data-testid="ai-activity-region"
                >
                  {aiStrings.answeredIn(open.modelRegion ?? null)} ({open.provider.model})
                </Typography>
              )}
              {open.errorMessage ? (
                <Typography
                  variant="body2"
                  color={open.status === 'CANCELLED' ? 'text.secondary' : 'error'}
                  sx={{ mb: 1 }}
                >
                  {open.status === 'CANCELLED' ? aiStrings.cancelledLabel : aiStrings.errorLabel}:{' '}
                  {open.errorMessage}
                </Typography>
              ) : null}
              {open.inputIds.length === 0 ? (
                <Typography variant="body2">{aiStrings.noInputs}</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
                >
                  {open.inputIds.map((id) => (
                    <li key={id}>{id}</li>
                  ))}
                </Box>
              )}
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{aiStrings.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
