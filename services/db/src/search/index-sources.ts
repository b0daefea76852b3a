/**
 * How each searchable type becomes rows of `search_items`: one `insert … select` per type over the
 * live objects (nothing trashed, nothing in a trashed project) that match a condition. `the ? parameter` is the
 * parameter holding the uuid[] the condition tests. Every statement names the workspace's schema
 * explicitly (`SCHEMA.`), replaced before it runs.
 */
export type SearchType = 'PROJECT' | 'PROJECT_CATEGORY' | 'NOTE' | 'HIGHLIGHT' | 'INSIGHT' | 'TAG' | 'PERSON';

const COLUMNS = `(id, type, project_id, folder_id, note_id, title, content, tag_ids, created_by,
  contributor_ids, published, archived, created_at, updated_at)`;

const UPDATE_ALL = COLUMNS.replace(/[()\s]/g, '')
  .split(',')
  .filter((column) => column !== 'id')
  .map((column) => `${column} = excluded.${column}`)
  .concat('indexed_at = now()')
  .join(', ');

/** Which rows of a type a reindex covers: by their own ids, by project, or (highlights) by note. */
export type Selector = 'id' | 'project' | 'note' | 'all';

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
      array[p.created_by], null, p.archived_at is not null, p.created_at, p.updated_at
    from SCHEMA.projects p where p.deleted_at is null and ${where}`,
  PROJECT_CATEGORY: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select f.id, 'PROJECT_CATEGORY', null, f.parent_id, null, f.name, '', '{}', f.created_by,
      array[f.created_by], null, false, f.created_at, f.updated_at
    from SCHEMA.project_categories f where ${where}`,
  NOTE: (where, withFields) => `insert into SCHEMA.search_items ${COLUMNS}
    select n.id, 'NOTE', n.project_id, p.category_id, n.id, n.title,
      n.content${withFields ? fieldValuesText('note_id', 'n') : ''},
      coalesce((select array_agg(distinct ht.tag_id) from SCHEMA.highlights h
        join SCHEMA.highlight_tags ht on ht.highlight_id = h.id where h.note_id = n.id), '{}'),
      n.created_by,
      array(select n.created_by union select h.created_by from SCHEMA.highlights h where h.note_id = n.id),
      null, p.archived_at is not null, n.created_at, n.updated_at
    from SCHEMA.notes n join SCHEMA.projects p on p.id = n.project_id
    where n.deleted_at is null and p.deleted_at is null and ${where}`,
  HIGHLIGHT: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select h.id, 'HIGHLIGHT', n.project_id, p.category_id, n.id, n.title, h.text,
      coalesce((select array_agg(ht.tag_id) from SCHEMA.highlight_tags ht where ht.highlight_id = h.id), '{}'),
      h.created_by, array[h.created_by], null, p.archived_at is not null, h.created_at, h.updated_at
    from SCHEMA.highlights h join SCHEMA.notes n on n.id = h.note_id join SCHEMA.projects p on p.id = n.project_id
    where n.deleted_at is null and p.deleted_at is null and ${where}`,
  INSIGHT: (where, withFields) => `insert into SCHEMA.search_items ${COLUMNS}
    select i.id, 'INSIGHT', i.project_id, p.category_id, null, i.title,
      i.content${withFields ? fieldValuesText('insight_id', 'i') : ''}, '{}', i.created_by,
      array[i.created_by], i.published, p.archived_at is not null, i.created_at, i.updated_at
    from SCHEMA.insights i join SCHEMA.projects p on p.id = i.project_id
    where i.deleted_at is null and p.deleted_at is null and ${where}`,
  TAG: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select t.id, 'TAG', t.project_id, p.category_id, null, t.title, coalesce(t.description, ''), array[t.id],
      null, '{}', null, coalesce(p.archived_at is not null, false), t.created_at, t.updated_at
    from SCHEMA.tags t left join SCHEMA.projects p on p.id = t.project_id
    where (t.project_id is null or p.deleted_at is null) and ${where}`,
  // A person belongs to the workspace, not to a project: found by name (title) and e-mail (content).
  PERSON: (where) => `insert into SCHEMA.search_items ${COLUMNS}
    select pe.id, 'PERSON', null, null, null, coalesce(nullif(pe.name, ''), pe.email, ''), coalesce(pe.email, ''),
      '{}', pe.created_by, array[pe.created_by], null, false, pe.created_at, pe.updated_at
    from SCHEMA.people pe where ${where}`,
};

const ALIAS: Record<SearchType, string> = {
  PROJECT: 'p',
  PROJECT_CATEGORY: 'f',
  NOTE: 'n',
  HIGHLIGHT: 'h',
  INSIGHT: 'i',
  TAG: 't',
  PERSON: 'pe',
};

/**
 * The statement that (re)creates the rows of `type` selected by `selector` (one uuid[] parameter,
 * none for 'all') in `schema` (quoted; null: the search path's, as in a migration). `withFields`
 * false leaves custom field values out: for migrations that run before their table exists.
 */
export function indexStatement(
  type: SearchType,
  selector: Selector,
  schema: string | null,
  withFields = true,
): string {
  const alias = ALIAS[type];
  const column =
    selector === 'id'
      ? `${alias}.id`
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
  return `${SOURCES[type](condition, withFields)}
    on conflict (id) do update set ${UPDATE_ALL}`.replaceAll('SCHEMA.', schema ? `${schema}.` : '');
}

/** Every type, for rebuilding a whole workspace. */
export const SEARCH_TYPES: readonly SearchType[] = Object.keys(SOURCES) as SearchType[];
