import GridViewIcon from '@mui/icons-material/GridView';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ViewListIcon from '@mui/icons-material/ViewList';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';
import { usePlanUpgrade } from '../../plans/hooks/usePlanUpgrade';
import { planStrings } from '../../plans/strings';
import type { SearchLayout } from '../hooks/useSearchLayout';
import { searchStrings as strings } from '../strings';
import type { SearchMethod } from '../types/SearchResultItem';
import type { SearchSortKey } from '../types/SearchState';
import { SEARCH_SORT_KEYS } from '../utils/searchSorts';

const METHODS: SearchMethod[] = ['FULL_TEXT', 'VECTOR', 'HYBRID'];

/**
 * How to match (words, meaning, both), how to sort, and list or grid. Without the plan's search by
 * meaning (`meaningAllowed` false) Meaning and Both show a lock and answer a click with the upgrade
 * prompt instead of switching.
 */
export function SearchToolbar({
  method,
  sort,
  layout,
  onMethod,
  onSort,
  onLayout,
  meaningAllowed = true,
}: {
  method: SearchMethod;
  sort: SearchSortKey;
  layout: SearchLayout;
  onMethod: (method: SearchMethod) => void;
  onSort: (sort: SearchSortKey) => void;
  onLayout: (layout: SearchLayout) => void;
  meaningAllowed?: boolean;
}) {
  const [locked, setLocked] = useState(false);
  // The plan that lifts the lock, named to managers (who read the plan).
  const upgradeName = usePlanUpgrade('allowSemanticSearchAndSummarisation')?.upgradeName ?? null;
  const lockedMethod = (m: SearchMethod) => !meaningAllowed && m !== 'FULL_TEXT';
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={method}
        onChange={(_event, next: SearchMethod | null) => {
          if (next && lockedMethod(next)) setLocked(true);
          else if (next) onMethod(next);
        }}
        aria-label={strings.methodLabel}
      >
        {METHODS.map((m) => (
          <Tooltip
            key={m}
            title={lockedMethod(m) ? strings.meaningNotInPlan : strings.methodHints[m]}
            describeChild
          >
            <ToggleButton value={m} data-testid={`search-method-${m}`} sx={{ px: 1.5, gap: 0.5 }}>
              {lockedMethod(m) ? <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden /> : null}
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
      {locked && !meaningAllowed ? (
        <div data-testid="search-meaning-plan-prompt" style={{ flexBasis: '100%' }}>
          <PlanLimitAlert
            message={
              upgradeName
                ? `${strings.meaningNotInPlan} ${planStrings.upgradeTo(upgradeName)}`
                : strings.meaningNotInPlan
            }
            refusal={{
              planLimit: 'allowSemanticSearchAndSummarisation',
              planName: '',
              upgradePlanName: upgradeName,
              maximum: null,
              buySeats: false,
              readOnly: false,
              addOnName: null,
            }}
          />
        </div>
      ) : null}
    </Stack>
  );
}
