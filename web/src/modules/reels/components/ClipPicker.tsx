import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CLIP_CANDIDATES_QUERY } from '../operations';
import { reelStrings } from '../strings';
import { formatClipTime } from '../utils/formatClipTime';

/** Picks more clips for a reel: the project's audio/video highlights (searchable) not in it yet. */
export function ClipPicker({
  projectId,
  inReel,
  max,
  busy,
  onAdd,
}: {
  projectId: string;
  inReel: ReadonlySet<string>;
  /** How many clips a reel holds at most. */
  max: number;
  busy: boolean;
  onAdd: (highlightId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const { data, error, refetch } = useGraphqlQuery(CLIP_CANDIDATES_QUERY, {
    projectId,
    search: search.trim() || null,
  });
  const full = inReel.size >= max;
  const candidates = (data?.searchHighlights ?? []).filter(
    (highlight) => highlight.audioVideo && !inReel.has(highlight.id),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {reelStrings.addClips}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={reelStrings.searchClips}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ my: 1 }}
      />
      <ErrorAlert error={error} onRetry={refetch} />
      {full ? <Typography color="text.secondary">{reelStrings.limit(max)}</Typography> : null}
      {data && candidates.length === 0 ? (
        <Typography color="text.secondary">{reelStrings.nothingToAdd}</Typography>
      ) : null}
      <List dense data-testid="reel-clip-picker">
        {candidates.map((highlight) => (
          <ListItem
            key={highlight.id}
            secondaryAction={
              <Button size="small" disabled={busy || full} onClick={() => onAdd(highlight.id)}>
                {reelStrings.add}
              </Button>
            }
            sx={{ pr: 10 }}
          >
            <ListItemText
              primary={highlight.text}
              secondary={`${highlight.noteTitle} · ${formatClipTime(highlight.audioVideo?.startTime ?? 0)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
