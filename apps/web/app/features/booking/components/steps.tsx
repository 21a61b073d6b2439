import { useId } from 'react';
import { Textarea } from '@mantine/core';
import { format, messages } from '@vizitas/shared';
import { formatDuration } from '~/lib/format';
import { NOTE_MAX_LENGTH } from '~/features/booking/model/booking-draft';
import { formatServicePrice } from '~/features/booking/model/booking-format';
import {
  ANY_SPECIALIST,
  canCombine,
  groupServices,
  serviceGroupTitle,
  type ServiceOption,
  type SpecialistOption,
} from '~/features/booking/model/booking-services';
import { ChevronIcon, PeopleIcon } from './icons';

export interface ServicesStepProps {
  services: readonly ServiceOption[];
  specialists: readonly SpecialistOption[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}

/** Step 1: one or more services, grouped by category, with duration and price. */
export function ServicesStep({ services, specialists, selected, onToggle }: ServicesStepProps) {
  const baseId = useId();
  if (services.length === 0) return <p className="vz-bk-muted">{messages.booking.services.none}</p>;
  return (
    <>
      <p className="vz-bk-muted">{messages.booking.services.hint}</p>
      {groupServices(services).map((group, groupIndex, groups) => {
        const headingId = `${baseId}-g${groupIndex}`;
        const title = serviceGroupTitle(group, groups, messages.booking.services.other);
        const headed = title !== null;
        return (
          <div
            key={group.name ?? ''}
            role={headed ? 'group' : undefined}
            aria-labelledby={headed ? headingId : undefined}
            className="vz-bk-group"
          >
            {headed ? (
              <h3 className="vz-bk-group__title" id={headingId}>
                {title}
              </h3>
            ) : null}
            <ul className="vz-bk-list">
              {group.services.map((service) => {
                const checked = selected.includes(service.id);
                const combinable = canCombine(specialists, selected, service.id);
                const metaId = `${baseId}-${service.id}`;
                return (
                  <li key={service.id}>
                    <label className="vz-bk-option" data-checked={checked || undefined} data-disabled={!combinable || undefined}>
                      <input
                        type="checkbox"
                        className="vz-bk-check"
                        checked={checked}
                        disabled={!combinable}
                        aria-describedby={metaId}
                        onChange={() => onToggle(service.id)}
                      />
                      <span className="vz-bk-option__main">
                        <span className="vz-bk-option__name">{service.name}</span>
                        <span className="vz-bk-option__meta" id={metaId}>
                          {formatDuration(service.durationMin)}
                          {!combinable && ` · ${messages.booking.services.notCombinable}`}
                        </span>
                      </span>
                      <span className="vz-bk-option__price">{formatServicePrice(service.priceCents, service.priceFrom)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}

export interface SpecialistStepProps {
  specialists: readonly SpecialistOption[];
  selected: string | null;
  onChoose: (specialist: string) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * Step 2: one of those who do all chosen services, or "Bet kuris specialistas" when there is more
 * than one of them to leave the choice to; a tap moves on.
 */
export function SpecialistStep({ specialists, selected, onChoose }: SpecialistStepProps) {
  const choices = [
    ...(specialists.length > 1
      ? [{ id: ANY_SPECIALIST, name: messages.booking.specialist.any, title: messages.booking.specialist.anyHint }]
      : []),
    ...specialists.map((specialist) => ({ id: specialist.id, name: specialist.name, title: specialist.title })),
  ];
  return (
    <ul className="vz-bk-list">
      {choices.map((choice) => (
        <li key={choice.id}>
          <button
            type="button"
            className="vz-bk-choice"
            aria-pressed={selected === choice.id}
            onClick={() => onChoose(choice.id)}
          >
            <span className="vz-bk-avatar" aria-hidden="true">
              {choice.id === ANY_SPECIALIST ? <PeopleIcon /> : initials(choice.name)}
            </span>
            <span className="vz-bk-option__main">
              <span className="vz-bk-option__name">{choice.name}</span>
              {choice.title && <span className="vz-bk-option__meta">{choice.title}</span>}
            </span>
            <ChevronIcon direction="right" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface NoteStepProps {
  note: string;
  onChange: (note: string) => void;
}

/** Step 4: an optional note to the specialist (at most 1000 characters). */
export function NoteStep({ note, onChange }: NoteStepProps) {
  return (
    <div className="vz-bk-note">
      <Textarea
        label={messages.booking.note.label}
        description={messages.booking.note.description}
        value={note}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, NOTE_MAX_LENGTH))}
        maxLength={NOTE_MAX_LENGTH}
        rows={5}
        size="md"
      />
      <p className="vz-bk-counter">{format(messages.booking.note.counter, { count: note.length, max: NOTE_MAX_LENGTH })}</p>
    </div>
  );
}
