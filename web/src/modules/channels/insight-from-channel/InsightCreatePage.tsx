import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { MissingItem } from '../components/MissingItem';
import { useIdParam } from '../hooks/useIdParam';
import { CHANNEL_THEME_QUERY, CHANNEL_TOPIC_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { InsightFromChannelDialog } from './InsightFromChannelDialog';
import { insightCreatePageStrings as strings } from './strings';

/**
 * /insights/create/{activityWrapId} (spec 000 §2 Channels): writing an insight from a channel's
 * activity, named by a theme's or a topic's id. The page opens "Write an insight" for it (project,
 * title, the data points to quote); closing it goes back to the theme's or topic's page.
 */
export function InsightCreatePage() {
  const id = useIdParam('activityWrapId');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const theme = useGraphqlQuery(CHANNEL_THEME_QUERY, { id: id ?? '' }, { skip: id === null });
  const themeMissing = theme.error instanceof GraphqlError && theme.error.errorCode === 'NOT_FOUND';
  // Not a theme's id: a topic's.
  const topic = useGraphqlQuery(
    CHANNEL_TOPIC_QUERY,
    { id: id ?? '' },
    { skip: id === null || !themeMissing },
  );
  const topicMissing = topic.error instanceof GraphqlError && topic.error.errorCode === 'NOT_FOUND';
  if (id === null || (themeMissing && topicMissing)) return <MissingItem body={strings.notFound} />;
  const found = theme.data?.channelTheme
    ? { kind: 'theme' as const, item: theme.data.channelTheme }
    : topic.data?.channelTopic
      ? { kind: 'topic' as const, item: topic.data.channelTopic }
      : null;
  if (!found) {
    const failed = (!themeMissing && theme.error) || topic.error;
    return failed ? <ErrorAlert error={failed} /> : <LoadingState />;
  }
  const { kind, item } = found;
  const path = kind === 'theme' ? channelPaths.theme(item) : channelPaths.topic(item);
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          {
            label: item.channelTitle,
            to: channelPaths.channel({ id: item.channelId, title: item.channelTitle }),
          },
          { label: item.title, to: path },
        ]}
      />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {strings.title(item.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {strings.body}
      </Typography>
      <Button variant="contained" startIcon={<LightbulbOutlinedIcon />} onClick={() => setOpen(true)}>
        {strings.reopen}
      </Button>
      <InsightFromChannelDialog
        open={open}
        onClose={() => {
          setOpen(false);
          void navigate(path);
        }}
        source={{
          kind,
          title: item.title,
          channelId: item.channelId,
          channelTitle: item.channelTitle,
          total: item.datapointCount,
          path,
        }}
        filter={kind === 'theme' ? { themeId: item.id } : { topicId: item.id }}
      />
    </>
  );
}
