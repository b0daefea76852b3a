import type { FilterForm } from '../../filters/types/FilterForm';

/**
 * A project view's state as the API keeps it (spec 000 §3 project view state; the server checks it
 * with its zod schema, services/core/src/rules/project-views). Sent and read as JSON text.
 */
export type ViewSortField = 'TITLE' | 'CREATED' | 'UPDATED' | 'RANK' | string;

export interface ViewSort {
  field: ViewSortField;
  direction: 'ASC' | 'DESC';
}

export type ViewGroup =
  | { type: 'SELECT'; id: string; hiddenOptions: string[]; hideUncategorized: boolean }
  | { type: 'PERSON'; id: string; options: string[] }
  | { type: 'PUBLISHED' }
  | { type: 'TAG' };

/** Spec 000 §3 custom-field filter entries (TEXT also takes SELECT option ids). */
export type ViewFieldFilter =
  | { id: string; type: 'TEXT'; operator: 'CONTAINS' | 'NOT_CONTAINS'; values: string[] }
  | { id: string; type: 'BOOLEAN'; operator: 'CONTAINS' | 'NOT_CONTAINS'; value: boolean }
  | {
      id: string;
      type: 'NUMBER';
      operator: 'EQUAL' | 'NOT_EQUAL' | 'GREATER_THAN' | 'LESS_THAN';
      value: number;
    }
  | { id: string; type: 'DATE'; operator: 'CONTAINS' | 'NOT_CONTAINS'; value: string };

export interface ViewColumn {
  key: string;
  width?: number | null;
  sticky?: boolean;
  wrapped?: boolean;
}

export interface FieldVisibility {
  key: string;
  visible: boolean;
}

export type CanvasObject =
  | { kind: 'RECTANGLE'; id: string; x: number; y: number; width: number; height: number }
  | {
      kind: 'TEXT';
      id: string;
      x: number;
      y: number;
      width: number;
      text: string;
      textFormat?: 'PARAGRAPH' | 'H1' | 'H2' | 'H3';
    }
  | {
      kind: 'GROUP';
      id: string;
      x: number;
      y: number;
      width: number;
      height: number;
      title: string;
      color: string;
    }
  | {
      kind: 'REFERENCE';
      id: string;
      type: 'HIGHLIGHT' | 'INSIGHT' | 'NOTE';
      objectId: string;
      x: number;
      y: number;
      visible?: boolean;
    };

export interface ViewState {
  sort?: ViewSort | null;
  filter?: FilterForm | null;
  fieldFilters?: ViewFieldFilter[];
  group?: ViewGroup | null;
  columns?: ViewColumn[];
  fieldVisibility?: FieldVisibility[];
  canvas?: { objects: CanvasObject[] };
  [other: string]: unknown;
}
