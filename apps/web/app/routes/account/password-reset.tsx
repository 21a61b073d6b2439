import { passwordResetCheck, passwordResetConfirm, passwordResetRequest } from '@vizitas/shared/api/public/auth';
import { Anchor, Button } from '@mantine/core';
import { Form, useActionData, useNavigation } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@vizitas/shared/schemas/account';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { FormAlert } from '~/components/forms/form-alert';
import { TextField } from '~/components/forms/form-field';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { assertSameOrigin, failure, formFields, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/password-reset';

const t = messages.auth;

/**
 * `/slaptazodzio-atkurimas`: the request form (an e-mail address); with `?token=` from the
 * mail, the new password form (or "invalid link").
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  if (token === null) return { mode: 'request' as const, token: null };
  const check = await context.call(passwordResetCheck, { query: { token } });
  return { mode: check.ok && check.data.valid ? ('reset' as const) : ('invalid' as const), token };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'reset') {
    const result = await context.call(passwordResetConfirm, { body: formFields(form, ['token', 'password']) });
    if (!result.ok) return failure(result);
    return redirectWithCookies(generatePath('login'), result);
  }
  const result = await context.call(passwordResetRequest, { body: formFields(form, ['email']) });
  if (!result.ok) return failure(result);
  return { ok: true as const, message: result.data.message };
}

export function meta() {
  return accountMeta(format(t.passwordReset.metaTitle, { brand: BRAND.name }));
}

export default function PasswordReset({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData.error : null;
  const requestForm = useFormValidation(passwordResetRequestSchema, loaderData.mode === 'request' ? failed?.fields : undefined);
  const resetForm = useFormValidation(passwordResetConfirmSchema, loaderData.mode === 'reset' ? failed?.fields : undefined);
  const formError = failed && !failed.fields ? failed.message : null;
  const p = t.passwordReset;

  if (loaderData.mode === 'invalid' || failed?.code === 'invalid_token') {
    return (
      <AccountPage>
        <AccountCard title={p.title}>
          <FormAlert kind="error">{p.invalidLink}</FormAlert>
          <Button component="a" href={generatePath('password_reset')} size="md">
            {p.requestAgain}
          </Button>
        </AccountCard>
      </AccountPage>
    );
  }

  if (loaderData.mode === 'reset') {
    return (
      <AccountPage>
        <AccountCard title={p.newTitle} text={p.newText}>
          <FormAlert kind="error">{formError}</FormAlert>
          <Form
            key="reset"
            method="post"
            className="vz-form"
            noValidate
            onSubmit={resetForm.onSubmit}
            onChange={resetForm.onChange}
          >
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={loaderData.token ?? ''} />
            <TextField
              name="password"
              type="password"
              label={t.fields.newPassword}
              description={t.fields.passwordHint}
              errors={resetForm.errors.password}
              autoComplete="new-password"
              required
              maxLength={200}
            />
            <Button type="submit" size="md" loading={busy}>
              {p.newSubmit}
            </Button>
          </Form>
        </AccountCard>
      </AccountPage>
    );
  }

  const sent = actionData?.ok ? actionData.message : null;
  return (
    <AccountPage>
      <AccountCard title={p.title} text={p.text}>
        <FormAlert kind="error">{formError}</FormAlert>
        <FormAlert kind="success">{sent}</FormAlert>
        <Form
          key="request"
          method="post"
          className="vz-form"
          noValidate
          onSubmit={requestForm.onSubmit}
          onChange={requestForm.onChange}
        >
          <input type="hidden" name="intent" value="request" />
          <TextField
            name="email"
            type="email"
            label={t.fields.email}
            errors={requestForm.errors.email}
            autoComplete="email"
            required
            maxLength={254}
          />
          <Button type="submit" size="md" loading={busy}>
            {p.submit}
          </Button>
        </Form>
        <div className="vz-account-links">
          <Anchor inherit href={generatePath('login')}>
            {p.backToLogin}
          </Anchor>
        </div>
      </AccountCard>
    </AccountPage>
  );
}
