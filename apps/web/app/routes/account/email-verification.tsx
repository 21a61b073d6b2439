import { verifyEmailAddress } from '@vizitas/shared/api/public/auth';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { Button } from '@mantine/core';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import { cookieHeaders } from '~/lib/server/page-helpers.server';
import { data } from 'react-router';
import type { Route } from './+types/email-verification';

const t = messages.auth.emailVerification;

/** `/el-pasto-patvirtinimas?token=…`: the landing page of the link in the verification mail. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const result = await context.call(verifyEmailAddress, { body: { token } });
  const me = await context.call(myProfile);
  return data(
    {
      verified: result.ok,
      message: result.ok ? messages.emailVerification.verified : messages.emailVerification.invalidLink,
      loggedIn: me.ok,
    },
    { headers: cookieHeaders(result) },
  );
}

/** The link is used up on the first load: never load it again in the same page. */
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return accountMeta(format(t.metaTitle, { brand: BRAND.name }));
}

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage>
      <AccountCard title={t.title}>
        <FormAlert kind={loaderData.verified ? 'success' : 'error'}>{loaderData.message}</FormAlert>
        <Button component="a" href={loaderData.loggedIn ? generatePath('profile') : generatePath('login')} size="md">
          {loaderData.loggedIn ? t.toProfile : messages.auth.login.submit}
        </Button>
      </AccountCard>
    </AccountPage>
  );
}
