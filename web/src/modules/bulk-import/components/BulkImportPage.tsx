import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BulkImportFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { canEdit } from '../../projects/utils/canEdit';
import { BULK_IMPORTS_QUERY } from '../operations';
import { bulkImportStrings as strings } from '../strings';
import { BulkImportReportDialog } from './BulkImportReportDialog';
import { BulkImportWizard } from './BulkImportWizard';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success' | 'error'> = {
  DRAFT: 'default',
  QUEUED: 'info',
  RUNNING: 'info',
  COMPLETED: 'success',
  FAILED: 'error',
};

/**
 * /settings/bulk-import (spec 001 §2, hash bulkImportId; ?projectId= shows one project's): the
 * imports of notes and survey responses, newest first, and New import (the wizard). A row opens
 * its report at #<bulkImportId>. Contributors and managers; viewers cannot import.
 */
export function BulkImportPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  const allowed = canEdit(useViewer().viewer?.role);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [continuing, setContinuing] = useState<BulkImportFieldsFragment | null>(null);
  const { data, error, loading, refetch } = useGraphqlQuery(
    BULK_IMPORTS_QUERY,
    { projectId },
    { skip: !allowed },
  );
  const openId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const search = projectId ? `?projectId=${encodeURIComponent(projectId)}` : '';

  const columns = useMemo<GridColDef<BulkImportFieldsFragment>[]>(
    () => [
      { field: 'fileName', headerName: strings.file, flex: 2, minWidth: 160 },
      { field: 'projectTitle', headerName: strings.project, flex: 1.5, minWidth: 140 },
      {
        field: 'processedInto',
        headerName: strings.kind,
        flex: 1,
        minWidth: 130,
        valueGetter: (value: string | null) => (value ? strings.kinds[value] : ''),
      },
      {
        field: 'status',
        headerName: strings.status,
        minWidth: 120,
        renderCell: ({ row }) => (
          <Chip size="small" label={strings.statuses[row.status]} color={STATUS_COLOR[row.status]} />
        ),
      },
      { field: 'importedCount', headerName: strings.imported, type: 'number', minWidth: 100 },
      { field: 'numFailed', headerName: strings.failed, type: 'number', minWidth: 100 },
      {
        field: 'createdAt',
        headerName: strings.started,
        minWidth: 140,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [],
  );

  if (!allowed) return <Alert severity="info">{strings.viewersCannot}</Alert>;

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {strings.title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            {strings.intro}
          </Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setWizardOpen(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {strings.newImport}
        </Button>
      </Stack>
      {error ? <ErrorAlert error={error} /> : null}
      <Paper variant="outlined">
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {strings.history}
        </Typography>
        <DataGrid
          rows={data?.bulkImports ?? []}
          columns={columns}
          loading={loading}
          autoHeight
          disableRowSelectionOnClick
          hideFooter={(data?.bulkImports.length ?? 0) <= 100}
          label={strings.history}
          onRowClick={({ row }) => navigate({ search, hash: row.id })}
          localeText={{ noRowsLabel: strings.noImports }}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      <BulkImportWizard
        key={continuing?.id ?? 'new'}
        open={wizardOpen}
        projectId={projectId}
        draft={continuing}
        onClose={(id) => {
          setWizardOpen(false);
          setContinuing(null);
          refetch();
          if (id) navigate({ search, hash: id });
        }}
      />
      {openId ? (
        <BulkImportReportDialog
          id={openId}
          onContinue={(draft) => {
            navigate({ search, hash: '' });
            setContinuing(draft);
            setWizardOpen(true);
          }}
          onClose={() => {
            navigate({ search, hash: '' });
            refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
