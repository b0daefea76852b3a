import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ResponsiveBar } from '@nivo/bar';
import { useCompactChart } from '../../dashboards/hooks/useCompactChart';
import { useNivoTheme } from '../../dashboards/hooks/useNivoTheme';
import { truncate } from '../../dashboards/utils/truncate';
import { channelStrings } from '../strings';
import type { ThemeOption } from './ThemeMenuButton';
import { ChartTooltip } from '../../common/components/ChartTooltip';

/** Bars beyond this many would be too thin to read; the list below has every theme. */
const MAX_BARS = 15;
const BAR_HEIGHT = 32;

/**
 * The channel's themes as horizontal bars of their data point counts, largest at the top; a bar
 * opens the theme's data points.
 */
export function ThemesChart({
  themes,
  onPick,
}: {
  themes: readonly ThemeOption[];
  onPick: (themeId: string) => void;
}) {
  const nivoTheme = useNivoTheme();
  const mui = useTheme();
  const compact = useCompactChart();
  const shown = [...themes]
    .sort((a, b) => b.datapointCount - a.datapointCount || a.title.localeCompare(b.title))
    .slice(0, MAX_BARS)
    // nivo draws the first row at the bottom of a horizontal chart.
    .reverse();
  const labelWidth = compact ? 110 : 200;
  return (
    <Box sx={{ height: shown.length * BAR_HEIGHT + 48 }} data-testid="themes-chart">
      <ResponsiveBar
        data={shown.map((theme) => ({ id: theme.id, title: theme.title, count: theme.datapointCount }))}
        keys={['count']}
        indexBy="id"
        layout="horizontal"
        margin={{ top: 4, right: 24, bottom: 32, left: labelWidth }}
        padding={0.3}
        colors={[mui.palette.primary.main]}
        theme={nivoTheme}
        axisLeft={{
          tickSize: 0,
          tickPadding: 8,
          format: (id) => truncate(shown.find((t) => t.id === id)?.title ?? '', compact ? 14 : 28),
        }}
        axisBottom={{
          tickSize: 0,
          tickPadding: 6,
          tickValues: 4,
          format: (v: number) => (Number.isInteger(v) ? v.toLocaleString() : ''),
        }}
        enableGridX
        enableGridY={false}
        labelSkipWidth={20}
        labelTextColor="#ffffff"
        onClick={(bar) => onPick(String(bar.indexValue))}
        onMouseEnter={(_bar, event) => {
          event.currentTarget.style.cursor = 'pointer';
        }}
        tooltip={({ data }) => (
          <ChartTooltip>
            <strong>{String(data.title)}</strong>: {channelStrings.datapointCount(Number(data.count))}
          </ChartTooltip>
        )}
        role="img"
        ariaLabel={channelStrings.themesChartLabel}
        animate={false}
      />
    </Box>
  );
}
