import { acceptStaffInvitation } from '@vizitas/shared/api/user/staff-invitation';
import { staffInvitation } from '@vizitas/shared/api/public/links';
import { Button, Group } from '@mantine/core';
import { Form, useActionData, useNavigation, useRouteLoaderData } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import type { PageContext } from '~/lib/api/page-context';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import { assertSameOrigin, failure, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import type { Route } from './+types/staff-invitation';

/** Accepting is one button: neither the site-wide phone request nor the review prompt covers it. */
export const handle: ChromeHandle = { phoneRequest: false, reviewRequest: false };

const t = messages.adminCatalogue.staffInvitation;

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

/**
 * `/komandos-kvietimas?token=…` (staff_invitation): the link of a staff invitation's mail. It shows
 * which business invites her as which specialist; a visitor logs in or creates an account (and
 * comes back here), a logged-in person accepts and lands in the business's admin area
 * (docs/decisions/025). The link is used up only by accepting.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = tokenOf(url);
  const invitation = await context.call(staffInvitation, { query: { token } });
  return {
    invitation: invitation.ok ? invitation.data : null,
    here: `${url.pathname}${url.search}`,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const result = await context.call(acceptStaffInvitation, { body: { token: tokenOf(url) } });
  if (!result.ok) return failure(result);
  return redirectWithCookies(generatePath('admin_home', { slug: result.data.businessSlug }), result);
}

export function meta() {
  return accountMeta(t.metaTitle);
}

export default function StaffInvitation({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { pageContext: PageContext } | undefined;
  const user = root?.pageContext.user ?? null;
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { invitation, here } = loaderData;
  if (!invitation) {
    return (
      <AccountPage>
        <AccountCard title={t.invalidTitle}>
          <FormAlert kind="error">{t.invalid}</FormAlert>
          <Button component="a" href={generatePath('home')} size="md" color="pink.8">
            {t.home}
          </Button>
        </AccountCard>
      </AccountPage>
    );
  }
  return (
    <AccountPage>
      <AccountCard
        title={t.title}
        text={format(t.text, { business: invitation.businessName, specialist: invitation.specialistName })}
      >
        <p className="vz-account-card__text">{format(t.sentTo, { email: invitation.email })}</p>
        {failed && !failed.ok ? <FormAlert kind="error">{failed.error.message}</FormAlert> : null}
        {user ? (
          <Form method="post" replace>
            <p className="vz-account-card__text">{format(t.asUser, { name: user.name, email: user.email })}</p>
            <Button type="submit" size="md" color="pink.8" loading={busy}>
              {t.accept}
            </Button>
          </Form>
        ) : (
          <>
            <p className="vz-account-card__text">{t.loginFirst}</p>
            <Group gap="sm">
              <Button component="a" href={generatePath('login', { redirect: here })} size="md" color="pink.8">
                {t.login}
              </Button>
              <Button component="a" href={generatePath('register', { redirect: here })} size="md" variant="default">
                {t.register}
              </Button>
            </Group>
          </>
        )}
      </AccountCard>
    </AccountPage>
  );
}
