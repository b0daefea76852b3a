import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ResponsivePie } from '@nivo/pie';
import { useNivoTheme, usePalette } from '../hooks/useNivoTheme';
import { useCompactChart } from '../hooks/useCompactChart';
import { type ChartRow, type ValueFormat, formatValue } from '../utils/chartRows';
import { truncate } from '../utils/truncate';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from '../../common/components/ChartTooltip';

/** Slices of a chart's buckets, with their labels outside when there is room. */
export function PieChartView({
  rows,
  format,
  label,
}: {
  rows: ChartRow[];
  format: ValueFormat;
  label: string;
}) {
  const theme = useNivoTheme();
  const palette = usePalette();
  // On a phone the slices' labels would not fit beside the pie: the legend below names them.
  const compact = useCompactChart();
  // A slice is a share: buckets without a value, or with none above zero, have no slice.
  const data = rows
    .map((row, index) => ({
      id: row.key,
      label: row.label,
      value: row.value ?? 0,
      color: row.color ?? palette[index % palette.length],
    }))
    .filter((datum) => datum.value > 0);
  // nivo's pie takes no accessible name of its own: the wrapper is the image, named by the chart.
  return (
    <Stack sx={{ height: '100%' }}>
      <Box role="img" aria-label={label} sx={{ flex: 1, minHeight: 0 }}>
        <ResponsivePie
          data={data}
          margin={
            compact
              ? { top: 8, right: 8, bottom: 8, left: 8 }
              : { top: 24, right: 120, bottom: 24, left: 120 }
          }
          enableArcLinkLabels={!compact}
          innerRadius={0.55}
          padAngle={1}
          cornerRadius={3}
          colors={({ data: datum }) => datum.color}
          theme={theme}
          valueFormat={(value) => formatValue(value, format)}
          arcLinkLabel={(datum) => truncate(String(datum.label), 12)}
          arcLinkLabelsSkipAngle={12}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLabelsSkipAngle={18}
          arcLabelsTextColor="#ffffff"
          tooltip={({ datum }) => (
            <ChartTooltip>
              <strong>{String(datum.label)}</strong>: {datum.formattedValue}
            </ChartTooltip>
          )}
          animate={false}
        />
      </Box>
      {compact ? (
        <ChartLegend
          items={data.map((d) => ({
            id: d.id,
            label: d.label,
            color: d.color,
            value: formatValue(d.value, format),
          }))}
        />
      ) : null}
    </Stack>
  );
}
