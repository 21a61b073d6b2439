import { Button, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '@vizitas/shared';
import { APPOINTMENT_STATUS_LIST } from '@vizitas/shared/schemas/appointment';
import {
  changeFilters,
  FILTER_PARAMS,
  isFiltered,
  NO_FILTERS,
  TEXT_MAX_LENGTH,
  type AppointmentFilters,
  type AppointmentStatus,
} from '~/features/admin-appointments/model/appointment-filters';
import { STATUS_LABELS } from '~/features/admin-appointments/model/appointment-format';

const t = messages.adminAppointments.filters;

export interface SpecialistChoice {
  id: string;
  name: string;
}

export interface AppointmentFiltersFormProps {
  filters: AppointmentFilters;
  specialists: SpecialistChoice[];
  /** The business parameter to keep when the form is sent without JavaScript. */
  hiddenParams: Array<[string, string]>;
  onChange: (filters: AppointmentFilters) => void;
}

/**
 * Status, period, specialist and client text. The choices apply at once; the dates and the text
 * with "Ieškoti". Without JavaScript it is a plain GET form with the same parameters.
 */
export function AppointmentFiltersForm({ filters, specialists, hiddenParams, onChange }: AppointmentFiltersFormProps) {
  const [text, setText] = useState(filters.text);
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  // The URL is the truth: back and forward bring its filters into the fields.
  useEffect(() => setText(filters.text), [filters.text]);
  useEffect(() => setFrom(filters.from ?? ''), [filters.from]);
  useEffect(() => setTo(filters.to ?? ''), [filters.to]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(changeFilters(filters, { text: text.trim(), from: from || null, to: to || null }));
  };

  return (
    <form className="vz-aa-filters" method="get" role="search" aria-label={t.title} onSubmit={submit}>
      {hiddenParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NativeSelect
        className="vz-aa-filters__status"
        label={t.status}
        name={FILTER_PARAMS.status}
        value={filters.status ?? ''}
        onChange={(event) => onChange(changeFilters(filters, { status: (event.currentTarget.value || null) as AppointmentStatus | null }))}
        data={[{ value: '', label: t.anyStatus }, ...APPOINTMENT_STATUS_LIST.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
      />
      <NativeSelect
        className="vz-aa-filters__specialist"
        label={t.specialist}
        name={FILTER_PARAMS.specialist}
        value={filters.specialist ?? ''}
        onChange={(event) => onChange(changeFilters(filters, { specialist: event.currentTarget.value || null }))}
        data={[{ value: '', label: t.anySpecialist }, ...specialists.map((specialist) => ({ value: specialist.id, label: specialist.name }))]}
      />
      <TextInput
        className="vz-aa-filters__date"
        type="date"
        label={t.from}
        name={FILTER_PARAMS.from}
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.currentTarget.value)}
      />
      <TextInput
        className="vz-aa-filters__date"
        type="date"
        label={t.to}
        name={FILTER_PARAMS.to}
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.currentTarget.value)}
      />
      <TextInput
        className="vz-aa-filters__text"
        type="search"
        label={t.text}
        placeholder={t.textPlaceholder}
        name={FILTER_PARAMS.text}
        value={text}
        maxLength={TEXT_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="vz-aa-filters__buttons">
        <Button type="submit" className="vz-aa-touch">
          {t.apply}
        </Button>
        {isFiltered(filters) ? (
          <Button type="button" variant="subtle" className="vz-aa-touch" onClick={() => onChange(NO_FILTERS)}>
            {t.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
