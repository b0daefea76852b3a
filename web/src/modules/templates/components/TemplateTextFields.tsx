import TextField from '@mui/material/TextField';
import { templateStrings as strings } from '../strings';

/** A template's title (required, 200 characters) and description (1000), each with characters left. */
export function TemplateTextFields({
  title,
  description,
  onTitle,
  onDescription,
  titleMax,
  descriptionMax,
  disabled = false,
  autoFocus = false,
}: {
  title: string;
  description: string;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
  titleMax: number;
  descriptionMax: number;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={strings.titleLabel}
        value={title}
        onChange={(event) => onTitle(event.target.value)}
        required
        autoFocus={autoFocus}
        disabled={disabled}
        fullWidth
        margin="normal"
        helperText={strings.charactersLeft(title.length, titleMax)}
        slotProps={{ htmlInput: { maxLength: titleMax } }}
      />
      <TextField
        label={strings.descriptionLabel}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        disabled={disabled}
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        helperText={strings.charactersLeft(description.length, descriptionMax)}
        slotProps={{ htmlInput: { maxLength: descriptionMax } }}
      />
    </>
  );
}
