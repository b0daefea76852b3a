import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useDebouncedValue } from '../../search/hooks/useDebouncedValue';
import { TOPIC_PREVIEW_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { TopicQuery } from './TopicQuery';

/** Typing settles for this long before the preview asks the server. */
const TYPING_MS = 300;
const SHOWN = 3;

/**
 * Under the topic dialog's fields: the words as the topic will read them, how many of the channel's
 * data points they match now, and the first few, asked of the server as the topic itself would (the
 * same stemming and syntax). Words the server refuses (only "the and", too many) show its reason
 * here, before anyone saves.
 */
export function TopicPreview({ channelId, query }: { channelId: string; query: string }) {
  const typed = query.trim();
  const words = useDebouncedValue(typed, TYPING_MS);
  const variables = useMemo(
    () => ({ input: { channelId, matching: words, limit: SHOWN } }),
    [channelId, words],
  );
  const { data, previousData, error, loading, refetch } = useGraphqlQuery(TOPIC_PREVIEW_QUERY, variables, {
    skip: words === '',
  });
  // Nothing is asked (nor shown) for an empty field; an emptied field forgets the last answer.
  const failure = typed === '' ? undefined : error;
  const refused = failure instanceof GraphqlError && failure.errorCode === 'BAD_USER_INPUT';
  const page = typed === '' || failure ? undefined : (data ?? previousData)?.channelDatapoints;
  // The answer on screen is for other words than the field's (still typing, or on its way).
  const stale = words !== typed || (loading && !data);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="topic-preview-title"
      aria-busy={stale}
      data-testid="topic-preview"
      sx={{ p: 1.5, mt: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="topic-preview-title" variant="overline" component="h3" color="text.secondary">
        {channelStrings.topicPreviewTitle}
      </Typography>
      {typed === '' ? (
        <Typography variant="body2" color="text.secondary">
          {channelStrings.topicPreviewIdle}
        </Typography>
      ) : null}
      {refused ? (
        <Typography variant="body2" color="error" role="alert">
          {errorMessage(failure)}
        </Typography>
      ) : null}
      {failure && !refused ? <ErrorAlert error={failure} onRetry={refetch} /> : null}
      {page ? (
        <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Box sx={{ mb: 1 }}>
            <TopicQuery query={words} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="topic-preview-count">
            {channelStrings.topicPreviewCount(page.total)}
          </Typography>
          {page.items.length > 0 ? (
            <Box
              component="ul"
              aria-label={channelStrings.topicPreviewLabel}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
            >
              {page.items.map((item) => (
                <Typography
                  key={item.id}
                  component="li"
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    py: 0.5,
                    borderTop: 1,
                    borderColor: 'divider',
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {item.text}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
