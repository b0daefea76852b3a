import type { GridApi } from '@mui/x-data-grid';
import type { RefObject } from 'react';

/**
 * Lets go of a Data Grid's focused cell before an editor opens over the grid (a value's popover, the
 * tag picker). Why: a focused cell takes the keyboard focus back whenever it is drawn again (the grid
 * loads again after a save), and the editor's focus trap then sends it to the editor's frame rather
 * than its input, so what is typed next goes nowhere. Closing the editor gives the focus back to where
 * it was, and the grid takes the cell's focus up again from there.
 */
export function releaseGridFocus(apiRef: RefObject<GridApi | null>): void {
  // After the event that opens the editor: the grid focuses a clicked cell in its own click handler,
  // which runs after the handler of a button inside the cell.
  window.setTimeout(() =>
    apiRef.current?.setState((state) => ({
      ...state,
      focus: { cell: null, columnHeader: null, columnHeaderFilter: null, columnGroupHeader: null },
    })),
  );
}
