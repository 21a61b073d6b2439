export { isCancelledVisit, visitCalendarFile, visitIcsFileName, visitUid, type CalendarVisit } from './ics.ts';
export { customerVisitCalendarFile } from './ics-download.ts';
export { customerVisit, listCustomerVisits } from './list-visits.ts';
