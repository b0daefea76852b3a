import { inSchema } from '../sql/qualified-name';

/**
 * How each searchable type becomes rows of `search_items`: one `insert … select` per type over the
 * live objects (nothing trashed, nothing in a trashed project) that match a condition. `the ? parameter` is the
 * parameter holding the uuid[] the condition tests. Every statement names the workspace's schema
 * explicitly (`SCHEMA.`), replaced before it runs.
 */
export type SearchType =
  | 'PROJECT'
  | 'PROJECT_CATEGORY'
  | 'NOTE'
  | 'HIGHLIGHT'
  | 'INSIGHT'
  | 'TAG'
  | 'PERSON'
  | 'CHANNEL'
  | 'CHANNEL_DATAPOINT'
  | 'THEME';

const BASE_COLUMNS = `id, type, project_id, folder_id, note_id, title, content, tag_ids, created_by,
  contributor_ids, published, archived, created_at, updated_at`;
/** Added by Migration20261128090000Channels: the channel an item is in, its themes and datasets. */
const CHANNEL_COLUMNS = `, channel_id, theme_ids, dataset_ids`;
const COLUMNS = `(${BASE_COLUMNS}${CHANNEL_COLUMNS})`;

/** The channel columns' values of the types that are not in a channel. */
const NO_CHANNEL = `, null, '{}', '{}'`;

const updateAll = (columns: string): string =>
  columns
    .replace(/[()\s]/g, '')
    .split(',')
    .filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .concat('indexed_at = now()')
    .join(', ');

/**
 * Which rows of a type a reindex covers: by their own ids, by project, (highlights) by note, or
 * (channels, their themes and data points) by channel.
 */
export type Selector = 'id' | 'project' | 'note' | 'channel' | 'all';

/**
 * The custom field values of a note or insight, appended to its searchable content as
 * "Label: value" lines, so a search for "Enterprise" finds the notes whose Tier is Enterprise.
 * Member ids (PERSON), yes/no and timestamps read as noise in full text and are left out; a value
 * of a project field the object has moved away from is hidden, as on its page.
 */
function fieldValuesText(owner: 'note_id' | 'insight_id', alias: string): string {
  return ` || coalesce(E'\n\n' || (select string_agg(f.label || ': ' || v.text_value, E'\n' order by f.rank, f.created_at)
      from SCHEMA.custom_field_values v join SCHEMA.custom_fields f on f.id = v.field_id
      where v.${owner} = ${alias}.id and f.type not in ('PERSON', 'BOOLEAN', 'DATETIME')
        and (f.project_id is null or f.project_id = ${alias}.project_id)), '')`;
}

