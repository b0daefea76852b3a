import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '../logging/logger';
import type { Mailer, MailMessage } from './mailer';

/** Where and how the SMTP mailer connects (README, "Configuration": SMTP_*, MAIL_FROM). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** Sends mail through an SMTP server with nodemailer: the fleet's mailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly logger: Logger,
  ) {
    this.transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.kind ? { 'X-Fieldnote-Kind': message.kind } : undefined,
    });
    this.logger.info({ to: message.to, kind: message.kind }, `mail sent: ${message.subject}`);
  }

  close(): void {
    this.transport.close();
  }
}
