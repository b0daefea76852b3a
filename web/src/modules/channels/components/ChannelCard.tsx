import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ChannelSummaryFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';

/** A channel in the list: its title (the link), description and counts, and when it last changed. */
export function ChannelCard({
  channel,
  sourceCount,
}: {
  channel: ChannelSummaryFieldsFragment;
  sourceCount: number;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="channel-card">
      <CardActionArea
        component={RouterLink}
        to={channelPaths.channel(channel)}
        sx={{ height: '100%', alignItems: 'stretch', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ flexGrow: 1, width: '100%' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
            {channel.title}
          </Typography>
          <Typography
            color={channel.description ? 'text.secondary' : 'text.disabled'}
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              mb: 2,
              minHeight: '3em',
            }}
          >
            {channel.description || channelStrings.noDescription}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {channelStrings.datapointCount(channel.datapointCount)}
            </Typography>
            <Typography variant="body2">{channelStrings.themeCount(channel.themeCount)}</Typography>
            <Typography variant="body2">{channelStrings.topicCount(channel.topicCount)}</Typography>
            <Typography variant="body2">{channelStrings.sourceCount(sourceCount)}</Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {channelStrings.updatedOn(formatDate(channel.updatedAt))}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
