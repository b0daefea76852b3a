/** How a target field's value reads: the preview cuts long text; a later mapping may check types. */
export type ImportFieldType = 'text' | 'longText' | 'email' | 'number' | 'date' | 'choice';

/** A field of what the import creates (a person, a data point) that a CSV column can feed. */
export interface ImportField<K extends string = string> {
  key: K;
  label: string;
  type: ImportFieldType;
  /** Marked "(required)"; while unmapped its select shows `requiredHint`. */
  required?: boolean;
  requiredHint?: string;
}

/** Which column feeds each field; null when none does. */
export type ColumnMapping<K extends string = string> = Record<K, string | null>;

/** A row refused (by this browser before sending, or by the server), and why. */
export interface ImportRejection {
  rowNumber: number;
  field: string;
  reason: string;
}

/** What the server answered for one batch. */
export interface BatchResult {
  importedCount: number;
  rejected: readonly ImportRejection[];
}

/**
 * What a CSV import creates and how: its fields, a first mapping guessed from the header, the rows
 * to send (and those refused before sending), and the mutation that takes one batch.
 */
export interface ImportTarget<K extends string, TRow> {
  fields: readonly ImportField<K>[];
  guessMapping: (columns: string[]) => ColumnMapping<K>;
  /** Whether the mapping is enough to start (the text mapped; a name or an e-mail). */
  canStart: (mapping: ColumnMapping<K>) => boolean;
  toRows: (
    rows: Record<string, string>[],
    mapping: ColumnMapping<K>,
  ) => { rows: TRow[]; refused: ImportRejection[] };
  batchSize: number;
  /** Starts one import: a function that sends a batch (the first may create what the others join). */
  begin: () => (batch: TRow[]) => Promise<BatchResult>;
}
