import IntlTelInput, { type IntlTelInputRef } from '@intl-tel-input/react';
import 'intl-tel-input/styles';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { messages, PHONE } from '@vizitas/shared';
import { reportError } from '~/lib/client/report-error';
import { FormField, type FieldVariant } from './form-field';
import { checkPhoneNumber, phoneCheckMessage, type PhoneCheck } from './phone-validation';

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
 * field gets the selected country's dial code and loses its error state; on blur a field holding
 * only the dial code is emptied and then checked. Browser only (load it lazily).
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

  useImperativeHandle(ref, () => ({
    value: () => input()?.value ?? '',
    check,
    focus: () => input()?.focus(),
  }));

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
              const result = check(false);
              onChecked(result, result.ok ? undefined : phoneCheckMessage(result.code));
            },
          }}
        />
      )}
    </FormField>
  );
});
