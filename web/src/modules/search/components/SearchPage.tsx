import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useResultKeyboard } from '../hooks/useResultKeyboard';
import { useSearchCounts } from '../hooks/useSearchCounts';
import { useSearchFilterOptions } from '../hooks/useSearchFilterOptions';
import { useSearchLayout } from '../hooks/useSearchLayout';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSearchState } from '../hooks/useSearchState';
import { searchStrings as strings } from '../strings';
import type { SearchState } from '../types/SearchState';
import { toSearchInput } from '../utils/searchInput';
import { searchTab, type SearchTabKey } from '../utils/searchTabs';
import { DEFAULT_SEARCH_FILTER, writeFilter } from '../utils/searchUrlState';
import { SearchEmptyState } from './SearchEmptyState';
import { SearchField } from './SearchField';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import { SearchToolbar } from './SearchToolbar';
import { useSemanticSearchAllowed } from '../hooks/useSemanticSearchAllowed';
import { SuggestedQuery } from './SuggestedQuery';
import { AskPanel } from '../../ask/components/AskPanel';
import { FilterBuilder } from '../../filters/components/FilterBuilder';
import { useCompiledFilter } from '../../filters/hooks/useCompiledFilter';
import type { FilterForm } from '../../filters/types/FilterForm';
import { SavedFeedsBar } from '../../feeds/components/SavedFeedsBar';

/** Results per page; 40 pages fill the 1,000 results a search can show (spec 000 §9). */
export const SEARCH_PAGE_SIZE = 25;
const SEARCH_WINDOW = 1000;

/**
 * /search (spec 000 §2): the workspace search. Results as you type, by tab (Everything, Data, …),
 * matched by words, meaning or both, sorted and filtered; all of it in the address, so a reload,
 * Back or a shared link shows the same search. Arrow keys move from the field into the results.
 */
