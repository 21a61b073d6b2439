import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail received by the local SMTP server, with its parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Attached files (a visit's calendar file), decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  /** The whole Content-Type header value, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/**
 * A real SMTP server on a random local port for tests: `SMTP_URL` points at it and every mail
 * the app sends arrives here, over the wire, as it would at a mail provider.
 */
export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` that was not taken yet; takes it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to `to` received so far (not taking them). */
  to(address: string): ReceivedMail[];
  /**
   * The next `count` mails are refused with a temporary error (451), as a mail provider in
   * trouble would; `refused` counts them.
   */
  refuseNext(count: number): void;
  readonly refused: number;
  /**
   * The `nth` message to arrive from now on (1: the next) is never answered while its sender's
   * connection lives — a provider that hangs, whatever the machine's load — and is not kept once
   * the connection closes (its sender died without a 250). The others are answered as usual.
   */
  holdMessage(nth: number): void;
  /** Messages whose data has arrived, accepted or not (the one being answered included). */
  readonly arrived: number;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  let refused = 0;
  let arrived = 0;
  let holdAt = 0;
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        arrived++;
        if (arrived === holdAt) {
          await new Promise<void>((resolve) => {
            const check = setInterval(() => {
              if (!closedSessions.has(session.id)) return;
              clearInterval(check);
              resolve();
            }, 20);
          });
          return;
        }
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          callback(Object.assign(new Error('Laikinai negalime priimti laiško'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(parseMail(raw, from, to));
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string) => mails.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    refuseNext(count) {
      toRefuse = count;
    },
    get refused() {
      return refused;
    },
    holdMessage(nth) {
      holdAt = arrived + nth;
    },
    get arrived() {
      return arrived;
    },
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable → text (UTF-8). */
function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Encoded-word headers (`=?UTF-8?Q?…?=` / `?B?`) → text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

interface MimeParts {
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
}

/** Walks a MIME entity: multipart ones by their boundary (nested, e.g. mixed → alternative), leaves by type. */
function collectParts(headers: string, body: string, into: MimeParts): void {
  const contentType = /^content-type:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? 'text/plain';
  const boundary = /boundary="?([^";\n]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const split = part.indexOf('\n\n');
      const partHeaders = part
        .slice(0, split)
        .replace(/^\n/, '')
        .replace(/\n[ \t]+/g, ' ');
      collectParts(partHeaders, part.slice(split + 2).replace(/\n$/, ''), into);
    }
    return;
  }
  const disposition = /^content-disposition:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^attachment/i.test(disposition) || (filename && !/^text\/(plain|html)/i.test(contentType))) {
    into.attachments.push({ filename: filename ? decodeHeader(filename) : '', contentType, content: decodePart(headers, body) });
  } else if (/^text\/plain/i.test(contentType)) into.text = decodePart(headers, body);
  else if (/^text\/html/i.test(contentType)) into.html = decodePart(headers, body);
}

/** Enough MIME for our own mails: the subject, the text and HTML parts and the attachments. */
export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const headerEnd = normalized.indexOf('\n\n');
  const headers = normalized.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  const parts: MimeParts = { text: '', html: '', attachments: [] };
  collectParts(headers, normalized.slice(headerEnd + 2), parts);
  const links = [...new Set(parts.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
  return { from, to, raw, subject, text: parts.text, html: parts.html, links, attachments: parts.attachments };
}
