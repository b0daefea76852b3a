import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { useCompactChart } from '../../dashboards/hooks/useCompactChart';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { useCanEditChannels } from '../hooks/useCanEditChannels';
import { useChannelView } from '../hooks/useChannelView';
import { useIdParam } from '../hooks/useIdParam';
import { CHANNEL_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { type ChannelTab, NO_THEME } from '../utils/channelView';
import { ChannelDialog } from './ChannelDialog';
import { DatapointsTab } from './DatapointsTab';
import { DeleteChannelDialog } from './DeleteChannelDialog';
import { ItemHeader } from './ItemHeader';
import { MissingItem } from './MissingItem';
import { SourcesTab } from './SourcesTab';
import { ThemesTab } from './ThemesTab';
import { TopicsTab } from './TopicsTab';
import { VolumeSection } from './VolumeSection';

const TABS: readonly ChannelTab[] = ['themes', 'datapoints', 'topics', 'sources'];

/**
 * /channels/{channelId}: the channel's title and description (contributors edit and delete it), the
 * volume of its data points per week by sentiment, and its areas as tabs: Themes, Data points, Topics
 * and Sources. The tab, dates, chart type and data point filter live in the hash (spec 000 §2).
 */
export function ChannelPage() {
  const channelId = useIdParam('channelId');
  const canEdit = useCanEditChannels();
  const navigate = useNavigate();
  const [hashView, setView] = useChannelView();
  // On a phone the four tabs share the width, so none hides behind a scroll button.
  const compact = useCompactChart();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading, refetch } = useGraphqlQuery(
    CHANNEL_QUERY,
    { id: channelId ?? '' },
    { skip: channelId === null },
  );
  const channel = data?.channel;
  const missing = channelId === null || (error instanceof GraphqlError && error.errorCode === 'NOT_FOUND');
  if (missing) return <MissingItem body={channelStrings.channelNotFound} />;
  if (!channel) return loading ? <LoadingState /> : <ErrorAlert error={error} onRetry={refetch} />;

  const filteredTheme = channel.themes.find((theme) => theme.id === hashView.theme) ?? null;
  // A theme filter naming a theme deleted since (an old link) filters nothing.
  const view = filteredTheme || hashView.theme === NO_THEME ? hashView : { ...hashView, theme: null };
  const counts: Record<ChannelTab, number> = {
    themes: channel.themeCount,
    datapoints: channel.datapointCount,
    topics: channel.topicCount,
    sources: channel.datasets.length,
  };
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          { label: channel.title },
        ]}
      />
      <ItemHeader
        title={channel.title}
        description={channel.description}
        canEdit={canEdit}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        facts={
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="channel-datapoint-count">
              {channelStrings.datapointCount(channel.datapointCount)}
            </Typography>
            <Typography variant="body2">{channelStrings.themeCount(channel.themeCount)}</Typography>
            <Typography variant="body2">{channelStrings.topicCount(channel.topicCount)}</Typography>
            <Typography variant="body2">{channelStrings.sourceCount(channel.datasets.length)}</Typography>
          </>
        }
      />
      <ErrorAlert error={error} onRetry={refetch} />
      <VolumeSection
        channelId={channel.id}
        themeId={filteredTheme?.id ?? null}
        themeTitle={filteredTheme?.title ?? (view.theme === NO_THEME ? channelStrings.noTheme : null)}
        view={view}
        onViewChange={setView}
      />
      <Tabs
        value={view.tab}
        onChange={(_event, tab: ChannelTab) => setView({ tab })}
        aria-label={channelStrings.tabsLabel}
        variant={compact ? 'fullWidth' : 'standard'}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          // Four labels with their counts fit a phone's width only a little smaller and closer.
          '& .MuiTab-root': {
            px: { xs: 0.5, sm: 2 },
            minWidth: 0,
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          },
        }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={`channel-tab-${tab}`}
            aria-controls={`channel-panel-${tab}`}
            label={`${channelStrings.tabs[tab]} (${counts[tab].toLocaleString()})`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`channel-panel-${view.tab}`} aria-labelledby={`channel-tab-${view.tab}`}>
        {view.tab === 'themes' ? (
          <ThemesTab
            channelId={channel.id}
            themes={channel.themes}
            canEdit={canEdit}
            onShowTheme={(theme) => setView({ tab: 'datapoints', theme })}
          />
        ) : null}
        {view.tab === 'datapoints' ? (
          <DatapointsTab
            channelId={channel.id}
            datapointCount={channel.datapointCount}
            themes={channel.themes}
            canEdit={canEdit}
            view={view}
            onViewChange={setView}
          />
        ) : null}
        {view.tab === 'topics' ? (
          <TopicsTab channelId={channel.id} datapointCount={channel.datapointCount} canEdit={canEdit} />
        ) : null}
        {view.tab === 'sources' ? (
          <SourcesTab
            channelId={channel.id}
            datapointCount={channel.datapointCount}
            datasets={channel.datasets}
            canEdit={canEdit}
          />
        ) : null}
      </div>
      <ChannelDialog
        open={dialog === 'edit'}
        channel={channel}
        onClose={() => setDialog(null)}
        onSaved={() => setNotice(channelStrings.saved)}
      />
      <DeleteChannelDialog
        open={dialog === 'delete'}
        channel={channel}
        sourceCount={channel.datasets.length}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate(channelPaths.list, { replace: true })}
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
