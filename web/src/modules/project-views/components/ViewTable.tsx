import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridSortModel, useGridApiRef } from '@mui/x-data-grid';
import { useMemo, useRef, useState } from 'react';
import { TagChip } from '../../common/components/TagChip';
import { formatDate } from '../../common/utils/formatDate';
import { releaseGridFocus } from '../../common/utils/releaseGridFocus';
import {
  EDITABLE_CELL_SX,
  EDIT_VALUE_GRID_SX,
  EditValueButton,
} from '../../custom-fields/components/EditValueButton';
import { type EditedValue, FieldValuePopover } from '../../custom-fields/components/FieldValuePopover';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import type { ViewColumn, ViewSort } from '../types/ViewState';
import { displayValue } from '../utils/displayValue';
import { itemLink } from '../utils/itemLink';
import { ViewColumnsContext } from '../utils/viewColumnsContext';
import { ViewColumnMenu } from './ViewColumnMenu';
import { PeekLink } from '../../peek/components/PeekLink';
import { VIEW_ITEMS_QUERIES } from '../utils/viewItemsQueries';

const DEFAULT_WIDTH = 180;
/** Wider at first for what is usually longer: a title, a row of tags. */
const WIDTHS: Record<string, number> = { title: 260, tags: 240 };
const SORTABLE_SYSTEM: Record<string, string> = {
  title: 'TITLE',
  createdAt: 'CREATED',
  updatedAt: 'UPDATED',
};

/**
 * TABLE layout (@mui/x-data-grid): title, text, dates and one column per shown custom field. Widths,
 * columns kept on the left (sticky) and wrapped text are saved with the view; sorting by a header
 * sorts the view on the server (custom fields included). Those who may edit the project edit a
 * custom field's value in its cell: its pencil, a double click or Enter open the field's control.
 */
