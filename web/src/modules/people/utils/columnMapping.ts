/** The person fields a CSV column can be mapped to. */
export type PersonField = 'name' | 'email';

/** Which column feeds each person field; null when none does. */
export type ColumnMapping = Record<PersonField, string | null>;

const GUESSES: Record<PersonField, RegExp> = {
  name: /^(full[\s_-]*)?name$|^contact$|^person$|^participant$/i,
  email: /^e-?mail([\s_-]*address)?$/i,
};

/** A first mapping from the header's names, which the member can change. */
export function guessMapping(columns: string[]): ColumnMapping {
  return {
    name: columns.find((c) => GUESSES.name.test(c)) ?? null,
    email: columns.find((c) => GUESSES.email.test(c)) ?? null,
  };
}

/** The rows to send, each numbered as a record of the file (the header is record 1), as the report shows it. */
export function mappedRows(
  rows: Record<string, string>[],
  mapping: ColumnMapping,
): { rowNumber: number; name: string | null; email: string | null }[] {
  return rows.map((row, index) => ({
    rowNumber: index + 2,
    name: mapping.name ? (row[mapping.name] ?? '') : null,
    email: mapping.email ? (row[mapping.email] ?? '') : null,
  }));
}
