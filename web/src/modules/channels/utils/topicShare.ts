/**
 * A topic's share of its channel's data points as a percentage ("18%"), "<1%" for a few among many
 * (so a topic that holds some never reads 0%), or null when the channel has none.
 */
export function topicShare(count: number, channelTotal: number): string | null {
  if (channelTotal <= 0) return null;
  const percent = (count / channelTotal) * 100;
  if (percent > 0 && percent < 1) return '<1%';
  return `${Math.round(Math.min(percent, 100))}%`;
}