const SOURCES: Record<SearchType, (where: string, withFields: boolean) => string> = {
  PROJECT: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select p.id, 'PROJECT', p.id, p.category_id, null, p.title, coalesce(p.summary, ''), '{}', p.created_by,
      array[p.created_by], null, p.archived_at is not null, p.created_at, p.updated_at${NO_CHANNEL}
    from SCHEMA.projects p where p.deleted_at is null and ${where}`,
  PROJECT_CATEGORY: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select f.id, 'PROJECT_CATEGORY', null, f.parent_id, null, f.name, '', '{}', f.created_by,
      array[f.created_by], null, false, f.created_at, f.updated_at${NO_CHANNEL}
    from SCHEMA.project_categories f where ${where}`,
  NOTE: (where, withFields) => `insert into SCHEMA.search_items ${COLUMNS}
    select n.id, 'NOTE', n.project_id, p.category_id, n.id, n.title,
      n.content${withFields ? fieldValuesText('note_id', 'n') : ''},
      coalesce((select array_agg(distinct ht.tag_id) from SCHEMA.highlights h
        join SCHEMA.highlight_tags ht on ht.highlight_id = h.id where h.note_id = n.id), '{}'),
      n.created_by,
      array(select n.created_by union select h.created_by from SCHEMA.highlights h where h.note_id = n.id),
      null, p.archived_at is not null, n.created_at, n.updated_at${NO_CHANNEL}
    from SCHEMA.notes n join SCHEMA.projects p on p.id = n.project_id
    where n.deleted_at is null and p.deleted_at is null and ${where}`,
  HIGHLIGHT: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select h.id, 'HIGHLIGHT', n.project_id, p.category_id, n.id, n.title, h.text,
      coalesce((select array_agg(ht.tag_id) from SCHEMA.highlight_tags ht where ht.highlight_id = h.id), '{}'),
      h.created_by, array[h.created_by], null, p.archived_at is not null, h.created_at, h.updated_at${NO_CHANNEL}
    from SCHEMA.highlights h join SCHEMA.notes n on n.id = h.note_id join SCHEMA.projects p on p.id = n.project_id
    where n.deleted_at is null and p.deleted_at is null and ${where}`,
  INSIGHT: (where, withFields) => `insert into SCHEMA.search_items ${COLUMNS}
    select i.id, 'INSIGHT', i.project_id, p.category_id, null, i.title,
      i.content${withFields ? fieldValuesText('insight_id', 'i') : ''}, '{}', i.created_by,
      array[i.created_by], i.published, p.archived_at is not null, i.created_at, i.updated_at${NO_CHANNEL}
    from SCHEMA.insights i join SCHEMA.projects p on p.id = i.project_id
    where i.deleted_at is null and p.deleted_at is null and ${where}`,
  TAG: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select t.id, 'TAG', t.project_id, p.category_id, null, t.title, coalesce(t.description, ''), array[t.id],
      null, '{}', null, coalesce(p.archived_at is not null, false), t.created_at, t.updated_at${NO_CHANNEL}
    from SCHEMA.tags t left join SCHEMA.projects p on p.id = t.project_id
    where (t.project_id is null or p.deleted_at is null) and ${where}`,
  // A person belongs to the workspace, not to a project: found by name (title) and e-mail (content).
  PERSON: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select pe.id, 'PERSON', null, null, null, coalesce(nullif(pe.name, ''), pe.email, ''), coalesce(pe.email, ''),
      '{}', pe.created_by, array[pe.created_by], null, false, pe.created_at, pe.updated_at${NO_CHANNEL}
    from SCHEMA.people pe where ${where}`,
  // A channel: found by title and description; it carries every theme and dataset it holds.
  CHANNEL: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select c.id, 'CHANNEL', null, null, null, c.title, c.description, '{}', c.created_by, array[c.created_by],
      null, false, c.created_at, c.updated_at, c.id,
      array(select th.id from SCHEMA.channel_themes th where th.channel_id = c.id),
      array(select ds.id from SCHEMA.channel_datasets ds where ds.channel_id = c.id)
    from SCHEMA.channels c where ${where}`,
  // A data point: its text is the content, its author (or else its channel) the title. Its date is
  // when the customer wrote it, so date filters and histograms follow the feedback, not the import.
  CHANNEL_DATAPOINT: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select d.id, 'CHANNEL_DATAPOINT', null, null, null, coalesce(nullif(d.author, ''), c.title), d.text, '{}',
      d.created_by, array[d.created_by], null, false, d.occurred_at, d.updated_at, d.channel_id,
      array(select dt.theme_id from SCHEMA.channel_datapoint_themes dt where dt.datapoint_id = d.id),
      array[d.dataset_id]
    from SCHEMA.channel_datapoints d join SCHEMA.channels c on c.id = d.channel_id where ${where}`,
  // A theme: found by title and description; its datasets are those of its data points.
  THEME: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select th.id, 'THEME', null, null, null, th.title, th.description, '{}', th.created_by, array[th.created_by],
      null, false, th.created_at, th.updated_at, th.channel_id, array[th.id],
      array(select distinct d.dataset_id from SCHEMA.channel_datapoint_themes dt
        join SCHEMA.channel_datapoints d on d.id = dt.datapoint_id where dt.theme_id = th.id)
    from SCHEMA.channel_themes th where ${where}`,
};

const ALIAS: Record<SearchType, string> = {
  PROJECT: 'p',
  PROJECT_CATEGORY: 'f',
  NOTE: 'n',
  HIGHLIGHT: 'h',
  INSIGHT: 'i',
  TAG: 't',
  PERSON: 'pe',
  CHANNEL: 'c',
  CHANNEL_DATAPOINT: 'd',
  THEME: 'th',
};

/**
 * The statement that (re)creates the rows of `type` selected by `selector` (one uuid[] parameter,
 * none for 'all') in `schema` (its name, unquoted; null: the search path's, as in a migration). `withFields`
 * false leaves custom field values out, `withChannelColumns` false the channel columns: for
 * migrations that run before those tables or columns exist.
 */
