import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SIMILAR_DATAPOINTS_QUERY } from '../operations';
import { datapointDrawerStrings as strings } from './strings';
import { similarQuery } from './similarQuery';

const SHOWN = 5;

/**
 * The channel's data points nearest in meaning to this one (a VECTOR search of its words, in its
 * channel, data points only), itself left out: what else customers said about the same thing.
 */
export function SimilarDatapoints({ id, channelId, text }: { id: string; channelId: string; text: string }) {
  const query = similarQuery(text);
  const variables = useMemo(
    () => ({
      input: {
        types: ['CHANNEL_DATAPOINT' as const],
        query: { method: 'VECTOR' as const, value: query },
        location: { operator: 'LOCATED_IN' as const, ids: [channelId] },
        limit: SHOWN + 1,
      },
    }),
    [channelId, query],
  );
  const { data, error, loading, refetch } = useGraphqlQuery(SIMILAR_DATAPOINTS_QUERY, variables, {
    skip: query === '',
  });
  const items = (data?.search.items ?? []).filter((item) => item.id !== id).slice(0, SHOWN);
  return (
    <section aria-labelledby="similar-datapoints-title">
      <Typography id="similar-datapoints-title" variant="subtitle2" component="h3" sx={{ mt: 3, mb: 0.5 }}>
        {strings.similar}
      </Typography>
      <ErrorAlert error={error} onRetry={refetch} />
      {loading && !data ? <Skeleton variant="rounded" height={96} /> : null}
      {data && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {strings.noSimilar}
        </Typography>
      ) : null}
      <List dense disablePadding aria-label={strings.similar} data-testid="similar-datapoints">
        {items.map((item) => (
          <ListItem key={item.id} disableGutters divider>
            <ListItemText
              primary={item.preview.content.map((s) => s.text).join('')}
              secondary={item.preview.title.map((s) => s.text).join('')}
              slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
