import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { TagChip } from '../../common/components/TagChip';
import { commonStrings } from '../../common/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { insightStrings } from '../strings';
import { SEARCH_HIGHLIGHTS_QUERY } from './operations';

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 250;

/** Searches the project's highlights (quote or note title) and hands the chosen one to `onPick`. */
export function HighlightPickerDialog({
  projectId,
  open,
  onClose,
  onPick,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onPick: (highlightId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const { data, error, loading, refetch } = useGraphqlQuery(
    SEARCH_HIGHLIGHTS_QUERY,
    { projectId, search: query || null },
    { skip: !open },
  );
  const highlights = data?.searchHighlights ?? [];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="highlight-picker-title">
      <DialogTitle id="highlight-picker-title">{insightStrings.pickerTitle}</DialogTitle>
      <DialogContent>
        <TextField
          label={insightStrings.pickerSearch}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'highlight-picker-search', maxLength: 2000 } }}
        />
        {loading && !data ? <LoadingState /> : null}
        <ErrorAlert error={error} onRetry={refetch} />
        {data && highlights.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {query ? insightStrings.pickerNoMatch : insightStrings.pickerEmpty}
          </Typography>
        ) : null}
        {highlights.length > 0 ? (
          <List aria-label={insightStrings.pickerTitle}>
            {highlights.map((highlight) => (
              <ListItem key={highlight.id} disablePadding divider>
                <ListItemButton data-testid="highlight-picker-option" onClick={() => onPick(highlight.id)}>
                  <ListItemText
                    primary={`“${highlight.text}”`}
                    secondary={
                      <Stack
                        component="span"
                        direction="row"
                        spacing={0.5}
                        useFlexGap
                        sx={{ flexWrap: 'wrap', mt: 0.5 }}
                      >
                        <span>
                          {insightStrings.fromNote} {highlight.noteTitle}
                        </span>
                        {highlight.tags.map((tag) => (
                          <TagChip key={tag.id} title={tag.title} color={tag.color} />
                        ))}
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{commonStrings.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
