import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { NOTE_FILE_REEL_QUERY } from '../operations';
import { reelStrings } from '../strings';
import { ReelEmptyState } from './ReelEmptyState';
import { ReelPlayer } from './ReelPlayer';

/** /data/{noteId}/reels/{fileId}: a note's recording as a reel of its audio/video highlights, in time order. */
export function NoteFileReelPage() {
  const { noteId = '', fileId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(NOTE_FILE_REEL_QUERY, { noteId, fileId });
  if (loading && !data) return <LoadingState />;
  if (!data) return <PageLoadError error={error} onRetry={refetch} />;
  const reel = data.noteFileReel;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Button
          component={RouterLink}
          to={`/data/${noteId}`}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {reelStrings.backToNote}
        </Button>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {reelStrings.reel}: {reel.title}
        </Typography>
        {reel.clips.length > 0 ? (
          <ReelPlayer title={reel.title} clips={reel.clips} />
        ) : (
          <ReelEmptyState hint={reelStrings.emptyNoteFile} />
        )}
      </Stack>
    </Container>
  );
}
