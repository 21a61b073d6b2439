import { myTwoFactor } from '@vizitas/shared/api/user/profile';
import { contractUrl } from '@vizitas/shared/api/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messages } from '@vizitas/shared';
import { toggleTwoFactorRequestSchema, type ToggleTwoFactorResponse } from '@vizitas/shared/schemas/account';
import { showToast } from '~/components/toasts/toast';
import { reportError } from '~/lib/client/report-error';
import { postJson } from '~/features/account/api/account-api';
import { ApiError } from '~/lib/api/json-api';
import { TextField } from '~/components/forms/form-field';
import { validateForm, type FieldErrorMap } from '~/components/forms/form-errors';

const m = messages.twoFactor;
const TOGGLE_PATH = contractUrl(myTwoFactor, {});

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; qrCode: string }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'disable' };

/**
 * Two-factor login on the profile (`POST` of the route `toggle_2fa_api`): turning on shows the
 * QR code and the secret, a first code confirms, the recovery codes are shown once; turning off
 * needs a current code or the password.
 */
export function TwoFactorSettings({ enabled: initiallyEnabled }: { enabled: boolean }) {
  const [enabled, setEnabled] = useState(initiallyEnabled);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);

  const call = async (body: unknown): Promise<ToggleTwoFactorResponse | null> => {
    setBusy(true);
    try {
      return await postJson<ToggleTwoFactorResponse>(TOGGLE_PATH, body);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.body?.message) {
        setErrors(error.body.fields ?? {});
        if (!error.body.fields) showToast({ type: 'danger', message: error.body.message });
      } else {
        showToast({ type: 'danger', message: messages.errors.internal_error });
        reportError(error, { where: 'toggle-2fa' });
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setErrors({});
    const answer = await call({ action: 'start' });
    if (answer?.action === 'start') setStage({ kind: 'setup', secret: answer.secret, qrCode: answer.qrCode });
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const found = validateForm(toggleTwoFactorRequestSchema, { action: 'confirm', code });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await call({ action: 'confirm', code });
    if (answer?.action === 'confirm') {
      setEnabled(true);
      setStage({ kind: 'codes', recoveryCodes: answer.recoveryCodes });
      showToast({ type: 'success', message: answer.message });
    }
  };

  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('codeOrPassword') ?? '').trim();
    if (value === '') {
      setErrors({ codeOrPassword: [messages.form.required] });
      return;
    }
    const looksLikeCode = /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/.test(value);
    const answer = await call({ action: 'disable', ...(looksLikeCode ? { code: value } : { password: value }) });
    if (answer?.action === 'disable') {
      setEnabled(false);
      setStage({ kind: 'idle' });
      showToast({ type: 'success', message: answer.message });
    }
  };

  const fieldErrors = (name: string) => [...(errors[name] ?? []), ...(name === 'codeOrPassword' ? [...(errors.code ?? []), ...(errors.password ?? [])] : [])];

  return (
    <Stack gap="sm" data-testid="two-factor">
      <div className="vz-profile-row">
        <span className={`vz-badge ${enabled ? 'vz-badge--ok' : 'vz-badge--warn'}`}>{enabled ? m.enabled : m.disabled}</span>
      </div>
      <Text c="dimmed" fz="sm">
        {m.description}
      </Text>

      {stage.kind === 'setup' ? (
        <Stack gap="sm">
          <Text>{m.scan}</Text>
          <img src={stage.qrCode} alt={m.qrAlt} className="vz-qr" width={200} height={200} />
          <Text fz="sm">
            {m.secret}: <code className="vz-secret" data-testid="totp-secret">{stage.secret}</code>
          </Text>
          <form className="vz-form" noValidate onSubmit={(event) => void confirm(event)}>
            <TextField name="code" label={m.confirmCode} errors={fieldErrors('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required />
            <Group>
              <Button type="submit" loading={busy}>
                {m.confirm}
              </Button>
              <Button type="button" variant="subtle" onClick={() => setStage({ kind: 'idle' })}>
                {messages.common.cancel}
              </Button>
            </Group>
          </form>
        </Stack>
      ) : null}

      {stage.kind === 'codes' ? (
        <Stack gap="xs">
          <Text fw={700}>{m.recoveryTitle}</Text>
          <Text fz="sm">{m.recoveryText}</Text>
          <ul className="vz-recovery-codes" data-testid="recovery-codes">
            {stage.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Group>
            <Button variant="light" onClick={() => setStage({ kind: 'idle' })}>
              {m.recoveryDone}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {stage.kind === 'disable' ? (
        <form className="vz-form" noValidate onSubmit={(event) => void disable(event)}>
          <Text fz="sm">{m.disableText}</Text>
          <TextField name="codeOrPassword" type="password" label={m.codeOrPassword} errors={fieldErrors('codeOrPassword')} autoComplete="current-password" maxLength={200} required />
          <Group>
            <Button type="submit" color="red" loading={busy}>
              {m.disable}
            </Button>
            <Button type="button" variant="subtle" onClick={() => setStage({ kind: 'idle' })}>
              {messages.common.cancel}
            </Button>
          </Group>
        </form>
      ) : null}

      {stage.kind === 'idle' ? (
        <Group>
          {enabled ? (
            <Button variant="light" color="red" onClick={() => setStage({ kind: 'disable' })}>
              {m.disable}
            </Button>
          ) : (
            <Button onClick={() => void start()} loading={busy}>
              {m.enable}
            </Button>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
