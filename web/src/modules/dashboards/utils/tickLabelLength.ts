/**
 * How many characters a bar's axis label keeps before it is cut. Turned labels (many bars) keep 16,
 * what the axis' 80 px below the bars holds at 40°;
 * side by side, the fewer the bars the wider each one's room: one bar's label had been cut at 12
 * characters under half a card of empty space. The tooltip always has the whole label.
 */
export function tickLabelLength(bars: number, options: { compact: boolean; turned: boolean }): number {
  if (options.turned) return 16;
  const room = options.compact ? 36 : 60;
  return Math.max(12, Math.floor(room / Math.max(1, bars)));
}
