import { businessRegistration } from '@vizitas/shared/api/public/site';
import { businessInvitationPrefill } from '@vizitas/shared/api/public/links';
import { INVITATION_QUERY_PARAM } from '@vizitas/shared/schemas/business-invitations';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { Anchor } from '@mantine/core';
import { useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages, ROUTES } from '@vizitas/shared';
import '~/features/account/components/account.css';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import { AccountCard, AccountPage } from '~/features/account/components/account-card';
import { BusinessRegistrationForm } from '~/features/business-registration/components/business-registration-form';
import { assertSameOrigin, failure, redirectWithCookies, filledIn } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/business-registration';

/**
 * The form asks for the business's phone and puts it on her account when it has none: neither the
 * site-wide phone request nor the review prompt interrupts it (a dialog over the form took its keys).
 */
export const handle: ChromeHandle = { phoneRequest: false, reviewRequest: false };

const t = messages.businessRegistration;

/**
 * `/verslui/registracija` (business_register): a person registers a business and lands in its
 * admin area, on the onboarding checklist. A logged-in person keeps her account; a visitor fills
 * in hers too (docs/decisions/022).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get(INVITATION_QUERY_PARAM);
  const [me, invited] = await Promise.all([
    context.call(myProfile),
    // Opened from the operator's invitation: its fields are filled in (an unknown link fills nothing).
    token ? context.call(businessInvitationPrefill, { query: { token } }) : null,
  ]);
  const host = url.host;
  return {
    user: me.ok ? { name: me.data.name, email: me.data.email } : null,
    publicBase: `${host}${ROUTES.about.path.replace('{slug}', '')}`,
    invitation: token && invited?.ok ? { token, ...invited.data } : null,
  };
}

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const slug = text(form, 'slug').trim();
  const body = {
    businessName: text(form, 'businessName'),
    categories: form.getAll('categories').filter((value): value is string => typeof value === 'string'),
    city: text(form, 'city'),
    address: text(form, 'address'),
    phone: text(form, 'phone'),
    ...(slug ? { slug } : {}),
    ...(form.get('invitation') ? { invitation: text(form, 'invitation') } : {}),
    // A logged-in person's form has no account fields: the API uses her own account.
    ...(form.has('email')
      ? {
          account: {
            name: text(form, 'name'),
            email: text(form, 'email'),
            password: text(form, 'password'),
            acceptTerms: text(form, 'acceptTerms'),
          },
        }
      : {}),
  };
  const result = await context.call(businessRegistration, { body: filledIn(businessRegistration, body) });
  if (!result.ok) return failure(result);
  return redirectWithCookies(generatePath('admin_home', { slug: result.data.business.slug }), result);
}

export function meta() {
  return [{ title: format(t.metaTitle, { brand: BRAND.name }) }, { name: 'description', content: t.metaDescription }];
}

export default function BusinessRegistration({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const loginHref = generatePath('login', { redirect: generatePath('business_register') });
  return (
    <AccountPage wide>
      <AccountCard title={t.title} text={t.text}>
        <BusinessRegistrationForm
          user={loaderData.user}
          publicBase={loaderData.publicBase}
          invitation={loaderData.invitation}
          serverError={actionData && !actionData.ok ? actionData.error : null}
          busy={busy}
        />
        {loaderData.user ? null : (
          <div className="vz-account-links">
            <span>
              {t.haveAccount}{' '}
              <Anchor inherit href={loginHref}>
                {t.loginLink}
              </Anchor>
            </span>
          </div>
        )}
      </AccountCard>
    </AccountPage>
  );
}
