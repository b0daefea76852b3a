import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { languageLabel } from '../utils/languageLabel';

/** A picker of transcription languages (auto-identify first); `extra` adds options before them. */
export function TranscriptionLanguageSelect({
  label,
  languages,
  value,
  onChange,
  disabled,
  extra,
  helperText,
  size = 'small',
}: {
  label: string;
  languages: readonly string[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  extra?: { value: string; label: string }[];
  helperText?: string;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {(extra ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {languages.map((code) => (
        <MenuItem key={code} value={code}>
          {languageLabel(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
