import { mailUnsubscribe, mailUnsubscribeInfo } from '@vizitas/shared/api/public/links';
import { Button } from '@mantine/core';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import { assertSameOrigin } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/unsubscribe';

const t = messages.unsubscribe;

/** Someone leaving our mails is asked for nothing else. */
export const handle: ChromeHandle = { phoneRequest: false, reviewRequest: false };

/**
 * `/pranesimu-atsisakymas?token=…` (unsubscribe): the unsubscribe link of every mail one can
 * unsubscribe from (docs/decisions/028), without logging in. Opening it asks (a mail scanner that
 * opens links unsubscribes nobody); the button posts, also before the page's scripts have loaded.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const info = token ? await context.call(mailUnsubscribeInfo, { query: { token } }) : null;
  return data({ token, info: info?.ok ? info.data : null }, { status: info?.ok ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const token = form.get('token');
  const result = await context.call(mailUnsubscribe, { query: { token: typeof token === 'string' ? token : '' } });
  return { ok: result.ok };
}

export function meta() {
  return accountMeta(format(t.metaTitle, { brand: BRAND.name }));
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { info, token } = loaderData;
  const topic = info ? t.topics[info.topic] : '';
  let body;
  if (!info) body = <FormAlert kind="error">{t.invalid}</FormAlert>;
  else if (answer?.ok || info.unsubscribed) {
    body = (
      <>
        <FormAlert kind="success">{format(t.done, { topic })}</FormAlert>
        <p className="vz-account-card__text">{t.settingsHint}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="vz-account-card__text">{format(t.question, { topic })}</p>
        <p className="vz-account-card__text" data-testid="unsubscribe-email">
          {info.email}
        </p>
        {answer && !answer.ok ? <FormAlert kind="error">{t.failed}</FormAlert> : null}
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="md" color="pink.9" loading={navigation.state === 'submitting'}>
            {t.confirm}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <AccountPage>
      <AccountCard title={t.title}>
        {body}
        <Button component="a" href={generatePath('profile', { _fragment: 'pranesimu-nustatymai' })} variant="default" size="md" mt="sm">
          {t.settingsLink}
        </Button>
      </AccountCard>
    </AccountPage>
  );
}
