/**
 * The onboarding checklist as the admin home shows it: where each step is done (a page of the
 * admin), how far along the business is, and the link it shares.
 */
import { format, generatePath, messages, type RouteName } from '@vizitas/shared';
import type { InstructionItem, Instructions, OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';

/** The admin page where each step is done. */
const STEP_PAGES: Record<OnboardingInstruction, RouteName> = {
  services: 'admin_services',
  working_hours: 'admin_schedule',
  booking_rules: 'admin_settings',
  logo: 'admin_business_profile',
  photos: 'admin_gallery',
  description: 'admin_business_profile',
  share_link: 'admin_share_link',
  invite_clients: 'admin_client_invitations',
};

/** The settings page's section of each step that has one (the booking rules section's anchor). */
const STEP_SECTIONS: Partial<Record<OnboardingInstruction, string>> = {
  booking_rules: 'registracijos-taisykles',
};

/** The page that does a step (`?verslas=` kept when the admin page was opened with one), at its section. */
export function stepHref(instruction: OnboardingInstruction, _business: Instructions['business'], linkSlug: string | null): string {
  const section = STEP_SECTIONS[instruction];
  return `${generatePath(STEP_PAGES[instruction], linkSlug ? { slug: linkSlug } : {})}${section ? `#${section}` : ''}`;
}

const r = messages.onboarding.rules;
const plural = new Intl.PluralRules('lt');

/** A duration in the accusative, as "prieš {time}" reads it: 60 → "1 valandą", 1440 → "1 dieną", 2880 → "2 dienas", 90 → "90 min.". */
export function durationText(minutes: number): string {
  const [forms, count] =
    minutes % 1440 === 0 ? [r.days, minutes / 1440] : minutes % 60 === 0 ? [r.hours, minutes / 60] : [null, minutes];
  if (!forms) return format(r.minutes, { count });
  const category = plural.select(count);
  return format(category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other, { count });
}

/**
 * The booking rules step's sentences, in plain Lithuanian: how soon before a visit customers can
 * book, until when they can cancel online, whether new bookings wait for her confirmation, and a
 * warning when a visit can be booked later than it can still be cancelled online.
 */
export function rulesSentences(rules: Instructions['bookingRules']): string[] {
  const sentences = [
    rules.minimumNoticeMin === 0 ? r.noticeNone : format(r.notice, { time: durationText(rules.minimumNoticeMin) }),
    rules.cancellationDeadlineMin === 0
      ? r.cancellationNone
      : format(r.cancellation, { time: durationText(rules.cancellationDeadlineMin) }),
    rules.autoConfirm ? r.autoConfirm : r.confirmation,
  ];
  if (rules.cancellationDeadlineMin > rules.minimumNoticeMin)
    sentences.push(format(r.lateBooking, { time: durationText(rules.cancellationDeadlineMin) }));
  return sentences;
}

/**
 * The address customers are given, the booking page (as the share page gives it, docs/decisions/029):
 * on the business's own domain when it has one, else on this site (`origin`, e.g. `https://vizitas.lt`).
 */
export function publicLink(business: Instructions['business'], origin: string): string {
  if (business.customDomain)
    return `https://${business.customDomain}${generatePath('new_appointment', {}, { business: { slug: business.slug, domain: business.customDomain }, host: business.customDomain })}`;
  return `${origin}${generatePath('new_appointment', { slug: business.slug })}`;
}

export interface Progress {
  /** Steps done or skipped. */
  settled: number;
  total: number;
  /** Every step is done or skipped. */
  complete: boolean;
}

export function progressOf(items: readonly InstructionItem[]): Progress {
  const settled = items.filter((item) => item.state !== 'todo').length;
  return { settled, total: items.length, complete: settled === items.length };
}

/** Whether the step shows a skip button: an optional step still to do, for someone who may skip. */
export function canSkipStep(item: InstructionItem, canSkip: boolean): boolean {
  return canSkip && !item.required && item.state === 'todo';
}
