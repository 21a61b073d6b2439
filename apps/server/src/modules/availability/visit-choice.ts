import type { DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { loadCatalog, type BusinessCatalogue, type ServiceRow, type SpecialistRow } from './catalogue.ts';

/** What the rule of a visit reads of a service. */
type VisitService = Pick<ServiceRow, 'id' | 'durationMin' | 'bufferAfterMin' | 'priceCents'>;

/** The domain rule of a visit: which services, who may do them, how long it takes and what it costs. */
export interface VisitChoice<S extends VisitService = ServiceRow, P extends { id: string } = SpecialistRow> {
  services: S[];
  /** Specialists who offer every chosen service (one when a specialist was named). */
  specialists: P[];
  durationMin: number;
  bufferAfterMin: number;
  priceCents: number;
}

/**
 * Checks the chosen services (active, of this business) and specialist ("any" or one who
 * offers them all). Throws `services_not_offered` (422) otherwise. Services keep the order given.
 */
export async function resolveVisit(
  db: DbOrTx,
  businessId: string,
  serviceIds: string[],
  specialist: string,
): Promise<VisitChoice> {
  return visitOf(await loadCatalog(db, businessId), serviceIds, specialist);
}

/** {@link resolveVisit} over a catalogue already loaded (the full one, or the calendar's compact one). */
export function visitOf<S extends VisitService, P extends { id: string }>(
  catalog: {
    serviceRows: readonly S[];
    specialistRows: readonly P[];
    links: readonly Pick<BusinessCatalogue['links'][number], 'specialistId' | 'serviceId'>[];
  },
  serviceIds: string[],
  specialist: string,
): VisitChoice<S, P> {
  const { serviceRows, specialistRows, links } = catalog;
  const chosen = serviceIds.map((id) => serviceRows.find((row) => row.id === id));
  if (chosen.some((row) => !row)) throw appError('services_not_offered');
  const chosenServices = chosen as S[];
  const offersAll = (specialistId: string) =>
    chosenServices.every((service) => links.some((link) => link.specialistId === specialistId && link.serviceId === service.id));
  const candidates = specialistRows.filter((row) => (specialist === 'any' || row.id === specialist) && offersAll(row.id));
  if (candidates.length === 0) throw appError('services_not_offered');
  return {
    services: chosenServices,
    specialists: candidates,
    durationMin: chosenServices.reduce((sum, service) => sum + service.durationMin, 0),
    bufferAfterMin: chosenServices.at(-1)?.bufferAfterMin ?? 0,
    priceCents: chosenServices.reduce((sum, service) => sum + service.priceCents, 0),
  };
}
