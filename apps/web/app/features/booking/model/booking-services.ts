/**
 * The catalogue part of a booking: which services are chosen, what they cost and take together,
 * who can do all of them, and how the list is grouped by category.
 */
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';

export type ServiceOption = CalendarOptions['services'][number];
export type SpecialistOption = CalendarOptions['specialists'][number];

/** "Bet kuris specialistas". */
export const ANY_SPECIALIST = 'any';

export interface ServiceGroup {
  /** The category's name; null for services without a category (listed last). */
  name: string | null;
  services: ServiceOption[];
}

/** Services someone can actually do: a service no active specialist offers cannot be booked. */
export function bookableServices(services: readonly ServiceOption[]): ServiceOption[] {
  return services.filter((service) => service.specialistIds.length > 0);
}

/** Groups by category in catalogue order; services without a category come last. */
export function groupServices(services: readonly ServiceOption[]): ServiceGroup[] {
  const groups: ServiceGroup[] = [];
  let other: ServiceGroup | null = null;
  for (const service of services) {
    if (service.categoryName === null) {
      other ??= { name: null, services: [] };
      other.services.push(service);
      continue;
    }
    let group = groups.find((g) => g.name === service.categoryName);
    if (!group) {
      group = { name: service.categoryName, services: [] };
      groups.push(group);
    }
    group.services.push(service);
  }
  return other ? [...groups, other] : groups;
}

/**
 * The heading of a group: its category, „Kitos paslaugos“ for the services without one beside
 * categories, and none when a business has no categories at all (one plain list).
 */
export function serviceGroupTitle(group: ServiceGroup, groups: readonly ServiceGroup[], other: string): string | null {
  if (group.name !== null) return group.name;
  return groups.length > 1 ? other : null;
}

/** The chosen services in catalogue order (unknown ids dropped). */
export function selectedServices(services: readonly ServiceOption[], ids: readonly string[]): ServiceOption[] {
  const chosen = new Set(ids);
  return services.filter((service) => chosen.has(service.id));
}

/** Adds or removes a service; the result keeps the catalogue order. */
export function toggleService(services: readonly ServiceOption[], ids: readonly string[], id: string): string[] {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return selectedServices(services, [...next]).map((service) => service.id);
}

export interface BookingTotals {
  count: number;
  durationMin: number;
  priceCents: number;
  /** Some chosen service has a starting price ("nuo"): the total is a starting price too. */
  priceFrom: boolean;
}

export function bookingTotals(services: readonly ServiceOption[], ids: readonly string[]): BookingTotals {
  const chosen = selectedServices(services, ids);
  return {
    count: chosen.length,
    durationMin: chosen.reduce((sum, service) => sum + service.durationMin, 0),
    priceCents: chosen.reduce((sum, service) => sum + service.priceCents, 0),
    priceFrom: chosen.some((service) => service.priceFrom),
  };
}

/** Specialists who offer every chosen service. */
export function eligibleSpecialists(specialists: readonly SpecialistOption[], serviceIds: readonly string[]): SpecialistOption[] {
  return specialists.filter((specialist) => serviceIds.every((id) => specialist.serviceIds.includes(id)));
}

/**
 * Whether a service can be added to the current choice: some specialist must offer it together
 * with everything already chosen (a visit is done by one specialist). Chosen services stay
 * selectable so they can be removed.
 */
export function canCombine(specialists: readonly SpecialistOption[], serviceIds: readonly string[], candidate: string): boolean {
  if (serviceIds.includes(candidate)) return true;
  return eligibleSpecialists(specialists, [...serviceIds, candidate]).length > 0;
}

/** Whether the specialist choice still fits the services ("any" fits whenever someone does). */
export function specialistFits(
  specialists: readonly SpecialistOption[],
  serviceIds: readonly string[],
  choice: string | null,
): boolean {
  if (choice === null || serviceIds.length === 0) return false;
  const eligible = eligibleSpecialists(specialists, serviceIds);
  return choice === ANY_SPECIALIST ? eligible.length > 0 : eligible.some((specialist) => specialist.id === choice);
}
