import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CHANNEL_VOLUME_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { type ChannelView, rangeInstants, validRange } from '../utils/channelView';
import { volumeRows } from '../utils/volumeRows';
import { VolumeChart } from './VolumeChart';

/**
 * The volume chart above a channel's tabs (or on a theme's or topic's page): data points per week by sentiment over the
 * chosen dates, as bars or lines. The dates and the chart type live in the page's hash; a start after
 * the end is said beside the fields and leaves the hash without dates.
 */
export function VolumeSection({
  channelId,
  themeId,
  topicId = null,
  themeTitle,
  view,
  onViewChange,
}: {
  channelId: string;
  themeId: string | null;
  /** Only the data points a topic's words match (a topic's page). */
  topicId?: string | null;
  themeTitle: string | null;
  view: ChannelView;
  onViewChange: (change: Partial<ChannelView>) => void;
}) {
  const [draft, setDraft] = useState({ from: view.from ?? '', to: view.to ?? '' });
  // The hash changed from outside (a link, the back button, "All dates"): the fields follow it,
  // unless they hold a range the hash dropped for being backwards.
  useEffect(() => {
    setDraft((current) => {
      const kept = validRange(current.from || null, current.to || null);
      if (kept.from === view.from && kept.to === view.to) return current;
      return { from: view.from ?? '', to: view.to ?? '' };
    });
  }, [view.from, view.to]);
  const backwards = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const setDate = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    onViewChange({ from: next.from || null, to: next.to || null });
  };

  const clearDates = () => {
    setDraft({ from: '', to: '' });
    onViewChange({ from: null, to: null });
  };

  const variables = useMemo(
    () => ({ input: { channelId, themeId, topicId, ...rangeInstants(view), interval: 'WEEK' as const } }),
    [channelId, themeId, topicId, view],
  );
  const { data, previousData, error, loading, refetch } = useGraphqlQuery(CHANNEL_VOLUME_QUERY, variables);
  const buckets = (data ?? previousData)?.channelVolume;
  const rows = useMemo(() => volumeRows(buckets ?? []), [buckets]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="volume-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ alignItems: { md: 'center' }, gap: 1.5, mb: 1, flexWrap: 'wrap' }}
      >
        <Typography
          id="volume-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {themeTitle ? channelStrings.volumeThemeTitle(themeTitle) : channelStrings.volumeTitle}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={channelStrings.from}
            value={draft.from}
            onChange={(event) => setDate('from', event.target.value)}
            error={backwards}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || undefined } }}
            sx={{ width: 160 }}
          />
          <TextField
            type="date"
            size="small"
            label={channelStrings.to}
            value={draft.to}
            onChange={(event) => setDate('to', event.target.value)}
            error={backwards}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
            sx={{ width: 160 }}
          />
          {draft.from || draft.to ? (
            <Button size="small" onClick={clearDates} sx={{ mt: 0.5 }}>
              {channelStrings.clearDates}
            </Button>
          ) : null}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view.chart}
            onChange={(_event, chart: ChannelView['chart'] | null) => chart && onViewChange({ chart })}
            aria-label={channelStrings.chartType}
          >
            <ToggleButton value="bar" aria-label={channelStrings.chartBar}>
              <BarChartIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="line" aria-label={channelStrings.chartLine}>
              <ShowChartIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {backwards ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
          {channelStrings.fromAfterTo}
        </Typography>
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {loading && !buckets ? <LoadingState /> : null}
      {buckets ? <VolumeChart rows={rows} type={view.chart} /> : null}
    </Paper>
  );
}
