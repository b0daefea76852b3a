import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { AuditLogQuery } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { AUDIT_LOG_ACTORS_QUERY, AUDIT_LOG_CSV_QUERY, AUDIT_LOG_QUERY } from '../operations';
import { auditLogStrings } from '../strings';
import { type AuditLogFilterForm, EMPTY_FILTER, toFilterInput } from '../utils/auditLogFilter';
import { downloadText } from '../utils/downloadText';
import { formatAuditValue } from '../utils/formatAuditValue';
import { AuditLogFilters } from './AuditLogFilters';

type Entry = AuditLogQuery['auditLog']['nodes'][number];

const PAGE_SIZES = [25, 50, 100];
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** /audit-log: who changed access, when, from what to what; filtered and paged on the server. */
export function AuditLogPage() {
  const { viewer } = useViewer();
  if (viewer?.role !== 'MANAGER') {
    return (
      <>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {auditLogStrings.title}
        </Typography>
        <Alert severity="info">{auditLogStrings.managersOnly}</Alert>
      </>
    );
  }
  return <ManagerAuditLog />;
}

function ManagerAuditLog() {
  const [form, setForm] = useState<AuditLogFilterForm>(EMPTY_FILTER);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const filter = useMemo(() => toFilterInput(form), [form]);
  const filtered = Object.values(form).some(Boolean);
  const { data, previousData, error, loading, refetch } = useGraphqlQuery(AUDIT_LOG_QUERY, {
    filter,
    offset: pagination.page * pagination.pageSize,
    limit: pagination.pageSize,
  });
  const actors = useGraphqlQuery(AUDIT_LOG_ACTORS_QUERY);
  const page = (data ?? previousData)?.auditLog;

  const changeFilter = (next: AuditLogFilterForm) => {
    setForm(next);
    setPagination((current) => ({ ...current, page: 0 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const result = await graphqlRequest(AUDIT_LOG_CSV_QUERY, { filter });
      downloadText(result.auditLogCsv, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } catch (caught) {
      setExportError(caught);
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<GridColDef<Entry>[]>(
    () => [
      {
        field: 'occurredAt',
        headerName: auditLogStrings.time,
        width: 190,
        valueFormatter: (value: string) => timeFormat.format(new Date(value)),
      },
      { field: 'actorName', headerName: auditLogStrings.actor, flex: 0.8, minWidth: 120 },
      {
        field: 'action',
        headerName: auditLogStrings.action,
        width: 160,
        valueFormatter: (value: Entry['action']) => auditLogStrings.actions[value],
      },
      {
        field: 'objectType',
        headerName: auditLogStrings.objectType,
        width: 120,
        valueFormatter: (value: Entry['objectType']) => auditLogStrings.objectTypes[value],
      },
      { field: 'objectLabel', headerName: auditLogStrings.object, flex: 1, minWidth: 140 },
      {
        field: 'oldValue',
        headerName: auditLogStrings.oldValue,
        flex: 0.8,
        minWidth: 120,
        valueFormatter: (value: string | null) => formatAuditValue(value),
      },
      {
        field: 'newValue',
        headerName: auditLogStrings.newValue,
        flex: 0.8,
        minWidth: 120,
        valueFormatter: (value: string | null) => formatAuditValue(value),
      },
    ],
    [],
  );

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        {/* On a phone the button wraps under the title rather than squeezing it. */}
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {auditLogStrings.title}
          </Typography>
          <Typography color="text.secondary">{auditLogStrings.subtitle}</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? auditLogStrings.exporting : auditLogStrings.exportCsv}
        </Button>
      </Stack>
      <AuditLogFilters value={form} actors={actors.data?.members ?? []} onChange={changeFilter} />
      {exportError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
          {errorMessage(exportError)}
        </Alert>
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={page?.nodes ?? []}
          rowCount={page?.totalCount ?? 0}
          columns={columns}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnSorting
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          autoHeight
          disableRowSelectionOnClick
          label={auditLogStrings.title}
          // The action already says what kind of object it is; the column can be shown from the menu.
          initialState={{ columns: { columnVisibilityModel: { objectType: false } } }}
          localeText={{ noRowsLabel: filtered ? auditLogStrings.noEntries : auditLogStrings.nothingYet }}
          sx={{ border: 0 }}
        />
      </Paper>
    </>
  );
}
