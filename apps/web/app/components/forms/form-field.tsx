import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * The one form field of the product, in the seed's two presentations (section 1):
 * - `public` (App): the input itself is marked — `is-invalid` with errors, `is-valid` once a
 *   value was checked and found right;
 * - `admin` (SonataAdmin): the form group gets the error class `has-error`; the input is not marked.
 * Errors are listed as items beside the field (`ul.vz-field__errors`), linked to the input
 * with `aria-describedby` and `aria-invalid`.
 */
export type FieldVariant = 'public' | 'admin';

export interface FieldControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  variant?: FieldVariant;
  /** Messages to show; none means no error. */
  errors?: readonly string[] | string | null;
  /** Public variant: the value was checked and is right. */
  valid?: boolean;
  description?: ReactNode;
  required?: boolean;
  /** Extra class of the form group. */
  className?: string;
  /** Renders the control with the props that tie it to the label, the state and the errors. */
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldErrors(errors: FormFieldProps['errors']): string[] {
  if (!errors) return [];
  return (typeof errors === 'string' ? [errors] : [...errors]).filter((message) => message !== '');
}

export function FormField({ name, label, variant = 'public', errors, valid, description, required, className, children }: FormFieldProps) {
  const id = `${useId()}-${name}`;
  const list = fieldErrors(errors);
  const invalid = list.length > 0;
  const describedBy = [description ? `${id}-description` : null, invalid ? `${id}-errors` : null].filter(Boolean).join(' ');
  const groupClass = ['vz-field', `vz-field--${variant}`, variant === 'admin' && invalid ? 'has-error' : null, className]
    .filter(Boolean)
    .join(' ');
  const inputClass = ['vz-field__input', variant === 'public' && invalid ? 'is-invalid' : null, variant === 'public' && !invalid && valid ? 'is-valid' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={groupClass} data-field={name}>
      <label className="vz-field__label" htmlFor={id} data-required={required ? '' : undefined}>
        {label}
      </label>
      {children({
        id,
        name,
        className: inputClass,
        'aria-invalid': invalid,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {description ? (
        <p className="vz-field__description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <FieldErrorList id={`${id}-errors`} messages={list} />
    </div>
  );
}

/** A field's error messages as items (`ul.vz-field__errors`), or nothing; `id` is what the control's `aria-describedby` names. */
export function FieldErrorList({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="vz-field__errors" id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'children'>;

/** A text, e-mail or password input in a `FormField`. */
export function TextField({
  name,
  label,
  variant,
  errors,
  valid,
  description,
  required,
  className,
  ...input
}: Omit<FormFieldProps, 'children'> & NativeInputProps) {
  return (
    <FormField name={name} label={label} variant={variant} errors={errors} valid={valid} description={description} required={required} className={className}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}
