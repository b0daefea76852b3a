import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dataRetentionStrings as strings } from '../strings';

/** The deletions managers were warned of and that have not happened yet, each in the warning's words. */
export function ScheduledDeletions({
  scheduled,
}: {
  scheduled: readonly { deletesAt: string; text: string }[];
}) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {strings.scheduledTitle}
      </Typography>
      <Paper variant="outlined">
        {scheduled.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {strings.noneScheduled}
          </Typography>
        ) : (
          <List dense>
            {scheduled.map((deletion) => (
              <ListItem key={`${deletion.deletesAt}-${deletion.text}`}>
                <ListItemText primary={deletion.text} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
