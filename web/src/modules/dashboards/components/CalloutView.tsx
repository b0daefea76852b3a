import { useTheme } from '@mui/material/styles';
import { dashboardStrings as strings } from '../strings';
import type { SearchDateInterval } from '../types/ChartGrouping';
import { type ChartPeriodRow, type ValueFormat, formatValue } from '../utils/chartRows';

/**
 * One big number, the last period's, with the change against the period before (spec 000 §3,
 * CALLOUT). Drawn as SVG so it scales with its card and downloads as PNG like the other charts.
 */
export function CalloutView({
  periods,
  interval,
  format,
  label,
}: {
  periods: ChartPeriodRow[];
  interval: SearchDateInterval;
  format: ValueFormat;
  label: string;
}) {
  const theme = useTheme();
  const last = periods.find((p) => p.index === 0);
  const previous = periods.find((p) => p.index === 1);
  const value = last?.value ?? null;
  const before = previous?.value ?? null;
  const change = value !== null && before !== null && before !== 0 ? (100 * (value - before)) / before : null;
  const color =
    change === null || change === 0
      ? theme.palette.text.secondary
      : change > 0
        ? theme.palette.success.dark
        : theme.palette.error.dark;
  const changeText = before !== null ? strings.change(change, formatValue(before, format), interval) : '';
  return (
    <svg
      viewBox="0 0 400 220"
      width="100%"
      height="100%"
      role="img"
      aria-label={`${label}: ${formatValue(value, format)}. ${changeText}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <text
        x="200"
        y="48"
        textAnchor="middle"
        fontFamily={String(theme.typography.fontFamily)}
        fontSize="16"
        fill={theme.palette.text.secondary}
      >
        {strings.lastPeriod(interval)}
      </text>
      <text
        x="200"
        y="136"
        textAnchor="middle"
        fontFamily={String(theme.typography.fontFamily)}
        fontSize="72"
        fontWeight="700"
        fill={theme.palette.text.primary}
        data-testid="callout-value"
      >
        {formatValue(value, format)}
      </text>
      <text
        x="200"
        y="184"
        textAnchor="middle"
        fontFamily={String(theme.typography.fontFamily)}
        fontSize="16"
        fontWeight="600"
        fill={color}
      >
        {changeText}
      </text>
    </svg>
  );
}
