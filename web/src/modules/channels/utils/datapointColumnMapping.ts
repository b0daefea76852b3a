/** The data point fields a CSV column can be mapped to. */
export type DatapointField = 'text' | 'author' | 'rating' | 'sentiment' | 'occurredAt';

/** Which column feeds each field; null when none does. */
export type DatapointColumnMapping = Record<DatapointField, string | null>;

export const DATAPOINT_FIELDS: readonly DatapointField[] = [
  'text',
  'author',
  'rating',
  'sentiment',
  'occurredAt',
];

const GUESSES: Record<DatapointField, RegExp> = {
  text: /^(text|body|content|review|comment|message|feedback|description|ticket)$/i,
  author: /^(author|user(name)?|name|customer|reviewer|from|requester)$/i,
  rating: /^(rating|stars?|score)$/i,
  sentiment: /^(sentiment|tone|mood)$/i,
  occurredAt: /^(date|time|timestamp|created([\s_-]*at)?|occurred([\s_-]*at)?|submitted([\s_-]*at)?)$/i,
};

/** A first mapping from the header's names, which the member can change. */
export function guessDatapointMapping(columns: string[]): DatapointColumnMapping {
  const pick = (field: DatapointField) => columns.find((column) => GUESSES[field].test(column)) ?? null;
  return {
    text: pick('text'),
    author: pick('author'),
    rating: pick('rating'),
    sentiment: pick('sentiment'),
    occurredAt: pick('occurredAt'),
  };
}

/** A CSV row's mapped values, as text (empty is "none"), numbered as a record of the file. */
export interface MappedDatapointRow {
  rowNumber: number;
  values: Record<DatapointField, string | null>;
}

/** The rows with each field's value read from its column; the header is record 1. */
export function mapDatapointRows(
  rows: Record<string, string>[],
  mapping: DatapointColumnMapping,
): MappedDatapointRow[] {
  return rows.map((row, index) => {
    const read = (field: DatapointField): string | null => {
      const column = mapping[field];
      const value = column ? (row[column] ?? '').trim() : '';
      return value === '' ? null : value;
    };
    return {
      rowNumber: index + 2,
      values: {
        text: read('text'),
        author: read('author'),
        rating: read('rating'),
        sentiment: read('sentiment'),
        occurredAt: read('occurredAt'),
      },
    };
  });
}
