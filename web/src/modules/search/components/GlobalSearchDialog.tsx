import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSemanticSearchAllowed } from '../hooks/useSemanticSearchAllowed';
import { searchStrings as strings } from '../strings';
import type { SearchMethod } from '../types/SearchResultItem';
import { toSearchInput } from '../utils/searchInput';
import { resultPath } from '../utils/resultPath';
import { visuallyHidden } from '../utils/visuallyHidden';
import { DEFAULT_SEARCH_FILTER, searchPagePath } from '../utils/searchUrlState';
import { GlobalSearchOption } from './GlobalSearchOption';
import { MAX_QUERY_CHARS } from './SearchField';

/** How many results the dialog shows; the rest are a click away on /search. */
export const GLOBAL_SEARCH_LIMIT = 8;

/**
 * The search dialog (Ctrl+K): a field and the top results as you type, each labelled with its type.
 * A combobox: the focus stays in the field, Up and Down move the active option, Enter opens it (or,
 * with none active, the search page with this query); "See all results" is the last option; Escape
 * closes.
 */
export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const titleId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // Each opening starts afresh.
  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(-1);
    }
  }, [open]);

  const typed = query.trim() !== '';
  const input = useMemo(() => dialogSearchInput(query, 'FULL_TEXT'), [query]);
  const search = useSearchResults(input, { skip: !typed });
  // A question typed in a sentence rarely has all its words in one note: when the words find nothing,
  // the closest items by meaning are offered instead, and said to be that.
  const wordsFoundNothing = typed && !!search.result && !search.pending && search.result.items.length === 0;
  const meaningInput = useMemo(() => dialogSearchInput(query, 'VECTOR'), [query]);
  // Only on a plan with search by meaning (allowSemanticSearchAndSummarisation).
  const meaningAllowed = useSemanticSearchAllowed().allowed;
  const meaning = useSearchResults(meaningInput, { skip: !wordsFoundNothing || !meaningAllowed });
  const meaningItems =
    wordsFoundNothing && meaningAllowed && !meaning.pending ? (meaning.result?.items ?? []) : [];
  const byMeaning = meaningItems.length > 0;
  const items = !typed ? [] : byMeaning ? meaningItems : (search.result?.items ?? []);
  // The results, then "See all results": what Up and Down move through.
  const count = items.length + 1;

  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const openOption = (index: number) => {
    const item = items[index];
    const path = item ? resultPath(item) : null;
    go(path ?? searchPagePath(query.trim(), byMeaning ? 'VECTOR' : 'FULL_TEXT'));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openOption(active);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: { sx: { mt: { xs: 2, sm: '10vh' }, overflow: 'hidden' } },
        // Reopened while still closing, the field is not mounted again: autoFocus alone would miss.
        transition: { onEntering: () => inputRef.current?.focus() },
      }}
      data-testid="global-search-dialog"
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {strings.globalDialogTitle}
      </Typography>
      <Box sx={{ p: 1.5, position: 'relative' }}>
        <TextField
          fullWidth
          autoFocus
          placeholder={strings.fieldPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': strings.fieldLabel,
              'aria-expanded': true,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
              maxLength: MAX_QUERY_CHARS,
              'data-testid': 'global-search-field',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {typed && (search.loading || meaning.loading) ? (
          <LinearProgress
            aria-label={strings.searching}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
          />
        ) : null}
      </Box>
      <Divider />
      <ErrorAlert error={typed ? search.error : undefined} />
      {byMeaning ? (
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          data-testid="global-search-by-meaning"
          sx={{ px: 2.5, pt: 1.25 }}
        >
          {strings.globalByMeaning}
        </Typography>
      ) : null}
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={strings.globalResultsLabel}
        aria-busy={typed && (search.pending || (wordsFoundNothing && meaning.pending))}
        sx={{ listStyle: 'none', m: 0, p: 0.75, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {items.map((item, index) => (
          <GlobalSearchOption
            key={`${item.type}-${item.id}`}
            id={optionId(index)}
            item={item}
            active={index === active}
            onHover={() => setActive(index)}
            onPick={() => openOption(index)}
          />
        ))}
        <Box
          component="li"
          role="option"
          id={optionId(items.length)}
          aria-selected={active === items.length}
          onMouseMove={() => setActive(items.length)}
          onClick={() => openOption(items.length)}
          data-testid="global-search-see-all"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.5,
            py: 1.25,
            borderRadius: 1,
            cursor: 'pointer',
            color: 'primary.main',
            fontWeight: 600,
            bgcolor: active === items.length ? 'action.selected' : undefined,
          }}
        >
          <ArrowForwardIcon fontSize="small" aria-hidden />
          {!typed
            ? strings.seeAllEmpty
            : byMeaning
              ? strings.seeAllByMeaning(query.trim())
              : strings.seeAll(query.trim())}
        </Box>
      </Box>
      {wordsFoundNothing && !meaning.pending && !byMeaning ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 1.5 }} role="status">
          {strings.globalNothing(query.trim())}
        </Typography>
      ) : null}
      {!typed ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 1.5 }}>
          {strings.globalStart}
        </Typography>
      ) : null}
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {strings.globalHint}
      </Typography>
    </Dialog>
  );
}

/** The dialog's request: the query over everything, by relevance, its first few results. */
function dialogSearchInput(query: string, method: SearchMethod) {
  return toSearchInput(
    { query, method, sort: 'relevance', projectIds: [], filter: DEFAULT_SEARCH_FILTER },
    null,
    { limit: GLOBAL_SEARCH_LIMIT },
  );
}
