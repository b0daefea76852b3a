import TextField from '@mui/material/TextField';
import { PROJECT_SUMMARY_MAX, projectStrings } from '../strings';

/** The project summary box of the new and edit dialogs: multi-line, with the characters left. */
export function SummaryField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={projectStrings.projectSummary}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      multiline
      minRows={3}
      margin="normal"
      helperText={projectStrings.charactersLeft(value.length, PROJECT_SUMMARY_MAX)}
      slotProps={{ htmlInput: { maxLength: PROJECT_SUMMARY_MAX } }}
    />
  );
}
