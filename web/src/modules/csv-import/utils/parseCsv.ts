import Papa from 'papaparse';

/** A CSV file read into its header and rows of text by column name. */
export interface ParsedCsv {
  columns: string[];
  rows: Record<string, string>[];
  /** The first problem the parser met, worded by papaparse, with its row; null when clean. */
  problem: string | null;
}

/**
 * Reads CSV text with papaparse: the first row is the header, blank lines are skipped, the
 * delimiter (comma, semicolon, tab) is detected. Headers are trimmed so " Email " maps like "Email".
 */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const first = result.errors[0];
  return {
    columns: (result.meta.fields ?? []).filter((c) => c !== ''),
    rows: result.data,
    problem: first ? `${first.message}${first.row !== undefined ? ` (row ${first.row + 2})` : ''}` : null,
  };
}
