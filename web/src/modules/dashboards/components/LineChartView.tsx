import { useTheme } from '@mui/material/styles';
import { ResponsiveLine } from '@nivo/line';
import { useNivoTheme } from '../hooks/useNivoTheme';
import { useCompactChart } from '../hooks/useCompactChart';
import type { SearchDateInterval } from '../types/ChartGrouping';
import { type ChartRow, type ValueFormat, formatValue, valueAxis } from '../utils/chartRows';
import { shortDateLabel } from '../utils/dateLabel';
import { ChartTooltip } from '../../common/components/ChartTooltip';

/** A line over a date histogram, oldest bucket first; labels thinned out so they never overlap. */
export function LineChartView({
  rows,
  format,
  label,
  interval,
}: {
  rows: ChartRow[];
  format: ValueFormat;
  label: string;
  interval: SearchDateInterval;
}) {
  const theme = useNivoTheme();
  const mui = useTheme();
  const compact = useCompactChart();
  const every = Math.max(1, Math.ceil(rows.length / (compact ? 4 : 7)));
  const shown = new Set(rows.filter((_row, index) => index % every === 0).map((row) => row.key));
  const labels = new Map(rows.map((row) => [row.key, row.label]));
  const ticks = new Map(rows.map((row) => [row.key, shortDateLabel(row.key, row.label, interval)]));
  const axis = valueAxis(
    rows.map((row) => row.value),
    format,
  );
  return (
    <ResponsiveLine
      data={[{ id: label, data: rows.map((row) => ({ x: row.key, y: row.value })) }]}
      margin={{ top: 12, right: 32, bottom: 40, left: 48 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: axis[0] ?? 0, max: axis.at(-1) ?? 'auto' }}
      colors={[mui.palette.primary.main]}
      theme={theme}
      curve="linear"
      enableArea
      areaOpacity={0.08}
      pointSize={rows.length > 40 ? 0 : 6}
      yFormat={(value) => formatValue(value === null ? null : Number(value), format)}
      axisBottom={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: rows.filter((row) => shown.has(row.key)).map((row) => row.key),
        format: (key) => ticks.get(String(key)) ?? String(key),
      }}
      axisLeft={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: axis,
        format: (value: number) => formatValue(value, format),
      }}
      gridYValues={axis}
      useMesh
      tooltip={({ point }) => (
        <ChartTooltip>
          <strong>{labels.get(String(point.data.x))}</strong>:{' '}
          {formatValue(point.data.y === null ? null : Number(point.data.y), format)}
        </ChartTooltip>
      )}
      role="img"
      ariaLabel={label}
      animate={false}
    />
  );
}
