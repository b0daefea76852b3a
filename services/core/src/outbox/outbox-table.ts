/** Quotes a Postgres identifier, so a schema name can never change the meaning of the SQL around it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The qualified outbox table; the schema varies (per workspace shard, per test run), the table name does not. */
export function outboxTable(schema: string): string {
  return `${quoteIdentifier(schema)}.outbox_events`;
}
