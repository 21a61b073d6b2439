import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import { createMailer, linksIn, mailSettingsFromEnv, readOutbox } from './mailer.ts';
import { emailVerificationMail, passwordResetMail } from './templates.ts';

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL and VIZITAS_DEV_OUTBOX', () => {
    const dev = mailSettingsFromEnv({}, '/duomenys', false);
    expect(dev).toEqual({
      smtpUrl: undefined,
      from: 'Vizitas <no-reply@vizitas.lt>',
      outboxDir: '/duomenys/outbox',
      outboxVisible: true,
      publicUrl: undefined,
    });
    expect(mailSettingsFromEnv({}, '/d', true).outboxVisible).toBe(false);
    expect(mailSettingsFromEnv({ VIZITAS_DEV_OUTBOX: '1' }, '/d', true).outboxVisible).toBe(true);
    const prod = mailSettingsFromEnv(
      { SMTP_URL: 'smtp://mail:587', MAIL_FROM: 'X <x@y.lt>', PUBLIC_URL: 'https://vizitas.lt/kelias' },
      '/d',
      true,
    );
    expect(prod).toMatchObject({ smtpUrl: 'smtp://mail:587', from: 'X <x@y.lt>', publicUrl: 'https://vizitas.lt' });
  });
});

describe('outbox mailer', () => {
  it('writes each mail as .eml and .json and lists them newest first', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'vizitas-outbox-')), 'outbox');
    let now = new Date('2027-01-05T10:00:00.000Z');
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Vizitas <no-reply@vizitas.lt>', outboxDir: dir, outboxVisible: true, publicUrl: undefined },
      () => now,
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send(
      emailVerificationMail({
        to: 'ona@example.lt',
        name: 'Ona',
        url: 'http://localhost:3000/el-pasto-patvirtinimas?token=abc',
        change: false,
      }),
    );
    now = new Date('2027-01-05T10:00:01.000Z');
    await mailer.send(
      passwordResetMail({ to: 'ona@example.lt', name: 'Ona', url: 'http://localhost:3000/slaptazodzio-atkurimas?token=def' }),
    );

    const files = (await readdir(dir)).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(files[0]).toMatch(/^20270105T100000000Z-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(
      path.join(
        dir,
        files.find((f) => f.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toMatch(/^From: Vizitas <no-reply@vizitas\.lt>$/m);
    expect(eml).toMatch(/^To: ona@example\.lt$/m);
    expect(eml).toContain('multipart/alternative');

    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual([messages.mail.passwordReset.subject, messages.mail.verification.subject]);
    expect(mails[0]!.links).toEqual(['http://localhost:3000/slaptazodzio-atkurimas?token=def']);
    expect(mails[1]).toMatchObject({ to: 'ona@example.lt', createdAt: '2027-01-05T10:00:00.000Z' });
    expect(await readOutbox(path.join(dir, 'nera'))).toEqual([]);
  });
});

describe('templates', () => {
  it('are Lithuanian, in HTML and text, with the link in both and the name escaped', () => {
    const mail = emailVerificationMail({
      to: 'a@b.lt',
      name: 'Jonas <b>',
      url: 'https://vizitas.lt/el-pasto-patvirtinimas?token=x&y=1',
      change: true,
    });
    expect(mail.subject).toBe(messages.mail.emailChange.subject);
    expect(mail.text).toContain('Sveiki, Jonai <b>,');
    expect(mail.text).toContain('https://vizitas.lt/el-pasto-patvirtinimas?token=x&y=1');
    expect(mail.html).toContain('Jonai &lt;b&gt;');
    expect(mail.html).toContain('href="https://vizitas.lt/el-pasto-patvirtinimas?token=x&amp;y=1"');
    expect(mail.html).toContain(messages.mail.emailChange.action);
    expect(linksIn(mail.text)).toEqual(['https://vizitas.lt/el-pasto-patvirtinimas?token=x&y=1']);
  });
});
