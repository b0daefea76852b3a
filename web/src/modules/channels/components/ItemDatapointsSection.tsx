import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { channelStrings } from '../strings';
import type { ChannelView } from '../utils/channelView';
import { datapointFilter } from '../utils/datapointFilter';
import { DatapointFilters } from './DatapointFilters';
import { DatapointsGrid } from './DatapointsGrid';
import type { ThemeOption } from './ThemeMenuButton';
import { VolumeSection } from './VolumeSection';

/**
 * The lower part of a theme's or topic's page: the volume of its data points per period, then
 * those data points in the channel's grid with the date, sentiment and words filters of the hash.
 */
export function ItemDatapointsSection({
  channelId,
  item,
  heading,
  emptyLabel,
  themes,
  canEdit,
  view,
  onViewChange,
}: {
  channelId: string;
  /** A theme (whose grid takes data points out of it) or a topic (which its words fill). */
  item: { kind: 'theme'; theme: ThemeOption } | { kind: 'topic'; id: string };
  heading: string;
  /** What the grid says when the item has no data points and no filter is set. */
  emptyLabel: string;
  /** The channel's themes, for "Add to theme…". */
  themes: readonly ThemeOption[];
  canEdit: boolean;
  view: ChannelView;
  onViewChange: (change: Partial<ChannelView>) => void;
}) {
  const themeId = item.kind === 'theme' ? item.theme.id : null;
  const topicId = item.kind === 'topic' ? item.id : null;
  const filter = useMemo(
    () => ({ ...datapointFilter(view), themeId, unthemed: null, ...(topicId ? { topicId } : {}) }),
    [view, themeId, topicId],
  );
  const filtered = Boolean(view.sentiment || view.contains || view.from || view.to);
  return (
    <>
      <VolumeSection
        channelId={channelId}
        themeId={themeId}
        topicId={topicId}
        themeTitle={null}
        view={view}
        onViewChange={onViewChange}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <DatapointFilters view={view} themes={null} onViewChange={onViewChange} />
      <DatapointsGrid
        channelId={channelId}
        filter={filter}
        themes={themes}
        currentTheme={item.kind === 'theme' ? item.theme : null}
        canEdit={canEdit}
        emptyLabel={filtered ? channelStrings.noMatches : emptyLabel}
      />
    </>
  );
}
