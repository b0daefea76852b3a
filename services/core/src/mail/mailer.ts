import type { Logger } from '../logging/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The fleet plugs in SMTP; all-in-one mode logs the message (and its links) instead. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each message to the log, so invite and sign-in links are visible without a mail server. */
export class LogMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  constructor(private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 100) this.sent.shift();
    this.logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
  }
}
