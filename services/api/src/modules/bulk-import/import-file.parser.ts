import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './bulk-import.limits';
import { BulkImportFormat } from './dto/bulk-import.enums';

/** A file read into its heading row and data rows (cells as text, trailing empty cells kept short). */
export interface ParsedImportFile {
  format: BulkImportFormat;
  /** The SHA-256 of the file's bytes. */
  fileHash: string;
  headers: string[];
  /** Data rows, the first one being row 2 of the sheet (row 1 is the headings). */
  rows: string[][];
}

/** CSV by .csv, .tsv or .txt, XLSX by .xlsx and the ZIP signature; anything else is refused. */
export function formatOf(fileName: string, bytes: Buffer): BulkImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) {
    if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw bulkImportErrors.unreadable('XLSX');
    return BulkImportFormat.XLSX;
  }
  if (lower.endsWith('.csv') || lower.endsWith('.tsv') || lower.endsWith('.txt')) return BulkImportFormat.CSV;
  throw bulkImportErrors.unsupported(fileName);
}

/**
 * Reads a CSV (papaparse's sibling on the server: csv-parse, with its delimiter guessed from the
 * heading row among comma, semicolon and tab, a BOM dropped) or the first worksheet of an XLSX file
 * (exceljs). Refuses a file with no data rows, more than MAX_IMPORT_ROWS or MAX_IMPORT_COLUMNS.
 */
export async function parseImportFile(fileName: string, bytes: Buffer): Promise<ParsedImportFile> {
  const format = formatOf(fileName, bytes);
  const table = format === BulkImportFormat.CSV ? readCsv(bytes) : await readXlsx(bytes);
  const nonEmpty = table.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [headers, ...rows] = nonEmpty;
  if (!headers || rows.length === 0) throw bulkImportErrors.empty();
  if (rows.length > MAX_IMPORT_ROWS) throw bulkImportErrors.tooManyRows(rows.length);
  const width = Math.max(headers.length, ...rows.map((row) => row.length));
  if (width > MAX_IMPORT_COLUMNS) throw bulkImportErrors.tooManyColumns(width);
  const fileHash = createHash('sha256').update(bytes).digest('hex');
  return { format, fileHash, headers: headers.map((h) => h.trim()), rows };
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  try {
    return parseCsv(text, {
      bom: true,
      delimiter: guessDelimiter(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    throw bulkImportErrors.unreadable('CSV');
  }
}

/** The delimiter the heading row uses most, outside quotes: comma unless semicolons or tabs win. */
function guessDelimiter(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0].n > 0 ? counts[0].d : ',';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw bulkImportErrors.unreadable('XLSX');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw bulkImportErrors.empty();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    rows.push(cells);
  });
  if (rows.length > MAX_IMPORT_ROWS + 1) throw bulkImportErrors.tooManyRows(rows.length - 1);
  return rows;
}

/** A cell as text: dates as ISO 8601 (a sheet's date is a moment, whatever its display format). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result;
    if (result instanceof Date) return result.toISOString();
    if (result === undefined || result === null || typeof result === 'object') return '';
    return String(result);
  }
  return cell.text;
}
