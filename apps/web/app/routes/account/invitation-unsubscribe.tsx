import { invitationUnsubscribe, invitationUnsubscribeInfo } from '@vizitas/shared/api/public/links';
import { Button } from '@mantine/core';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import { assertSameOrigin } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/invitation-unsubscribe';

const t = messages.invitationUnsubscribe;

/** Someone leaving our mails is asked for nothing else. */
export const handle: ChromeHandle = { phoneRequest: false, reviewRequest: false };

/**
 * `/kvietimu-atsisakymas?token=…` (invitation_unsubscribe): the unsubscribe link of a client
 * invitation (docs/decisions/029). Opening it asks (a mail scanner opening links unsubscribes
 * nobody); the button posts, also before the page's scripts have loaded.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const info = await context.call(invitationUnsubscribeInfo, { query: { token } });
  return data({ token, info: info.ok ? info.data : null }, { status: info.ok ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const token = form.get('token');
  const result = await context.call(invitationUnsubscribe, {
    body: { token: typeof token === 'string' ? token : '' },
  });
  return { ok: result.ok, already: result.ok ? result.data.already : false };
}

export function meta() {
  return accountMeta(`${t.metaTitle} – ${BRAND.name}`);
}

export default function InvitationUnsubscribe({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { info, token } = loaderData;
  const home = (
    <Button component="a" href={generatePath('home')} variant="default" size="md" mt="sm">
      {t.home}
    </Button>
  );
  let body;
  if (!info) body = <FormAlert kind="error">{t.invalid}</FormAlert>;
  else if (answer?.ok || info.unsubscribed) body = <FormAlert kind="success">{answer?.ok && !answer.already ? t.done : t.already}</FormAlert>;
  else {
    body = (
      <>
        <p className="vz-account-card__text">{format(t.text, { email: info.email, business: info.business, brandGenitive: BRAND.genitive })}</p>
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
        {home}
      </AccountCard>
    </AccountPage>
  );
}
