import IntlTelInput, { type IntlTelInputRef } from '@intl-tel-input/react';
import 'intl-tel-input/styles';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { messages, PHONE } from '@vizitas/shared';
import { reportError } from '~/lib/client/report-error';
import { fieldErrors, FormField, type FieldVariant } from './form-field';
import { checkPhoneNumber, phoneCheckMessage, toInternational, type PhoneCheck } from './phone-validation';

const picker = messages.phone.countryPicker;

/** Lithuanian texts of the country picker, from the catalogue. */
const UI_TRANSLATIONS = {
  selectedCountryAriaLabel: picker.selectedCountry.replace('{country}', '${countryName}'),
  noCountrySelected: picker.noCountrySelected,
  countryListAriaLabel: picker.countryList,
  searchPlaceholder: picker.searchPlaceholder,
  clearSearchAriaLabel: picker.clearSearch,
  closeCountrySelectorAriaLabel: picker.closeSelector,
  searchEmptyState: picker.noResults,
  searchSummaryAria: (count: number) => picker.searchSummary.replace('{count}', String(count)),
};

export interface PhoneFieldHandle {
  /** The field's text as typed. */
  value(): string;
  /** Checks the value against the selected country; `validating` makes unexpected failures errors. */
  check(validating: boolean): PhoneCheck;
  focus(): void;
}

export interface PhoneFieldProps {
  variant?: FieldVariant;
  name?: string;
  label?: string;
  errors?: readonly string[];
  valid?: boolean;
  disabled?: boolean;
  /** The stored number (E.164), shown formatted. */
  initialValue?: string | null;
  /** Focus: the field's error state is cleared. */
  onClearState(): void;
  /** Blur: the value was checked (seed 4 "Phone field"). */
  onChecked(check: PhoneCheck, message: string | undefined): void;
}

/**
 * The phone input (seed 2.2 item 11, 4, 5, 9): intl-tel-input with Lithuanian texts, in
 * international mode, a dropdown (never the full-screen popup), its utilities loaded only when
 * needed, LT by default, placeholder `+370 XXX XXXXX`, at most 250 characters. On focus an empty
 * field gets the selected country's dial code and loses its error state; a number typed in the
 * selected country's own form is rewritten in the international form once it is whole; on blur a
 * field holding only the dial code is emptied and then checked. Browser only (load it lazily).
 */
export const PhoneField = forwardRef<PhoneFieldHandle, PhoneFieldProps>(function PhoneField(
  { variant = 'public', name = 'phoneNumber', label = messages.phone.label, errors, valid, disabled, initialValue, onClearState, onChecked },
  ref,
) {
  const iti = useRef<IntlTelInputRef>(null);
  const input = () => iti.current?.getInput() ?? null;
  const dialCode = () => iti.current?.getInstance()?.getSelectedCountry()?.dialCode ?? PHONE.dialCode;
  const country = () => iti.current?.getInstance()?.getSelectedCountry()?.iso2 ?? PHONE.defaultCountry;

  const check = (validating: boolean): PhoneCheck => {
    const value = input()?.value ?? '';
    try {
      return checkPhoneNumber(value, country());
    } catch (error) {
      reportError(error, { where: 'phone-field', value: value.slice(0, 40) });
      return validating ? { ok: false, code: 'INVALID_FORMAT' } : { ok: true, e164: value };
    }
  };

  // A number typed in the selected country's own way ("8 611 12233") becomes international
  // ("+370 611 12233") as soon as it is a whole number (seed 5: reformatted while typing).
  const reformat = useCallback(() => {
    const instance = iti.current;
    const el = instance?.getInput();
    if (!el) return;
    try {
      const selected = instance?.getInstance()?.getSelectedCountry()?.iso2 ?? PHONE.defaultCountry;
      const international = toInternational(el.value, selected);
      if (international !== null && international !== el.value) el.value = international;
    } catch (error) {
      reportError(error, { where: 'phone-field', value: el.value.slice(0, 40) });
    }
  }, []);

  // On every input, after the widget's own formatting: a native listener, since the component keeps
  // `onInput` to itself and React sees no change event when the widget rewrote the value.
  useEffect(() => {
    const el = iti.current?.getInput();
    if (!el) return;
    el.addEventListener('input', reformat);
    return () => el.removeEventListener('input', reformat);
  }, [reformat]);

  useImperativeHandle(ref, () => ({
    value: () => input()?.value ?? '',
    check,
    focus: () => input()?.focus(),
  }));

  // intl-tel-input keeps the input's first class names and only adds later ones: the field's state
  // marks are set on the element itself, so a message cleared or a number fixed shows at once.
  const invalid = fieldErrors(errors).length > 0;
  useEffect(() => {
    const el = input();
    if (!el) return;
    el.classList.toggle('is-invalid', variant === 'public' && invalid);
    el.classList.toggle('is-valid', variant === 'public' && !invalid && Boolean(valid));
  });

  const options = useMemo(
    () => ({
      initialCountry: PHONE.defaultCountry,
      countrySelectorMode: 'DROPDOWN' as const,
      separateDialCode: false,
      numberDisplayFormat: 'INTERNATIONAL' as const,
      strictMode: false,
      formatAsYouType: true,
      countryNameLocale: 'lt',
      countryOrder: ['lt', 'lv', 'ee', 'pl', 'de', 'gb', 'ie', 'no'] as const,
      placeholderNumberPolicy: 'POLITE' as const,
      uiTranslations: UI_TRANSLATIONS,
      loadUtils: () => import('intl-tel-input/utils'),
    }),
    [],
  );

  return (
    <FormField name={name} label={label} variant={variant} errors={errors} valid={valid} required>
      {(control) => (
        <IntlTelInput
          ref={iti}
          {...options}
          countryOrder={[...options.countryOrder]}
          disabled={disabled}
          value={initialValue ?? undefined}
          inputProps={{
            ...control,
            autoComplete: 'tel',
            placeholder: PHONE.placeholder,
            maxLength: PHONE.maxLength,
            onFocus: () => {
              const el = input();
              if (el && el.value.trim() === '') el.value = `+${dialCode()}`;
              onClearState();
            },
            onBlur: () => {
              const el = input();
              if (el && el.value.replace(/\s/g, '') === `+${dialCode()}`) el.value = '';
              reformat();
              const result = check(false);
              onChecked(result, result.ok ? undefined : phoneCheckMessage(result.code));
            },
          }}
        />
      )}
    </FormField>
  );
});
