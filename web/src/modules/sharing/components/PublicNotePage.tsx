import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { PublicPageFrame } from '../../insights/components/PublicPageFrame';
import { SHARED_NOTE_QUERY } from '../operations.public';
import { sharingStrings } from '../strings';

/**
 * /p/data/:shareToken: a note for anyone holding its link, read-only: its title, the day it was
 * added and its text, a paragraph per line. Requests carry no cookies; a revoked or unknown link,
 * or one whose creator can no longer read the note, gets the server's message.
 */
export function PublicNotePage() {
  const { shareToken = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(SHARED_NOTE_QUERY, { shareToken }, { anonymous: true });
  const note = data?.sharedNote;

  if (loading && !data) return <LoadingState />;
  return (
    <PublicPageFrame>
      {note ? (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 5 } }} data-testid="public-note">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {sharingStrings.sharedNoteOn(formatDate(note.createdAt))}
          </Typography>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}
          >
            {note.title}
          </Typography>
          {note.content.trim() === '' ? (
            <Typography color="text.secondary">{sharingStrings.emptyNote}</Typography>
          ) : (
            note.content.split('\n').map((line, index) => (
              // Lines never move: their index is a stable key.
              <Typography
                key={index}
                component="p"
                sx={{ mb: 1.5, overflowWrap: 'anywhere', minHeight: '1em' }}
              >
                {line}
              </Typography>
            ))
          )}
        </Paper>
      ) : (
        <Alert severity="warning" data-testid="public-share-gone">
          <AlertTitle>{sharingStrings.linkGoneTitle}</AlertTitle>
          {errorMessage(error)}
        </Alert>
      )}
    </PublicPageFrame>
  );
}
