/**
 * About five round, whole-number ticks from 0 to at least `max` (steps of 1, 2 or 5 times a power
 * of ten), so a value axis of counts never shows 0.5 of a highlight nor a label on every integer.
 */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = Math.max(1, max / 5);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}
