import { createContext } from 'react';
import type { ViewColumn } from '../types/ViewState';

/** What the table's column menu changes: a column kept on the left (sticky) or its text wrapped. */
export interface ViewColumnsActions {
  columnOf: (key: string) => ViewColumn | undefined;
  toggle: (key: string, what: 'sticky' | 'wrapped') => void;
  editable: boolean;
}

/** The table's column actions, for the column menu the Data Grid renders as a slot. */
export const ViewColumnsContext = createContext<ViewColumnsActions>({
  columnOf: () => undefined,
  toggle: () => undefined,
  editable: false,
});
