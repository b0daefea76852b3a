import { Paper, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { billingStrings as s } from '../strings';
import type { AdminPlan } from '../types/adminPlan';

const yesNo = (v: boolean) => (v ? s.yes : s.no);

const COLUMNS: GridColDef<AdminPlan>[] = [
  { field: 'name', headerName: s.colName, flex: 1, minWidth: 180 },
  { field: 'reference', headerName: s.colReference, flex: 1, minWidth: 160 },
  { field: 'version', headerName: s.colVersion, width: 90, type: 'number' },
  { field: 'productFamily', headerName: s.colFamily, width: 120 },
  { field: 'productType', headerName: s.colType, width: 100 },
  { field: 'isLegacy', headerName: s.colLegacy, width: 90, valueFormatter: yesNo },
  { field: 'isTrial', headerName: s.colTrial, width: 80, valueFormatter: yesNo },
];

/** The plan catalogue (spec 001 §3), latest version of every plan and add-on, smallest plan first. */
export function PlanCataloguePage() {
  const { data, error, loading, reload } = usePlanCatalogue();
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
          columns={COLUMNS}
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
    </Stack>
  );
}
