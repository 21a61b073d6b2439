import { myPhoneNumber } from '@vizitas/shared/api/user/profile';
import { contractUrl } from '@vizitas/shared/api/contract';
import { Button } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { reportError } from '~/lib/client/report-error';
import { postJson } from '~/features/account/api/account-api';
import { ApiError } from '~/lib/api/json-api';
import type { FieldVariant } from '~/components/forms/form-field';
import { PhoneField, type PhoneFieldHandle } from '~/components/forms/phone-field';
import { phoneCheckMessage } from '~/components/forms/phone-check';

const m = messages.phone;

/**
 * The phone number form (seed 2.2 item 3, 4 "Phone form", 7, 8): checked in the browser first
 * (an invalid number counts as an error: the generic danger toast); then `POST` to the route
 * `update_phone_number`. Saving: the button is disabled and reads "Išsaugoma...". Success: the
 * input is marked valid, the success toast, `onSaved`. A failure answer: the input is marked
 * invalid, the server's message in the error list and "Prašome ištaisyti klaidas!". An exception:
 * the "nebuvo išsaugotas" toast, reported.
 */
export function PhoneNumberForm({
  variant = 'public',
  initialValue,
  onSaved,
  fullWidthButton = true,
}: {
  variant?: FieldVariant;
  initialValue?: string | null;
  onSaved?: (phoneNumber: string) => void;
  /** The dialog's button spans the form; on the profile it sits like the other buttons. */
  fullWidthButton?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const field = useRef<PhoneFieldHandle>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [valid, setValid] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!formRef.current) reportError(new Error(m.missingForm), { where: 'phone-number-form' });
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formRef.current || !field.current) {
      reportError(new Error(m.missingForm), { where: 'phone-number-form' });
      return;
    }
    const check = field.current.check(true);
    if (!check.ok) {
      const message = phoneCheckMessage(check.code);
      setValid(false);
      setErrors(message ? [message] : []);
      showToast({ type: 'danger', message: m.saveFailed });
      reportError(new Error(`Invalid phone number: ${check.code}`), { where: 'phone-number-form', code: check.code });
      field.current.focus();
      return;
    }
    setSaving(true);
    try {
      const answer = await postJson<{ success: true; message: string; phoneNumber: string }>(
        contractUrl(myPhoneNumber, {}),
        {
          phoneNumber: field.current.value(),
        },
      );
      setErrors([]);
      setValid(true);
      showToast({ type: 'success', message: answer.message || m.saved });
      onSaved?.(answer.phoneNumber);
    } catch (error) {
      const failureAnswer =
        error instanceof ApiError &&
        error.body?.success === false &&
        ['invalid_phone_number', 'validation_failed'].includes(error.code ?? '');
      if (failureAnswer) {
        const fieldMessages = error.body?.fields?.phoneNumber ?? (error.body?.message ? [error.body.message] : []);
        setValid(false);
        setErrors(fieldMessages);
        showToast({ type: 'danger', message: m.validationFailed });
      } else {
        setValid(false);
        showToast({ type: 'danger', message: m.saveFailed });
        reportError(error, { where: 'phone-number-form' });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="vz-form" noValidate onSubmit={(event) => void submit(event)} data-testid="phone-number-form">
      <PhoneField
        ref={field}
        variant={variant}
        errors={errors}
        valid={valid}
        disabled={saving}
        initialValue={initialValue}
        onClearState={() => {
          setErrors([]);
          setValid(false);
        }}
        onChecked={(check, message) => {
          setValid(check.ok);
          setErrors(check.ok || !message ? [] : [message]);
        }}
      />
      <div className={fullWidthButton ? undefined : 'vz-form__actions'}>
        <Button type="submit" size="md" fullWidth={fullWidthButton} disabled={saving}>
          {saving ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