export function indexStatement(
  type: SearchType,
  selector: Selector,
  schema: string | null,
  withFields = true,
  withChannelColumns = true,
): string {
  const alias = ALIAS[type];
  const column =
    selector === 'id'
      ? `${alias}.id`
      : selector === 'channel'
        ? type === 'CHANNEL'
          ? 'c.id'
          : `${alias}.channel_id`
        : selector === 'note'
          ? type === 'HIGHLIGHT'
            ? 'h.note_id'
            : `${alias}.id`
          : type === 'PROJECT'
            ? 'p.id'
            : type === 'HIGHLIGHT'
              ? 'n.project_id'
              : `${alias}.project_id`;
  // Another delivery may have written the row meanwhile: the newest read of the source wins.
  const condition = selector === 'all' ? 'true' : `${column} = any(?::uuid[])`;
  let source = SOURCES[type](condition, withFields);
  let columns = COLUMNS;
  if (!withChannelColumns) {
    // For the migration that created search_items, before the channel columns existed.
    if (!source.includes(NO_CHANNEL)) throw new Error(`${type} has no rows without channel columns`);
    source = source.replace(NO_CHANNEL, '').replace(COLUMNS, `(${BASE_COLUMNS})`);
    columns = `(${BASE_COLUMNS})`;
  }
  const statement = `${source}
    on conflict (id) do update set ${updateAll(columns)}`;
  return schema ? inSchemaTables(statement, schema) : statement.replaceAll('SCHEMA.', '');
}

/** Every type, for rebuilding a whole workspace. */
export const SEARCH_TYPES: readonly SearchType[] = Object.keys(SOURCES) as SearchType[];

/** The types of COLUMNS, in their order. */
const COLUMN_TYPES = [
  'uuid', // id
  'varchar', // type
  'uuid', // project_id
  'uuid', // folder_id
  'uuid', // note_id
  'text', // title
  'text', // content
  'uuid[]', // tag_ids
  'uuid', // created_by
  'uuid[]', // contributor_ids
  'boolean', // published
  'boolean', // archived
  'timestamptz', // created_at
  'timestamptz', // updated_at
  'uuid', // channel_id
  'uuid[]', // theme_ids
  'uuid[]', // dataset_ids
];

/** The position of `updated_at` and of `id` among COLUMNS, for ordering a union of the sources. */
const UPDATED_AT_POSITION = 14;
const ID_POSITION = 1;

/**
 * One statement writing every searchable object of the workspace into an empty `search_items`,
 * oldest change first. A search by relevance walks the newest items in date order (see the API's
 * FullTextSearchService); rows written in that order sit side by side in the table, so the walk
 * reads a few pages instead of one page per item: at a million items, the same walk over 17,000
 * items took 7 ms against 17 ms when written type by type in the source tables' order. Changes
 * indexed later go where the table has room (its end, or pages vacuum freed), so a workspace
 * rebuilt long ago drifts from this order until its next rebuild.
 */
export function rebuildStatement(schema: string): string {
  const prefix = `insert into SCHEMA.search_items ${COLUMNS}`;
  const selects = SEARCH_TYPES.map((type) => {
    const source = SOURCES[type]('true', true);
    if (!source.startsWith(prefix)) throw new Error(`${type}'s source does not insert all the columns`);
    return `(${source.slice(prefix.length)})`;
  });
  // A union takes each column's type from its first branches, where a bare null or '{}' would be
  // text: a first branch of no rows names the table's types.
  const typed = `(select ${COLUMN_TYPES.map((type) => `null::${type}`).join(', ')} where false)`;
  const statement = `${prefix}
    select * from (${[typed, ...selects].join('\n    union all ')}) source
    order by ${UPDATED_AT_POSITION}, ${ID_POSITION}`;
  return inSchemaTables(statement, schema);
}

/** `statement` with each `SCHEMA.table` naming that table of `schema` (a schema name, unquoted). */
function inSchemaTables(statement: string, schema: string): string {
  const table = inSchema(schema);
  return statement.replace(/SCHEMA\.([a-z_][a-z0-9_]*)/g, (_, name: string) => table(name));
}
