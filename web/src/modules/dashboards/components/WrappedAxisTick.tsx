import type { AxisTickProps } from '@nivo/axes';
import { wrapLabel } from '../utils/wrapLabel';

/**
 * A bar's axis label on up to two lines, broken between words (nivo draws one line only); the
 * tooltip still has it whole. Used while the labels stand side by side, not when they are turned.
 */
export function WrappedAxisTick({
  x,
  y,
  textX,
  textY,
  value,
  theme,
  labelOf,
  width,
}: AxisTickProps<string | number> & { labelOf: (id: string | number) => string; width: number }) {
  const lines = wrapLabel(labelOf(value), width);
  return (
    <g transform={`translate(${x},${y})`}>
      <text
        textAnchor="middle"
        dominantBaseline="text-before-edge"
        transform={`translate(${textX},${textY})`}
        style={theme.text}
      >
        {lines.map((line, index) => (
          <tspan key={index} x={0} dy={index === 0 ? 0 : '1.2em'}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
