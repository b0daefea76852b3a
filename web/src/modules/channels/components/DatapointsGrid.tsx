import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import type { ChannelDatapointsQuery } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useCompactChart } from '../../dashboards/hooks/useCompactChart';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { DatapointDrawer } from '../datapoint-drawer/DatapointDrawer';
import { datapointDrawerStrings } from '../datapoint-drawer/strings';
import { CHANNEL_DATAPOINTS_QUERY } from '../operations';
import { channelStrings } from '../strings';
import type { DatapointFilter } from '../types/DatapointFilter';
import { selectedIds } from '../utils/selectedIds';
import { DatapointSelectionBar } from './DatapointSelectionBar';
import { DatapointMeta } from './DatapointMeta';
import { DatapointText } from './DatapointText';
import { RatingStars } from './RatingStars';
import { SentimentChip } from './SentimentChip';
import { ThemeChip } from './ThemeChip';
import type { ThemeOption } from './ThemeMenuButton';

type DatapointRow = ChannelDatapointsQuery['channelDatapoints']['items'][number];

const PAGE_SIZES = [25, 50, 100, 200];
/** On a phone the text column carries the rest (DatapointMeta); newest first stays the order. */
const PHONE_COLUMNS = {
  occurredAt: false,
  author: false,
  rating: false,
  sentiment: false,
  themes: false,
  datasetTitle: false,
};
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * A channel's data points in a Data Grid paged and ordered (by date) on the server: date, text
 * (wrapping), author, rating as stars, sentiment, themes and source. Contributors select rows (over
 * pages too) to add them to a theme, take them out of one, or delete them; any row opens in full in
 * a side panel with the data points like it. Used by the channel's
 * Data points tab and by a theme's page.
 */
export function DatapointsGrid({
  channelId,
  filter,
  themes,
  currentTheme,
  canEdit,
  emptyLabel,
}: {
  channelId: string;
  filter: DatapointFilter;
  themes: readonly ThemeOption[];
  currentTheme: ThemeOption | null;
  canEdit: boolean;
  emptyLabel: string;
}) {
  const compact = useCompactChart();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'occurredAt', sort: 'desc' }]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [notice, setNotice] = useState<string | null>(null);
  const [opened, setOpened] = useState<DatapointRow | null>(null);
  // Another filter starts on the first page with nothing selected.
  const filterKey = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setPagination((p) => ({ ...p, page: 0 }));
    setSelection(NO_SELECTION);
  }
  const variables = useMemo(
    () => ({
      input: {
        channelId,
        ...filter,
        direction: sort[0]?.sort === 'asc' ? ('ASC' as const) : ('DESC' as const),
        limit: pagination.pageSize,
        offset: pagination.page * pagination.pageSize,
      },
    }),
    [channelId, filter, sort, pagination],
  );
  const { data, previousData, error, loading, refetch } = useGraphqlQuery(
    CHANNEL_DATAPOINTS_QUERY,
    variables,
  );
  const page = (data ?? previousData)?.channelDatapoints;
  const rows = page?.items ?? [];
  const ids = selectedIds(selection, rows);

  const columns = useMemo<GridColDef<DatapointRow>[]>(
    () => [
      {
        field: 'occurredAt',
        headerName: channelStrings.date,
        width: 112,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'text',
        headerName: channelStrings.text,
        flex: 1,
        minWidth: compact ? 200 : 300,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ width: '100%', alignItems: 'flex-start', gap: 0.5 }}>
            <div style={{ flexGrow: 1, minWidth: 0 }}>
              <DatapointText text={row.text} />
              {compact ? <DatapointMeta datapoint={row} /> : null}
            </div>
            <IconButton
              size="small"
              aria-label={datapointDrawerStrings.open}
              onClick={() => setOpened(row)}
              sx={{ mt: -0.5 }}
            >
              <OpenInFullIcon fontSize="inherit" />
            </IconButton>
          </Stack>
        ),
      },
      { field: 'author', headerName: channelStrings.author, width: 120, sortable: false },
      {
        field: 'rating',
        headerName: channelStrings.rating,
        width: 108,
        sortable: false,
        renderCell: ({ row }) => (row.rating ? <RatingStars value={row.rating} /> : null),
      },
      {
        field: 'sentiment',
        headerName: channelStrings.sentiment,
        width: 104,
        sortable: false,
        renderCell: ({ row }) => (row.sentiment ? <SentimentChip sentiment={row.sentiment} /> : null),
      },
      {
        field: 'themes',
        headerName: channelStrings.themes,
        width: 170,
        sortable: false,
        valueGetter: (_value: unknown, row: DatapointRow) => row.themes.map((t) => t.title).join(', '),
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {row.themes.map((theme) => (
              <ThemeChip key={theme.id} theme={theme} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'datasetTitle',
        headerName: channelStrings.dataset,
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.datasetTitle}
          </Typography>
        ),
      },
    ],
    [compact],
  );

  const afterChange = (message: string) => {
    setSelection(NO_SELECTION);
    setNotice(message);
  };
  const showError = useCallback((failure: unknown) => setNotice(errorMessage(failure)), []);
  const empty = !loading && rows.length === 0;

  return (
    <>
      {canEdit && ids.length > 0 ? (
        <DatapointSelectionBar
          ids={ids}
          channelId={channelId}
          themes={themes}
          currentTheme={currentTheme}
          onDone={afterChange}
          onError={showError}
        />
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={page?.total ?? 0}
          loading={loading}
          label={channelStrings.gridLabel}
          localeText={{ noRowsLabel: emptyLabel }}
          getRowHeight={() => 'auto'}
          paginationMode="server"
          sortingMode="server"
          disableColumnFilter
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sort}
          onSortModelChange={(model) =>
            setSort(model.length > 0 ? model : [{ field: 'occurredAt', sort: 'desc' }])
          }
          sortingOrder={['desc', 'asc']}
          columnVisibilityModel={compact ? PHONE_COLUMNS : {}}
          checkboxSelection={canEdit}
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          autoHeight={!empty}
          sx={{
            border: 0,
            minHeight: empty ? 240 : undefined,
            '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'flex-start' },
          }}
        />
      </Paper>
      <DatapointDrawer
        // The row as the grid has it now (its themes change live); the one opened when off this page.
        datapoint={opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null}
        onClose={() => setOpened(null)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
