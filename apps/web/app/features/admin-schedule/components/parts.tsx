import { Alert, Button } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';

/** "← Atgal": the page this one was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="vz-as-back">
      <Link to={to}>← {label}</Link>
    </p>
  );
}

/** A card's or section's heading with the link to create one more (a button to look at). */
export function CardHead({
  id,
  title,
  section = false,
  action,
}: {
  id: string;
  title: string;
  section?: boolean;
  action: { to: string; label: string };
}) {
  return (
    <div className="vz-as-card__head">
      <h2 className={section ? 'vz-as-section__title' : 'vz-as-card__title'} id={id}>
        {title}
      </h2>
      <Link className="vz-as-button-link" to={action.to}>
        {action.label}
      </Link>
    </div>
  );
}

/** What stands where an answer is still missing: "Kraunama…", or the failure with a retry. */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  return error ? (
    <Alert color="red" role="alert" className="vz-as-alert">
      <p>{messages.adminSchedule.loadError}</p>
      <Button variant="white" color="red" mt="xs" className="vz-as-touch" onClick={onRetry}>
        {messages.adminSchedule.retry}
      </Button>
    </Alert>
  ) : (
    <p className="vz-as-muted" role="status">
      {messages.adminSchedule.loading}
    </p>
  );
}

/** The failure of a form or an action (the API's message, or "Prašome ištaisyti klaidas!"). */
export function FormProblem({ problem, id }: { problem: string | null; id?: string }) {
  if (!problem) return null;
  return (
    <Alert color="red" role="alert" className="vz-as-alert" id={id}>
      {problem}
    </Alert>
  );
}

/** A form's buttons: save, cancel (back where it came from), and what else the page offers after them. */
export function FormButtons(props: { save: string; busy: boolean; disabled?: boolean; cancelTo: string; children?: ReactNode }) {
  return (
    <div className="vz-as-buttons">
      <Button type="submit" size="md" color="pink.8" className="vz-as-touch" loading={props.busy} disabled={props.disabled}>
        {props.save}
      </Button>
      <Link className="vz-as-cancel" to={props.cancelTo}>
        {messages.adminSchedule.cancel}
      </Link>
      {props.children}
    </div>
  );
}

/** A page's title and what the page is for. */
export function PageHeader({ title, id, intro }: { title: string; id?: string; intro: ReactNode }) {
  return (
    <header className="vz-as-header">
      <h1 className="vz-admin-page__title" id={id}>
        {title}
      </h1>
      {intro}
    </header>
  );
}

/** A date field of the admin forms (`YYYY-MM-DD`, the browser's own date picker). */
export function DateField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  min?: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
}) {
  return (
    <FormField
      name={props.name}
      label={props.label}
      variant="admin"
      errors={props.errors}
      required={props.required}
      description={props.description}
    >
      {(control) => (
        <input
          {...control}
          type="date"
          min={props.min || undefined}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}

/** The one button of a confirmation page, and the way back without doing it. */
export function ConfirmButtons(props: {
  label: string;
  color: string;
  busy: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  cancelTo: string;
}) {
  return (
    <div className="vz-as-buttons">
      <Button
        size="md"
        color={props.color}
        className="vz-as-touch"
        loading={props.busy}
        disabled={props.disabled}
        onClick={props.onConfirm}
      >
        {props.label}
      </Button>
      <Link className="vz-as-cancel" to={props.cancelTo}>
        {messages.adminSchedule.cancel}
      </Link>
    </div>
  );
}

/** An admin form of these pages: its fields, the form's own message, then its buttons. */
export function AdminForm(props: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problem: string | null;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={props.formRef}
      className="vz-as-card vz-as-form"
      noValidate
      onSubmit={props.onSubmit}
      aria-describedby={props.problem ? 'vz-as-form-problem' : undefined}
    >
      {props.children}
      <FormProblem problem={props.problem} id="vz-as-form-problem" />
      {props.buttons}
    </form>
  );
}

/** The specialist a record belongs to; `empty` names the choice of none (the whole business, or "—"). */
export function SpecialistField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  specialists: ReadonlyArray<{ id: string; name: string }>;
  empty: string;
  errors?: string[];
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField name="specialist" label={props.label} variant="admin" errors={props.errors} required={props.required}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          <option value="">{props.empty}</option>
          {props.specialists.map((specialist) => (
            <option key={specialist.id} value={specialist.id}>
              {specialist.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
