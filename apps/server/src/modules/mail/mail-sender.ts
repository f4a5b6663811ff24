import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import type { MailConfig } from './mail-config.js';

/** A plain-text mail from the show's own address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the back office's own mails (invitations): through SMTP when configured, else as a .eml
 * file in the outbox folder, which an operator can open or forward. Throws when SMTP refuses.
 */
export class MailSender {
  constructor(
    private readonly config: Pick<MailConfig, 'smtpUrl' | 'from' | 'outboxDir'>,
    private readonly now: () => number = Date.now,
  ) {}

  async send(mail: OutgoingMail): Promise<'smtp' | 'outbox'> {
    const message: SendMailOptions = {
      from: this.config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    };
    // Loaded when a mail is sent: every `showfloor` command and server start loads this module.
    const { default: nodemailer } = await import('nodemailer');
    if (this.config.smtpUrl) {
      const transport = nodemailer.createTransport(this.config.smtpUrl);
      try {
        await transport.sendMail(message);
        return 'smtp';
      } finally {
        transport.close();
      }
    }
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const info = await transport.sendMail(message);
    const raw: unknown = info.message;
    await mkdir(this.config.outboxDir, { recursive: true });
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`;
    await writeFile(path.join(this.config.outboxDir, name), Buffer.isBuffer(raw) ? raw : String(raw));
    return 'outbox';
  }
}
