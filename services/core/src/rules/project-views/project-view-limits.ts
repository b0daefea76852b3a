/** Spec 000 §2: the layouts a project view can take. */
export const PROJECT_VIEW_LAYOUTS = ['BOARD', 'CANVAS', 'GRID', 'LIST', 'TABLE'] as const;
export type ProjectViewLayoutValue = (typeof PROJECT_VIEW_LAYOUTS)[number];

/** Spec 000 §3: view object types. */
export const VIEW_OBJECT_TYPES = ['HIGHLIGHT', 'INSIGHT', 'NOTE'] as const;
export type ViewObjectTypeValue = (typeof VIEW_OBJECT_TYPES)[number];

/**
 * Limits of project views. Spec 000 §9 gives the title length (as a project title, 200); the
 * rest are product rules that keep one view's state a small, fast read: the state is one JSON
 * document read with every page of the view, so it is bounded by characters, and its lists by count.
 */
export const PROJECT_VIEW_LIMITS = {
  /** §9 project title 200 (a view is titled like its project). */
  title: 200,
  /** Product rule: the serialised state, canvas objects included (about 2,000 canvas objects). */
  stateChars: 200_000,
  /** Product rule: canvas objects (shapes, texts, groups, references) on one canvas. */
  canvasObjects: 2_000,
  /** Product rule: saved columns and field-visibility entries (100 custom fields + system columns). */
  columns: 200,
  /** Product rule: custom-field filter entries of one view. */
  fieldFilters: 20,
  /** Product rule: the views of one project. */
  viewsPerProject: 100,
  /** A page of a view's items (spec 000 §5 search limit is 1000; a view page is a screenful). */
  pageSize: 100,
  /** Product rule: canvas text and group titles. */
  canvasText: 4_000,
  /** Spec 000 §9 note summary 10240: the view's summary text. */
  summary: 10_240,
} as const;
