import { randomUUID } from 'node:crypto';
import { projectTransferErrors } from './project-transfer.errors';

/** The spec's old-to-new id mapping tables (spec 001 §3), plus the other kinds an import remaps. */
export const MAPPING_TABLES = [
  'fields',
  'files',
  'fieldSets',
  'highlights',
  'insights',
  'notes',
  'tagBoards',
  'tagGroups',
  'tags',
  'projectViews',
  'questions',
  'questionResponses',
  'reels',
] as const;
export type MappingTable = (typeof MAPPING_TABLES)[number];

/** Old-to-new id tables, one per kind, as the import report keeps them. */
export type MappingTables = Record<MappingTable, Record<string, string>>;

/**
 * The new id of every record of an import file. Each kind has its table (the report's), and one index
 * over all of them remaps ids inside rich text and view settings, whose kind is not known.
 */
export class IdRemap {
  readonly tables = Object.fromEntries(MAPPING_TABLES.map((t) => [t, {}])) as MappingTables;
  private readonly all = new Map<string, string>();

  /** Gives `oldId` of `table` a new id (or the one given, for a record matched in the target). */
  assign(table: MappingTable, oldId: string, newId: string = randomUUID()): string {
    if (this.tables[table][oldId] !== undefined)
      throw projectTransferErrors.badRecord(table, `the id ${oldId} appears twice`);
    this.tables[table][oldId] = newId;
    this.all.set(oldId, newId);
    return newId;
  }

  /** The new id of a record the file refers to; a reference to nothing in the file is refused. */
  of(table: MappingTable, oldId: string, where: string): string {
    const id = this.tables[table][oldId];
    if (id === undefined)
      throw projectTransferErrors.badRecord(
        where,
        `refers to ${table} ${oldId}, which the file does not hold`,
      );
    return id;
  }

  ofOrNull(table: MappingTable, oldId: string | null, where: string): string | null {
    return oldId === null ? null : this.of(table, oldId, where);
  }

  /** Any record's new id, whatever its kind, or undefined. */
  any(oldId: string): string | undefined {
    return this.all.get(oldId);
  }

  /** A JSON value with every string that is an old id of the file replaced by its new id. */
  remapJson<T>(value: T): T {
    if (typeof value === 'string') return (this.all.get(value) ?? value) as T;
    if (Array.isArray(value)) return value.map((v) => this.remapJson(v)) as T;
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.remapJson(v)])) as T;
    return value;
  }
}
