import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { SearchLayout } from '../hooks/useSearchLayout';
import { searchStrings as strings } from '../strings';
import type { SearchMethod } from '../types/SearchResultItem';
import type { SearchSortKey } from '../types/SearchState';
import { SEARCH_SORT_KEYS } from '../utils/searchSorts';

const METHODS: SearchMethod[] = ['FULL_TEXT', 'VECTOR', 'HYBRID'];

/** How to match (words, meaning, both), how to sort, and list or grid. */
export function SearchToolbar({
  method,
  sort,
  layout,
  onMethod,
  onSort,
  onLayout,
}: {
  method: SearchMethod;
  sort: SearchSortKey;
  layout: SearchLayout;
  onMethod: (method: SearchMethod) => void;
  onSort: (sort: SearchSortKey) => void;
  onLayout: (layout: SearchLayout) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={method}
        onChange={(_event, next: SearchMethod | null) => next && onMethod(next)}
        aria-label={strings.methodLabel}
      >
        {METHODS.map((m) => (
          <Tooltip key={m} title={strings.methodHints[m]} describeChild>
            <ToggleButton value={m} data-testid={`search-method-${m}`} sx={{ px: 1.5 }}>
              {strings.methods[m]}
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={strings.sortLabel}
        value={sort}
        onChange={(event) => onSort(event.target.value as SearchSortKey)}
        sx={{ minWidth: 170 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'search-sort' } } }}
      >
        {SEARCH_SORT_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {strings.sorts[key]}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, next: SearchLayout | null) => next && onLayout(next)}
        aria-label={strings.layoutLabel}
      >
        <ToggleButton value="list" aria-label={strings.layoutList}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="grid" aria-label={strings.layoutGrid}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
