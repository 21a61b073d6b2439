/**
 * The state of the override and day-off forms: the draft, each field's messages, the message of
 * the whole form; a change of a field clears its messages; the checks before sending show their
 * findings and put the focus on the first field to fix; a refusal of the API shows its field
 * messages or its own message.
 */
import { useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import { errorMessage } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/json-api';

export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

export function useDraftForm<D extends object, F extends string>(
  initial: D,
  serverErrors: (fields: Record<string, string[]> | undefined) => FieldErrors<F>,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** A field's new value; `field` names the messages it clears (the key itself by default). */
  const set = <K extends keyof D>(key: K, value: D[K], field: F = key as unknown as F) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      // Every mistake fixed: "Prašome ištaisyti klaidas!" goes too (a message of the API stays).
      if (Object.keys(next).length === 0) setProblem((shown) => (shown === messages.adminSchedule.fixErrors ? null : shown));
      return next;
    });
  };

  /** Shows what the checks found; true when the draft can be sent. */
  const passes = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setProblem(null);
      return true;
    }
    setProblem(messages.adminSchedule.fixErrors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('.has-error input, .has-error select, .has-error textarea')?.focus(),
    );
    return false;
  };

  /** A refused save: its field messages under the fields, or its own message. */
  const refused = (error: unknown) => {
    const fields = serverErrors(error instanceof ApiError ? error.body?.fields : undefined);
    setErrors(fields);
    setProblem(Object.keys(fields).length > 0 ? messages.adminSchedule.fixErrors : errorMessage(error));
  };

  return { draft, errors, problem, setProblem, formRef, set, passes, refused };
}
