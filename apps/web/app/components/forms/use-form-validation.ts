import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrorMap, type FormSchema, formValues, hasErrors, validateForm } from './form-errors';

/**
 * Checks a form with its shared schema before it is sent (the server checks again): on errors
 * the submit is stopped and the messages shown by field. Errors the server returned replace them.
 */
export function useFormValidation(schema: FormSchema, serverErrors: FieldErrorMap | undefined) {
  const [errors, setErrors] = useState<FieldErrorMap>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateForm(schema, formValues(event.currentTarget));
    setErrors(found);
    if (hasErrors(found)) {
      event.preventDefault();
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid');
      requestAnimationFrame(() => (event.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus() ?? first?.focus());
    }
  };
  /** Clears a field's errors once the person edits it. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      const next = { ...errors };
      delete next[name];
      setErrors(next);
    }
  };
  return { errors, onSubmit, onChange, setErrors };
}
