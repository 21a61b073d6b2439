import { myLogoutEverywhere, mySessionEnd, mySessions } from '@vizitas/shared/api/user/sessions';
import {
  myAccountDeletion,
  myAccountDeletionPreview,
  myEmailChange,
  myNameChange,
  myPasswordChange,
  myProfile,
} from '@vizitas/shared/api/user/profile';
import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { BRAND, DEFAULT_TIME_ZONE, format, formatPhone, generatePath, messages } from '@vizitas/shared';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@vizitas/shared/schemas/account';
import '~/features/account/components/account.css';
import { AccountCard, AccountPage, accountMeta } from '~/features/account/components/account-card';
import { AccountDataCard } from '~/features/account/components/account-data-card';
import { deviceName } from '~/features/account/model/device-name';
import { FormAlert } from '~/components/forms/form-alert';
import { TextField } from '~/components/forms/form-field';
import { ResendVerificationButton } from '~/features/account/components/resend-verification-button';
import { TwoFactorSettings } from '~/features/account/components/two-factor-settings';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { PhoneNumberRequest } from '~/features/account/components/phone-request';
import { NOTIFICATION_SETTINGS_ID, NotificationSettingsCard } from '~/features/reminders/components/notification-settings-card';
import { assertSameOrigin, failure, formFields, redirectWithCookies } from '~/lib/server/page-helpers.server';
import type { Route } from './+types/profile';

const p = messages.profile;
const f = messages.auth.fields;

/** The phone form loads in the browser only (intl-tel-input needs the DOM). */
const PhoneNumberForm = lazy(() =>
  import('~/features/account/components/phone-number-form').then((module) => ({ default: module.PhoneNumberForm })),
);

