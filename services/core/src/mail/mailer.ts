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

/** Writes each message to the log, so invite and sign-in links are visible without a mail server. */
export class LogMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  constructor(private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > LOG_MAILER_KEPT_MESSAGES) this.sent.shift();
    this.logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
  }
}
