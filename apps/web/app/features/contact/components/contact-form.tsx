import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@vizitas/shared/schemas/contact-limits';
import { FormAlert } from '~/components/forms/form-alert';
import type { FieldErrorMap, FormSchema } from '~/components/forms/form-errors';
import { FormField, TextField } from '~/components/forms/form-field';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { Icon } from '~/components/chrome/icons';

const t = messages.contact.form;

/** The id of the hidden markup the message label's tooltip shows (our own template, never user text). */
export const PRIVACY_TIP_ID = 'vz-contact-privacy-tip';

export interface ContactFormProps {
  /** Prefilled for a logged-in user. */
  defaults: { name: string; email: string };
  /** The values sent last time, kept when the answer was an error. */
  values?: { name?: string; email?: string; message?: string };
  serverErrors?: FieldErrorMap;
  formError?: string | null;
  busy: boolean;
}

/**
 * The shared schema (and zod with it) is not part of the page's first load: it is fetched once the
 * page is idle, or at once when the person reaches the form. Until it is there (or if it fails to
 * load) the server's check answers alone, with the same messages.
 */
function useLazyContactSchema(): { schema: FormSchema; load: () => void; ready: boolean } {
  const loaded = useRef<FormSchema | null>(null);
  const [ready, setReady] = useState(false);
  const schema = useRef<FormSchema>({
    safeParse: (values: unknown) => loaded.current?.safeParse(values) ?? { success: true },
  });
  const started = useRef(false);
  const load = () => {
    if (started.current) return;
    started.current = true;
    import('@vizitas/shared/schemas/contact')
      .then((module) => {
        loaded.current = module.contactRequestSchema;
        setReady(true);
      })
      .catch(() => {
        started.current = false;
      });
  };
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => load(), { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return { schema: schema.current, load, ready };
}

/**
 * The contact form (issue 5 item 7): name, e-mail and a message of at most 5000 characters with a
 * counter. A plain form post to the page's action (works without JavaScript); with JavaScript the
 * shared schema checks it first and the errors show by field.
 */
export function ContactForm({ defaults, values, serverErrors, formError, busy }: ContactFormProps) {
  const validation = useLazyContactSchema();
  const form = useFormValidation(validation.schema, serverErrors);
  const [length, setLength] = useState(values?.message?.length ?? 0);

  return (
    <Form
      method="post"
      className="vz-form"
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      data-testid="contact-form"
      data-validation={validation.ready ? 'ready' : undefined}
    >
      <FormAlert kind="error">{formError}</FormAlert>
      <TextField
        name="name"
        label={t.name}
        errors={form.errors.name}
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={values?.name ?? defaults.name}
      />
      <TextField
        name="email"
        type="email"
        label={t.email}
        errors={form.errors.email}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values?.email ?? defaults.email}
      />
      <FormField
        name="message"
        label={t.message}
        errors={form.errors.message}
        description={
          <span className="vz-contact__meta">
            <button type="button" className="vz-contact__hint" data-tooltip-template={PRIVACY_TIP_ID}>
              <Icon name="info" size={16} />
              {t.privacyHintLabel}
            </button>
            <span
              className="vz-contact__counter"
              data-testid="contact-counter"
              data-over={length > CONTACT_MESSAGE_MAX_LENGTH ? '' : undefined}
            >
              {format(t.counter, { count: String(length), max: String(CONTACT_MESSAGE_MAX_LENGTH) })}
            </span>
          </span>
        }
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={7}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            defaultValue={values?.message ?? ''}
            className={`${control.className} vz-contact__message`}
            onInput={(event) => setLength(event.currentTarget.value.length)}
          />
        )}
      </FormField>
      <div hidden id={PRIVACY_TIP_ID}>
        {t.privacyHint} <strong>{t.privacyWarning}</strong>
      </div>
      <div>
        <Button type="submit" size="md" loading={busy} leftSection={<Icon name="mail" size={18} />}>
          {busy ? t.sending : t.submit}
        </Button>
      </div>
    </Form>
  );
}
