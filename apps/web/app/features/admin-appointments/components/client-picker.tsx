import { Button, SegmentedControl } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { format, formatPhone, messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';
import type { PhoneFieldHandle } from '~/components/forms/phone-field';
import { errorMessage } from '~/lib/api/api-client';
import {
  CLIENT_SEARCH_MIN_LENGTH,
  useClientSearch,
  type AdminClientItem,
} from '~/features/admin-appointments/api/search-clients';
import { CLIENT_NAME_MAX_LENGTH, type ClientChoice } from '~/features/admin-appointments/model/appointment-form';

// The phone field runs in the browser only (intl-tel-input): its code loads with the form.
const PhoneField = lazy(() => import('~/components/forms/phone-field').then((module) => ({ default: module.PhoneField })));

const t = messages.adminAppointments.form;

export interface ClientErrors {
  client?: string;
  name?: string;
  phone?: string[];
}

export interface ClientPickerProps {
  business: string | null;
  value: ClientChoice;
  onChange: (value: ClientChoice) => void;
  errors: ClientErrors;
  onClearPhoneError: () => void;
  onPhoneChecked: (message: string | undefined) => void;
  phoneRef: Ref<PhoneFieldHandle>;
  disabled?: boolean;
}

function ClientSummary({
  client,
}: {
  client: AdminClientItem | { name: string; phone: string | null; email?: string | null; visitCount?: number; blocked?: boolean };
}) {
  return (
    <span className="vz-aa-client__summary">
      <strong>{client.name}</strong>
      {client.phone ? <span className="vz-aa-muted"> · {formatPhone(client.phone)}</span> : null}
      {client.email ? <span className="vz-aa-muted"> · {client.email}</span> : null}
      {client.visitCount !== undefined ? (
        <span className="vz-aa-muted"> · {format(t.clientVisits, { count: client.visitCount })}</span>
      ) : null}
      {client.blocked ? <span className="vz-aa-client__blocked"> · {t.clientBlocked}</span> : null}
    </span>
  );
}

/**
 * Who the visit is for: a client of the business found by name, phone or e-mail, or a new one
 * typed in (name and phone, the phone in the seed's field, admin variant).
 */
export function ClientPicker({
  business,
  value,
  onChange,
  errors,
  onClearPhoneError,
  onPhoneChecked,
  phoneRef,
  disabled,
}: ClientPickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const search = useClientSearch(business, value.kind === 'existing' && !value.client ? debounced : '');
  const searching = debounced.trim().length >= CLIENT_SEARCH_MIN_LENGTH;
  // What was typed as a new client is kept when the admin looks at the search and comes back.
  const [draft, setDraft] = useState({ name: '', phone: '' });

  // Keyboard: a chosen client leaves the focus on "Keisti klientą", a change of mind on the search.
  const changeButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);
  const chosen = value.kind === 'existing' ? value.client !== null : null;
  useEffect(() => {
    if (!moveFocus) return;
    setMoveFocus(false);
    if (chosen === true) changeButton.current?.focus();
    else if (chosen === false) searchInput.current?.focus();
  }, [chosen, moveFocus]);

  const setKind = (kind: string) => {
    if (kind === 'new') onChange({ kind: 'new', ...draft });
    else {
      if (value.kind === 'new') setDraft({ name: value.name, phone: value.phone });
      onChange({ kind: 'existing', client: null });
    }
  };

  return (
    <fieldset
      className={`vz-aa-form__group vz-aa-client vz-field vz-field--admin${errors.client ? ' has-error' : ''}`}
      data-field="client"
      disabled={disabled}
    >
      <legend className="vz-field__label" data-required="">
        {t.client}
      </legend>
      {/* Its own box: the moving indicator measures from its parent, and a fieldset's legend would offset it. */}
      <div className="vz-aa-client__kind">
        <SegmentedControl
          value={value.kind}
          onChange={setKind}
          fullWidth
          color="pink.8"
          data={[
            { value: 'existing', label: t.clientExisting },
            { value: 'new', label: t.clientNew },
          ]}
        />
      </div>
      {value.kind === 'existing' && value.client ? (
        <div className="vz-aa-client__chosen" data-testid="chosen-client">
          <span className="vz-visually-hidden">{t.clientChosen}: </span>
          <ClientSummary client={value.client} />
          <Button
            variant="default"
            size="sm"
            className="vz-aa-touch"
            ref={changeButton}
            onClick={() => {
              setMoveFocus(true);
              onChange({ kind: 'existing', client: null });
            }}
          >
            {t.clientChange}
          </Button>
        </div>
      ) : null}
      {value.kind === 'existing' && !value.client ? (
        <div className="vz-aa-client__search">
          <FormField name="clientSearch" label={t.clientSearch} variant="admin" description={t.clientSearchHint}>
            {(control) => (
              <input
                {...control}
                ref={searchInput}
                type="search"
                autoComplete="off"
                // Enter searches (it already does as one types); it does not send the whole form.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={100}
              />
            )}
          </FormField>
          <div aria-live="polite" className="vz-aa-client__status">
            {searching && search.isFetching && !search.data ? <p className="vz-aa-muted">{t.clientSearching}</p> : null}
            {searching && search.isError ? (
              <p className="vz-aa-client__error">
                {errorMessage(search.error) === messages.errors.internal_error ? t.clientSearchError : errorMessage(search.error)}
              </p>
            ) : null}
            {searching && search.data && search.data.items.length === 0 && !search.isError ? (
              <p className="vz-aa-muted">{t.clientNoResults}</p>
            ) : null}
          </div>
          {searching && search.data && search.data.items.length > 0 ? (
            <ul
              className="vz-aa-client__results"
              aria-label={t.clientResults}
              data-stale={search.isPlaceholderData ? 'true' : undefined}
            >
              {search.data.items.map((client) => (
                <li key={`${client.userId ?? ''}-${client.name}-${client.phone ?? ''}`}>
                  <button
                    type="button"
                    className="vz-aa-client__result"
                    onClick={() => {
                      setMoveFocus(true);
                      onChange({ kind: 'existing', client: { userId: client.userId, name: client.name, phone: client.phone } });
                    }}
                  >
                    <ClientSummary client={client} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {value.kind === 'new' ? (
        <div className="vz-aa-client__new">
          <FormField name="clientName" label={t.clientName} variant="admin" errors={errors.name} required>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                maxLength={CLIENT_NAME_MAX_LENGTH}
                value={value.name}
                onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
              />
            )}
          </FormField>
          <Suspense fallback={<p className="vz-aa-muted">{messages.adminAppointments.loading}</p>}>
            <PhoneField
              ref={phoneRef}
              variant="admin"
              name="clientPhone"
              errors={errors.phone}
              disabled={disabled}
              initialValue={value.phone || null}
              onClearState={onClearPhoneError}
              onChecked={(check, message) => {
                if (check.ok && check.e164 !== value.phone) onChange({ ...value, phone: check.e164 });
                onPhoneChecked(message);
              }}
            />
          </Suspense>
        </div>
      ) : null}
      {errors.client ? (
        <ul className="vz-field__errors">
          <li>{errors.client}</li>
        </ul>
      ) : null}
    </fieldset>
  );
}
