import type { BusLogger } from '../bus/bus-logger';

export interface LogEntry {
  level: 'warn' | 'error';
  context: object;
  message?: string;
}

/** Keeps what was logged, so tests can wait for and assert on logged failures. */
export class RecordingLogger implements BusLogger {
  readonly entries: LogEntry[] = [];

  warn(context: object, message?: string): void {
    this.entries.push({ level: 'warn', context, message });
  }

  error(context: object, message?: string): void {
    this.entries.push({ level: 'error', context, message });
  }

  at(level: LogEntry['level']): LogEntry[] {
    return this.entries.filter((entry) => entry.level === level);
  }
}
