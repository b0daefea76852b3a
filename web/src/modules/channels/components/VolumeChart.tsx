import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ChartLegend } from '../../dashboards/components/ChartLegend';
import { useCompactChart } from '../../dashboards/hooks/useCompactChart';
import { useNivoTheme } from '../../dashboards/hooks/useNivoTheme';
import { channelStrings } from '../strings';
import type { VolumeChartType } from '../utils/channelView';
import { SENTIMENT_COLORS } from '../utils/sentimentColors';
import type { VolumeRow } from '../utils/volumeRows';
import { ChartTooltip } from '../../common/components/ChartTooltip';

type Series = 'positive' | 'negative' | 'mixed' | 'other';
const SERIES: readonly Series[] = ['positive', 'negative', 'mixed', 'other'];

const WEEK = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const WEEK_LONG = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A week's short axis label ("Mar 2") and its long name ("Week of Mar 2, 2026"). */
const tick = (start: string | number) => WEEK.format(new Date(String(start)));
const weekName = (start: string | number) => channelStrings.weekOf(WEEK_LONG.format(new Date(String(start))));

/**
 * Data points per week by sentiment, as stacked bars or as one line per sentiment, with a legend of
 * each series' total. Data points without a sentiment are their own grey series, shown only when there
 * are some.
 */
export function VolumeChart({ rows, type }: { rows: VolumeRow[]; type: VolumeChartType }) {
  const theme = useNivoTheme();
  const compact = useCompactChart();
  const totals = Object.fromEntries(SERIES.map((s) => [s, rows.reduce((sum, row) => sum + row[s], 0)]));
  const series = SERIES.filter((s) => s !== 'other' || (totals[s] ?? 0) > 0);
  const every = Math.max(1, Math.ceil(rows.length / (compact ? 4 : 10)));
  const tickValues = rows.filter((_row, index) => index % every === 0).map((row) => row.start);
  const max = Math.max(
    1,
    ...rows.map((row) => (type === 'bar' ? row.count : Math.max(...series.map((s) => row[s])))),
  );
  const axisLeft = {
    tickSize: 0,
    tickPadding: 8,
    tickValues: Math.min(5, max),
    format: (v: number) => (Number.isInteger(v) ? v.toLocaleString() : ''),
  };

  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {channelStrings.volumeEmpty}
      </Typography>
    );
  return (
    <>
      <Box sx={{ height: { xs: 220, sm: 260 } }} data-testid="volume-chart">
        {type === 'bar' ? (
          <ResponsiveBar
            data={rows.map((row) => ({ ...row }))}
            keys={[...series]}
            indexBy="start"
            groupMode="stacked"
            margin={{ top: 12, right: 20, bottom: 32, left: 40 }}
            padding={0.25}
            colors={({ id }) => SENTIMENT_COLORS[id as Series]}
            theme={theme}
            enableLabel={false}
            axisBottom={{ tickSize: 0, tickPadding: 8, tickValues, format: tick }}
            axisLeft={axisLeft}
            gridYValues={Math.min(5, max)}
            tooltip={({ id, value, indexValue }) => (
              <ChartTooltip>
                <strong>{weekName(indexValue)}</strong>
                <br />
                {channelStrings.series[id as Series]}: {value.toLocaleString()}
              </ChartTooltip>
            )}
            role="img"
            ariaLabel={channelStrings.volumeLabel}
            animate={false}
          />
        ) : (
          <ResponsiveLine
            data={series.map((s) => ({
              id: channelStrings.series[s],
              color: SENTIMENT_COLORS[s],
              data: rows.map((row) => ({ x: row.start, y: row[s] })),
            }))}
            margin={{ top: 12, right: 28, bottom: 32, left: 40 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto' }}
            colors={series.map((s) => SENTIMENT_COLORS[s])}
            theme={theme}
            pointSize={rows.length > 30 ? 0 : 6}
            axisBottom={{ tickSize: 0, tickPadding: 8, tickValues, format: tick }}
            axisLeft={axisLeft}
            gridYValues={Math.min(5, max)}
            enableSlices="x"
            sliceTooltip={({ slice }) => (
              <ChartTooltip>
                <strong>{weekName(String(slice.points[0]?.data.x ?? ''))}</strong>
                {slice.points.map((point) => (
                  <span key={point.id} style={{ display: 'block', color: point.seriesColor }}>
                    {point.seriesId}: {Number(point.data.y).toLocaleString()}
                  </span>
                ))}
              </ChartTooltip>
            )}
            role="img"
            ariaLabel={channelStrings.volumeLabel}
            animate={false}
          />
        )}
      </Box>
      <ChartLegend
        items={series.map((s) => ({
          id: s,
          label: channelStrings.series[s],
          color: SENTIMENT_COLORS[s],
          value: (totals[s] ?? 0).toLocaleString(),
        }))}
      />
    </>
  );
}
