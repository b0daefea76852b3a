import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useWorkspacePage } from '../hooks/useWorkspacePage';
import { workspaceStrings } from '../strings';
import type { AdminWorkspace } from '../types/adminWorkspace';
import { formatDateTime } from '../utils/formatDateTime';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';

const PAGE_SIZES = [25, 50, 100];

/** Every workspace in a server-paginated grid with a search box; a row opens the workspace. */
export function WorkspacesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [creating, setCreating] = useState(false);
  const debouncedSearch = useDebouncedValue(search);
  const { data, error, loading, reload } = useWorkspacePage(
    debouncedSearch,
    pagination.page,
    pagination.pageSize,
  );

  const columns = useMemo<GridColDef<AdminWorkspace>[]>(
    () => [
      {
        field: 'name',
        headerName: workspaceStrings.columns.name,
        flex: 2,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/workspaces/${row.id}`}
            underline="hover"
            onClick={(e) => e.stopPropagation()}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'subdomain',
        headerName: workspaceStrings.columns.subdomain,
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      { field: 'region', headerName: workspaceStrings.columns.region, width: 110, sortable: false },
      {
        field: 'memberCount',
        headerName: workspaceStrings.columns.members,
        type: 'number',
        width: 110,
        sortable: false,
        valueFormatter: (value: number | null) =>
          value === null ? workspaceStrings.unknownCount : String(value),
      },
      {
        field: 'createdAt',
        headerName: workspaceStrings.columns.created,
        width: 200,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ],
    [],
  );

  const emptyText = debouncedSearch.trim()
    ? workspaceStrings.noMatches(debouncedSearch.trim())
    : workspaceStrings.noWorkspaces;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {workspaceStrings.listTitle}
          </Typography>
          <Typography color="text.secondary">{workspaceStrings.listIntro}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {workspaceStrings.create}
        </Button>
      </Stack>
      <TextField
        label={workspaceStrings.searchLabel}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        type="search"
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {error && (
        <LoadFailedAlert
          message={workspaceStrings.loadFailed}
          error={error}
          retryLabel={workspaceStrings.retry}
          onRetry={reload}
        />
      )}
      <Paper variant="outlined" sx={{ height: 'max(420px, calc(100vh - 330px))' }}>
        <DataGrid
          rows={data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          loading={loading}
          paginationMode="server"
          rowCount={data?.total ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowClick={({ row }) => navigate(`/workspaces/${row.id}`)}
          slots={{ noRowsOverlay: () => <Box sx={{ p: 3, textAlign: 'center' }}>{emptyText}</Box> }}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          aria-label={workspaceStrings.listTitle}
        />
      </Paper>
      <CreateWorkspaceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(workspace) => navigate(`/workspaces/${workspace.id}`)}
      />
    </Stack>
  );
}
