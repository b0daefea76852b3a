import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ReelClipFieldsFragment } from '../../../gql/graphql';
import { reelStrings } from '../strings';

/** The order of a reel's clips, changed one step at a time: up, down, remove (the reel keeps at least one). */
export function ReelClipsEditor({
  clips,
  busy,
  onChange,
}: {
  clips: readonly ReelClipFieldsFragment[];
  busy: boolean;
  onChange: (clipIds: string[]) => void;
}) {
  const ids = clips.map((clip) => clip.clipId);
  const moved = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    return next;
  };
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {reelStrings.orderHeading}
      </Typography>
      <List dense data-testid="reel-clips-editor">
        {clips.map((clip, i) => (
          <ListItem
            key={clip.clipId}
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={reelStrings.moveUp(i + 1)} describeChild>
                  <span>
                    <IconButton
                      size="small"
                      disabled={busy || i === 0}
                      onClick={() => onChange(moved(i, i - 1))}
                      aria-label={reelStrings.moveUp(i + 1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={reelStrings.moveDown(i + 1)} describeChild>
                  <span>
                    <IconButton
                      size="small"
                      disabled={busy || i + 1 === clips.length}
                      onClick={() => onChange(moved(i, i + 1))}
                      aria-label={reelStrings.moveDown(i + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={reelStrings.remove(i + 1)} describeChild>
                  <span>
                    <IconButton
                      size="small"
                      disabled={busy || clips.length === 1}
                      onClick={() => onChange(ids.filter((id) => id !== clip.clipId))}
                      aria-label={reelStrings.remove(i + 1)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            }
            sx={{ pr: 16 }}
          >
            <ListItemText
              primary={`${i + 1}. ${clip.text}`}
              secondary={clip.noteTitle}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
