import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sentMails } from '@vizitas/db';
import type { MailMessage } from '#server/modules/mail/index.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import { TestClock } from '#server/testing/browser.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { enqueueMail } from './index.ts';
import { jobId } from './queue.ts';
import { sendMailJob } from './handlers/send-mail.ts';

const clock = new TestClock(new Date('2027-03-01T09:00:00Z'));

function mail(to: string, subject = 'Vizitas patvirtintas'): MailMessage {
  return { to, subject, text: `Sveiki, ${to}`, html: `<p>Sveiki, ${to}</p>` };
}

describe('the send-mail job, through the real app, over SMTP', () => {
  let t: TestApp & { inbox: SmtpInbox };

  beforeAll(async () => {
    t = await createTestAppWithInbox({ now: clock.now, workers: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Waits until no job is waiting, retrying or running. */
  async function drained(): Promise<void> {
    await vi.waitFor(
      async () => {
        const [queue] = await t.app.context.jobs.counts();
        expect(queue!.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
      },
      { timeout: 20_000, interval: 50 },
    );
  }

  /** The job of `key` as pg-boss keeps it (undefined when there is none). */
  async function jobOf(key: string): Promise<{ state: string; retry_count: number } | undefined> {
    const result = await t.app.database.db.execute(
      sql`select state::text as state, retry_count from pgboss.job where name = 'send-mail' and id = ${jobId('send-mail', key)}::uuid`,
    );
    return (result as unknown as { rows: Array<{ state: string; retry_count: number }> }).rows[0];
  }
  const jobState = async (key: string) => (await jobOf(key))?.state;

  it('a confidential mail (a link with a token) is sealed in the job table and arrives whole, with its attachment', async () => {
    const secret = 'slapta-nuoroda-8f3a1c9e27b54d60';
    const message: MailMessage = {
      ...mail('saugi@example.lt', 'Slaptažodžio atkūrimas'),
      text: `Nuoroda: https://vizitas.lt/slaptazodzio-atkurimas?token=${secret}`,
      attachments: [
        { filename: 'vizitas.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR' },
      ],
    };
    await t.app.database.db.transaction((tx) =>
      enqueueMail(t.app.context.jobs, tx, { key: 'test:sealed', message, confidential: true }),
    );
    const stored = await t.app.database.db.execute(
      sql`select data::text as data from pgboss.job where name = 'send-mail' and id = ${jobId('send-mail', 'test:sealed')}::uuid`,
    );
    const data = (stored as unknown as { rows: Array<{ data: string }> }).rows[0]!.data;
    expect(data).toContain('"sealed"');
    expect(data).not.toContain(secret);
    expect(data).not.toContain('saugi@example.lt');
    t.app.context.jobs.wake('send-mail');

    const received = await t.inbox.next('saugi@example.lt', 20_000);
    expect(received.text).toContain(`token=${secret}`);
    expect(received.attachments).toEqual([
      {
        filename: 'vizitas.ics',
        contentType: expect.stringMatching(/^text\/calendar; charset=utf-8; method=REQUEST/),
        content: 'BEGIN:VCALENDAR',
      },
    ]);
  });

  it('delivers a mail enqueued with a key, once; the same key enqueued again is a no-op', async () => {
    const db = t.app.database.db;
    expect(await enqueueMail(t.app.context.jobs, db, { key: 'test:once', message: mail('ona@example.lt') })).toBe(true);
    expect(await enqueueMail(t.app.context.jobs, db, { key: 'test:once', message: mail('ona@example.lt', 'Kitas') })).toBe(false);

    const received = await t.inbox.next('ona@example.lt', 20_000);
    expect(received.subject).toBe('Vizitas patvirtintas');
    expect(received.text).toContain('Sveiki, ona@example.lt');
    await drained();
    expect(await jobState('test:once')).toBe('completed');
    expect(t.inbox.to('ona@example.lt')).toHaveLength(1);
    const [marker] = await db.select().from(sentMails).where(eq(sentMails.key, 'test:once'));
    expect(marker?.sentAt?.toISOString()).toBe('2027-03-01T09:00:00.000Z');
  });

  it('never sends a key twice, even when its job runs again', async () => {
    const db = t.app.database.db;
    await enqueueMail(t.app.context.jobs, db, { key: 'test:rerun', message: mail('jonas@example.lt') });
    await t.inbox.next('jonas@example.lt', 20_000);
    await drained();

    // The job runs a second time (a redelivery after a crash between sending and completing).
    const run = {
      id: jobId('send-mail', 'test:rerun'),
      name: 'send-mail' as const,
      payload: { key: 'test:rerun', message: mail('jonas@example.lt') },
    };
    expect(await sendMailJob({ db, mailer: t.app.context.mailer, now: clock.now }, run)).toBe('already-sent');

    // The job row is archived (pg-boss does after 12 h) and the event enqueues the key again.
    await db.execute(sql`delete from pgboss.job where name = 'send-mail' and id = ${run.id}::uuid`);
    expect(await enqueueMail(t.app.context.jobs, db, { key: 'test:rerun', message: mail('jonas@example.lt') })).toBe(true);
    await drained();
    expect(await jobState('test:rerun')).toBe('completed');
    expect(t.inbox.to('jonas@example.lt')).toHaveLength(1);
  });

  it('sends a mail enqueued in a committed transaction, never one whose transaction rolled back', async () => {
    const db = t.app.database.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(t.app.context.jobs, tx, { key: 'test:rolled-back', message: mail('atsauktas@example.lt') });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await enqueueMail(t.app.context.jobs, tx, { key: 'test:committed', message: mail('irasytas@example.lt') });
    });

    await t.inbox.next('irasytas@example.lt', 20_000);
    await drained();
    expect(await jobState('test:rolled-back')).toBeUndefined();
    expect(await jobState('test:committed')).toBe('completed');
    expect(t.inbox.to('atsauktas@example.lt')).toHaveLength(0);
    expect(await db.select().from(sentMails).where(eq(sentMails.key, 'test:rolled-back'))).toEqual([]);
  });

  it('retries a send the mail server refused, and then delivers it once', async () => {
    const refusedBefore = t.inbox.refused;
    t.inbox.refuseNext(1);
    await enqueueMail(t.app.context.jobs, t.app.database.db, { key: 'test:retry', message: mail('petras@example.lt') });

    const received = await t.inbox.next('petras@example.lt', 20_000);
    expect(received.subject).toBe('Vizitas patvirtintas');
    expect(t.inbox.refused - refusedBefore).toBe(1);
    await drained();
    expect(await jobOf('test:retry')).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(t.inbox.to('petras@example.lt')).toHaveLength(1);
  });

  it('rejects a payload that is not a mail, before anything is written', async () => {
    await expect(
      t.app.context.jobs.send('send-mail', { key: 'test:bad', message: { to: '' } as MailMessage }, { key: 'test:bad' }),
    ).rejects.toThrow();
    expect(await jobState('test:bad')).toBeUndefined();
  });
});
