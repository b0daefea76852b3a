import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
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
import { CHANNEL_QUERY, CHANNEL_THEME_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { DeleteGroupingDialog } from './DeleteGroupingDialog';
import { LinkedDatapointDrawer } from '../datapoint-drawer/LinkedDatapointDrawer';
import { InsightFromChannelButton } from '../insight-from-channel/InsightFromChannelButton';
import { ItemDatapointsSection } from './ItemDatapointsSection';
import { ItemHeader } from './ItemHeader';
import { MissingItem } from './MissingItem';
import { ThemeDialog } from './ThemeDialog';

/**
 * /themes/{themeId} (and /themes/{themeId}/data/{datumData}, one data point open): a theme of a channel with its description, count and channel, the volume of its
 * data points per week, and its data points in the same grid as the channel's, where contributors take
 * them out of the theme (or add them to another). Dates, chart type and filter live in the hash.
 */
export function ThemePage() {
  const themeId = useIdParam('themeId');
  // /themes/{themeId}/data/{datumData}: the page with that data point open in its side panel.
  const datumId = useIdParam('datumId');
  const canEdit = useCanEditChannels();
  const navigate = useNavigate();
  const [view, setView] = useChannelView();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading, refetch } = useGraphqlQuery(
    CHANNEL_THEME_QUERY,
    { id: themeId ?? '' },
    { skip: themeId === null },
  );
  const theme = data?.channelTheme;
  // The channel's themes, for "Add to theme…" from here.
  const channel = useGraphqlQuery(CHANNEL_QUERY, { id: theme?.channelId ?? '' }, { skip: !theme });
  const missing = themeId === null || (error instanceof GraphqlError && error.errorCode === 'NOT_FOUND');
  if (missing) return <MissingItem body={channelStrings.themeNotFound} />;
  if (!theme) return loading ? <LoadingState /> : <ErrorAlert error={error} onRetry={refetch} />;

  const channelLink = { id: theme.channelId, title: theme.channelTitle };
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          { label: theme.channelTitle, to: channelPaths.channel(channelLink) },
          { label: theme.title },
        ]}
      />
      <ItemHeader
        title={theme.title}
        description={theme.description}
        canEdit={canEdit}
        action={
          <InsightFromChannelButton
            kind="theme"
            id={theme.id}
            title={theme.title}
            channelId={theme.channelId}
            channelTitle={theme.channelTitle}
            total={theme.datapointCount}
            path={channelPaths.theme(theme)}
          />
        }
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
        facts={
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="theme-datapoint-count">
              {channelStrings.datapointCount(theme.datapointCount)}
            </Typography>
            <Typography variant="body2">
              {channelStrings.themeOfChannel}:{' '}
              <Link component={RouterLink} to={channelPaths.channel(channelLink)} underline="hover">
                {theme.channelTitle}
              </Link>
            </Typography>
          </>
        }
      />
      <ErrorAlert error={error} onRetry={refetch} />
      <ItemDatapointsSection
        channelId={theme.channelId}
        item={{ kind: 'theme', theme }}
        heading={channelStrings.themeDatapoints}
        emptyLabel={channelStrings.noThemeDatapoints}
        themes={channel.data?.channel.themes ?? []}
        canEdit={canEdit}
        view={view}
        onViewChange={setView}
      />
      {datumId ? (
        <LinkedDatapointDrawer
          id={datumId}
          onClose={() => void navigate(channelPaths.theme(theme), { replace: true })}
        />
      ) : null}
      <ThemeDialog
        open={dialog === 'edit'}
        channelId={theme.channelId}
        theme={theme}
        onClose={() => setDialog(null)}
        onSaved={() => setNotice(channelStrings.saved)}
      />
      <DeleteGroupingDialog
        kind="theme"
        item={dialog === 'delete' ? theme : null}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate(channelPaths.channel(channelLink), { replace: true })}
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
