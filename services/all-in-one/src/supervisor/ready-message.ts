/**
 * The message the server process sends its supervisor (over the IPC channel `fork` opens) once it
 * serves: from then on an abnormal end is a crash to restart from, not a start that failed.
 */
const READY = { fieldnote: 'ready' } as const;

/** Tells the supervisor, if there is one, that this server now serves. */
export function announceReady(): void {
  process.send?.(READY);
}

export function isReadyMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { fieldnote?: unknown }).fieldnote === 'ready'
  );
}
