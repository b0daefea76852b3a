import type { Logger } from '../logging/logger';
import type { NotificationKind } from './notification-kind';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Which notification this is, so tests, logs and later per-kind preferences can tell mails apart. */
  kind?: NotificationKind;
}

/** Sends e-mail. The fleet plugs in SMTP; all-in-one mode logs the message (and its links) instead. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Most recent messages a LogMailer keeps for tests to read. */
const LOG_MAILER_KEPT_MESSAGES = 100;

/** A message the LogMailer kept, with when it was "sent". */
export interface SentMail extends MailMessage {
  sentAt: Date;
}

/**
 * Writes each message to the log and keeps the latest ones, so invite, sign-in and notification mails
 * can be read without a mail server (the local mailbox page lists them).
 */
export class LogMailer implements Mailer {
  readonly sent: SentMail[] = [];

  constructor(private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push({ ...message, sentAt: new Date() });
    if (this.sent.length > LOG_MAILER_KEPT_MESSAGES) this.sent.shift();
    this.logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
  }
}
