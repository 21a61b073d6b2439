import { login, loginTwoFactor } from '@vizitas/shared/api/public/auth';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { Anchor, Button } from '@mantine/core';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import { loginRequestSchema, safeRedirectPath, twoFactorLoginRequestSchema } from '@vizitas/shared/schemas/account';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import { TextField } from '~/components/forms/form-field';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { assertSameOrigin, cookieHeaders, failure, formFields, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/login';

const t = messages.auth;

/** `/prisijungti?redirect=/kelias`: e-mail and password, then the code when two-factor is on. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirect'));
  const me = await context.call(myProfile);
  if (me.ok) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get('redirect'));
  // No page asked for her (`/`): she lands where the API says — a member in her admin area.
  const landing = (home: string | undefined) => (redirectTo === '/' && home ? safeRedirectPath(home) : redirectTo);
  if (form.get('intent') === 'code') {
    const result = await context.call(loginTwoFactor, { body: formFields(form, ['code']) });
    if (result.ok) return redirectWithCookies(landing(result.data.home), result);
    // An ended code step (too many tries, too late) starts again from the password.
    const expired = (result.data as { code?: string } | null)?.code === 'two_factor_expired';
    return failure(result, { step: expired ? ('password' as const) : ('code' as const) });
  }
  const result = await context.call(login, { body: formFields(form, ['email', 'password']) });
  if (!result.ok) return failure(result, { step: 'password' as const });
  if (result.data.twoFactorRequired)
    return data({ ok: true as const, step: 'code' as const }, { headers: cookieHeaders(result) });
  return redirectWithCookies(landing(result.data.home), result);
}

export function meta() {
  return accountMeta(format(t.login.metaTitle, { brand: BRAND.name }));
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const step = actionData?.step === 'code' ? 'code' : 'password';
  const serverErrors = actionData && !actionData.ok ? actionData.error.fields : undefined;
  const passwordForm = useFormValidation(loginRequestSchema, step === 'password' ? serverErrors : undefined);
  const codeForm = useFormValidation(twoFactorLoginRequestSchema, step === 'code' ? serverErrors : undefined);
  const formError = actionData && !actionData.ok && !actionData.error.fields ? actionData.error.message : null;
  const registerHref = generatePath('register', loaderData.redirectTo === '/' ? {} : { redirect: loaderData.redirectTo });

  if (step === 'code') {
    return (
      <AccountPage>
        <AccountCard title={t.twoFactor.title} text={t.twoFactor.text}>
          <FormAlert kind="error">{formError}</FormAlert>
          <Form key="code" method="post" className="vz-form" noValidate onSubmit={codeForm.onSubmit} onChange={codeForm.onChange}>
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="redirect" value={loaderData.redirectTo} />
            <TextField
              name="code"
              label={t.fields.code}
              errors={codeForm.errors.code}
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
              maxLength={32}
            />
            <Button type="submit" size="md" loading={busy}>
              {t.twoFactor.submit}
            </Button>
          </Form>
          <div className="vz-account-links">
            <Anchor
              inherit
              href={generatePath('login', loaderData.redirectTo === '/' ? {} : { redirect: loaderData.redirectTo })}
            >
              {t.twoFactor.startOver}
            </Anchor>
          </div>
        </AccountCard>
      </AccountPage>
    );
  }

  return (
    <AccountPage>
      <AccountCard title={t.login.title} text={t.login.text}>
        <FormAlert kind="error">{formError}</FormAlert>
        <Form
          key="password"
          method="post"
          className="vz-form"
          noValidate
          onSubmit={passwordForm.onSubmit}
          onChange={passwordForm.onChange}
        >
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="redirect" value={loaderData.redirectTo} />
          <TextField
            name="email"
            type="email"
            label={t.fields.email}
            errors={passwordForm.errors.email}
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            name="password"
            type="password"
            label={t.fields.password}
            errors={passwordForm.errors.password}
            autoComplete="current-password"
            required
            maxLength={200}
          />
          <Button type="submit" size="md" loading={busy}>
            {t.login.submit}
          </Button>
        </Form>
        <div className="vz-account-links">
          <Anchor inherit href={generatePath('password_reset')}>
            {t.login.forgotPassword}
          </Anchor>
          <span>
            {t.login.noAccount}{' '}
            <Anchor inherit href={registerHref}>
              {t.login.registerLink}
            </Anchor>
          </span>
        </div>
      </AccountCard>
    </AccountPage>
  );
}
