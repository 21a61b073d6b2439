import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Form } from 'react-router';
import { CATEGORIES, CITIES, format, messages, PHONE, type ErrorBody } from '@vizitas/shared';
import { businessRegistrationFormSchema } from '@vizitas/shared/schemas/business-registration';
import type { BusinessInvitationPrefill } from '@vizitas/shared/schemas/business-invitations';
import { FormAlert } from '~/components/forms/form-alert';
import { FormField, TextField } from '~/components/forms/form-field';
import type { FormSchema } from '~/components/forms/form-errors';
import { phoneCheckMessage } from '~/components/forms/phone-check';
import type { PhoneFieldHandle } from '~/components/forms/phone-field';
import { useFormValidation } from '~/components/forms/use-form-validation';
import { useSlugCheck } from '~/features/business-registration/hooks/use-slug-check';
import { INITIAL_SLUG, slugAfterName, slugAfterTyping } from '~/features/business-registration/model/slug-state';
import { TermsConsentField } from '~/components/forms/terms-consent-field';
import './business-registration.css';

const PhoneField = lazy(() => import('~/components/forms/phone-field').then((module) => ({ default: module.PhoneField })));

const t = messages.businessRegistration;
const auth = messages.auth;

export interface BusinessRegistrationFormProps {
  /** The logged-in person (she keeps her account), or null: a visitor fills in her account too. */
  user: { name: string; email: string } | null;
  /** What the slug follows in the public address, e.g. `vizitas.lt/apie/`. */
  publicBase: string;
  /** The API's error answer of the last submit. */
  serverError: ErrorBody | null;
  busy: boolean;
  /** The operator's invitation the page was opened from: its fields are filled in, its token sent. */
  invitation?: (BusinessInvitationPrefill & { token: string }) | null;
}

function withoutField(errors: Record<string, string[]>, name: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
}

/** The API names a visitor's account fields `account.email`; a conflict names them `email`. */
function fieldErrors(errors: Record<string, string[]>, name: string): string[] | undefined {
  return errors[name] ?? errors[`account.${name}`];
}

/**
 * The registration form: the visitor's account (or the logged-in person named), the business's
 * name, categories, city, address and phone, and its slug — proposed from the name as she types,
 * editable, and checked for being free. Checked in the browser with the API's own schema before
 * it is sent; the page's action posts it to the API.
 */
