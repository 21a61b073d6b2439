export { getBookingRules, updateBookingRules } from './booking-rules.ts';
export { cancelByCustomer } from './cancel-appointment.ts';
export { createAdminAppointment } from './create-admin-appointment.ts';
export { bookCustomerAppointment } from './create-appointment.ts';
export { listAppointments, presentAppointment, visitBusinessColumns, visitView } from './presenter.ts';
export { adminAppointment, appointmentDetail, appointmentNote, countPendingAppointments, searchAppointments } from './queries.ts';
export { updateAdminAppointment } from './update-appointment.ts';
export { appointmentMailFacts, type AppointmentMailFacts } from './mail-facts.ts';
export { calendarSequence } from './calendar-sequence.ts';
