import type { Transporter } from 'nodemailer';
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

/**
 * Sends mail through an SMTP server with nodemailer: the fleet's mailer. nodemailer is loaded with
 * the first mail, not with the server: about 3 MB of heap that a server which sends no mail would
 * otherwise keep, and every full garbage collection trace (issue 30).
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly logger: Logger,
  ) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        host: this.settings.host,
        port: this.settings.port,
        secure: this.settings.secure,
        auth: this.settings.user
          ? { user: this.settings.user, pass: this.settings.password ?? '' }
          : undefined,
      }),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transporter();
    await transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.kind ? { 'X-Fieldnote-Kind': message.kind } : undefined,
    });
    this.logger.info({ to: message.to, kind: message.kind }, `mail sent: ${message.subject}`);
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
