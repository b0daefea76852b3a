import CheckIcon from '@mui/icons-material/Check';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { tagStrings } from '../strings';
import type { Tag } from '../types/Tag';
import { type PickerOption, pickerOptions } from '../utils/pickerOptions';

/**
 * The keyboard-driven tag picker that opens on a new highlight: type to filter, arrows to move,
 * Enter applies the tag under the cursor (or creates one with the typed name), Escape closes.
 * It stays open after applying, so several tags can be given in a row.
 */
export function TagPicker({
  anchor,
  tags,
  appliedIds,
  error,
  onApply,
  onCreate,
  onClose,
}: {
  anchor: { top: number; left: number } | null;
  tags: Tag[];
  appliedIds: string[];
  error: unknown;
  /** Each resolves true when the change was made (a refusal is shown through `error`). */
  onApply: (tag: Tag) => Promise<boolean>;
  onCreate: (title: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => pickerOptions(tags, query), [tags, query]);
  const current = Math.min(cursor, Math.max(options.length - 1, 0));

  async function choose(option: PickerOption<Tag> | undefined) {
    if (!option || busy) return;
    setBusy(true);
    try {
      const done = option.kind === 'tag' ? await onApply(option.tag) : await onCreate(option.title);
      // After a refusal the typed text stays, to be corrected.
      if (!done) return;
      setQuery('');
      setCursor(0);
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setCursor((current + 1) % Math.max(options.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setCursor((current - 1 + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(options[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <Popover
      open={anchor !== null}
      anchorReference="anchorPosition"
      anchorPosition={anchor ?? undefined}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320 } } }}
    >
      <Box sx={{ p: 1.5 }} role="dialog" aria-label={tagStrings.pickerLabel}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={tagStrings.pickerLabel}
          placeholder={tagStrings.pickerPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setCursor(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'data-testid': 'tag-picker-input',
              role: 'combobox',
              'aria-expanded': true,
              'aria-controls': 'tag-picker-options',
              'aria-activedescendant': options.length ? `tag-option-${current}` : undefined,
            },
          }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {tagStrings.pickerHint}
        </Typography>
        <ErrorAlert error={error} />
        {options.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {tagStrings.noTagsYet}
          </Typography>
        ) : (
          <List dense id="tag-picker-options" role="listbox" sx={{ maxHeight: 260, overflowY: 'auto' }}>
            {options.map((option, index) => {
              const applied = option.kind === 'tag' && appliedIds.includes(option.tag.id);
              return (
                <ListItemButton
                  key={option.kind === 'tag' ? option.tag.id : 'create'}
                  id={`tag-option-${index}`}
                  role="option"
                  aria-selected={index === current}
                  selected={index === current}
                  onMouseEnter={() => setCursor(index)}
                  onClick={() => void choose(option)}
                  data-testid="tag-picker-option"
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {option.kind === 'create' ? (
                      <AddIcon fontSize="small" />
                    ) : applied ? (
                      <CheckIcon fontSize="small" aria-label={tagStrings.applied} />
                    ) : (
                      <Box
                        sx={{
                          width: 12,
                          height: 12,
                          borderRadius: '50%',
                          bgcolor: option.tag.color,
                          ml: 0.25,
                        }}
                      />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={option.kind === 'tag' ? option.tag.title : tagStrings.createOption(option.title)}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Box>
    </Popover>
  );
}
