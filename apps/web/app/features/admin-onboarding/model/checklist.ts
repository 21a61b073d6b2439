/**
 * The onboarding checklist as the admin home shows it: where each step is done (a page of the
 * admin), how far along the business is, and the link it shares.
 */
import { generatePath, type RouteName } from '@vizitas/shared';
import type { InstructionItem, Instructions, OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';

/** The admin page where each step is done. */
const STEP_PAGES: Record<OnboardingInstruction, RouteName> = {
  services: 'admin_services',
  working_hours: 'admin_schedule',
  logo: 'admin_business_profile',
  photos: 'admin_gallery',
  description: 'admin_business_profile',
  share_link: 'admin_share_link',
  invite_clients: 'admin_client_invitations',
};

/** The page that does a step (`?verslas=` kept when the admin page was opened with one). */
export function stepHref(instruction: OnboardingInstruction, _business: Instructions['business'], linkSlug: string | null): string {
  return generatePath(STEP_PAGES[instruction], linkSlug ? { slug: linkSlug } : {});
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