export function ViewTable({
  items,
  total,
  display,
  columns,
  sort,
  editable,
  loading,
  valueTarget,
  onColumnsChange,
  onSortChange,
  onEditTags,
}: {
  items: ViewItem[];
  total: number;
  display: ViewDisplay;
  columns: ViewColumn[];
  sort: ViewSort | null | undefined;
  editable: boolean;
  loading: boolean;
  /** Whose values the custom field columns hold (a highlight has none). */
  valueTarget: 'NOTE' | 'INSIGHT' | null;
  onColumnsChange: (columns: ViewColumn[]) => void;
  onSortChange: (sort: ViewSort | null) => void;
  /** Opens the tag picker on a highlight's row at its Tags cell (highlight views, for editors). */
  onEditTags?: (row: ViewItem, cell: Element | null) => void;
}) {
  const apiRef = useGridApiRef();
  const [edited, setEdited] = useState<EditedValue | null>(null);
  // The columns are built once per change of what they show; their cells call the latest handler.
  const onEditTagsRef = useRef(onEditTags);
  onEditTagsRef.current = onEditTags;
  const editsTags = onEditTags !== undefined;
  const editTags = (row: ViewItem, cell: Element | null) => {
    if (!onEditTagsRef.current || !cell) return;
    releaseGridFocus(apiRef);
    onEditTagsRef.current(row, cell);
  };
  const editsValues = editable && valueTarget !== null;
  const fieldOf = (key: string) => display.fields.find((f) => f.id === key);
  const editCell = (row: ViewItem, fieldId: string, cell: Element | null) => {
    const field = fieldOf(fieldId);
    if (!editsValues || !field || !cell) return;
    const rect = cell.getBoundingClientRect();
    releaseGridFocus(apiRef);
    setEdited({
      objectId: row.id,
      itemTitle: row.title,
      field,
      value: row.fieldValues.find((v) => v.fieldId === field.id),
      at: { top: rect.bottom, left: rect.left },
    });
  };

  const columnOf = (key: string) => columns.find((c) => c.key === key);
  const setColumn = (key: string, change: Partial<ViewColumn>) =>
    onColumnsChange([...columns.filter((c) => c.key !== key), { ...(columnOf(key) ?? { key }), ...change }]);

  const { gridColumns, offsets } = useMemo(() => {
    const system: GridColDef<ViewItem>[] = [
      {
        field: 'title',
        headerName: strings.columns.title,
        renderCell: ({ row }) => (
          <Link component={PeekLink} to={itemLink(row)} underline="hover">
            {row.title || strings.untitled}
          </Link>
        ),
      },
      ...(display.shows('preview')
        ? [{ field: 'preview', headerName: strings.columns.preview, sortable: false }]
        : []),
      ...(display.showsTags
        ? [
            {
              field: 'tags',
              headerName: strings.columns.tags,
              sortable: false,
              valueGetter: (_value: unknown, row: ViewItem) => row.tags.join(', '),
              renderCell: ({ row }: { row: ViewItem }) => (
                <Box sx={EDITABLE_CELL_SX}>
                  <Box
                    sx={{
                      display: 'flex',
                      gap: 0.5,
                      alignItems: 'center',
                      flexWrap: 'inherit',
                      overflow: 'hidden',
                    }}
                  >
                    {row.tags.map((tag) => (
                      <TagChip key={tag} title={tag} color={display.tagColor(tag)} />
                    ))}
                  </Box>
                  {editsTags ? (
                    <EditValueButton label={strings.columns.tags} onEdit={(cell) => editTags(row, cell)} />
                  ) : null}
                </Box>
              ),
            },
          ]
        : []),
      ...(display.shows('createdAt')
        ? [
            {
              field: 'createdAt',
              headerName: strings.columns.createdAt,
              valueFormatter: (v: string) => formatDate(v),
            },
          ]
        : []),
      ...(display.shows('updatedAt')
        ? [
            {
              field: 'updatedAt',
              headerName: strings.columns.updatedAt,
              valueFormatter: (v: string) => formatDate(v),
            },
          ]
        : []),
    ];
    const custom: GridColDef<ViewItem>[] = display.fields.map((field) => ({
      field: field.id,
      headerName: field.label,
      valueGetter: (_value, row) =>
        displayValue(
          field,
          row.fieldValues.find((v) => v.fieldId === field.id),
          display.memberName,
          strings,
        ),
      renderCell: (params) => (
        <Box sx={EDITABLE_CELL_SX}>
          <Box
            component="span"
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'inherit' }}
          >
            {params.formattedValue as string}
          </Box>
          {editsValues ? (
            <EditValueButton label={field.label} onEdit={(cell) => editCell(params.row, field.id, cell)} />
          ) : null}
        </Box>
      ),
    }));
    // Columns kept on the left come first, each stuck after the ones before it.
    const all = [...system, ...custom].map((col) => {
      const saved = columns.find((c) => c.key === col.field);
      return { ...col, width: saved?.width ?? WIDTHS[col.field] ?? DEFAULT_WIDTH, saved };
    });
    const stuck = all.filter((c) => c.saved?.sticky);
    let left = 0;
    const offsets = new Map<string, number>();
    for (const col of stuck) {
      offsets.set(col.field, left);
      left += col.width;
    }
    const ordered = [...stuck, ...all.filter((c) => !c.saved?.sticky)].map(
      ({ saved, ...col }): GridColDef<ViewItem> => {
        const isStuck = offsets.has(col.field);
        return {
          ...col,
          cellClassName: [isStuck ? 'view-sticky' : '', saved?.wrapped ? 'view-wrapped' : ''].join(' '),
          headerClassName: isStuck ? 'view-sticky' : '',
        };
      },
    );
    return { gridColumns: ordered, offsets };
  }, [columns, display, editsValues, editsTags]);

  // Each stuck column sticks at the sum of the widths of the stuck columns before it.
  const stickyStyles = Object.fromEntries(
    [...offsets].map(([field, left]) => [`& [data-field="${field}"].view-sticky`, { left }]),
  );
  const anyWrapped = columns.some((c) => c.wrapped);
  const sortModel: GridSortModel = sortToModel(sort);

  return (
    <ViewColumnsContext.Provider
      value={{
        columnOf,
        toggle: (key, what) => setColumn(key, { [what]: !columnOf(key)?.[what] }),
        editable,
      }}
    >
      <DataGrid
        apiRef={apiRef}
        rows={items}
        columns={gridColumns}
        rowCount={total}
        loading={loading}
        label={strings.tableLabel}
        hideFooter
        disableColumnFilter
        disableRowSelectionOnClick
        sortingMode="server"
        // Sorting saves the view for everyone: only those who may change it can.
        disableColumnSorting={!editable}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          // The grid drops by itself a sort on a column it does not have (a field hidden, or not yet
          // loaded): that is no choice of the member's, and saving it would lose the view's sort.
          if (
            model.length === 0 &&
            sortModel.some((item) => !gridColumns.some((c) => c.field === item.field))
          )
            return;
          onSortChange(modelToSort(model));
        }}
        onColumnWidthChange={
          editable ? ({ colDef, width }) => setColumn(colDef.field, { width: Math.round(width) }) : undefined
        }
        getRowHeight={() => (anyWrapped ? 'auto' : null)}
        onCellDoubleClick={(params, event) => {
          const cell = (event.target as Element).closest('[role="gridcell"]');
          if (params.field === 'tags') editTags(params.row, cell);
          else editCell(params.row, params.field, cell);
        }}
        onCellKeyDown={(params, event) => {
          if (event.key !== 'Enter') return;
          if (params.field === 'tags' && editsTags) {
            event.preventDefault();
            editTags(params.row, event.currentTarget);
          } else if (editsValues && fieldOf(params.field)) {
            event.preventDefault();
            editCell(params.row, params.field, event.currentTarget);
          }
        }}
        slots={{ columnMenu: ViewColumnMenu }}
        localeText={{ noRowsLabel: '' }}
        sx={{
          bgcolor: 'background.paper',
          '& .view-sticky': { position: 'sticky', zIndex: 2, bgcolor: 'background.paper' },
          '& .view-wrapped': { whiteSpace: 'normal', lineHeight: 1.4, py: 1, flexWrap: 'wrap' },
          ...EDIT_VALUE_GRID_SX,
          ...stickyStyles,
        }}
      />
      {edited && valueTarget ? (
        <FieldValuePopover
          key={`${edited.objectId}:${edited.field.id}`}
          edited={edited}
          target={valueTarget}
          refetchQueries={VIEW_ITEMS_QUERIES}
          onClose={() => setEdited(null)}
        />
      ) : null}
    </ViewColumnsContext.Provider>
  );
}

/** The view's sort as the grid's model (manual order shows no header sorted). */
function sortToModel(sort: ViewSort | null | undefined): GridSortModel {
  if (!sort || sort.field === 'RANK') return [];
  const system = Object.entries(SORTABLE_SYSTEM).find(([, value]) => value === sort.field)?.[0];
  return [{ field: system ?? sort.field, sort: sort.direction === 'DESC' ? 'desc' : 'asc' }];
}

function modelToSort(model: GridSortModel): ViewSort | null {
  const [first] = model;
  if (!first?.sort) return null;
  return {
    field: SORTABLE_SYSTEM[first.field] ?? first.field,
    direction: first.sort === 'desc' ? 'DESC' : 'ASC',
  };
}
