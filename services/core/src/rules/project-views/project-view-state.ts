import { z } from 'zod';
import { zodIssueWording } from '../zod-issue-wording';
import { PROJECT_VIEW_LIMITS as LIMITS } from './project-view-limits';

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
const key = z.string().min(1).max(64);
const coordinate = z.number().finite().min(-1_000_000).max(1_000_000);
const size = z.number().finite().min(0).max(1_000_000);

/**
 * Sort of a view (spec 000 §3 sort: field and direction ASC/DESC). `field` is TITLE, CREATED,
 * UPDATED, RANK (the manual order a board's drags make) or a custom field's UUID.
 */
export const viewSortSchema = z.object({
  field: z.union([z.enum(['TITLE', 'CREATED', 'UPDATED', 'RANK']), uuid]),
  direction: z.enum(['ASC', 'DESC']),
});

/** Spec 000 §3 filter form, as the filter builder edits it: combinator And/Or and rows. */
const filterValuesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ids'), ids: z.array(z.string().max(64)).max(1000) }),
  z.object({ kind: z.literal('boolean'), value: z.boolean().nullable() }),
  z.object({ kind: z.literal('date'), value: z.string().max(64).nullable() }),
  z.object({
    kind: z.literal('range'),
    preset: z.string().max(32).nullable(),
    from: z.string().max(64).nullable(),
    to: z.string().max(64).nullable(),
  }),
]);
export const viewFilterFormSchema = z.object({
  combinator: z.enum(['And', 'Or']),
  rows: z
    .array(
      z.object({
        id: key,
        field: z.string().max(64).nullable(),
        operator: z.string().max(32).nullable(),
        values: filterValuesSchema.nullable(),
        hidden: z.boolean().optional(),
      }),
    )
    .max(50),
});

/**
 * Spec 000 §3 custom-field filter entries: a field id and a type with its operators and values
 * (TEXT: CONTAINS|NOT_CONTAINS strings — option ids for SELECT fields; BOOLEAN; NUMBER:
 * EQUAL|NOT_EQUAL|GREATER_THAN|LESS_THAN; DATE: CONTAINS|NOT_CONTAINS a day).
 */
export const viewFieldFilterSchema = z.discriminatedUnion('type', [
  z.object({
    id: uuid,
    type: z.literal('TEXT'),
    operator: z.enum(['CONTAINS', 'NOT_CONTAINS']),
    values: z.array(z.string().min(1).max(200)).min(1).max(100),
  }),
  z.object({
    id: uuid,
    type: z.literal('BOOLEAN'),
    operator: z.enum(['CONTAINS', 'NOT_CONTAINS']),
    value: z.boolean(),
  }),
  z.object({
    id: uuid,
    type: z.literal('NUMBER'),
    operator: z.enum(['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'LESS_THAN']),
    value: z.number().finite(),
  }),
  z.object({
    id: uuid,
    type: z.literal('DATE'),
    operator: z.enum(['CONTAINS', 'NOT_CONTAINS']),
    value: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-26'),
  }),
]);

/** Spec 000 §3 group: SELECT (id, hiddenOptions, hideUncategorized), PERSON (id, options), PUBLISHED, TAG. */
export const viewGroupSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SELECT'),
    id: uuid,
    hiddenOptions: z.array(uuid).max(750).default([]),
    hideUncategorized: z.boolean().default(false),
  }),
  z.object({ type: z.literal('PERSON'), id: uuid, options: z.array(uuid).max(200).default([]) }),
  z.object({ type: z.literal('PUBLISHED') }),
  z.object({ type: z.literal('TAG') }),
]);

