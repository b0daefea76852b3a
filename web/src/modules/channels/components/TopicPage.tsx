import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { useCanEditChannels } from '../hooks/useCanEditChannels';
import { useChannelView } from '../hooks/useChannelView';
import { useIdParam } from '../hooks/useIdParam';
import { CHANNEL_QUERY, CHANNEL_TOPIC_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { topicShare } from '../utils/topicShare';
import { DeleteGroupingDialog } from './DeleteGroupingDialog';
import { InsightFromChannelButton } from '../insight-from-channel/InsightFromChannelButton';
import { ItemDatapointsSection } from './ItemDatapointsSection';
import { ItemHeader } from './ItemHeader';
import { MissingItem } from './MissingItem';
import { TopicDialog } from './TopicDialog';
import { TopicQuery } from './TopicQuery';

/**
 * /t/{topicId}: a topic of a channel with its words, how many data points they match (and their share
 * of the channel), the volume of those data points per week, and the data points themselves in the
 * channel's grid. Nobody files data points into a topic, so the grid offers only what the channel's
 * does (add to a theme, delete). Dates, chart type and filter live in the hash.
 */
export function TopicPage() {
  const topicId = useIdParam('topicId');
  const canEdit = useCanEditChannels();
  const navigate = useNavigate();
  const [view, setView] = useChannelView();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading, refetch } = useGraphqlQuery(
    CHANNEL_TOPIC_QUERY,
    { id: topicId ?? '' },
    { skip: topicId === null },
  );
  const topic = data?.channelTopic;
  // The channel's size (for the share) and its themes (for "Add to theme…" from here).
  const channel = useGraphqlQuery(CHANNEL_QUERY, { id: topic?.channelId ?? '' }, { skip: !topic });
  const missing = topicId === null || (error instanceof GraphqlError && error.errorCode === 'NOT_FOUND');
  if (missing) return <MissingItem body={channelStrings.topicNotFound} />;
  if (!topic) return loading ? <LoadingState /> : <ErrorAlert error={error} onRetry={refetch} />;

  const channelLink = { id: topic.channelId, title: topic.channelTitle };
  const channelTotal = channel.data?.channel.datapointCount;
  const share = channelTotal === undefined ? null : topicShare(topic.datapointCount, channelTotal);
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          { label: topic.channelTitle, to: channelPaths.channel(channelLink) },
          { label: channelStrings.tabs.topics, to: channelPaths.topics(channelLink) },
        ]}
      />
      <ItemHeader
        title={topic.title}
        description=""
        about={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {channelStrings.topicFollows}
            </Typography>
            <TopicQuery query={topic.query} />
          </Stack>
        }
        canEdit={canEdit}
        action={
          <InsightFromChannelButton
            kind="topic"
            id={topic.id}
            title={topic.title}
            channelId={topic.channelId}
            channelTitle={topic.channelTitle}
            total={topic.datapointCount}
            path={channelPaths.topic(topic)}
          />
        }
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        facts={
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="topic-datapoint-count">
              {channelStrings.datapointCount(topic.datapointCount)}
            </Typography>
            {share ? (
              <Typography variant="body2">{channelStrings.topicShareOfChannel(share)}</Typography>
            ) : null}
            <Typography variant="body2">
              {channelStrings.themeOfChannel}:{' '}
              <Link component={RouterLink} to={channelPaths.channel(channelLink)} underline="hover">
                {topic.channelTitle}
              </Link>
            </Typography>
          </>
        }
      />
      <ErrorAlert error={error} onRetry={refetch} />
      <ItemDatapointsSection
        channelId={topic.channelId}
        item={{ kind: 'topic', id: topic.id }}
        heading={channelStrings.topicDatapoints}
        emptyLabel={channelStrings.noTopicDatapoints}
        themes={channel.data?.channel.themes ?? []}
        canEdit={canEdit}
        view={view}
        onViewChange={setView}
      />
      <TopicDialog
        open={dialog === 'edit'}
        channelId={topic.channelId}
        topic={topic}
        onClose={() => setDialog(null)}
        onSaved={() => setNotice(channelStrings.saved)}
      />
      <DeleteGroupingDialog
        kind="topic"
        item={dialog === 'delete' ? topic : null}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate(channelPaths.topics(channelLink), { replace: true })}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
