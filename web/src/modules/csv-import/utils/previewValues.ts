import type { ColumnMapping, ImportField } from '../types/ImportTarget';

/** A CSV row's mapped values as text (empty is none), numbered as a record of the file (the header is 1). */
export interface PreviewRow<K extends string> {
  rowNumber: number;
  values: Record<K, string | null>;
}

/** The first rows as the mapping step shows them: each field's value read from its column. */
export function previewValues<K extends string>(
  rows: Record<string, string>[],
  fields: readonly ImportField<K>[],
  mapping: ColumnMapping<K>,
): PreviewRow<K>[] {
  return rows.map((row, index) => {
    const values = {} as Record<K, string | null>;
    for (const { key } of fields) {
      const column = mapping[key];
      const value = column ? (row[column] ?? '').trim() : '';
      values[key] = value === '' ? null : value;
    }
    return { rowNumber: index + 2, values };
  });
}

/** A long text cut for the preview (the import sends it whole). */
export function previewText(text: string | null): string {
  if (!text) return '';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
