import { ExportDownloadButton } from '../../exports/components/ExportDownloadButton';
import { exportPaths, exportStrings } from '../../exports/strings';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CustomFieldFieldsFragment, ProjectViewFieldsFragment } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { LoadingState } from '../../common/components/LoadingState';
import { itemPaths, itemSegment } from '../../common/utils/itemPath';
import { PresentButton } from '../../presentation/components/PresentButton';
import { presentationStrings } from '../../presentation/strings';
import { CUSTOM_FIELDS_QUERY } from '../../custom-fields/operations';
import { matchesViewParam } from '../utils/matchesViewParam';
import { FilterBuilder } from '../../filters/components/FilterBuilder';
import { useCompiledFilter } from '../../filters/hooks/useCompiledFilter';
import type { FilterForm } from '../../filters/types/FilterForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useOpenPeek } from '../../peek/hooks/useOpenPeek';
import { usePeekTarget } from '../../peek/hooks/usePeekTarget';
import { NewInsightDialog } from '../../projects/components/NewInsightDialog';
import { NewNoteDialog } from '../../projects/components/NewNoteDialog';
import { useSearchFilterOptions } from '../../search/hooks/useSearchFilterOptions';
import { HighlightTagPicker } from '../../tags/components/HighlightTagPicker';
import { useHighlightTagPicker } from '../../tags/hooks/useHighlightTagPicker';
import { TAG_LIST_QUERY } from '../../tags/operations';
import { useSaveViewState } from '../hooks/useSaveViewState';
import { useViewItems } from '../hooks/useViewItems';
import { MOVE_VIEW_ITEM_MUTATION, PROJECT_VIEW_QUERY } from '../operations';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay } from '../types/ViewItem';
import type { ViewState } from '../types/ViewState';
import { columnKey } from '../utils/boardColumnId';
import { isVisible } from '../utils/fieldVisibility';
import { parseViewState } from '../utils/parseViewState';
import { CanvasView } from './CanvasView';
import { ViewBoard } from './ViewBoard';
import { ViewFieldFilters } from './ViewFieldFilters';
import { ViewFieldsMenu } from './ViewFieldsMenu';
import { ViewGrid } from './ViewGrid';
import { ViewGroupControl } from './ViewGroupControl';
import { ViewList } from './ViewList';
import { ViewMenu } from './ViewMenu';
import { ViewSortControl } from './ViewSortControl';
import { VIEW_ITEMS_QUERIES } from '../utils/viewItemsQueries';
import { ViewTable } from './ViewTable';

const EMPTY_FORM: FilterForm = { combinator: 'And', rows: [] };
const NO_FIELDS: CustomFieldFieldsFragment[] = [];
const SYSTEM_FIELDS = ['preview', 'createdAt', 'updatedAt'] as const;
/** Tags grey until the project's tags have loaded, or for a tag since deleted. */
const NO_TAG_COLOR = '#757575';

/**
 * A saved view of a project (spec 000 §2 /projects/{projectId}/v/{viewId}): its sort, filter and
 * group controls (saved with the view for everyone), and its items in the view's layout.
 */
export function ProjectViewPanel({
  project,
  viewId,
  editable,
  viewIds,
  onMoveView,
}: {
  project: { id: string; title: string };
  viewId: string;
  editable: boolean;
  /** The project's views in tab order, for "Move left" and "Move right". */
  viewIds: readonly string[];
  onMoveView: (id: string, toIndex: number) => Promise<void>;
}) {
  const viewQuery = useGraphqlQuery(PROJECT_VIEW_QUERY, { id: viewId });
  // The same view asked for by another form of its id (the address's slug, then its UUID once the
  // project's views have loaded) stays on screen while that answer loads: a remount would close the
  // open filter panel and drop a filter row being written.
  const previous = viewQuery.previousData?.projectView;
  const view =
    viewQuery.data?.projectView ?? (previous && matchesViewParam(viewId, previous) ? previous : undefined);
  if (viewQuery.loading && !view) return <LoadingState />;
  if (viewQuery.error || !view) return <ErrorAlert error={viewQuery.error} onRetry={viewQuery.refetch} />;
  return (
    <LoadedView
      key={view.id}
      project={project}
      view={view}
      editable={editable}
      viewIds={viewIds}
      onMoveView={onMoveView}
    />
  );
}

