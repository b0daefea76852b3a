import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { PublicPageFrame } from '../../insights/components/PublicPageFrame';
import { HighlightCardContent } from '../../insights/highlight-card/HighlightCardContent';
import { SHARED_HIGHLIGHT_QUERY } from '../operations.public';
import { sharingStrings } from '../strings';

/**
 * /public-object/:shareToken: a highlight for anyone holding its link, as its card shows it (quote,
 * note title, tags). Requests carry no cookies; a revoked or unknown link, or one whose creator can
 * no longer read the highlight, gets the server's message.
 */
export function PublicHighlightPage() {
  const { shareToken = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(
    SHARED_HIGHLIGHT_QUERY,
    { shareToken },
    { anonymous: true },
  );

  if (loading && !data) return <LoadingState />;
  return (
    <PublicPageFrame>
      {data ? (
        <Paper
          variant="outlined"
          component="article"
          sx={{ p: { xs: 2, md: 4 } }}
          data-testid="public-highlight"
        >
          <HighlightCardContent highlight={{ ...data.sharedHighlight, noteId: null }} />
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
