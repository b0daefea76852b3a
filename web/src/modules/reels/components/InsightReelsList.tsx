import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CREATE_REEL_MUTATION, INSIGHT_REELS_QUERY } from '../operations';
import { reelStrings } from '../strings';

/** An insight's reels to open, and (for members who edit) a new reel of the clips the insight cites. */
export function InsightReelsList({
  insightId,
  currentReelId,
  mayEdit,
}: {
  insightId: string;
  currentReelId?: string;
  mayEdit: boolean;
}) {
  const navigate = useNavigate();
  const { data, error, refetch } = useGraphqlQuery(INSIGHT_REELS_QUERY, { insightId });
  const [create, creating] = useGraphqlMutation(CREATE_REEL_MUTATION, { refetchQueries: ['InsightReels'] });
  const onCreate = async () => {
    const made = await create({ input: { insightId } });
    if (made) navigate(`/insights/${insightId}/reels/${made.createReel.id}`);
  };
  const reels = data?.insightReels ?? [];
  // On the insight's page the list is a section under the comments and looks like theirs; beside a
  // reel it is one of the player's side panels and looks like them.
  const onInsightPage = currentReelId === undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={reelStrings.insightReels}
      sx={{ p: onInsightPage ? { xs: 2, md: 3 } : 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          variant={onInsightPage ? 'subtitle1' : 'subtitle2'}
          component="h2"
          sx={onInsightPage ? { fontWeight: 600 } : undefined}
        >
          {reelStrings.insightReels}
        </Typography>
        {mayEdit ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => void onCreate()}
            disabled={creating.loading}
          >
            {reelStrings.newReel}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error ?? creating.error} onRetry={error ? refetch : undefined} />
      {data && reels.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {reelStrings.noReels}
        </Typography>
      ) : null}
      <List dense>
        {reels.map((reel) => (
          <ListItem key={reel.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/insights/${insightId}/reels/${reel.id}`}
              selected={reel.id === currentReelId}
            >
              <ListItemText primary={reel.title} secondary={reelStrings.clipsCount(reel.clipCount)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
