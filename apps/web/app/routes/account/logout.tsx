import { logout } from '@vizitas/shared/api/public/auth';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { Button } from '@mantine/core';
import { Form, redirect, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { assertSameOrigin, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/logout';

const t = messages.auth.logout;

/** Whoever wants to leave can: the phone number request does not open here. */
export const handle: ChromeHandle = { phoneRequest: false, reviewRequest: false };

/** `/atsijungti`: a POST logs out (the navbar's button); a GET asks first (a link must not log anyone out). */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await context.call(myProfile);
  if (!me.ok) throw redirect(generatePath('home'));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const result = await context.call(logout);
  return redirectWithCookies(generatePath('home'), result);
}

export function meta() {
  return accountMeta(format(t.metaTitle, { brand: BRAND.name }));
}

export default function Logout() {
  const busy = useNavigation().state !== 'idle';
  return (
    <AccountPage>
      <AccountCard title={t.title} text={t.text}>
        <Form method="post" className="vz-form">
          <Button type="submit" size="md" loading={busy}>
            {t.submit}
          </Button>
        </Form>
      </AccountCard>
    </AccountPage>
  );
}