export function SearchPage() {
  const [state, update] = useSearchState();
  const meaning = useSemanticSearchAllowed();
  // The field answers every key at once; the address follows (history replaced while typing).
  const [draft, setDraft] = useState(state.query);
  const written = useRef(state.query);
  useEffect(() => {
    // The address changed by itself (Back, a link): the field shows its query.
    if (state.query !== written.current) {
      written.current = state.query;
      setDraft(state.query);
    }
  }, [state.query]);
  const changeQuery = (query: string, options?: { replace?: boolean }) => {
    written.current = query;
    setDraft(query);
    update({ query }, options);
  };

  const live: SearchState = useMemo(() => ({ ...state, query: draft }), [state, draft]);
  const tab = searchTab(state.tab);
  const options = useSearchFilterOptions(
    state.projectIds.length === 1 ? (state.projectIds[0] ?? null) : null,
  );
  const compiled = useCompiledFilter(state.filter.form, options.filterOptions.customFields);
  const input = useMemo(
    () => toSearchInput(live, tab.types, { limit: SEARCH_PAGE_SIZE }, compiled),
    [live, tab, compiled],
  );
  const search = useSearchResults(input);
  // Ask reads the search's filters; its question is the query.
  const askFilters = useMemo(() => ({ ...input, query: null }), [input]);
  const counts = useSearchCounts(live, compiled);
  const [layout, setLayout] = useSearchLayout();
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const keyboard = useResultKeyboard(listRef, fieldRef);

  const filtered = state.projectIds.length > 0 || writeFilter(state.filter) !== null;
  // On a phone the filters would push the results below the first screen: they fold behind a button.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showFilters = !phone || filtersOpen;
  const clearFilters = () => update({ projectIds: [], filter: DEFAULT_SEARCH_FILTER });
  const changeTab = (next: SearchTabKey) =>
    // Published applies to insights only: leaving their tab leaves it behind.
    update((latest) => ({
      tab: next,
      filter: next === 'insights' ? latest.filter : { ...latest.filter, published: null },
    }));

  const result = search.result;
  const canLoadMore =
    result !== undefined &&
    // An estimated total may be off either way: the list goes on until a page comes back short.
    (result.totalIsEstimate || result.items.length < result.total) &&
    result.items.length + SEARCH_PAGE_SIZE <= SEARCH_WINDOW;

  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {strings.pageTitle}
        </Typography>
        <SavedFeedsBar />
      </Stack>
      <SearchField
        value={draft}
        onChange={(value) => changeQuery(value)}
        onArrowDown={keyboard.focusFirst}
        inputRef={fieldRef}
        busy={search.pending}
      />
      {phone ? (
        <Button
          variant={filtered ? 'contained' : 'outlined'}
          color={filtered ? 'primary' : 'inherit'}
          startIcon={<FilterListIcon />}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          sx={{ mt: 2 }}
        >
          {strings.filtersToggle(filtersOpen, filtered)}
        </Button>
      ) : null}
      <Collapse in={showFilters} id="search-filters" timeout={phone ? 'auto' : 0}>
        <Box sx={{ mt: 2 }}>
          <SearchFilters
            state={state}
            onChange={(change) => update(change)}
            places={options.places}
            tags={options.tags}
            members={options.members}
            showPublished={state.tab === 'insights'}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <FilterBuilder
            form={state.filter.form}
            options={options.filterOptions}
            problems={compiled.problems}
            sendable={compiled.sendable}
            // Typing in a row replaces the history entry; a row added or removed adds one.
            onChange={(form: FilterForm) =>
              update((latest) => ({ filter: { ...latest.filter, form } }), {
                replace: form.rows.length === state.filter.form.rows.length,
              })
            }
          />
        </Box>
      </Collapse>
      <Box sx={{ mt: 2 }}>
        <AskPanel filters={askFilters} initialQuestion={state.query} />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <SearchTabs value={state.tab} counts={counts} onChange={changeTab} />
      </Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ mt: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            role="status"
            aria-busy={search.pending}
            sx={{ fontWeight: 600 }}
            data-testid="search-total"
            title={result?.totalIsEstimate ? strings.estimateHint : undefined}
          >
            {result ? strings.total(result.total, result.totalIsEstimate) : strings.searching}
          </Typography>
          {result?.suggestedQuery ? (
            <SuggestedQuery
              suggestion={result.suggestedQuery}
              onPick={(query) => changeQuery(query, { replace: false })}
            />
          ) : null}
        </Box>
        <SearchToolbar
          method={state.method}
          sort={state.sort}
          layout={layout}
          onMethod={(method) => update({ method })}
          onSort={(sort) => update({ sort })}
          onLayout={setLayout}
          meaningAllowed={meaning.allowed || !meaning.known}
        />
      </Stack>
      {state.filterInvalid ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {strings.invalidFilter}
        </Alert>
      ) : null}
      <ErrorAlert error={search.error} onRetry={search.refetch} />
      <ErrorAlert error={options.error} onRetry={options.refetch} />
      <Box sx={{ position: 'relative' }}>
        {/* Over the results, not above them: the list does not jump while the next answer loads. */}
        {search.loading && result ? (
          <LinearProgress
            aria-label={strings.searching}
            sx={{ position: 'absolute', top: -10, left: 0, right: 0, height: 2 }}
          />
        ) : null}
        {!result ? (
          search.error ? null : (
            <LoadingState label={strings.searching} />
          )
        ) : result.items.length === 0 ? (
          <SearchEmptyState
            noun={strings.tabNouns[state.tab]}
            query={draft}
            filtered={filtered}
            onClearFilters={clearFilters}
            onTryMeaning={
              state.method === 'FULL_TEXT' && meaning.allowed ? () => update({ method: 'VECTOR' }) : null
            }
          />
        ) : (
          <SearchResults
            items={result.items}
            layout={layout}
            listRef={listRef}
            onKeyDown={keyboard.onKeyDown}
            dimmed={search.stale}
            busy={search.pending}
          />
        )}
      </Box>
      {result && result.items.length > 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {strings.shownOf(result.items.length, result.total, result.totalIsEstimate)}
          </Typography>
          {canLoadMore ? (
            <Button variant="outlined" onClick={() => void search.loadMore()} disabled={search.loadingMore}>
              {search.loadingMore ? strings.loadingMore : strings.loadMore}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
