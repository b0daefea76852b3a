import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TagChip } from '../../common/components/TagChip';
import type { MemberOption, PlaceOption, TagOption } from '../hooks/useSearchFilterOptions';
import { searchStrings as strings } from '../strings';
import type { SearchDatePreset } from '../types/SearchResultItem';
import type { SearchChange } from '../hooks/useSearchState';
import type { SearchFilter, SearchState } from '../types/SearchState';
import { DATE_PRESETS, DEFAULT_SEARCH_FILTER } from '../utils/searchUrlState';
import { type PublishedChoice, publishedChoiceOf, publishedOf } from '../utils/publishedChoice';

const FIELD_SX = {
  minWidth: 180,
  flex: '1 1 180px',
  // On a phone a field takes the whole row rather than stopping short of the edge.
  maxWidth: { xs: 'none', sm: 300 },
  // Picked chips stay on one line ("+2") until the field is opened: the row keeps its height.
  '& .MuiAutocomplete-inputRoot:not(.Mui-focused)': { flexWrap: 'nowrap' },
} as const;

/** Picked ids as options; an id no option has (deleted since the link was made) keeps a plain label. */
function picked<T extends { id: string }>(ids: string[], options: T[], unknown: (id: string) => T): T[] {
  return ids.map((id) => options.find((option) => option.id === id) ?? unknown(id));
}

/**
 * The simple filters (spec 000 §3): project or folder, tags, who created it, when, published (on
 * the Insights tab) and whether archived projects count. Each change goes straight to the address.
 */
export function SearchFilters({
  state,
  onChange,
  places,
  tags,
  members,
  showPublished,
}: {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  places: PlaceOption[];
  tags: TagOption[];
  members: MemberOption[];
  showPublished: boolean;
}) {
  const { filter } = state;
  // On the latest filter: two quick changes both count.
  const setFilter = (change: Partial<SearchFilter>) =>
    onChange((latest) => ({ filter: { ...latest.filter, ...change } }));
  const active =
    state.projectIds.length > 0 ||
    filter.tagIds.length > 0 ||
    filter.createdBy.length > 0 ||
    filter.datePreset !== null ||
    filter.published !== null ||
    filter.includeArchived;

  return (
    <Stack
      component="section"
      aria-label={strings.filtersLabel}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="search-filters"
    >
      <Autocomplete
        multiple
        size="small"
        options={places}
        value={picked(state.projectIds, places, (id) => ({ id, label: id, kind: 'project' }))}
        onChange={(_event, value) => onChange({ projectIds: value.map((place) => place.id) })}
        getOptionLabel={(place) => place.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        limitTags={1}
        renderValue={(value, getItemProps) =>
          value.map((place, index) => {
            const { key, onDelete } = getItemProps({ index });
            return (
              <Chip key={key} size="small" label={place.label} onDelete={onDelete} aria-label={place.label} />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label={strings.projectFilter} />}
        sx={FIELD_SX}
      />
      <Autocomplete
        multiple
        size="small"
        options={tags}
        value={picked(filter.tagIds, tags, (id) => ({ id, title: id, color: '#757575', projectTitle: null }))}
        onChange={(_event, value) => setFilter({ tagIds: value.map((tag) => tag.id) })}
        getOptionLabel={(tag) => tag.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        limitTags={2}
        renderOption={({ key, ...props }, tag) => (
          <li key={key} {...props}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <TagChip title={tag.title} color={tag.color} />
              {tag.projectTitle ? (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {tag.projectTitle}
                </Typography>
              ) : null}
            </Stack>
          </li>
        )}
        renderValue={(value, getItemProps) =>
          value.map((tag, index) => {
            const { key, onDelete } = getItemProps({ index });
            return (
              <TagChip
                key={key}
                title={tag.title}
                color={tag.color}
                onDelete={() => onDelete(null)}
                deleteLabel={strings.removeFilter(tag.title)}
              />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label={strings.tagFilter} />}
        sx={FIELD_SX}
      />
      <Autocomplete
        multiple
        size="small"
        options={members}
        value={picked(filter.createdBy, members, (id) => ({ id, name: id, email: '' }))}
        onChange={(_event, value) => setFilter({ createdBy: value.map((member) => member.id) })}
        getOptionLabel={(member) => member.name || member.email}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        limitTags={1}
        renderInput={(params) => <TextField {...params} label={strings.createdByFilter} />}
        sx={FIELD_SX}
      />
      <TextField
        select
        size="small"
        label={strings.dateFilter}
        value={filter.datePreset ?? ''}
        onChange={(event) =>
          setFilter({
            datePreset: event.target.value === '' ? null : (event.target.value as SearchDatePreset),
          })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{strings.anyTime}</MenuItem>
        {DATE_PRESETS.filter((preset) => preset !== 'allTimeNoRange').map((preset) => (
          <MenuItem key={preset} value={preset}>
            {strings.datePresets[preset]}
          </MenuItem>
        ))}
      </TextField>
      {showPublished ? (
        <TextField
          select
          size="small"
          label={strings.publishedFilter}
          value={publishedChoiceOf(filter.published)}
          onChange={(event) => setFilter({ published: publishedOf(event.target.value as PublishedChoice) })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value={'either' satisfies PublishedChoice}>{strings.publishedAny}</MenuItem>
          <MenuItem value="published">{strings.publishedOnly}</MenuItem>
          <MenuItem value="draft">{strings.draftsOnly}</MenuItem>
        </TextField>
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={filter.includeArchived}
            onChange={(event) => setFilter({ includeArchived: event.target.checked })}
          />
        }
        label={strings.includeArchived}
        slotProps={{ typography: { variant: 'body2' } }}
      />
      {active ? (
        <Button
          size="small"
          onClick={() =>
            onChange({
              projectIds: [],
              filter: DEFAULT_SEARCH_FILTER,
            })
          }
        >
          {strings.clearFilters}
        </Button>
      ) : null}
    </Stack>
  );
}
