import type { DataRetentionCategory } from '@fieldnote/core';

/** How many items of a kind, older than how many days, a deletion takes. */
export interface NoticeGroup {
  category: DataRetentionCategory;
  days: number;
  count: number;
}

const NOUN: Record<DataRetentionCategory, [string, string]> = {
  RECORDINGS: ['recording or file', 'recordings and files'],
  NOTES: ['note', 'notes'],
  TRASH: ['item in the trash', 'items in the trash'],
};

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "9 December 2026": how warnings and the settings page name the day of a deletion. */
export function deletionDay(date: Date): string {
  return DATE.format(date);
}

/**
 * The warning's sentence, e.g. "On 9 December 2026, 14 recordings and files and 3 notes older than
 * 90 days will be deleted by the data retention policy." Groups with the same period share it.
 */
export function noticeText(deletesAt: Date, groups: NoticeGroup[]): string {
  const byDays = new Map<number, NoticeGroup[]>();
  for (const group of groups.filter((g) => g.count > 0)) {
    const list = byDays.get(group.days) ?? [];
    const same = list.find((g) => g.category === group.category);
    if (same) same.count += group.count;
    else list.push({ ...group });
    byDays.set(group.days, list);
  }
  const phrases = [...byDays.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, list]) => {
      const items = list.map((g) => `${g.count} ${NOUN[g.category][g.count === 1 ? 0 : 1]}`);
      return `${joinWords(items)} older than ${days} days`;
    });
  if (phrases.length === 0) return `Nothing is due for deletion on ${deletionDay(deletesAt)}.`;
  return `On ${deletionDay(deletesAt)}, ${joinWords(phrases)} will be deleted by the data retention policy.`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
