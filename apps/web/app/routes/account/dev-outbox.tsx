import { devOutbox } from '@vizitas/shared/api/public/site';
import { Anchor, Stack, Text } from '@mantine/core';
import { BRAND, DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import type { Route } from './+types/dev-outbox';

const t = messages.devOutbox;

/** `/dev/laiskai`: the mails written to the outbox folder (only where the outbox API is served). */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.call(devOutbox);
  if (result.status === 404) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('Error', { status: 500 });
  return { mails: result.data.mails.slice(0, 20) };
}

export function meta() {
  return accountMeta(format(t.metaTitle, { brand: BRAND.name }));
}

const dateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage wide>
      <AccountCard title={t.title} text={t.text}>
        {loaderData.mails.length === 0 ? <Text c="dimmed">{t.empty}</Text> : null}
      </AccountCard>
      {loaderData.mails.map((mail) => (
        <AccountCard key={mail.id} title={mail.subject} headingLevel={2}>
          <Stack gap={4} className="vz-outbox-mail" data-testid="outbox-mail">
            <Text fz="sm">
              <strong>{t.to}:</strong> {mail.to}
            </Text>
            <Text fz="sm">
              <strong>{t.sentAt}:</strong> {dateTime.format(new Date(mail.createdAt))}
            </Text>
            {mail.links.length > 0 ? (
              <Text fz="sm">
                <strong>{t.links}:</strong>{' '}
                {mail.links.map((link) => (
                  <Anchor key={link} href={link} style={{ wordBreak: 'break-all' }}>
                    {link}
                  </Anchor>
                ))}
              </Text>
            ) : null}
            <details>
              <summary>{t.body}</summary>
              <pre>{mail.text}</pre>
            </details>
          </Stack>
        </AccountCard>
      ))}
    </AccountPage>
  );
}
