import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent, Ref } from 'react';
import { searchStrings as strings } from '../strings';

/** Spec 000 §9: a search is at most 2,000 characters. */
export const MAX_QUERY_CHARS = 2000;

/** The search page's field: focused on arrival; ArrowDown moves into the results. */
export function SearchField({
  value,
  onChange,
  onArrowDown,
  inputRef,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  onArrowDown: () => void;
  inputRef: Ref<HTMLInputElement>;
  busy: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onArrowDown();
    }
  };
  return (
    <TextField
      fullWidth
      autoFocus
      role="search"
      label={strings.fieldLabel}
      placeholder={strings.fieldPlaceholder}
      helperText={strings.fieldHint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          maxLength: MAX_QUERY_CHARS,
          'aria-busy': busy,
          'data-testid': 'search-field',
          enterKeyHint: 'search',
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={strings.clearQuery}
                onClick={() => onChange('')}
                edge="end"
                size="small"
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
          sx: { bgcolor: 'background.paper', fontSize: 18 },
        },
      }}
    />
  );
}
