import { register } from '@vizitas/shared/api/public/auth';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { Anchor, Button } from '@mantine/core';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import { registerRequestSchema, safeRedirectPath } from '@vizitas/shared/schemas/account';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import { TextField } from '~/components/forms/form-field';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { TermsConsentField } from '~/components/forms/terms-consent-field';
import { rememberVerificationSent } from '~/features/account/model/verification-sent';
import { assertSameOrigin, failure, formBody, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/register';

const t = messages.auth;

/** `/registracija?redirect=/kelias`: name, e-mail, password, consent to the terms; logged in at once, a verification link mailed. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirect'));
  const me = await context.call(myProfile);
  if (me.ok) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const result = await context.call(register, { body: formBody(register, form, ['name', 'email', 'password', 'acceptTerms']) });
  if (!result.ok) return failure(result);
  return redirectWithCookies(safeRedirectPath(form.get('redirect')), result);
}

export function meta() {
  return accountMeta(format(t.register.metaTitle, { brand: BRAND.name }));
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const validation = useFormValidation(registerRequestSchema, actionData?.error.fields);
  const formError = actionData && !actionData.error.fields ? actionData.error.message : null;
  const loginHref = generatePath('login', loaderData.redirectTo === '/' ? {} : { redirect: loaderData.redirectTo });
  return (
    <AccountPage>
      <AccountCard title={t.register.title} text={t.register.text}>
        <FormAlert kind="error">{formError}</FormAlert>
        <Form
          method="post"
          className="vz-form"
          noValidate
          onSubmit={(event) => {
            validation.onSubmit(event);
            // The verification mail goes out with the registration: the resend button waits a minute.
            if (!event.defaultPrevented) rememberVerificationSent();
          }}
          onChange={validation.onChange}
        >
          <input type="hidden" name="redirect" value={loaderData.redirectTo} />
          <TextField
            name="name"
            label={t.fields.name}
            errors={validation.errors.name}
            autoComplete="name"
            required
            maxLength={100}
          />
          <TextField
            name="email"
            type="email"
            label={t.fields.email}
            errors={validation.errors.email}
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            name="password"
            type="password"
            label={t.fields.password}
            description={t.fields.passwordHint}
            errors={validation.errors.password}
            autoComplete="new-password"
            required
            maxLength={200}
          />
          <TermsConsentField errors={validation.errors.acceptTerms} />
          <Button type="submit" size="md" loading={busy}>
            {t.register.submit}
          </Button>
        </Form>
        <div className="vz-account-links">
          <span>
            {t.register.haveAccount}{' '}
            <Anchor inherit href={loginHref}>
              {t.register.loginLink}
            </Anchor>
          </span>
        </div>
      </AccountCard>
    </AccountPage>
  );
}
