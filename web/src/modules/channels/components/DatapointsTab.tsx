import { useMemo } from 'react';
import type { ChannelThemeFieldsFragment } from '../../../gql/graphql';
import { channelStrings } from '../strings';
import type { ChannelView } from '../utils/channelView';
import { datapointFilter } from '../utils/datapointFilter';
import { DatapointFilters } from './DatapointFilters';
import { DatapointsGrid } from './DatapointsGrid';

/** The channel's Data points tab: the filter (kept in the hash) over the data points grid. */
export function DatapointsTab({
  channelId,
  datapointCount,
  themes,
  canEdit,
  view,
  onViewChange,
}: {
  channelId: string;
  datapointCount: number;
  themes: readonly ChannelThemeFieldsFragment[];
  canEdit: boolean;
  view: ChannelView;
  onViewChange: (change: Partial<ChannelView>) => void;
}) {
  const filter = useMemo(() => datapointFilter(view), [view]);
  const filtered = Boolean(view.theme || view.sentiment || view.contains || view.from || view.to);
  const emptyLabel =
    filtered || datapointCount > 0
      ? channelStrings.noMatches
      : canEdit
        ? channelStrings.noDatapoints
        : channelStrings.noDatapointsViewer;
  return (
    <>
      <DatapointFilters view={view} themes={themes} onViewChange={onViewChange} />
      <DatapointsGrid
        channelId={channelId}
        filter={filter}
        themes={themes}
        currentTheme={null}
        canEdit={canEdit}
        emptyLabel={emptyLabel}
      />
    </>
  );
}
