import { useTheme } from '@mui/material/styles';
import { dashboardStrings as strings } from '../strings';
import { type ChartRow, formatValue } from '../utils/chartRows';

/**
 * A score as one big number (spec 000 §3: NPS or CSAT of a score field), with how many responses
 * it is from (and how many of the chart's matches have no score) and the share of each segment beneath, coloured as on the bars. SVG like the period
 * callout, so it scales with its card and downloads as PNG.
 */
export function ScoreCalloutView({
  kind,
  score,
  responses,
  matched,
  rows,
  label,
}: {
  kind: 'NPS' | 'CSAT';
  score: number | null;
  responses: number;
  /** How many items the chart matched: those beyond `responses` have no value in the score field. */
  matched: number;
  rows: ChartRow[];
  label: string;
}) {
  const theme = useTheme();
  const font = String(theme.typography.fontFamily);
  const shown = formatValue(score, kind === 'NPS' ? 'score' : 'percent');
  const shares = rows.map((row) => `${row.label} ${formatValue(row.value, 'percent')}`).join(' · ');
  return (
    <svg
      viewBox="0 0 400 220"
      width="100%"
      height="100%"
      role="img"
      aria-label={`${label}: ${kind} ${shown}. ${shares}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <text
        x="200"
        y="48"
        textAnchor="middle"
        fontFamily={font}
        fontSize="16"
        fill={theme.palette.text.secondary}
      >
        {strings.scoreCaption(kind, responses, matched)}
      </text>
      <text
        x="200"
        y="136"
        textAnchor="middle"
        fontFamily={font}
        fontSize="72"
        fontWeight="700"
        fill={theme.palette.text.primary}
        data-testid="callout-value"
      >
        {shown}
      </text>
      <text x="200" y="184" textAnchor="middle" fontFamily={font} fontSize="14">
        {rows.map((row, index) => (
          <tspan key={row.key} fill={row.color ?? theme.palette.text.secondary} dx={index === 0 ? 0 : 12}>
            {`${row.label} ${formatValue(row.value, 'percent')}`}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
