/** The slice of a logger the bus and the outbox need; pino's Logger fits it, so callers pass theirs as is. */
export interface BusLogger {
  warn(context: object, message?: string): void;
  error(context: object, message?: string): void;
}

/** Used when no logger is given, so delivery code never has to null-check before logging. */
export const silentBusLogger: BusLogger = {
  warn: () => undefined,
  error: () => undefined,
};
