import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { ResponsiveRadar } from '@nivo/radar';
import { ResponsiveTreeMap } from '@nivo/treemap';
import type { TagChartMetric, TagChartType } from '../../../gql/graphql';
import { tagChartStrings as strings } from '../strings';
import type { ChartDatum } from '../utils/chartItems';
import { ChartTooltip } from '../../common/components/ChartTooltip';

/** The chart itself, drawn with @nivo in the chosen type; its label sums it up for screen readers. */
export function TagChartCanvas({
  data,
  type,
  metric,
}: {
  data: ChartDatum[];
  type: TagChartType;
  metric: TagChartMetric;
}) {
  const theme = useTheme();
  const nivoTheme = {
    text: { fill: theme.palette.text.primary, fontFamily: theme.typography.fontFamily },
    axis: { ticks: { text: { fill: theme.palette.text.secondary } } },
    grid: { line: { stroke: theme.palette.divider } },
    tooltip: { container: { background: theme.palette.background.paper, color: theme.palette.text.primary } },
  };
  const unit = strings.metricUnit[metric];
  const summary = strings.summary(
    strings.metrics[metric].toLowerCase(),
    data.map((d) => `${d.label} ${unit(d.value)}`),
  );
  const colorOf = new Map(data.map((d) => [d.label, d.color]));
  // Counts are whole numbers: with a small maximum the axis shows every integer, not 0.1 steps.
  const max = Math.max(0, ...data.map((d) => d.value));
  const ticks = max <= 10 ? Array.from({ length: max + 1 }, (_, i) => i) : 6;
  // A bar per item at a readable thickness: the chart grows with the items, up to a limit.
  const height = type === 'BAR' ? Math.min(520, Math.max(160, 70 + data.length * 36)) : 380;
  return (
    <Box
      role="img"
      aria-label={summary}
      data-testid="tag-chart-canvas"
      data-chart-type={type}
      sx={{ height }}
    >
      {type === 'BAR' ? (
        <ResponsiveBar
          data={data.map((d) => ({ label: d.label, value: d.value, color: d.color }))}
          keys={['value']}
          indexBy="label"
          layout="horizontal"
          margin={{ top: 10, right: 30, bottom: 40, left: 160 }}
          padding={0.3}
          colors={({ data: datum }) => String(datum.color)}
          valueFormat={(v) => v.toLocaleString()}
          axisLeft={{ tickSize: 0, tickPadding: 8 }}
          gridXValues={ticks}
          axisBottom={{
            tickSize: 4,
            tickValues: ticks,
            legend: strings.metrics[metric],
            legendPosition: 'middle',
            legendOffset: 32,
          }}
          labelSkipWidth={24}
          labelTextColor="#ffffff"
          tooltip={({ indexValue, value }) => (
            <ChartTooltip>
              {String(indexValue)}: {unit(value)}
            </ChartTooltip>
          )}
          theme={nivoTheme}
          role="presentation"
        />
      ) : null}
      {type === 'PIE' ? (
        <ResponsivePie
          data={data
            .filter((d) => d.value > 0)
            .map((d) => ({ id: d.label, label: d.label, value: d.value, color: d.color }))}
          margin={{ top: 30, right: 120, bottom: 30, left: 120 }}
          innerRadius={0.5}
          padAngle={1}
          cornerRadius={3}
          colors={({ data: datum }) => datum.color}
          arcLinkLabelsTextColor={theme.palette.text.primary}
          arcLabelsTextColor="#ffffff"
          valueFormat={(v) => v.toLocaleString()}
          theme={nivoTheme}
          role="presentation"
        />
      ) : null}
      {type === 'RADAR' ? (
        <ResponsiveRadar
          data={data.map((d) => ({ tag: d.label, value: d.value }))}
          keys={['value']}
          indexBy="tag"
          margin={{ top: 40, right: 100, bottom: 40, left: 100 }}
          colors={[theme.palette.primary.main]}
          fillOpacity={0.35}
          dotSize={8}
          valueFormat={(v) => v.toLocaleString()}
          theme={nivoTheme}
        />
      ) : null}
      {type === 'TREEMAP' ? (
        <ResponsiveTreeMap
          data={{
            id: 'tags',
            children: data.filter((d) => d.value > 0).map((d) => ({ id: d.label, value: d.value })),
          }}
          identity="id"
          value="value"
          leavesOnly
          innerPadding={3}
          label={(node) => `${node.id} · ${node.formattedValue}`}
          margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
          colors={(node) => colorOf.get(node.id) ?? theme.palette.grey[500]}
          nodeOpacity={0.9}
          labelSkipSize={14}
          labelTextColor="#ffffff"
          valueFormat={(v) => v.toLocaleString()}
          theme={nivoTheme}
          role="presentation"
        />
      ) : null}
    </Box>
  );
}
