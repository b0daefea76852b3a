const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date for lists and headers, in the reader's locale. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
