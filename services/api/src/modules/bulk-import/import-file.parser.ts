import { type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { bulkImportErrors } from './bulk-import.errors';
import { MAX_IMPORT_FILE_BYTES, MAX_ROW_BYTES } from './bulk-import.limits';
import { BulkImportFormat } from './dto/bulk-import.enums';

/** The first bytes of an XLSX file (a ZIP archive): "PK\x03\x04". */
const ZIP_SIGNATURE = 0x04034b50;

/** CSV by .csv, .tsv or .txt, XLSX by .xlsx; anything else is refused. */
export function formatOf(fileName: string): BulkImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) return BulkImportFormat.XLSX;
  if (lower.endsWith('.csv') || lower.endsWith('.tsv') || lower.endsWith('.txt')) return BulkImportFormat.CSV;
  throw bulkImportErrors.unsupported(fileName);
}

/**
 * The rows of a file as they are read, cells as text, the heading row first; empty rows are left
 * out. A CSV is parsed as it streams in (csv-parse, the delimiter guessed from the heading row among
 * comma, semicolon and tab, a BOM dropped), so a 10 MB file is never held whole; an XLSX file (a ZIP
 * archive, read from its directory at the end) is gathered first, up to the 10 MB limit, and its
 * first worksheet read with exceljs. `onChunk` sees every chunk of bytes (for the file's hash).
 */
export async function* readImportRows(
  format: BulkImportFormat,
  source: Readable,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<string[]> {
  const rows = format === BulkImportFormat.CSV ? csvRows(source, onChunk) : xlsxRows(source, onChunk);
  for await (const row of rows) if (row.some((cell) => cell.trim() !== '')) yield row;
}

async function* csvRows(source: Readable, onChunk: (chunk: Buffer) => void): AsyncGenerator<string[]> {
  // The delimiter is guessed from the heading row: its bytes are read before the parser is made.
  const input = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let text = '';
  let ended = false;
  while (!/\r?\n/.test(text) && text.length < 64 * 1024) {
    const next = await input.next();
    if (next.done) {
      ended = true;
      break;
    }
    onChunk(next.value);
    head.push(next.value);
    text = Buffer.concat(head).toString('utf8');
  }
  const parser = parseCsv({
    bom: true,
    delimiter: guessDelimiter(text.slice(0, text.search(/\r?\n|$/))),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // A note's text is at most 5 MB: a longer row cannot be imported, and is not read to its end.
    max_record_size: MAX_ROW_BYTES,
  });
  // The feed reads the whole upload whatever happens to the parser: a refusal is answered once the
  // request's body is in (and the multipart reader has said whether it passed the size limit).
  const feed = (async () => {
    parser.write(Buffer.concat(head));
    while (!ended) {
      const next = await input.next();
      if (next.done) break;
      onChunk(next.value);
      if (parser.destroyed) continue;
      if (!parser.write(next.value)) await drainedOrClosed(parser);
    }
    if (!parser.destroyed) parser.end();
  })();
  feed.catch((err: unknown) => parser.destroy(err as Error));
  try {
    for await (const record of parser) yield record as string[];
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'CSV_MAX_RECORD_SIZE') throw bulkImportErrors.rowTooLong(MAX_ROW_BYTES);
    if (code.startsWith('CSV_')) throw bulkImportErrors.unreadable('CSV');
    throw err;
  } finally {
    parser.destroy();
    await feed;
  }
}

/** Resolves when the parser takes more bytes, or is gone; leaves no listener behind. */
function drainedOrClosed(parser: ReturnType<typeof parseCsv>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });
}

/** The delimiter the heading row uses most, outside quotes: comma unless semicolons or tabs win. */
export function guessDelimiter(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0].n > 0 ? counts[0].d : ',';
}

async function* xlsxRows(source: Readable, onChunk: (chunk: Buffer) => void): AsyncGenerator<string[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const raw of source) {
    const chunk = raw as Buffer;
    onChunk(chunk);
    size += chunk.length;
    if (size > MAX_IMPORT_FILE_BYTES) throw bulkImportErrors.fileTooLarge();
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  chunks.length = 0;
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== ZIP_SIGNATURE) throw bulkImportErrors.unreadable('XLSX');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw bulkImportErrors.unreadable('XLSX');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    rows.push(cells);
  });
  yield* rows;
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
