import { timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotesMailError, NotesMailObject } from '@showfloor/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { z } from 'zod';
import type { MailConfig } from './mail-config.js';
import { SendQuota } from './send-quota.js';

/** Refused before sending: the device or the recipient had its share of mails this hour. */
export type NotesMailRefusal = 'TOO_MANY_MAILS';

export type NotesMailOutcome =
  | { ok: true; delivery: 'smtp' | 'outbox' }
  | { ok: false; error: NotesMailError | NotesMailRefusal };

const HOUR_MS = 3_600_000;
/** A visitor exports notes a few times a show; past these the endpoint would be relaying. */
export const DEFAULT_NOTES_MAIL_QUOTAS = { perDevicePerHour: 10, perRecipientPerHour: 5 };

const isAddress = (value: string) => z.email().safeParse(value).success;

// nodemailer's codes for a server that cannot be reached or refuses our login: the configuration
// is wrong, not the message.
const CONFIGURATION_CODES = new Set(['EAUTH', 'ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED']);

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Constant-time compare, so the key cannot be guessed byte by byte from response times.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Relays exported notes (spec modules §7): SMTP when configured, else a .eml file in the outbox. */
export class NotesMailService {
  private readonly perDevice: SendQuota;
  private readonly perRecipient: SendQuota;

  constructor(
    private readonly config: MailConfig,
    private readonly now: () => number = Date.now,
  ) {
    const quotas = { ...DEFAULT_NOTES_MAIL_QUOTAS, ...config.quotas };
    this.perDevice = new SendQuota(quotas.perDevicePerHour, HOUR_MS, now);
    this.perRecipient = new SendQuota(quotas.perRecipientPerHour, HOUR_MS, now);
  }

  /**
   * The key is public (the app reads it from config.json), so it proves nothing about the caller:
   * what keeps this from being an open relay is that the sender is always the show's own address,
   * the body always plain text, and sends per device and per recipient are counted.
   */
  async send(mail: NotesMailObject, key: string, device: string): Promise<NotesMailOutcome> {
    if (!sameSecret(key, this.config.notesKey)) return { ok: false, error: 'INVALID_CREDENTIALS' };
    const recipient = mail.recipient.toLowerCase();
    // Checked together before counting, so a refused send does not use the other quota.
    if (!this.perDevice.allows(device) || !this.perRecipient.allows(recipient)) {
      return { ok: false, error: 'TOO_MANY_MAILS' };
    }
    this.perDevice.take(device);
    this.perRecipient.take(recipient);
    const message: SendMailOptions = {
      from: this.config.from,
      // The visitor may give an address to be answered at; it never becomes the sender.
      ...(isAddress(mail.expeditor) ? { replyTo: mail.expeditor } : {}),
      to: mail.recipient,
      subject: mail.subject,
      // Text only: whatever markup the caller puts in the notes reaches the recipient as text.
      text: mail.content,
    };
    if (!this.config.smtpUrl) return this.writeToOutbox(message);
    // Loaded when a mail is sent: every `showfloor` command and server start loads this module.
    const { default: nodemailer } = await import('nodemailer');
    let transport: Transporter;
    try {
      transport = nodemailer.createTransport(this.config.smtpUrl);
    } catch {
      return { ok: false, error: 'INVALID_SMTP_CONFIGURATION' };
    }
    try {
      await transport.sendMail(message);
      return { ok: true, delivery: 'smtp' };
    } catch (error) {
      const code = errorCodeOf(error);
      return {
        ok: false,
        error: code && CONFIGURATION_CODES.has(code) ? 'INVALID_SMTP_CONFIGURATION' : 'DEFAULT',
      };
    } finally {
      transport.close();
    }
  }

  /** Without SMTP the message is kept as a standard .eml file an operator can open or forward. */
  private async writeToOutbox(message: SendMailOptions): Promise<NotesMailOutcome> {
    const { default: nodemailer } = await import('nodemailer');
    try {
      const transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'windows',
      });
      const info = await transport.sendMail(message);
      const raw: unknown = info.message;
      await mkdir(this.config.outboxDir, { recursive: true });
      const name = `${new Date(this.now()).toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`;
      await writeFile(path.join(this.config.outboxDir, name), Buffer.isBuffer(raw) ? raw : String(raw));
      return { ok: true, delivery: 'outbox' };
    } catch {
      return { ok: false, error: 'DEFAULT' };
    }
  }
}
