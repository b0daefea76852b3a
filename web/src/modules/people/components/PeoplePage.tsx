import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  getGridStringOperators,
  useGridApiRef,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { releaseGridFocus } from '../../common/utils/releaseGridFocus';
import type { PeopleListQuery } from '../../../gql/graphql';
import { EDIT_VALUE_GRID_SX } from '../../custom-fields/components/EditValueButton';
import { type EditedValue, FieldValuePopover } from '../../custom-fields/components/FieldValuePopover';
import { CUSTOM_FIELDS_QUERY } from '../../custom-fields/operations';
import type { CustomField } from '../../custom-fields/types/CustomField';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { evicts } from '../../graphql/utils/evicts';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { AddToSegmentMenu } from '../../segments/components/AddToSegmentMenu';
import { RemoveFromSegmentButton } from '../../segments/components/RemoveFromSegmentButton';
import { SegmentActions } from '../../segments/components/SegmentActions';
import { SegmentChips } from '../../segments/components/SegmentChips';
import { SegmentPicker } from '../../segments/components/SegmentPicker';
import { useSegmentParam } from '../../segments/hooks/useSegmentParam';
import { useSegments } from '../../segments/hooks/useSegments';
import { segmentStrings } from '../../segments/strings';
import { useRememberedColumns } from '../hooks/useRememberedColumns';
import { DELETE_PERSON_MUTATION, PEOPLE_LIST_QUERY } from '../operations';
import { peopleStrings } from '../strings';
import { SERVER_OPERATORS, gridQueryVariables } from '../utils/gridQueryVariables';
import { personDisplayName } from '../utils/personDisplayName';
import { PeekLink } from '../../peek/components/PeekLink';
import { PEOPLE_LIST_QUERIES } from '../utils/peopleListQueries';
import { personPath } from '../utils/personPath';
import { CreatePersonDialog } from './CreatePersonDialog';
import { ImportPeopleDialog } from './ImportPeopleDialog';
import { MergePeopleDialog } from './MergePeopleDialog';
import { fieldColumnKey, personFieldColumns } from './personFieldColumns';

type PersonRow = PeopleListQuery['people']['nodes'][number];

/** The grid's text filters: only the operators the server applies. */
const TEXT_OPERATORS = getGridStringOperators().filter((op) => op.value in SERVER_OPERATORS);
const PAGE_SIZES = [25, 50, 100];
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
// A deleted person leaves the cache at once; the grid's page and the segments' counts are read again.
const DELETED = { update: evicts('Person'), refetchQueries: PEOPLE_LIST_QUERIES };
// A value changed in a cell: the grid, sorted and filtered by values, is read again.
const PEOPLE_GRID: readonly string[] = ['PeopleList'];

/**
 * /people (and /contacts): every person of the workspace in a Data Grid whose paging, sorting,
 * filtering and quick search run on the server; columns can be hidden (remembered in this browser).
 * A segment picker narrows the grid to one segment (kept in the address, `?segment=<id>`).
 * Contributors add, import, delete and merge people and manage segments; viewers read.
 */
