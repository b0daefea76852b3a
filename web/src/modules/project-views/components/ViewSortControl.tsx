import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { CustomFieldFieldsFragment } from '../../../gql/graphql';
import { projectViewStrings as strings } from '../strings';
import type { ViewSort } from '../types/ViewState';

const SYSTEM = ['RANK', 'TITLE', 'CREATED', 'UPDATED'] as const;

/** Sort by a system field or a custom field, ascending or descending (spec 000 §3 sort). */
export function ViewSortControl({
  sort,
  fields,
  disabled,
  onChange,
}: {
  sort: ViewSort | null | undefined;
  fields: CustomFieldFieldsFragment[];
  disabled: boolean;
  onChange: (sort: ViewSort) => void;
}) {
  const current = sort ?? { field: 'RANK', direction: 'ASC' as const };
  const descending = current.direction === 'DESC';
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 160 }} disabled={disabled}>
        <InputLabel id="view-sort-label">{strings.sortLabel}</InputLabel>
        <Select
          labelId="view-sort-label"
          label={strings.sortLabel}
          value={current.field}
          onChange={(event) => onChange({ ...current, field: event.target.value })}
        >
          {SYSTEM.map((key) => (
            <MenuItem key={key} value={key}>
              {strings.sortFields[key]}
            </MenuItem>
          ))}
          {fields.map((field) => (
            <MenuItem key={field.id} value={field.id}>
              {field.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <IconButton
        aria-label={`${strings.sortDirection}: ${descending ? strings.descending : strings.ascending}`}
        disabled={disabled}
        onClick={() => onChange({ ...current, direction: descending ? 'ASC' : 'DESC' })}
      >
        {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
      </IconButton>
    </Stack>
  );
}