function LoadedView({
  project,
  view,
  editable,
  viewIds,
  onMoveView,
}: {
  project: { id: string; title: string };
  view: ProjectViewFieldsFragment;
  editable: boolean;
  viewIds: readonly string[];
  onMoveView: (id: string, toIndex: number) => Promise<void>;
}) {
  const state = useMemo(() => parseViewState(view.state), [view.state]);
  const [save, saving] = useSaveViewState(view.id);
  // A card moved (or placed when written from a column) changes the board's columns and order.
  const [move, moving] = useGraphqlMutation(MOVE_VIEW_ITEM_MUTATION, { refetchQueries: VIEW_ITEMS_QUERIES });
  const [filterOpen, setFilterOpen] = useState(false);
  // An item being written from the view: into a board column (after its last card), or anywhere.
  const [newItem, setNewItem] = useState<{ column: string; afterId: string | null } | 'anywhere' | null>(
    null,
  );
  const openPeek = useOpenPeek();
  // An item changed in a peek opened from the view (its fields, title, tags) shows in the view once
  // the peek closes or another item takes its place: read again on the way back, as a note's or an
  // insight's own changes reach no cached entry of the view's items.
  const peekKey = usePeekTarget()?.key ?? null;
  const lastPeekKey = useRef(peekKey);
  const form = state.filter ?? EMPTY_FORM;
  const searchOptions = useSearchFilterOptions().filterOptions;
  // A view filters by its items' own custom fields with its own rows below the builder
  // (ViewFieldFilters), on the live values rather than the search index: of the custom fields, the
  // builder offers people's only ("Person field: …", the people of an item's note).
  const filterOptions = useMemo(
    () => ({
      ...searchOptions,
      customFields: searchOptions.customFields.filter((field) => field.target === 'PERSON'),
    }),
    [searchOptions],
  );
  const compiled = useCompiledFilter(form, filterOptions.customFields);
  const items = useViewItems(view.id, compiled.filter);
  const hasFields = view.objectType !== 'HIGHLIGHT';
  const fieldsQuery = useGraphqlQuery(
    CUSTOM_FIELDS_QUERY,
    { target: view.objectType === 'INSIGHT' ? 'INSIGHT' : 'NOTE', projectId: project.id },
    { skip: !hasFields },
  );
  const fields = hasFields ? (fieldsQuery.data?.customFields ?? NO_FIELDS) : NO_FIELDS;
  const hasTags = view.objectType !== 'INSIGHT';
  const tagsQuery = useGraphqlQuery(TAG_LIST_QUERY, { projectId: project.id }, { skip: !hasTags });
  // Items carry their tags' titles: the project's tags give their colours and ids.
  const tagsByTitle = useMemo(() => {
    const byTitle = new Map<string, { id: string; color: string }>();
    // The project's own tag first where a workspace tag has the same title.
    for (const tag of tagsQuery.data?.tags ?? [])
      if (!byTitle.has(tag.title) || tag.projectId) byTitle.set(tag.title, tag);
    return byTitle;
  }, [tagsQuery.data]);
  // A highlight view's tags are changed in the TABLE with the note page's keyboard tag picker.
  const tagging = useHighlightTagPicker({
    projectId: project.id,
    enabled: editable && view.objectType === 'HIGHLIGHT',
    refreshes: VIEW_ITEMS_QUERIES,
  });
  const members = useMemo(
    () => new Map(filterOptions.members.map((m) => [m.id, m.name || m.email])),
    [filterOptions],
  );
  const display: ViewDisplay = useMemo(
    () => ({
      fields: fields.filter((f) => isVisible(state.fieldVisibility, f.id)),
      shows: (key: string) => isVisible(state.fieldVisibility, key),
      memberName: (id: string) => members.get(id) ?? id,
      showsTags: hasTags && isVisible(state.fieldVisibility, 'tags'),
      tagColor: (title: string) => tagsByTitle.get(title)?.color ?? NO_TAG_COLOR,
    }),
    [fields, state.fieldVisibility, members, hasTags, tagsByTitle],
  );

  const refetchItems = items.refetch;
  useEffect(() => {
    if (lastPeekKey.current !== null && lastPeekKey.current !== peekKey) refetchItems();
    lastPeekKey.current = peekKey;
  }, [peekKey, refetchItems]);

  // Every control saves the whole state; the view's items then load again (by the save's policy).
  const change = async (next: ViewState) => {
    await save(next);
  };
  const page = items.page;
  const layout = view.layout;
  // Notes and insights are written from their views (a highlight is cut from its note).
  const writtenType = view.objectType === 'NOTE' || view.objectType === 'INSIGHT' ? view.objectType : null;
  const writes = editable && writtenType !== null && layout !== 'CANVAS';
  // A new item takes a column's value where a column is a field value of its own (not a tag, nor
  // published: a new insight is a draft).
  const addsToColumns = writes && (state.group?.type === 'SELECT' || state.group?.type === 'PERSON');
  /** Into a column, the view's own move gives the new item the column's value and its place. */
  const place = async (objectId: string) => {
    const into = newItem;
    if (into && into !== 'anywhere')
      await move({
        input: { viewId: view.id, objectId, columnKey: columnKey(into.column), afterObjectId: into.afterId },
      });
  };
  const fieldChoices = [
    ...SYSTEM_FIELDS.map((key) => ({ key, label: strings.columns[key] })),
    ...(hasTags ? [{ key: 'tags', label: strings.columns.tags }] : []),
    ...fields.map((f) => ({ key: f.id, label: f.label })),
  ];
  const activeRows =
    form.rows.filter((row) => !row.hidden && row.field !== null).length + (state.fieldFilters?.length ?? 0);

  return (
    <Stack spacing={2} data-testid="project-view" data-layout={layout}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
          {view.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {strings.layouts[layout]} · {strings.objectTypes[view.objectType]}
        </Typography>
        <PresentButton
          to={`${itemPaths.project(project)}/v/${itemSegment(view)}/present`}
          label={presentationStrings.presentView(view.title)}
        />
        <ExportDownloadButton
          href={exportPaths.viewCsv(view.id)}
          fileName={`${view.title}.csv`}
          ariaLabel={exportStrings.viewCsvLabel(view.title)}
        >
          {exportStrings.viewCsv}
        </ExportDownloadButton>
        {editable ? (
          <ViewMenu
            project={project}
            view={view}
            state={state}
            fields={fields}
            members={filterOptions.members}
            place={{ index: viewIds.indexOf(view.id), count: viewIds.length }}
            onMove={(toIndex) => onMoveView(view.id, toIndex)}
          />
        ) : null}
      </Stack>
      {layout !== 'CANVAS' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ViewSortControl
            sort={state.sort}
            fields={fields}
            disabled={!editable || saving.loading}
            onChange={(sort) => void change({ ...state, sort })}
          />
          {layout === 'BOARD' ? (
            <ViewGroupControl
              group={state.group}
              fields={fields}
              objectType={view.objectType}
              members={filterOptions.members}
              readOnly={!editable}
              disabled={!editable || saving.loading}
              onChange={(group) => void change({ ...state, group })}
            />
          ) : null}
          {editable ? (
            <Button
              startIcon={<FilterListIcon />}
              aria-expanded={filterOpen}
              aria-controls="view-filter"
              onClick={() => setFilterOpen((open) => !open)}
            >
              {strings.filterButton(activeRows)}
            </Button>
          ) : null}
          <ViewFieldsMenu
            choices={fieldChoices}
            visibility={state.fieldVisibility}
            disabled={!editable || saving.loading}
            onChange={(fieldVisibility) => void change({ ...state, fieldVisibility })}
          />
          {writes && writtenType ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ ml: 'auto' }}
              onClick={() => setNewItem('anywhere')}
            >
              {strings.newItem[writtenType]}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Collapse in={editable && filterOpen} id="view-filter" unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FilterBuilder
            form={form}
            options={filterOptions}
            problems={compiled.problems}
            sendable={compiled.sendable}
            onChange={(filter) => {
              if (editable) void change({ ...state, filter });
            }}
          />
          {view.objectType !== 'HIGHLIGHT' ? (
            <>
              <Divider sx={{ my: 2 }} />
              <ViewFieldFilters
                filters={state.fieldFilters ?? []}
                fields={fields}
                editable={editable}
                onChange={(fieldFilters) => void change({ ...state, fieldFilters })}
              />
            </>
          ) : null}
        </Paper>
      </Collapse>
      {saving.error && isPlanRefusal(saving.error) ? (
        // A new filter on a plan without saved views and filters: the upgrade prompt.
        <ErrorAlert error={saving.error} />
      ) : saving.error ? (
        <Alert severity="error">{errorMessage(saving.error)}</Alert>
      ) : null}
      {moving.error ? (
        <Alert severity="error">{`${strings.moveFailed} ${errorMessage(moving.error)}`}</Alert>
      ) : null}
      {items.error && !page ? <ErrorAlert error={items.error} onRetry={items.refetch} /> : null}
      {items.loading ? <LoadingState /> : null}
      {page ? (
        <Box>
          {page.items.length === 0 && layout !== 'BOARD' && layout !== 'CANVAS' ? (
            <Typography color="text.secondary" data-testid="view-empty">
              {strings.emptyView[view.objectType]}
            </Typography>
          ) : null}
          {layout === 'TABLE' && page.items.length > 0 && (!hasFields || fieldsQuery.data) ? (
            <ViewTable
              items={page.items}
              total={page.total}
              display={display}
              columns={state.columns ?? []}
              sort={state.sort}
              editable={editable}
              loading={saving.loading}
              valueTarget={hasFields ? (view.objectType === 'INSIGHT' ? 'INSIGHT' : 'NOTE') : null}
              onColumnsChange={(columns) => void change({ ...state, columns })}
              onSortChange={(sort) => void change({ ...state, sort })}
              onEditTags={
                editable && view.objectType === 'HIGHLIGHT'
                  ? (row, cell) => {
                      if (!cell) return;
                      const rect = cell.getBoundingClientRect();
                      const applied = row.tags.flatMap((title) => tagsByTitle.get(title)?.id ?? []);
                      tagging.open(row.id, { top: rect.bottom, left: rect.left }, applied);
                    }
                  : undefined
              }
            />
          ) : null}
          {layout === 'LIST' && page.items.length > 0 ? (
            <ViewList items={page.items} display={display} />
          ) : null}
          {layout === 'GRID' && page.items.length > 0 ? (
            <ViewGrid items={page.items} display={display} />
          ) : null}
          {layout === 'BOARD' && !page.columns ? (
            <Typography color="text.secondary">{strings.boardNeedsGroup}</Typography>
          ) : null}
          {layout === 'BOARD' && page.columns ? (
            <ViewBoard
              columns={page.columns}
              items={page.items}
              display={display}
              editable={editable}
              onMove={(objectId, toColumn, afterObjectId) => {
                void move({
                  input: { viewId: view.id, objectId, columnKey: columnKey(toColumn), afterObjectId },
                });
              }}
              onAdd={addsToColumns ? (column, afterId) => setNewItem({ column, afterId }) : undefined}
              addLabel={writtenType ? strings.newItemIn[writtenType] : undefined}
            />
          ) : null}
          {layout === 'CANVAS' ? (
            <CanvasView
              viewId={view.id}
              objects={state.canvas?.objects ?? []}
              items={page.items}
              editable={editable}
              hasMore={page.items.length < page.total}
              onLoadMore={() => void items.loadMore()}
            />
          ) : null}
          {page.items.length < page.total && layout !== 'CANVAS' ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
              <Button onClick={() => void items.loadMore()} disabled={items.loadingMore}>
                {strings.loadMore}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {strings.shownOf(page.items.length, page.total)}
              </Typography>
            </Stack>
          ) : null}
        </Box>
      ) : null}
      {editable && view.objectType === 'HIGHLIGHT' ? <HighlightTagPicker tagging={tagging} /> : null}
      {writes && writtenType === 'NOTE' ? (
        <NewNoteDialog
          projectId={project.id}
          open={newItem !== null}
          // The view's items hold it (then its place, when written into a column).
          refetchQueries={VIEW_ITEMS_QUERIES}
          onClose={() => setNewItem(null)}
          onCreated={(note) => {
            void place(note.id);
            // The new note opens (as a peek beside the view, or as its page) to be written in.
            openPeek(itemPaths.note(note));
          }}
        />
      ) : null}
      {writes && writtenType === 'INSIGHT' ? (
        // The new insight opens as its page, as from the Insights tab, once it has its place.
        <NewInsightDialog
          projectId={project.id}
          open={newItem !== null}
          onClose={() => setNewItem(null)}
          onCreated={(insight) => place(insight.id)}
        />
      ) : null}
    </Stack>
  );
}
