import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { canEdit } from '../../projects/utils/canEdit';
import { DELETE_REEL_MUTATION, REEL_INSIGHT_QUERY, REEL_QUERY, UPDATE_REEL_MUTATION } from '../operations';
import { reelStrings } from '../strings';
import { ClipPicker } from './ClipPicker';
import { InsightReelsList } from './InsightReelsList';
import { ReelClipsEditor } from './ReelClipsEditor';
import { ReelEmptyState } from './ReelEmptyState';
import { ReelPlayer } from './ReelPlayer';

/**
 * /insights/{insightId}/reels/{reelId}: one of an insight's reels, played clip after clip; members
 * who edit rename it, reorder, remove and add clips (at most 100), or delete it.
 */
export function InsightReelPage() {
  const { insightId = '', reelId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const mayEdit = canEdit(viewer?.role);
  const { data, error, loading, refetch } = useGraphqlQuery(REEL_QUERY, { id: reelId });
  const insight = useGraphqlQuery(REEL_INSIGHT_QUERY, { insightId });
  const [update, updating] = useGraphqlMutation(UPDATE_REEL_MUTATION, { refetchQueries: ['InsightReels'] });
  const [remove, removing] = useGraphqlMutation(DELETE_REEL_MUTATION, { refetchQueries: ['InsightReels'] });
  const [title, setTitle] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reel = data?.reel;

  useEffect(() => {
    if (reel) setTitle(reel.title);
  }, [reel]);

  if (loading && !data) return <LoadingState />;
  if (!reel) return <PageLoadError error={error} onRetry={refetch} />;
  const clipIds = reel.clips.map((clip) => clip.clipId);
  const save = (change: { title?: string; highlightIds?: string[] }) =>
    void update({ input: { id: reel.id, ...change } });
  const onDelete = async () => {
    if (await remove({ id: reel.id })) navigate(`/insights/${insightId}`);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Button
          component={RouterLink}
          to={`/insights/${insightId}`}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {insight.data
            ? `${reelStrings.backToInsight}: ${insight.data.insight.title}`
            : reelStrings.backToInsight}
        </Button>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {reelStrings.reel}: {reel.title}
        </Typography>
        <ErrorAlert error={updating.error} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            {reel.clips.length > 0 ? (
              <ReelPlayer title={reel.title} clips={reel.clips} />
            ) : (
              <ReelEmptyState hint={reelStrings.emptyInsight} />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {mayEdit ? (
                <Stack
                  component="form"
                  direction="row"
                  spacing={1}
                  onSubmit={(event) => {
                    event.preventDefault();
                    save({ title });
                  }}
                >
                  <TextField
                    size="small"
                    fullWidth
                    label={reelStrings.rename}
                    value={title}
                    onChange={(event) => setTitle(event.target.value)}
                  />
                  <Button
                    type="submit"
                    disabled={updating.loading || title === reel.title}
                    sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  >
                    {reelStrings.saveTitle}
                  </Button>
                </Stack>
              ) : null}
              {mayEdit && reel.clips.length > 0 ? (
                <ReelClipsEditor
                  clips={reel.clips}
                  busy={updating.loading}
                  onChange={(highlightIds) => save({ highlightIds })}
                />
              ) : null}
              {mayEdit && insight.data ? (
                <ClipPicker
                  projectId={insight.data.insight.projectId}
                  inReel={new Set(clipIds)}
                  max={reel.maxClips}
                  busy={updating.loading}
                  onAdd={(id) => save({ highlightIds: [...clipIds, id] })}
                />
              ) : null}
              <InsightReelsList insightId={insightId} currentReelId={reel.id} mayEdit={mayEdit} />
              {mayEdit ? (
                <Button color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
                  {reelStrings.deleteReel}
                </Button>
              ) : null}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={reelStrings.deleteConfirmTitle}
        body={reelStrings.deleteConfirmBody}
        confirmLabel={reelStrings.deleteReel}
        busy={removing.loading}
        error={removing.error}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
