import type { GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * The ids a grid's selection names: those included, or (after "select all") the shown rows not
 * excluded. Rows of other pages stay selected by id while paging.
 */
export function selectedIds(model: GridRowSelectionModel, rows: readonly { id: string }[]): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  return rows.filter((row) => !model.ids.has(row.id)).map((row) => row.id);
}
