import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ChannelTopicFieldsFragment } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CHANNEL_TOPICS_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { DeleteGroupingDialog } from './DeleteGroupingDialog';
import { TopicDialog } from './TopicDialog';
import { TopicListItem } from './TopicListItem';

/**
 * The channel's Topics tab: each topic with its words, how many data points they match and their
 * share of the channel; the title opens the topic's page. Contributors create, edit and delete
 * topics. With none yet, it says what a topic is and how it differs from a theme.
 */
export function TopicsTab({
  channelId,
  datapointCount,
  canEdit,
}: {
  channelId: string;
  datapointCount: number;
  canEdit: boolean;
}) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ChannelTopicFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<ChannelTopicFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading, refetch } = useGraphqlQuery(CHANNEL_TOPICS_QUERY, { channelId });
  const topics = data?.channelTopics;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {topics && topics.length > 0 ? channelStrings.topicsIntro : null}
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {channelStrings.newTopic}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      {!topics && loading ? <LoadingState /> : null}
      {topics?.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="topics-empty">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {channelStrings.noTopicsTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
            {channelStrings.noTopicsBody}
          </Typography>
          {canEdit ? (
            <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mt: 1 }}>
              {channelStrings.noTopicsHint}
            </Typography>
          ) : null}
        </Paper>
      ) : null}
      {topics && topics.length > 0 ? (
        <Paper variant="outlined">
          <Box
            component="ul"
            aria-label={channelStrings.topicsListLabel}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {topics.map((topic, index) => (
              <TopicListItem
                key={topic.id}
                topic={topic}
                channelDatapointCount={datapointCount}
                first={index === 0}
                canEdit={canEdit}
                onEdit={() => setEditing(topic)}
                onDelete={() => setDeleting(topic)}
              />
            ))}
          </Box>
        </Paper>
      ) : null}
      <TopicDialog
        open={creating || editing !== null}
        channelId={channelId}
        topic={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(topic) =>
          setNotice(editing ? channelStrings.saved : channelStrings.topicCreated(topic.title))
        }
      />
      <DeleteGroupingDialog
        kind="topic"
        item={deleting}
        refetchQueries={CHANNEL_DATA_QUERIES}
        onClose={() => setDeleting(null)}
        onDeleted={(title) => setNotice(channelStrings.topicDeleted(title))}
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