/** Spec 000 §3 canvas objects; each has an id of its own so it can be moved and edited. */
export const canvasObjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('RECTANGLE'),
    id: key,
    x: coordinate,
    y: coordinate,
    width: size,
    height: size,
  }),
  z.object({
    kind: z.literal('TEXT'),
    id: key,
    x: coordinate,
    y: coordinate,
    width: size,
    text: z.string().max(LIMITS.canvasText),
    textFormat: z.enum(['PARAGRAPH', 'H1', 'H2', 'H3']).optional(),
  }),
  z.object({
    kind: z.literal('GROUP'),
    id: key,
    x: coordinate,
    y: coordinate,
    width: size,
    height: size,
    title: z.string().max(LIMITS.canvasText),
    color: z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex colour such as #1e88e5'),
  }),
  z.object({
    kind: z.literal('REFERENCE'),
    id: key,
    type: z.enum(['HIGHLIGHT', 'INSIGHT', 'NOTE']),
    objectId: uuid,
    x: coordinate,
    y: coordinate,
    visible: z.boolean().optional(),
  }),
]);
export const canvasObjectsSchema = z.array(canvasObjectSchema).max(LIMITS.canvasObjects);

/**
 * Spec 000 §3 project view state. Object ranks (the manual order of cards) are not kept here but
 * in their own table, one row per ranked object: a board of 10,000 notes would otherwise carry
 * every rank in this document and rewrite it on every drag.
 */
export const projectViewStateSchema = z
  .object({
    sort: viewSortSchema.nullable().optional(),
    filter: viewFilterFormSchema.nullable().optional(),
    fieldFilters: z.array(viewFieldFilterSchema).max(LIMITS.fieldFilters).optional(),
    group: viewGroupSchema.nullable().optional(),
    columns: z
      .array(
        z.object({
          key,
          width: z.number().int().min(40).max(2000).nullable().optional(),
          sticky: z.boolean().optional(),
          wrapped: z.boolean().optional(),
        }),
      )
      .max(LIMITS.columns)
      .optional(),
    fieldVisibility: z
      .array(z.object({ key, visible: z.boolean() }))
      .max(LIMITS.columns)
      .optional(),
    canvas: z.object({ objects: canvasObjectsSchema }).optional(),
    expandedCards: z.array(uuid).max(LIMITS.canvasObjects).optional(),
    stagingArea: z.object({ x: coordinate, y: coordinate }).nullable().optional(),
    summary: z.string().max(LIMITS.summary).nullable().optional(),
    peekMode: z.enum(['Center', 'Side', 'FullPage']).nullable().optional(),
  })
  .strict();

export type ProjectViewState = z.infer<typeof projectViewStateSchema>;
export type ViewGroup = z.infer<typeof viewGroupSchema>;
export type ViewSort = z.infer<typeof viewSortSchema>;
export type ViewFieldFilter = z.infer<typeof viewFieldFilterSchema>;
export type CanvasObject = z.infer<typeof canvasObjectSchema>;

/** Why a state was refused, for a person: the first problem and where it is. */
export type ViewStateCheck = { ok: true; value: ProjectViewState } | { ok: false; message: string };

/**
 * Reads a state sent as JSON text (spec 000 §8 'Invalid JSON' when it does not parse), bounded in
 * size before parsing so an oversized document costs nothing to refuse.
 */
export function parseProjectViewState(text: string): ViewStateCheck {
  return parseJsonText(text, projectViewStateSchema, (path) => (path ? `View state ${path}` : 'View state'));
}

/** Reads canvas objects sent as JSON text, by the same rules as the state's canvas. */
export function parseCanvasObjects(
  text: string,
): { ok: true; value: CanvasObject[] } | { ok: false; message: string } {
  return parseJsonText(text, canvasObjectsSchema, (path) =>
    path ? `Canvas object ${path}` : 'Canvas objects',
  );
}

/** JSON text within the state's size limit, checked by `schema`; a refusal names where it failed. */
function parseJsonText<T>(
  text: string,
  schema: z.ZodType<T>,
  label: (path: string) => string,
): { ok: true; value: T } | { ok: false; message: string } {
  if (text.length > LIMITS.stateChars) {
    return {
      ok: false,
      message: `A view's state can be at most ${LIMITS.stateChars.toLocaleString('en-US')} characters long.`,
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Invalid JSON' };
  }
  const result = schema.safeParse(raw, { error: zodIssueWording });
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, message: `${label(issue.path.join('.'))}: ${issue.message}.` };
  }
  return { ok: true, value: result.data };
}
