import Box from '@mui/material/Box';
import { type KeyboardEvent, type Ref } from 'react';
import type { SearchLayout } from '../hooks/useSearchLayout';
import { searchStrings as strings } from '../strings';
import type { SearchResultItem } from '../types/SearchResultItem';
import { visuallyHidden } from '../utils/visuallyHidden';
import { SearchResultCard } from './SearchResultCard';

/** The results as a list or a grid of cards; arrow keys move between them (see useResultKeyboard). */
export function SearchResults({
  items,
  layout,
  listRef,
  onKeyDown,
  dimmed,
  busy,
}: {
  items: readonly SearchResultItem[];
  layout: SearchLayout;
  listRef: Ref<HTMLUListElement>;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The results of the previous request, shown while the next load. */
  dimmed: boolean;
  /** Typing not settled or an answer on its way: the list may still change. */
  busy: boolean;
}) {
  return (
    <>
      <Box component="span" id="search-results-hint" sx={visuallyHidden}>
        {strings.resultsHint}
      </Box>
      <Box
        component="ul"
        ref={listRef}
        aria-label={strings.resultsLabel}
        aria-describedby="search-results-hint"
        aria-busy={busy}
        onKeyDown={onKeyDown}
        data-testid="search-results"
        data-layout={layout}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: layout === 'grid' ? 2 : 1.25,
          gridTemplateColumns: layout === 'grid' ? 'repeat(auto-fill, minmax(280px, 1fr))' : '1fr',
          opacity: dimmed ? 0.7 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items.map((item) => (
          <SearchResultCard key={`${item.type}-${item.id}`} item={item} layout={layout} />
        ))}
      </Box>
    </>
  );
}