/** `/profilis`: name, notification settings, e-mail (a change needs the new address confirmed), phone, password, two-factor, sessions, her data. */
export async function loader({ context }: Route.LoaderArgs) {
  const [profile, sessions, deletion] = await Promise.all([
    context.call(myProfile),
    context.call(mySessions),
    context.call(myAccountDeletionPreview),
  ]);
  if (profile.status === 401) throw redirect(generatePath('login', { redirect: generatePath('profile') }));
  if (!profile.ok || !sessions.ok || !deletion.ok) throw new Response('Error', { status: 500 });
  return { account: profile.data, sessions: sessions.data.sessions, deletion: deletion.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const back = generatePath('profile');
  switch (intent) {
    case 'name': {
      const result = await context.call(myNameChange, { body: formFields(form, ['name']) });
      return result.ok ? redirectWithCookies(back, result) : failure(result, { intent });
    }
    case 'email': {
      const result = await context.call(myEmailChange, { body: formFields(form, ['email', 'password']) });
      return result.ok ? redirectWithCookies(back, result) : failure(result, { intent });
    }
    case 'password': {
      const result = await context.call(myPasswordChange, { body: formFields(form, ['currentPassword', 'newPassword']) });
      return result.ok ? redirectWithCookies(back, result) : failure(result, { intent });
    }
    case 'end-session': {
      const id = String(form.get('id') ?? '');
      if (!id) throw new Response('Bad Request', { status: 400 });
      const result = await context.call(mySessionEnd, { params: { id } });
      return result.ok ? redirectWithCookies(back, result) : failure(result, { intent });
    }
    case 'logout-everywhere': {
      const result = await context.call(myLogoutEverywhere);
      return result.ok ? redirectWithCookies(generatePath('login'), result) : failure(result, { intent });
    }
    case 'delete-account': {
      const result = await context.call(myAccountDeletion, { body: formFields(form, ['password']) });
      return result.ok ? redirectWithCookies(generatePath('home'), result) : failure(result, { intent });
    }
    default:
      throw new Response('Bad Request', { status: 400 });
  }
}

export function meta() {
  return accountMeta(format(p.metaTitle, { brand: BRAND.name }));
}

const dateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { account, sessions, deletion } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const failed = (intent: string) =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData.error : undefined;
  const nameForm = useFormValidation(updateProfileRequestSchema, failed('name')?.fields);
  const emailForm = useFormValidation(changeEmailRequestSchema, failed('email')?.fields);
  const passwordForm = useFormValidation(changePasswordRequestSchema, failed('password')?.fields);
  const mounted = useMounted();
  const formError = (intent: string) => {
    const error = failed(intent);
    return error && !error.fields ? error.message : null;
  };

  return (
    <AccountPage wide>
      <PhoneNumberRequest user={{ phoneNumber: account.phoneNumber, isOperator: account.isOperator }} />
      <AccountCard title={p.title} id="profilis">
        <Text fw={600} mb="md">
          {p.details.title}
        </Text>
        <FormAlert kind="error">{formError('name')}</FormAlert>
        <Form method="post" className="vz-form" noValidate onSubmit={nameForm.onSubmit} onChange={nameForm.onChange}>
          <input type="hidden" name="intent" value="name" />
          <TextField
            name="name"
            label={f.name}
            defaultValue={account.name}
            errors={nameForm.errors.name}
            autoComplete="name"
            required
            maxLength={100}
          />
          <Group>
            <Button type="submit" loading={submitting('name')}>
              {messages.common.save}
            </Button>
          </Group>
        </Form>
      </AccountCard>

      <AccountCard title={messages.notificationSettings.title} headingLevel={2} id={NOTIFICATION_SETTINGS_ID}>
        <NotificationSettingsCard />
      </AccountCard>

      <AccountCard title={p.email.title} headingLevel={2} id="el-pastas">
        <Stack gap="sm">
          <div className="vz-profile-row">
            <Text fw={600} data-testid="current-email">
              {account.email}
            </Text>
            <span className={`vz-badge ${account.emailVerified ? 'vz-badge--ok' : 'vz-badge--warn'}`}>
              {account.emailVerified ? p.email.verified : p.email.notVerified}
            </span>
          </div>
          {!account.emailVerified ? (
            <>
              <Text fz="sm">{format(messages.emailVerification.notice, { email: account.email })}</Text>
              <Group>
                <ResendVerificationButton />
              </Group>
            </>
          ) : null}
          {account.pendingEmail ? (
            <FormAlert kind="info">{format(p.email.pending, { email: account.pendingEmail })}</FormAlert>
          ) : null}
          <Text fw={600} mt="sm">
            {p.email.change}
          </Text>
          <Text fz="sm" c="dimmed">
            {p.email.changeText}
          </Text>
          <FormAlert kind="error">{formError('email')}</FormAlert>
          <Form method="post" className="vz-form" noValidate onSubmit={emailForm.onSubmit} onChange={emailForm.onChange}>
            <input type="hidden" name="intent" value="email" />
            <TextField
              name="email"
              type="email"
              label={p.email.newEmail}
              errors={emailForm.errors.email}
              autoComplete="email"
              required
              maxLength={254}
            />
            <TextField
              name="password"
              type="password"
              label={f.currentPassword}
              errors={emailForm.errors.password}
              autoComplete="current-password"
              required
              maxLength={200}
            />
            <Group>
              <Button type="submit" variant="light" loading={submitting('email')}>
                {p.email.change}
              </Button>
            </Group>
          </Form>
        </Stack>
      </AccountCard>

      <AccountCard title={p.phone.title} headingLevel={2} id="telefonas">
        {mounted ? (
          <Suspense fallback={<Text c="dimmed">{messages.common.loading}</Text>}>
            <PhoneNumberForm initialValue={account.phoneNumber} fullWidthButton={false} />
          </Suspense>
        ) : (
          <Text c="dimmed">{account.phoneNumber ? formatPhone(account.phoneNumber) : p.phone.none}</Text>
        )}
      </AccountCard>

      <AccountCard title={p.password.title} headingLevel={2} id="slaptazodis">
        <FormAlert kind="error">{formError('password')}</FormAlert>
        <Form method="post" className="vz-form" noValidate onSubmit={passwordForm.onSubmit} onChange={passwordForm.onChange}>
          <input type="hidden" name="intent" value="password" />
          <TextField
            name="currentPassword"
            type="password"
            label={f.currentPassword}
            errors={passwordForm.errors.currentPassword}
            autoComplete="current-password"
            required
            maxLength={200}
          />
          <TextField
            name="newPassword"
            type="password"
            label={f.newPassword}
            description={f.passwordHint}
            errors={passwordForm.errors.newPassword}
            autoComplete="new-password"
            required
            maxLength={200}
          />
          <Group>
            <Button type="submit" variant="light" loading={submitting('password')}>
              {p.password.submit}
            </Button>
          </Group>
        </Form>
      </AccountCard>

      <AccountCard title={messages.twoFactor.title} headingLevel={2} id="dvieju-veiksniu">
        <TwoFactorSettings enabled={account.twoFactorEnabled} />
      </AccountCard>

      <AccountCard title={p.sessions.title} text={p.sessions.text} headingLevel={2} id="sesijos">
        <FormAlert kind="error">{formError('end-session') ?? formError('logout-everywhere')}</FormAlert>
        <ul className="vz-session-list" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <Text fw={600}>
                  {deviceName(session.userAgent) ?? p.sessions.unknownDevice}
                  {session.current ? (
                    <span className="vz-badge vz-badge--ok" style={{ marginLeft: 8 }}>
                      {p.sessions.current}
                    </span>
                  ) : null}
                </Text>
                <div className="vz-session-list__meta">
                  {format(p.sessions.lastSeenAt, { time: dateTime.format(new Date(session.lastSeenAt)) })}
                  {' · '}
                  {format(p.sessions.createdAt, { time: dateTime.format(new Date(session.createdAt)) })}
                  {session.ip ? ` · ${session.ip}` : ''}
                </div>
              </div>
              {!session.current ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="id" value={session.id} />
                  <Button type="submit" size="xs" variant="light" color="red">
                    {p.sessions.end}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <Form method="post" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <input type="hidden" name="intent" value="logout-everywhere" />
          <Button type="submit" color="red" variant="outline" loading={submitting('logout-everywhere')}>
            {p.sessions.logoutEverywhere}
          </Button>
        </Form>
      </AccountCard>

      <AccountCard title={p.privacy.title} headingLevel={2} id="mano-duomenys">
        <AccountDataCard
          consent={account.consent}
          preview={deletion}
          error={failed('delete-account')}
          deleting={submitting('delete-account')}
        />
      </AccountCard>
    </AccountPage>
  );
}
