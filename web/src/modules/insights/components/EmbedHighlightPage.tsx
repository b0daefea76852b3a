import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { HighlightCardContent } from '../highlight-card/HighlightCardContent';
import { EMBEDDED_HIGHLIGHT_QUERY } from '../operations.public';
import { insightStrings } from '../strings';
import { PublicPageFrame } from './PublicPageFrame';

/**
 * /embed/highlights/:highlightId, for other sites to frame: the highlight card (quote, source note
 * title, tags) when a shared, published insight embeds it; otherwise a clear not-available note.
 */
export function EmbedHighlightPage() {
  const { highlightId = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(
    EMBEDDED_HIGHLIGHT_QUERY,
    { highlightId },
    { anonymous: true },
  );
  if (loading && !data) return <LoadingState />;
  return (
    <PublicPageFrame compact>
      {data ? (
        <HighlightCardContent highlight={{ ...data.embeddedHighlight, noteId: null }} />
      ) : (
        <Alert severity="info" data-testid="embed-gone">
          <AlertTitle>{insightStrings.embedGoneTitle}</AlertTitle>
          {errorMessage(error)}
        </Alert>
      )}
    </PublicPageFrame>
  );
}
