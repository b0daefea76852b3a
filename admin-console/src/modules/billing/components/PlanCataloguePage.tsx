import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { billingStrings as s } from '../strings';
import type { AdminPlan } from '../types/adminPlan';
import { PlanVersionDialog } from './PlanVersionDialog';

const yesNo = (v: boolean) => (v ? s.yes : s.no);

const columns = (edit: (plan: AdminPlan) => void): GridColDef<AdminPlan>[] => [
  { field: 'name', headerName: s.colName, flex: 1, minWidth: 180 },
  { field: 'reference', headerName: s.colReference, flex: 1, minWidth: 160 },
  { field: 'version', headerName: s.colVersion, width: 90, type: 'number' },
  { field: 'productFamily', headerName: s.colFamily, width: 120 },
  { field: 'productType', headerName: s.colType, width: 100 },
  { field: 'isLegacy', headerName: s.colLegacy, width: 90, valueFormatter: yesNo },
  { field: 'isTrial', headerName: s.colTrial, width: 80, valueFormatter: yesNo },
  {
    field: 'actions',
    headerName: s.colActions,
    width: 110,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => edit(row)} aria-label={s.edit(row.name)}>
        {s.editButton}
      </Button>
    ),
  },
];

/**
 * The plan catalogue (spec 001 §3), latest version of every plan and add-on, smallest plan first;
 * each can be edited as a new version.
 */
export function PlanCataloguePage() {
  const { data, error, loading, reload } = usePlanCatalogue();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          {s.catalogueTitle}
        </Typography>
        <Typography color="text.secondary">{s.catalogueIntro}</Typography>
      </div>
      {error && (
        <LoadFailedAlert message={s.catalogueFailed} error={error} retryLabel={s.retry} onRetry={reload} />
      )}
      <Paper variant="outlined">
        <DataGrid
          rows={data?.plans ?? []}
          columns={columns(setEditing)}
          getRowId={(row) => `${row.reference}@${row.version}`}
          loading={loading}
          autoHeight
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          disableRowSelectionOnClick
          aria-label={s.catalogueTitle}
          sx={{ border: 0 }}
        />
      </Paper>
      {editing && (
        <PlanVersionDialog
          key={`${editing.reference}@${editing.version}`}
          plan={editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </Stack>
  );
}
