import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import type { ChannelTopicFieldsFragment } from '../../../gql/graphql';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { topicShare } from '../utils/topicShare';
import { EditDeleteMenu } from './EditDeleteMenu';
import { TopicQuery } from './TopicQuery';

/** A topic in the Topics tab: its title (to its page), count and share, its words, and its ⋮ menu. */
export function TopicListItem({
  topic,
  channelDatapointCount,
  first,
  canEdit,
  onEdit,
  onDelete,
}: {
  topic: ChannelTopicFieldsFragment;
  channelDatapointCount: number;
  first: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Box
      component="li"
      data-testid="topic-item"
      sx={{ px: 2, py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={channelPaths.topic(topic)}
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {topic.title}
            </Link>
            <Chip
              size="small"
              label={channelStrings.topicShare(
                topic.datapointCount,
                topicShare(topic.datapointCount, channelDatapointCount),
              )}
              data-testid="topic-count"
            />
          </Stack>
          <Box sx={{ mt: 0.75 }}>
            <TopicQuery query={topic.query} />
          </Box>
        </Box>
        {canEdit ? (
          <EditDeleteMenu
            label={channelStrings.actionsFor(topic.title)}
            editLabel={channelStrings.editTopic}
            deleteLabel={channelStrings.deleteTopic}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
