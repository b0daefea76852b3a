import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import type { HighlightSource } from '../highlight-card/highlightSource';
import { SHARED_INSIGHT_QUERY } from '../operations.public';
import { insightStrings } from '../strings';
import { InsightDocumentView } from './InsightDocumentView';
import { PublicPageFrame } from './PublicPageFrame';

/**
 * /p/:shareToken: a published insight for anyone holding its link, read-only, with its highlight
 * cards. Requests carry no cookies; a revoked or unknown link gets the server's message.
 */
export function PublicInsightPage() {
  const { shareToken = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(SHARED_INSIGHT_QUERY, { shareToken }, { anonymous: true });
  const shared = data?.sharedInsight;
  const source = useMemo<HighlightSource>(() => {
    const byId = new Map((shared?.highlights ?? []).map((h) => [h.id, { ...h, noteId: null }]));
    return { load: (id) => Promise.resolve(byId.get(id) ?? null) };
  }, [shared]);

  if (loading && !data) return <LoadingState />;
  return (
    <PublicPageFrame>
      {shared ? (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 5 } }}>
          {shared.publishedAt ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {insightStrings.publishedOn(formatDate(shared.publishedAt))}
            </Typography>
          ) : null}
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '2rem', md: '2.5rem' } }}
          >
            {shared.title}
          </Typography>
          <InsightDocumentView contentJson={shared.contentJson} content={shared.content} source={source} />
        </Paper>
      ) : (
        <Alert severity="warning" data-testid="public-insight-gone">
          <AlertTitle>{insightStrings.linkGoneTitle}</AlertTitle>
          {errorMessage(error)}
        </Alert>
      )}
    </PublicPageFrame>
  );
}
