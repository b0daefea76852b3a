import TextField from '@mui/material/TextField';
import { projectStrings } from '../strings';

/** The (by default required) focused title field of a create dialog, with a characters-left counter. */
export function TitleField({
  label,
  value,
  onChange,
  max,
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** False where an empty title falls back to 'Untitled <kind>'. */
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      autoFocus
      fullWidth
      margin="normal"
      helperText={projectStrings.charactersLeft(value.length, max)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
