import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { TagChip } from '../../common/components/TagChip';
import type { TagWithCount } from '../../projects/types/Project';
import { projectHighlightStrings } from '../strings';

/** A keyboard-driven multi-select of the project's tags (type to filter, Enter to pick). */
export function TagFilter({
  tags,
  selectedIds,
  onChange,
}: {
  tags: TagWithCount[];
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}) {
  const selected = tags.filter((t) => selectedIds.includes(t.id));
  return (
    <Autocomplete
      multiple
      options={tags}
      value={selected}
      onChange={(_event, value) => onChange(value.map((t) => t.id))}
      getOptionLabel={(tag) => tag.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, tag) => (
        <li key={key} {...props}>
          <TagChip title={tag.title} color={tag.color} label={`${tag.title} (${tag.highlightCount})`} />
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
              deleteLabel={`Remove ${tag.title}`}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={projectHighlightStrings.filterByTag}
          helperText={projectHighlightStrings.filterHint}
        />
      )}
      sx={{ maxWidth: 560, mb: 2 }}
    />
  );
}
