/** The uncategorised column's id on the board (real column keys are UUIDs, PUBLISHED or DRAFT). */
export const UNCATEGORISED = 'uncategorised';

/** The board's id of a column key from the API (null: uncategorised). */
export function columnId(key: string | null): string {
  return key ?? UNCATEGORISED;
}

/** The API's column key of a board column id. */
export function columnKey(id: string): string | null {
  return id === UNCATEGORISED ? null : id;
}
