/** Appointment statuses (PRODUCT.md). */
export const appointmentStatus = {
  pending: 'Laukia patvirtinimo',
  confirmed: 'Patvirtintas',
  declined: 'Atmestas',
  cancelled: 'Atšauktas',
  completed: 'Įvykęs',
  no_show: 'Neatvyko',
} as const;