export function PeoplePage() {
  const { viewer } = useViewer();
  const canEdit = viewer?.role === 'MANAGER' || viewer?.role === 'CONTRIBUTOR';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  const [columns, setColumns] = useRememberedColumns();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [createOpen, setCreateOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [mergeOpen, setMergeOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [segmentId, setSegmentId] = useSegmentParam();
  const segmentList = useSegments();
  const segment = segmentList.segments.find((s) => s.id === segmentId) ?? null;
  // Another segment (picked, or through the back button) starts on its first page with nothing selected.
  const [shownSegmentId, setShownSegmentId] = useState(segmentId);
  if (shownSegmentId !== segmentId) {
    setShownSegmentId(segmentId);
    setPagination((p) => ({ ...p, page: 0 }));
    setSelection(NO_SELECTION);
  }
  const variables = useMemo(
    () => ({ ...gridQueryVariables(pagination, sort, filter), segmentId }),
    [pagination, sort, filter, segmentId],
  );
  const { data, previousData, error, loading, refetch } = useGraphqlQuery(PEOPLE_LIST_QUERY, variables);
  // A segment deleted since (or a mistyped address): back to everyone, without a history entry.
  const segmentGone = segmentId !== null && error instanceof GraphqlError && error.errorCode === 'NOT_FOUND';
  useEffect(() => {
    if (segmentGone) setSegmentId(null, true);
  }, [segmentGone, setSegmentId]);
  const [deletePerson, deleteState] = useGraphqlMutation(DELETE_PERSON_MUTATION, DELETED);
  const page = (data ?? previousData)?.people;
  const rows = page?.nodes ?? [];
  const selected = rows.filter((row) => selection.ids.has(row.id));

  const peopleFields = useGraphqlQuery(CUSTOM_FIELDS_QUERY, { target: 'PERSON', projectId: null });
  const fieldColumns = peopleFields.data?.customFields;
  // A people field's value edited in its cell (pencil, double click or Enter), by those who may edit.
  const [edited, setEdited] = useState<EditedValue | null>(null);
  const apiRef = useGridApiRef();
  const editValue = useCallback(
    (row: PersonRow, field: CustomField, cell: Element | null) => {
      if (!canEdit || !cell) return;
      const rect = cell.getBoundingClientRect();
      releaseGridFocus(apiRef);
      setEdited({
        objectId: row.id,
        itemTitle: personDisplayName({ name: row.name }),
        field,
        value: row.fieldValues.find((v) => v.fieldId === field.id),
        at: { top: rect.bottom, left: rect.left },
      });
    },
    [canEdit, apiRef],
  );
  const fieldOfColumn = (column: string) => fieldColumns?.find((f) => fieldColumnKey(f.id) === column);
  const gridColumns = useMemo<GridColDef<PersonRow>[]>(
    () => [
      {
        field: 'name',
        headerName: peopleStrings.name,
        flex: 1,
        minWidth: 180,
        filterOperators: TEXT_OPERATORS,
        renderCell: ({ row }) => (
          <Link component={PeekLink} to={personPath(row)} underline="hover">
            {personDisplayName({ name: row.name })}
          </Link>
        ),
      },
      {
        field: 'email',
        headerName: peopleStrings.email,
        flex: 1.2,
        minWidth: 200,
        filterOperators: TEXT_OPERATORS,
      },
      {
        field: 'segments',
        headerName: segmentStrings.column,
        minWidth: 160,
        flex: 0.8,
        sortable: false,
        filterable: false,
        valueGetter: (_value: unknown, row: PersonRow) => row.segments.map((s) => s.title).join(', '),
        renderCell: ({ row }) => <SegmentChips segments={row.segments} />,
      },
      ...personFieldColumns<PersonRow>(fieldColumns ?? [], canEdit ? editValue : undefined),
      { field: 'noteCount', headerName: peopleStrings.notes, type: 'number', width: 100, filterable: false },
      {
        field: 'highlightCount',
        headerName: peopleStrings.highlights,
        type: 'number',
        width: 110,
        filterable: false,
      },
      {
        field: 'createdAt',
        headerName: peopleStrings.created,
        width: 130,
        filterable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'updatedAt',
        headerName: peopleStrings.updated,
        width: 130,
        filterable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [fieldColumns, canEdit, editValue],
  );

  // Each change has read again what it made stale by then (PEOPLE_LIST_QUERIES).
  const afterChange = (message: string) => {
    setSelection(NO_SELECTION);
    setNotice(message);
  };
  const showError = useCallback((failure: unknown) => setNotice(errorMessage(failure)), []);
  const confirmDelete = async () => {
    let done = 0;
    for (const person of selected) {
      if (!(await deletePerson({ id: person.id }))) break;
      done += 1;
    }
    if (done === selected.length) setDeleteOpen(false);
    if (done > 0) afterChange(peopleStrings.deleted(done));
  };
  const empty = !loading && rows.length === 0;
  const filtered = variables.query != null || filter.items.length > 0;
  const selectedIds = selected.map((person) => person.id);

  return (
    <>
      {/* The buttons wrap under the title as one row when the page is narrow (a phone, or beside a peek). */}
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {peopleStrings.title}
          </Typography>
          <Typography color="text.secondary">{peopleStrings.subtitle}</Typography>
        </Box>
        {canEdit ? (
          <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImportOpen(true)}>
              {peopleStrings.importCsv}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
              {peopleStrings.newPerson}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, gap: 1, mb: 2, flexWrap: 'wrap' }}
        data-testid="people-segments"
      >
        <SegmentPicker segments={segmentList.segments} value={segmentId} onChange={setSegmentId} />
        {canEdit ? (
          <SegmentActions
            segment={segment}
            onCreated={(created) => afterChange(segmentStrings.created(created.title))}
            onRenamed={(title) => setNotice(segmentStrings.renamed(title))}
            onDeleted={(title) => {
              setSegmentId(null, true);
              afterChange(segmentStrings.deleted(title));
            }}
          />
        ) : null}
      </Stack>
      <ErrorAlert error={segmentList.error} onRetry={segmentList.refetch} />
      {canEdit && selected.length > 0 ? (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}
          data-testid="people-selection"
        >
          <Typography sx={{ mr: 1 }}>{peopleStrings.selectedCount(selected.length)}</Typography>
          <Tooltip title={selected.length === 2 ? '' : peopleStrings.mergeHint}>
            <span>
              <Button
                startIcon={<CallMergeIcon />}
                disabled={selected.length !== 2}
                onClick={() => setMergeOpen(true)}
              >
                {peopleStrings.merge}
              </Button>
            </span>
          </Tooltip>
          <AddToSegmentMenu
            segments={segmentList.segments}
            personIds={selectedIds}
            onAdded={(n, title) => afterChange(segmentStrings.added(n, title))}
            onError={showError}
          />
          {segmentId ? (
            <RemoveFromSegmentButton
              segmentId={segmentId}
              personIds={selectedIds}
              onRemoved={(n, title) => afterChange(segmentStrings.removed(n, title))}
              onError={showError}
            />
          ) : null}
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleteOpen(true)}>
            {peopleStrings.delete}
          </Button>
        </Stack>
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <Paper variant="outlined">
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={gridColumns}
          rowCount={page?.totalCount ?? 0}
          loading={loading}
          label={peopleStrings.gridLabel}
          showToolbar
          slotProps={{
            toolbar: {
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
              quickFilterProps: { debounceMs: 300 },
            },
          }}
          localeText={{ noRowsLabel: noRowsLabel(filtered, segmentId !== null) }}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sort}
          onSortModelChange={setSort}
          filterModel={filter}
          onFilterModelChange={(model) => {
            setFilter(model);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          columnVisibilityModel={columns}
          onColumnVisibilityModelChange={setColumns}
          checkboxSelection={canEdit}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          autoHeight={!empty}
          onCellDoubleClick={(params, event) => {
            const field = fieldOfColumn(params.field);
            if (field) editValue(params.row, field, (event.target as Element).closest('[role="gridcell"]'));
          }}
          onCellKeyDown={(params, event) => {
            const field = fieldOfColumn(params.field);
            if (event.key !== 'Enter' || !field || !canEdit) return;
            event.preventDefault();
            editValue(params.row, field, event.currentTarget);
          }}
          sx={{ border: 0, minHeight: empty ? 320 : undefined, ...EDIT_VALUE_GRID_SX }}
        />
        {edited ? (
          <FieldValuePopover
            key={`${edited.objectId}:${edited.field.id}`}
            edited={edited}
            target="PERSON"
            refetchQueries={PEOPLE_GRID}
            onClose={() => setEdited(null)}
          />
        ) : null}
      </Paper>
      <CreatePersonDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(person) => afterChange(peopleStrings.created_(personDisplayName(person)))}
      />
      <ImportPeopleDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <MergePeopleDialog
        people={mergeOpen ? pairOf(selected) : null}
        onClose={() => setMergeOpen(false)}
        onMerged={(name) => afterChange(peopleStrings.merged(name))}
      />
      <ConfirmDialog
        open={deleteOpen}
        title={peopleStrings.deleteTitle(selected.length)}
        body={peopleStrings.deleteBody(selected.map((p) => personDisplayName(p)).join(', '))}
        confirmLabel={peopleStrings.delete}
        busy={deleteState.loading}
        error={deleteState.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          deleteState.reset();
          setDeleteOpen(false);
        }}
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

/** What an empty grid says: nothing matches the search, the segment is empty, or there is no one yet. */
function noRowsLabel(filtered: boolean, inSegment: boolean): string {
  if (filtered) return peopleStrings.noMatches;
  return inSegment ? segmentStrings.emptySegment : peopleStrings.noPeople;
}

/** The two selected people, or null unless exactly two are selected. */
function pairOf<T>(items: T[]): [T, T] | null {
  const [first, second] = items;
  return items.length === 2 && first !== undefined && second !== undefined ? [first, second] : null;
}
