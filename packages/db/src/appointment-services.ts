import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { appointmentServices } from './schema/index';

/**
 * The names of a visit's services, in the order they were booked: `text[]` (a JavaScript
 * `string[]` from both drivers), one probe of `appointment_services`' primary key. THE way a view
 * reads what a visit is for (the calendar, the mails, the notifications, the client card, the
 * review request, the personal data, the demo data); `appointmentId` is the visit's id column of
 * the statement it goes into. The admin list's service lines (with durations and prices) are the
 * booking presenter's member list.
 */
export function serviceNamesOf(appointmentId: SQLWrapper): SQL<string[]> {
  return sql<
    string[]
  >`array(select ${appointmentServices.name} from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointmentId} order by ${appointmentServices.position})`;
}