export function BusinessRegistrationForm({ user, publicBase, serverError, busy, invitation = null }: BusinessRegistrationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const phone = useRef<PhoneFieldHandle>(null);
  const [mounted, setMounted] = useState(false);
  // What was typed into the plain field before the phone widget arrived: the widget starts from
  // it, so a quick typist on a slow connection loses nothing.
  const early = useRef({ value: '' });
  useEffect(() => setMounted(true), []);
  const [name, setName] = useState(invitation?.businessName ?? '');
  const [slug, setSlug] = useState(() => (invitation ? slugAfterName(INITIAL_SLUG, invitation.businessName) : INITIAL_SLUG));
  const [phoneErrors, setPhoneErrors] = useState<string[]>([]);
  const [phoneValid, setPhoneValid] = useState(false);
  const check = useSlugCheck(slug.value);

  const schema = useMemo<FormSchema>(() => {
    const base = businessRegistrationFormSchema(user === null);
    return {
      safeParse: (values) => {
        const form = formRef.current;
        const categories = form ? new FormData(form).getAll('categories') : [];
        const record = values as Record<string, string>;
        return base.safeParse({ ...record, categories, slug: record.slug ? record.slug : undefined });
      },
    };
  }, [user]);
  const validation = useFormValidation(schema, serverError?.fields);
  const errors = validation.errors;
  const formError = serverError ? serverError.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    validation.onSubmit(event);
    const result = phone.current?.check(true);
    if (result && !result.ok) {
      const message = phoneCheckMessage(result.code);
      setPhoneErrors(message ? [message] : []);
      setPhoneValid(false);
      if (!event.defaultPrevented) {
        event.preventDefault();
        phone.current?.focus();
      }
    }
  };

  const slugStatus =
    check.kind === 'checking'
      ? t.slugChecking
      : check.kind === 'available'
        ? t.slugAvailable
        : check.kind === 'taken'
          ? format(t.slugTakenSuggestion, { slug: check.suggestion })
          : '';

  return (
    <>
      <FormAlert kind="error">{formError}</FormAlert>
      {invitation ? <p className="vz-br-invited">{messages.businessInvitations.prefilled}</p> : null}
      <Form ref={formRef} method="post" className="vz-form" noValidate onSubmit={onSubmit} onChange={validation.onChange}>
        {invitation ? <input type="hidden" name="invitation" value={invitation.token} /> : null}
        {user ? (
          <p className="vz-br-logged-in">{format(t.loggedInAs, { name: user.name, email: user.email })}</p>
        ) : (
          <fieldset className="vz-br-section">
            <legend className="vz-br-section__title">{t.accountTitle}</legend>
            <p className="vz-br-section__text">{t.accountText}</p>
            <TextField
              name="name"
              label={auth.fields.name}
              errors={fieldErrors(errors, 'name')}
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={invitation?.personName ?? undefined}
            />
            <TextField
              name="email"
              type="email"
              label={auth.fields.email}
              errors={fieldErrors(errors, 'email')}
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={invitation?.email}
            />
            <TextField
              name="password"
              type="password"
              label={auth.fields.password}
              description={auth.fields.passwordHint}
              errors={fieldErrors(errors, 'password')}
              autoComplete="new-password"
              required
              maxLength={200}
            />
            <TermsConsentField errors={fieldErrors(errors, 'acceptTerms')} />
          </fieldset>
        )}

        <fieldset className="vz-br-section">
          <legend className="vz-br-section__title">{t.businessTitle}</legend>
          <TextField
            name="businessName"
            label={t.fields.name}
            description={t.fields.nameHint}
            errors={errors.businessName}
            autoComplete="organization"
            required
            maxLength={100}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setSlug((current) => slugAfterName(current, event.target.value));
            }}
          />

          <fieldset
            className={`vz-br-categories vz-field${errors.categories ? ' has-error' : ''}`}
            aria-describedby="vz-br-categories-hint"
          >
            <legend className="vz-field__label" data-required="">
              {t.fields.categories}
            </legend>
            <p className="vz-field__description" id="vz-br-categories-hint">
              {t.fields.categoriesHint}
            </p>
            <div className="vz-br-chips">
              {CATEGORIES.map((category) => (
                <label key={category.slug} className="vz-br-chip">
                  <input type="checkbox" name="categories" value={category.slug} />
                  {category.name}
                </label>
              ))}
            </div>
            {errors.categories ? (
              <ul className="vz-field__errors">
                {errors.categories.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </fieldset>

          <FormField name="city" label={t.fields.city} errors={errors.city} required>
            {(control) => (
              <select {...control} className={`${control.className} vz-br-select`} defaultValue="">
                <option value="" disabled>
                  {t.fields.cityPlaceholder}
                </option>
                {CITIES.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>

          <TextField
            name="address"
            label={t.fields.address}
            description={t.fields.addressHint}
            errors={errors.address}
            autoComplete="address-line1"
            required
            maxLength={200}
          />

          {mounted ? (
            <Suspense fallback={<PlainPhone errors={errors.phone} early={early.current} />}>
              <PhoneFieldFromEarly
                ref={phone}
                early={early.current}
                name="phone"
                label={t.fields.phone}
                errors={phoneErrors.length > 0 ? phoneErrors : errors.phone}
                valid={phoneValid}
                onClearState={() => {
                  setPhoneErrors([]);
                  setPhoneValid(false);
                  // The widget's own input does not reach the form's change handler: forget the submit's message here.
                  if (errors.phone) validation.setErrors(withoutField(errors, 'phone'));
                }}
                onChecked={(result, message) => {
                  setPhoneValid(result.ok);
                  setPhoneErrors(result.ok || !message ? [] : [message]);
                }}
              />
            </Suspense>
          ) : (
            <PlainPhone errors={errors.phone} early={early.current} />
          )}

          <FormField name="slug" label={t.fields.slug} description={t.fields.slugHint} errors={errors.slug}>
            {(control) => (
              <div className="vz-br-slug">
                <span className="vz-br-slug__prefix" aria-hidden="true">
                  {publicBase}
                </span>
                <input
                  {...control}
                  type="text"
                  inputMode="url"
                  autoCapitalize="none"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={60}
                  value={slug.value}
                  onChange={(event) => setSlug(slugAfterTyping(event.target.value, name))}
                />
              </div>
            )}
          </FormField>
          <p className="vz-br-slug-status" data-kind={check.kind} role="status" aria-live="polite">
            {slugStatus}
            {check.kind === 'taken' ? (
              <button
                type="button"
                className="vz-br-suggestion"
                onClick={() => {
                  setSlug({ value: check.suggestion, edited: true });
                  validation.setErrors(withoutField(errors, 'slug'));
                }}
              >
                {format(t.useSuggestion, { slug: check.suggestion })}
              </button>
            ) : null}
          </p>
        </fieldset>

        <Button type="submit" size="md" className="vz-br-submit" loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </>
  );
}

/** The phone input before its widget has loaded (and without scripts). */
/**
 * The widget, starting from what was typed before it came. `early` is read when the widget is
 * rendered (when its code has arrived), not when the form last rendered.
 */
function PhoneFieldFromEarly({ early, ...props }: ComponentProps<typeof PhoneField> & { early: { value: string } }) {
  return <PhoneField {...props} initialValue={early.value || undefined} />;
}

/** The phone field until its widget has loaded; what is typed here is handed to the widget (`early`). */
function PlainPhone({ errors, early }: { errors?: string[]; early: { value: string } }) {
  return (
    <FormField name="phone" label={t.fields.phone} errors={errors} required>
      {(control) => (
        <input
          {...control}
          type="tel"
          autoComplete="tel"
          placeholder={PHONE.placeholder}
          maxLength={PHONE.maxLength}
          defaultValue={early.value}
          onInput={(event) => {
            early.value = event.currentTarget.value;
          }}
        />
      )}
    </FormField>
  );
}
