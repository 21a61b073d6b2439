import { asc, eq, inArray } from 'drizzle-orm';
import { appointmentServices, appointments, businesses, specialists, type DbOrTx } from '@vizitas/db';
import type { Appointment } from '@vizitas/shared/schemas/appointment';

type AppointmentRow = typeof appointments.$inferSelect;

/** Appointments as the API shows them, with business, specialist and services (3 queries in all). */
export async function presentAppointments(db: DbOrTx, rows: AppointmentRow[], options: { admin: true }): Promise<(Appointment & { adminNote: string | null })[]>;
export async function presentAppointments(db: DbOrTx, rows: AppointmentRow[], options?: { admin?: false }): Promise<Appointment[]>;
export async function presentAppointments(db: DbOrTx, rows: AppointmentRow[], options: { admin?: boolean } = {}) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [serviceRows, businessRows, specialistRows] = await Promise.all([
    db.select().from(appointmentServices).where(inArray(appointmentServices.appointmentId, ids)).orderBy(asc(appointmentServices.position)),
    db
      .select({ id: businesses.id, slug: businesses.slug, name: businesses.name })
      .from(businesses)
      .where(inArray(businesses.id, [...new Set(rows.map((row) => row.businessId))])),
    db
      .select({ id: specialists.id, name: specialists.name })
      .from(specialists)
      .where(inArray(specialists.id, [...new Set(rows.map((row) => row.specialistId))])),
  ]);
  return rows.map((row) => ({
    id: row.id,
    business: businessRows.find((business) => business.id === row.businessId)!,
    specialist: specialistRows.find((specialist) => specialist.id === row.specialistId)!,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    services: serviceRows
      .filter((service) => service.appointmentId === row.id)
      .map((service) => ({ serviceId: service.serviceId, name: service.name, durationMin: service.durationMin, priceCents: service.priceCents })),
    customerNote: row.customerNote,
    client: { userId: row.customerId, name: row.clientName, phone: row.clientPhone },
    createdAt: row.createdAt.toISOString(),
    ...(options.admin ? { adminNote: row.adminNote } : {}),
  }));
}

export async function presentAppointment(db: DbOrTx, id: string): Promise<Appointment> {
  const rows = await db.select().from(appointments).where(eq(appointments.id, id));
  const [presented] = await presentAppointments(db, rows);
  return presented!;
}
