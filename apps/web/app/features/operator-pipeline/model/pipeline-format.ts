/** How the pipeline writes dates and contacts: days in Vilnius, whatever the browser's zone. */
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import type { LastContact } from '@vizitas/shared/schemas/operator-pipeline';

const t = messages.operatorPipeline;

const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-12-04" in Vilnius. */
export function formatDay(instant: string): string {
  return dateFormat.format(new Date(instant));
}

export function contactText(contact: LastContact): string {
  return format(t.contactBy, {
    when: formatDay(contact.at),
    by: contact.by ?? t.contactUnknownOperator,
    channel: contact.channel ? t.channels[contact.channel] : '—',
  });
}
