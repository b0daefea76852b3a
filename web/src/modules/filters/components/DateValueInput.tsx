import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { filterStrings as strings } from '../strings';
import type { FilterValues } from '../types/FilterForm';
import { DATE_PRESETS } from '../utils/parseFilterForm';
import { RELATIVE_DATES, isRelativeDate } from '../utils/relativeDates';

const PICK = 'pick';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "is after / is before": a relative date (spec 000 §3) or a day picked on the calendar. */
export function DateValueInput({
  id,
  value,
  index,
  onChange,
}: {
  /** Prefix of the fields' ids (a select names itself only through an id). */
  id: string;
  value: Extract<FilterValues, { kind: 'date' }>;
  index: number;
  onChange: (values: FilterValues) => void;
}) {
  const picked = value.value !== null && !isRelativeDate(value.value);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        id={`${id}-value`}
        label={strings.valueLabel(index)}
        value={picked ? PICK : (value.value ?? '')}
        onChange={(event) =>
          onChange({ kind: 'date', value: event.target.value === PICK ? '' : event.target.value })
        }
        sx={{ minWidth: 170 }}
      >
        {RELATIVE_DATES.map((relative) => (
          <MenuItem key={relative} value={relative}>
            {strings.relativeDates[relative]}
          </MenuItem>
        ))}
        <MenuItem value={PICK}>{strings.pickDate}</MenuItem>
      </TextField>
      {picked ? (
        <TextField
          type="date"
          size="small"
          id={`${id}-date`}
          label={strings.dateLabel}
          value={DAY.test(value.value ?? '') ? value.value : ''}
          onChange={(event) => onChange({ kind: 'date', value: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
    </Stack>
  );
}

/** "is": a date preset (spec 000 §3), or a custom range of two days. */
export function DateRangeValueInput({
  id,
  value,
  index,
  onChange,
}: {
  id: string;
  value: Extract<FilterValues, { kind: 'range' }>;
  index: number;
  onChange: (values: FilterValues) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        id={`${id}-value`}
        label={strings.valueLabel(index)}
        value={value.preset ?? ''}
        onChange={(event) =>
          onChange({
            kind: 'range',
            preset: event.target.value as typeof value.preset,
            from: null,
            to: null,
          })
        }
        sx={{ minWidth: 170 }}
      >
        {DATE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {strings.presets[preset]}
          </MenuItem>
        ))}
        <MenuItem value="custom">{strings.customRange}</MenuItem>
      </TextField>
      {value.preset === 'custom' ? (
        <>
          <TextField
            type="date"
            size="small"
            id={`${id}-from`}
            label={strings.fromLabel(index)}
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            id={`${id}-to`}
            label={strings.toLabel(index)}
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : null}
    </Stack>
  );
}
