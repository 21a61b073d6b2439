import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { BRAND } from '@vizitas/shared';
import type { OutboxMail } from '@vizitas/shared/schemas/account';

/** One e-mail, ready to send: both parts are always given (HTML and plain text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a contact form message: the person who wrote it). */
  replyTo?: { name: string; address: string };
  /** Files sent with it (a visit's calendar file): text content, so the message stays JSON in its job. */
  attachments?: MailAttachment[];
  /** Headers of its own (`List-Unsubscribe` of a mail one can unsubscribe from). */
  headers?: Record<string, string>;
}

/** A text file attached to a mail. */
export interface MailAttachment {
  filename: string;
  /** `text/calendar; charset=utf-8; method=REQUEST` */
  contentType: string;
  content: string;
}

export interface Mailer {
  /** `smtp`: sent with nodemailer; `outbox`: written to the outbox folder. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587`, `smtps://…`; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  /** `Vizitas <no-reply@vizitas.lt>`. */
  from: string;
  /** `<dataDir>/outbox`. */
  outboxDir: string;
  /** The outbox API and page are served (development, or `VIZITAS_DEV_OUTBOX=1`). */
  outboxVisible: boolean;
  /** `PUBLIC_URL`: the origin links in mail point to (e.g. `https://vizitas.lt`). */
  publicUrl: string | undefined;
}

export const DEFAULT_MAIL_FROM = `${BRAND.name} <no-reply@vizitas.lt>`;

/** Mail settings from the environment: `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`, `VIZITAS_DEV_OUTBOX`. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): MailSettings {
  const publicUrl = env.PUBLIC_URL?.trim();
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    outboxVisible: !production || env.VIZITAS_DEV_OUTBOX === '1',
    publicUrl: publicUrl ? new URL(publicUrl).origin : undefined,
  };
}

export function createMailer(settings: MailSettings, now: () => Date = () => new Date()): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.from) : outboxMailer(settings.outboxDir, settings.from, now);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/** Every http(s) link of a text, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

const OUTBOX_ID = /^[0-9]{8}T[0-9]{9}Z-[0-9a-f]{8}$/;

/** Writes each mail as `<id>.eml` (the raw message) and `<id>.json` (for the outbox page). */
function outboxMailer(outboxDir: string, from: string, now: () => Date): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const createdAt = now();
      // `20260302T100000123Z-1a2b3c4d`: sorts by time.
      const id = `${createdAt.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
      const info = await composer.sendMail({ from, ...message });
      const raw = info.message as Buffer;
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const record: OutboxMail = { id, createdAt: createdAt.toISOString(), links: linksIn(message.text), ...message };
      // Written under a temporary name first, so a reader never sees half a file.
      await writeFile(path.join(outboxDir, `${id}.eml`), raw, { mode: 0o600 });
      await writeFile(path.join(outboxDir, `${id}.json.tmp`), JSON.stringify(record, null, 2), { mode: 0o600 });
      await rename(path.join(outboxDir, `${id}.json.tmp`), path.join(outboxDir, `${id}.json`));
    },
    close() {
      composer.close();
    },
  };
}

/** The newest mails of the outbox folder, newest first. */
export async function readOutbox(outboxDir: string, limit = 50): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails: OutboxMail[] = [];
  for (const id of ids) {
    try {
      mails.push(JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8')) as OutboxMail);
    } catch {
      // A file being written or removed meanwhile: skip it.
    }
  }
  return mails;
}
