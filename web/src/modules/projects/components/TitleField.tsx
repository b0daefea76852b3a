import TextField from '@mui/material/TextField';
import { projectStrings } from '../strings';

/** The required, focused title field of a create dialog, with a characters-left counter. */
export function TitleField({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoFocus
      fullWidth
      margin="normal"
      helperText={projectStrings.charactersLeft(value.length, max)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
