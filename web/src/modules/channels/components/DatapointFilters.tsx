import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { TagSentiment } from '../../../gql/graphql';
import { channelStrings } from '../strings';
import { type ChannelView, NO_THEME } from '../utils/channelView';
import type { ThemeOption } from './ThemeMenuButton';

const ANY = '';
const SENTIMENTS: readonly TagSentiment[] = ['positive', 'negative', 'mixed'];
/** Typing settles for this long before the filter (and the hash) change. */
const TYPING_MS = 350;

/**
 * The data points' filter: theme (any, none, one), sentiment and text; kept in the page's hash.
 * `themes` null leaves the theme out (a theme's own page).
 */
export function DatapointFilters({
  view,
  themes,
  onViewChange,
}: {
  view: ChannelView;
  themes: readonly ThemeOption[] | null;
  onViewChange: (change: Partial<ChannelView>) => void;
}) {
  const [text, setText] = useState(view.contains ?? '');
  // The hash changed from outside (a link, "Clear filters"): the field follows it.
  useEffect(
    () => setText((current) => (current.trim() === (view.contains ?? '') ? current : (view.contains ?? ''))),
    [view.contains],
  );
  useEffect(() => {
    const wanted = text.trim() || null;
    if (wanted === view.contains) return;
    const timer = setTimeout(() => onViewChange({ contains: wanted }), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, view.contains, onViewChange]);
  const filtered = Boolean((themes && view.theme) || view.sentiment || view.contains);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      role="search"
      aria-label={channelStrings.filtersLabel}
    >
      {themes ? (
        <TextField
          select
          size="small"
          label={channelStrings.themeFilter}
          value={view.theme ?? ANY}
          onChange={(event) => onViewChange({ theme: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ANY}>{channelStrings.anyTheme}</MenuItem>
          <MenuItem value={NO_THEME}>{channelStrings.noTheme}</MenuItem>
          {themes.map((theme) => (
            <MenuItem
              key={theme.id}
              value={theme.id}
              sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 360 }}
            >
              {channelStrings.themeOption(theme.title, theme.datapointCount)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={channelStrings.sentimentFilter}
        value={view.sentiment ?? ANY}
        onChange={(event) =>
          onViewChange({ sentiment: SENTIMENTS.find((s) => s === event.target.value) ?? null })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={ANY}>{channelStrings.anySentiment}</MenuItem>
        {SENTIMENTS.map((sentiment) => (
          <MenuItem key={sentiment} value={sentiment}>
            {channelStrings.sentiments[sentiment]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={channelStrings.contains}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flexGrow: 1, minWidth: 200 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 2000 },
        }}
      />
      {filtered ? (
        <Button
          startIcon={<ClearIcon />}
          onClick={() => {
            setText('');
            onViewChange({ theme: themes ? null : view.theme, sentiment: null, contains: null });
          }}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {channelStrings.clearFilters}
        </Button>
      ) : null}
    </Stack>
  );
}
