import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { dataRetentionStrings as strings } from '../strings';

const KEEP = 'keep';

/** One kind's period: keep forever or one of the spec's choices (30, 60, 90, 180, 365 days). */
export function PeriodSelect(props: {
  id: string;
  label: string;
  help: string;
  value: number | null;
  choices: readonly number[];
  disabled: boolean;
  onChange: (days: number | null) => void;
}) {
  const { id, label, help, value, choices, disabled, onChange } = props;
  return (
    <FormControl size="small" sx={{ minWidth: 220, flex: 1 }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value === null ? KEEP : String(value)}
        onChange={(event) => onChange(event.target.value === KEEP ? null : Number(event.target.value))}
      >
        <MenuItem value={KEEP}>{strings.keepForever}</MenuItem>
        {choices.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {strings.days(days)}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{help}</FormHelperText>
    </FormControl>
  );
}
