import type { ClientCard } from '@vizitas/db';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import type { AdminClient, AdminClientCard } from '@vizitas/shared/schemas/admin/clients';

/** One row of the client list as the statement returns it. */
export interface ClientListRow {
  userId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  visitCount: number;
  blocked: boolean;
  hasCard: boolean;
  lastVisitMs: number | null;
  nextVisitMs: number | null;
}

export interface ClientHistoryRow {
  appointmentCount: number;
  visitCount: number;
  totalSpentCents: number;
  noShowCount: number;
  cancellationCount: number;
  lastVisitMs: number | null;
  nextVisitMs: number | null;
}

export interface RecentVisitRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  priceCents: number;
  specialistName: string;
  services: string[];
}

const isoOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A client in the business's list. */
export function presentClient(row: ClientListRow): AdminClient {
  return {
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    visitCount: Number(row.visitCount),
    lastVisitAt: isoOf(row.lastVisitMs),
    blocked: Boolean(row.blocked),
    nextVisitAt: isoOf(row.nextVisitMs),
    hasCard: Boolean(row.hasCard),
  };
}

/** The business's card about one customer, with her visit history there. An unsaved card is empty. */
export function presentClientCard(
  userId: string,
  client: { name: string; phone: string | null; email: string },
  saved: { card: ClientCard; updatedByName: string | null } | null,
  history: ClientHistoryRow,
  recent: RecentVisitRow[],
): AdminClientCard {
  const card = saved?.card;
  return {
    userId,
    client: { name: client.name, phone: client.phone, email: client.email },
    card: {
      notes: card?.notes ?? '',
      allergies: card?.allergies ?? '',
      preferences: card?.preferences ?? '',
      blocked: card?.blocked ?? false,
      updatedAt: card ? card.updatedAt.toISOString() : null,
      updatedBy: card?.updatedByUserId ? { userId: card.updatedByUserId, name: saved?.updatedByName ?? '' } : null,
    },
    history: {
      visitCount: Number(history.visitCount),
      totalSpentCents: Number(history.totalSpentCents),
      noShowCount: Number(history.noShowCount),
      cancellationCount: Number(history.cancellationCount),
      lastVisitAt: isoOf(history.lastVisitMs),
      nextVisitAt: isoOf(history.nextVisitMs),
      recent: recent.map((visit) => ({
        id: visit.id,
        start: visit.startsAt.toISOString(),
        end: visit.endsAt.toISOString(),
        status: visit.status,
        services: visit.services,
        specialistName: visit.specialistName,
        priceCents: visit.priceCents,
      })),
    },
  };
}
