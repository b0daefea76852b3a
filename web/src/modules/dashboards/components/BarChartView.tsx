import type { AxisTickProps } from '@nivo/axes';
import { ResponsiveBar } from '@nivo/bar';
import { useNivoTheme, usePalette } from '../hooks/useNivoTheme';
import { useCompactChart } from '../hooks/useCompactChart';
import { type ChartRow, type ValueFormat, formatValue, valueAxis } from '../utils/chartRows';
import { tickLabelLength } from '../utils/tickLabelLength';
import { truncate } from '../utils/truncate';
import { ChartTooltip } from '../../common/components/ChartTooltip';
import { WrappedAxisTick } from './WrappedAxisTick';

/** Bars of a chart's buckets, largest first as the API orders them (dates: oldest first). */
export function BarChartView({
  rows,
  format,
  label,
  tickLabel,
}: {
  rows: ChartRow[];
  format: ValueFormat;
  label: string;
  /** The axis label of a bucket (dates are shortened); its label when left out. */
  tickLabel?: (row: ChartRow) => string;
}) {
  const theme = useNivoTheme();
  const palette = usePalette();
  const compact = useCompactChart();
  // A bucket without a value (an average of nothing) has no bar; its tooltip and label say so.
  const data = rows.map((row, index) => ({
    id: row.key,
    label: row.label,
    value: row.value ?? 0,
    shown: formatValue(row.value, format),
    color: row.color ?? palette[index % palette.length],
  }));
  // Labels turn once they would not fit side by side; side by side they wrap onto two lines, turned
  // they are cut (the tooltip has them whole).
  const many = data.length > (compact ? 3 : 5);
  const every = Math.max(1, Math.ceil(data.length / (compact ? 6 : 12)));
  const labelLength = tickLabelLength(data.length, { compact, turned: many });
  const labelOf = (id: string | number) => {
    const row = rows.find((r) => r.key === id);
    return row ? (tickLabel?.(row) ?? row.label) : String(id);
  };
  const ticks = valueAxis(
    rows.map((row) => row.value),
    format,
  );
  return (
    <ResponsiveBar
      data={data}
      keys={['value']}
      indexBy="id"
      margin={{ top: 12, right: 16, bottom: many ? 80 : 52, left: 48 }}
      padding={0.3}
      valueScale={{ type: 'linear', min: ticks[0] ?? 0, max: ticks.at(-1) ?? 'auto' }}
      colors={({ data: datum }) => String(datum.color)}
      theme={theme}
      valueFormat={(value) => formatValue(value, format)}
      axisBottom={{
        tickSize: 0,
        tickPadding: 8,
        tickRotation: many ? -40 : 0,
        tickValues: data.filter((_d, index) => index % every === 0).map((d) => d.id),
        format: (id) => truncate(labelOf(id), labelLength),
        // Side by side, a label takes two lines before it is cut; turned, one (the format above).
        ...(many
          ? {}
          : {
              renderTick: (tick: AxisTickProps<string | number>) => (
                <WrappedAxisTick {...tick} labelOf={labelOf} width={labelLength} />
              ),
            }),
      }}
      axisLeft={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: ticks,
        format: (value: number) => formatValue(value, format),
      }}
      gridYValues={ticks}
      enableGridY
      label={(bar) => String(bar.data.shown)}
      labelSkipHeight={16}
      labelTextColor="#ffffff"
      tooltip={({ data: datum }) => (
        <ChartTooltip>
          <strong>{String(datum.label)}</strong>: {String(datum.shown)}
        </ChartTooltip>
      )}
      role="img"
      ariaLabel={label}
      animate={false}
    />
  );
}
